// How many items the visitor's cart holds, when its booking session ends and which venue it belongs to, read from
// the stored "vuex" state without the cart store (home page JavaScript budget): after mount, on every navigation,
// on CART_EVENT (this tab's cart code) and on the storage event (another tab changed the cart).
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { HELD_ATTRIBUTE } from "../../../shared/cart/held-session";
import { type CartOwner, cartOwnerOf } from "../../../shared/cart/venues";

/** Window event the cart code sends after the stored cart or timer changed. */
export const CART_EVENT = "cart-change";
/** The local storage key of the persisted state (shared/cart/state.ts STORAGE_KEYS.store; a test keeps them equal). */
export const STORE_KEY = "vuex";
/** The summary of a visitor without cart or booking session. */
export const NO_CART = "0 0 0";

/**
 * "items end site" of the stored state ({ cart: CartState }): lines in the cart, the end of the booking session in ms
 * (0 without one) and the site the cart was started on (0 when not recorded). Nothing stored, unreadable or blocked
 * storage give NO_CART.
 */
export function readCartSummary(storage: { readonly [key: string]: unknown } = localStorage): string {
  try {
    const { bookingData, bookingSessionTimer: timer, siteId } = JSON.parse(storage[STORE_KEY] as string).cart;
    return `${bookingData.length | 0} ${(timer.isStart && Date.parse(timer.endDateTime)) || 0} ${siteId | 0}`;
  } catch {
    return NO_CART;
  }
}

/** True for a storage event that may have changed the stored cart (its key, or the whole storage cleared). */
export function isCartStorageEvent(key: string | null): boolean {
  return key === null || key === STORE_KEY;
}

/** The cart as a page of site `here` sees it: another venue's cart shows no count and no session here. */
export interface CartView {
  owner: CartOwner["kind"];
  /** Lines of this venue's cart (0 when the cart is another venue's or not known to be this one's yet). */
  count: number;
  /** End of this venue's booking session in ms, 0 without one. */
  end: number;
}

export function cartViewOf(summary: string, here: number): CartView {
  const [count = 0, end = 0, siteId = 0] = summary.split(" ").map(Number);
  const owner = cartOwnerOf({ siteId, lines: count }, here).kind;
  const mine = owner === "here" || owner === "none";
  return { owner, count: owner === "here" ? count : 0, end: mine ? end : 0 };
}

/** The cart summary, kept in step with this tab's cart code and with other tabs. */
export function useCartSummary(): string {
  const [summary, setSummary] = useState(NO_CART);
  const { pathname } = useLocation();
  useEffect(() => {
    const read = () => setSummary(readCartSummary());
    const onStorage = (event: StorageEvent) => {
      if (isCartStorageEvent(event.key)) read();
    };
    read();
    addEventListener(CART_EVENT, read);
    addEventListener("storage", onStorage);
    return () => {
      removeEventListener(CART_EVENT, read);
      removeEventListener("storage", onStorage);
    };
  }, [pathname]);
  return summary;
}

/** The cart as this venue's page sees it. */
export function useCartView(here: number): CartView {
  const summary = useCartSummary();
  return useMemo(() => cartViewOf(summary, here), [summary, here]);
}

/**
 * Whether the header shows the booking session's strip: while this venue's session runs (the countdown fills it). On
 * the pages of the cart's flow also before the stored cart has been read, that is in the server's HTML and until
 * hydration has read it, so the countdown takes a place already there instead of pushing the page down.
 */
export function useSessionStrip(here: number, holdsCart: boolean): boolean {
  const { end } = useCartView(here);
  // Set once the summary has been read (its effect runs in the same commit): on other pages nothing is kept, so the
  // header does not render again for it.
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (holdsCart) setRead(true);
  }, [holdsCart]);
  // The head's script marks a running session for the stylesheet (shared/cart/held-session.ts): read from storage
  // here, not from the state (which is read in this same commit), the mark goes once there is no session.
  useEffect(() => {
    if (cartViewOf(readCartSummary(), here).end === 0) document.documentElement.removeAttribute(HELD_ATTRIBUTE);
  }, [here, end]);
  return end > 0 || (holdsCart && !read);
}

export function useCartCount(here: number): number {
  return useCartView(here).count;
}
