// The cart store as booking pages and the header use it: saving starts the session, removing the last line ends
// it, basket answers land in totals, and local storage ("vuex") is shared with the booking bar's field.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BookingItem } from "../../shared/cart/state";
import { basketAnswer as answer } from "../../shared/cart/test-items";
import { CART_FIELD, clearCookies, readPersistedCart, stopPersistingCart } from "./cart-persist";
import { emptyCartData, hydrateCart, useCart } from "./cart-store";
import { EMPTY_SEARCH, useBookingBar } from "../catalogue/booking-bar-store";
import { writePersistedSearch } from "../catalogue/booking-bar-persist";
import { CART_EVENT } from "../components/header/cart";
import { CART_CHANGE_EVENT } from "./cart-persist";

class FakeStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

function item(uniqueID: string, overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    cardID: 11,
    cardType: "passes",
    cardName: "snow-park",
    date: "2026-12-12",
    uniqueID,
    sellPrice: 150,
    title: "Snow Park",
    people: { adult: 2, junior: 0, child: 0, infant: 0 },
    tickets: [{ ticketId: 101, performanceAk: null, performanceTime: null, quantities: { adult: 2, junior: 0, child: 0, infant: 0 } }],
    addOnsSelection: [],
    isPassTimebasedSelection: false,
    upgradeSelection: false,
    tableSelection: 0,
    booking_bar: null,
    ...overrides,
  };
}

const SECRET = answer().cartSecret;

const NOW = new Date("2026-12-01T10:00:00.000Z");

beforeEach(() => {
  stopPersistingCart();
  useCart.setState({ ...emptyCartData("Asia/Dubai"), hydrated: false, pageSiteId: null });
});
afterEach(() => stopPersistingCart());

describe("saving and removing packages", () => {
  it("starts a 30-minute session when the first package enters an empty cart, shown on a 12-hour clock", () => {
    useCart.getState().savePackage(item("a"), NOW);
    const timer = useCart.getState().bookingSessionTimer;
    expect(timer.isStart).toBe(true);
    expect(timer.endDateTime).toBe("2026-12-01T10:30:00.000Z");
    // 10:30 UTC is 2:30 PM in Dubai.
    expect(timer.endTimeStringFormat).toBe("2:30");
    expect(timer.timeOfDay).toBe("PM");
  });

  it("keeps the running session when another package is added, and adds it at the front", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().savePackage(item("b"), new Date("2026-12-01T10:20:00.000Z"));
    const s = useCart.getState();
    expect(s.bookingData.map((b) => b.uniqueID)).toEqual(["b", "a"]);
    expect(s.bookingSessionTimer.endDateTime).toBe("2026-12-01T10:30:00.000Z");
  });

  it("replaces the line with the same uniqueID where it stands", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().savePackage(item("b"), NOW);
    useCart.getState().savePackage(item("a", { tableSelection: 2 }), NOW);
    expect(useCart.getState().bookingData.map((b) => [b.uniqueID, b.tableSelection])).toEqual([
      ["b", 0],
      ["a", 2],
    ]);
  });

  it("ends the session and forgets the reservation and totals when the last line is removed", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setBasketAnswer(answer());
    useCart.getState().removePackage("a");
    const s = useCart.getState();
    expect(s.bookingData).toEqual([]);
    expect(s.bookingSessionTimer.isStart).toBe(false);
    expect([s.reservationCode, s.cartSecret, s.revision]).toEqual([null, null, null]);
    expect(s.totals.GROSS).toBe(0);
  });

  it("keeps session and reservation while lines remain", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().savePackage(item("b"), NOW);
    useCart.getState().setBasketAnswer(answer());
    useCart.getState().removePackage("a");
    expect(useCart.getState().reservationCode).toBe("SKD-7K2Q9M4XPA");
    expect(useCart.getState().bookingSessionTimer.isStart).toBe(true);
  });

  it("clearing cart and flow drops lines, guest, token, reservation and discounts", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setJwt("token-token-token-token-1");
    useCart.getState().setDiscounts([{ type: "PromoCode", couponCode: "SNOW10" }]);
    useCart.getState().setBasketAnswer(answer());
    useCart.getState().clearCartAndFlow();
    const s = useCart.getState();
    expect([s.bookingData.length, s.jwt, s.reservationCode, s.cartSecret, s.revision, s.discount.length, s.totals.GROSS]).toEqual([0, null, null, null, null, 0, 0]);
  });
});

