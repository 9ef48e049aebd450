// The listing prices of a venue's cards on its today (shared/booking/listing-prices.ts), kept per isolate for a minute:
// the header on every page and the home page show them, and one read of the catalogue a minute per venue serves them
// all. A page that shows them stays one the page cache may keep (its own minute): prices move with the catalogue's
// seed, a day's change or a discount window, never from one visitor to the next (docs/decisions/049).
import type { Card } from "../../shared/catalogue";
import { type ListingPrices, listingPricesOf } from "../../shared/booking/listing-prices";

/** How long one reading of the prices is shown. */
export const LISTING_PRICES_TTL_MS = 60_000;

const kept = new Map<string, { until: number; prices: Promise<ListingPrices> }>();

/**
 * The prices of the venue `siteId` on `today`, read with `readCards` at most once per minute per venue and day. A read
 * that failed (no cards) is not kept: the next page asks again.
 */
export function keptListingPrices(siteId: number, today: string, readCards: () => Promise<Card[]>, now = Date.now()): Promise<ListingPrices> {
  const key = `${siteId}:${today}`;
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.prices;
  for (const [other, entry] of kept) if (entry.until <= now || other.startsWith(`${siteId}:`)) kept.delete(other);
  const prices = readCards().then((cards) => {
    if (cards.length === 0) kept.delete(key);
    return listingPricesOf(cards, today);
  });
  prices.catch(() => kept.delete(key));
  kept.set(key, { until: now + LISTING_PRICES_TTL_MS, prices });
  return prices;
}

/** Forgets every kept reading (tests). */
export function forgetListingPrices(): void {
  kept.clear();
}
