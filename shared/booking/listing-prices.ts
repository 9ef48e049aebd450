// One price source for every card that links to a product: the home page's cards and the header's menu cards show the
// price the product's listing shows (cardPriceOn on the venue's today), which is what the sale charges from. The CMS's
// own price on such a card is only a fallback for a product the catalogue cannot answer for.
import type { Card } from "../catalogue";
import { cardPriceOn } from "./pricing";

/** The listing price of each card on a day, by the card's URL key. */
export type ListingPrices = Readonly<Record<string, number>>;

/** The section of the product pages; its `explore` page is the listing, not a product. */
const PRODUCT_PATH = /^\/?passes-packages\/([a-z0-9][a-z0-9-]*)\/?$/;

/** The URL key of the product a CMS link (`/passes-packages/snow-park`, with or without a leading slash) opens, else null. */
export function productNameOf(path: string): string | null {
  const name = PRODUCT_PATH.exec(path.split(/[?#]/, 1)[0]!.trim())?.[1];
  return name && name !== "explore" ? name : null;
}

/** The listing price of every card on `date` (YYYY-MM-DD in the venue's zone), by card name. */
export function listingPricesOf(cards: readonly Card[], date: string): ListingPrices {
  const prices: Record<string, number> = {};
  for (const card of cards) prices[card.name] = cardPriceOn(card, date).price;
  return prices;
}

/** The price a card linking to `path` shows: its product's listing price, or the CMS's own when it links elsewhere. */
export function linkedPrice(path: string, cmsPrice: number, prices: ListingPrices): number {
  const name = productNameOf(path);
  return name !== null && Object.hasOwn(prices, name) ? prices[name]! : cmsPrice;
}