describe("basket answers", () => {
  it("stores totals, the cart id as reservation code and aligns the timer to the holds' end", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setBasketAnswer(answer({ expiresAt: "2026-12-01T10:29:00.000Z" }));
    const s = useCart.getState();
    expect(s.reservationCode).toBe("SKD-7K2Q9M4XPA");
    expect(s.totals).toMatchObject({ GROSS: 285, TAX: 13.57, DISCOUNT: 15, CURRENCY: "AED", promoDiscount: 15 });
    expect(s.bookingSessionTimer.endDateTime).toBe("2026-12-01T10:29:00.000Z");
    expect(s.lastBasket?.cartId).toBe("SKD-7K2Q9M4XPA");
  });

  it("keeps the secret a new cart came with and follows the cart's revision; forgetting drops all three", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setBasketAnswer(answer());
    useCart.getState().setBasketAnswer(answer({ cartSecret: null, revision: 4 }));
    expect(useCart.getState()).toMatchObject({ reservationCode: "SKD-7K2Q9M4XPA", cartSecret: SECRET, revision: 4 });
    useCart.getState().forgetReservation();
    expect(useCart.getState()).toMatchObject({ reservationCode: null, cartSecret: null, revision: null });
    expect(useCart.getState().bookingData).toHaveLength(1);
  });

  it("a check-mode answer (no cart id) keeps the reservation code", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setBasketAnswer(answer());
    useCart.getState().setBasketAnswer(answer({ cartId: null, expiresAt: null }));
    expect(useCart.getState().reservationCode).toBe("SKD-7K2Q9M4XPA");
  });

  it("stores a claimed bank offer, and clearing the timer drops it", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setBankOffer({ offerBin: "424242", offerGroupId: 7 });
    const total = { ...answer().lineItems.basketTotal, gross: 270, bank_offer_amount: 30 };
    useCart.getState().setBasketAnswer(answer({ bank_offer_claimed: true, offerGroupId: 7, lineItems: { basketTotal: total } }));
    expect(useCart.getState()).toMatchObject({ bankOfferClaimed: true, bankOfferClaimedAmount: 30, totalAmount: 270, offerGroupId: 7 });
    useCart.getState().clearTimer();
    expect(useCart.getState()).toMatchObject({ bankOfferClaimed: false, bankOfferClaimedAmount: 0, offerGroupId: null, offerBin: null });
  });

  it("setTimerEnd sets the end and the extension count", () => {
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().setTimerEnd("2026-12-01T10:45:00.000Z", 1);
    expect(useCart.getState().bookingSessionTimer).toMatchObject({ endDateTime: "2026-12-01T10:45:00.000Z", extensions: 1, endTimeStringFormat: "2:45" });
  });
});

