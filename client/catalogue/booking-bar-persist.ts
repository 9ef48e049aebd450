// The booking bar's search in local storage under "vuex" as { ..., bookingBar } (read-modify-write of that field
// only), read once in the browser after mount and kept in step with the store from then on.
import {
  type BookingBarChoice,
  type BookingBarDate,
  type BookingBarExperience,
  type BookingBarSearch,
  BOOKING_BAR_FIELD,
  EMPTY_SEARCH,
  PERSISTED_STATE_KEY,
  searchOf,
  useBookingBar,
} from "./booking-bar-store";
import type { GuestCounts } from "../../shared/catalogue";
import { readStoredState } from "../../shared/cart/stored";
import { STORED_DATA_VERSION } from "../../shared/contract/orders";

export { BOOKING_BAR_FIELD, PERSISTED_STATE_KEY };

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 12;
const isChoice = (v: unknown): v is BookingBarChoice => isRecord(v) && typeof v.id === "number" && typeof v.title === "string";

function readExperience(v: unknown): BookingBarExperience | null {
  if (!isRecord(v) || typeof v.id !== "number" || typeof v.title !== "string" || typeof v.value !== "string") return null;
  const type = v.ski_school_experience_category_type;
  const localized = isRecord(v.localized_title) ? v.localized_title : {};
  return {
    id: v.id,
    title: v.title,
    value: v.value,
    route: typeof v.route === "string" ? v.route : "",
    localized_title: {
      en: typeof localized.en === "string" ? localized.en : v.title,
      ...(typeof localized.ar === "string" ? { ar: localized.ar } : {}),
    },
    ski_school_experience_category_type: typeof type === "number" ? type : null,
  };
}

function readDate(v: unknown): BookingBarDate | null {
  if (!isRecord(v) || typeof v.fullDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v.fullDate)) return null;
  return {
    fullDate: v.fullDate,
    shortDate: typeof v.shortDate === "string" ? v.shortDate : v.fullDate,
    selectedDate: typeof v.selectedDate === "string" ? v.selectedDate : v.fullDate,
  };
}

function readPeople(v: unknown): GuestCounts | null {
  if (!isRecord(v)) return null;
  const { adult, junior, child, infant } = v;
  if (![adult, junior, child, infant].every(isCount)) return null;
  return { adult, junior, child, infant } as GuestCounts;
}


/** The stored search as found (dates not yet checked against today); anything malformed is left out. */
export function readPersistedSearch(storage: StorageLike): BookingBarSearch {
  const stored = readStoredState(storage)[BOOKING_BAR_FIELD];
  if (!isRecord(stored)) return { ...EMPTY_SEARCH };
  return {
    experience: readExperience(stored.experience),
    date: readDate(stored.date),
    people: readPeople(stored.people),
    age: isChoice(stored.age) ? { id: stored.age.id, title: stored.age.title } : null,
    level: isChoice(stored.level) ? { id: stored.level.id, title: stored.level.title } : null,
  };
}

/**
 * Writes the search into the `bookingBar` field, keeping every other field of the persisted state. State this shop
 * starts is stamped with the stored-data version, so the version rule (shared/cart/state.ts) never takes today's
 * search for outdated data; a version already stored, older or not, is kept for that rule to judge.
 */
export function writePersistedSearch(storage: StorageLike, search: BookingBarSearch | null): void {
  const state = readStoredState(storage);
  if (state.version === undefined) state.version = STORED_DATA_VERSION;
  if (search === null) delete state[BOOKING_BAR_FIELD];
  else state[BOOKING_BAR_FIELD] = search;
  storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(state));
}

export function hasStoredValues(search: BookingBarSearch): boolean {
  return Object.values(search).some((v) => v !== null);
}

let persisting = false;

/**
 * Reads the stored search once in the browser and keeps storage in step with the store from then on.
 * `restore` fixes what needs the shop's rules (a past date becomes today); it runs only when something was stored.
 */
export async function hydrateBookingBar(
  storage: StorageLike,
  restore: (search: BookingBarSearch) => Promise<BookingBarSearch>,
): Promise<void> {
  if (useBookingBar.getState().hydrated) return;
  const stored = readPersistedSearch(storage);
  let search = stored;
  if (hasStoredValues(stored)) {
    try {
      search = await restore(stored);
    } catch {
      search = { ...stored, date: null };
    }
  }
  // A choice made while the stored search was being read wins over the stored one.
  const current = searchOf(useBookingBar.getState());
  const merged = hasStoredValues(current) ? current : search;
  useBookingBar.setState({ ...merged, hydrated: true });
  if (persisting) return;
  persisting = true;
  writePersistedSearch(storage, merged);
  useBookingBar.subscribe((state, previous) => {
    const next = searchOf(state);
    if (JSON.stringify(next) === JSON.stringify(searchOf(previous))) return;
    try {
      writePersistedSearch(storage, next);
    } catch {
      // Storage full or blocked: the search still works for this page.
    }
  });
}
