// Parsed CMS documents and the answers built from them, kept for the life of the isolate and keyed by the version of
// the stored document, so a page render neither parses a document nor builds an answer it built before.
// The version is read from D1 on every request (one small query per site and language), so an edit shows at once.
import { BoundedCache } from "../bounded-cache";

/**
 * The SQL expression of a stored document's version. Every write the product makes (ops, seeding) sets updated_at to
 * the millisecond; the body's length and seed hash also change with a direct edit that leaves updated_at alone.
 */
export const DOCUMENT_VERSION_SQL = "updated_at || '|' || length(body) || '|' || ifnull(seed_hash, '') || '|' || updated_by";

/** At most this many entries per cache; the least recently used go first (content and FAQ pages are keyed by name). */
const MAX_ENTRIES = 1000;

/** A parsed document (null when the stored body no longer fits its schema) at the version it was read. */
export interface VersionedDocument {
  version: string;
  doc: unknown;
}

/** Parsed documents by site/locale/key. */
export const parsedDocuments = new BoundedCache<VersionedDocument>(MAX_ENTRIES);

/** Answers built from a document (toResult) by site/locale/endpoint?query, with the document version they came from. */
export const builtAnswers = new BoundedCache<{ version: string; result: unknown }>(MAX_ENTRIES);

/** Counts of the work done, for the tests that check a repeat read neither reads bodies nor parses. */
export const documentCacheStats = { bodyReads: 0, parses: 0, versionReads: 0, answersBuilt: 0 };

/** Forgets everything (tests). */
export function clearDocumentCache(): void {
  parsedDocuments.clear();
  builtAnswers.clear();
  for (const key of Object.keys(documentCacheStats) as (keyof typeof documentCacheStats)[]) documentCacheStats[key] = 0;
}
