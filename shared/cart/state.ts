// The cart and booking-flow state (booking-and-checkout §3, §4) and its pure reducers: saving and removing packages,
// the clearing rules, basket totals, and the stored-data version rule for the persisted "vuex" object.
// Type-only imports from the schema modules keep the schema library out of the pages that hydrate the cart.
import type { GuestCounts } from "../catalogue";
import { MAX_CART_LINES, STORED_DATA_VERSION } from "../contract/orders";
import type { BasketTotal, CheckBasketSuccess } from "../contract/order-schemas";
import { STORAGE_KEYS } from "../storage-keys";

// ---------- Entities (§3) ----------
export const CARD_TYPES = ["passes", "packages", "lessons"] as const;
export type CartCardType = (typeof CARD_TYPES)[number];

/** One chosen ticket of a cart line: its time slot when time-based, and the guests on it. */
export interface BookingTicket {
  ticketId: number;
  /** The performance (time slot) chosen for a time-based ticket; null until chosen or when not time-based. */
  performanceAk: string | null;
  /** HH:mm of that performance, for display. */
  performanceTime: string | null;
  quantities: GuestCounts;
  /** Whether the ticket is booked by time slot; when absent the line's isPassTimebasedSelection decides. */
  isTimebased?: boolean;
}

export interface AddOnSelection {
  ak: string;
  title: string;
  /** Unit price, as the add-ons call gave it (the basket check prices the order). */
  amount: number;
  /** Pieces chosen; 0 means not chosen. */
  counter: number;
}

/** The booking bar's search at the time the package was saved, kept to restore the bar. */
export type BookingBarSnapshot = Readonly<Record<string, unknown>>;

/** A package in the cart (§3 booking item). */
export interface BookingItem {
  cardID: number;
  cardType: CartCardType;
  /** The card's URL key (passes-packages/{cardName}). */
  cardName: string;
  /** YYYY-MM-DD in the venue's time zone. */
  date: string;
  /** Names this cart line; saving again with the same uniqueID replaces the line. */
  uniqueID: string;
  /** The line's price for all its guests when saved (card price rules); the basket check's total is what is paid. */
  sellPrice: number;
  title: string;
  people: GuestCounts;
  tickets: BookingTicket[];
  addOnsSelection: AddOnSelection[];
  isPassTimebasedSelection: boolean;
  /** Book the card's upgrade ticket instead of its first ticket. */
  upgradeSelection: boolean;
  /** Number of tables, for table products (0 otherwise). */
  tableSelection: number;
  booking_bar: BookingBarSnapshot | null;
  journey?: string | null;
  voucher?: string | null;
}

/** The card being booked before it becomes a cart line (§3 temp card). */
export interface TempCard {
  id: number;
  path: string;
  bookingBarExperienceID: number | null;
  cardType: CartCardType;
  membershipUserID: string | null;
  parent_card_id: number | null;
  redeemVoucherCode: string | null;
  gs_journey: string | null;
}

/** The cart panel's and checkout's totals (§3); every field defaults to 0, false or an empty currency. */
export interface Totals {
  GROSS: number;
  NET: number;
  TAX: number;
  DISCOUNT: number;
  CURRENCY: string;
  OFFER_GROUP_ID: number;
  /** A bank offer is claimed on this basket. */
  CLAMIED: boolean;
  shareDiscount: number;
  /** What the member's voucher pays of the total (decision 056). */
  voucherDiscount: number;
  promoDiscount: number;
  isChristmasPromoDiscount: boolean;
  isMafDiscount: boolean;
  isFazaaDiscountApplied: boolean;
}

export const EMPTY_TOTALS: Readonly<Totals> = {
  GROSS: 0,
  NET: 0,
  TAX: 0,
  DISCOUNT: 0,
  CURRENCY: "",
  OFFER_GROUP_ID: 0,
  CLAMIED: false,
  shareDiscount: 0,
  voucherDiscount: 0,
  promoDiscount: 0,
  isChristmasPromoDiscount: false,
  isMafDiscount: false,
  isFazaaDiscountApplied: false,
};

/** The discounts a guest can apply (§3), one of each type at most. */
export type Discount =
  | { type: "PromoCode"; couponCode: string }
  | { type: "mafDiscount"; email: { fullEmail: string } }
  | { type: "faz3aDiscount"; code: string }
  /** A voucher on the signed-in member's account (docs/decisions/056). */
  | { type: "voucher"; code: string }
  | { type: "share"; aedAmount: number };
