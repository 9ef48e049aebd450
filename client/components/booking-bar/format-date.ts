// How the booking bar writes a chosen date (YYYY-MM-DD) in the page's language: "12 Dec" and "Fri, 12 Dec 2026".
import type { Locale } from "../../../shared/locale";

/** Arabic month names with Latin digits, or British English (day before month). */
export function dateLocaleTag(locale: Locale): string {
  return locale === "ar" ? "ar-AE-u-nu-latn" : "en-GB";
}

/** The short and the full label of a date key; the key is read as a calendar day, whatever the browser's zone. */
export function searchDateLabels(fullDate: string, locale: Locale): { shortDate: string; selectedDate: string } {
  const at = Date.parse(`${fullDate}T00:00:00Z`);
  if (Number.isNaN(at)) return { shortDate: fullDate, selectedDate: fullDate };
  const tag = dateLocaleTag(locale);
  return {
    shortDate: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }).format(at),
    selectedDate: new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(at),
  };
}
