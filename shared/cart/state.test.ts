import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAX_CART_LINES, STORED_DATA_VERSION } from "../contract/orders";
import {
  EMPTY_TOTALS,
  NO_RESERVATION,
  NO_SESSION_TIMER,
  STORAGE_KEYS,
  type CartState,
  type MinimalStorage,
  applyBasketSuccess,
  applyDiscount,
  clearCartAndFlow,
  clearTimer,
  discountOf,
  emptyCart,
  enforceStoredDataVersion,
  forgetReservation,
  hasRoomForLine,
  isSameCardAndDate,
  makeUniqueID,
  migrateStoredState,
  removeDiscount,
  removePackage,
  savePackage,
  totalsFromBasket,
  withBankOffer,
} from "./state";
import { BASKET_TOTAL as basketTotal, basketAnswer, bookingItem } from "./test-items";

function busyCart(): CartState {
  let s = emptyCart();
  s = savePackage(s, bookingItem());
  s = applyDiscount(s, { type: "PromoCode", couponCode: "SNOW10" });
  return {
    ...s,
    personalDetailsTab: { guestFormIsValid: true, guestInformation: null },
    tempCard: { id: 11, path: "/x", bookingBarExperienceID: 1, cardType: "passes", membershipUserID: null, parent_card_id: null, redeemVoucherCode: null, gs_journey: null },
    selectedPackageIndex: 0,
    accountAK: "ACC1",
    jwt: "token-token-token-token",
    reservationCode: "SKD-7K2Q9M4XPA",
    bookingSessionTimer: { isStart: true, endDateTime: "2026-07-01T10:30:00.000Z", endTimeStringFormat: "2:30", timeOfDay: "PM", extensions: 1 },
    offerBin: "424242",
    offerGroupId: 7,
    offerCard: { cardNumber: "424242******4242", lastFourDigits: "4242" },
    bankOfferClaimed: true,
    bankOfferClaimedAmount: 30,
    totalAmount: 270,
  };
}

describe("constants", () => {
  it("the stored-data version is the contract's 15", () => {
    expect(STORED_DATA_VERSION).toBe(15);
  });
  it("totals default to 0, false and no currency", () => {
    expect(EMPTY_TOTALS).toEqual({
      GROSS: 0, NET: 0, TAX: 0, DISCOUNT: 0, CURRENCY: "", OFFER_GROUP_ID: 0, CLAMIED: false,
      shareDiscount: 0, voucherDiscount: 0, promoDiscount: 0, isChristmasPromoDiscount: false, isMafDiscount: false, isFazaaDiscountApplied: false,
    });
  });
});

describe("emptyCart", () => {
  it("has nothing in it and no session", () => {
    const s = emptyCart();
    expect(s.bookingData).toEqual([]);
    expect(s.bookingSessionTimer).toEqual(NO_SESSION_TIMER);
    expect(s.selectedPackageIndex).toBe(0);
    expect(s.jwt).toBeNull();
  });
  it("gives a fresh object each time", () => {
    const a = emptyCart();
    a.bookingData.push(bookingItem());
    expect(emptyCart().bookingData).toEqual([]);
  });
});

describe("savePackage", () => {
  it("adds a new line at the front", () => {
    let s = savePackage(emptyCart(), bookingItem({ uniqueID: "a" }));
    s = savePackage(s, bookingItem({ uniqueID: "b" }));
    expect(s.bookingData.map((b) => b.uniqueID)).toEqual(["b", "a"]);
  });
  it("replaces the line with the same uniqueID where it stands", () => {
    let s = savePackage(emptyCart(), bookingItem({ uniqueID: "a" }));
    s = savePackage(s, bookingItem({ uniqueID: "b" }));
    s = savePackage(s, bookingItem({ uniqueID: "a", sellPrice: 999 }));
    expect(s.bookingData.map((b) => [b.uniqueID, b.sellPrice])).toEqual([["b", 300], ["a", 999]]);
  });
  it("leaves the previous state untouched", () => {
    const before = emptyCart();
    savePackage(before, bookingItem());
    expect(before.bookingData).toEqual([]);
  });
  it("records the site the first package enters an empty cart on, and keeps it for the next ones", () => {
    expect(emptyCart().siteId).toBeNull();
    let s = savePackage(emptyCart(), bookingItem({ uniqueID: "a" }), 2);
    expect(s.siteId).toBe(2);
    // A later line (from any page) does not move the cart to another venue.
    s = savePackage(s, bookingItem({ uniqueID: "b" }), 1);
    expect(s.siteId).toBe(2);
    // Without a site named, nothing is recorded (a candidate cart built for a basket check).
    expect(savePackage(emptyCart(), bookingItem()).siteId).toBeNull();
  });
});

