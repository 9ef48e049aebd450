// How many items the visitor's cart holds and when its booking session ends, read from the stored "vuex" state
// without the cart store (home page JavaScript budget): after mount, on every navigation and on CART_EVENT.
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** Window event the cart code sends after the stored cart or timer changed. */
export const CART_EVENT = "cart-change";
/** The summary of a visitor without cart or booking session. */
export const NO_CART = "0 0";

/**
 * "items end" of the stored state ({ cart: CartState }): lines in the cart and the end of the booking session in ms
 * (0 without one). Nothing stored, unreadable or blocked storage give NO_CART.
 */
export function readCartSummary(storage: { readonly [key: string]: unknown } = localStorage): string {
  try {
    const { bookingData, bookingSessionTimer: timer } = JSON.parse(storage.vuex as string).cart;
    return `${bookingData.length | 0} ${(timer.isStart && Date.parse(timer.endDateTime)) || 0}`;
  } catch {
    return NO_CART;
  }
}

/** The cart summary; other tabs' changes arrive through this tab's cart store when loaded, else at navigation. */
export function useCartSummary(): string {
  const [summary, setSummary] = useState(NO_CART);
  const { pathname } = useLocation();
  useEffect(() => {
    const read = () => setSummary(readCartSummary());
    read();
    addEventListener(CART_EVENT, read);
    return () => removeEventListener(CART_EVENT, read);
  }, [pathname]);
  return summary;
}

export function useCartCount(): number {
  return parseInt(useCartSummary());
}
