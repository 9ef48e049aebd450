// The date picker's rules on YYYY-MM-DD keys (booking-and-checkout §5, content-and-account §2 and §5): today in
// the venue's zone, month grids, the calendar a card books against, which days are bookable, camp ranges and
// multi-day highlights.
import type { AvailabilityDay, Card, DateMode } from "../catalogue";
import { dateKeyInZone, fromUtc, isDateKey, toUtc } from "../date-key";
import { tableSeats } from "./pricing";

export { isDateKey };

const DAY_MS = 86_400_000;

/** Today's date in the venue's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateKeyInZone(now, timeZone);
}

export function addDays(key: string, n: number): string {
  return fromUtc(toUtc(key) + n * DAY_MS);
}

/** Days from a to b (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(key: string): number {
  return new Date(toUtc(key)).getUTCDay();
}

/** Every date key from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) dates.push(fromUtc(ms));
  return dates;
}

export type WeekStart = 0 | 1 | 6;

/** A month as weeks of seven cells, days outside the month as null; weeks start on Sunday, Monday or Saturday. */
export function monthGrid(year: number, month: number, weekStartsOn: WeekStart): (string | null)[][] {
  const first = Date.UTC(year, month - 1, 1);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() - weekStartsOn + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < daysInMonth; d++) cells.push(fromUtc(first + d * DAY_MS));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// ---------- Allowed dates ----------
/** What an allowed-dates list permits: every date, only the listed ones, or all but the listed ones. */
export type AllowedDates =
  | { readonly kind: "any" }
  | { readonly kind: "only"; readonly dates: ReadonlySet<string> }
  | { readonly kind: "except"; readonly dates: ReadonlySet<string> };

export function isAllowedDate(rule: AllowedDates, date: string): boolean {
  if (rule.kind === "any") return true;
  return rule.kind === "only" ? rule.dates.has(date) : !rule.dates.has(date);
}

// ---------- The calendar a card books against ----------
/**
 * The calendar (event AK) whose days a card is booked on: its first ticket's, as the price and next-step rules
 * read the first ticket; null for a card without tickets.
 */
export function cardCalendar(card: Pick<Card, "tickets">): string | null {
  return card.tickets[0]?.event_ak ?? null;
}

/** The calendars of a listing's cards for one availability search: each once (AKs compare case-insensitively), in listing order. */
export function calendarsOf(cards: readonly Pick<Card, "tickets">[]): string[] {
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const card of cards) {
    const ak = cardCalendar(card);
    if (ak && !seen.has(ak.toLowerCase())) {
      seen.add(ak.toLowerCase());
      codes.push(ak);
    }
  }
  return codes;
}

// ---------- Bookability of a day ----------
export const DAY_BLOCK_REASONS = [
  "past",
  "inactive",
  "blocked",
  "not_allowed",
  "sold_out",
  "not_enough_places",
  "camp_incomplete",
] as const;
export type DayBlockReason = (typeof DAY_BLOCK_REASONS)[number];

export interface Bookability {
  bookable: boolean;
  reason: DayBlockReason | null;
}

export interface DayBookabilityInput {
  date: string;
  today: string;
  /** The provider's day; a missing day is an inactive one. */
  day?: AvailabilityDay;
  guests: number;
  /** Dates the CMS blocks for the booking bar. */
  blockedDates?: readonly string[];
  allowed?: AllowedDates;
  /** Table products: places count in whole tables of this size. */
  table?: { perTable: number } | null;
  /** The ticket has an additional code: any availability above 0 is enough. */
  hasAdditionalCode?: boolean;
}

/** What a card adds to the day rule: whole tables for a table product, and its first ticket's additional code. */
export type CardBookabilityOptions = Required<Pick<DayBookabilityInput, "table" | "hasAdditionalCode">>;

export function cardBookabilityOptions(
  card: Pick<Card, "tickets" | "is_table" | "max_number_per_table">,
): CardBookabilityOptions {
  return {
    table: card.is_table && card.max_number_per_table ? { perTable: card.max_number_per_table } : null,
    hasAdditionalCode: Boolean(card.tickets[0]?.additional_ak),
  };
}

const OPEN: Bookability = { bookable: true, reason: null };
const blocked = (reason: DayBlockReason): Bookability => ({ bookable: false, reason });

/** Whether a day can be picked for the given guests, and the first reason when it cannot (checked in this order). */
export function dayBookability(input: DayBookabilityInput): Bookability {
  const { date, today, day, guests } = input;
  if (date < today) return blocked("past");
  if (!day || !day.isActive) return blocked("inactive");
  if (input.blockedDates?.includes(date)) return blocked("blocked");
  if (input.allowed && !isAllowedDate(input.allowed, date)) return blocked("not_allowed");
  const places = day.maxAvailability;
  if (places <= 0) return blocked("sold_out");
  if (input.hasAdditionalCode) return OPEN;
  const seats = input.table ? tableSeats(places, input.table.perTable) : places;
  return guests <= seats ? OPEN : blocked("not_enough_places");
}

// ---------- Camps and multi-day highlights ----------
/** Days a mode covers before skipped dates: days → N, week → N × 7, default → N (the highlight length). */
export function modeLengthInDays(mode: DateMode): number {
  return mode.type === "week" ? mode.length * 7 : mode.length;
}

/** The dates a camp starting on `start` covers; each skipped date inside the range is left out and adds a day. */
export function campDates(start: string, mode: DateMode): string[] {
  const skip = new Set(mode.skip_dates);
  const wanted = modeLengthInDays(mode);
  const dates: string[] = [];
  // Each skipped date can extend the range only once, so the walk ends within wanted + skip.size days.
  for (let d = start, steps = 0; dates.length < wanted && steps < wanted + skip.size; d = addDays(d, 1), steps++) {
    if (!skip.has(d)) dates.push(d);
  }
  return dates;
}

/** A camp may start on a date only if it is not a skipped date and every day of the camp is bookable. */
export function campStartSelectable(start: string, mode: DateMode, isBookable: (date: string) => boolean): boolean {
  if (mode.skip_dates.includes(start)) return false;
  return campDates(start, mode).every((d) => isBookable(d));
}

/** The start day's own bookability, or camp_incomplete when a later camp day cannot be booked. */
export function campStartBookability(
  start: string,
  mode: DateMode,
  bookabilityOf: (date: string) => Bookability,
): Bookability {
  const own = bookabilityOf(start);
  if (!own.bookable) return own;
  return campStartSelectable(start, mode, (d) => bookabilityOf(d).bookable) ? OPEN : blocked("camp_incomplete");
}

/** The `count` consecutive days from start when all are bookable (the default mode's multi-day highlight), else null. */
export function consecutiveRun(start: string, count: number, isBookable: (date: string) => boolean): string[] | null {
  if (count < 1) return null;
  const run: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = addDays(start, i);
    if (!isBookable(d)) return null;
    run.push(d);
  }
  return run;
}

/** A restored search keeps its date unless it has passed, then it becomes today; a missing or bad date stays empty. */
export function restoreSearchDate(date: string | null, today: string): string | null {
  if (date === null || !isDateKey(date)) return null;
  return date < today ? today : date;
}
