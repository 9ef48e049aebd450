// GA4-style ecommerce events of the booking funnel and the consent commands (booking-and-checkout §4): pure
// builders returning the objects the page pushes to window.dataLayer (or passes to gtag), so they can be tested.
import type { GuestCounts } from "./catalogue";
import type { BookingItem } from "./cart/state";

export type UserType = "Member" | "Guest";
export type PaymentTypeLabel = "Share" | "Credit Card";
export type EcommerceEventName = "add_to_cart" | "view_cart" | "begin_checkout" | "add_payment_info" | "purchase" | "purchase_failure";

/** A card's analytics categories (the card's gtm block). */
export interface GtmCategories {
  category_one: string;
  category_two: string;
  category_three: string;
  category_four: string;
  category_five: string;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  /** The booked date, YYYY-MM-DD. */
  item_variant?: string;
}

export interface EcommercePayload {
  currency: string;
  value: number;
  items: AnalyticsItem[];
  transaction_id?: string;
  tax?: number;
  coupon?: string;
  payment_type?: PaymentTypeLabel;
}

export interface EcommerceEvent {
  event: EcommerceEventName;
  user_type: UserType;
  ecommerce: EcommercePayload;
  failure_reason?: string;
  payment_type?: PaymentTypeLabel;
}

export interface PageViewEvent {
  event: "page_view";
  user_type: UserType;
  page_path: string;
  page_title: string;
  page_location: string;
  language: string;
}

/** Where a menu link was pressed (content-and-account §7, "Menu event"): the desktop's bar, or the phone's menu. */
export type MenuSource = "header" | "hamburger";
export type AppStoreName = "app_store" | "google_play";

/** The visitor's use of the site's chrome: the menus, the newsletter, the social networks and the app badges. */
export type ChromeEvent =
  | { event: "menu_click"; menu_item: string; menu_sub_item: string | null; menu_source: MenuSource }
  | { event: "newsletter_signup"; newsletter_type: string }
  | { event: "social_click"; social_network: string }
  | { event: "app_install"; app_store: AppStoreName };

export type AnalyticsEvent = EcommerceEvent | PageViewEvent;

/** A menu link pressed: the entry's title, the link's own title when it is one of the entry's links, and where. */
export function menuClickEvent(item: string, subItem: string | null, source: MenuSource): ChromeEvent {
  return { event: "menu_click", menu_item: item, menu_sub_item: subItem && subItem !== item ? subItem : null, menu_source: source };
}

/** A newsletter sign-up the service accepted; the address itself is never reported. */
export function newsletterSignupEvent(newsletterType: string): ChromeEvent {
  return { event: "newsletter_signup", newsletter_type: newsletterType };
}

export function socialClickEvent(network: string): ChromeEvent {
  return { event: "social_click", social_network: network };
}

export function appInstallEvent(store: AppStoreName): ChromeEvent {
  return { event: "app_install", app_store: store };
}

/** Signed-in users are reported as members, everyone else as guests. */
export function userType(loggedIn: boolean): UserType {
  return loggedIn ? "Member" : "Guest";
}

