// The clean-up the cron trigger runs (docs/decisions: observability and clean-up): rows nothing will read again are
// deleted in bounded batches, by the same rules that decide what is live (worker/orders/rules.ts, worker/auth/sessions.ts,
// worker/rate-limit.ts), so nothing live is ever touched. Money and orders are never deleted: a checkout session that
// moved money, that SHARE points refer to or that became an order stays for good.
import { liveMemberSession } from "../auth/sessions";
import { OPEN_PAYMENT, liveCart, seatTaken } from "../orders/rules";
import { RATE_RULES, type RateRule, windowStart } from "../rate-limit";

/** Rows one delete statement removes at most. */
export const SWEEP_BATCH = 500;
/** Statements per table and run at most: a run ends in bounded time, and the next run goes on. */
export const SWEEP_MAX_BATCHES = 20;
/**
 * How long a checkout session that never moved money is kept after its last change (and after its cart ended): the
 * guest who comes back to the payment's return page within it still gets its answer, not "unknown payment".
 */
export const CHECKOUT_SESSION_RETENTION_MS = 24 * 3600_000;

export type SweepCounts = Record<"rateEvents" | "memberSessions" | "staffSessions" | "holds" | "checkoutSessions", number>;

/** Deletes the rows of `table` matching `where` (with `params`), SWEEP_BATCH at a time, until none is left or the cap. */
async function sweep(db: D1Database, table: string, where: string, params: unknown[]): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const result = await db
      .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${SWEEP_BATCH})`)
      .bind(...params)
      .run();
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < SWEEP_BATCH) break;
  }
  return deleted;
}

/** Rate-limit events older than their rule's window (an unknown rule's, older than the longest window). */
async function sweepRateEvents(db: D1Database, nowMs: number): Promise<number> {
  const rules: RateRule[] = Object.values(RATE_RULES);
  let deleted = 0;
  for (const rule of rules) deleted += await sweep(db, "rate_events", "rule = ?1 AND at_ms <= ?2", [rule.name, windowStart(rule, nowMs)]);
  const longest = rules.reduce((a, b) => (b.windowSeconds > a.windowSeconds ? b : a));
  const known = rules.map((_, i) => `?${i + 2}`).join(", ");
  deleted += await sweep(db, "rate_events", `at_ms <= ?1 AND rule NOT IN (${known})`, [windowStart(longest, nowMs), ...rules.map((r) => r.name)]);
  return deleted;
}

/** Cleans up everything that has ended by `now`. */
export async function cleanUp(db: D1Database, now: Date): Promise<SweepCounts> {
  const at = now.toISOString();
  const kept = new Date(now.getTime() - CHECKOUT_SESSION_RETENTION_MS).toISOString();
  return {
    rateEvents: await sweepRateEvents(db, now.getTime()),
    memberSessions: await sweep(db, "member_sessions", `NOT ${liveMemberSession("?1")}`, [now.getTime()]),
    // The staff console's sessions past their end (worker/console/staff.ts reads only those before it).
    staffSessions: await sweep(db, "staff_sessions", "expires_at <= ?1", [now.getTime()]),
    // A held seat whose booking session ended is taken by nobody (capture sells only while the cart is live).
    holds: await sweep(db, "slot_ledger", `state = 'held' AND NOT ${seatTaken("?1")}`, [at]),
    // Sessions that never moved money, whose cart is no longer live, unchanged for the retention time.
    checkoutSessions: await sweep(
      db,
      "checkout_sessions",
      `(${OPEN_PAYMENT} OR state IN ('declined', 'cancelled')) AND updated_at <= ?2
       AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.cart_id = checkout_sessions.cart_id AND ${liveCart("?1", "c")})
       AND NOT EXISTS (SELECT 1 FROM payment_ledger p WHERE p.checkout_session_id = checkout_sessions.id)
       AND NOT EXISTS (SELECT 1 FROM share_transactions t WHERE t.checkout_session_id = checkout_sessions.id)
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_session_id = checkout_sessions.id)`,
      [at, kept],
    ),
  };
}
