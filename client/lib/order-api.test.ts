// The order calls' helpers: the guest token moved from the URL into session storage, GET query defaults, answers.
import { describe, expect, it } from "vitest";
import { failureOfStatus, orderOfAnswer, readOrderToken, takeTokenFromUrl, tokenFromHref, withGetQuery } from "./order-api";

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function fakeHistory() {
  const calls: { state: unknown; url: string }[] = [];
  return { state: { idx: 3, key: "k" }, replaceState: (state: unknown, _title: string, url?: string | URL | null) => void calls.push({ state, url: String(url) }), calls };
}

describe("takeTokenFromUrl", () => {
  it("moves the token into session storage and removes it from the address, keeping the other parameters", () => {
    const storage = fakeStorage();
    const history = fakeHistory();
    const token = takeTokenFromUrl({ href: "https://shop.test/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true&token=abc.def#top" }, history, storage);
    expect(token).toBe("abc.def");
    expect(readOrderToken(storage)).toBe("abc.def");
    expect(history.calls).toEqual([{ state: { idx: 3, key: "k" }, url: "/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true#top" }]);
  });

  it("gives the token stored earlier when the address has none, and leaves the address alone", () => {
    const storage = fakeStorage({ order_access_token: "kept" });
    const history = fakeHistory();
    expect(takeTokenFromUrl({ href: "https://shop.test/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA" }, history, storage)).toBe("kept");
    expect(history.calls).toEqual([]);
  });

  it("gives null without a token anywhere, and survives blocked storage", () => {
    expect(takeTokenFromUrl({ href: "https://shop.test/x" }, fakeHistory(), fakeStorage())).toBeNull();
    const blocked = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("blocked"); } };
    expect(takeTokenFromUrl({ href: "https://shop.test/x?token=t1" }, fakeHistory(), blocked)).toBe("t1");
    expect(takeTokenFromUrl({ href: "https://shop.test/x" }, fakeHistory(), null)).toBeNull();
  });
});

describe("tokenFromHref", () => {
  it("stores a URL's token (a new purchase wins over an older one)", () => {
    const storage = fakeStorage({ order_access_token: "old" });
    expect(tokenFromHref("/en-ae/ski-dubai/booking-confirmed/X?token=new", storage)).toBe("new");
    expect(readOrderToken(storage)).toBe("new");
    expect(tokenFromHref("/en-ae/ski-dubai/booking-confirmed/X", storage)).toBeNull();
  });
});

describe("withGetQuery", () => {
  it("adds Lang and TimeZone under the provider path, keeping the call's own query", () => {
    expect(withGetQuery("/booking-details/SKD-7K2Q9M4XPA?isGuest=true", "ar", "Asia/Muscat")).toBe(
      "/api/provider/booking-details/SKD-7K2Q9M4XPA?isGuest=true&Lang=ar&TimeZone=Asia%2FMuscat",
    );
    expect(withGetQuery("/invoice?reservationCode=X&lang=en", "en", "Asia/Dubai")).toBe("/api/provider/invoice?reservationCode=X&lang=en&TimeZone=Asia%2FDubai");
  });
});

describe("failureOfStatus", () => {
  it("tells a refused token and a missing order from other failures", () => {
    expect(failureOfStatus(401)).toBe("unauthorized");
    expect(failureOfStatus(403)).toBe("unauthorized");
    expect(failureOfStatus(404)).toBe("not_found");
    expect(failureOfStatus(500)).toBe("error");
  });
});

describe("orderOfAnswer", () => {
  const order = {
    reservation_code: "SKD-7K2Q9M4XPA",
    status: "confirmed",
    site_id: 1,
    locale: "en",
    paid_at: "2026-06-12T10:00:00.000Z",
    payment_type: "card",
    guest: { title: "mr", firstName: "Sam", lastName: "Lee", email: "sam@example.com", mobile: "+971501234567" },
    lines: [],
    totals: {
      gross: 105, net: 100, tax: 5, currency: "AED", subtotal: 105, promo_code_amount: 0, christmas_promo: false,
      bank_offer_amount: 0, maf_amount: 0, fazaa_amount: 0, share_amount: 0, discount: 0,
    },
    tickets: [],
  };
  it("reads an order as such or wrapped in data or Result", () => {
    expect(orderOfAnswer(order)?.reservation_code).toBe("SKD-7K2Q9M4XPA");
    expect(orderOfAnswer({ data: order })?.reservation_code).toBe("SKD-7K2Q9M4XPA");
    expect(orderOfAnswer({ Result: order })?.reservation_code).toBe("SKD-7K2Q9M4XPA");
  });
  it("gives null for anything else", () => {
    expect(orderOfAnswer(null)).toBeNull();
    expect(orderOfAnswer({ ...order, reservation_code: "nope" })).toBeNull();
  });
});
