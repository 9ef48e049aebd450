// The header's cart summary read straight from the stored "vuex" state, without the cart store, and what a venue's
// page shows of it: another venue's cart never counts here (docs/decisions/009).
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/cart/state";
import { CART_CHANGE_EVENT } from "../cart/leave";
import { CART_EVENT, NO_CART, STORE_KEY, cartViewOf, isCartStorageEvent, readCartSummary } from "./cart";

const stored = (cart: unknown, extra: Record<string, unknown> = {}) => ({ vuex: JSON.stringify({ version: 15, ...extra, cart }) });
const item = (uniqueID: string) => ({ uniqueID, cardID: 1, date: "2026-06-12", title: "Snow Classic", tickets: [] });
const END = "2026-06-12T12:35:00.000Z";

describe("readCartSummary", () => {
  it("gives no items, no session and no venue when nothing is stored or the state is unreadable", () => {
    expect(NO_CART).toBe("0 0 0");
    expect(readCartSummary({})).toBe(NO_CART);
    expect(readCartSummary({ vuex: null })).toBe(NO_CART);
    expect(readCartSummary({ vuex: "" })).toBe(NO_CART);
    expect(readCartSummary({ vuex: '{"cart":{"bookingData":[{"broken"' })).toBe(NO_CART);
  });

  it("gives nothing for a stored booking bar search without a cart", () => {
    expect(readCartSummary({ vuex: JSON.stringify({ version: 15, bookingBar: { experience: null } }) })).toBe(NO_CART);
  });

  it("counts the cart's lines, reads the running session's end and the venue the cart was started on", () => {
    const raw = stored({ siteId: 2, bookingData: [item("a"), item("b")], bookingSessionTimer: { isStart: true, endDateTime: END } }, { bookingBar: {} });
    expect(readCartSummary(raw)).toBe(`2 ${Date.parse(END)} 2`);
  });

  it("gives venue 0 for a cart stored before carts recorded their venue", () => {
    expect(readCartSummary(stored({ bookingData: [item("a")], bookingSessionTimer: { isStart: false, endDateTime: "" } }))).toBe("1 0 0");
  });

  it("reads an ended session kept after its cart was cleared (the end modal shows on load)", () => {
    const raw = stored({ siteId: null, bookingData: [], bookingSessionTimer: { isStart: true, endDateTime: END } });
    expect(readCartSummary(raw)).toBe(`0 ${Date.parse(END)} 0`);
  });

  it("gives no session when the timer is not started or its end is unreadable", () => {
    expect(readCartSummary(stored({ siteId: 1, bookingData: [item("a")], bookingSessionTimer: { isStart: false, endDateTime: "" } }))).toBe("1 0 1");
    expect(readCartSummary(stored({ siteId: 1, bookingData: [item("a")], bookingSessionTimer: { isStart: true, endDateTime: "soon" } }))).toBe("1 0 1");
  });

  it("gives nothing when storage is blocked", () => {
    const blocked = {
      get vuex(): string {
        throw new Error("SecurityError");
      },
    };
    expect(readCartSummary(blocked)).toBe(NO_CART);
  });

  it("gives nothing for an empty cart without a session", () => {
    expect(readCartSummary(stored({ bookingData: [], bookingSessionTimer: { isStart: false, endDateTime: "" } }))).toBe(NO_CART);
  });
});

describe("cartViewOf", () => {
  const end = Date.parse(END);
  it("shows this venue's cart with its count and session", () => {
    expect(cartViewOf(`2 ${end} 1`, 1)).toEqual({ owner: "here", count: 2, end });
  });
  it("shows no count and no session for another venue's cart, nor for one whose venue is not known yet", () => {
    expect(cartViewOf(`1 ${end} 1`, 2)).toEqual({ owner: "other", count: 0, end: 0 });
    expect(cartViewOf(`1 ${end} 0`, 2)).toEqual({ owner: "unrecorded", count: 0, end: 0 });
  });
  it("keeps an ended session of an emptied cart, which is nobody's", () => {
    expect(cartViewOf(`0 ${end} 0`, 3)).toEqual({ owner: "none", count: 0, end });
    expect(cartViewOf(NO_CART, 3)).toEqual({ owner: "none", count: 0, end: 0 });
  });
});

describe("other tabs", () => {
  it("a storage event of the stored state, or of the whole storage cleared, is read again", () => {
    expect(isCartStorageEvent(STORE_KEY)).toBe(true);
    expect(isCartStorageEvent(null)).toBe(true);
    expect(isCartStorageEvent("i18n_redirected")).toBe(false);
  });
  it("reads the key the cart is persisted under", () => {
    expect(STORE_KEY).toBe(STORAGE_KEYS.store);
  });
});

describe("CART_EVENT", () => {
  it("is the event the cart code sends", () => {
    expect(CART_CHANGE_EVENT).toBe(CART_EVENT);
  });
});
