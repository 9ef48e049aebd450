// Pure rules of the after-purchase steps (booking-and-checkout §2 extra pages; content-and-account §2 bottom bar, §4
// funnel events; docs/decisions/014): the steps and their order, the assignment a page saves, who of the holders
// still needs gear or a waiver, the funnel events, and the confirmed page's flags. Kept apart from the components so
// they are tested.
import type { GuestType } from "../../shared/booking/guests";
import { type FieldRule, NAME_RULES, validateField } from "../../shared/cart/guest-form";
import { ALPINE_JOURNEY } from "../../shared/enumerations";
import type { PersonGear, PersonWaiver } from "../../shared/contract/account-schemas";
import { MEMBER_TITLES } from "../../shared/contract/members";
import type { OrderGuestTicket, OrderGuests, QuickGuestRequest, TicketHolder } from "../../shared/contract/order-guests";
import type { Locale } from "../../shared/locale";
import { SUB_ACCOUNT_FIELD_LABELS } from "../account/family-form";

// ---------- Steps ----------
export const EXTRA_STEPS = ["add-guest", "gear", "waiver", "confirm"] as const;
export type ExtraStep = (typeof EXTRA_STEPS)[number];

export function extraHref(prefix: string, step: ExtraStep, orderId: string): string {
  return `${prefix}/extra/${step}/${encodeURIComponent(orderId)}`;
}

/** The step after this one (the summary stays the last). */
export function nextExtraStep(step: ExtraStep): ExtraStep {
  return EXTRA_STEPS[Math.min(EXTRA_STEPS.indexOf(step) + 1, EXTRA_STEPS.length - 1)]!;
}

// ---------- Assignment ----------
/** The chosen holder of each ticket ("" when none yet), as the add-guest page edits it. */
export type AssignmentDraft = Readonly<Record<string, string>>;

export function draftOf(order: Pick<OrderGuests, "tickets">): AssignmentDraft {
  return Object.fromEntries(order.tickets.map((t) => [t.ticketId, t.assignedUser?.id ?? ""]));
}

/** What a save sends: the tickets whose chosen holder differs from the saved one. */
export function changedAssignments(order: Pick<OrderGuests, "tickets">, draft: AssignmentDraft): { ticketId: string; userId: string }[] {
  return order.tickets.flatMap((t) => {
    const chosen = draft[t.ticketId] ?? "";
    return chosen && chosen !== (t.assignedUser?.id ?? "") ? [{ ticketId: t.ticketId, userId: chosen }] : [];
  });
}

/** Tickets whose chosen holder also holds another ticket of the same visit (line): the later ones are flagged. */
export function doubleBookedTickets(order: Pick<OrderGuests, "tickets">, draft: AssignmentDraft): Set<string> {
  const seen = new Set<string>();
  const doubled = new Set<string>();
  for (const t of order.tickets) {
    const chosen = draft[t.ticketId] ?? "";
    if (!chosen) continue;
    const key = `${t.uniqueID}\u0000${chosen}`;
    if (seen.has(key)) doubled.add(t.ticketId);
    seen.add(key);
  }
  return doubled;
}

/** The holders a ticket's chooser offers: whoever fits its age group on its date (the server's list), in that order. */
export function choicesFor(ticket: Pick<OrderGuestTicket, "eligibleUserIds">, holders: readonly TicketHolder[]): TicketHolder[] {
  const byId = new Map(holders.map((h) => [h.id, h]));
  return ticket.eligibleUserIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

// ---------- Gear and waivers of the holders ----------
/** The account's people holding a ticket of the order, each once (named guests have no account to keep gear on). */
export function accountHolders(order: Pick<OrderGuests, "tickets">): TicketHolder[] {
  const byId = new Map<string, TicketHolder>();
  for (const t of order.tickets) {
    const h = t.assignedUser;
    if (h && h.kind !== "guest" && !byId.has(h.id)) byId.set(h.id, h);
  }
  return [...byId.values()];
}

/** The named guests holding a ticket, each once. */
export function guestHolders(order: Pick<OrderGuests, "tickets">): TicketHolder[] {
  const byId = new Map<string, TicketHolder>();
  for (const t of order.tickets) if (t.assignedUser?.kind === "guest") byId.set(t.assignedUser.id, t.assignedUser);
  return [...byId.values()];
}

export function withoutGear(holders: readonly TicketHolder[], gear: readonly Pick<PersonGear, "userId">[]): TicketHolder[] {
  const has = new Set(gear.map((g) => g.userId));
  return holders.filter((h) => !has.has(h.id));
}

export function withoutValidWaiver(holders: readonly TicketHolder[], waivers: readonly Pick<PersonWaiver, "userId" | "valid">[]): TicketHolder[] {
  const valid = new Set(waivers.filter((w) => w.valid).map((w) => w.userId));
  return holders.filter((h) => !valid.has(h.id));
}

/** The guest types of a ticket list, counted (the summary's "2 adults, 1 child"). */
export function ticketCounts(tickets: readonly Pick<OrderGuestTicket, "guestType">[]): Record<GuestType, number> {
  const counts: Record<GuestType, number> = { adult: 0, junior: 0, child: 0, infant: 0 };
  for (const t of tickets) counts[t.guestType] += 1;
  return counts;
}

// ---------- Funnel events (content-and-account §4) ----------
export const FUNNEL_EVENTS = ["add_guest", "add_gear", "sign_waiver", "booking_complete"] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];
export interface FunnelEvent {
  event: FunnelEventName;
  user_type: "Member";
  transaction_id: string;
  /** Tickets assigned, people equipped or waivers signed in this step; for booking_complete the tickets assigned. */
  count: number;
}