export type DiscountType = Discount["type"];

export interface MobileDetails {
  /** ISO alpha-2, lower case ("ae"). */
  regionCode: string;
  /** Dial code digits ("971"). */
  countryCode: string;
  /** The national number, digits only. */
  significantMobileNumber: string;
}

/** What the personal-details form collects about a guest (§3 guest info). */
export interface GuestInfo {
  title: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileDetails: MobileDetails;
  /** ISO alpha-2 of the country of residence. */
  country_of_residence: string;
}

export interface BookingSessionTimer {
  isStart: boolean;
  /** "h:mm" on a 12-hour clock in the venue's time zone, Western digits. */
  endTimeStringFormat: string;
  /** ISO instant the session ends; empty when not started. */
  endDateTime: string;
  timeOfDay: "AM" | "PM";
  /** How many times the session was extended. */
  extensions: number;
}

export const NO_SESSION_TIMER: Readonly<BookingSessionTimer> = {
  isStart: false,
  endTimeStringFormat: "",
  endDateTime: "",
  timeOfDay: "AM",
  extensions: 0,
};

/** The card a bank offer was claimed with: never the full number. */
export interface OfferCard {
  /** Masked: BIN, asterisks, last four digits. */
  cardNumber: string;
  lastFourDigits: string;
}

export interface CartState {
  /**
   * The site the cart was started on (recorded when the first package enters an empty cart, cleared with the cart):
   * a cart belongs to its venue (docs/decisions/009). Null for an empty cart, and in carts stored before it was kept.
   */
  siteId: number | null;
  personalDetailsTab: { guestFormIsValid: boolean; guestInformation: GuestInfo | null };
  bookingSessionTimer: BookingSessionTimer;
  tempCard: TempCard | null;
  bookingData: BookingItem[];
  selectedPackageIndex: number;
  discount: Discount[];
  offerBin: string | null;
  offerGroupId: number | null;
  offerCard: OfferCard | null;
  bankOfferClaimed: boolean;
  bankOfferClaimedAmount: number;
  totalAmount: number;
  /** The guest token (§6), sent as X-Access-Token. */
  jwt: string | null;
  /** The cart id of the last reserve-mode basket check. */
  reservationCode: string | null;
  /** The secret the reserve answer that created the cart gave: changing, extending, releasing or paying it needs it. */
  cartSecret: string | null;
  /** The cart's revision in the last reserve answer: checkout names it, so a cart changed since is never charged. */
  revision: number | null;
  /** The detailed booking view is open (reset on every route change). */
  detailed: boolean;
  accountAK: string | null;
}

/** A cart not (or no longer) held on the provider: no reservation code, secret or revision. */
export const NO_RESERVATION: Readonly<Pick<CartState, "reservationCode" | "cartSecret" | "revision">> = {
  reservationCode: null,
  cartSecret: null,
  revision: null,
};

export function emptyCart(): CartState {
  return {
    siteId: null,
    personalDetailsTab: { guestFormIsValid: false, guestInformation: null },
    bookingSessionTimer: { ...NO_SESSION_TIMER },
    tempCard: null,
    bookingData: [],
    selectedPackageIndex: 0,
    discount: [],
    offerBin: null,
    offerGroupId: null,
    offerCard: null,
    bankOfferClaimed: false,
    bankOfferClaimedAmount: 0,
    totalAmount: 0,
    jwt: null,
    ...NO_RESERVATION,
    detailed: false,
    accountAK: null,
  };
}

// ---------- Reducers (§4) ----------
/**
 * Replaces the line with the same uniqueID where it stands, otherwise adds the item at the front. The first package
 * entering an empty cart records the site it is saved on (`siteId`), when given.
 */
export function savePackage(state: CartState, item: BookingItem, siteId?: number | null): CartState {
  const index = state.bookingData.findIndex((b) => b.uniqueID === item.uniqueID);
  const bookingData =
    index >= 0 ? state.bookingData.map((b, i) => (i === index ? item : b)) : [item, ...state.bookingData];
  const site = state.bookingData.length === 0 && siteId !== undefined ? siteId : state.siteId;
  return { ...state, bookingData, siteId: site };
}

