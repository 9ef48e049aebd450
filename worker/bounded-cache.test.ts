// The isolate caches' bounds: entries and total weight, the least recently used going first.
import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("keeps at most its number of entries, dropping the least recently used", () => {
    const cache = new BoundedCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "a" is now the most recent
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("keeps the total weight within its bound, also when an entry is replaced", () => {
    const cache = new BoundedCache<string>(100, { maxWeight: 10, weigh: (v) => v.length });
    cache.set("a", "xxxx");
    cache.set("b", "yyyy");
    cache.set("a", "zzzzzz"); // replaced: its old weight no longer counts, 6 + 4 = 10
    expect([cache.get("a"), cache.get("b")]).toEqual(["zzzzzz", "yyyy"]);
    cache.set("c", "w"); // 11 > 10: the least recently used ("a") goes
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set("big", "0123456789ab"); // heavier than the bound on its own: nothing is kept
    expect(cache.size).toBe(0);
    cache.set("d", "1");
    expect(cache.get("d")).toBe("1");
  });
});
