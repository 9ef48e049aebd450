// How the shop prints amounts and dates: amounts in the venue's currency (2 decimals, or 3 where the venue says so;
// an empty amount shows as zero), and YYYY-MM-DD date keys in the page's language, both with Western digits.
import { isDateKey } from "./booking/calendar";
import type { Locale } from "./locale";

export function amountOrZero(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/** "AED 150.00" in English, "‏150.00 د.إ.‏" in Arabic (Western digits, as the venues print them). */
export function formatAmount(
  amount: number | string | null | undefined,
  currency: string,
  decimals: 2 | 3,
  locale: Locale,
): string {
  const format = new Intl.NumberFormat(locale === "ar" ? "ar-AE-u-nu-latn" : "en-AE", {
    style: "currency",
    currency,
    currencyDisplay: locale === "ar" ? "symbol" : "code",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return format.format(amountOrZero(amount));
}

// ---------- Dates ----------
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
  let format = dateFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocaleTag(locale), { ...DATE_KEY_STYLES[style], timeZone: "UTC" });
    dateFormats.set(id, format);
  }
  return format.format(Date.parse(`${key}T00:00:00Z`));
}