/** Removes the line; the selected index stays on a line that still exists. The last line gone frees the cart's site. */
export function removePackage(state: CartState, uniqueID: string): CartState {
  const bookingData = state.bookingData.filter((b) => b.uniqueID !== uniqueID);
  if (bookingData.length === state.bookingData.length) return state;
  const selectedPackageIndex = Math.min(state.selectedPackageIndex, Math.max(0, bookingData.length - 1));
  return { ...state, bookingData, selectedPackageIndex, siteId: bookingData.length === 0 ? null : state.siteId };
}

/**
 * Clears guest details, temp card, booking data, package index, discounts, account key, guest token and reservation;
 * the emptied cart belongs to no site.
 */
export function clearCartAndFlow(state: CartState): CartState {
  return {
    ...state,
    siteId: null,
    personalDetailsTab: { guestFormIsValid: false, guestInformation: null },
    tempCard: null,
    bookingData: [],
    selectedPackageIndex: 0,
    discount: [],
    accountAK: null,
    jwt: null,
    ...NO_RESERVATION,
  };
}

/**
 * Forgets the held cart (its code, secret and revision) and keeps the lines: the provider no longer knows the cart
 * or will not open it to this browser (4041), so the next reserve-mode check makes a new one.
 */
export function forgetReservation(state: CartState): CartState {
  return { ...state, ...NO_RESERVATION };
}

/** Whether the item may be saved: it replaces a line of the cart, or the cart holds fewer than MAX_CART_LINES lines. */
export function hasRoomForLine(state: Pick<CartState, "bookingData">, item: Pick<BookingItem, "uniqueID">): boolean {
  return state.bookingData.some((b) => b.uniqueID === item.uniqueID) || state.bookingData.length < MAX_CART_LINES;
}

/** The bank offer a guest is claiming: the BIN and the offer group sent with the basket check. */
export interface BankOfferChoice {
  offerBin: string;
  offerGroupId: number;
  offerCard?: OfferCard | null;
}

/**
 * Sets the bank offer the next basket checks claim; null drops it, with what a claim of it stored (the claimed flag
 * and amount), its offer group, offer bin and offer card.
 */
export function withBankOffer(state: CartState, choice: BankOfferChoice | null): CartState {
  if (choice) return { ...state, offerBin: choice.offerBin, offerGroupId: choice.offerGroupId, offerCard: choice.offerCard ?? null };
  return { ...state, offerBin: null, offerGroupId: null, offerCard: null, bankOfferClaimed: false, bankOfferClaimedAmount: 0 };
}

/** Resets the timer and drops a claimed bank offer with its discount, offer group, offer bin and offer card. */
export function clearTimer(state: CartState): CartState {
  return { ...withBankOffer(state, null), bookingSessionTimer: { ...NO_SESSION_TIMER } };
}

/** Adds a discount, replacing one of the same type. */
export function applyDiscount(state: CartState, discount: Discount): CartState {
  return { ...state, discount: [...state.discount.filter((d) => d.type !== discount.type), discount] };
}

export function removeDiscount(state: CartState, type: DiscountType): CartState {
  return { ...state, discount: state.discount.filter((d) => d.type !== type) };
}

export function discountOf<T extends DiscountType>(state: Pick<CartState, "discount">, type: T): Extract<Discount, { type: T }> | null {
  return (state.discount.find((d) => d.type === type) as Extract<Discount, { type: T }> | undefined) ?? null;
}

/**
 * Stores what a successful basket check says: the cart id of a reserve-mode answer as the reservation code, with the
 * secret a new cart comes with (a known cart keeps its own) and the cart's revision (a check-mode answer has no cart
 * id and leaves them); with a bank offer claimed, the total amount, the claimed amount and the claimed flag, and
 * without one, no claimed flag or amount (§4).
 */
export function applyBasketSuccess(
  state: CartState,
  answer: Pick<CheckBasketSuccess, "cartId" | "cartSecret" | "revision" | "bank_offer_claimed" | "offerGroupId" | "lineItems">,
): CartState {
  const total = answer.lineItems.basketTotal;
  let next = state;
  if (answer.cartId) {
    const sameCart = answer.cartId === state.reservationCode;
    next = {
      ...state,
      reservationCode: answer.cartId,
      cartSecret: answer.cartSecret ?? (sameCart ? state.cartSecret : null),
      revision: answer.revision ?? (sameCart ? state.revision : null),
    };
  }
  if (answer.bank_offer_claimed) {
    next = {
      ...next,
      totalAmount: total.gross,
      bankOfferClaimedAmount: total.bank_offer_amount,
      bankOfferClaimed: true,
      offerGroupId: answer.offerGroupId ?? next.offerGroupId,
    };
  } else {
    next = { ...next, bankOfferClaimed: false, bankOfferClaimedAmount: 0 };
  }
  return next;
}

