// The embedded provider's catalogue in D1: seeding cards and the rolling calendar window from tenants/catalogue,
// and the card reads. Edited cards (seed_hash NULL), existing days and the seat ledger survive every reseed.
import type { Card } from "../../shared/catalogue";
import { cardSchema } from "../../shared/catalogue";
import type { Locale } from "../../shared/locale";
import { type CardFilter, cardMatches } from "../../shared/booking/collections";
import { localiseCard } from "../../tenants/catalogue";
import type { CardSeed, CatalogueSeed } from "../../tenants/catalogue/types";
import { seedHash } from "../seed-hash";
import { type StoredUntil, materialiseCalendar } from "./calendar";
import { log } from "../observability/log";
import { demoDataAllowed } from "../mode";

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

// Only what seeding and reading need: which cards a listing holds is decided on the parsed card by cardMatches.
function cardRow(card: CardSeed) {
  return {
    card_id: card.id,
    name: card.name,
    sort_order: card.sort_order,
    body: card,
    seed_hash: seedHash(JSON.stringify(card)),
  };
}

const j = (i: number) => `json_extract(value, '$[${i}]')`;

const UPSERT_CARDS = `INSERT INTO catalogue_cards (site_id, card_id, name, sort_order, body, seed_hash)
  SELECT ?1, json_extract(value, '$.card_id'), json_extract(value, '$.name'), json_extract(value, '$.sort_order'),
    json_extract(value, '$.body'), json_extract(value, '$.seed_hash')
  FROM json_each(?2) WHERE true
  ON CONFLICT (site_id, card_id) DO UPDATE SET
    name = excluded.name, sort_order = excluded.sort_order, body = excluded.body, seed_hash = excluded.seed_hash,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
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

/** Where the catalogue is seeded, and in which mode (worker/mode.ts): production never seeds the demo catalogue. */
export interface SeedingEnv {
  DB: D1Database;
  CACHE: KVNamespace;
  SHOP_MODE?: string;
}

/**
 * Seeds a site once per isolate, seed version and venue day (the window rolls daily); a KV marker spares
 * other isolates the work. A failure is logged and retried on the next call. Demo mode only.
 */
export function ensureCatalogueSeeded(env: SeedingEnv, siteId: number, seed: CatalogueSeed, today: string): Promise<void> {
  if (!demoDataAllowed(env)) return Promise.resolve();
  const { DB: db, CACHE: cache } = env;
  const marker = `catalogue-seed:${siteId}:${catalogueFingerprint(seed)}:${today}`;
  let pending = seededThisIsolate.get(marker);
  if (!pending) {
    pending = (async () => {
      if (await cache.get(marker)) return;
      await seedCatalogue(db, siteId, seed, today);
      await cache.put(marker, new Date().toISOString(), { expirationTtl: SEED_MARKER_TTL_SECONDS });
    })().catch((error: unknown) => {
      seededThisIsolate.delete(marker);
      log("error", "seeding the catalogue failed", { siteId, error });
    });
    seededThisIsolate.set(marker, pending);
  }
  return pending;
}

// A site has a few dozen cards: all of them are read in listing order and filtered by the shared rule.
const SELECT_CARDS = "SELECT body FROM catalogue_cards WHERE site_id = ?1 ORDER BY sort_order, card_id";

/**
 * Cards of a site in one language, in listing order, those the filter holds (cardMatches); a stored card that no
 * longer fits the schema is left out.
 */
export async function readCards(db: D1Database, siteId: number, locale: Locale, filter: CardFilter = {}): Promise<Card[]> {
  const { results } = await db.prepare(SELECT_CARDS).bind(siteId).all<{ body: string }>();
  const cards: Card[] = [];
  for (const row of results) {
    try {
      const parsed = cardSchema.safeParse(localiseCard(JSON.parse(row.body) as CardSeed, locale));
      if (parsed.success && cardMatches(parsed.data, filter)) cards.push(parsed.data);
    } catch {
      // An edited body that is not a card any more is left out rather than failing the listing.
    }
  }
  return cards;
}

export async function readCard(db: D1Database, siteId: number, locale: Locale, name: string): Promise<Card | null> {
  return (await readCards(db, siteId, locale, { name }))[0] ?? null;
}

/** The read of a site's cards by id (cardsOfRows turns its rows into cards); a statement, so a batch can carry it. */
export function cardsByIdsStatement(db: D1Database, siteId: number, ids: readonly number[]): D1PreparedStatement {
  return db.prepare("SELECT body FROM catalogue_cards WHERE site_id = ?1 AND card_id IN (SELECT value FROM json_each(?2))").bind(siteId, JSON.stringify([...new Set(ids)]));
}

/** Cards of a site by id, in one language (only those stored and still fitting the schema), keyed by id. */
export async function readCardsByIds(db: D1Database, siteId: number, locale: Locale, ids: readonly number[]): Promise<Map<number, Card>> {
  const { results } = await cardsByIdsStatement(db, siteId, ids).all<{ body: string }>();
  return cardsOfRows(results, locale);
}

/** The cards of cardsByIdsStatement's rows, in one language, keyed by id. */
export function cardsOfRows(results: readonly { body: string }[], locale: Locale): Map<number, Card> {
  const cards = new Map<number, Card>();
  for (const row of results) {
    try {
      const parsed = cardSchema.safeParse(localiseCard(JSON.parse(row.body) as CardSeed, locale));
      if (parsed.success) cards.set(parsed.data.id, parsed.data);
    } catch {
      // An edited body that is not a card any more is not sold.
    }
  }
  return cards;
}
