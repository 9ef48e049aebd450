// The cart in local storage under "vuex" as { ..., version, cart } (read-modify-write of the `cart` field only; the
// booking bar owns `bookingBar`), the stored-data version rule applied first, and other tabs' changes followed.
import {
  type BookingItem,
  type CartState,
  type Discount,
  EMPTY_TOTALS,
  STORAGE_KEYS,
  type Totals,
  emptyCart,
  enforceStoredDataVersion,
} from "../../shared/cart/state";
import { readStoredState } from "../../shared/cart/stored";
import { useBookingBar } from "../catalogue/booking-bar-store";
import { type CartData, type CartStoreHandle, noBasket } from "./cart-data";

/** The field of the persisted state the cart owns. */
export const CART_FIELD = "cart";
/** The header's CART_EVENT (header/cart.ts): sent after each write so its count and countdown follow the cart. */
export const CART_CHANGE_EVENT = "cart-change";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);


/** The persisted part of the store: everything but the actions, the hydrated flag and the detailed view. */
export function persistedCartOf(rest: CartData): Omit<CartData, "detailed" | "timeZone"> {
  return {
    siteId: rest.siteId,
    personalDetailsTab: rest.personalDetailsTab,
    bookingSessionTimer: rest.bookingSessionTimer,
    tempCard: rest.tempCard,
    bookingData: rest.bookingData,
    selectedPackageIndex: rest.selectedPackageIndex,
    discount: rest.discount,
    offerBin: rest.offerBin,
    offerGroupId: rest.offerGroupId,
    offerCard: rest.offerCard,
    bankOfferClaimed: rest.bankOfferClaimed,
    bankOfferClaimedAmount: rest.bankOfferClaimedAmount,
    totalAmount: rest.totalAmount,
    jwt: rest.jwt,
    reservationCode: rest.reservationCode,
    cartSecret: rest.cartSecret,
    revision: rest.revision,
    accountAK: rest.accountAK,
    totals: rest.totals,
    lastBasket: rest.lastBasket,
  };
}

function isBookingItem(v: unknown): v is BookingItem {
  return (
    isRecord(v) &&
    typeof v.uniqueID === "string" &&
    typeof v.cardID === "number" &&
    typeof v.date === "string" &&
    typeof v.title === "string" &&
    Array.isArray(v.tickets) &&
    Array.isArray(v.addOnsSelection) &&
    isRecord(v.people)
  );
}