/** "Share" when loyalty points pay the whole total, otherwise "Credit Card". */
export function paymentTypeLabel(pointsAmount: number, total: number): PaymentTypeLabel {
  return pointsAmount > 0 && Math.abs(pointsAmount - total) < 0.0005 ? "Share" : "Credit Card";
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

function categoryFields(gtm: GtmCategories | null | undefined): Partial<AnalyticsItem> {
  if (!gtm) return {};
  const fields: Partial<AnalyticsItem> = {};
  if (gtm.category_one) fields.item_category = gtm.category_one;
  if (gtm.category_two) fields.item_category2 = gtm.category_two;
  if (gtm.category_three) fields.item_category3 = gtm.category_three;
  if (gtm.category_four) fields.item_category4 = gtm.category_four;
  if (gtm.category_five) fields.item_category5 = gtm.category_five;
  return fields;
}

function guestsOf(people: GuestCounts): number {
  return people.adult + people.junior + people.child + people.infant;
}

/** A cart line as an item: one per guest at the line's price shared out; categories from the card when known. */
export function itemOfBooking(item: BookingItem, gtm?: GtmCategories | null): AnalyticsItem {
  const quantity = Math.max(1, guestsOf(item.people));
  return {
    item_id: String(item.cardID),
    item_name: item.title,
    price: round(item.sellPrice / quantity),
    quantity,
    item_variant: item.date,
    ...categoryFields(gtm),
  };
}

/** Items of the cart; gtmOf gives a card's categories by id when the page has them. */
export function itemsOfCart(bookingData: readonly BookingItem[], gtmOf?: (cardID: number) => GtmCategories | null | undefined): AnalyticsItem[] {
  return bookingData.map((b) => itemOfBooking(b, gtmOf?.(b.cardID)));
}

const valueOf = (items: readonly AnalyticsItem[]): number => round(items.reduce((sum, i) => sum + i.price * i.quantity, 0));

interface EventBase {
  loggedIn: boolean;
  currency: string;
  items: AnalyticsItem[];
  /** Defaults to the items' price times quantity. */
  value?: number;
}

function ecommerce(event: EcommerceEventName, base: EventBase, extra: Partial<EcommercePayload> = {}): EcommerceEvent {
  return {
    event,
    user_type: userType(base.loggedIn),
    ecommerce: { currency: base.currency, value: base.value ?? valueOf(base.items), items: base.items, ...extra },
  };
}

/**
 * add_to_cart, or null when a line of the same card and date is already in the cart (take that from
 * state.isSameCardAndDate before saving).
 */
export function addToCartEvent(base: EventBase, alreadyInCart: boolean): EcommerceEvent | null {
  return alreadyInCart ? null : ecommerce("add_to_cart", base);
}

export function viewCartEvent(base: EventBase): EcommerceEvent {
  return ecommerce("view_cart", base);
}

export function beginCheckoutEvent(base: EventBase & { coupon?: string | null }): EcommerceEvent {
  return ecommerce("begin_checkout", base, base.coupon ? { coupon: base.coupon } : {});
}

export function addPaymentInfoEvent(base: EventBase & { pointsAmount: number; total: number }): EcommerceEvent {
  return ecommerce("add_payment_info", base, { payment_type: paymentTypeLabel(base.pointsAmount, base.total) });
}

export function purchaseEvent(
  base: EventBase & { transactionId: string; tax: number; pointsAmount: number; total: number; coupon?: string | null },
): EcommerceEvent {
  return ecommerce("purchase", { ...base, value: base.value ?? base.total }, {
    transaction_id: base.transactionId,
    tax: base.tax,
    payment_type: paymentTypeLabel(base.pointsAmount, base.total),
    ...(base.coupon ? { coupon: base.coupon } : {}),
  });
}

export function purchaseFailureEvent(base: EventBase & { reason: string; pointsAmount: number; total: number }): EcommerceEvent {
  const paymentType = paymentTypeLabel(base.pointsAmount, base.total);
  return { ...ecommerce("purchase_failure", { ...base, value: base.value ?? base.total }), failure_reason: base.reason, payment_type: paymentType };
}

// ---------- Consent (§4) ----------
export type ConsentState = "granted" | "denied";
export interface ConsentParams {
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  personalization_storage: ConsentState;
  functionality_storage: ConsentState;
  security_storage: ConsentState;
  wait_for_update?: number;
}
/** The consent categories of the consent dialog: C0002 analytics, C0003 personalization, C0004 advertising. */
export interface ConsentCategories {
  C0002: boolean;
  C0003: boolean;
  C0004: boolean;
}
/** How long tags wait for the dialog's answer before using the defaults. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** gtag("consent", "default", …): everything denied but functionality and security, waiting 500 ms. */
export function defaultConsent(): ["consent", "default", ConsentParams] {
  return [
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      personalization_storage: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
      wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
    },
  ];
}

const grant = (yes: boolean): ConsentState => (yes ? "granted" : "denied");

/** gtag("consent", "update", …) after the visitor's choice. */
export function consentUpdate(categories: ConsentCategories): ["consent", "update", ConsentParams] {
  return [
    "consent",
    "update",
    {
      analytics_storage: grant(categories.C0002),
      personalization_storage: grant(categories.C0003),
      ad_storage: grant(categories.C0004),
      ad_user_data: grant(categories.C0004),
      ad_personalization: grant(categories.C0004),
      functionality_storage: "granted",
      security_storage: "granted",
    },
  ];
}
