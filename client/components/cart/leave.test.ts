// Leaving a booking: the warning asks first with items in the cart; confirming clears cart, timer and booking bar and
// releases the held places, cancelling keeps everything.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { translatorFrom } from "../../i18n";
import { useBookingBar } from "../../catalogue/booking-bar-store";
import { useCart } from "../../cart/cart-store";
import { stopPersistingCart } from "../../cart/cart-persist";
import { useLayout } from "../../layout/layout-store";
import { type SentRequest, stubFetch } from "../../api/test-fetch";
import { cartLossTexts, clearBookingBarSearch, clearBookingForLeaving, confirmCartLoss } from "./leave";

class MemoryStorage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const storage = new MemoryStorage();
const events: string[] = [];
let fetchCalls: SentRequest[] = [];
// The chrome's translator: the warnings' texts load with the warning ("notices"), as the CMS's messages do.
const t = translatorFrom({}, "en");
const site = { tenant: { siteId: 1, cmsPath: "/api/cms/ski-dubai", slug: "ski-dubai" }, locale: "en" as const, t };
const MESSAGES_READ = /^\/api\/cms\/ski-dubai\/api\/Booking\/GetBookingMessages\?Lang=en&/;
/** The calls other than the booking messages' read. */
const callsBesidesMessages = () => fetchCalls.filter(({ url }) => !MESSAGES_READ.test(url));

const item = {
  cardID: 7, cardType: "passes", cardName: "snow-classic", date: "2026-06-12", uniqueID: "7-a", sellPrice: 210, title: "Snow Classic",
  people: { adult: 2, junior: 0, child: 0, infant: 0 }, tickets: [], addOnsSelection: [], isPassTimebasedSelection: false,
  upgradeSelection: false, tableSelection: 0, booking_bar: null,
};

beforeAll(() => {
  (globalThis as { window?: unknown }).window = { localStorage: storage, dispatchEvent: (e: Event) => void events.push(e.type) };
  fetchCalls = stubFetch([200, {}]);
});
afterAll(() => {
  stopPersistingCart();
  vi.unstubAllGlobals();
  delete (globalThis as { window?: unknown }).window;
});

function storeCart(withItem: boolean, siteId: number | null = null) {
  stopPersistingCart();
  storage.data.clear();
  const timer = { isStart: true, endDateTime: "2026-06-12T12:35:00.000Z", endTimeStringFormat: "4:35", timeOfDay: "PM", extensions: 0 };
  storage.setItem(
    "vuex",
    JSON.stringify({
      version: 15,
      bookingBar: { experience: null, date: { fullDate: "2026-06-12", shortDate: "12 Jun", selectedDate: "Fri" }, people: null, age: null, level: null },
      cart: { siteId, bookingData: withItem ? [item] : [], bookingSessionTimer: timer, reservationCode: "SKD-7K2Q9M4XPA", jwt: "guest-token" },
    }),
  );
  useCart.setState({ hydrated: false });
  events.length = 0;
  fetchCalls.length = 0;
}

beforeEach(() => useLayout.setState({ warning: null }));