describe("persistence under vuex", () => {
  it("restores a stored cart and keeps the booking bar's field when writing", () => {
    const storage = new FakeStorage();
    storage.setItem("vuex", JSON.stringify({ version: 15, bookingBar: { experience: null, date: null }, [CART_FIELD]: { bookingData: [item("a")], jwt: "t".repeat(24), reservationCode: "SKD-7K2Q9M4XPA" } }));
    hydrateCart(storage);
    expect(useCart.getState().hydrated).toBe(true);
    expect(useCart.getState().bookingData.map((b) => b.uniqueID)).toEqual(["a"]);
    expect(useCart.getState().jwt).toBe("t".repeat(24));
    useCart.getState().savePackage(item("b"), NOW);
    const stored = JSON.parse(storage.getItem("vuex")!);
    expect(stored.version).toBe(15);
    expect(stored.bookingBar).toEqual({ experience: null, date: null });
    expect(stored[CART_FIELD].bookingData.map((b: BookingItem) => b.uniqueID)).toEqual(["b", "a"]);
  });

  it("keeps the cart's secret and revision with it, and reads a cart stored without them as holding none", () => {
    const storage = new FakeStorage();
    storage.setItem("vuex", JSON.stringify({ version: 15, [CART_FIELD]: { bookingData: [item("a")], reservationCode: "SKD-7K2Q9M4XPA" } }));
    hydrateCart(storage);
    expect(useCart.getState()).toMatchObject({ reservationCode: "SKD-7K2Q9M4XPA", cartSecret: null, revision: null });
    useCart.getState().setBasketAnswer(answer({ cartId: "SKD-KLMNOPQRST", revision: 2 }));
    const stored = JSON.parse(storage.getItem("vuex")!)[CART_FIELD];
    expect(stored).toMatchObject({ reservationCode: "SKD-KLMNOPQRST", cartSecret: SECRET, revision: 2 });
    expect(readPersistedCart(storage)).toMatchObject({ cartSecret: SECRET, revision: 2 });
  });

  it("hydrates once: a second call does not read storage again", () => {
    const storage = new FakeStorage();
    hydrateCart(storage);
    storage.setItem("vuex", JSON.stringify({ version: 15, [CART_FIELD]: { bookingData: [item("x")] } }));
    hydrateCart(storage);
    expect(useCart.getState().bookingData).toEqual([]);
  });

  it("clears everything stored before version 15, including the booking bar, then writes version 15", () => {
    const storage = new FakeStorage();
    storage.setItem("vuex", JSON.stringify({ version: 14, bookingBar: { experience: { id: 1 } }, [CART_FIELD]: { bookingData: [item("old")] } }));
    storage.setItem("other", "x");
    useBookingBar.setState({ date: { fullDate: "2026-12-12", shortDate: "12 Dec", selectedDate: "Sat, 12 Dec 2026" } });
    hydrateCart(storage);
    expect(useCart.getState().bookingData).toEqual([]);
    expect(storage.getItem("other")).toBeNull();
    expect(JSON.parse(storage.getItem("vuex")!)).toEqual({ version: 15 });
    expect(useBookingBar.getState().date).toBeNull();
  });

  it("keeps the search the booking bar stored, which carries the version", () => {
    const storage = new FakeStorage();
    const search = { ...EMPTY_SEARCH, people: { adult: 2, junior: 0, child: 0, infant: 0 } };
    writePersistedSearch(storage, search);
    hydrateCart(storage);
    expect(JSON.parse(storage.getItem("vuex")!)).toEqual({ bookingBar: search, version: 15 });
  });

  it("a first visit writes version 15 and an empty cart", () => {
    const storage = new FakeStorage();
    hydrateCart(storage);
    expect(JSON.parse(storage.getItem("vuex")!)).toEqual({ version: 15 });
    expect(useCart.getState().bookingData).toEqual([]);
  });

  it("records the venue of the page the first line is saved on, stores it with the cart and reads it back", () => {
    const storage = new FakeStorage();
    hydrateCart(storage);
    useCart.getState().setPageSite(2);
    useCart.getState().savePackage(item("a"), NOW);
    expect(JSON.parse(storage.getItem("vuex")!)[CART_FIELD].siteId).toBe(2);
    expect(readPersistedCart(storage).siteId).toBe(2);
    // The page of another venue saving into it does not move it there (its pages never do: they ask first).
    useCart.getState().setPageSite(1);
    useCart.getState().savePackage(item("b"), NOW);
    expect(useCart.getState().siteId).toBe(2);
    useCart.getState().clearCartAndFlow();
    expect(JSON.parse(storage.getItem("vuex")!)[CART_FIELD].siteId).toBeNull();
  });

  it("reads a cart stored before carts recorded their venue as having none, and records it once known", () => {
    const storage = new FakeStorage();
    storage.setItem("vuex", JSON.stringify({ version: 15, [CART_FIELD]: { bookingData: [item("a")], siteId: "Dubai" } }));
    expect(readPersistedCart(storage).siteId).toBeNull();
    hydrateCart(storage);
    useCart.getState().recordSite(1);
    expect(JSON.parse(storage.getItem("vuex")!)[CART_FIELD].siteId).toBe(1);
    // A recorded venue is never replaced.
    useCart.getState().recordSite(2);
    expect(useCart.getState().siteId).toBe(1);
  });

  it("malformed stored lines are left out", () => {
    const storage = new FakeStorage();
    storage.setItem("vuex", JSON.stringify({ version: 15, [CART_FIELD]: { bookingData: [{ uniqueID: 3 }, item("ok")], discount: [{ type: "nope" }] } }));
    expect(readPersistedCart(storage).bookingData?.map((b) => b.uniqueID)).toEqual(["ok"]);
    expect(readPersistedCart(storage).discount).toEqual([]);
  });
});

describe("the header's view of the stored cart", () => {
  it("finds the count and the session's end under vuex.cart, and hears the same change event", () => {
    const storage = new FakeStorage();
    hydrateCart(storage);
    useCart.getState().savePackage(item("a"), NOW);
    useCart.getState().savePackage(item("b"), NOW);
    const stored = JSON.parse(storage.getItem("vuex")!).cart;
    expect(stored.bookingData.length).toBe(2);
    expect(stored.bookingSessionTimer).toMatchObject({ isStart: true, endDateTime: "2026-12-01T10:30:00.000Z" });
    expect(CART_CHANGE_EVENT).toBe(CART_EVENT);
  });
});

describe("clearCookies", () => {
  it("expires every visible cookie", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "a=1; i18n_redirected=/en-ae/ski-dubai";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    clearCookies(doc);
    expect(written.filter((w) => w.startsWith("a=;")).length).toBeGreaterThan(0);
    expect(written.some((w) => w.startsWith("i18n_redirected=; expires=Thu, 01 Jan 1970"))).toBe(true);
  });
});
