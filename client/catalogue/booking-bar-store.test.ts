// The booking bar's stored search: read-modify-write of the bookingBar field, malformed data left out, hydration.
import { beforeEach, describe, expect, it } from "vitest";
import { hydrateBookingBar, readPersistedSearch, writePersistedSearch } from "./booking-bar-persist";
import { EMPTY_SEARCH, PERSISTED_STATE_KEY, mayHaveStoredSearch, useBookingBar } from "./booking-bar-store";

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const experience = {
  id: 1,
  title: "Snow Park",
  value: "snow-park",
  route: "passes-packages/explore",
  localized_title: { en: "Snow Park" },
  ski_school_experience_category_type: 0,
};

describe("persisted search", () => {
  it("writes only the bookingBar field and keeps the others", () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ cart: { items: [1] }, version: 15 }));
    writePersistedSearch(storage, { ...EMPTY_SEARCH, experience });
    const state = JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!);
    expect(state.cart).toEqual({ items: [1] });
    expect(state.version).toBe(15);
    expect(state.bookingBar.experience.value).toBe("snow-park");
    writePersistedSearch(storage, null);
    expect(JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!)).toEqual({ cart: { items: [1] }, version: 15 });
  });

  it("stamps the stored-data version on state it starts, and keeps one already stored", () => {
    const storage = new MemoryStorage();
    writePersistedSearch(storage, { ...EMPTY_SEARCH, experience });
    expect(JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!).version).toBe(15);
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ version: 14 }));
    writePersistedSearch(storage, { ...EMPTY_SEARCH, experience });
    expect(JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!).version).toBe(14);
  });

  it("reads a stored search and leaves out what is malformed", () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({
        bookingBar: {
          experience,
          date: { fullDate: "not a date" },
          people: { adult: 2, junior: 0, child: 1, infant: 0 },
          level: { id: 3, title: "Intermediate" },
          age: { id: "x" },
        },
      }),
    );
    expect(mayHaveStoredSearch(storage)).toBe(true);
    expect(readPersistedSearch(storage)).toEqual({
      experience,
      date: null,
      people: { adult: 2, junior: 0, child: 1, infant: 0 },
      level: { id: 3, title: "Intermediate" },
      age: null,
    });
  });

  it("reads nothing from missing or broken storage", () => {
    const storage = new MemoryStorage();
    expect(mayHaveStoredSearch(storage)).toBe(false);
    expect(readPersistedSearch(storage)).toEqual(EMPTY_SEARCH);
    storage.setItem(PERSISTED_STATE_KEY, "{broken");
    expect(readPersistedSearch(storage)).toEqual(EMPTY_SEARCH);
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ bookingBar: { people: { adult: 40, junior: 0, child: 0, infant: 0 } } }));
    expect(readPersistedSearch(storage).people).toBeNull();
  });
});

describe("hydrateBookingBar", () => {
  beforeEach(() => useBookingBar.setState({ ...EMPTY_SEARCH, hydrated: false }));

  it("restores the stored search through the restore step, then keeps storage in step", async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ other: 1, bookingBar: { experience, date: { fullDate: "2020-01-01", shortDate: "1 Jan", selectedDate: "1 Jan 2020" } } }),
    );
    await hydrateBookingBar(storage, async (s) => ({ ...s, date: { fullDate: "2030-01-01", shortDate: "1 Jan", selectedDate: "Tue, 1 Jan 2030" } }));
    expect(useBookingBar.getState().hydrated).toBe(true);
    expect(useBookingBar.getState().date?.fullDate).toBe("2030-01-01");
    useBookingBar.getState().setPeople({ adult: 3, junior: 0, child: 0, infant: 0 });
    const state = JSON.parse(storage.getItem(PERSISTED_STATE_KEY)!);
    expect(state.other).toBe(1);
    expect(state.bookingBar.people.adult).toBe(3);
    expect(state.bookingBar.date.fullDate).toBe("2030-01-01");
  });

  it("forgets the date, level and age when another experience is chosen", () => {
    useBookingBar.setState({ experience, date: { fullDate: "2030-01-01", shortDate: "", selectedDate: "" }, level: { id: 1, title: "x" } });
    useBookingBar.getState().setExperience(experience);
    expect(useBookingBar.getState().date).not.toBeNull();
    useBookingBar.getState().setExperience({ ...experience, id: 2 });
    expect(useBookingBar.getState().date).toBeNull();
    expect(useBookingBar.getState().level).toBeNull();
  });
});
