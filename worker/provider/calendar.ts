// Turns a site's calendar rules (tenants/catalogue CalendarSeed) into the rows of a rolling window of days:
// calendar days, performances and product daily prices, as tuples ready for one INSERT … FROM json_each(?).
import type { ColorCodeTag } from "../../shared/catalogue";
import type { CalendarSeed, CatalogueSeed } from "../../tenants/catalogue/types";
import { addDays, weekdayOf } from "../../shared/booking/calendar";

/** The window materialised on each seeding: from yesterday (venue time) to today + 200 days. */
export const CALENDAR_WINDOW_START_OFFSET = -1;
export const CALENDAR_WINDOW_END_OFFSET = 200;

/** [event_ak, date, capacity, is_active, max_total, price, color_code_tag] */
export type DayRow = [string, string, number, 0 | 1, number | null, number, ColorCodeTag];
/** [event_ak, date, performance_ak, time, end_time, capacity] */
export type PerformanceRow = [string, string, string, string, string, number];
/** [product_ak, date, price, color_code_tag] */
export type PriceRow = [string, string, number, ColorCodeTag];

export interface MaterialisedCalendar {
  days: DayRow[];
  performances: PerformanceRow[];
  prices: PriceRow[];
}

/** Performance AK of one day: {event_ak}.{suffix}.{YYYYMMDD}. */
export function performanceAk(eventAk: string, suffix: string, date: string): string {
  return `${eventAk}.${suffix}.${date.replaceAll("-", "")}`;
}

function dayCapacity(calendar: CalendarSeed): number {
  return calendar.performances ? calendar.performances.reduce((sum, p) => sum + p.capacity, 0) : calendar.capacity;
}

/** A free age stays free; every other price follows the day's colour by the calendar's step over green. */
function stepped(base: number, step: number): number {
  return base === 0 ? 0 : Math.round((base + step) * 1000) / 1000;
}

/** Last date already stored per calendar and per product (AKs lower-cased); rows up to it are not produced again. */
export interface StoredUntil {
  days: Map<string, string>;
  prices: Map<string, string>;
}

/**
 * Rows for every day of the window starting from `today`, after what is already stored. Closed days (weekday not open, or a closed offset
 * from today) are kept as inactive days with their performances, so reopening one is a single update; they get
 * no daily price. Product prices cover each ticket's product AK (at the adult price) and each of its age AKs.
 */
export function materialiseCalendar(
  seed: CatalogueSeed,
  today: string,
  stored: StoredUntil = { days: new Map(), prices: new Map() },
): MaterialisedCalendar {
  const days: DayRow[] = [];
  const performances: PerformanceRow[] = [];
  const prices: PriceRow[] = [];
  const openDays = new Map<string, Map<string, ColorCodeTag>>();

  for (const calendar of seed.calendars) {
    const open = new Map<string, ColorCodeTag>();
    openDays.set(calendar.event_ak.toLowerCase(), open);
    const capacity = dayCapacity(calendar);
    const storedUntil = stored.days.get(calendar.event_ak.toLowerCase()) ?? "";
    for (let offset = CALENDAR_WINDOW_START_OFFSET; offset <= CALENDAR_WINDOW_END_OFFSET; offset++) {
      const date = addDays(today, offset);
      const weekday = weekdayOf(date);
      const tag = calendar.tag_by_weekday[weekday]!;
      const isOpen = calendar.open_weekdays.includes(weekday) && !calendar.closed_day_offsets.includes(offset);
      if (isOpen) open.set(date, tag);
      if (date <= storedUntil) continue;
      days.push([calendar.event_ak, date, capacity, isOpen ? 1 : 0, calendar.max_total, calendar.price_by_tag[tag], tag]);
      for (const p of calendar.performances ?? []) {
        performances.push([calendar.event_ak, date, performanceAk(calendar.event_ak, p.suffix, date), p.time, p.endTime, p.capacity]);
      }
    }
  }

  const calendars = new Map(seed.calendars.map((c) => [c.event_ak.toLowerCase(), c]));
  const priced = new Set<string>();
  const tickets = seed.cards.flatMap((card) => [...card.tickets, ...(card.upgrade_ticket ? [card.upgrade_ticket] : [])]);
  for (const ticket of tickets) {
    const calendar = calendars.get(ticket.event_ak.toLowerCase());
    const open = openDays.get(ticket.event_ak.toLowerCase());
    if (!calendar || !open) continue;
    const adult = ticket.adult_details?.price ?? 0;
    const products: [string, number][] = [[ticket.ak, adult]];
    for (const details of [ticket.adult_details, ticket.junior_ak_details, ticket.child_ak_details, ticket.infant_ak_details]) {
      if (details) products.push([details.ak, details.price]);
    }
    for (const [ak, base] of products) {
      // The first ticket naming a product AK sets its prices; the table keeps one row per AK and day.
      if (priced.has(ak.toLowerCase())) continue;
      priced.add(ak.toLowerCase());
      const pricedUntil = stored.prices.get(ak.toLowerCase()) ?? "";
      for (const [date, tag] of open) {
        if (date <= pricedUntil) continue;
        prices.push([ak, date, stepped(base, calendar.price_by_tag[tag] - calendar.price_by_tag.green), tag]);
      }
    }
  }
  return { days, performances, prices };
}
