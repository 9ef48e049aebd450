// The booking steps' analytics events (booking-and-checkout §4), built by shared/cart/analytics.ts and sent through
// the shop's data layer (client/lib/analytics-events.ts). Add to cart only when the card and date were not in the cart.
import { addPaymentInfoEvent, addToCartEvent, beginCheckoutEvent, itemOfBooking, itemsOfCart } from "../../../shared/analytics";
import type { BookingItem } from "../../../shared/cart/state";
import { track, trackViewCart as trackViewCartEvent } from "../../lib/analytics-events";

/** Booking pages are for guests; a signed-in member's pages report themselves with the accounts feature. */
const LOGGED_IN = false;

/** `alreadyInCart` from isSameCardAndDate on the cart before the line was saved. */
export function trackAddToCart(item: BookingItem, currency: string, alreadyInCart: boolean): void {
  track(addToCartEvent({ loggedIn: LOGGED_IN, currency, items: [itemOfBooking(item)] }, alreadyInCart));
}

export function trackViewCart(items: readonly BookingItem[], currency: string, total: number): void {
  trackViewCartEvent(items, total, currency, LOGGED_IN);
}

export function trackBeginCheckout(items: readonly BookingItem[], currency: string, total: number, coupon: string | null): void {
  track(beginCheckoutEvent({ loggedIn: LOGGED_IN, currency, items: itemsOfCart(items), value: total, coupon }));
}

export function trackPaymentInfo(items: readonly BookingItem[], currency: string, total: number, pointsAmount: number): void {
  track(addPaymentInfoEvent({ loggedIn: LOGGED_IN, currency, items: itemsOfCart(items), value: total, total, pointsAmount }));
}
