import { describe, expect, it } from "vitest";
import { PREFETCH_SLICE_MS, createPrefetchQueue } from "./prefetch-queue";

/** A queue on a hand-driven clock: each prefetch takes `costMs`, each path's files `matchMs`; slices run when told. */
function harness({ costMs = 1, matchMs = 2, allowed = (): boolean => true, unknown = new Set<string>() } = {}) {
  let clock = 0;
  const slices: ((deadline?: IdleDeadline) => void)[] = [];
  const cancelled: number[] = [];
  const fetched: string[] = [];
  const queue = createPrefetchQueue({
    allowed,
    now: () => clock,
    filesOf: (path) => {
      clock += matchMs;
      if (unknown.has(path)) return null;
      return Array.from({ length: 10 }, (_, i) => `${path}/${i}.js`);
    },
    prefetch: (file) => {
      clock += costMs;
      fetched.push(file);
    },
    later: (slice) => {
      const index = slices.push(slice) - 1;
      return () => cancelled.push(index);
    },
  });
  const deadline = (ms: number) => ({ didTimeout: false, timeRemaining: () => Math.max(0, ms) }) as IdleDeadline;
  /** Runs the newest slice asked for, with an idle period of `idleMs` (none: the timer fallback). */
  const runSlice = (idleMs?: number) => slices.at(-1)?.(idleMs === undefined ? undefined : deadline(idleMs));
  return { queue, slices, cancelled, fetched, runSlice };
}

describe("the idle prefetch's queue", () => {
  it("works a few milliseconds per idle callback and asks for the next until everything is fetched", () => {
    const h = harness();
    h.queue.add("/cart");
    expect(h.slices).toHaveLength(1);
    expect(h.fetched).toEqual([]);
    h.runSlice(50);
    // The path's files cost 2 ms to find, then one file per millisecond until the slice is spent.
    expect(h.fetched).toEqual(["/cart/0.js", "/cart/1.js"]);
    expect(h.slices).toHaveLength(2);
    let rounds = 0;
    while (h.fetched.length < 10 && rounds++ < 20) h.runSlice(50);
    expect(h.fetched).toHaveLength(10);
    expect(rounds).toBe(Math.ceil(8 / PREFETCH_SLICE_MS));
    // Nothing left: no further slice is asked for.
    const asked = h.slices.length;
    h.runSlice(50);
    expect(h.slices).toHaveLength(asked);
  });

  it("keeps to a shorter idle period, and takes one step even when the period is over", () => {
    const h = harness();
    h.queue.add("/a");
    h.runSlice(0);
    expect(h.fetched).toEqual([]);
    h.runSlice(0);
    expect(h.fetched).toEqual(["/a/0.js"]);
    h.runSlice(2);
    expect(h.fetched).toEqual(["/a/0.js", "/a/1.js", "/a/2.js"]);
  });

  it("takes a whole slice on the timer fallback, which has no deadline", () => {
    const h = harness();
    h.queue.add("/a");
    h.runSlice();
    expect(h.fetched).toHaveLength(PREFETCH_SLICE_MS - 2);
  });

  it("queues a path once, and one slice at a time", () => {
    const h = harness();
    h.queue.add("/a");
    h.queue.add("/a");
    h.queue.add("/b");
    expect(h.slices).toHaveLength(1);
    for (let i = 0; i < 20; i++) h.runSlice(50);
    expect(h.fetched.filter((f) => f.startsWith("/a/"))).toHaveLength(10);
    expect(h.fetched.filter((f) => f.startsWith("/b/"))).toHaveLength(10);
    h.queue.add("/a");
    expect(h.fetched).toHaveLength(20);
  });

  it("keeps a path whose route is not known yet, and matches it again when the routes change", () => {
    const unknown = new Set(["/later"]);
    const h = harness({ unknown });
    h.queue.add("/later");
    h.queue.add("/now");
    for (let i = 0; i < 10; i++) h.runSlice(50);
    expect(h.fetched).toHaveLength(10);
    expect(h.fetched.every((f) => f.startsWith("/now/"))).toBe(true);
    // Nothing queued but the waiting path: no slice is asked for until the routes change.
    const asked = h.slices.length;
    h.runSlice(50);
    expect(h.slices).toHaveLength(asked);
    h.queue.retry();
    expect(h.slices).toHaveLength(asked + 1);
    h.runSlice(50);
    expect(h.fetched).toHaveLength(10);
    // Still unknown: it waits again; once known, its files come.
    unknown.clear();
    h.queue.retry();
    for (let i = 0; i < 10; i++) h.runSlice(50);
    expect(h.fetched.filter((f) => f.startsWith("/later/"))).toHaveLength(10);
  });

  it("drops the queue when prefetching is no longer allowed (the connection changed), and on cancel", () => {
    let allowed = true;
    const h = harness({ allowed: () => allowed });
    h.queue.add("/a");
    h.runSlice(50);
    allowed = false;
    const before = h.fetched.length;
    const asked = h.slices.length;
    h.runSlice(50);
    expect(h.fetched).toHaveLength(before);
    expect(h.slices).toHaveLength(asked);

    const other = harness();
    other.queue.add("/a");
    other.queue.cancel();
    expect(other.cancelled).toEqual([0]);
    other.runSlice(50);
    expect(other.fetched).toEqual([]);
  });
});
