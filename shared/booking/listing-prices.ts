// One price source for every card that links to a product or a listing: the home page's cards and the header's menu
// cards show the price the product's listing shows (cardPriceOn on the venue's today), which is what the sale charges
// from, and a card that opens a listing page the lowest of its cards' ("Ski lessons from …"). The CMS's own price on
// such a card is only a fallback for what the catalogue cannot answer for.
import type { Card } from "../catalogue";
import { LESSON_TYPES, SKI_CATEGORY_CARD_TYPE, SNOWBOARD_CATEGORY_CARD_TYPE } from "../enumerations";
import { cardMatches, lessonCardFilter } from "./collections";
import { cardPriceOn } from "./pricing";

/**
 * The listing price of each card on a day, by the card's URL key, and the lowest of a listing page's cards under the
 * page's path ("/ski-lessons"; a card's URL key never holds a "/").
 */
export type ListingPrices = Readonly<Record<string, number>>;

/** Every lesson of a discipline, as its page lists them with no search (every level, type and age). */
const EVERY_LESSON = { level: null, lesson: LESSON_TYPES.all, age: null } as const;

/**
 * The listing pages whose cards the catalogue alone decides, each with the rule its page lists them by (the
 * memberships and ice-rink pages' rule when their CMS document names no cards).
 */
export const LISTING_PAGES: Readonly<Record<string, (card: Card) => boolean>> = {
  "ski-lessons": (card) => cardMatches(card, lessonCardFilter(SKI_CATEGORY_CARD_TYPE, EVERY_LESSON)),
  "snowboard-lessons": (card) => cardMatches(card, lessonCardFilter(SNOWBOARD_CATEGORY_CARD_TYPE, EVERY_LESSON)),
  "ski-academy": (card) => cardMatches(card, { kinds: ["lesson"], lessonType: LESSON_TYPES.academic }),
  "ice-rink": (card) => card.kind === "ice_rink",
  memberships: (card) => card.is_membership || card.kind === "membership",
};

/**
 * The listing page a CMS link opens ("/ski-lessons", with or without a leading or trailing slash), else null. A link
 * with a query opens a narrower search than the page's whole listing, so it is not the listing.
 */
export function listingPageOf(path: string): string | null {
  const trimmed = path.trim();
  if (/[?#]/.test(trimmed)) return null;
  const page = /^\/?([a-z-]+)\/?$/.exec(trimmed)?.[1];
  return page !== undefined && Object.hasOwn(LISTING_PAGES, page) ? page : null;
}

/** The section of the product pages; its `explore` page is the listing, not a product. */
const PRODUCT_PATH = /^\/?passes-packages\/([a-z0-9][a-z0-9-]*)\/?$/;

/** The URL key of the product a CMS link (`/passes-packages/snow-park`, with or without a leading slash) opens, else null. */
export function productNameOf(path: string): string | null {
  const name = PRODUCT_PATH.exec(path.split(/[?#]/, 1)[0]!.trim())?.[1];
  return name && name !== "explore" ? name : null;
}

/**
 * The listing price of every card on `date` (YYYY-MM-DD in the venue's zone), by card name, and the lowest of each
 * listing page that lists any card, by the page's path.
 */
export function listingPricesOf(cards: readonly Card[], date: string): ListingPrices {
  const prices: Record<string, number> = {};
  for (const card of cards) prices[card.name] = cardPriceOn(card, date).price;
  for (const [page, lists] of Object.entries(LISTING_PAGES)) {
    const listed = cards.filter(lists).map((card) => prices[card.name]!);
    if (listed.length > 0) prices[`/${page}`] = Math.min(...listed);
  }
  return prices;
}

/**
 * The price a card linking to `path` shows: its product's listing price, the lowest of the listing page it opens, or
 * the CMS's own when it links elsewhere (or the catalogue has no such card).
 */
export function linkedPrice(path: string, cmsPrice: number, prices: ListingPrices): number {
  const name = productNameOf(path);
  const listing = name === null ? listingPageOf(path) : null;
  const key = name ?? (listing === null ? null : `/${listing}`);
  return key !== null && Object.hasOwn(prices, key) ? prices[key]! : cmsPrice;
}