describe("removePackage", () => {
  it("removes the line and keeps the selected index on an existing line", () => {
    let s = savePackage(emptyCart(), bookingItem({ uniqueID: "a" }));
    s = savePackage(s, bookingItem({ uniqueID: "b" }));
    s = { ...s, selectedPackageIndex: 1 };
    s = removePackage(s, "a");
    expect(s.bookingData.map((b) => b.uniqueID)).toEqual(["b"]);
    expect(s.selectedPackageIndex).toBe(0);
  });
  it("is a no-op for an unknown id", () => {
    const s = savePackage(emptyCart(), bookingItem());
    expect(removePackage(s, "nope")).toBe(s);
  });
  it("the last line gone frees the cart from its venue", () => {
    let s = savePackage(emptyCart(), bookingItem({ uniqueID: "a" }), 1);
    s = savePackage(s, bookingItem({ uniqueID: "b" }));
    expect(removePackage(s, "a").siteId).toBe(1);
    expect(removePackage(removePackage(s, "a"), "b").siteId).toBeNull();
  });
});

describe("clearCartAndFlow", () => {
  it("resets guest details, temp card, lines, index, discounts, account key, token and reservation", () => {
    const s = clearCartAndFlow({ ...busyCart(), selectedPackageIndex: 3 });
    expect(s.personalDetailsTab).toEqual({ guestFormIsValid: false, guestInformation: null });
    expect(s.tempCard).toBeNull();
    expect(s.bookingData).toEqual([]);
    expect(s.selectedPackageIndex).toBe(0);
    expect(s.discount).toEqual([]);
    expect(s.accountAK).toBeNull();
    expect(s.jwt).toBeNull();
    expect(s).toMatchObject(NO_RESERVATION);
  });
  it("the emptied cart belongs to no venue", () => {
    expect(clearCartAndFlow({ ...busyCart(), siteId: 3 }).siteId).toBeNull();
  });
  it("leaves the timer and the bank offer to clearTimer", () => {
    const s = clearCartAndFlow(busyCart());
    expect(s.bookingSessionTimer.isStart).toBe(true);
    expect(s.bankOfferClaimed).toBe(true);
  });
});

describe("clearTimer", () => {
  it("resets the timer and the claimed bank offer with its discount, group, BIN and card", () => {
    const s = clearTimer(busyCart());
    expect(s.bookingSessionTimer).toEqual(NO_SESSION_TIMER);
    expect(s.bankOfferClaimed).toBe(false);
    expect(s.bankOfferClaimedAmount).toBe(0);
    expect(s.offerGroupId).toBeNull();
    expect(s.offerBin).toBeNull();
    expect(s.offerCard).toBeNull();
    expect(s.bookingData).toHaveLength(1);
  });
});

describe("discounts", () => {
  it("keeps one discount per type, the latest winning", () => {
    let s = applyDiscount(emptyCart(), { type: "PromoCode", couponCode: "A" });
    s = applyDiscount(s, { type: "share", aedAmount: 20 });
    s = applyDiscount(s, { type: "PromoCode", couponCode: "B" });
    expect(s.discount).toHaveLength(2);
    expect(discountOf(s, "PromoCode")?.couponCode).toBe("B");
    s = removeDiscount(s, "PromoCode");
    expect(discountOf(s, "PromoCode")).toBeNull();
    expect(discountOf(s, "share")?.aedAmount).toBe(20);
  });
});

