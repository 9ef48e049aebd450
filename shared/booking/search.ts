// The search a booking bar sends, as URL query: explore for dated experiences, the lesson pages for ski school.
// Only types from the catalogue schemas: the booking bar loads this in the browser without the schema library.
import type { GuestCounts } from "../catalogue";
import { isDateKey } from "./calendar";
import { GUEST_TYPES } from "./guests";

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
