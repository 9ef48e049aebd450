// The listing prices kept per isolate: one catalogue read a minute per venue and day, a failed read never kept.
import { beforeEach, describe, expect, it } from "vitest";
import type { Card } from "../../shared/catalogue";
import { card } from "../../shared/booking/test-cards";
import { LISTING_PRICES_TTL_MS, forgetListingPrices, keptListingPrices } from "./listing-prices";

function counting(cards: Card[] | (() => Promise<Card[]>)) {
  const reader = { reads: 0, read: async (): Promise<Card[]> => {
    reader.reads++;
    return typeof cards === "function" ? cards() : cards;
  } };
  return reader;
}

describe("keptListingPrices", () => {
  beforeEach(() => forgetListingPrices());
  const T0 = Date.parse("2026-12-01T08:00:00Z");

  it("reads the catalogue once a minute per venue and day", async () => {
    const reader = counting([card({ name: "snow-park" })]);
    expect(await keptListingPrices(1, "2026-12-01", reader.read, T0)).toEqual({ "snow-park": 150 });
    expect(await keptListingPrices(1, "2026-12-01", reader.read, T0 + LISTING_PRICES_TTL_MS - 1)).toEqual({ "snow-park": 150 });
    expect(reader.reads).toBe(1);
    await keptListingPrices(1, "2026-12-01", reader.read, T0 + LISTING_PRICES_TTL_MS);
    expect(reader.reads).toBe(2);
    // Another venue, and the venue's next day, are read on their own.
    await keptListingPrices(2, "2026-12-01", reader.read, T0);
    await keptListingPrices(1, "2026-12-02", reader.read, T0 + LISTING_PRICES_TTL_MS);
    expect(reader.reads).toBe(4);
  });

  it("keeps no reading the catalogue could not answer", async () => {
    const empty = counting([]);
    expect(await keptListingPrices(3, "2026-12-01", empty.read, T0)).toEqual({});
    const full = counting([card({ name: "snow-park" })]);
    expect(await keptListingPrices(3, "2026-12-01", full.read, T0 + 1)).toEqual({ "snow-park": 150 });

    const failing = counting(() => Promise.reject(new Error("database busy")));
    await expect(keptListingPrices(4, "2026-12-01", failing.read, T0)).rejects.toThrow("database busy");
    expect(await keptListingPrices(4, "2026-12-01", full.read, T0 + 1)).toEqual({ "snow-park": 150 });
  });
});