describe("basket answers", () => {
  const answer = basketAnswer({ cartId: "SKD-ABCDEFGHIJ", cartSecret: "s".repeat(32) });
  it("map the basket total to the cart's totals", () => {
    expect(totalsFromBasket(basketTotal)).toEqual({
      GROSS: 285, NET: 271.43, TAX: 13.57, DISCOUNT: 15, CURRENCY: "AED", OFFER_GROUP_ID: 0, CLAMIED: false,
      shareDiscount: 0, voucherDiscount: 0, promoDiscount: 15, isChristmasPromoDiscount: false, isMafDiscount: false, isFazaaDiscountApplied: false,
    });
  });
  it("flag partner discounts, festive promos and a claimed bank offer", () => {
    const t = totalsFromBasket(
      { ...basketTotal, maf_amount: 5, fazaa_amount: 3, share_amount: 10, christmas_promo: true, bank_offer_amount: 12 },
      { offerGroupId: 4, bank_offer_claimed: true },
    );
    expect(t).toMatchObject({ isMafDiscount: true, isFazaaDiscountApplied: true, shareDiscount: 10, isChristmasPromoDiscount: true, CLAMIED: true, OFFER_GROUP_ID: 4 });
  });
  it("store the cart id as reservation code, with its secret and revision; a check-mode answer (no cart id) leaves them", () => {
    expect(applyBasketSuccess(emptyCart(), answer)).toMatchObject({ reservationCode: "SKD-ABCDEFGHIJ", cartSecret: "s".repeat(32), revision: 1 });
    expect(applyBasketSuccess(emptyCart(), { ...answer, cartId: null })).toMatchObject(NO_RESERVATION);
  });
  it("keep the secret of a known cart (it comes with the cart's creation only) and follow its revision", () => {
    const held = applyBasketSuccess(emptyCart(), answer);
    const changed = applyBasketSuccess(held, { ...answer, cartSecret: null, revision: 2 });
    expect(changed).toMatchObject({ reservationCode: "SKD-ABCDEFGHIJ", cartSecret: "s".repeat(32), revision: 2 });
    // A new cart (after 4041) brings its own secret; a new cart without one keeps none of the old cart's.
    const renewed = applyBasketSuccess(changed, { ...answer, cartId: "SKD-KLMNOPQRST", cartSecret: "t".repeat(32), revision: 1 });
    expect(renewed).toMatchObject({ reservationCode: "SKD-KLMNOPQRST", cartSecret: "t".repeat(32), revision: 1 });
    expect(applyBasketSuccess(changed, { ...answer, cartId: "SKD-KLMNOPQRST", cartSecret: null, revision: null })).toMatchObject({
      cartSecret: null,
      revision: null,
    });
  });
  it("forgetting the reservation keeps the lines and drops code, secret and revision", () => {
    const held = applyBasketSuccess(savePackage(emptyCart(), bookingItem()), answer);
    const forgotten = forgetReservation(held);
    expect(forgotten).toMatchObject(NO_RESERVATION);
    expect(forgotten.bookingData).toHaveLength(1);
  });
  it("store total, claimed amount and flag when a bank offer is claimed", () => {
    const s = applyBasketSuccess(emptyCart(), {
      ...answer,
      bank_offer_claimed: true,
      offerGroupId: 9,
      lineItems: { basketTotal: { ...basketTotal, gross: 250, bank_offer_amount: 35 } },
    });
    expect(s).toMatchObject({ totalAmount: 250, bankOfferClaimedAmount: 35, bankOfferClaimed: true, offerGroupId: 9 });
    expect(applyBasketSuccess(emptyCart(), answer).bankOfferClaimed).toBe(false);
  });
  it("an answer without a claimed bank offer drops the claimed flag and amount, keeping the guest's choice", () => {
    const claiming = withBankOffer(emptyCart(), { offerBin: "424242", offerGroupId: 9 });
    const claimed = applyBasketSuccess(claiming, { ...answer, bank_offer_claimed: true, offerGroupId: 9 });
    expect(applyBasketSuccess(claimed, answer)).toMatchObject({ bankOfferClaimed: false, bankOfferClaimedAmount: 0, offerBin: "424242", offerGroupId: 9 });
  });
  it("a bank offer chosen is claimed by the next checks; dropping it (or clearing the timer) drops what its claim stored", () => {
    const card = { cardNumber: "424242******4242", lastFourDigits: "4242" };
    const chosen = withBankOffer(emptyCart(), { offerBin: "424242", offerGroupId: 9, offerCard: card });
    expect(chosen).toMatchObject({ offerBin: "424242", offerGroupId: 9, offerCard: card });
    const claimed = applyBasketSuccess(chosen, { ...answer, bank_offer_claimed: true, offerGroupId: 9, lineItems: { basketTotal: { ...basketTotal, bank_offer_amount: 35 } } });
    const dropped = { offerBin: null, offerGroupId: null, offerCard: null, bankOfferClaimed: false, bankOfferClaimedAmount: 0 };
    expect(withBankOffer(claimed, null)).toMatchObject(dropped);
    expect(clearTimer(claimed)).toMatchObject({ ...dropped, bookingSessionTimer: NO_SESSION_TIMER });
  });
});

