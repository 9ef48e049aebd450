// The cart's data in the browser: the shared cart state plus the last basket check's totals and answer, as both
// the cart store (cart-store.ts) and its storage (cart-persist.ts) see it.
import type { CheckBasketSuccess } from "../../shared/contract/order-schemas";
import { type CartState, EMPTY_TOTALS, type Totals, emptyCart } from "../../shared/cart/state";
import { DEFAULT_TIME_ZONE } from "../../shared/locale";

export interface CartExtras {
  /** The cart's totals from the last successful basket check (§3 Totals). */
  totals: Totals;
  /** The last successful basket check's answer: priced lines, buy-now-pay-later links (null before any). */
  lastBasket: CheckBasketSuccess | null;
  /** The venue's time zone, for the session's 12-hour end time; booking pages set it from the site. */
  timeZone: string;
}

/** The cart's data without actions: what is persisted and what a reset starts from. */
export type CartData = CartState & CartExtras;

/** The last basket check forgotten: no totals, no answer. */
export function noBasket(): Pick<CartExtras, "totals" | "lastBasket"> {
  return { totals: { ...EMPTY_TOTALS }, lastBasket: null };
}

export function emptyCartData(timeZone: string = DEFAULT_TIME_ZONE): CartData {
  return { ...emptyCart(), ...noBasket(), timeZone };
}

/** The store as its storage sees it: the data, whether storage was read, and zustand's three methods. */
export interface CartStoreHandle {
  getState(): CartData & { hydrated: boolean };
  setState(partial: Partial<CartData> & { hydrated?: boolean }): void;
  subscribe(listener: (state: CartData, previous: CartData) => void): () => void;
}