function isDiscount(v: unknown): v is Discount {
  return isRecord(v) && ["PromoCode", "mafDiscount", "faz3aDiscount", "voucher", "share"].includes(v.type as string);
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** The stored cart as found; anything malformed falls back to the empty cart's value. */
export function readPersistedCart(storage: Pick<Storage, "getItem">): Partial<CartData> {
  const stored = readStoredState(storage)[CART_FIELD];
  if (!isRecord(stored)) return {};
  const empty = emptyCart();
  const timer = isRecord(stored.bookingSessionTimer) ? stored.bookingSessionTimer : {};
  const tab = isRecord(stored.personalDetailsTab) ? stored.personalDetailsTab : {};
  const totals = isRecord(stored.totals) ? stored.totals : {};
  const bookingData = Array.isArray(stored.bookingData) ? stored.bookingData.filter(isBookingItem) : [];
  const state: CartState = {
    ...empty,
    // Carts stored before the site was recorded have none: shared/cart/venues.ts legacyCartOwner decides whose they are.
    siteId: typeof stored.siteId === "number" && Number.isInteger(stored.siteId) && stored.siteId > 0 ? stored.siteId : null,
    personalDetailsTab: {
      guestFormIsValid: tab.guestFormIsValid === true,
      guestInformation: isRecord(tab.guestInformation) ? (tab.guestInformation as unknown as CartState["personalDetailsTab"]["guestInformation"]) : null,
    },
    bookingSessionTimer: {
      isStart: timer.isStart === true,
      endTimeStringFormat: str(timer.endTimeStringFormat) ?? "",
      endDateTime: str(timer.endDateTime) ?? "",
      timeOfDay: timer.timeOfDay === "PM" ? "PM" : "AM",
      extensions: num(timer.extensions, 0),
    },
    tempCard: isRecord(stored.tempCard) ? (stored.tempCard as unknown as CartState["tempCard"]) : null,
    bookingData,
    selectedPackageIndex: Math.min(num(stored.selectedPackageIndex, 0), Math.max(0, bookingData.length - 1)),
    discount: Array.isArray(stored.discount) ? stored.discount.filter(isDiscount) : [],
    offerBin: str(stored.offerBin),
    offerGroupId: typeof stored.offerGroupId === "number" ? stored.offerGroupId : null,
    offerCard: isRecord(stored.offerCard) ? (stored.offerCard as unknown as CartState["offerCard"]) : null,
    bankOfferClaimed: stored.bankOfferClaimed === true,
    bankOfferClaimedAmount: num(stored.bankOfferClaimedAmount, 0),
    totalAmount: num(stored.totalAmount, 0),
    jwt: str(stored.jwt),
    reservationCode: str(stored.reservationCode),
    cartSecret: str(stored.cartSecret),
    revision: typeof stored.revision === "number" && Number.isInteger(stored.revision) ? stored.revision : null,
    accountAK: str(stored.accountAK),
  };
  return {
    ...state,
    totals: { ...EMPTY_TOTALS, ...(totals as Partial<Totals>) },
    lastBasket: isRecord(stored.lastBasket) ? (stored.lastBasket as unknown as CartData["lastBasket"]) : null,
  };
}

/** Writes the cart into its field, keeping every other field of the persisted state (version, bookingBar …). */
export function writePersistedCart(storage: Pick<Storage, "getItem" | "setItem">, cart: CartData | null): void {
  const state = readStoredState(storage);
  if (cart === null) delete state[CART_FIELD];
  else state[CART_FIELD] = persistedCartOf(cart);
  storage.setItem(STORAGE_KEYS.store, JSON.stringify(state));
}

/** Expires every cookie the page can see, on the root path and on the page's own path. */
export function clearCookies(doc: Pick<Document, "cookie"> | undefined = typeof document === "undefined" ? undefined : document): void {
  if (!doc) return;
  const path = typeof location === "undefined" ? "/" : location.pathname;
  for (const entry of doc.cookie.split(";")) {
    const name = entry.split("=")[0]?.trim();
    if (!name) continue;
    for (const p of ["/", path]) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${p}`;
  }
}

/**
 * The stored-data version rule (§4) on the storage: state without version 15 clears cart, booking bar, timer,
 * cookies, user info and all local storage, then writes version 15. (The booking bar stamps the version on the
 * state it starts, so a search of today's shop is never taken for outdated data.)
 */
export function applyStoredDataVersion(storage: StorageLike, clearUserInfo?: () => void): boolean {
  const decision = enforceStoredDataVersion(storage, {
    clearCookies: () => clearCookies(),
    clearUserInfo: () => {
      useBookingBar.getState().clear();
      clearUserInfo?.();
    },
  });
  return decision.outdated;
}

let unsubscribe: (() => void) | null = null;

/** Hydrates the store from storage and keeps the two in step (this tab's changes written, other tabs' read). */
export function persistCart(store: CartStoreHandle, storage: StorageLike): void {
  unsubscribe?.();
  applyStoredDataVersion(storage, () => store.setState({ ...emptyCart(), ...noBasket() }));
  store.setState({ ...readPersistedCart(storage), hydrated: true });
  let applyingOtherTab = false;
  const stopWriting = store.subscribe((state, previous) => {
    if (applyingOtherTab) return;
    const next = JSON.stringify(persistedCartOf(state));
    if (next === JSON.stringify(persistedCartOf(previous))) return;
    try {
      writePersistedCart(storage, state);
    } catch {
      // Storage full or blocked: the cart still works on this page.
    }
    if (typeof window !== "undefined" && typeof window.dispatchEvent === "function") window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.store && event.key !== null) return;
    applyingOtherTab = true;
    try {
      store.setState({ ...emptyCart(), ...noBasket(), ...readPersistedCart(storage) });
    } finally {
      applyingOtherTab = false;
    }
  };
  if (typeof window !== "undefined" && typeof window.addEventListener === "function") window.addEventListener("storage", onStorage);
  unsubscribe = () => {
    stopWriting();
    if (typeof window !== "undefined" && typeof window.removeEventListener === "function") window.removeEventListener("storage", onStorage);
  };
}

/** Stops following storage (tests). */
export function stopPersistingCart(): void {
  unsubscribe?.();
  unsubscribe = null;
}
