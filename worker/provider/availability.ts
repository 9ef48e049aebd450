// Availability and daily prices from the materialised calendar and the seat authority: free places are capacity
// (two range queries of D1) less the seats the day's object counts, sold or held and not expired, per day and per
// performance. The holds and the sales count the same seats (worker/orders/seat-ledger.ts).
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
import { type SeatLedgerEnv, type SeatsTaken, callSeats, seatLedgerOf } from "../orders/seat-ledger";

/** The answer's success code (§7: error.code 200). */
export const AVAILABILITY_OK_CODE = 200;

// seat_days names the days whose object has held a seat: only they are asked (every other day has nothing taken).
const SELECT_DAYS = `SELECT d.date, d.capacity, d.is_active, d.max_total, d.price, d.color_code_tag,
    EXISTS (SELECT 1 FROM seat_days s WHERE s.site_id = d.site_id AND s.event_ak = d.event_ak AND s.date = d.date) AS seat_day
  FROM calendar_days d
  WHERE d.site_id = ?1 AND d.event_ak = ?2 AND d.date BETWEEN ?3 AND ?4
  ORDER BY d.date`;

const SELECT_PERFORMANCES = `SELECT date, performance_ak, time, end_time, capacity FROM calendar_performances
  WHERE site_id = ?1 AND event_ak = ?2 AND date BETWEEN ?3 AND ?4
  ORDER BY date, time, performance_ak`;

/** What the availability reads: D1's calendar and the seat authority. */
export type AvailabilityEnv = SeatLedgerEnv & { DB: D1Database };

interface DayRecord {
  date: string;
  capacity: number;
  is_active: number;
  max_total: number | null;
  price: number | null;
  color_code_tag: ColorCodeTag | null;
  seat_day: number;
}

interface PerformanceRecord {
  date: string;
  performance_ak: string;
  time: string;
  end_time: string;
  capacity: number;
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

function statements(db: D1Database, siteId: number, eventAk: string, from: string, to: string) {
  return [db.prepare(SELECT_DAYS).bind(siteId, eventAk, from, to), db.prepare(SELECT_PERFORMANCES).bind(siteId, eventAk, from, to)];
}

const NOTHING_TAKEN: SeatsTaken = { day: 0, performances: {} };

/** The seats taken on each open day of one calendar that has had seats, from each day's object (asked at once). */
async function takenOnOpenDays(env: SeatLedgerEnv, siteId: number, eventAk: string, days: readonly DayRecord[], nowMs: number): Promise<Map<string, SeatsTaken>> {
  const open = days.filter((d) => d.is_active === 1 && d.seat_day === 1);
  const taken = await callSeats(() =>
    Promise.all(
      open.map((d) => {
        const scope = { siteId, eventAk: eventAk.toUpperCase(), date: d.date };
        return seatLedgerOf(env, scope).taken(scope, nowMs);
      }),
    ),
  );
  return new Map(open.map((d, i) => [d.date, taken[i]!]));
}

function dayList(days: DayRecord[], performances: PerformanceRecord[], taken: Map<string, SeatsTaken>, from: string, to: string): AvailabilityDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const performancesByDate = new Map<string, Performance[]>();
  for (const p of performances) {
    const list = performancesByDate.get(p.date) ?? [];
    const seats = taken.get(p.date)?.performances[p.performance_ak.toUpperCase()] ?? 0;
    list.push({ ak: p.performance_ak, time: p.time, endTime: p.end_time, availability: Math.max(0, p.capacity - seats) });
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
      maxAvailability: isActive ? Math.max(0, day.capacity - (taken.get(date) ?? NOTHING_TAKEN).day) : 0,
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
  env: AvailabilityEnv,
  siteId: number,
  eventAk: string,
  from: string,
  to: string,
  nowIso: string = new Date().toISOString(),
): Promise<AvailabilityAnswer> {
  const [days, performances] = await env.DB.batch(statements(env.DB, siteId, eventAk, from, to));
  const dayRecords = days!.results as DayRecord[];
  const taken = await takenOnOpenDays(env, siteId, eventAk, dayRecords, Date.parse(nowIso));
  return {
    error: { code: AVAILABILITY_OK_CODE },
    dayList: dayList(dayRecords, performances!.results as PerformanceRecord[], taken, from, to),
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
  env: AvailabilityEnv,
  siteId: number,
  codes: readonly string[],
  from: string,
  to: string,
  nowIso: string = new Date().toISOString(),
): Promise<SearchAvailabilityAnswer> {
  const unique = [...new Map(codes.map((c) => [c.toLowerCase(), c])).values()];
  const results = await env.DB.batch(unique.flatMap((code) => statements(env.DB, siteId, code, from, to)));
  const taken = await Promise.all(
    unique.map((code, i) => takenOnOpenDays(env, siteId, code, results[2 * i]!.results as DayRecord[], Date.parse(nowIso))),
  );
  const codeList = unique.map((code, i) => ({
    code,
    dayList: dayList(results[2 * i]!.results as DayRecord[], results[2 * i + 1]!.results as PerformanceRecord[], taken[i]!, from, to),
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
