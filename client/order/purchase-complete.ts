// Completing a purchase in the browser (booking-and-checkout §4): the purchase reported once, the guest token kept for
// the confirmed page, the booking bar's search, the cart and the timer cleared; and the confirmed page's address with
// its flags. Used by the payment's return page and by the confirmed page when a payment still being confirmed goes
// through. Also keeps a payment still being confirmed for the confirmed page to follow.
import type { CaptureAnswer } from "../../shared/contract/order-schemas";
import { discountOf } from "../../shared/cart/state";
import { announceCartChange, clearBookingBarSearch } from "../components/cart/leave";
import { type PendingPayment, isAlpineVoucherPurchase } from "./after-purchase";
import { trackPurchase } from "../analytics/analytics-events";
import { useCart } from "../cart/cart-store";
import { memberKnown } from "../member/member-store";
import { confirmedHref, firstPurchaseReport } from "../cart/order-flow";
import { readOrderToken, safeSessionStorage, storeOrderToken } from "./order-token";

/** Session storage key the shop keeps a payment's pending state under; completing a purchase clears it (§4). */
export const FUTURE_PAYMENT_STATUS_KEY = "future_payment_status";

/** Whether the browser's member is signed in (as last known, else as the page was rendered). */
function signedInNow(renderedMember: unknown): boolean {
  const state = memberKnown();
  return state.known ? state.signedIn : renderedMember !== null;
}

/** The guest token a guest's confirmed page opens the order with (none for a member). */
export function purchaseToken(renderedMember: unknown): string | null {
  if (signedInNow(renderedMember)) return null;
  const cart = useCart.getState();
  const token = cart.jwt ?? readOrderToken();
  if (token) storeOrderToken(token);
  return token;
}

/** Completes a confirmed purchase and answers the confirmed page's address. */
export function completePurchase(site: { prefix: string; member: unknown }, answer: CaptureAnswer, orderId: string): string {
  const cart = useCart.getState();
  const loggedIn = signedInNow(site.member);
  const token = purchaseToken(site.member);
  const alpineVoucher = isAlpineVoucherPurchase(cart.bookingData);
  if (firstPurchaseReport(safeSessionStorage(), orderId)) {
    // The booking's total is what the card paid and what the points paid (Share when the points paid all of it).
    const pointsAmount = discountOf(cart, "share")?.aedAmount ?? 0;
    trackPurchase({
      items: cart.bookingData,
      total: answer.amount + pointsAmount,
      currency: answer.currency,
      pointsAmount,
      loggedIn,
      transactionId: orderId,
      tax: cart.totals.TAX,
      coupon: discountOf(cart, "PromoCode")?.couponCode ?? null,
    });
  }
  // Completing (§4): future payment status and booking bar filter cleared, cart and timer emptied.
  try {
    window.sessionStorage.removeItem(FUTURE_PAYMENT_STATUS_KEY);
  } catch {
    // Storage blocked: nothing was kept there.
  }
  clearBookingBarSearch();
  cart.clearCartAndFlow();
  cart.clearTimer();
  announceCartChange();
  return confirmedHref(site.prefix, orderId, token, { alpineVoucher });
}

/** Keeps a payment still being confirmed, so the confirmed page can follow it (this tab only). */
export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(FUTURE_PAYMENT_STATUS_KEY, JSON.stringify(pending));
  } catch {
    // Storage blocked: the confirmed page then follows the booking itself.
  }
}

/** The confirmed page's address for a payment still being confirmed (the cart stays until it is through). */
export function uncertainHref(site: { prefix: string; member: unknown }, orderId: string, checkoutSessionId: string): string {
  rememberPendingPayment({ orderId, checkoutSessionId });
  const cart = useCart.getState();
  return confirmedHref(site.prefix, orderId, purchaseToken(site.member), { uncertain: true, alpineVoucher: isAlpineVoucherPurchase(cart.bookingData) });
}
