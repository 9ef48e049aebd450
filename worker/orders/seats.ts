// A cart's seats at the seat authority (worker/orders/seat-ledger.ts): its holds grouped per calendar and day, held
// all or nothing (in one object at once, or in two halves over several), given back, extended, sold at capture and
// given back by a refund. D1 keeps the cart and the list of what it holds (carts.seat_holds), so release, extension
// and capture know which objects to ask.
import { type HoldAnswer, type SeatCapacity, type SeatLedgerEnv, type SeatLine, type SeatScope, type SellAnswer, callSeats, seatLedgerOf, seatScopeName } from "./seat-ledger";

/** Places one cart line needs in one calendar on one day (and one performance), with the capacities read for it. */
export interface SeatHold {
  uniqueID: string;
  eventAk: string;
  date: string;
  performanceAk: string | null;
  quantity: number;
  /** The day's capacity and the performance's (null: none) as the calendar had them when the basket was priced. */
  capacity?: { day: number; performance: number | null };
  /** Whether the day is among seat_days already (read when the basket was priced). */
  seatDay?: boolean;
}

interface ScopeGroup {
  scope: SeatScope;
  lines: SeatLine[];
  capacity: SeatCapacity;
}

/** A cart's holds grouped per object, in the order of their first line. */
export function groupByScope(siteId: number, holds: readonly SeatHold[]): Map<string, ScopeGroup> {
  const groups = new Map<string, ScopeGroup>();
  for (const hold of holds) {
    const scope = { siteId, eventAk: hold.eventAk.toUpperCase(), date: hold.date };
    const name = seatScopeName(scope);
    const group = groups.get(name) ?? { scope, lines: [], capacity: { day: hold.capacity?.day ?? null, performances: {} } };
    group.lines.push({ uniqueID: hold.uniqueID, performanceAk: hold.performanceAk, quantity: hold.quantity });
    if (hold.performanceAk && hold.capacity?.performance !== undefined && hold.capacity.performance !== null) {
      group.capacity.performances[hold.performanceAk.toUpperCase()] = hold.capacity.performance;
    }
    groups.set(name, group);
  }
  return groups;
}

/** Days this isolate is writing or has written into seat_days: shoppers arriving at once on a new day write it once. */
const seatDaysListed = new Map<string, Promise<void>>();

function listSeatDay(db: D1Database, scope: SeatScope): Promise<void> {
  const name = seatScopeName(scope);
  let listed = seatDaysListed.get(name);
  if (!listed) {
    listed = db
      .prepare("INSERT OR IGNORE INTO seat_days (site_id, event_ak, date) VALUES (?1, ?2, ?3)")
      .bind(scope.siteId, scope.eventAk, scope.date)
      .run()
      .then(() => undefined);
    // A failed write is tried again by the next hold of the day.
    listed.catch(() => seatDaysListed.delete(name));
    if (seatDaysListed.size > 10_000) seatDaysListed.clear();
    seatDaysListed.set(name, listed);
  }
  return listed;
}

const newTx = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, "0")).join("");

export type SeatHoldOutcome =
  | { ok: true; settle: (written: boolean) => Promise<void> }
  | { ok: false; reason: "places"; uniqueIDs: string[] }
  | { ok: false; reason: "cart" };

/**
 * Holds a cart's lines, replacing what it held: in one object the holds are final at once; over several, each object
 * holds its part pending, and `settle(true)` makes them final once the cart is written (`settle(false)` drops them,
 * leaving the earlier holds). A refusal changed nothing. Days the cart held before and no longer holds are given
 * back when settled. A seat authority that cannot be reached throws SeatsUnreachableError, after dropping what it held.
 */
