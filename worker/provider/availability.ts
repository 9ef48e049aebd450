// Availability and daily prices from the materialised calendar and the seat ledger: free places are capacity
// less sold seats and holds that have not expired, per day and per performance, read with two range queries.
import type {
  AvailabilityAnswer,
  AvailabilityDay,
  CodeDayList,
  ColorCodeTag,
  DailyPrice,
  Performance,
  SearchAvailabilityAnswer,
} from "../../shared/catalogue";
import { datesFrom } from "../../shared/booking/calendar";
import { seatTaken } from "../orders/rules";

/** The answer's success code (§7: error.code 200). */
export const AVAILABILITY_OK_CODE = 200;

// Seats taken per day: every ledger row of the day, with or without a performance, sold or still held.
const SELECT_DAYS = `SELECT d.date, d.capacity, d.is_active, d.max_total, d.price, d.color_code_tag,
    COALESCE(l.taken, 0) AS taken
  FROM calendar_days d
  LEFT JOIN (
    SELECT date, SUM(quantity) AS taken FROM slot_ledger
    WHERE site_id = ?1 AND event_ak = ?2 AND date BETWEEN ?3 AND ?4 AND ${seatTaken("?5")}
    GROUP BY date
  ) l ON l.date = d.date
  WHERE d.site_id = ?1 AND d.event_ak = ?2 AND d.date BETWEEN ?3 AND ?4
  ORDER BY d.date`;

const SELECT_PERFORMANCES = `SELECT p.date, p.performance_ak, p.time, p.end_time, p.capacity, COALESCE(l.taken, 0) AS taken
  FROM calendar_performances p
  LEFT JOIN (
    SELECT date, performance_ak, SUM(quantity) AS taken FROM slot_ledger
    WHERE site_id = ?1 AND event_ak = ?2 AND date BETWEEN ?3 AND ?4 AND performance_ak IS NOT NULL
      AND ${seatTaken("?5")}
    GROUP BY date, performance_ak
  ) l ON l.date = p.date AND l.performance_ak = p.performance_ak
  WHERE p.site_id = ?1 AND p.event_ak = ?2 AND p.date BETWEEN ?3 AND ?4
  ORDER BY p.date, p.time, p.performance_ak`;

interface DayRecord {
  date: string;
  capacity: number;
  is_active: number;
  max_total: number | null;
  price: number | null;
  color_code_tag: ColorCodeTag | null;
  taken: number;
}

interface PerformanceRecord {
  date: string;
  performance_ak: string;
  time: string;
  end_time: string;
  capacity: number;
  taken: number;
}

/** A date the store has no day for: closed, with nothing to book. */
export function inactiveDay(date: string): AvailabilityDay {
  return {
    date,
    isActive: false,
    maxAvailability: 0,
    countAvailability: 0,
    maxTotal: null,
    performanceList: [],
    price: null,
    color_code_tag: null,
  };
}

function statements(db: D1Database, siteId: number, eventAk: string, from: string, to: string, nowIso: string) {
  return [
    db.prepare(SELECT_DAYS).bind(siteId, eventAk, from, to, nowIso),
    db.prepare(SELECT_PERFORMANCES).bind(siteId, eventAk, from, to, nowIso),
  ];
}

function dayList(days: DayRecord[], performances: PerformanceRecord[], from: string, to: string): AvailabilityDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const performancesByDate = new Map<string, Performance[]>();
  for (const p of performances) {
    const list = performancesByDate.get(p.date) ?? [];
    list.push({ ak: p.performance_ak, time: p.time, endTime: p.end_time, availability: Math.max(0, p.capacity - p.taken) });
    performancesByDate.set(p.date, list);
  }
  return datesFrom(from, to).map((date) => {
    const day = byDate.get(date);
    if (!day) return inactiveDay(date);
    const isActive = day.is_active === 1;
    return {
      date,
      isActive,
      // A closed day offers nothing to book, whatever its capacity.
      maxAvailability: isActive ? Math.max(0, day.capacity - day.taken) : 0,
      countAvailability: day.capacity,
      maxTotal: day.max_total,
      performanceList: isActive ? (performancesByDate.get(date) ?? []) : [],
      price: day.price,
      color_code_tag: day.color_code_tag,
    };
  });
}

/** Every date from..to of one calendar, days the store lacks answered inactive. */
export async function readAvailability(
  db: D1Database,
  siteId: number,
  eventAk: string,
  from: string,
  to: string,
  nowIso: string = new Date().toISOString(),
): Promise<AvailabilityAnswer> {
  const [days, performances] = await db.batch(statements(db, siteId, eventAk, from, to, nowIso));
  return {
    error: { code: AVAILABILITY_OK_CODE },
    dayList: dayList(days!.results as DayRecord[], performances!.results as PerformanceRecord[], from, to),
  };
}

/**
 * Merges several calendars into one day list: a day is active if any code is; free places are the largest of
 * the active codes'; capacity the sum; price and colour those of the cheapest active code; performances all of
 * the active codes' in time order.
 */
export function mergeDayLists(lists: CodeDayList[], from: string, to: string): AvailabilityDay[] {
  return datesFrom(from, to).map((date, index) => {
    const days = lists.map((l) => l.dayList[index]!);
    const active = days.filter((d) => d.isActive);
    if (active.length === 0) {
      return { ...inactiveDay(date), countAvailability: days.reduce((sum, d) => sum + d.countAvailability, 0) };
    }
    const priced = active.filter((d) => d.price !== null).sort((a, b) => a.price! - b.price!);
    const cheapest = priced[0];
    return {
      date,
      isActive: true,
      maxAvailability: Math.max(...active.map((d) => d.maxAvailability)),
      countAvailability: days.reduce((sum, d) => sum + d.countAvailability, 0),
      // One code on the default total keeps the default; otherwise the most generous limit.
      maxTotal: active.some((d) => d.maxTotal === null) ? null : Math.max(...active.map((d) => d.maxTotal!)),
      performanceList: active
        .flatMap((d) => d.performanceList)
        .sort((a, b) => a.time.localeCompare(b.time) || a.ak.localeCompare(b.ak)),
      price: cheapest?.price ?? null,
      color_code_tag: cheapest?.color_code_tag ?? null,
    };
  });
}

/** Several calendars read in one round trip (one batch) and merged. */
export async function readSearchAvailability(
  db: D1Database,
  siteId: number,
  codes: readonly string[],
  from: string,
  to: string,
  nowIso: string = new Date().toISOString(),
): Promise<SearchAvailabilityAnswer> {
  const unique = [...new Map(codes.map((c) => [c.toLowerCase(), c])).values()];
  const results = await db.batch(unique.flatMap((code) => statements(db, siteId, code, from, to, nowIso)));
  const codeList = unique.map((code, i) => ({
    code,
    dayList: dayList(results[2 * i]!.results as DayRecord[], results[2 * i + 1]!.results as PerformanceRecord[], from, to),
  }));
  return { error: { code: AVAILABILITY_OK_CODE }, dayList: mergeDayLists(codeList, from, to), codeList };
}

/** A product's price per day, only for days that have one. */
export async function readDailyPrices(db: D1Database, siteId: number, productAk: string, from: string, to: string): Promise<DailyPrice[]> {
  const { results } = await db
    .prepare(
      `SELECT date, price, color_code_tag FROM product_daily_prices
       WHERE site_id = ?1 AND product_ak = ?2 AND date BETWEEN ?3 AND ?4 ORDER BY date`,
    )
    .bind(siteId, productAk, from, to)
    .all<DailyPrice>();
  return results;
}