describe("hasRoomForLine", () => {
  it("takes a new line up to the contract's MAX_CART_LINES, and always a line that replaces one", () => {
    let s = emptyCart();
    for (let i = 0; i < MAX_CART_LINES - 1; i++) s = savePackage(s, bookingItem({ uniqueID: `l${i}` }));
    expect(hasRoomForLine(s, { uniqueID: "new" })).toBe(true);
    s = savePackage(s, bookingItem({ uniqueID: "last" }));
    expect(s.bookingData).toHaveLength(MAX_CART_LINES);
    expect(hasRoomForLine(s, { uniqueID: "new" })).toBe(false);
    expect(hasRoomForLine(s, { uniqueID: "l0" })).toBe(true);
  });
});

describe("isSameCardAndDate", () => {
  it("is true only for the same card on the same date", () => {
    const s = savePackage(emptyCart(), bookingItem({ cardID: 11, date: "2026-07-01" }));
    expect(isSameCardAndDate(s, { cardID: 11, date: "2026-07-01" })).toBe(true);
    expect(isSameCardAndDate(s, { cardID: 11, date: "2026-07-02" })).toBe(false);
    expect(isSameCardAndDate(s, { cardID: 12, date: "2026-07-01" })).toBe(false);
    expect(isSameCardAndDate(emptyCart(), { cardID: 11, date: "2026-07-01" })).toBe(false);
  });
});

describe("helpers", () => {
  it("makeUniqueID stays within 64 characters and URL-safe", () => {
    const id = makeUniqueID(123456, "2026-07-01", "x/y+z".repeat(30));
    expect(id.startsWith("123456-2026-07-01-")).toBe(true);
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(/^[A-Za-z0-9-]+$/);
  });
});

class MemoryStorage implements MinimalStorage {
  map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe("stored data version", () => {
  it("first visit: nothing to clear, version written", () => {
    expect(migrateStoredState(null, ["other"])).toEqual({ outdated: false, storedVersion: null, removeKeys: [], write: '{"version":15}' });
  });
  it("current or newer version: nothing changes", () => {
    expect(migrateStoredState('{"version":15,"cart":{}}', ["vuex"])).toMatchObject({ outdated: false, storedVersion: 15, write: null });
    expect(migrateStoredState({ version: 16 }, ["vuex"]).outdated).toBe(false);
  });
  it("older, missing or unreadable version: everything is cleared", () => {
    for (const raw of ['{"version":14}', "{}", { cart: [] }, "not json", '"15"', { version: "15" }]) {
      const d = migrateStoredState(raw, ["vuex", "logged_in"]);
      expect(d.outdated).toBe(true);
      expect(d.removeKeys).toEqual(["vuex", "logged_in"]);
      expect(d.write).toBe('{"version":15}');
    }
    expect(migrateStoredState('{"version":14}', []).storedVersion).toBe(14);
  });
  it("enforceStoredDataVersion clears storage, cookies and user info, then writes version 15", () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.store, JSON.stringify({ version: 12, cart: { bookingData: [1] }, bookingBar: {} }));
    storage.setItem(STORAGE_KEYS.loggedIn, "123");
    storage.setItem("something", "x");
    const calls: string[] = [];
    const d = enforceStoredDataVersion(storage, { clearCookies: () => calls.push("cookies"), clearUserInfo: () => calls.push("user") });
    expect(d.outdated).toBe(true);
    expect(calls).toEqual(["cookies", "user"]);
    expect([...storage.map.entries()]).toEqual([["vuex", '{"version":15}'], ["version", "15"]]);
  });
  it("enforceStoredDataVersion leaves current data and cookies alone", () => {
    const storage = new MemoryStorage();
    const stored = JSON.stringify({ version: 15, cart: { bookingData: [] } });
    storage.setItem(STORAGE_KEYS.store, stored);
    let cleared = false;
    enforceStoredDataVersion(storage, { clearCookies: () => (cleared = true) });
    expect(cleared).toBe(false);
    expect(storage.getItem("vuex")).toBe(stored);
  });
});

describe("bundle boundary", () => {
  it("modules every page loads import only types from schema modules", () => {
    for (const file of ["./state.ts", "./session.ts", "./basket.ts", "../analytics.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      const valueImports = source.match(/^import\s+(?!type\b)[^;]*from\s+"([^"]+)"/gm) ?? [];
      for (const line of valueImports) {
        expect(line, `${file}: ${line}`).not.toMatch(/"(\.\.\/contract\/order-schemas|\.\.\/catalogue|\.\/catalogue|zod|\.\.\/tenant)"/);
      }
    }
  });
});
