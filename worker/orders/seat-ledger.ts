// The seat authority (DESIGN decision 4, docs/decisions/048): one Durable Object per calendar (site and event) and
// day keeps the seats of that day, held and sold, in its own SQLite storage. The availability the pages show, the
// holds of the basket check, their release and extension, and the sale at capture all read and write the same rows,
// so what is shown and what is sold are counted once. An object runs one call at a time and every method counts and
// writes without awaiting in between: its single thread is the lock, and D1's single writer is not involved.
// D1 keeps the carts and the orders; a day's object takes over that day's rows of D1's slot_ledger the first time
// it is used (the holds and sales made before it existed). Holds that ended are deleted by the object's alarm, set
// when a hold is written for the end of the first hold (docs/decisions/057).
import { DurableObject } from "cloudflare:workers";
import { DatabaseBusyError } from "../d1-busy";

/** Which object keeps a seat: the site, the calendar (event AK, compared without case) and the day. */
export interface SeatScope {
  siteId: number;
  eventAk: string;
  date: string;
}

/** Places one cart line needs in one object's day (and one performance of it). */
export interface SeatLine {
  uniqueID: string;
  performanceAk: string | null;
  quantity: number;
}

/** The day's capacity (null: the day is closed or unknown) and its performances' (a performance missing: unknown). */
export interface SeatCapacity {
  day: number | null;
  performances: Record<string, number>;
}

/** Seats counted at a moment: the whole day, and each performance (upper-case AK) that has any. */
export interface SeatsTaken {
  day: number;
  performances: Record<string, number>;
}

export type HoldAnswer =
  | { ok: true }
  /** The lines named do not fit the free places (the cart's own holds of this day not counted). */
  | { ok: false; reason: "places"; uniqueIDs: string[] }
  /** The cart's seats of this day are sold already: a paid cart holds nothing new. */
  | { ok: false; reason: "cart" };

export type SellAnswer = "sold" | "sold-to-another" | "not-held";

/** How long the first half of a hold spread over several days counts, should its second half never come. */
export const PENDING_HOLD_MS = 30_000;

/** The name of a scope's object. */
export const seatScopeName = (scope: SeatScope) => `${scope.siteId}\n${scope.eventAk.toUpperCase()}\n${scope.date}`;

const performanceKey = (ak: string | null) => (ak ?? "").toUpperCase();

/**
 * A seat authority that could not be reached (or failed): nothing of the call is known to be changed, and the caller
 * is told to try again (503, as for a busy database, docs/decisions/026).
 */
export class SeatsUnreachableError extends DatabaseBusyError {
  constructor(cause: unknown) {
    super(cause);
    this.name = "SeatsUnreachableError";
    this.message = "The seat authority could not be reached; nothing was changed. Please try again in a moment.";
  }
}

interface SeatsEnv {
  DB: D1Database;
}

