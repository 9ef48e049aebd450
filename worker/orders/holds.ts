// Seat holds that never oversell (DESIGN decision 4, docs/decisions/048): a cart's places are held at the seat
// authority, a Durable Object per calendar and day (worker/orders/seat-ledger.ts, worker/orders/seats.ts), and the
// cart is written to D1 beside it; release and session extension follow the cart. The D1 batch that held places
// before (one transaction whose inserts each checked the free places) stays below as the bench's floor
// (bench/floor/worker.ts). Every function takes `now`.
import { MAX_SESSION_EXTENSIONS, ORDER_ERROR_CODES, SESSION_EXTENSION_MS } from "../../shared/contract/orders";
import { OPEN_PAYMENT, isLiveCart, liveCart, seatTaken } from "./rules";
import type { SeatLedgerEnv } from "./seat-ledger";
import { type SeatHold, holdSeats } from "./seats";

/** Places one cart line needs in one calendar on one day (and one performance of a time-based ticket). */
export type HoldRequest = SeatHold;

/** Places still free in a slot (capacity of an active day or a performance, less sold seats and live holds). */
export interface FreePlaces {
  day: number;
  performance: number | null;
}

// Seats taken in a day or a performance at ?8 (now).
const TAKEN_DAY = `SELECT COALESCE(SUM(quantity), 0) FROM slot_ledger
  WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND ${seatTaken("?8")}`;
const TAKEN_PERFORMANCE = `SELECT COALESCE(SUM(quantity), 0) FROM slot_ledger
  WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND performance_ak = ?4 AND ${seatTaken("?8")}`;

/**
 * Inserts a held row only while the day (active) and the performance still have the places. Rows written earlier in
 * the same batch are visible, so two lines of one cart on the same slot add up. A missing day or performance gives
 * NULL capacity, which never compares true: nothing is inserted.
 */
const INSERT_HOLD = `INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code)
  SELECT ?1, ?2, ?3, ?4, ?5, 'held', ?6, ?7
  WHERE (SELECT capacity FROM calendar_days WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND is_active = 1)
      - (${TAKEN_DAY}) >= ?5
    AND (?4 IS NULL OR
      (SELECT capacity FROM calendar_performances WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND performance_ak = ?4)
      - (${TAKEN_PERFORMANCE}) >= ?5)`;

const DELETE_CART_HOLDS = "DELETE FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held'";

/**
 * The batch's last word: a row in hold_guard fails its CHECK and so aborts the batch (rolling back the cart write,
 * the deletion of the old holds and every insert) when the cart is not live any more ('cart') or when fewer held
 * rows than expected were written ('places').
 */
const GUARD_CART = `INSERT INTO hold_guard (reason) SELECT 'cart'
  WHERE NOT EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND ${liveCart("?3")})`;
const GUARD_PLACES = `INSERT INTO hold_guard (reason) SELECT 'places'
  WHERE (SELECT COUNT(*) FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held') <> ?2`;

export type HoldOutcome =
  /** `cartRows`: what the first cart write answered (its RETURNING rows). */
  | { ok: true; cartRows: unknown[] }
  /** Some line could not be held; the lines named are those that do not fit the free places read after the rollback. */
  | { ok: false; reason: "places"; uniqueIDs: string[] }
  /** The cart was paid, released or ended meanwhile. */
  | { ok: false; reason: "cart" };

export interface ReserveInput {
  siteId: number;
  cartId: string;
  holds: readonly HoldRequest[];
  /** End of the booking session: every held row carries it. */
  expiresAt: string;
  now: Date;
  /** Statements that write the cart row itself (insert or update); they run first and roll back with the rest. */
  cartWrites: readonly D1PreparedStatement[];
  /** Statements that run after the holds and the guards, in the same transaction (voiding stale payments). */
  after?: readonly D1PreparedStatement[];
}

/** The statements of the D1 batch that held a cart's places before the seat authority, in order: the bench's floor. */
export function reserveStatements(db: D1Database, input: ReserveInput): D1PreparedStatement[] {
  const nowIso = input.now.toISOString();
  return [
    ...input.cartWrites,
    db.prepare(DELETE_CART_HOLDS).bind(input.cartId),
    ...input.holds.map((h) =>
      db.prepare(INSERT_HOLD).bind(input.siteId, h.eventAk, h.date, h.performanceAk, h.quantity, input.expiresAt, input.cartId, nowIso),
    ),
    db.prepare(GUARD_CART).bind(input.cartId, input.siteId, nowIso),
    db.prepare(GUARD_PLACES).bind(input.cartId, input.holds.length),
    ...(input.after ?? []),
  ];
}