/** The check-basket answer's totals in the cart's shape. */
export function totalsFromBasket(
  total: BasketTotal,
  answer?: Pick<CheckBasketSuccess, "offerGroupId" | "bank_offer_claimed">,
): Totals {
  return {
    GROSS: total.gross,
    NET: total.net,
    TAX: total.tax,
    DISCOUNT: total.discount,
    CURRENCY: total.currency,
    OFFER_GROUP_ID: answer?.offerGroupId ?? 0,
    CLAMIED: answer?.bank_offer_claimed ?? total.bank_offer_amount > 0,
    shareDiscount: total.share_amount,
    voucherDiscount: total.voucher_amount,
    promoDiscount: total.promo_code_amount,
    isChristmasPromoDiscount: total.christmas_promo,
    isMafDiscount: total.maf_amount > 0,
    isFazaaDiscountApplied: total.fazaa_amount > 0,
  };
}

/** True when a line of the same card on the same date is already in the cart (no add-to-cart event then). */
export function isSameCardAndDate(state: Pick<CartState, "bookingData">, item: Pick<BookingItem, "cardID" | "date">): boolean {
  return state.bookingData.some((b) => b.cardID === item.cardID && b.date === item.date);
}

/** A cart line id: card, date and a random part, short enough for the basket check (64 characters). */
export function makeUniqueID(cardID: number, date: string, random: string): string {
  return `${cardID}-${date}-${random.replace(/[^A-Za-z0-9]/g, "").slice(0, 24)}`;
}

// ---------- Stored data version (§4) ----------
/** Browser storage keys of the shop (§3) and the key the store persists under (§9). */
export { STORAGE_KEYS };

export interface StoredStateDecision {
  /** The stored data predates STORED_DATA_VERSION (or has no version): everything must be cleared. */
  outdated: boolean;
  /** The version found, or null when none. */
  storedVersion: number | null;
  /** Local storage keys to remove (all of them when outdated). */
  removeKeys: string[];
  /** What to write under the store key afterwards; null to leave the stored state as it is. */
  write: string | null;
}

function parseStored(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw);
  } catch {
    // Unreadable stored state counts as a stored state without a version.
    return {};
  }
}

/**
 * Decides what the stored-data version rule does with the stored "vuex" value (a JSON string or its parsed form)
 * given the keys now in local storage. Nothing stored: a first visit, only the version is written. A stored
 * object whose version is missing or below 15: everything is cleared (cart, booking bar, timer, cookies, user
 * info, local storage) and version 15 written. Otherwise nothing changes.
 */
export function migrateStoredState(raw: unknown, storageKeys: readonly string[]): StoredStateDecision {
  const fresh = JSON.stringify({ version: STORED_DATA_VERSION });
  if (raw === null || raw === undefined) return { outdated: false, storedVersion: null, removeKeys: [], write: fresh };
  const parsed = parseStored(raw);
  const version =
    typeof parsed === "object" && parsed !== null && typeof (parsed as { version?: unknown }).version === "number"
      ? (parsed as { version: number }).version
      : null;
  if (version !== null && version >= STORED_DATA_VERSION) {
    return { outdated: false, storedVersion: version, removeKeys: [], write: null };
  }
  return { outdated: true, storedVersion: version, removeKeys: [...storageKeys], write: fresh };
}

/** The part of the Storage interface the version rule uses. */
export interface MinimalStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredVersionEffects {
  /** Clears the shop's cookies. */
  clearCookies: () => void;
  /** Clears the in-memory user and cart, when the app has already built them. */
  clearUserInfo?: () => void;
}

/** Applies the stored-data version rule to a storage; gives the decision taken. */
export function enforceStoredDataVersion(storage: MinimalStorage, effects: StoredVersionEffects): StoredStateDecision {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  const decision = migrateStoredState(storage.getItem(STORAGE_KEYS.store), keys);
  if (decision.outdated) {
    effects.clearCookies();
    effects.clearUserInfo?.();
    for (const key of decision.removeKeys) storage.removeItem(key);
  }
  if (decision.write !== null) {
    storage.setItem(STORAGE_KEYS.store, decision.write);
    storage.setItem(STORAGE_KEYS.version, String(STORED_DATA_VERSION));
  }
  return decision;
}
