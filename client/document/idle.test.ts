import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle";

const holder = globalThis as unknown as { window?: unknown };
afterEach(() => {
  delete holder.window;
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("runs on the idle callback with the timeout asked, and cancels it", () => {
    const requested: { run: () => void; options?: { timeout: number } }[] = [];
    const cancelled: number[] = [];
    holder.window = {
      requestIdleCallback: (run: () => void, options?: { timeout: number }) => requested.push({ run, options }),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    };
    const run = vi.fn();
    const cancel = whenIdle(run, { timeoutMs: 1500 });
    expect(requested).toHaveLength(1);
    expect(requested[0]?.options).toEqual({ timeout: 1500 });
    requested[0]?.run();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelled).toEqual([1]);
    whenIdle(run);
    expect(requested[1]?.options).toBeUndefined();
  });

  it("falls back to a timer where the browser has no idle callback, and its cancel stops it", () => {
    vi.useFakeTimers();
    holder.window = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
    const run = vi.fn();
    whenIdle(run, { timeoutMs: 2000, fallbackMs: 200 });
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other)();
    vi.advanceTimersByTime(10);
    expect(other).not.toHaveBeenCalled();
  });
});
