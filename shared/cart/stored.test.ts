// The one reader of the stored shop state: whatever is in local storage, it answers an object, and the cart's summary
// only from a cart it can read.
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../storage-keys";
import { readStoredState, storedCartSummary } from "./stored";

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEYS.store ? value : null) });
const END = "2026-11-25T10:30:00.000Z";

describe("readStoredState", () => {
  it("reads the object stored under the store key", () => {
    expect(readStoredState(storageWith(JSON.stringify({ version: 15, cart: { siteId: 1 } })))).toEqual({ version: 15, cart: { siteId: 1 } });
  });

  it("reads nothing stored, unreadable JSON, a value that is not an object, or blocked storage as an empty state", () => {
    for (const raw of [null, "", "{not json", "[1,2]", "null", "15", '"vuex"']) expect(readStoredState(storageWith(raw)), String(raw)).toEqual({});
    expect(readStoredState({ getItem: () => { throw new Error("SecurityError"); } })).toEqual({});
  });
});

describe("storedCartSummary", () => {
  const summary = (cart: unknown) => storedCartSummary({ cart });

  it("counts the lines, the running session's end and the venue", () => {
    expect(summary({ siteId: 2, bookingData: [{}, {}], bookingSessionTimer: { isStart: true, endDateTime: END } })).toEqual({ lines: 2, sessionEnd: Date.parse(END), siteId: 2 });
  });

  it("gives no session for a timer not started or an end that is not a time, and no venue when none is recorded", () => {
    expect(summary({ bookingData: [{}], bookingSessionTimer: { isStart: false, endDateTime: END } })).toEqual({ lines: 1, sessionEnd: 0, siteId: 0 });
    expect(summary({ siteId: "2", bookingData: [], bookingSessionTimer: { isStart: true, endDateTime: "soon" } })).toEqual({ lines: 0, sessionEnd: 0, siteId: 0 });
    expect(summary({ siteId: 1.5, bookingData: [], bookingSessionTimer: { isStart: true, endDateTime: 12 } })).toEqual({ lines: 0, sessionEnd: 0, siteId: 0 });
  });

  it("reads no cart from a state without one, or with its lines or timer missing or malformed", () => {
    for (const cart of [undefined, null, [], "cart", { bookingData: [] }, { bookingSessionTimer: {} }, { bookingData: {}, bookingSessionTimer: {} }, { bookingData: [], bookingSessionTimer: [] }]) {
      expect(summary(cart), JSON.stringify(cart)).toBeNull();
    }
  });
});
