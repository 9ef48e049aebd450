// Calendar date keys (YYYY-MM-DD): reading them in UTC, where no day is 23 or 25 hours long, and writing them in
// the page's language. Kept apart from the calendar rules and from amounts, so each page loads only what it writes.
import { cachedFormat } from "./intl-cache";
import type { Locale } from "./locale";

const KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a key's midnight in UTC; a malformed key is a RangeError. */
export function toUtc(key: string): number {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a well-formed key of a date that exists. */
export function isDateKey(value: unknown): value is string {
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

/** The BCP 47 tag dates are written with: Arabic month names with Western digits, or British English (day first). */
export function dateLocaleTag(locale: Locale): string {
  return locale === "ar" ? "ar-AE-u-nu-latn" : "en-GB";
}

/** The ways a page writes a date key (English examples for 2026-06-12). */
export const DATE_KEY_STYLES = {
  /** "Fri, 12 Jun 2026": listings, the booking bar's chosen date, the detail page. */
  date: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  /** "Friday, 12 June 2026": the date picker's day names for screen readers. */
  longDate: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  /** "12 Jun": the booking bar's short label. */
  dayMonth: { day: "numeric", month: "short" },
  /** "June 2026": the date picker's month title (any day of the month). */
  monthYear: { month: "long", year: "numeric" },
  /** "12": a day cell. */
  day: { day: "numeric" },
  /** "Fri" and "Friday": weekday column headers. */
  weekday: { weekday: "short" },
  longWeekday: { weekday: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateKeyStyle = keyof typeof DATE_KEY_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date key in the page's language and the given style. The key is read as a calendar day (formatted in UTC), so
 * the browser's own zone never shifts it; a malformed key is given back as it is.
 */
export function formatDateKey(key: string, locale: Locale, style: DateKeyStyle = "date"): string {
  if (!isDateKey(key)) return key;
  const id = `${locale}|${style}`;
  const format = cachedFormat(dateFormats, id, () => new Intl.DateTimeFormat(...dateKeyFormatArgs(locale, style)));
  return format.format(Date.parse(`${key}T00:00:00Z`));
}

/** The language tag and options of a date key's format in one style. */
export function dateKeyFormatArgs(locale: Locale, style: DateKeyStyle): [string, Intl.DateTimeFormatOptions] {
  return [dateLocaleTag(locale), { ...DATE_KEY_STYLES[style], timeZone: "UTC" }];
}

/** One calendar-date format per time zone: building one costs far more than using it. */
const zoneDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The language tag and options of the calendar-date format of a time zone. */
export function zoneDateFormatArgs(timeZone: string): [string, Intl.DateTimeFormatOptions] {
  return ["en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }];
}

/** The YYYY-MM-DD date of an instant on the calendar of a time zone (e.g. "Asia/Dubai"). */
export function dateKeyInZone(instant: Date, timeZone: string): string {
  const format = cachedFormat(zoneDateFormats, timeZone, () => new Intl.DateTimeFormat(...zoneDateFormatArgs(timeZone)));
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
