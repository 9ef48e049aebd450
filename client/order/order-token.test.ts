// The guest token that opens a paid order: moved from the URL into this tab's session storage, never left in the
// address bar, and read back when the URL has none.
import { describe, expect, it } from "vitest";
import { readOrderToken, takeTokenFromUrl, tokenFromHref } from "./order-token";

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