export async function holdSeats(
  env: SeatLedgerEnv & { DB: D1Database },
  input: { siteId: number; cartId: string; holds: readonly SeatHold[]; previous: readonly SeatHold[]; expiresAt: string; now: Date },
): Promise<SeatHoldOutcome> {
  const groups = [...groupByScope(input.siteId, input.holds).values()];
  // A day's first hold is preceded by its row in seat_days, so the calendar never skips a day that has seats.
  await Promise.all([...groupByScope(input.siteId, input.holds.filter((h) => h.seatDay === false)).values()].map((g) => listSeatDay(env.DB, g.scope)));
  const tx = groups.length > 1 ? newTx() : null;
  const expiresAtMs = Date.parse(input.expiresAt);
  const nowMs = input.now.getTime();
  const answers = await Promise.allSettled(
    groups.map(
      (g): Promise<HoldAnswer> =>
        seatLedgerOf(env, g.scope).hold(g.scope, { cartId: input.cartId, tx, lines: g.lines, capacity: g.capacity, expiresAtMs, nowMs }),
    ),
  );
  const heldIn = groups.filter((_, i) => {
    const answer = answers[i]!;
    return answer.status === "fulfilled" && answer.value.ok;
  });
  const drop = () =>
    tx === null
      ? Promise.resolve()
      : Promise.allSettled(heldIn.map((g) => seatLedgerOf(env, g.scope).abort(g.scope, { cartId: input.cartId, tx }))).then(() => undefined);
  const unreachable = answers.find((a) => a.status === "rejected");
  if (unreachable) {
    await drop();
    return callSeats(() => Promise.reject((unreachable as PromiseRejectedResult).reason));
  }
  const refusals = answers.map((a) => (a as PromiseFulfilledResult<HoldAnswer>).value);
  if (refusals.some((r) => !r.ok)) {
    await drop();
    if (refusals.some((r) => !r.ok && r.reason === "cart")) return { ok: false, reason: "cart" };
    const failed = new Set(refusals.flatMap((r) => (!r.ok && r.reason === "places" ? r.uniqueIDs : [])));
    return { ok: false, reason: "places", uniqueIDs: input.holds.map((h) => h.uniqueID).filter((id, i, all) => failed.has(id) && all.indexOf(id) === i) };
  }
  const kept = new Set(groups.map((g) => seatScopeName(g.scope)));
  const left = [...groupByScope(input.siteId, input.previous).values()].filter((g) => !kept.has(seatScopeName(g.scope)));
  return {
    ok: true,
    settle: async (written) => {
      if (!written) {
        // The cart was not written: a pending hold is dropped; a final one (one object) is given back, since the cart
        // it was held for is not live (paid, released or ended).
        if (tx !== null) await drop();
        else await releaseScopes(env, input.cartId, groups.map((g) => g.scope));
        return;
      }
      if (tx !== null) {
        const committed = await Promise.allSettled(
          groups.map((g): Promise<boolean> => seatLedgerOf(env, g.scope).commit(g.scope, { cartId: input.cartId, tx, expiresAtMs, nowMs })),
        );
        const failure = committed.find((c) => c.status === "rejected" || c.value === false);
        if (failure) await callSeats(() => Promise.reject(failure.status === "rejected" ? failure.reason : new Error("a pending hold ended before it was made final")));
      }
      await releaseScopes(env, input.cartId, left.map((g) => g.scope)).catch(() => undefined);
    },
  };
}

/** Gives back a cart's holds in the objects named (sold seats stay sold). */
export async function releaseScopes(env: SeatLedgerEnv, cartId: string, scopes: readonly SeatScope[]): Promise<void> {
  const results = await Promise.allSettled(scopes.map((scope) => seatLedgerOf(env, scope).release(scope, cartId)));
  const failure = results.find((r) => r.status === "rejected");
  if (failure) await callSeats(() => Promise.reject((failure as PromiseRejectedResult).reason));
}

/** Gives back every hold of a cart. */
export function releaseSeats(env: SeatLedgerEnv, siteId: number, cartId: string, holds: readonly SeatHold[]): Promise<void> {
  return releaseScopes(env, cartId, [...groupByScope(siteId, holds).values()].map((g) => g.scope));
}

