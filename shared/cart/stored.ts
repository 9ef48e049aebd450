// The browser's stored shop state: local storage "vuex" (STORAGE_KEYS.store), a JSON object with `version` (15, the
// stored-data version rule of shared/cart/state.ts), the `cart` (CartState) and the booking bar's `bookingBar`. One
// reader for every part of the page that reads it: the cart's and the booking bar's persistence, the header's summary
// and, as the only copy in another form, the head's held-session script (./held-session.ts, checked against
// storedCartSummary case by case in its test).
import { STORAGE_KEYS } from "../storage-keys";

/** The stored state as read: the object under the store key, or an empty one when missing, unreadable or not an object. */
export type StoredShopState = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the stored state; storage that throws (blocked, private mode) reads as nothing stored. */
export function readStoredState(storage: Pick<Storage, "getItem">): StoredShopState {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.store) ?? "{}");
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** What the chrome shows of the stored cart before the cart's own code loads. */
export interface StoredCartSummary {
  /** Lines in the cart. */
  lines: number;
  /** End of the booking session in ms since the epoch, 0 without a running one. */
  sessionEnd: number;
  /** The site the cart was started on, 0 when not recorded. */
  siteId: number;
}

/**
 * The stored cart's summary, or null when there is no readable cart (no cart, no line list or no session timer):
 * a started timer with an end that reads as a time counts as a running session.
 */
export function storedCartSummary(state: StoredShopState): StoredCartSummary | null {
  const cart = state.cart;
  if (!isRecord(cart) || !Array.isArray(cart.bookingData) || !isRecord(cart.bookingSessionTimer)) return null;
  const timer = cart.bookingSessionTimer;
  const end = timer.isStart && typeof timer.endDateTime === "string" ? Date.parse(timer.endDateTime) : 0;
  const siteId = typeof cart.siteId === "number" && Number.isInteger(cart.siteId) ? cart.siteId : 0;
  return { lines: cart.bookingData.length, sessionEnd: Number.isFinite(end) ? end : 0, siteId };
}
