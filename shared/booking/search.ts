// The search a booking bar sends, as URL query: explore for dated experiences, the lesson pages for ski school.
// Only types from the catalogue schemas: the booking bar loads this in the browser without the schema library.
import type { GuestCounts } from "../catalogue";
import { LESSON_TYPES } from "../enumerations";
import { experienceDiscipline, lessonRoute } from "./booking-bar";
import { addDays, isDateKey } from "./calendar";
import { GUEST_DEFAULT_MAX_TOTAL, GUEST_MAX_PER_TYPE, GUEST_TYPES } from "./guests";

/** A dated search: passes-packages/explore?experience={url_key}&date=YYYY-MM-DD&adult=1&junior=0&child=0&infant=0 */
export interface ExploreSearch {
  experience: string | null;
  date: string | null;
  people: GuestCounts;
}

/** A ski-school search: ski-lessons or snowboard-lessons ?level={1-7}&lesson={0-5}&age={age type id}. */
export interface LessonSearch {
  level: number | null;
  lesson: number;
  age: number | null;
}

export const DEFAULT_PEOPLE: GuestCounts = { adult: 1, junior: 0, child: 0, infant: 0 };

function intParam(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function exploreQuery(search: ExploreSearch): string {
  const params = new URLSearchParams();
  if (search.experience) params.set("experience", search.experience);
  if (search.date) params.set("date", search.date);
  for (const type of GUEST_TYPES) params.set(type, String(search.people[type]));
  return params.toString();
}

/** Reads a dated search from a query; anything malformed falls back to "not given" (one adult for people). */
export function parseExploreSearch(params: URLSearchParams): ExploreSearch {
  const experience = params.get("experience");
  const date = params.get("date");
  const people = { ...DEFAULT_PEOPLE };
  const given = GUEST_TYPES.some((t) => params.has(t));
  if (given) {
    for (const type of GUEST_TYPES) people[type] = intParam(params.get(type), 0, 12) ?? 0;
    if (GUEST_TYPES.every((t) => people[t] === 0)) people.adult = 1;
  }
  return {
    experience: experience && /^[a-z0-9-]{1,80}$/.test(experience) ? experience : null,
    date: isDateKey(date) ? date : null,
    people,
  };
}

/**
 * Whether the party asked for in the query cannot be booked as it is (a count that is not a whole number from 0 to 12,
 * nobody, or more than a party may hold): a page then shows the party it falls back to, and says why.
 */
export function partyProblemOf(params: URLSearchParams): boolean {
  const given = GUEST_TYPES.filter((type) => params.has(type)).map((type) => params.get(type)!);
  if (given.length === 0) return false;
  if (given.some((value) => !/^\d{1,2}$/.test(value) || Number(value) > GUEST_MAX_PER_TYPE)) return true;
  const total = given.reduce((sum, value) => sum + Number(value), 0);
  return total === 0 || total > GUEST_DEFAULT_MAX_TOTAL;
}

export function lessonQuery(search: LessonSearch): string {
  const params = new URLSearchParams();
  if (search.level !== null) params.set("level", String(search.level));
  params.set("lesson", String(search.lesson));
  if (search.age !== null) params.set("age", String(search.age));
  return params.toString();
}

export function parseLessonSearch(params: URLSearchParams): LessonSearch {
  return {
    level: intParam(params.get("level"), 1, 7),
    lesson: intParam(params.get("lesson"), 0, 5) ?? 0,
    age: intParam(params.get("age"), 0, 4),
  };
}

/** The results page of a dated search, below the prefix. */
export const EXPLORE_ROUTE = "passes-packages/explore";

/**
 * How many days ahead of today (in the venue's time zone) a search may ask for: the bookable window the provider's
 * calendar holds. The booking bar's date input stops there and the explore page says so beyond it.
 */
export const SEARCH_DAYS_AHEAD = 200;

/** What a search needs to know of its experience: its URL key and its type (0 or null dated, 1 ski, 2 snowboard). */
export interface SearchExperience {
  url_key: string;
  ski_school_experience_category_type: number | null;
}

/** A search as the booking bar sends it, whatever its experience's kind. */
export interface SearchTarget {
  experience: SearchExperience | null;
  date: string | null;
  /** Null: the default of one adult. */
  people: GuestCounts | null;
  level: number | null;
  age: number | null;
}

/**
 * Where a search opens, or null without an experience: a dated experience on explore with its date and people, a
 * ski-school one on its lesson page with level, every lesson type (0) and age. The booking bar's form (with scripts)
 * and the explore page (a form sent without them names a lesson experience there) both go through here.
 */
export function searchHref(prefix: string, target: SearchTarget): string | null {
  const experience = target.experience;
  if (!experience) return null;
  const discipline = experienceDiscipline(experience.ski_school_experience_category_type);
  if (discipline) {
    return `${prefix}/${lessonRoute(discipline)}?${lessonQuery({ level: target.level, lesson: LESSON_TYPES.all, age: target.age })}`;
  }
  return `${prefix}/${EXPLORE_ROUTE}?${exploreQuery({ experience: experience.url_key, date: target.date, people: target.people ?? DEFAULT_PEOPLE })}`;
}

/** What is wrong with a searched date for the venue: a closed (blocked) day, or beyond the bookable window. */
export type SearchDateProblem = "blocked" | "too-far";

export function searchDateProblem(date: string | null, opts: { today: string; blockedDates: readonly string[] }): SearchDateProblem | null {
  if (!date) return null;
  if (opts.blockedDates.includes(date)) return "blocked";
  if (date > lastSearchDate(opts.today)) return "too-far";
  return null;
}

/** The last day a search may ask for. */
export function lastSearchDate(today: string): string {
  return addDays(today, SEARCH_DAYS_AHEAD);
}
