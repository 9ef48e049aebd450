// Whether a venue is open now: the live-update box compares the clock in the venue's time zone with its working hours.
import { cachedFormat } from "./intl-cache";

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
