// Whether a venue is open now: the live-update box compares the clock in the venue's time zone with its working hours,
// which the CMS gives per day of the week (a venue that opens earlier at weekends says so once, for every page).
import { cachedFormat } from "./intl-cache";

/** The days of the week in the order of JavaScript's getDay(): 0 Sunday … 6 Saturday. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's opening, "hh:mm" to "hh:mm" on the venue's clock; a closing at or before the opening runs past midnight. */
export interface DayHours {
  open: string;
  close: string;
}
/** The venue's hours for each day of the week; null is a day it stays closed. */
export type WeeklyHours = Readonly<Record<Weekday, DayHours | null>>;

/** The same hours every day: what a CMS that gives a single range means. */
export function sameHoursEveryDay(open: string, close: string): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { open, close }])) as Record<Weekday, DayHours>;
}

/** Minutes since midnight of an "hh:mm" time; "24:00" is the end of the day. Null when malformed. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The day of the week (0 Sunday … 6 Saturday) of an instant on the wall clock of a time zone. */
export function weekdayInZone(now: Date, timeZone: string): number {
  const format = cachedFormat(weekdayFormats, timeZone, () => new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }));
  return SHORT_WEEKDAYS.indexOf(format.format(now));
}

/** The language tag and options of the venue's 24-hour wall clock. */
export function venueClockFormatArgs(timeZone: string): [string, Intl.DateTimeFormatOptions] {
  return ["en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }];
}

/** Minutes since midnight of an instant, on the wall clock of a time zone (e.g. "Asia/Dubai"). */
export function minutesInZone(now: Date, timeZone: string): number {
  const format = cachedFormat(clockFormats, timeZone, () => new Intl.DateTimeFormat(...venueClockFormatArgs(timeZone)));
  let hours = 0;
  let minutes = 0;
  for (const part of format.formatToParts(now)) {
    if (part.type === "hour") hours = Number(part.value) % 24;
    if (part.type === "minute") minutes = Number(part.value);
  }
  return hours * 60 + minutes;
}

/**
 * Open from the start minute (inclusive) to the end minute (exclusive), in the venue's zone.
 * An end at or before the start runs past midnight ("10:00"–"01:00", or "09:00"–"00:00" for "until midnight");
 * equal start and end mean open around the clock. Malformed hours count as closed.
 */
export function isOpenAt(start: string, end: string, now: Date, timeZone: string): boolean {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === null || to === null) return false;
  const current = minutesInZone(now, timeZone);
  if (from === to % (24 * 60)) return true;
  if (from < to) return current >= from && current < to;
  return current >= from || current < to;
}

/** A day's opening as minutes: from (inclusive) to (exclusive), `to` past 1440 when it runs past midnight. */
function spanOf(hours: DayHours | null): { from: number; to: number } | null {
  if (!hours) return null;
  const from = minutesOfDay(hours.open);
  const to = minutesOfDay(hours.close);
  if (from === null || to === null) return null;
  if (from === to % (24 * 60)) return { from, to: from + 24 * 60 };
  return { from, to: to <= from ? to + 24 * 60 : to };
}

/**
 * Open now, in the venue's zone, by its hours for the day: today's opening, or yesterday's when it runs past midnight
 * into today ("10:00"–"01:00" on Friday is still open at 00:30 on Saturday). Malformed hours count as closed.
 */
export function isOpenOn(week: WeeklyHours, now: Date, timeZone: string): boolean {
  const day = weekdayInZone(now, timeZone);
  const minute = minutesInZone(now, timeZone);
  const today = spanOf(week[WEEKDAYS[day]!]);
  if (today && minute >= today.from && minute < today.to) return true;
  const yesterday = spanOf(week[WEEKDAYS[(day + 6) % 7]!]);
  return yesterday !== null && minute + 24 * 60 < yesterday.to;
}

/** The venue's hours on the day it is now in its zone (null: closed all day). */
export function hoursToday(week: WeeklyHours, now: Date, timeZone: string): DayHours | null {
  return week[WEEKDAYS[weekdayInZone(now, timeZone)]!];
}

/** Days that follow each other with the same hours, as the home page lists them: from the first day to the last. */
export interface HoursRow {
  first: number;
  last: number;
  hours: DayHours | null;
}

/** The week as rows of days with the same hours, starting on the venue's first day of the week (tenant.weekStartsOn). */
export function hoursRows(week: WeeklyHours, weekStartsOn: number): HoursRow[] {
  const rows: HoursRow[] = [];
  const same = (a: DayHours | null, b: DayHours | null) => (a === null || b === null ? a === b : a.open === b.open && a.close === b.close);
  for (let i = 0; i < 7; i++) {
    const day = (weekStartsOn + i) % 7;
    const hours = week[WEEKDAYS[day]!];
    const last = rows.at(-1);
    if (last && same(last.hours, hours)) last.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows;
}
