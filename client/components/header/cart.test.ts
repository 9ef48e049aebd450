// The header's cart summary read straight from the stored "vuex" state, without the cart store.
import { describe, expect, it } from "vitest";
import { CART_CHANGE_EVENT } from "../cart/leave";
import { CART_EVENT, readCartSummary } from "./cart";

const stored = (cart: unknown, extra: Record<string, unknown> = {}) => ({ vuex: JSON.stringify({ version: 15, ...extra, cart }) });
const item = (uniqueID: string) => ({ uniqueID, cardID: 1, date: "2026-06-12", title: "Snow Classic", tickets: [] });
const END = "2026-06-12T12:35:00.000Z";

describe("readCartSummary", () => {
  it("gives no items and no session when nothing is stored or the state is unreadable", () => {
    expect(readCartSummary({})).toBe("0 0");
    expect(readCartSummary({ vuex: null })).toBe("0 0");
    expect(readCartSummary({ vuex: "" })).toBe("0 0");
    expect(readCartSummary({ vuex: '{"cart":{"bookingData":[{"broken"' })).toBe("0 0");
  });

  it("gives nothing for a stored booking bar search without a cart", () => {
    expect(readCartSummary({ vuex: JSON.stringify({ version: 15, bookingBar: { experience: null } }) })).toBe("0 0");
  });

  it("counts the cart's lines and reads the running session's end", () => {
    const raw = stored({ bookingData: [item("a"), item("b")], bookingSessionTimer: { isStart: true, endDateTime: END } }, { bookingBar: {} });
    expect(readCartSummary(raw)).toBe(`2 ${Date.parse(END)}`);
  });

  it("reads an ended session kept after its cart was cleared (the end modal shows on load)", () => {
    const raw = stored({ bookingData: [], bookingSessionTimer: { isStart: true, endDateTime: END } });
    expect(readCartSummary(raw)).toBe(`0 ${Date.parse(END)}`);
  });

  it("gives no session when the timer is not started or its end is unreadable", () => {
    expect(readCartSummary(stored({ bookingData: [item("a")], bookingSessionTimer: { isStart: false, endDateTime: "" } }))).toBe("1 0");
    expect(readCartSummary(stored({ bookingData: [item("a")], bookingSessionTimer: { isStart: true, endDateTime: "soon" } }))).toBe("1 0");
  });

  it("gives nothing when storage is blocked", () => {
    const blocked = {
      get vuex(): string {
        throw new Error("SecurityError");
      },
    };
    expect(readCartSummary(blocked)).toBe("0 0");
  });

  it("gives nothing for an empty cart without a session", () => {
    expect(readCartSummary(stored({ bookingData: [], bookingSessionTimer: { isStart: false, endDateTime: "" } }))).toBe("0 0");
  });
});

describe("CART_EVENT", () => {
  it("is the event the cart code sends", () => {
    expect(CART_CHANGE_EVENT).toBe(CART_EVENT);
  });
});
