// The header's cart summary read straight from the stored "vuex" state, without the cart store, and what a venue's
// page shows of it: another venue's cart never counts here (docs/decisions/009).
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/cart/state";
import { CART_CHANGE_EVENT } from "../cart/leave";
import { CART_EVENT, NO_CART, STORE_KEY, UNREAD, cartViewOf, createCartSummaryStore, isCartStorageEvent, readCartSummary } from "./cart";

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

describe("createCartSummaryStore", () => {
  // A window stand-in (Node's EventTarget) and a storage that counts how often the stored state is read.
  const setUp = () => {
    const target = new EventTarget();
    let raw: Record<string, string> = {};
    let reads = 0;
    const storage = () => {
      reads += 1;
      return raw;
    };
    const store = createCartSummaryStore(target, storage);
    return {
      target,
      store,
      reads: () => reads,
      write: (cart: unknown) => {
        raw = stored(cart);
      },
      storageEvent: (key: string | null) => target.dispatchEvent(Object.assign(new Event("storage"), { key })),
    };
  };
  const twoLines = { siteId: 2, bookingData: [item("a"), item("b")], bookingSessionTimer: { isStart: true, endDateTime: END } };

  it("reads the stored cart once for every part that asks, however many listen", () => {
    const { store, reads, target, write } = setUp();
    write(twoLines);
    const calls = [0, 0, 0, 0];
    const stops = calls.map((_, i) => store.subscribe(() => (calls[i] = (calls[i] ?? 0) + 1)));
    expect([store.snapshot(), store.snapshot(), store.snapshot(), store.snapshot()]).toEqual(Array(4).fill(`2 ${Date.parse(END)} 2`));
    expect(reads()).toBe(1);
    write({ ...twoLines, bookingData: [item("a")] });
    target.dispatchEvent(new Event(CART_EVENT));
    expect(reads()).toBe(2);
    expect(calls).toEqual([1, 1, 1, 1]);
    expect(store.snapshot()).toBe(`1 ${Date.parse(END)} 2`);
    for (const stop of stops) stop();
  });

  it("tells nobody when a change event leaves the summary as it was", () => {
    const { store, target } = setUp();
    let calls = 0;
    store.snapshot();
    const stop = store.subscribe(() => (calls += 1));
    target.dispatchEvent(new Event(CART_EVENT));
    expect(calls).toBe(0);
    stop();
  });

  it("follows other tabs through the storage event of its key or of cleared storage, not of other keys", () => {
    const { store, write, storageEvent } = setUp();
    let calls = 0;
    store.snapshot();
    const stop = store.subscribe(() => (calls += 1));
    write(twoLines);
    storageEvent("i18n_redirected");
    expect(store.snapshot()).toBe(NO_CART);
    storageEvent(STORE_KEY);
    expect(calls).toBe(1);
    expect(store.snapshot()).toBe(`2 ${Date.parse(END)} 2`);
    write({ siteId: null, bookingData: [], bookingSessionTimer: { isStart: false, endDateTime: "" } });
    storageEvent(null);
    expect([calls, store.snapshot()]).toEqual([2, NO_CART]);
    stop();
  });

  it("keeps its reading up to date while no part listens, for the next part that comes", () => {
    const { store, target, write } = setUp();
    store.snapshot();
    write(twoLines);
    target.dispatchEvent(new Event(CART_EVENT));
    expect(store.snapshot()).toBe(`2 ${Date.parse(END)} 2`);
  });

  it("reads again on request (a navigation) and tells the listeners of a change", () => {
    const { store, write } = setUp();
    store.snapshot();
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    write(twoLines);
    store.refresh();
    store.refresh();
    expect([calls, store.snapshot()]).toEqual([1, `2 ${Date.parse(END)} 2`]);
    stop();
  });

  it("is UNREAD in the server's HTML, which shows no count and no session", () => {
    expect(UNREAD).not.toBe(NO_CART);
    expect(cartViewOf(UNREAD, 1)).toEqual({ owner: "none", count: 0, end: 0 });
  });
});
