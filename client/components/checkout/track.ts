// The booking steps' analytics events (booking-and-checkout §4), built by shared/cart/analytics.ts and sent through
// the shop's data layer (client/analytics/analytics-events.ts). Add to cart only when the card and date were not in the cart.
import { addPaymentInfoEvent, addToCartEvent, beginCheckoutEvent, itemOfBooking, itemsOfCart } from "../../../shared/analytics";
import type { BookingItem } from "../../../shared/cart/state";
import { track, trackViewCart as trackViewCartEvent } from "../../analytics/analytics-events";
import { memberKnown } from "../../member/member-store";

/** Members are reported as Member, everyone else as Guest (booking-and-checkout §4). */
const loggedIn = () => memberKnown().signedIn;

/** `alreadyInCart` from isSameCardAndDate on the cart before the line was saved. */
export function trackAddToCart(item: BookingItem, currency: string, alreadyInCart: boolean): void {
  track(addToCartEvent({ loggedIn: loggedIn(), currency, items: [itemOfBooking(item)] }, alreadyInCart));
}

export function trackViewCart(items: readonly BookingItem[], currency: string, total: number): void {
  trackViewCartEvent(items, total, currency, loggedIn());
}

export function trackBeginCheckout(items: readonly BookingItem[], currency: string, total: number, coupon: string | null): void {
  track(beginCheckoutEvent({ loggedIn: loggedIn(), currency, items: itemsOfCart(items), value: total, coupon }));
}

export function trackPaymentInfo(items: readonly BookingItem[], currency: string, total: number, pointsAmount: number): void {
  track(addPaymentInfoEvent({ loggedIn: loggedIn(), currency, items: itemsOfCart(items), value: total, total, pointsAmount }));
}
