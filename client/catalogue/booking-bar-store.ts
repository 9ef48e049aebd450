// The booking bar's search (experience, date, people, level, age). Its storage (booking-bar-persist.ts) loads with
// the bar's panels; type-only imports keep this module, which the home page hydrates, small.
import { create } from "zustand";
import type { GuestCounts } from "../../shared/catalogue";
import { STORAGE_KEYS } from "../../shared/storage-keys";

/** Local-storage key of the persisted shop state; the booking bar owns its `bookingBar` field only. */
export const PERSISTED_STATE_KEY = STORAGE_KEYS.store;
export const BOOKING_BAR_FIELD = "bookingBar";

/** Whether a search may be stored, checked without reading it (the reader loads with the bar's panels). */
export function mayHaveStoredSearch(storage: Pick<Storage, "getItem">): boolean {
  try {
    return (storage.getItem(PERSISTED_STATE_KEY) ?? "").includes(`"${BOOKING_BAR_FIELD}"`);
  } catch {
    return false;
  }
}

export interface BookingBarExperience {
  id: number;
  title: string;
  /** The experience's url_key, sent as the search's `experience`. */
  value: string;
  /** Page below the prefix the search opens (passes-packages/explore, ski-lessons, snowboard-lessons). */
  route: string;
  localized_title: { en: string; ar?: string };
  /** 0 or null dated passes, 1 ski lessons, 2 snowboard lessons. */
  ski_school_experience_category_type: number | null;
}

export interface BookingBarDate {
  /** YYYY-MM-DD in the venue's time zone. */
  fullDate: string;
  /** "12 Dec" in the language it was picked in. */
  shortDate: string;
  /** "Fri, 12 Dec 2026" in the language it was picked in. */
  selectedDate: string;
}

export interface BookingBarChoice {
  id: number;
  title: string;
}

export interface BookingBarSearch {
  experience: BookingBarExperience | null;
  date: BookingBarDate | null;
  /** Null until the visitor (or the bar's panels) set it: the default of one adult applies. */
  people: GuestCounts | null;
  age: BookingBarChoice | null;
  level: BookingBarChoice | null;
}

export const EMPTY_SEARCH: BookingBarSearch = { experience: null, date: null, people: null, age: null, level: null };

interface BookingBarState extends BookingBarSearch {
  /** False until the stored search was read in the browser (never on the server). */
  hydrated: boolean;
  /** Choosing another experience forgets the date, level and age chosen for the previous one. */
  setExperience: (experience: BookingBarExperience) => void;
  setDate: (date: BookingBarDate | null) => void;
  setPeople: (people: GuestCounts) => void;
  setAge: (age: BookingBarChoice | null) => void;
  setLevel: (level: BookingBarChoice | null) => void;
  /** Replaces the whole search, e.g. with the stored one once restored. */
  replace: (search: BookingBarSearch) => void;
  /** Forgets the search (sign-out, completed purchase, ended session). */
  clear: () => void;
}

export const useBookingBar = create<BookingBarState>((set) => ({
  ...EMPTY_SEARCH,
  hydrated: false,
  setExperience: (experience) =>
    set((s) =>
      s.experience?.id === experience.id
        ? { experience }
        : { experience, date: null, level: null, age: null },
    ),
  setDate: (date) => set({ date }),
  setPeople: (people) => set({ people }),
  setAge: (age) => set({ age }),
  setLevel: (level) => set({ level }),
  replace: (search) => set({ ...search }),
  clear: () => set({ ...EMPTY_SEARCH }),
}));

export function searchOf(state: BookingBarSearch): BookingBarSearch {
  return { experience: state.experience, date: state.date, people: state.people, age: state.age, level: state.level };
}

