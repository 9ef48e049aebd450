// The embedded CMS: documents per site × locale in D1, seeded from tenants/content and read through this store.
import { CMS_DOCUMENTS, type CmsDocument, type CmsDocumentKey } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { SiteSlug } from "../../shared/tenant";
import { type SeedDocument, seedDocuments } from "../../tenants/content";
import { seedHash } from "../seed-hash";
import { DOCUMENT_VERSION_SQL, type VersionedDocument, documentCacheStats, parsedDocuments } from "./document-cache";
import { log } from "../observability/log";
import { cleanRichTextFields } from "./rich-text";

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

/**
 * Reads documents from D1; a document missing from the database is written from its seed on first read.
 * One instance serves one request: each document is read at most once (a second read of it shares the first), the
 * versions of a site and language's documents are read in one small query, and a document whose version the isolate
 * has already parsed is served from the isolate's cache without reading its body or parsing it again.
 */
export class EmbeddedCms implements CmsReader {
  private readonly versions = new Map<string, Promise<Map<string, string>>>();
  private readonly documents = new Map<string, Promise<VersionedDocument | null>>();

  constructor(private readonly db: D1Database) {}

  async read<K extends CmsDocumentKey>(site: SiteSlug, locale: Locale, key: K): Promise<CmsDocument<K> | null> {
    const found = await this.readVersioned(site, locale, key);
    return found ? (found.doc as CmsDocument<K> | null) : null;
  }

  /** The document with its version; null when neither the database nor the seed has it. */
  readVersioned(site: SiteSlug, locale: Locale, key: CmsDocumentKey): Promise<VersionedDocument | null> {
    const id = keyOf(site, locale, key);
    let pending = this.documents.get(id);
    if (!pending) {
      pending = this.load(site, locale, key);
      this.documents.set(id, pending);
      // A failed read is not remembered: the next read of the request tries again.
      pending.catch(() => this.documents.delete(id));
    }
    return pending;
  }

  /** The version of each stored document of a site and language, read once per request. */
  private versionsOf(site: SiteSlug, locale: Locale): Promise<Map<string, string>> {
    const id = `${site}/${locale}`;
    let pending = this.versions.get(id);
    if (!pending) {
      pending = (async () => {
        documentCacheStats.versionReads++;
        const { results } = await this.db
          .prepare(`SELECT doc_key, ${DOCUMENT_VERSION_SQL} AS version FROM cms_documents WHERE site = ?1 AND locale = ?2`)
          .bind(site, locale)
          .all<{ doc_key: string; version: string }>();
        return new Map(results.map((row) => [row.doc_key, row.version]));
      })();
      this.versions.set(id, pending);
      pending.catch(() => this.versions.delete(id));
    }
    return pending;
  }

  private async load(site: SiteSlug, locale: Locale, key: CmsDocumentKey): Promise<VersionedDocument | null> {
    const id = keyOf(site, locale, key);
    const version = (await this.versionsOf(site, locale)).get(key);
    const cached = parsedDocuments.get(id);
    if (version !== undefined && cached?.version === version) return cached;

    documentCacheStats.bodyReads++;
    const row = await this.db
      .prepare(`SELECT body, ${DOCUMENT_VERSION_SQL} AS version FROM cms_documents WHERE site = ?1 AND locale = ?2 AND doc_key = ?3`)
      .bind(site, locale, key)
      .first<{ body: string; version: string }>();
    if (row) {
      if (cached?.version === row.version) return cached;
      documentCacheStats.parses++;
      const parsed = CMS_DOCUMENTS[key].safeParse(JSON.parse(row.body));
      // A stored document that no longer fits its schema is treated as absent rather than crashing a page. Its rich
      // text is cleaned once per version, also when it was stored before cleaning or straight into the database.
      const read: VersionedDocument = { version: row.version, doc: parsed.success ? cleanRichTextFields(CMS_DOCUMENTS[key], parsed.data) : null };
      parsedDocuments.set(id, read);
      return read;
    }
    const seed = seedMap().get(id);
    if (!seed) return null;
    await this.db
      .prepare("INSERT OR IGNORE INTO cms_documents (site, locale, doc_key, body, seed_hash) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(site, locale, key, JSON.stringify(seed.body), seed.hash)
      .run();
    // Not cached: the next request reads the row just written, with its version.
    return { version: `seed|${seed.hash}`, doc: cleanRichTextFields(CMS_DOCUMENTS[key], seed.body) };
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
    log("error", "seeding the CMS failed", { error });
  });
  return seededThisIsolate;
}
