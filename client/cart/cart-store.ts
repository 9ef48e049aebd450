// The cart and booking flow in the browser (booking-and-checkout §3, §4): a zustand store over shared/cart/state.ts's
// rules, persisted in local storage under "vuex" (cart-persist.ts). Only booking pages import it, never the home page.
import { type StoreApi, type UseBoundStore, create } from "zustand";
import type { CheckBasketSuccess } from "../../shared/contract/order-schemas";
import { shouldStartSession, startSession, syncTimerToExpiry, timerEndingAt } from "../../shared/cart/session";
import {
  type BankOfferChoice,
  type BookingItem,
  type CartState,
  type Discount,
  type GuestInfo,
  NO_RESERVATION,
  type TempCard,
  applyBasketSuccess,
  clearCartAndFlow,
  clearTimer,
  forgetReservation,
  removePackage,
  savePackage,
  totalsFromBasket,
  withBankOffer,
} from "../../shared/cart/state";
import { type CartData, emptyCartData, noBasket } from "./cart-data";
import { persistCart } from "./cart-persist";

export { type CartData, emptyCartData };

export interface CartActions {
  /** Saves the line (same uniqueID replaced, else added at the front); starts the 30-minute session on an empty cart. */
  savePackage: (item: BookingItem, now?: Date) => void;
  /** Removes the line; removing the last one also ends the session and forgets the reservation and totals. */
  removePackage: (uniqueID: string) => void;
  clearCartAndFlow: () => void;
  clearTimer: () => void;
  /** With no line left (another tab took the last one out), ends the booking session, the held cart and its answer. */
  endIfEmpty: () => void;
  /** Stores a successful basket check: totals, reservation code, secret and revision (reserve mode), bank offer state, holds' end. */
  setBasketAnswer: (answer: CheckBasketSuccess) => void;
  /** Forgets the held cart (code, secret, revision), keeping the lines: the next reserve-mode check makes a new cart. */
  forgetReservation: () => void;
  setTimerEnd: (expiresAtIso: string, extensions: number) => void;
  setGuest: (info: GuestInfo, valid: boolean) => void;
  setJwt: (token: string | null) => void;
  setDiscounts: (list: Discount[]) => void;
  setTempCard: (card: TempCard | null) => void;
  /** Sets (or with null drops) the bank offer the next basket checks claim. */
  setBankOffer: (offer: BankOfferChoice | null) => void;
  setTimeZone: (timeZone: string) => void;
  /** The site of the page using the cart: the first line saved into an empty cart records it as the cart's site. */
  setPageSite: (siteId: number) => void;
  /** Records whose an older cart stored without its site is (shared/cart/venues.ts legacyCartOwner). */
  recordSite: (siteId: number) => void;
}

export type CartStore = CartData & CartActions & { hydrated: boolean; pageSiteId: number | null };

/** A cart whose last line has gone: no booking session, no held cart, no basket answer. */
const endedCart = (s: CartState) => ({ ...clearTimer(s), ...NO_RESERVATION, ...noBasket() });

export const useCart: UseBoundStore<StoreApi<CartStore>> = create<CartStore>((set) => ({
  ...emptyCartData(),
  hydrated: false,
  pageSiteId: null,
  savePackage: (item, now = new Date()) =>
    set((s) => {
      const next = savePackage(s, item, s.pageSiteId ?? undefined);
      return shouldStartSession(s.bookingData.length) ? { ...next, bookingSessionTimer: startSession(now, s.timeZone) } : next;
    }),
  removePackage: (uniqueID) =>
    set((s) => {
      const next = removePackage(s, uniqueID);
      if (next.bookingData.length > 0 || s.bookingData.length === 0) return next;
      return endedCart(next);
    }),
  endIfEmpty: () => set((s) => (s.bookingData.length > 0 ? {} : endedCart(s))),
  clearCartAndFlow: () => set((s) => ({ ...clearCartAndFlow(s), ...noBasket() })),
  clearTimer: () => set((s) => clearTimer(s)),
  setBasketAnswer: (answer) =>
    set((s) => {
      const next = applyBasketSuccess(s, answer);
      const timer = !answer.expiresAt
        ? next.bookingSessionTimer
        : next.bookingSessionTimer.isStart
          ? syncTimerToExpiry(next.bookingSessionTimer, answer.expiresAt, s.timeZone)
          : timerEndingAt(Date.parse(answer.expiresAt), s.timeZone, 0);
      return { ...next, bookingSessionTimer: timer, totals: totalsFromBasket(answer.lineItems.basketTotal, answer), lastBasket: answer };
    }),
  forgetReservation: () => set((s) => forgetReservation(s)),
  setTimerEnd: (expiresAtIso, extensions) =>
    set((s) => {
      const end = Date.parse(expiresAtIso);
      return Number.isFinite(end) ? { bookingSessionTimer: timerEndingAt(end, s.timeZone, extensions) } : {};
    }),
  setGuest: (info, valid) => set({ personalDetailsTab: { guestFormIsValid: valid, guestInformation: info } }),
  setJwt: (token) => set({ jwt: token }),
  setDiscounts: (list) => set({ discount: [...list] }),
  setTempCard: (card) => set({ tempCard: card }),
  setBankOffer: (offer) => set((s) => withBankOffer(s, offer)),
  setTimeZone: (timeZone) => set({ timeZone }),
  setPageSite: (pageSiteId) => set({ pageSiteId }),
  recordSite: (siteId) => set((s) => (s.bookingData.length > 0 && s.siteId === null ? { siteId } : {})),
}));

/**
 * Reads the stored cart once in the browser (after the stored-data version rule) and keeps local storage in step
 * from then on. Call it from booking pages' effects; a second call does nothing.
 */
export function hydrateCart(storage?: Storage): void {
  if (useCart.getState().hydrated) return;
  if (typeof window === "undefined" && !storage) return;
  try {
    persistCart(useCart, storage ?? window.localStorage);
  } catch {
    // Storage blocked (private mode, policy): the cart lives in this page only.
    useCart.setState({ hydrated: true });
  }
}
