// The embedded provider's catalogue in D1: seeding cards and the rolling calendar window from tenants/catalogue,
// and the card queries. Edited cards (seed_hash NULL), existing days and the seat ledger survive every reseed.
import type { Card, CardKind } from "../../shared/catalogue";
import { cardSchema } from "../../shared/catalogue";
import type { Locale } from "../../shared/locale";
import type { CardFilter } from "../../shared/request-context";
import { isEventCard } from "../../shared/booking/collections";
import { isOfferCard } from "../../shared/booking/pricing";
import { localiseCard } from "../../tenants/catalogue";
import type { CardSeed, CatalogueSeed } from "../../tenants/catalogue/types";
import { seedHash } from "../seed-hash";
import { type StoredUntil, materialiseCalendar } from "./calendar";

/** Rows per INSERT … FROM json_each(?) statement, keeping each bound JSON text well under D1's limits. */
export const SEED_ROWS_PER_STATEMENT = 2000;

const fingerprints = new WeakMap<CatalogueSeed, string>();
/** Fingerprint of a site's whole catalogue seed (cards and calendar rules). */
export function catalogueFingerprint(seed: CatalogueSeed): string {
  let print = fingerprints.get(seed);
  if (!print) {
    print = seedHash(JSON.stringify(seed));
    fingerprints.set(seed, print);
  }
  return print;
}

/** Bits of the levels a lesson teaches (bit level − 1). */
export function levelMask(levelIds: readonly number[]): number {
  return levelIds.reduce((mask, id) => mask | (1 << (id - 1)), 0);
}

// Still written to the table's offer_ends column; which cards are offers is decided on the card by isOfferCard.
function offerEnds(card: CardSeed): string | null {
  const ends = [card.card_discount?.end_date, card.card_discount_temp?.end_date].filter((d): d is string => !!d);
  return ends.length ? ends.sort().at(-1)! : null;
}

function cardRow(card: CardSeed) {
  return {
    card_id: card.id,
    name: card.name,
    kind: card.kind,
    experience_category_ids: card.experience_category_ids,
    category_card_type: card.category_card_type,
    level_mask: card.lesson ? levelMask(card.lesson.level_ids) : 0,
    lesson_type: card.lesson?.lesson_type ?? null,
    age_type: card.lesson?.age_type ?? null,
    is_table: card.is_table ? 1 : 0,
    is_movie: card.is_movie ? 1 : 0,
    offer_ends: offerEnds(card),
    sort_order: card.sort_order,
    body: card,
    seed_hash: seedHash(JSON.stringify(card)),
  };
}

const j = (i: number) => `json_extract(value, '$[${i}]')`;

const UPSERT_CARDS = `INSERT INTO catalogue_cards (site_id, card_id, name, kind, experience_category_ids, category_card_type,
    level_mask, lesson_type, age_type, is_table, is_movie, offer_ends, sort_order, body, seed_hash)
  SELECT ?1, json_extract(value, '$.card_id'), json_extract(value, '$.name'), json_extract(value, '$.kind'),
    json_extract(value, '$.experience_category_ids'), json_extract(value, '$.category_card_type'),
    json_extract(value, '$.level_mask'), json_extract(value, '$.lesson_type'), json_extract(value, '$.age_type'),
    json_extract(value, '$.is_table'), json_extract(value, '$.is_movie'), json_extract(value, '$.offer_ends'),
    json_extract(value, '$.sort_order'), json_extract(value, '$.body'), json_extract(value, '$.seed_hash')
  FROM json_each(?2) WHERE true
  ON CONFLICT (site_id, card_id) DO UPDATE SET
    name = excluded.name, kind = excluded.kind, experience_category_ids = excluded.experience_category_ids,
    category_card_type = excluded.category_card_type, level_mask = excluded.level_mask,
    lesson_type = excluded.lesson_type, age_type = excluded.age_type, is_table = excluded.is_table,
    is_movie = excluded.is_movie, offer_ends = excluded.offer_ends, sort_order = excluded.sort_order,
    body = excluded.body, seed_hash = excluded.seed_hash, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE catalogue_cards.seed_hash IS NOT NULL AND catalogue_cards.seed_hash <> excluded.seed_hash`;

