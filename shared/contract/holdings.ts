// What a member holds beyond dated visits (booking-and-checkout §2 accounts/profile/memberships, accounts/alpine and
// its ski and snowboard group lessons; docs/decisions/015): memberships, alpine (gift) vouchers and group lessons
// bought on this site, read from the member's own orders. The spec shows no call for them; GET /user/holdings is ours.
import { z } from "zod";
import { isoDateSchema } from "../catalogue-fields";

export const HOLDINGS_PATH = "/user/holdings";

/** DELETE /sub-account/{id}: a sub-account removed with what is kept for that person (the spec shows no method). */
export const SUB_ACCOUNT_PATH = (id: string) => `/sub-account/${encodeURIComponent(id)}`;
export const deletedSubAccountAnswerSchema = z.object({ data: z.object({ deleted: z.string() }) });

/** An annual membership runs twelve months from its first day; an alpine voucher twelve months from its purchase. */
export const MEMBERSHIP_VALID_MONTHS = 12;
export const VOUCHER_VALID_MONTHS = 12;

export const HOLDING_STATUSES = ["upcoming", "active", "expired", "refunded"] as const;
export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

export const holdingSchema = z.object({
  reservationCode: z.string(),
  cardId: z.number().int(),
  title: z.string(),
  /** membership / voucher: the first and last day it may be used; lesson: the lesson's day (both the same). */
  validFrom: isoDateSchema,
  validUntil: isoDateSchema,
  /** A lesson's time slot (HH:mm), else null. */
  time: z.string().nullable(),
  tickets: z.number().int().min(0),
  status: z.enum(HOLDING_STATUSES),
  /** The name the order was booked under. */
  holder: z.string(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const holdingsAnswerSchema = z.object({
  data: z.object({
    memberships: z.array(holdingSchema),
    vouchers: z.array(holdingSchema),
    skiGroupLessons: z.array(holdingSchema),
    snowboardGroupLessons: z.array(holdingSchema),
  }),
});
export type HoldingsAnswer = z.infer<typeof holdingsAnswerSchema>;
export type Holdings = HoldingsAnswer["data"];

/** The last day of a period of `months` starting on `from` (YYYY-MM-DD): 2026-03-15 + 12 → 2027-03-14. */
export function lastDayOf(from: string, months: number): string {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, daysInTarget));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
}

/** Where a holding stands on `today` (YYYY-MM-DD at the venue). */
export function holdingStatus(validFrom: string, validUntil: string, today: string, refunded: boolean): HoldingStatus {
  if (refunded) return "refunded";
  if (today < validFrom) return "upcoming";
  if (today > validUntil) return "expired";
  return "active";
}
