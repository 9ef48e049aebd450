// The embedded CMS: documents per site × locale in D1, seeded from tenants/content and read through this store.
import { CMS_DOCUMENTS, type CmsDocument, type CmsDocumentKey } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { SiteSlug } from "../../shared/tenant";
import { type SeedDocument, seedDocuments } from "../../tenants/content";
import { seedHash } from "../seed-hash";

let seeds: Map<string, SeedDocument & { hash: string }> | undefined;

function keyOf(site: string, locale: string, key: string): string {
  return `${site}/${locale}/${key}`;
}

function seedMap() {
  if (!seeds) {
    seeds = new Map(
      seedDocuments().map((d) => [keyOf(d.site, d.locale, d.key), { ...d, hash: seedHash(JSON.stringify(d.body)) }]),
    );
  }
  return seeds;
}

const UPSERT_SEED = `INSERT INTO cms_documents (site, locale, doc_key, body, seed_hash)
  VALUES (?1, ?2, ?3, ?4, ?5)
  ON CONFLICT (site, locale, doc_key) DO UPDATE SET
    body = excluded.body, seed_hash = excluded.seed_hash,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_by = 'seed'
  WHERE cms_documents.seed_hash IS NOT NULL AND cms_documents.seed_hash <> excluded.seed_hash`;

/**
 * Writes every seed document in one batch. Documents someone edited (seed_hash NULL) are kept;
 * unedited ones follow a changed seed file.
 */
export async function seedCms(db: D1Database): Promise<number> {
  const all = [...seedMap().values()];
  await db.batch(all.map((d) => db.prepare(UPSERT_SEED).bind(d.site, d.locale, d.key, JSON.stringify(d.body), d.hash)));
  return all.length;
}

/** Fingerprint of the whole seed set, to seed a database once per version of the content. */
export function seedFingerprint(): string {
  return seedHash([...seedMap().values()].map((d) => d.hash).join(""));
}

export interface CmsReader {
  read<K extends CmsDocumentKey>(site: SiteSlug, locale: Locale, key: K): Promise<CmsDocument<K> | null>;
}

/** Reads documents from D1; a document missing from the database is written from its seed on first read. */
export class EmbeddedCms implements CmsReader {
  constructor(private readonly db: D1Database) {}

  async read<K extends CmsDocumentKey>(site: SiteSlug, locale: Locale, key: K): Promise<CmsDocument<K> | null> {
    const row = await this.db
      .prepare("SELECT body FROM cms_documents WHERE site = ?1 AND locale = ?2 AND doc_key = ?3")
      .bind(site, locale, key)
      .first<{ body: string }>();
    if (row) {
      const parsed = CMS_DOCUMENTS[key].safeParse(JSON.parse(row.body));
      // A stored document that no longer fits its schema is treated as absent rather than crashing a page.
      return parsed.success ? (parsed.data as CmsDocument<K>) : null;
    }
    const seed = seedMap().get(keyOf(site, locale, key));
    if (!seed) return null;
    await this.db
      .prepare("INSERT OR IGNORE INTO cms_documents (site, locale, doc_key, body, seed_hash) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(site, locale, key, JSON.stringify(seed.body), seed.hash)
      .run();
    return seed.body as CmsDocument<K>;
  }
}

const SEED_MARKER_TTL_SECONDS = 60 * 60 * 24 * 30;
let seededThisIsolate: Promise<void> | undefined;

/** Seeds the database once per isolate and content version (a KV marker spares other isolates the work). */
export function ensureSeeded(db: D1Database, cache: KVNamespace): Promise<void> {
  seededThisIsolate ??= (async () => {
    const marker = `cms-seed:${seedFingerprint()}`;
    if (await cache.get(marker)) return;
    await seedCms(db);
    await cache.put(marker, new Date().toISOString(), { expirationTtl: SEED_MARKER_TTL_SECONDS });
  })().catch((error: unknown) => {
    seededThisIsolate = undefined;
    console.error("seeding the CMS failed", error);
  });
  return seededThisIsolate;
}
