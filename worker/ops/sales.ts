// Today and the next days of one venue as its staff watch them: each product's (calendar's) slots with places sold,
// held and free, counted by the seat authority exactly as the shop's calendar counts them, and the latest orders with
// their state (a checkout under way is pending; a paid one confirmed, or refunded).
import { addDays, todayIn } from "../../shared/booking/calendar";
import type { Tenant } from "../../shared/tenant";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { type SeatLedgerEnv, type SeatsTaken, callSeats, seatLedgerOf } from "../orders/seat-ledger";
import { type SeedingEnv, ensureCatalogueSeeded } from "../provider/store";

/** Days shown: today and the next 7. */
export const SALES_DAYS = 8;
export const RECENT_ORDERS = 20;

export interface SlotSales {
  /** The performance's AK, null for a product sold by the day. */
  performance: string | null;
  time: string | null;
  end_time: string | null;
  capacity: number;
  sold: number;
  held: number;
  free: number;
}

export interface ProductSales {
  /** The calendar's event AK. */
  product: string;
  capacity: number;
  sold: number;
  held: number;
  free: number;
  slots: SlotSales[];
}

export interface DaySales {
  date: string;
  products: ProductSales[];
}

export interface RecentOrder {
  /** The booking's reservation code; a checkout not yet paid has none. */
  reference: string | null;
  state: "confirmed" | "pending" | "refunded";
  amount: number;
  currency: string;
  payment_type: string;
  at: string;
}

export interface VenueSales {
  site: string;
  from: string;
  to: string;
  days: DaySales[];
  orders: RecentOrder[];
}

const NOTHING: SeatsTaken = { day: 0, performances: {} };

/** How far ahead a week of sales may start (the calendar's own horizon is shorter). */
export const SALES_MAX_DAYS_AHEAD = 400;

/** Why `from` cannot start the days shown (a date from the venue's today up to the horizon), or null when it can. */
export function salesStartProblem(tenant: Tenant, now: Date, from: string): string | null {
  const today = todayIn(tenant.timeZone, now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || addDays(from, 0) !== from) return "from is a date, YYYY-MM-DD";
  if (from < today || from > addDays(today, SALES_MAX_DAYS_AHEAD)) return `from is a day from today (${today}) up to ${SALES_MAX_DAYS_AHEAD} days ahead`;
  return null;
}

/** The venue's sales for SALES_DAYS days from `start` (checked by the caller; the venue's today when unset), and its latest orders. */
export async function venueSales(env: SeatLedgerEnv & SeedingEnv, tenant: Tenant, now: Date, start?: string): Promise<VenueSales> {
  const today = todayIn(tenant.timeZone, now);
  const from = start ?? today;
  // The demo catalogue's calendar is written when the venue is first asked about; staff may ask before any visitor.
  await ensureCatalogueSeeded(env, tenant.siteId, CATALOGUE_SEEDS[tenant.slug], today);
  const to = addDays(from, SALES_DAYS - 1);
  const db = env.DB;
  const [days, performances, orders] = await db.batch([
    db
      .prepare(
        `SELECT d.event_ak, d.date, d.capacity,
           EXISTS (SELECT 1 FROM seat_days s WHERE s.site_id = d.site_id AND s.event_ak = d.event_ak AND s.date = d.date) AS seat_day
         FROM calendar_days d WHERE d.site_id = ?1 AND d.date BETWEEN ?2 AND ?3 AND d.is_active = 1 ORDER BY d.date, d.event_ak`,
      )
      .bind(tenant.siteId, from, to),
    db
      .prepare(
        `SELECT event_ak, date, performance_ak, time, end_time, capacity FROM calendar_performances
         WHERE site_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, event_ak, time, performance_ak`,
      )
      .bind(tenant.siteId, from, to),
    db
      .prepare(
        `SELECT * FROM (
           SELECT o.reservation_code AS reference, o.status AS state, c.amount, c.currency, o.payment_type, o.paid_at AS at
           FROM orders o JOIN checkout_sessions c ON c.id = o.checkout_session_id WHERE o.site_id = ?1
           UNION ALL
           SELECT NULL, 'pending', c.amount, c.currency, c.payment_type, c.created_at FROM checkout_sessions c
           WHERE c.site_id = ?1 AND c.state IN ('pending', 'challenge', 'approved')
             AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_session_id = c.id)
         ) ORDER BY at DESC LIMIT ?2`,
      )
      .bind(tenant.siteId, RECENT_ORDERS),
  ]);
  const dayRows = days!.results as { event_ak: string; date: string; capacity: number; seat_day: number }[];
  const performanceRows = performances!.results as { event_ak: string; date: string; performance_ak: string; time: string; end_time: string; capacity: number }[];

  // Only the days whose object has ever held a seat are asked (every other day has nothing taken), all at once.
  const asked = dayRows.filter((d) => d.seat_day === 1);
  const nowMs = now.getTime();
  const tallies = await callSeats(() =>
    Promise.all(
      asked.map((d) => {
        const scope = { siteId: tenant.siteId, eventAk: d.event_ak.toUpperCase(), date: d.date };
        return seatLedgerOf(env, scope).tally(scope, nowMs);
      }),
    ),
  );
  const tallyOf = new Map(asked.map((d, i) => [`${d.event_ak.toUpperCase()}|${d.date}`, tallies[i]!]));

  const byDate = new Map<string, ProductSales[]>();
  for (const day of dayRows) {
    const tally = tallyOf.get(`${day.event_ak.toUpperCase()}|${day.date}`) ?? { sold: NOTHING, held: NOTHING };
    const slots: SlotSales[] = performanceRows
      .filter((p) => p.date === day.date && p.event_ak.toUpperCase() === day.event_ak.toUpperCase())
      .map((p) => {
        const key = p.performance_ak.toUpperCase();
        const sold = tally.sold.performances[key] ?? 0;
        const held = tally.held.performances[key] ?? 0;
        return { performance: p.performance_ak, time: p.time, end_time: p.end_time, capacity: p.capacity, sold, held, free: Math.max(0, p.capacity - sold - held) };
      });
    const product: ProductSales = {
      product: day.event_ak,
      capacity: day.capacity,
      sold: tally.sold.day,
      held: tally.held.day,
      free: Math.max(0, day.capacity - tally.sold.day - tally.held.day),
      slots,
    };
    byDate.set(day.date, [...(byDate.get(day.date) ?? []), product]);
  }
  return {
    site: tenant.slug,
    from,
    to,
    days: [...byDate].map(([date, products]) => ({ date, products })),
    orders: orders!.results as unknown as RecentOrder[],
  };
}