function guardReason(error: unknown): "places" | "cart" | null {
  const text = String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error);
  if (text.includes("hold_guard_places")) return "places";
  if (text.includes("hold_guard_cart")) return "cart";
  return null;
}

/**
 * Replaces a cart's holds with `holds` at the seat authority and writes the cart, all or nothing. On refusal nothing
 * changed: the old holds and the old cart row stay. A seat authority out of reach throws SeatsUnreachableError (503,
 * nothing held); other failures are thrown.
 */
export async function reserveHolds(
  env: SeatLedgerEnv & { DB: D1Database },
  input: ReserveInput & {
    previous: readonly HoldRequest[];
    /**
     * The cart writes insert a new cart: live by construction, so no statement checks it. Either way they record
     * what the cart holds (carts.seat_holds) in the same statement.
     */
    newCart: boolean;
  },
): Promise<HoldOutcome> {
  const db = env.DB;
  const held = await holdSeats(env, {
    siteId: input.siteId,
    cartId: input.cartId,
    holds: input.holds,
    previous: input.previous,
    expiresAt: input.expiresAt,
    now: input.now,
  });
  if (!held.ok) return held;
  let results: D1Result[];
  try {
    // A new cart: its one insert. A cart changed: its update, then the check that it was still live, then the rest.
    results = await db.batch([
      ...input.cartWrites,
      ...(input.newCart ? [] : [db.prepare(GUARD_CART).bind(input.cartId, input.siteId, input.now.toISOString())]),
      ...(input.after ?? []),
    ]);
  } catch (error) {
    if (guardReason(error) === "cart") {
      await held.settle(false);
      return { ok: false, reason: "cart" };
    }
    await held.settle(false).catch(() => undefined);
    throw error;
  }
  await held.settle(true);
  return { ok: true, cartRows: input.cartWrites.length ? results[0]!.results : [] };
}

const slotKey = (eventAk: string, date: string, performanceAk: string | null) =>
  `${eventAk.toLowerCase()}|${date}|${(performanceAk ?? "").toLowerCase()}`;

const FREE_DAY = `SELECT capacity - (SELECT COALESCE(SUM(quantity), 0) FROM slot_ledger
    WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND ${seatTaken("?4")}
      AND (?5 IS NULL OR reservation_code IS NULL OR reservation_code <> ?5)) AS free
  FROM calendar_days WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND is_active = 1`;
const FREE_PERFORMANCE = `SELECT capacity - (SELECT COALESCE(SUM(quantity), 0) FROM slot_ledger
    WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND performance_ak = ?6 AND ${seatTaken("?4")}
      AND (?5 IS NULL OR reservation_code IS NULL OR reservation_code <> ?5)) AS free
  FROM calendar_performances WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND performance_ak = ?6`;

/**
 * Free places of each slot at `now` in D1's slot_ledger (one batch of reads), optionally not counting one cart's own
 * holds: the ledger of the floor's batch and of the holds made before the seat authority. Holding never relies on it.
 */
export async function readFreePlaces(
  db: D1Database,
  siteId: number,
  slots: readonly Pick<HoldRequest, "eventAk" | "date" | "performanceAk">[],
  now: Date,
  exceptCartId: string | null = null,
): Promise<Map<string, FreePlaces>> {
  const unique = [...new Map(slots.map((s) => [slotKey(s.eventAk, s.date, s.performanceAk), s])).values()];
  const nowIso = now.toISOString();
  const statements = unique.flatMap((s) => [
    db.prepare(FREE_DAY).bind(siteId, s.eventAk, s.date, nowIso, exceptCartId),
    db.prepare(FREE_PERFORMANCE).bind(siteId, s.eventAk, s.date, nowIso, exceptCartId, s.performanceAk ?? ""),
  ]);
  const results = statements.length ? await db.batch<{ free: number }>(statements) : [];
  const free = new Map<string, FreePlaces>();
  unique.forEach((s, i) => {
    const day = results[2 * i]!.results[0]?.free ?? 0;
    const performance = s.performanceAk === null ? null : (results[2 * i + 1]!.results[0]?.free ?? 0);
    free.set(slotKey(s.eventAk, s.date, s.performanceAk), { day: Math.max(0, day), performance: performance === null ? null : Math.max(0, performance) });
  });
  return free;
}