describe("confirmCartLoss", () => {
  it("asks first with items in the cart; staying keeps cart, timer and booking bar", async () => {
    storeCart(true);
    const answer = confirmCartLoss("logout", site);
    // The CMS has no message here (the stub's empty answer): the shop's own texts, loaded with the warning.
    await vi.waitFor(() => expect(useLayout.getState().warning?.title).toBe("Sign out now?"));
    expect(fetchCalls.map(({ url }) => url)).toEqual([expect.stringMatching(MESSAGES_READ)]);
    useLayout.getState().closeWarning();
    expect(await answer).toBe(false);
    const stored = JSON.parse(storage.getItem("vuex")!);
    expect(stored.cart.bookingData).toHaveLength(1);
    expect(stored.bookingBar.date.fullDate).toBe("2026-06-12");
    expect(callsBesidesMessages()).toEqual([]);
  });

  it("confirming clears cart, timer and booking bar, releases the places and lets the caller go on", async () => {
    storeCart(true);
    useBookingBar.setState({ date: { fullDate: "2026-06-12", shortDate: "12 Jun", selectedDate: "Fri" } });
    const answer = confirmCartLoss("location", site);
    await vi.waitFor(() => expect(useLayout.getState().warning?.title).toBe("Change location?"));
    const warning = useLayout.getState().warning!;
    // As the dialog does it: close, then confirm.
    useLayout.getState().closeWarning();
    warning.onConfirm();
    expect(await answer).toBe(true);
    const stored = JSON.parse(storage.getItem("vuex")!);
    expect(stored.cart.bookingData).toEqual([]);
    expect(stored.cart.bookingSessionTimer.isStart).toBe(false);
    expect(stored.cart.reservationCode).toBeNull();
    expect(stored.bookingBar).toBeUndefined();
    expect(useBookingBar.getState().date).toBeNull();
    expect(callsBesidesMessages().map(({ url, body }) => ({ url, body }))).toEqual([{ url: "/api/provider/order/release", body: { cartId: "SKD-7K2Q9M4XPA" } }]);
    expect(events).toContain("cart-change");
  });

  it("releases another venue's cart at the venue it was started on, and the emptied cart belongs to no venue", async () => {
    storeCart(true, 1);
    const abuDhabi = { ...site, tenant: { siteId: 2 } };
    await clearBookingForLeaving(abuDhabi);
    expect(fetchCalls.map(({ url, headers }) => ({ url, site: headers["site-id"] }))).toEqual([{ url: "/api/provider/order/release", site: "1" }]);
    const stored = JSON.parse(storage.getItem("vuex")!);
    expect(stored.cart).toMatchObject({ siteId: null, bookingData: [], reservationCode: null });
  });

  it("lets a logout without items go on at once, without a warning", async () => {
    storeCart(false);
    expect(await confirmCartLoss("logout", site)).toBe(true);
    expect(useLayout.getState().warning).toBeNull();
    expect(fetchCalls).toEqual([]);
  });

  it("asks with the CMS's message when the CMS has one, read once for the site and language", async () => {
    const message = { title: "Leave now?", description: "Your cart empties.", left_cta: "Keep it", right_cta: "Leave" };
    const messages = { change_location_clear_shopping_cart_message: message, logout_warning_message: message, session_expired: message, warning_timer_remaining: message };
    fetchCalls = stubFetch([200, { Success: true, Result: messages }]);
    try {
      const reads: number[] = [];
      for (const kind of ["logout", "location"] as const) {
        storeCart(true);
        const answer = confirmCartLoss(kind, site);
        await vi.waitFor(() => expect(useLayout.getState().warning).toMatchObject({ title: "Leave now?", description: "Your cart empties.", cancelLabel: "Keep it", confirmLabel: "Leave" }));
        reads.push(fetchCalls.filter(({ url }) => MESSAGES_READ.test(url)).length);
        useLayout.getState().closeWarning();
        expect(await answer).toBe(false);
      }
      // Kept from the first warning: the second asked without another read.
      expect(reads).toEqual([1, 0]);
    } finally {
      fetchCalls = stubFetch([200, {}]);
    }
  });
});

describe("cartLossTexts", () => {
  it("uses the CMS general content message when there is one", () => {
    const message = { title: "T", description: "D", left_cta: "L", right_cta: "R" };
    const messages = { change_location_clear_shopping_cart_message: message, logout_warning_message: message, session_expired: message, warning_timer_remaining: message };
    expect(cartLossTexts("logout", messages, t)).toEqual({ title: "T", description: "D", cancelLabel: "L", confirmLabel: "R" });
  });
});

describe("clearBookingBarSearch", () => {
  it("removes only the booking bar's field of the stored state", () => {
    const memory = new MemoryStorage();
    memory.setItem("vuex", JSON.stringify({ version: 15, bookingBar: { experience: null }, cart: { bookingData: [] } }));
    clearBookingBarSearch(memory);
    expect(JSON.parse(memory.getItem("vuex")!)).toEqual({ version: 15, cart: { bookingData: [] } });
  });
});
