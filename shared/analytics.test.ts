import { describe, expect, it } from "vitest";
import {
  CONSENT_WAIT_FOR_UPDATE_MS,
  type GtmCategories,
  addPaymentInfoEvent,
  addToCartEvent,
  appInstallEvent,
  menuClickEvent,
  newsletterSignupEvent,
  socialClickEvent,
  beginCheckoutEvent,
  consentUpdate,
  defaultConsent,
  itemOfBooking,
  itemsOfCart,
  paymentTypeLabel,
  purchaseEvent,
  purchaseFailureEvent,
  userType,
  viewCartEvent,
} from "./analytics";
import { emptyCart, isSameCardAndDate, savePackage } from "./cart/state";
import { bookingItem } from "./cart/test-items";

const gtm: GtmCategories = { category_one: "Passes", category_two: "Snow Park", category_three: "", category_four: "", category_five: "" };
const line = bookingItem({ cardID: 11, title: "Snow Classic", sellPrice: 300, people: { adult: 2, junior: 1, child: 0, infant: 0 } });

describe("items", () => {
  it("share the line's price out per guest and carry the card's categories", () => {
    expect(itemOfBooking(line, gtm)).toEqual({
      item_id: "11",
      item_name: "Snow Classic",
      price: 100,
      quantity: 3,
      item_variant: "2026-07-01",
      item_category: "Passes",
      item_category2: "Snow Park",
    });
    expect(itemOfBooking(line)).not.toHaveProperty("item_category");
    expect(itemsOfCart([line, bookingItem({ cardID: 12 })], (id) => (id === 11 ? gtm : null)).map((i) => i.item_category)).toEqual(["Passes", undefined]);
  });
});

describe("labels", () => {
  it("reports members and guests", () => {
    expect(userType(true)).toBe("Member");
    expect(userType(false)).toBe("Guest");
  });
  it("reports Share only when points pay the whole total", () => {
    expect(paymentTypeLabel(250, 250)).toBe("Share");
    expect(paymentTypeLabel(100, 250)).toBe("Credit Card");
    expect(paymentTypeLabel(0, 250)).toBe("Credit Card");
    expect(paymentTypeLabel(0, 0)).toBe("Credit Card");
  });
});

describe("events", () => {
  const base = { loggedIn: false, currency: "AED", items: [itemOfBooking(line, gtm)] };
  it("add_to_cart only when the same card and date is not in the cart yet", () => {
    const cart = savePackage(emptyCart(), line);
    expect(addToCartEvent(base, isSameCardAndDate(cart, line))).toBeNull();
    const event = addToCartEvent(base, isSameCardAndDate(emptyCart(), line));
    expect(event).toEqual({ event: "add_to_cart", user_type: "Guest", ecommerce: { currency: "AED", value: 300, items: base.items } });
  });
  it("view_cart, begin_checkout and add_payment_info", () => {
    expect(viewCartEvent({ ...base, loggedIn: true })).toMatchObject({ event: "view_cart", user_type: "Member", ecommerce: { value: 300 } });
    expect(beginCheckoutEvent({ ...base, coupon: "SNOW10", value: 270 }).ecommerce).toMatchObject({ value: 270, coupon: "SNOW10" });
    expect(beginCheckoutEvent(base).ecommerce).not.toHaveProperty("coupon");
    expect(addPaymentInfoEvent({ ...base, pointsAmount: 0, total: 300 }).ecommerce.payment_type).toBe("Credit Card");
  });
  it("purchase carries the order, tax and payment type", () => {
    const event = purchaseEvent({ ...base, transactionId: "SKD-7K2Q9M4XPA", tax: 14.29, pointsAmount: 300, total: 300 });
    expect(event).toEqual({
      event: "purchase",
      user_type: "Guest",
      ecommerce: { currency: "AED", value: 300, items: base.items, transaction_id: "SKD-7K2Q9M4XPA", tax: 14.29, payment_type: "Share" },
    });
  });
  it("purchase_failure carries the reason and payment type", () => {
    const event = purchaseFailureEvent({ ...base, reason: "Payment declined", pointsAmount: 0, total: 300 });
    expect(event).toMatchObject({ event: "purchase_failure", failure_reason: "Payment declined", payment_type: "Credit Card", ecommerce: { value: 300 } });
  });
});

describe("consent", () => {
  it("defaults to denied with functionality and security granted, waiting 500 ms", () => {
    expect(defaultConsent()).toEqual([
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
        wait_for_update: 500,
      },
    ]);
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
  });
  it("grants per category: C0002 analytics, C0003 personalization, C0004 advertising", () => {
    expect(consentUpdate({ C0002: true, C0003: false, C0004: false })[2]).toMatchObject({
      analytics_storage: "granted",
      personalization_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      functionality_storage: "granted",
      security_storage: "granted",
    });
    expect(consentUpdate({ C0002: false, C0003: true, C0004: true })[2]).toMatchObject({
      analytics_storage: "denied",
      personalization_storage: "granted",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(consentUpdate({ C0002: true, C0003: true, C0004: true }).slice(0, 2)).toEqual(["consent", "update"]);
  });
});

describe("the chrome's events", () => {
  it("name the menu entry, the link pressed within it and where the menu was", () => {
    expect(menuClickEvent("Passes", "Snow Park", "header")).toEqual({ event: "menu_click", menu_item: "Passes", menu_sub_item: "Snow Park", menu_source: "header" });
    // An entry that is itself the link (or its own first row) has no sub-item.
    expect(menuClickEvent("Offers", null, "hamburger")).toEqual({ event: "menu_click", menu_item: "Offers", menu_sub_item: null, menu_source: "hamburger" });
    expect(menuClickEvent("Offers", "Offers", "hamburger")).toMatchObject({ menu_sub_item: null });
  });

  it("report a newsletter sign-up by its type, never the address", () => {
    const event = newsletterSignupEvent("general");
    expect(event).toEqual({ event: "newsletter_signup", newsletter_type: "general" });
    expect(JSON.stringify(event)).not.toContain("@");
  });

  it("name the social network and the app store", () => {
    expect(socialClickEvent("instagram")).toEqual({ event: "social_click", social_network: "instagram" });
    expect(appInstallEvent("google_play")).toEqual({ event: "app_install", app_store: "google_play" });
  });
});
