// How many items the visitor's cart holds, when its booking session ends and which venue it belongs to, read from
// the stored "vuex" state with its one reader (shared/cart/stored.ts), without the cart store: once after hydration,
// on every navigation, on CART_EVENT (this tab's cart code) and on the storage event (another tab changed the cart). One
// store holds the reading for every part of the page that shows it.
import { startTransition, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { HELD_ATTRIBUTE } from "../../../shared/cart/held-session";
import { readStoredState, storedCartSummary } from "../../../shared/cart/stored";
import { type CartOwner, cartOwnerOf } from "../../../shared/cart/venues";
import { STORAGE_KEYS } from "../../../shared/storage-keys";

/** Window event the cart code sends after the stored cart or timer changed. */
export const CART_EVENT = "cart-change";
/** The local storage key of the persisted state. */
export const STORE_KEY = STORAGE_KEYS.store;
/** The summary of a visitor without cart or booking session. */
export const NO_CART = "0 0 0";

/**
 * "items end site" of the stored state ({ cart: CartState }): lines in the cart, the end of the booking session in ms
 * (0 without one) and the site the cart was started on (0 when not recorded). Nothing stored, unreadable or blocked
 * storage give NO_CART.
 */
export function readCartSummary(storage: { readonly [key: string]: unknown } = localStorage): string {
  const getItem = (key: string) => {
    const value = storage[key];
    return typeof value === "string" ? value : null;
  };
  const summary = storedCartSummary(readStoredState({ getItem }));
  return summary ? `${summary.lines} ${summary.sessionEnd} ${summary.siteId}` : NO_CART;
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

/** The summary before the browser's storage has been read: in the server's HTML and while hydrating. */
export const UNREAD = "";

/**
 * One reading of the stored cart for every part of the page that shows it (header count, countdown strip, location
 * switcher, site shell): read once per change, with one pair of listeners on `target` (the window) for the page's life.
 */
export function createCartSummaryStore(target: EventTarget, storage: () => { readonly [key: string]: unknown }) {
  let current: string | null = null;
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = readCartSummary(storage());
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  target.addEventListener(CART_EVENT, refresh);
  target.addEventListener("storage", (event) => isCartStorageEvent((event as StorageEvent).key) && refresh());
  return {
    /** Reads storage again and tells the listeners when the summary changed. */
    refresh,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): string => (current ??= readCartSummary(storage())),
  };
}

const store = typeof window === "undefined" ? null : createCartSummaryStore(window, () => localStorage);
const subscribe = (listener: () => void) => store?.subscribe(listener) ?? (() => {});
const snapshot = () => store?.snapshot() ?? UNREAD;
/** The path the stored cart was last read again for: one reading per navigation, whoever asks first. */
let readFor = "";

/**
 * The cart summary, kept in step with this tab's cart code and with other tabs. UNREAD in the server's HTML and
 * while hydrating; React then renders once more with the stored summary, and again after every change of it.
 *
 * Not `useSyncExternalStore`: React renders an external store's change at once and in one piece, and the first one
 * (the stored summary after the server's UNREAD) re-rendered the whole chrome inside the hydration's effects, one
 * long task on every page that hydrates. A transition lets React render it in slices; the parts that show the summary
 * all take it in the same render (docs/decisions/030).
 */
export function useCartSummary(): string {
  // UNREAD in every part's first render, as the server rendered it: a part that hydrates later than the others (a
  // boundary whose code came later) must render what the server did.
  const [summary, setSummary] = useState(UNREAD);
  useEffect(() => {
    const update = () => {
      const next = snapshot();
      startTransition(() => setSummary(next));
    };
    update();
    return subscribe(update);
  }, []);
  const { pathname } = useLocation();
  useEffect(() => {
    if (readFor === pathname) return;
    // The first page's summary was read by the store's first snapshot, after hydration.
    if (readFor !== "") store?.refresh();
    readFor = pathname;
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
  const summary = useCartSummary();
  const { end } = useMemo(() => cartViewOf(summary, here), [summary, here]);
  // The head's script marks a running session for the stylesheet (shared/cart/held-session.ts); the mark goes once
  // the stored cart, read, has no session of this venue.
  useEffect(() => {
    if (summary !== UNREAD && end === 0) document.documentElement.removeAttribute(HELD_ATTRIBUTE);
  }, [summary, end]);
  return end > 0 || (holdsCart && summary === UNREAD);
}

export function useCartCount(here: number): number {
  return useCartView(here).count;
}
