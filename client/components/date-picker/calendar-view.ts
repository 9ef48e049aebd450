// What the date picker draws for a month: each day's state (selectable, why not, colour, part of the chosen
// range) from the shared date rules, plus keyboard moves on date keys. Pure, so it is tested without a browser.
import type { AvailabilityDay, ColorCodeTag, DateMode } from "../../../shared/catalogue";
import {
  type Bookability,
  type DayBlockReason,
  addDays,
  campDates,
  campStartBookability,
  consecutiveRun,
  dayBookability,
  modeLengthInDays,
  type WeekStart,
  weekdayOf,
} from "../../../shared/booking/calendar";


export interface CalendarInput {
  today: string;
  days: ReadonlyMap<string, AvailabilityDay> | null;
  guests: number;
  blockedDates?: readonly string[];
  table?: { perTable: number } | null;
  hasAdditionalCode?: boolean;
  dateMode?: DateMode;
}

export interface DayView {
  date: string;
  selectable: boolean;
  /** Why the day cannot be chosen; "loading" while availability is on its way. */
  reason: DayBlockReason | "loading" | null;
  color: ColorCodeTag | null;
}

/** Picking a day picks this range: one day, a multi-day run or a camp. */
export function rangeMode(mode: DateMode | undefined): "single" | "run" | "camp" {
  if (!mode || (mode.type === "default" && mode.length <= 1)) return "single";
  return mode.type === "default" ? "run" : "camp";
}

/** A rule-checker for one render of the picker. */
export function calendarRules(input: CalendarInput) {
  const cache = new Map<string, Bookability>();
  const own = (date: string): Bookability => {
    let found = cache.get(date);
    if (!found) {
      found = dayBookability({
        date,
        today: input.today,
        day: input.days?.get(date),
        guests: input.guests,
        blockedDates: input.blockedDates,
        table: input.table,
        hasAdditionalCode: input.hasAdditionalCode,
      });
      cache.set(date, found);
    }
    return found;
  };
  const mode = input.dateMode;
  const kind = rangeMode(mode);

  const viewOf = (date: string): DayView => {
    const color = input.days?.get(date)?.color_code_tag ?? null;
    if (input.days === null) {
      return date < input.today ? { date, selectable: false, reason: "past", color: null } : { date, selectable: false, reason: "loading", color: null };
    }
    let result = own(date);
    if (result.bookable && mode && kind === "camp") result = campStartBookability(date, mode, own);
    if (result.bookable && mode && kind === "run" && !consecutiveRun(date, mode.length, (d) => own(d).bookable)) {
      result = { bookable: false, reason: "camp_incomplete" };
    }
    return { date, selectable: result.bookable, reason: result.reason, color: result.bookable ? color : null };
  };

  /** The days chosen when `start` is picked. */
  const rangeOf = (start: string | null): string[] => {
    if (!start) return [];
    if (!mode || kind === "single") return [start];
    if (kind === "camp") return campDates(start, mode);
    return Array.from({ length: mode.length }, (_, i) => addDays(start, i));
  };

  return { viewOf, rangeOf };
}

/** First and last day the picker needs availability for when a month is shown (a range may run past its end). */
export function monthFetchRange(year: number, month: number, mode?: DateMode): { from: string; to: string } {
  const from = `${year}-${String(month).padStart(2, "0")}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const extra = mode && rangeMode(mode) !== "single" ? modeLengthInDays(mode) - 1 + mode.skip_dates.length : 0;
  return { from, to: addDays(last, extra) };
}

export function monthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day of the month `by` months away, moved back to the month's last day when it has fewer days. */
export function addMonths(date: string, by: number): string {
  const { year, month } = monthOf(date);
  const target = shiftMonth(year, month, by);
  const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${target.year}-${String(target.month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export type GridKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" | "PageUp" | "PageDown";

/**
 * Where a key moves the focused day; left and right swap in right-to-left pages, shift+PageUp/Down moves a year, Home
 * and End go to the first and last day of the venue's week (Monday unless given).
 */
export function moveFocus(date: string, key: GridKey, opts: { rtl: boolean; shift?: boolean; weekStartsOn?: WeekStart }): string {
  const weekStart = opts.weekStartsOn ?? 1;
  const forward = opts.rtl ? "ArrowLeft" : "ArrowRight";
  switch (key) {
    case "ArrowLeft":
    case "ArrowRight":
      return addDays(date, key === forward ? 1 : -1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
    case "End":
      return addDays(date, 6 - ((weekdayOf(date) - weekStart + 7) % 7));
    case "PageUp":
      return addMonths(date, opts.shift ? -12 : -1);
    case "PageDown":
      return addMonths(date, opts.shift ? 12 : 1);
  }
}