// ---------- Release and extension ----------
/**
 * Statements that release a cart (the bench's floor; the shop's release is releaseOwnCartStatements): its held rows go, the cart is marked released (paid carts are left alone), and a
 * payment page still open on it is stopped, so an emptied cart cannot be paid for.
 */
export function releaseStatements(db: D1Database, siteId: number, cartId: string, now: Date): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?3, updated_at = ?4
         WHERE cart_id = ?1 AND site_id = ?2 AND ${OPEN_PAYMENT}
           AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open')`,
      )
      .bind(cartId, siteId, ORDER_ERROR_CODES.paymentStoppedCartChanged, now.toISOString()),
    db.prepare(`DELETE FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held'
      AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND state <> 'paid')`).bind(cartId, siteId),
    db.prepare("UPDATE carts SET state = 'released', updated_at = ?3 WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open'").bind(
      cartId,
      siteId,
      now.toISOString(),
    ),
  ];
}

/**
 * The release of a cart by the holder of its secret, in one batch: the cart as it was (state, what it holds, the
 * secret's hash; no row for an unknown cart or another's secret), the slot_ledger rows a cart held before the seat
 * authority still holds, then releaseStatements' writes, each only for that cart with that secret. A cart named
 * with a wrong secret is read and left exactly as it was.
 */
export function releaseOwnCartStatements(db: D1Database, siteId: number, cartId: string, secretHash: string, now: Date): D1PreparedStatement[] {
  const nowIso = now.toISOString();
  return [
    db.prepare("SELECT cart_id, state, seat_holds, secret_hash FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND secret_hash = ?3").bind(cartId, siteId, secretHash),
    db
      .prepare(
        `SELECT event_ak, date, performance_ak, quantity FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held'
           AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND secret_hash = ?3 AND (seat_holds IS NULL OR seat_holds = '[]'))`,
      )
      .bind(cartId, siteId, secretHash),
    db
      .prepare(
        `UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?4, updated_at = ?5
         WHERE cart_id = ?1 AND site_id = ?2 AND ${OPEN_PAYMENT}
           AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open' AND secret_hash = ?3)`,
      )
      .bind(cartId, siteId, secretHash, ORDER_ERROR_CODES.paymentStoppedCartChanged, nowIso),
    db
      .prepare(
        `DELETE FROM slot_ledger WHERE reservation_code = ?1 AND state = 'held'
           AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND site_id = ?2 AND state <> 'paid' AND secret_hash = ?3)`,
      )
      .bind(cartId, siteId, secretHash),
    db
      .prepare("UPDATE carts SET state = 'released', updated_at = ?4 WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open' AND secret_hash = ?3")
      .bind(cartId, siteId, secretHash, nowIso),
  ];
}

export type ExtendOutcome = { ok: true; expiresAt: string; extensions: number } | { ok: false; reason: "ended" | "limit" };

/**
 * Moves the end of an open, live cart (and of its held rows, in the same batch) by SESSION_EXTENSION_MS, at most
 * MAX_SESSION_EXTENSIONS times. The update names the end it read, so two concurrent extensions count once each.
 */
export async function extendSession(
  db: D1Database,
  cart: { cartId: string; siteId: number; state: string; expiresAt: string; extensions: number },
  now: Date,
): Promise<ExtendOutcome> {
  const nowIso = now.toISOString();
  if (!isLiveCart(cart, now)) return { ok: false, reason: cart.state === "paid" ? "limit" : "ended" };
  if (cart.extensions >= MAX_SESSION_EXTENSIONS) return { ok: false, reason: "limit" };
  const expiresAt = new Date(Date.parse(cart.expiresAt) + SESSION_EXTENSION_MS).toISOString();
  const [moved] = await db.batch([
    db.prepare(`UPDATE carts SET expires_at = ?3, extensions = extensions + 1, updated_at = ?5
      WHERE cart_id = ?1 AND site_id = ?2 AND ${liveCart("?5")} AND expires_at = ?4 AND extensions < ?6`)
      .bind(cart.cartId, cart.siteId, expiresAt, cart.expiresAt, nowIso, MAX_SESSION_EXTENSIONS),
    db.prepare(`UPDATE slot_ledger SET expires_at = ?2 WHERE reservation_code = ?1 AND state = 'held' AND ${seatTaken("?3")}
      AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ?1 AND expires_at = ?2)`).bind(cart.cartId, expiresAt, nowIso),
  ]);
  if (!moved!.meta.changes) return { ok: false, reason: "limit" };
  return { ok: true, expiresAt, extensions: cart.extensions + 1 };
}
