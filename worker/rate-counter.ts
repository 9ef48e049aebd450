// The counter of one rate-limit key under one rule (docs/decisions/042): a Durable Object per rule and key, so the
// shop's limits are counted beside D1, never on its single writer, and a key's events are counted one at a time.
// A Durable Object handles one event at a time and every method below runs without awaiting anything, so concurrent
// callers of one key cannot all slip under its limit. Events are kept in the object's own storage (not D1) for the
// rule's window; an alarm clears them once the window has passed.
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

interface Stored {
  /** Event ids and times, oldest first. */
  events: [number, number][];
  nextId: number;
}

const KEY = "events";

export class RateCounter extends DurableObject {
  private state: Stored = { events: [], nextId: 1 };

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    void ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<Stored>(KEY)) ?? this.state;
    });
  }

  /** Drops the events older than the window and keeps what is left (written before the answer leaves). */
  private prune(windowMs: number, nowMs: number): void {
    const from = nowMs - windowMs;
    this.state.events = this.state.events.filter(([, at]) => at > from);
  }

  private save(windowMs: number): void {
    if (this.state.events.length === 0) {
      void this.ctx.storage.deleteAll();
      void this.ctx.storage.deleteAlarm();
      return;
    }
    void this.ctx.storage.put(KEY, this.state);
    // Once the newest event is out of the window there is nothing left to count.
    void this.ctx.storage.setAlarm(this.state.events[this.state.events.length - 1]![1] + windowMs + 1000);
  }

  /** Takes `times` events at `nowMs` (a test fills a key with many at once) and counts the window. */
  take(windowMs: number, nowMs: number, times = 1): RateCount {
    this.prune(windowMs, nowMs);
    let id = 0;
    for (let i = 0; i < Math.max(1, times); i++) {
      id = this.state.nextId++;
      this.state.events.push([id, nowMs]);
    }
    this.state.events.sort((a, b) => a[1] - b[1]);
    this.save(windowMs);
    return { n: this.state.events.length, oldest: this.state.events[0]?.[1] ?? null, id };
  }

  /** Counts the window without taking an event. */
  peek(windowMs: number, nowMs: number): Omit<RateCount, "id"> {
    this.prune(windowMs, nowMs);
    return { n: this.state.events.length, oldest: this.state.events[0]?.[1] ?? null };
  }

  /** Takes back one event (an attempt that turned out not to count). */
  forget(id: number, windowMs: number): void {
    this.state.events = this.state.events.filter(([eventId]) => eventId !== id);
    this.save(windowMs);
  }

  /** Forgets every event of the key (a block lifted by hand; tests start from nothing). */
  async clear(): Promise<void> {
    this.state = { events: [], nextId: this.state.nextId };
    await this.ctx.storage.deleteAll();
  }

  /** Set for the newest event's end of window (each event moves it later): nothing left to count. */
  override async alarm(): Promise<void> {
    this.state = { events: [], nextId: this.state.nextId };
    await this.ctx.storage.deleteAll();
  }
}