// A card gone from the seed goes from the store too, unless someone edited it.
const DELETE_REMOVED_CARDS = `DELETE FROM catalogue_cards WHERE site_id = ?1 AND seed_hash IS NOT NULL
  AND card_id NOT IN (SELECT value FROM json_each(?2))`;

const INSERT_DAYS = `INSERT OR IGNORE INTO calendar_days
    (site_id, event_ak, date, capacity, is_active, max_total, price, color_code_tag)
  SELECT ?1, ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)}, ${j(4)}, ${j(5)}, ${j(6)} FROM json_each(?2)`;

const INSERT_PERFORMANCES = `INSERT OR IGNORE INTO calendar_performances
    (site_id, event_ak, date, performance_ak, time, end_time, capacity)
  SELECT ?1, ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)}, ${j(4)}, ${j(5)} FROM json_each(?2)`;

const INSERT_PRICES = `INSERT OR IGNORE INTO product_daily_prices (site_id, product_ak, date, price, color_code_tag)
  SELECT ?1, ${j(0)}, ${j(1)}, ${j(2)}, ${j(3)} FROM json_each(?2)`;

function chunks<T>(rows: T[], size = SEED_ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The last day stored per calendar and per product, so the daily roll of the window writes only the new days
 * instead of re-offering the whole window (about 20,000 rows for a large site) to INSERT OR IGNORE.
 */
async function storedUntil(db: D1Database, siteId: number): Promise<StoredUntil> {
  const [days, prices] = await db.batch<{ ak: string; until: string }>([
    db.prepare("SELECT event_ak AS ak, MAX(date) AS until FROM calendar_days WHERE site_id = ?1 GROUP BY event_ak").bind(siteId),
    db.prepare("SELECT product_ak AS ak, MAX(date) AS until FROM product_daily_prices WHERE site_id = ?1 GROUP BY product_ak").bind(siteId),
  ]);
  const toMap = (rows: { ak: string; until: string }[]) => new Map(rows.map((r) => [r.ak.toLowerCase(), r.until]));
  return { days: toMap(days!.results), prices: toMap(prices!.results) };
}

/** Rows written by one seeding: all cards, and the calendar rows not stored before. */
export interface SeedCounts {
  cards: number;
  days: number;
  performances: number;
  prices: number;
}

/**
 * Writes one site's catalogue in one batch (one transaction): cards upserted by seed hash, and the calendar
 * window from `today` inserted where missing. Existing days, performances, prices and the ledger are never touched.
 */
export async function seedCatalogue(db: D1Database, siteId: number, seed: CatalogueSeed, today: string): Promise<SeedCounts> {
  const calendar = materialiseCalendar(seed, today, await storedUntil(db, siteId));
  const statements = [
    db.prepare(UPSERT_CARDS).bind(siteId, JSON.stringify(seed.cards.map(cardRow))),
    db.prepare(DELETE_REMOVED_CARDS).bind(siteId, JSON.stringify(seed.cards.map((c) => c.id))),
    ...chunks(calendar.days).map((rows) => db.prepare(INSERT_DAYS).bind(siteId, JSON.stringify(rows))),
    ...chunks(calendar.performances).map((rows) => db.prepare(INSERT_PERFORMANCES).bind(siteId, JSON.stringify(rows))),
    ...chunks(calendar.prices).map((rows) => db.prepare(INSERT_PRICES).bind(siteId, JSON.stringify(rows))),
  ];
  await db.batch(statements);
  return {
    cards: seed.cards.length,
    days: calendar.days.length,
    performances: calendar.performances.length,
    prices: calendar.prices.length,
  };
}

const SEED_MARKER_TTL_SECONDS = 60 * 60 * 24 * 3;
const seededThisIsolate = new Map<string, Promise<void>>();

/**
 * Seeds a site once per isolate, seed version and venue day (the window rolls daily); a KV marker spares
 * other isolates the work. A failure is logged and retried on the next call.
 */
export function ensureCatalogueSeeded(
  db: D1Database,
  cache: KVNamespace,
  siteId: number,
  seed: CatalogueSeed,
  today: string,
): Promise<void> {
  const marker = `catalogue-seed:${siteId}:${catalogueFingerprint(seed)}:${today}`;
  let pending = seededThisIsolate.get(marker);
  if (!pending) {
    pending = (async () => {
      if (await cache.get(marker)) return;
      await seedCatalogue(db, siteId, seed, today);
      await cache.put(marker, new Date().toISOString(), { expirationTtl: SEED_MARKER_TTL_SECONDS });
    })().catch((error: unknown) => {
      seededThisIsolate.delete(marker);
      console.error("seeding the catalogue failed", error);
    });
    seededThisIsolate.set(marker, pending);
  }
  return pending;
}

/** The card filter of the store: the pages' CardFilter plus the narrower lists of the content calls. */
export interface StoreCardFilter extends CardFilter {
  /** Offers on this date, by the shared rule isOfferCard (a discount window not ended by then, or an Offers lesson). */
  offersOn?: string;
  /** Event cards, by the shared rule isEventCard: kind event, table and movie products. */
  eventsOnly?: boolean;
  name?: string;
}

/** The collection rules of a filter (offers, events): shared business rules applied to the card itself. */
export function inCollection(card: Card, filter: Pick<StoreCardFilter, "offersOn" | "eventsOnly">): boolean {
  if (filter.offersOn !== undefined && !isOfferCard(card, filter.offersOn)) return false;
  return !filter.eventsOnly || isEventCard(card);
}

const SELECT_CARDS = `SELECT body FROM catalogue_cards WHERE site_id = ?1
  AND (?2 IS NULL OR kind IN (SELECT value FROM json_each(?2)))
  AND (?3 IS NULL OR EXISTS (SELECT 1 FROM json_each(catalogue_cards.experience_category_ids) WHERE value = ?3))
  AND (?4 IS NULL OR (?4 = 1 AND category_card_type = 1) OR (?4 <> 1 AND category_card_type IS NOT NULL AND category_card_type <> 1))
  AND (?5 IS NULL OR (level_mask & (1 << (?5 - 1))) <> 0)
  AND (?6 IS NULL OR ?6 = 0 OR lesson_type = ?6)
  AND (?7 IS NULL OR ?7 = 0 OR age_type = 0 OR age_type = ?7)
  AND (?8 IS NULL OR name = ?8)
  ORDER BY sort_order, card_id`;

function orNull<T>(value: T | undefined): T | null {
  return value === undefined ? null : value;
}

/** Cards of a site in one language, in listing order; a stored card that no longer fits the schema is left out. */
export async function readCards(db: D1Database, siteId: number, locale: Locale, filter: StoreCardFilter = {}): Promise<Card[]> {
  const kinds: readonly CardKind[] | undefined = filter.kinds;
  const { results } = await db
    .prepare(SELECT_CARDS)
    .bind(
      siteId,
      kinds ? JSON.stringify(kinds) : null,
      orNull(filter.experienceCategoryId),
      orNull(filter.categoryCardType),
      orNull(filter.levelId),
      orNull(filter.lessonType),
      orNull(filter.ageType),
      orNull(filter.name),
    )
    .all<{ body: string }>();
  const cards: Card[] = [];
  for (const row of results) {
    try {
      const parsed = cardSchema.safeParse(localiseCard(JSON.parse(row.body) as CardSeed, locale));
      if (parsed.success && inCollection(parsed.data, filter)) cards.push(parsed.data);
    } catch {
      // An edited body that is not a card any more is left out rather than failing the listing.
    }
  }
  return cards;
}

export async function readCard(db: D1Database, siteId: number, locale: Locale, name: string): Promise<Card | null> {
  return (await readCards(db, siteId, locale, { name }))[0] ?? null;
}
