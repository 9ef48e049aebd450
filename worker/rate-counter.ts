// The counters of the rate-limit keys (docs/decisions/042, 057): a fixed set of Durable Objects, the shards, each
// counting the keys that hash to it in its own SQLite storage. A key always goes to the same shard, so its events are
// counted one at a time: an object handles one event at a time and every method below runs without awaiting anything,
// so concurrent callers of one key cannot all slip under its limit. A shard already exists for nearly every call,
// where an object per key was created (and its storage with it) for every new cart's address. Events are kept for the
// rule's window; an alarm deletes those whose window has passed.
import { DurableObject } from "cloudflare:workers";

/** A count just taken: events in the window, this one included, and the oldest of them. */
export interface RateCount {
  /** Events of the key in the window, the one just taken included. */
  n: number;
  /** When the oldest event of the window happened (ms), or null for none. */
  oldest: number | null;
  /** The id of the event just taken, for `forget`. */
  id: number;
}

// key: the rule's name and the key; at: when the event happened; until: when its window has passed (the alarm's).
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL,
  at INTEGER NOT NULL,
  until INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_key ON events (key, at);
CREATE INDEX IF NOT EXISTS events_by_end ON events (until);`;

/** The alarm deletes ended events at most this often (a shard's events end one after another). */
const SWEEP_EVERY_MS = 60_000;

/** What an object of the per-key design kept (before the shards): deleted by its last alarm. */
const PER_KEY_STORAGE = "events";

export class RateCounter extends DurableObject {
  private readonly sql: SqlStorage;
  /** When the alarm is set for (ms), or null for none; read from storage once. */
  private alarmAt: number | null = null;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    this.sql = ctx.storage.sql;
    this.sql.exec(SCHEMA);
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
    });
  }

  /** Sets the alarm for `endMs` (a minute from now at the soonest) unless one comes sooner; written before the answer leaves. */
  private sweepAt(endMs: number): void {
    const at = Math.max(endMs, Date.now() + SWEEP_EVERY_MS);
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    void this.ctx.storage.setAlarm(at);
  }

  /** Events of `key` after `sinceMs` (those still within the window), and the oldest of them. */
  private count(key: string, sinceMs: number): { n: number; oldest: number | null } {
    return this.sql.exec<{ n: number; oldest: number | null }>("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM events WHERE key = ? AND at > ?", key, sinceMs).one();
  }

  /**
   * Takes `times` events of `key` at `nowMs` (a test fills a key with many at once) and counts its window: the events
   * within it before these, plus these. Events whose window has passed are not counted (the alarm deletes them).
   */
  take(key: string, windowMs: number, nowMs: number, times = 1): RateCount {
    const before = this.count(key, nowMs - windowMs);
    let id = 0;
    for (let i = 0; i < Math.max(1, times); i++) {
      id = this.sql.exec<{ id: number }>("INSERT INTO events (key, at, until) VALUES (?, ?, ?) RETURNING id", key, nowMs, nowMs + windowMs).one().id;
    }
    this.sweepAt(nowMs + windowMs + 1000);
    return { n: before.n + Math.max(1, times), oldest: before.oldest === null ? nowMs : Math.min(before.oldest, nowMs), id };
  }

  /** Counts the window of `key` without taking an event. */
  peek(key: string, windowMs: number, nowMs: number): Omit<RateCount, "id"> {
    return this.count(key, nowMs - windowMs);
  }

  /** Takes back one event of `key` (an attempt that turned out not to count). */
  forget(key: string, id: number): void {
    this.sql.exec("DELETE FROM events WHERE key = ? AND id = ?", key, id);
  }

  /** Forgets every event of the shard (a block lifted by hand; tests start from nothing). */
  async clear(): Promise<void> {
    this.sql.exec("DELETE FROM events");
  }

  /** Deletes the events whose window has passed, and comes back for the next ones. */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    const now = Date.now();
    this.sql.exec("DELETE FROM events WHERE until <= ?", now);
    await this.ctx.storage.delete(PER_KEY_STORAGE);
    const next = this.sql.exec<{ next: number | null }>("SELECT MIN(until) AS next FROM events").one().next;
    if (next !== null) this.sweepAt(next);
  }
}
