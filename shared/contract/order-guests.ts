// Who goes with which ticket of a member's order (booking-and-checkout §3 booking item assignedUsers;
// content-and-account §7 "assign guest with body tickets[]", "create guest", /order/assign-guests, /order-guests,
// /quick-guest-user; docs/decisions/014): paths, limits, the age rule a ticket's holder must meet, refusals in both
// languages, and the zod schemas of the requests and answers.
import { z } from "zod";
import { ageGroupsFor, ageInYears } from "../booking/ages";
import { GUEST_TYPES, type GuestType } from "../booking/guests";
import type { Locale } from "../locale";
import { personNameSchema } from "./fields";
import { MEMBER_TITLES } from "./members";
import { reservationCodeSchema } from "./order-schemas";

type Bilingual = Readonly<Record<Locale, string>>;

export const ORDER_GUEST_PATHS = {
  /** POST {orderId | reservationCode, tickets: [{ticketId, userId}]}: assigns tickets of the member's order, all or none. */
  assignGuests: "/order/assign-guests",
  /** GET /order-guests/{orderId}: the order's tickets with their holder and who of the account may hold each. */
  orderGuests: (orderId: string) => `/order-guests/${encodeURIComponent(orderId)}`,
  /** POST {orderId, title, firstName, lastName, ageGroup}: a guest named for that order only. */
  quickGuest: "/quick-guest-user",
} as const;

/** Most tickets one assignment call names: 10 lines of 36 guests, with room to spare. */
export const MAX_ASSIGNMENTS_PER_CALL = 400;
/** The kinds of holder a ticket may have. */
export const HOLDER_KINDS = ["member", "sub_account", "guest"] as const;
export type HolderKind = (typeof HOLDER_KINDS)[number];

/**
 * The age group a person is in on the day of the visit (the booking's age rules with the venue's child minimum age),
 * or null when the date of birth does not give one. A member without a date of birth is an adult: members are 18 or
 * older (decision 010).
 */
export function ageGroupOn(dateOfBirth: string | null, visitDate: string, childMinimumAge: 2 | 3, isMember = false): GuestType | null {
  if (!dateOfBirth) return isMember ? "adult" : null;
  const age = ageInYears(dateOfBirth, visitDate);
  if (age === null) return null;
  const groups = ageGroupsFor({ discipline: null, childMinimumAge });
  return GUEST_TYPES.find((g) => age >= groups[g].min && age <= groups[g].max) ?? (age > groups.adult.max ? "adult" : null);
}

// ---------- Refusals (404: an unknown order and another member's look the same) ----------
export const ORDER_NOT_FOUND: Bilingual = { en: "We could not find this booking on your account.", ar: "لم نتمكن من العثور على هذا الحجز في حسابك." };
export const ORDER_NOT_ASSIGNABLE: Bilingual = {
  en: "This booking was refunded; its tickets cannot be assigned.",
  ar: "تم استرداد مبلغ هذا الحجز؛ لا يمكن تخصيص تذاكره.",
};
export const TOO_MANY_ORDER_GUESTS: Bilingual = {
  en: "This booking already has a guest named for each of its tickets.",
  ar: "يوجد بالفعل ضيف مسمى لكل تذكرة في هذا الحجز.",
};

// ---------- Schemas ----------
const holderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "is a person id of the account or a guest of the order");
const ticketCodeSchema = z.string().regex(/^[A-Za-z]{3}-[0-9A-Za-z]{10}-\d{2,3}$/, "is a ticket code of the order such as SKD-7K2Q9M4XPA-01").transform((c) => c.toUpperCase());
const ageGroupSchema = z.enum(GUEST_TYPES);

export const assignGuestsRequestSchema = z
  .object({
    /** The order's id: in this shop the reservation code. */
    orderId: reservationCodeSchema.optional(),
    reservationCode: reservationCodeSchema.optional(),
    tickets: z
      .array(z.object({ ticketId: ticketCodeSchema, userId: holderIdSchema }).strict())
      .min(1)
      .max(MAX_ASSIGNMENTS_PER_CALL)
      .refine((tickets) => new Set(tickets.map((t) => t.ticketId)).size === tickets.length, { message: "names each ticket once", params: { rule: "unique" } }),
  })
  .strict()
  .refine((r) => r.orderId !== undefined || r.reservationCode !== undefined, { message: "orderId or reservationCode is required", path: ["orderId"], params: { rule: "required" } })
  .refine((r) => r.orderId === undefined || r.reservationCode === undefined || r.orderId === r.reservationCode, {
    message: "orderId and reservationCode name the same booking",
    path: ["reservationCode"],
    params: { rule: "same_order" },
  });
export type AssignGuestsRequest = z.output<typeof assignGuestsRequestSchema>;

export const quickGuestRequestSchema = z
  .object({
    orderId: reservationCodeSchema,
    title: z.enum(MEMBER_TITLES),
    firstName: personNameSchema,
    lastName: personNameSchema,
    ageGroup: ageGroupSchema,
  })
  .strict();
export type QuickGuestRequest = z.output<typeof quickGuestRequestSchema>;

export const orderIdParamSchema = z.object({ orderId: reservationCodeSchema });

export const ticketHolderSchema = z.object({
  id: z.string(),
  kind: z.enum(HOLDER_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  /** On the ticket's date (a guest's as named). */
  ageGroup: ageGroupSchema.nullable(),
});
export type TicketHolder = z.infer<typeof ticketHolderSchema>;

export const orderGuestTicketSchema = z.object({
  ticketId: z.string(),
  uniqueID: z.string(),
  guestType: ageGroupSchema,
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  assignedUser: ticketHolderSchema.nullable(),
  /** Ids of the account's people and the order's guests whose age group fits this ticket on its date. */
  eligibleUserIds: z.array(z.string()),
});
export type OrderGuestTicket = z.infer<typeof orderGuestTicketSchema>;

export const orderGuestsAnswerSchema = z.object({
  data: z.object({
    orderId: z.string(),
    status: z.enum(["confirmed", "refunded"]),
    tickets: z.array(orderGuestTicketSchema),
    /** The guests named for this order. */
    guests: z.array(ticketHolderSchema),
  }),
});
export type OrderGuests = z.infer<typeof orderGuestsAnswerSchema>["data"];
export const quickGuestAnswerSchema = z.object({ data: ticketHolderSchema });
export const orderNotFoundSchema = z.object({ error: z.literal("order_not_found"), message: z.string() });
export const orderGuestRefusalSchema = z.object({ error: z.enum(["order_not_assignable", "too_many_order_guests"]), message: z.string() });
