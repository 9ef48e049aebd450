// The booking funnel's analytics calls (booking-and-checkout §4) over the shared event builders: view cart, purchase,
// purchase failure, and the consent update. Imported only by booking code, never by the home page.
import {
  type ConsentCategories,
  consentUpdate,
  itemsOfCart,
  purchaseEvent,
  purchaseFailureEvent,
  viewCartEvent,
} from "../../shared/analytics";
import type { AnalyticsEvent } from "../../shared/analytics";
import type { BookingItem } from "../../shared/cart/state";

// Repeated from analytics.ts on purpose: a module shared with the always-loaded code becomes one more script on
// every page (home page JavaScript budget).
function dataLayer(): unknown[] {
  return ((window as { dataLayer?: unknown[] }).dataLayer ||= []);
}

function gtag(..._args: unknown[]): void {
  dataLayer().push(arguments);
}

/** Pushes an event; an ecommerce event first clears the previous ecommerce object, as GA4 asks. Null is ignored. */
export function track(event: AnalyticsEvent | null): void {
  if (!event) return;
  if ("ecommerce" in event) dataLayer().push({ ecommerce: null });
  dataLayer().push(event);
}

/** The visitor's consent choice: analytics (C0002), personalization (C0003), advertising (C0004). */
export function grantConsent(categories: ConsentCategories): void {
  gtag(...consentUpdate(categories));
}

export function trackViewCart(items: readonly BookingItem[], total: number, currency: string, loggedIn = false): void {
  const list = itemsOfCart(items);
  track(viewCartEvent({ loggedIn, currency, items: list, ...(total > 0 ? { value: total } : {}) }));
}

export interface PurchaseFacts {
  transactionId: string;
  items: readonly BookingItem[];
  total: number;
  tax: number;
  currency: string;
  pointsAmount: number;
  coupon?: string | null;
  loggedIn?: boolean;
}

export function trackPurchase(facts: PurchaseFacts): void {
  track(
    purchaseEvent({
      loggedIn: facts.loggedIn ?? false,
      currency: facts.currency,
      items: itemsOfCart(facts.items),
      transactionId: facts.transactionId,
      tax: facts.tax,
      pointsAmount: facts.pointsAmount,
      total: facts.total,
      coupon: facts.coupon,
    }),
  );
}

export function trackPurchaseFailure(facts: Omit<PurchaseFacts, "transactionId" | "tax" | "coupon"> & { reason: string }): void {
  track(
    purchaseFailureEvent({
      loggedIn: facts.loggedIn ?? false,
      currency: facts.currency,
      items: itemsOfCart(facts.items),
      reason: facts.reason,
      pointsAmount: facts.pointsAmount,
      total: facts.total,
    }),
  );
}

/** A step of the after-purchase funnel (content-and-account §4: add guest, add gear, sign waiver, booking complete). */
export function trackFunnel(event: import("../order/after-purchase").FunnelEvent): void {
  dataLayer().push(event);
}
