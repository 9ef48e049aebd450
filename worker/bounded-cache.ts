// A per-isolate map with bounds: at most so many entries and, when given, a total weight (e.g. characters of stored
// pages). The least recently used entries go first. Used by the CMS document cache and the anonymous page cache.

export interface WeightBound<V> {
  maxWeight: number;
  weigh(value: V): number;
}

export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly bound: WeightBound<V> | null = null,
  ) {}

  /** The entry, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.bound?.weigh(value) ?? 0;
    while (this.entries.size > this.maxEntries || (this.bound && this.weight > this.bound.maxWeight)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.bound?.weigh(value) ?? 0;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
