// The booking bar's search: where it opens (the shared rule), the store's form of an experience, a search read from
// the page's address (a results page shows its own search) or from the bar's form, and a stored search made current.
import type { ExperienceCategory } from "../../../shared/cms";
import { experienceDiscipline, lessonRoute } from "../../../shared/booking/booking-bar";
import { isDateKey, restoreSearchDate } from "../../../shared/booking/calendar";
import { GUEST_MAX_PER_TYPE, GUEST_TYPES, type GuestType, clampToEnabled } from "../../../shared/booking/guests";
import { DEFAULT_PEOPLE, EXPLORE_ROUTE, parseExploreSearch, parseLessonSearch, searchHref as sharedSearchHref } from "../../../shared/booking/search";
import { formatDateKey } from "../../../shared/date-key";
import type { Locale } from "../../../shared/locale";
import { type BookingBarExperience, type BookingBarSearch, EMPTY_SEARCH } from "../../catalogue/booking-bar-store";
import type { BarExperience, BookingBarData } from "./bar-data";

export { EXPLORE_ROUTE };

/** The bar's short and full label of a chosen date ("12 Dec", "Fri, 12 Dec 2026") in the page's language. */
export function searchDateLabels(fullDate: string, locale: Locale): { shortDate: string; selectedDate: string } {
  return { shortDate: formatDateKey(fullDate, locale, "dayMonth"), selectedDate: formatDateKey(fullDate, locale, "date") };
}

/** Where a search opens, or null without an experience (shared/booking/search.ts holds the rule). */
export function searchHref(prefix: string, search: BookingBarSearch): string | null {
  const { experience } = search;
  return sharedSearchHref(prefix, {
    experience: experience ? { url_key: experience.value, ski_school_experience_category_type: experience.ski_school_experience_category_type } : null,
    date: search.date?.fullDate ?? null,
    people: search.people,
    level: search.level?.id ?? null,
    age: search.age?.id ?? null,
  });
}

function experienceOf(id: number, title: string, key: string, localized: { en: string; ar?: string }, type: number | null): BookingBarExperience {
  const discipline = experienceDiscipline(type);
  return { id, title, value: key, route: discipline ? lessonRoute(discipline) : EXPLORE_ROUTE, localized_title: { ...localized }, ski_school_experience_category_type: type };
}

/** The store's form of an experience category of the filter data. */
export function experienceFromCategory(category: ExperienceCategory): BookingBarExperience {
  return experienceOf(category.id, category.title, category.url_key, category.localized_title, category.ski_school_experience_category_type);
}

/** The store's form of an experience the bar offers. */
export function experienceFromBar(experience: BarExperience): BookingBarExperience {
  return experienceOf(experience.id, experience.title, experience.key, experience.localizedTitle, experience.type);
}

function dateOf(fullDate: string | null, locale: Locale): BookingBarSearch["date"] {
  return fullDate ? { fullDate, ...searchDateLabels(fullDate, locale) } : null;
}

/** The level choice a level id falls in, sent as the group's first level. */
function levelOf(data: BookingBarData, id: number | null): BookingBarSearch["level"] {
  const level = id === null ? undefined : data.levels.find((l) => l.ids.includes(id));
  return level ? { id: level.id, title: level.title } : null;
}

function ageOf(data: BookingBarData, id: number | null, discipline: "ski" | "snowboard" | null): BookingBarSearch["age"] {
  const age = id === null ? undefined : data.ages.find((a) => a.id === id && (!discipline || a.disciplines.includes(discipline)));
  return age ? { id: age.id, title: age.title } : null;
}

/**
 * The search a results page shows: explore's experience, date (a past one becomes today) and people, or a lesson
 * page's discipline with its level and age. Any other page, or an experience the site does not offer: no search.
 */
export function searchFromAddress(
  data: BookingBarData,
  address: { prefix: string; pathname: string; search: string },
  opts: { locale: Locale; today: string },
): BookingBarSearch {
  const rest = address.pathname.slice(address.prefix.length).replace(/^\/+|\/+$/g, "");
  const params = new URLSearchParams(address.search);
  if (rest === EXPLORE_ROUTE) {
    const parsed = parseExploreSearch(params);
    const bar = data.experiences.find((e) => e.key === parsed.experience && !experienceDiscipline(e.type));
    if (!bar) return { ...EMPTY_SEARCH };
    return { ...EMPTY_SEARCH, experience: experienceFromBar(bar), date: dateOf(restoreSearchDate(parsed.date, opts.today), opts.locale), people: parsed.people };
  }
  const discipline = rest === lessonRoute("ski") ? "ski" : rest === lessonRoute("snowboard") ? "snowboard" : null;
  if (!discipline) return { ...EMPTY_SEARCH };
  const bar = data.experiences.find((e) => experienceDiscipline(e.type) === discipline);
  if (!bar) return { ...EMPTY_SEARCH };
  const parsed = parseLessonSearch(params);
  return { ...EMPTY_SEARCH, experience: experienceFromBar(bar), level: levelOf(data, parsed.level), age: ageOf(data, parsed.age, discipline) };
}

/** A count as a number input holds it, or null when it is not a whole number of guests a type may have. */
export function guestCountOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= GUEST_MAX_PER_TYPE ? n : null;
}

/** The search the bar's form holds (what a visitor chose before the page's scripts ran). */
export function searchFromForm(form: FormData, data: BookingBarData, locale: Locale): BookingBarSearch {
  const bar = data.experiences.find((e) => e.key === form.get("experience"));
  const experience = bar ? experienceFromBar(bar) : null;
  const discipline = experienceDiscipline(experience?.ski_school_experience_category_type);
  const date = form.get("date");
  const people = { ...DEFAULT_PEOPLE };
  for (const type of GUEST_TYPES) people[type] = guestCountOf(form.get(type)) ?? (type === "adult" ? 1 : 0);
  const number = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : null;
  };
  return {
    experience,
    date: !discipline && typeof date === "string" && isDateKey(date) ? dateOf(date, locale) : null,
    people,
    level: discipline ? levelOf(data, number("level")) : null,
    age: discipline ? ageOf(data, number("age"), discipline) : null,
  };
}

/** Two searches ask for the same thing (labels aside; no people is one adult). */
export function sameSearch(a: BookingBarSearch, b: BookingBarSearch): boolean {
  const key = (s: BookingBarSearch) =>
    JSON.stringify([s.experience?.value ?? null, s.date?.fullDate ?? null, GUEST_TYPES.map((t) => (s.people ?? DEFAULT_PEOPLE)[t]), s.level?.id ?? null, s.age?.id ?? null]);
  return key(a) === key(b);
}

/**
 * A stored search made current: a past date becomes today (with labels in the page's language), people keep
 * only the age types the site offers, and a ski-school search drops a date (a dated one its level and age).
 */
export function restoreSearch(
  stored: BookingBarSearch,
  opts: { today: string; locale: Locale; enabledTypes: readonly GuestType[] },
): BookingBarSearch {
  const fullDate = restoreSearchDate(stored.date?.fullDate ?? null, opts.today);
  const lesson = stored.experience ? experienceDiscipline(stored.experience.ski_school_experience_category_type) !== null : false;
  return {
    experience: stored.experience,
    date: fullDate && !lesson ? dateOf(fullDate, opts.locale) : null,
    people: stored.people ? clampToEnabled(stored.people, opts.enabledTypes) : null,
    level: lesson || !stored.experience ? stored.level : null,
    age: lesson || !stored.experience ? stored.age : null,
  };
}