export function funnelEvent(event: FunnelEventName, orderId: string, count: number): FunnelEvent {
  return { event, user_type: "Member", transaction_id: orderId, count };
}

/** Session storage key of the orders whose booking_complete was sent (a reload must not count it twice). */
export const COMPLETE_SENT_KEY = "booking_complete_sent";

/** True the first time an order's completion is reported in this tab (and records it). */
export function firstCompletionReport(storage: Pick<Storage, "getItem" | "setItem"> | null, orderId: string): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(COMPLETE_SENT_KEY) ?? "[]");
    const sent = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : [];
    if (sent.includes(orderId)) return false;
    storage?.setItem(COMPLETE_SENT_KEY, JSON.stringify([...sent, orderId].slice(-20)));
    return true;
  } catch {
    return true;
  }
}

// ---------- The confirmed page's flags (booking-and-checkout §2) ----------
export interface ConfirmedFlags {
  /** The payment is still being confirmed (isUnCertain=true). */
  uncertain: boolean;
  /** A voucher, not a dated visit (isAlpineVoucher=true). */
  alpineVoucher: boolean;
}

export function confirmedFlagsOf(search: URLSearchParams): ConfirmedFlags {
  return { uncertain: search.get("isUnCertain") === "true", alpineVoucher: search.get("isAlpineVoucher") === "true" };
}

/** How long the confirmed page waits before each new look at an uncertain payment: backing off, then it stops. */
export const UNCERTAIN_POLL_DELAYS_MS = [2000, 4000, 8000, 16000, 30000] as const;

// ---------- A guest named for the order (the add-guest page's inline form) ----------
export interface OrderGuestValues {
  title: string;
  firstName: string;
  lastName: string;
}
export type OrderGuestField = keyof OrderGuestValues;
export const ORDER_GUEST_FIELD_ORDER: readonly OrderGuestField[] = ["title", "firstName", "lastName"];
export const EMPTY_ORDER_GUEST: OrderGuestValues = { title: "", firstName: "", lastName: "" };
const GUEST_TITLE_PATTERN = new RegExp(`^(${MEMBER_TITLES.join("|")})$`);

/** Each field's first error in the page's language (the guest form's rules); empty when valid. */
export function validateOrderGuest(values: OrderGuestValues, locale: Locale): Partial<Record<OrderGuestField, string>> {
  const labels = SUB_ACCOUNT_FIELD_LABELS[locale];
  const errors: Partial<Record<OrderGuestField, string>> = {};
  const check = (field: OrderGuestField, value: string, rules: readonly FieldRule[]) => {
    const failure = validateField(value, rules, labels[field], locale);
    if (failure) errors[field] = failure.message;
  };
  check("title", values.title.toLowerCase(), [{ rule: "required", choice: true }, { rule: "regex", pattern: GUEST_TITLE_PATTERN }]);
  check("firstName", values.firstName, NAME_RULES);
  check("lastName", values.lastName, NAME_RULES);
  return errors;
}

/** The request of valid values for a ticket's age group (null when the form is not valid). */
export function orderGuestRequestOf(orderId: string, values: OrderGuestValues, ageGroup: GuestType, locale: Locale): QuickGuestRequest | null {
  if (Object.keys(validateOrderGuest(values, locale)).length) return null;
  const tidy = (name: string) => name.trim().replace(/\s+/g, " ");
  return { orderId, title: values.title as QuickGuestRequest["title"], firstName: tidy(values.firstName), lastName: tidy(values.lastName), ageGroup };
}

// ---------- Alpine vouchers and payments still being confirmed ----------
/** A purchase of alpine vouchers only: the confirmed page speaks of a voucher, not of a dated visit. */
export function isAlpineVoucherPurchase(items: readonly { journey?: string | null }[]): boolean {
  return items.length > 0 && items.every((item) => item.journey === ALPINE_JOURNEY);
}

/** What the shop keeps in session storage of a payment still being confirmed: the order it will be and its session. */
export interface PendingPayment {
  orderId: string;
  checkoutSessionId: string;
}

export function readPendingPayment(storage: Pick<Storage, "getItem"> | null, key: string, orderId: string): PendingPayment | null {
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? "null") as Partial<PendingPayment> | null;
    if (!stored || typeof stored.checkoutSessionId !== "string" || !/^cs_[0-9a-f]{32}$/.test(stored.checkoutSessionId)) return null;
    return stored.orderId?.toUpperCase() === orderId.toUpperCase() ? { orderId: stored.orderId, checkoutSessionId: stored.checkoutSessionId } : null;
  } catch {
    return null;
  }
}
