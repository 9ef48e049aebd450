// Pure rules of the order pages and the booking session's views: where a capture answer leads, what the failed page
// says, the cart panel's totals, and how the countdown speaks. Kept apart from the components so they are tested.
import { roundAmount, vatSplit } from "../../shared/booking/pricing";
import { ORDER_ERROR_CODES, PAID_WITH_PARAM, POINTS_BACK_PARAM, orderErrorMessage, paidWithNoCard, paidWithNoCardOf, refundedWithPointsMessage } from "../../shared/contract/orders";
import type { CaptureAnswer } from "../../shared/contract/order-schemas";
import type { BookingItem } from "../../shared/cart/state";
import type { Locale } from "../../shared/locale";

// ---------- payment ----------
/**
 * Whether the payment page must say the cart changed under it: the total it shows now differs from the one it showed
 * (another tab changed the cart, or the page reserved it again after a refusal). Nothing shown yet: nothing changed.
 */
export function cartChangedUnder(shownTotal: number | null, total: number): boolean {
  return shownTotal !== null && shownTotal !== total;
}

// ---------- booking-redirect ----------
/** Session storage key of the orders whose purchase event was sent (a reload must not count a sale twice). */
export const PURCHASE_SENT_KEY = "purchase_events_sent";

/** Where a capture answer leads: the confirmed page, the failed page, or this page again (pending). */
export type CaptureStep =
  | { kind: "confirmed"; orderId: string }
  | { kind: "failed"; search: string; clearCart: boolean }
  | { kind: "pending" };

/** Whether a failed or refunded payment also ends the cart: only when its session ended (the places are gone). */
export function paymentEndedCart(code: number | null): boolean {
  return code === ORDER_ERROR_CODES.paidAfterExpiry;
}

/**
 * `cart.voucher`: the cart paid for claimed a member's voucher (with SHARE points paying the rest, the failed page then
 * says that the voucher was not used as well). `cart.points`: SHARE points paid part of it (a card paying the rest
 * is refunded, and the failed page says the points are back as well).
 */
export function captureStep(answer: CaptureAnswer, cart: { voucher: boolean; points?: boolean } = { voucher: false }): CaptureStep {
  if (answer.status === "confirmed" && answer.orderId) return { kind: "confirmed", orderId: answer.orderId };
  if (answer.status === "pending") return { kind: "pending" };
  const query = new URLSearchParams();
  query.set("status", answer.status === "refunded" ? "refunded" : "failed");
  if (answer.code !== null) query.set("code", String(answer.code));
  // A payment that took no card (a voucher or points paid it all) was never charged: the failed page must not say refunded.
  const paidWith = answer.status === "refunded" ? paidWithNoCard(answer.paymentType, cart.voucher) : null;
  if (paidWith) query.set(PAID_WITH_PARAM, paidWith);
  else if (answer.status === "refunded" && cart.points) query.set(POINTS_BACK_PARAM, "1");
  // A payment refunded because the session ended before it completed: its places are gone, and so is the cart.
  // Declined, cancelled, or stopped because the cart changed meanwhile (6009 before any money was taken, 6004 refunded): the cart stays for another try.
  return { kind: "failed", search: `?${query}`, clearCart: paymentEndedCart(answer.code) };
}

/** The confirmed page's address, with the guest token for the page to move into session storage. */
export function confirmedHref(prefix: string, orderId: string, token: string | null, flags: { uncertain?: boolean; alpineVoucher?: boolean } = {}): string {
  const query = new URLSearchParams({ fromBooking: "true" });
  if (token) query.set("token", token);
  // Booking-and-checkout §2: the payment still being confirmed, and a voucher rather than a dated visit.
  if (flags.uncertain) query.set("isUnCertain", "true");
  if (flags.alpineVoucher) query.set("isAlpineVoucher", "true");
  return `${prefix}/booking-confirmed/${encodeURIComponent(orderId)}?${query}`;
}

/** True the first time an order's purchase is reported in this tab (and records it). */
export function firstPurchaseReport(storage: Pick<Storage, "getItem" | "setItem"> | null, orderId: string): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PURCHASE_SENT_KEY) ?? "[]");
    const sent = Array.isArray(stored) ? stored.filter((v): v is string => typeof v === "string") : [];
    if (sent.includes(orderId)) return false;
    storage?.setItem(PURCHASE_SENT_KEY, JSON.stringify([...sent, orderId].slice(-20)));
    return true;
  } catch {
    return true;
  }
}

// ---------- booking-failed ----------
export interface FailedPayment {
  /** Money was taken and given back (never for a payment that took no card). */
  refunded: boolean;
  /** The cart is gone with the session (6003): the way on is a new search, not the cart. */
  cartEnded: boolean;
  /** A voucher or points paid it all (no card): there is no other way to pay a total of nothing to offer. */
  noCard: boolean;
  code: number | null;
  /** Why, in the page's language: the contract's words for the code, else the generic words. */
  message: string;
}

/** Reads the failed page's query (status and code of the capture answer) into what the page says. */
export function failedPaymentOf(query: URLSearchParams, locale: Locale): FailedPayment {
  const rawCode = query.get("code");
  const code = rawCode && /^\d{1,6}$/.test(rawCode) ? Number(rawCode) : null;
  const refused = query.get("status") === "refunded";
  const paidWith = refused ? paidWithNoCardOf(query.get(PAID_WITH_PARAM)) : null;
  const pointsBack = refused && paidWith === null && query.get(POINTS_BACK_PARAM) === "1";
  // A refund without a code is the session's end, as the capture answers it (§8).
  const reason = code ?? (refused ? ORDER_ERROR_CODES.paidAfterExpiry : null);
  return {
    refunded: refused && paidWith === null,
    cartEnded: paymentEndedCart(reason),
    noCard: paidWith !== null,
    code,
    message: pointsBack ? refundedWithPointsMessage(reason ?? 0, locale) : orderErrorMessage(reason ?? 0, locale, paidWith),
  };
}

// ---------- cart panel ----------
/** The cart's total and VAT: the last basket check's when there is one, else the sum of the lines' prices. */
export function panelTotals(items: readonly Pick<BookingItem, "sellPrice">[], checked: { GROSS: number; TAX: number }, decimals: 2 | 3, vatRate: number) {
  if (checked.GROSS > 0) return { gross: checked.GROSS, tax: checked.TAX };
  const gross = roundAmount(
    items.reduce((sum, item) => sum + (Number.isFinite(item.sellPrice) ? item.sellPrice : 0), 0),
    decimals,
  );
  return { gross, tax: vatSplit(gross, decimals, vatRate).tax };
}

/** The distinct time slots of a line, in the order chosen. */
export function slotsOf(item: Pick<BookingItem, "tickets">): string[] {
  return [...new Set(item.tickets.map((ticket) => ticket.performanceTime).filter((time): time is string => Boolean(time)))];
}

// ---------- session views ----------
/** Screen readers hear the time left at most once a minute: whole minutes, rounded up. */
export function spokenMinutes(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}
