// The booking session timer (booking-and-checkout §4, content-and-account §2, §4): it starts when the first package
// enters an empty cart, runs 30 minutes, warns 5 minutes before the end and may be extended a few times.
// Pure: every rule takes `now`; type-only imports keep the schema library out of the header that shows the timer.
import { BOOKING_SESSION_MS, MAX_SESSION_EXTENSIONS, SESSION_WARNING_MS } from "../contract/orders";
import { cachedFormat } from "../intl-cache";
import type { Locale } from "../locale";
import type { BookingSessionTimer } from "./state";

export type SessionPhase = "none" | "running" | "warning" | "ended";
type Instant = Date | number;

const ms = (now: Instant): number => (typeof now === "number" ? now : now.getTime());

/** The session starts only when a package enters an empty cart. */
export function shouldStartSession(prevItemCount: number): boolean {
  return prevItemCount === 0;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The language tag and options of the session's 12-hour end time. */
export function sessionClockFormatArgs(timeZone: string): [string, Intl.DateTimeFormatOptions] {
  return ["en-US", { timeZone, hour: "numeric", minute: "2-digit", hourCycle: "h12" }];
}

/**
 * The end time as the header prints it: "h:mm" on a 12-hour clock in the venue's time zone and AM or PM. Digits are
 * Western in both languages, as the shop prints amounts and dates; the AM/PM word is translated by timeOfDayLabel.
 */
export function clockOf(instant: Instant, timeZone: string): { endTimeStringFormat: string; timeOfDay: "AM" | "PM" } {
  const format = cachedFormat(clockFormats, timeZone, () => new Intl.DateTimeFormat(...sessionClockFormatArgs(timeZone)));
  const parts = format.formatToParts(ms(instant));
  const hour = parts.find((p) => p.type === "hour")?.value ?? "12";
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  const period = parts.find((p) => p.type === "dayPeriod")?.value.toUpperCase() ?? "AM";
  return { endTimeStringFormat: `${hour}:${minute}`, timeOfDay: period.startsWith("P") ? "PM" : "AM" };
}

/** A timer ending at the given instant, keeping the extension count. */
export function timerEndingAt(end: Instant, timeZone: string, extensions = 0): BookingSessionTimer {
  const endMs = ms(end);
  return { isStart: true, endDateTime: new Date(endMs).toISOString(), ...clockOf(endMs, timeZone), extensions };
}

/** A new session: 30 minutes from now. */
export function startSession(now: Instant, timeZone: string): BookingSessionTimer {
  return timerEndingAt(ms(now) + BOOKING_SESSION_MS, timeZone, 0);
}

function endMsOf(timer: BookingSessionTimer): number | null {
  if (!timer.isStart || !timer.endDateTime) return null;
  const end = Date.parse(timer.endDateTime);
  return Number.isFinite(end) ? end : null;
}

/** none: no session; warning: from 5 minutes before the end; ended: at or after the end (also on a late page load). */
export function sessionPhase(timer: BookingSessionTimer, now: Instant): SessionPhase {
  const end = endMsOf(timer);
  if (end === null) return "none";
  const t = ms(now);
  if (t >= end) return "ended";
  if (t >= end - SESSION_WARNING_MS) return "warning";
  return "running";
}

/** Milliseconds until the session ends (0 once ended); null without a session. */
export function msUntilEnd(timer: BookingSessionTimer, now: Instant): number | null {
  const end = endMsOf(timer);
  return end === null ? null : Math.max(0, end - ms(now));
}

/** "mm:ss" of the time left, whole seconds rounded up so "00:00" shows only at the end. */
export function remainingLabel(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** Continue may extend a running session that has not used up its extensions. */
export function canExtend(timer: BookingSessionTimer): boolean {
  return timer.isStart && timer.extensions < MAX_SESSION_EXTENSIONS;
}

/** Aligns a running timer to the holds' end from a reserve-mode basket check, without counting an extension. */
export function syncTimerToExpiry(timer: BookingSessionTimer, expiresAtIso: string | null, timeZone: string): BookingSessionTimer {
  if (!timer.isStart || !expiresAtIso) return timer;
  const end = Date.parse(expiresAtIso);
  if (!Number.isFinite(end) || new Date(end).toISOString() === timer.endDateTime) return timer;
  return timerEndingAt(end, timeZone, timer.extensions);
}

/** AM/PM in the page's language (ص / م in Arabic). */
export function timeOfDayLabel(timeOfDay: "AM" | "PM", locale: Locale): string {
  if (locale === "ar") return timeOfDay === "AM" ? "ص" : "م";
  return timeOfDay;
}

/** "4:35 PM" / "4:35 م": the end of the session as the header prints it; empty without a session. */
export function endTimeLabel(timer: BookingSessionTimer, locale: Locale): string {
  if (!timer.isStart || !timer.endTimeStringFormat) return "";
  return `${timer.endTimeStringFormat} ${timeOfDayLabel(timer.timeOfDay, locale)}`;
}