// state: held (a live cart's, until expires_at), pending (the first half of a hold over several days, until
// expires_at; its tx names it) or sold (to the payment in sale, keeping the end of the hold it was). performance_ak
// is '' for a day without performance.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS seats (
  cart_id TEXT NOT NULL,
  performance_ak TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  state TEXT NOT NULL CHECK (state IN ('held', 'pending', 'sold')),
  expires_at INTEGER,
  tx TEXT,
  sale TEXT
);
CREATE INDEX IF NOT EXISTS seats_by_cart ON seats (cart_id);
CREATE TABLE IF NOT EXISTS imported (scope TEXT PRIMARY KEY, at TEXT NOT NULL);`;

/** A row counts at `now` when it is sold, or held or pending and not yet ended. */
const COUNTS = "(state = 'sold' OR expires_at > ?)";

/** Ended holds are deleted at most this often: a busy day's holds end one after another. */
export const SWEEP_EVERY_MS = 60_000;

export class SeatLedger extends DurableObject<SeatsEnv> {
  private readonly sql: SqlStorage;
  /** Scopes whose D1 rows this instance has taken over or found taken over (read from storage once). */
  private readonly imported = new Set<string>();
  /** When the alarm that deletes ended holds is set for (ms), or null for none; read from storage once. */
  private sweepAlarm: number | null = null;

  constructor(ctx: DurableObjectState, env: SeatsEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
    void ctx.blockConcurrencyWhile(async () => {
      this.sweepAlarm = await ctx.storage.getAlarm();
    });
  }

  /**
   * Makes sure ended holds are deleted once a hold ending at `endMs` has ended: the alarm is set for then (a minute
   * from now at the soonest) unless it comes sooner; each sweep sets the next. Written with the hold, nothing awaited.
   */
  private sweepAfter(endMs: number): void {
    const at = Math.max(endMs, Date.now() + SWEEP_EVERY_MS);
    if (this.sweepAlarm !== null && this.sweepAlarm <= at) return;
    this.sweepAlarm = at;
    void this.ctx.storage.setAlarm(at);
  }

  /** Deletes the holds (held or pending) that have ended, counted by nobody; sold seats stay. Then the next sweep. */
  override async alarm(): Promise<void> {
    this.sweepAlarm = null;
    const now = Date.now();
    this.sql.exec("DELETE FROM seats WHERE state IN ('held', 'pending') AND expires_at <= ?", now);
    const next = this.sql.exec<{ next: number | null }>("SELECT MIN(expires_at) AS next FROM seats WHERE state IN ('held', 'pending')").one().next;
    if (next !== null) this.sweepAfter(next);
  }

  /**
   * The first call of a day takes over D1's slot_ledger rows of that day (sold and held) before anything is counted.
   * Other calls wait meanwhile (blockConcurrencyWhile), so nothing is counted twice or missed; done once per object.
   */
  private async ready(scope: SeatScope): Promise<void> {
    const name = seatScopeName(scope);
    if (this.imported.has(name)) return;
    await this.ctx.blockConcurrencyWhile(async () => {
      if (this.imported.has(name)) return;
      if (this.sql.exec("SELECT 1 FROM imported WHERE scope = ?", name).toArray().length === 0) {
        const nowIso = new Date().toISOString();
        // Every row: whether a hold still counts is decided by each call's time, as for the object's own holds.
        const { results } = await this.env.DB.prepare(
          `SELECT reservation_code, performance_ak, quantity, state, expires_at FROM slot_ledger
           WHERE site_id = ?1 AND event_ak = ?2 AND date = ?3 AND state IN ('held', 'sold') AND quantity > 0`,
        )
          .bind(scope.siteId, scope.eventAk, scope.date)
          .all<{ reservation_code: string | null; performance_ak: string | null; quantity: number; state: string; expires_at: string | null }>();
        this.ctx.storage.transactionSync(() => {
          for (const row of results) {
            const sold = row.state === "sold";
            this.sql.exec(
              "INSERT INTO seats (cart_id, performance_ak, quantity, state, expires_at, sale) VALUES (?, ?, ?, ?, ?, ?)",
              row.reservation_code ?? "",
              performanceKey(row.performance_ak),
              row.quantity,
              sold ? "sold" : "held",
              row.expires_at === null ? null : Date.parse(row.expires_at),
              sold ? "imported" : null,
            );
          }
          this.sql.exec("INSERT INTO imported (scope, at) VALUES (?, ?)", name, nowIso);
        });
        const ends = results.filter((r) => r.state !== "sold" && r.expires_at !== null).map((r) => Date.parse(r.expires_at!));
        if (ends.length) this.sweepAfter(Math.min(...ends));
      }
      this.imported.add(name);
    });
  }

  /** Seats counted at `nowMs`, leaving out the rows of `exceptCart` (whose holds a new hold replaces). */
  private count(nowMs: number, exceptCart: string | null): SeatsTaken {
    const rows = this.sql
      .exec<{ performance_ak: string; taken: number }>(
        `SELECT performance_ak, SUM(quantity) AS taken FROM seats WHERE ${COUNTS} AND cart_id IS NOT ? GROUP BY performance_ak`,
        nowMs,
        exceptCart,
      )
      .toArray();
    const taken: SeatsTaken = { day: 0, performances: {} };
    for (const row of rows) {
      taken.day += row.taken;
      if (row.performance_ak) taken.performances[row.performance_ak] = row.taken;
    }
    return taken;
  }

  /** What is taken of the day at `nowMs`: what the availability shows. */
  async taken(scope: SeatScope, nowMs: number): Promise<SeatsTaken> {
    await this.ready(scope);
    return this.count(nowMs, null);
  }

  /**
   * The day's seats at `nowMs` split as the staff console shows them: sold, and held (live holds and pending ones,
   * which count against capacity as the availability counts them), for the whole day and each performance.
   */
  async tally(scope: SeatScope, nowMs: number): Promise<{ sold: SeatsTaken; held: SeatsTaken }> {
    await this.ready(scope);
    const rows = this.sql
      .exec<{ performance_ak: string; sold: number; held: number }>(
        `SELECT performance_ak, COALESCE(SUM(CASE WHEN state = 'sold' THEN quantity END), 0) AS sold,
                COALESCE(SUM(CASE WHEN state <> 'sold' AND expires_at > ? THEN quantity END), 0) AS held
         FROM seats GROUP BY performance_ak`,
        nowMs,
      )
      .toArray();
    const sold: SeatsTaken = { day: 0, performances: {} };
    const held: SeatsTaken = { day: 0, performances: {} };
    for (const row of rows) {
      sold.day += row.sold;
      held.day += row.held;
      if (row.performance_ak) {
        sold.performances[row.performance_ak] = row.sold;
        held.performances[row.performance_ak] = row.held;
      }
    }
    return { sold, held };
  }

  /** One cart's places in the day at `nowMs`: held (live) and sold. */
  async cartSeats(scope: SeatScope, cartId: string, nowMs: number): Promise<{ held: number; sold: number }> {
    await this.ready(scope);
    const row = this.sql
      .exec<{ held: number; sold: number }>(
        `SELECT COALESCE(SUM(CASE WHEN state = 'held' AND expires_at > ? THEN quantity END), 0) AS held,
                COALESCE(SUM(CASE WHEN state = 'sold' THEN quantity END), 0) AS sold
         FROM seats WHERE cart_id = ?`,
        nowMs,
        cartId,
      )
      .one();
    return { held: row.held, sold: row.sold };
  }

  /**
   * Holds `lines` for a cart in this day, replacing the cart's holds of the day, all or nothing. Without `tx` the
   * holds are final at once (a cart whose holds are all in this day); with `tx` they are pending until commit() or
   * abort(), and meanwhile count beside the cart's earlier holds, so neither is given away before the hold is settled.
   */
  async hold(
    scope: SeatScope,
    request: { cartId: string; tx: string | null; lines: SeatLine[]; capacity: SeatCapacity; expiresAtMs: number; nowMs: number },
  ): Promise<HoldAnswer> {
    await this.ready(scope);
    const { cartId, tx, lines, capacity, nowMs } = request;
    // From here to the end nothing is awaited: the count and the writes are one step of this object.
    // One reading of the day: the seats others have taken (as count() counts them), and whether this cart has seats
    // sold here (a paid cart holds nothing new) or held here (which this hold replaces).
    const rows = this.sql
      .exec<{ performance_ak: string; taken: number; own_sold: number; own_held: number }>(
        `SELECT performance_ak, COALESCE(SUM(CASE WHEN ${COUNTS} AND cart_id IS NOT ? THEN quantity END), 0) AS taken,
                MAX(cart_id = ? AND state = 'sold') AS own_sold, MAX(cart_id = ? AND state = 'held') AS own_held
         FROM seats GROUP BY performance_ak`,
        nowMs,
        cartId,
        cartId,
        cartId,
      )
      .toArray();
    if (rows.some((r) => r.own_sold === 1)) return { ok: false, reason: "cart" };
    const holdsHere = rows.some((r) => r.own_held === 1);
    let day = 0;
    const performances: Record<string, number> = {};
    for (const row of rows) {
      day += row.taken;
      if (row.performance_ak) performances[row.performance_ak] = row.taken;
    }
    const failed: string[] = [];
    for (const line of lines) {
      const ak = performanceKey(line.performanceAk);
      const dayFits = capacity.day !== null && capacity.day - day >= line.quantity;
      const performanceCapacity = ak ? capacity.performances[ak] : undefined;
      const performanceFits = !ak || (performanceCapacity !== undefined && performanceCapacity - (performances[ak] ?? 0) >= line.quantity);
      if (dayFits && performanceFits) {
        day += line.quantity;
        if (ak) performances[ak] = (performances[ak] ?? 0) + line.quantity;
      } else {
        failed.push(line.uniqueID);
      }
    }
    if (failed.length) return { ok: false, reason: "places", uniqueIDs: failed };
    this.ctx.storage.transactionSync(() => {
      if (tx === null && holdsHere) this.sql.exec("DELETE FROM seats WHERE cart_id = ? AND state = 'held'", cartId);
      for (const line of lines) {
        this.sql.exec(
          "INSERT INTO seats (cart_id, performance_ak, quantity, state, expires_at, tx) VALUES (?, ?, ?, ?, ?, ?)",
          cartId,
          performanceKey(line.performanceAk),
          line.quantity,
          tx === null ? "held" : "pending",
          tx === null ? request.expiresAtMs : nowMs + PENDING_HOLD_MS,
          tx,
        );
      }
    });
    if (lines.length) this.sweepAfter(tx === null ? request.expiresAtMs : nowMs + PENDING_HOLD_MS);
    return { ok: true };
  }

  /** Makes a pending hold final: it replaces the cart's earlier holds of the day. False when it is not pending any more. */
  async commit(scope: SeatScope, request: { cartId: string; tx: string; expiresAtMs: number; nowMs: number }): Promise<boolean> {
    await this.ready(scope);
    const pending = this.sql
      .exec("SELECT 1 FROM seats WHERE cart_id = ? AND tx = ? AND state = 'pending' AND expires_at > ?", request.cartId, request.tx, request.nowMs)
      .toArray();
    if (!pending.length) return false;
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("DELETE FROM seats WHERE cart_id = ? AND state = 'held'", request.cartId);
      this.sql.exec(
        "UPDATE seats SET state = 'held', expires_at = ?, tx = NULL WHERE cart_id = ? AND tx = ? AND state = 'pending'",
        request.expiresAtMs,
        request.cartId,
        request.tx,
      );
    });
    this.sweepAfter(request.expiresAtMs);
    return true;
  }

  /** Drops a pending hold; the cart's earlier holds stay as they were. */
  async abort(scope: SeatScope, request: { cartId: string; tx: string }): Promise<void> {
    await this.ready(scope);
    this.sql.exec("DELETE FROM seats WHERE cart_id = ? AND tx = ? AND state = 'pending'", request.cartId, request.tx);
  }

  /**
   * Forgets every seat of the day and that D1's rows were taken over (the next call takes them over again). For the
   * tests, which start from nothing; the shop never calls it.
   */
  async clear(): Promise<void> {
    this.sql.exec("DELETE FROM seats");
    this.sql.exec("DELETE FROM imported");
    this.imported.clear();
  }

  /** Gives back the cart's holds of the day (sold seats stay sold). */
  async release(scope: SeatScope, cartId: string): Promise<void> {
    await this.ready(scope);
    this.sql.exec("DELETE FROM seats WHERE cart_id = ? AND state IN ('held', 'pending')", cartId);
  }

  /** Moves the end of the cart's live holds of the day to `expiresAtMs`. */
  async extend(scope: SeatScope, request: { cartId: string; expiresAtMs: number; nowMs: number }): Promise<void> {
    await this.ready(scope);
    this.sql.exec("UPDATE seats SET expires_at = ? WHERE cart_id = ? AND state = 'held' AND expires_at > ?", request.expiresAtMs, request.cartId, request.nowMs);
  }

  /**
   * Sells the cart's live holds of the day to a payment when they are exactly what it paid for (places per
   * performance). Repeating it for the same payment answers "sold" again; seats already sold to another payment of
   * the cart answer "sold-to-another"; holds that ended or differ answer "not-held" and nothing changes.
   */
  async sell(scope: SeatScope, request: { cartId: string; sale: string; lines: SeatLine[]; nowMs: number }): Promise<SellAnswer> {
    await this.ready(scope);
    const { cartId, sale, nowMs } = request;
    const sold = this.sql.exec<{ sale: string | null }>("SELECT DISTINCT sale FROM seats WHERE cart_id = ? AND state = 'sold'", cartId).toArray();
    if (sold.some((r) => r.sale === sale)) return "sold";
    if (sold.length) return "sold-to-another";
    const held = new Map<string, number>();
    for (const row of this.sql
      .exec<{ performance_ak: string; n: number }>(
        "SELECT performance_ak, SUM(quantity) AS n FROM seats WHERE cart_id = ? AND state = 'held' AND expires_at > ? GROUP BY performance_ak",
        cartId,
        nowMs,
      )
      .toArray()) {
      held.set(row.performance_ak, row.n);
    }
    const paid = new Map<string, number>();
    for (const line of request.lines) paid.set(performanceKey(line.performanceAk), (paid.get(performanceKey(line.performanceAk)) ?? 0) + line.quantity);
    const same = held.size === paid.size && [...paid].every(([ak, n]) => held.get(ak) === n);
    if (!same || paid.size === 0) return "not-held";
    // The end of the hold stays on the sold rows: a refund gives them back to it (unsell).
    this.sql.exec("UPDATE seats SET state = 'sold', sale = ? WHERE cart_id = ? AND state = 'held' AND expires_at > ?", sale, cartId, nowMs);
    return "sold";
  }

  /**
   * A refund takes the seats back from the payment: they are the cart's holds again until its session ends (at once
   * free when it has ended), so a cart still open can be paid anew and an ended one frees its places.
   */
  async unsell(scope: SeatScope, request: { cartId: string; sale: string }): Promise<void> {
    await this.ready(scope);
    const end = this.sql
      .exec<{ end: number | null }>(
        "UPDATE seats SET state = 'held', sale = NULL WHERE cart_id = ? AND state = 'sold' AND sale = ? RETURNING expires_at AS end",
        request.cartId,
        request.sale,
      )
      .toArray()
      .reduce<number | null>((first, r) => (r.end === null ? first : first === null ? r.end : Math.min(first, r.end)), null);
    if (end !== null) this.sweepAfter(end);
  }
}

/** The bindings the seat authority needs. */
export interface SeatLedgerEnv {
  SEAT_LEDGER: DurableObjectNamespace<SeatLedger>;
}

/** The object of a scope. */
export function seatLedgerOf(env: SeatLedgerEnv, scope: SeatScope): DurableObjectStub<SeatLedger> {
  return env.SEAT_LEDGER.get(env.SEAT_LEDGER.idFromName(seatScopeName(scope)));
}

/** A call to the seat authority; a failure to reach it (or of it) is SeatsUnreachableError. */
export async function callSeats<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DatabaseBusyError) throw error;
    throw new SeatsUnreachableError(error);
  }
}
