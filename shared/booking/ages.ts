// Age groups, the lesson age types and date-of-birth reading (booking-and-checkout §3 and §5, content-and-account §5).
// Type-only imports from the catalogue keep the schema library out of hydrated pages; the copies below are
// typed against the catalogue's constants so they cannot drift apart.
import { type AgeTypeId, SKI_AGE_TYPES, SKI_CATEGORY_CARD_TYPE, SNOWBOARD_AGE_TYPES } from "../enumerations";
import type { GuestType } from "./guests";
import type { Locale } from "../locale";

export type Discipline = "ski" | "snowboard";
export interface AgeRange {
  min: number;
  max: number;
}
export type AgeGroups = Record<GuestType, AgeRange>;

/** Oldest age any group accepts. */
export const MAX_AGE = 99;
export const ADULT_MIN_AGE = 14;
export const SKI_JUNIOR_MIN_AGE = 7;
export const SNOWBOARD_JUNIOR_MIN_AGE = 8;
/** Usual youngest child; the Oman site lowers it to 2 by default. */
export const DEFAULT_CHILD_MIN_AGE = 3;

export const AGE_GROUPS: Readonly<AgeGroups> = {
  adult: { min: ADULT_MIN_AGE, max: MAX_AGE },
  junior: { min: SKI_JUNIOR_MIN_AGE, max: 13 },
  child: { min: DEFAULT_CHILD_MIN_AGE, max: 6 },
  infant: { min: 0, max: 2 },
};

/** 1 is a ski lesson; any other category type a snowboard lesson; no category type means not a lesson. */
export function disciplineOf(categoryCardType: number | null | undefined): Discipline | null {
  if (categoryCardType === null || categoryCardType === undefined) return null;
  return categoryCardType === SKI_CATEGORY_CARD_TYPE ? "ski" : "snowboard";
}

/**
 * The age groups for a discipline and site. Snowboard juniors start at 8, ski (and non-lesson) juniors at 7.
 * With child minimum age 2 a child is 2-6 and an infant 0-1, so every age falls in exactly one group.
 */
export function ageGroupsFor(opts: { discipline: Discipline | null; childMinimumAge: 2 | 3 }): AgeGroups {
  return {
    adult: { ...AGE_GROUPS.adult },
    junior: { min: opts.discipline === "snowboard" ? SNOWBOARD_JUNIOR_MIN_AGE : SKI_JUNIOR_MIN_AGE, max: 13 },
    child: { min: opts.childMinimumAge, max: AGE_GROUPS.child.max },
    infant: { min: 0, max: opts.childMinimumAge - 1 },
  };
}

// ---------- Dates of birth ----------
export const MONTH_ABBREVIATIONS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

function dateKey(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Reads "07 Mar 2015" (English month abbreviation, any case) or "2015-03-07"; gives YYYY-MM-DD or null. */
export function parseDateOfBirth(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return dateKey(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})$/.exec(value);
  if (!dmy) return null;
  const month = MONTH_ABBREVIATIONS.indexOf(dmy[2]!.toLowerCase() as (typeof MONTH_ABBREVIATIONS)[number]);
  if (month < 0) return null;
  return dateKey(Number(dmy[3]), month + 1, Number(dmy[1]));
}

/**
 * Whole years from the date of birth (either accepted format) to today (YYYY-MM-DD); the birthday itself counts.
 * Someone born on 29 Feb turns a year older on 1 Mar in other years. A birth after today or bad input gives null.
 */
export function ageInYears(dateOfBirth: string, today: string): number | null {
  const birth = parseDateOfBirth(dateOfBirth);
  const now = /^\d{4}-\d{2}-\d{2}$/.test(today) ? parseDateOfBirth(today) : null;
  if (!birth || !now || birth > now) return null;
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = now.split("-").map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

// ---------- Lesson age types (booking bar step 3 for ski school) ----------
export type AgeTypeKey = "all" | "adult" | "junior" | "child";
export interface AgeTypeOption {
  id: AgeTypeId;
  key: AgeTypeKey;
}

/** Ski: All 0, Adult 14+ 1, Junior 7-13 2, Child 3-6 4. Snowboard: All 0, Adult 14+ 1, Junior 8-13 3. */
export function ageTypesFor(discipline: Discipline): AgeTypeOption[] {
  const table = discipline === "ski" ? SKI_AGE_TYPES : SNOWBOARD_AGE_TYPES;
  return (Object.entries(table) as [AgeTypeKey, AgeTypeId][]).map(([key, id]) => ({ id, key }));
}

/** Ages an age type covers; "All" spans the discipline's groups. Null for an id the discipline does not have. */
export function ageRangeOfAgeType(id: number, discipline: Discipline, childMinimumAge: 2 | 3 = 3): AgeRange | null {
  const option = ageTypesFor(discipline).find((o) => o.id === id);
  if (!option) return null;
  const groups = ageGroupsFor({ discipline, childMinimumAge });
  if (option.key === "all") {
    const youngest = discipline === "ski" ? groups.child.min : groups.junior.min;
    return { min: youngest, max: MAX_AGE };
  }
  return { ...groups[option.key] };
}

const AGE_TYPE_WORDS: Record<AgeTypeKey, Record<Locale, string>> = {
  all: { en: "All Ages", ar: "جميع الأعمار" },
  adult: { en: "Adult", ar: "بالغ" },
  junior: { en: "Junior", ar: "ناشئ" },
  child: { en: "Child", ar: "طفل" },
};

/** "Adult 14+", "Junior 8-13", "All Ages" in the page's language. */
export function ageTypeLabel(id: number, discipline: Discipline, locale: Locale, childMinimumAge: 2 | 3 = 3): string | null {
  const option = ageTypesFor(discipline).find((o) => o.id === id);
  const range = ageRangeOfAgeType(id, discipline, childMinimumAge);
  if (!option || !range) return null;
  const word = AGE_TYPE_WORDS[option.key][locale];
  if (option.key === "all") return word;
  return range.max === MAX_AGE ? `${word} ${range.min}+` : `${word} ${range.min}-${range.max}`;
}

// ---------- An age's title with its range ----------
/** A title ending in an age range in brackets: "Adult (14+)", "طفل (3-6)", "Junior ( 7 – 13 )". */
const TITLE_WITH_AGE_RANGE = /^(.*?)\s*\(\s*(\d{1,3})\s*(?:(\+)|[-–]\s*(\d{1,3}))\s*\)\s*$/su;

export interface AgeTitleParts {
  /** The name of the age ("بالغ"), or the whole title when it ends in no age range. */
  name: string;
  /** The range as written left to right ("(14+)", "(3-6)"), or null. */
  range: string | null;
}

/**
 * An age's title (from the CMS) split into its name and its range, so the range can be shown as one left-to-right
 * run in Arabic: laid out by the sentence's direction, "(14+)" would read "(+14)" and its brackets could turn.
 */
export function ageTitleParts(title: string): AgeTitleParts {
  const match = TITLE_WITH_AGE_RANGE.exec(title);
  if (!match || !match[1]) return { name: title, range: null };
  const [, name, min, plus, max] = match;
  return { name: name!, range: plus ? `(${min}+)` : `(${min}-${max})` };
}
