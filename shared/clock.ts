// The one time style of the shop: a 12-hour clock with AM/PM in English and ص/م in Arabic, Western digits in both
// (as amounts and dates are printed), for time slots, opening hours, order lines, tickets, invoices and e-mails.
import { timeOfDayLabel } from "./cart/session";
import { dateKeyInZone, formatDateKey } from "./date-key";
import { cachedFormat } from "./intl-cache";
import type { Locale } from "./locale";
import { minutesInZone } from "./working-hours";

/** A 24-hour "HH:mm" as "2:30 PM" / "2:30 م"; anything else is given back as it is. "24:00" is midnight. */
export function clockLabel(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]) % 24;
  if (Number(match[1]) > 24) return time;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${timeOfDayLabel(hours < 12 ? "AM" : "PM", locale)}`;
}

/** A span of two "HH:mm" times, "10:00 AM – 11:30 AM"; in Arabic the runs read right to left, start first. */
export function clockRange(start: string, end: string, locale: Locale): string {
  return `${clockLabel(start, locale)} – ${clockLabel(end, locale)}`;
}

/**
 * An instant as the venue's wall clock shows it, whatever the zone of the machine that renders it: its day ("Sat, 28
 * Nov 2026") and its time on the 12-hour clock ("11:30 PM").
 */
export function venueTimeOf(instant: Date, timeZone: string, locale: Locale): { date: string; time: string } {
  const minutes = minutesInZone(instant, timeZone);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return { date: formatDateKey(dateKeyInZone(instant, timeZone), locale, "date"), time: clockLabel(time, locale) };
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
/** 29 November 2026 was a Sunday: day `n` of the week (0 Sunday … 6 Saturday) is `n` days after it. */
const A_SUNDAY_UTC = Date.UTC(2026, 10, 29);

/** The name of a day of the week (0 Sunday … 6 Saturday) in the page's language: "Saturday", "السبت". */
export function weekdayName(day: number, locale: Locale): string {
  const format = cachedFormat(weekdayFormats, locale, () => new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", { weekday: "long", timeZone: "UTC" }));
  return format.format(new Date(A_SUNDAY_UTC + day * 86_400_000));
}

/** Days that follow each other, "Monday – Friday", or one day alone; in Arabic the first day reads first, on the right. */
export function weekdaySpan(first: number, last: number, locale: Locale): string {
  return first === last ? weekdayName(first, locale) : `${weekdayName(first, locale)} – ${weekdayName(last, locale)}`;
}