/** Moves the end of a cart's live holds. */
export async function extendSeats(env: SeatLedgerEnv, siteId: number, cartId: string, holds: readonly SeatHold[], expiresAt: string, now: Date): Promise<void> {
  const scopes = [...groupByScope(siteId, holds).values()].map((g) => g.scope);
  const results = await Promise.allSettled(
    scopes.map((scope) => seatLedgerOf(env, scope).extend(scope, { cartId, expiresAtMs: Date.parse(expiresAt), nowMs: now.getTime() })),
  );
  const failure = results.find((r) => r.status === "rejected");
  if (failure) await callSeats(() => Promise.reject((failure as PromiseRejectedResult).reason));
}

/**
 * Sells a cart's held seats to a payment, in every object, when each holds exactly what was paid for; otherwise
 * nothing stays sold to it (what one object sold is given back) and the answer says why.
 */
export async function sellSeats(
  env: SeatLedgerEnv,
  input: { siteId: number; cartId: string; sale: string; holds: readonly SeatHold[]; now: Date },
): Promise<"sold" | "sold-to-another" | "not-held"> {
  const groups = [...groupByScope(input.siteId, input.holds).values()];
  if (groups.length === 0) return "not-held";
  const answers = await Promise.allSettled(
    groups.map((g): Promise<SellAnswer> => seatLedgerOf(env, g.scope).sell(g.scope, { cartId: input.cartId, sale: input.sale, lines: g.lines, nowMs: input.now.getTime() })),
  );
  const unreachable = answers.find((a) => a.status === "rejected");
  const values = answers.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
  if (!unreachable && values.every((v) => v === "sold")) return "sold";
  await unsellSeats(env, input).catch(() => undefined);
  if (unreachable) return callSeats(() => Promise.reject((unreachable as PromiseRejectedResult).reason));
  return values.includes("sold-to-another") ? "sold-to-another" : "not-held";
}

/** A refund gives back the seats sold to the payment: free again at once. */
export async function unsellSeats(env: SeatLedgerEnv, input: { siteId: number; cartId: string; sale: string; holds: readonly SeatHold[] }): Promise<void> {
  const scopes = [...groupByScope(input.siteId, input.holds).values()].map((g) => g.scope);
  const results = await Promise.allSettled(scopes.map((scope) => seatLedgerOf(env, scope).unsell(scope, { cartId: input.cartId, sale: input.sale })));
  const failure = results.find((r) => r.status === "rejected");
  if (failure) await callSeats(() => Promise.reject((failure as PromiseRejectedResult).reason));
}

/**
 * What a cart holds, as its last reserve-mode check wrote it (carts.seat_holds); a cart held before the seat
 * authority existed has its rows in D1's slot_ledger instead, read from there.
 */
export async function seatHoldsOf(db: D1Database, cart: { cartId: string; seatHolds: readonly SeatHold[] }): Promise<SeatHold[]> {
  if (cart.seatHolds.length) return [...cart.seatHolds];
  const { results } = await db
    .prepare("SELECT event_ak, date, performance_ak, quantity FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held'")
    .bind(cart.cartId)
    .all<{ event_ak: string; date: string; performance_ak: string | null; quantity: number }>();
  return results.map((r, i) => ({ uniqueID: `ledger-${i}`, eventAk: r.event_ak, date: r.date, performanceAk: r.performance_ak, quantity: r.quantity }));
}

/** seatHoldsOf for a cart known by its id only (null when there is no such cart). */
export async function seatHoldsOfCart(db: D1Database, cartId: string): Promise<SeatHold[]> {
  const row = await db.prepare("SELECT seat_holds FROM carts WHERE cart_id = ?1").bind(cartId).first<{ seat_holds: string | null }>();
  return seatHoldsOf(db, { cartId, seatHolds: row?.seat_holds ? (JSON.parse(row.seat_holds) as SeatHold[]) : [] });
}

/** What a cart holds as carts.seat_holds records it, written by the statement that writes the cart. */
export function storedSeatHolds(holds: readonly SeatHold[]): string {
  // (What the cart holds, without the capacities and seat_days reading of the check that held it.)
  return JSON.stringify(holds.map(({ uniqueID, eventAk, date, performanceAk, quantity }) => ({ uniqueID, eventAk, date, performanceAk, quantity })));
}
