// The documents ops reads and changes (cms_documents), each change written together with its change-log row in one
// D1 batch, then the KV entries that cache the document cleared, so the next page load reads the change.
import { CMS_DOCUMENTS, type CmsDocumentKey, type SiteSettings, siteSettingsSchema } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { cmsCacheKey } from "../cms/client";
import { forgetContentVersions } from "../cms/content-version";
import { CMS_ENDPOINTS } from "../cms/endpoints";
import { EmbeddedCms } from "../cms/store";
import type { Env } from "../env";

export type OpsAction = "maintenance" | "configuration" | "content" | "enquiry";
/** What the change log records: the documents' changes, and the staff list's ('staff', site 'all', no language). */
export type LoggedAction = OpsAction | "staff";

export interface StoredDocument {
  body: unknown;
  /** The stored JSON text, which a change must still find when it is written. */
  raw: string;
  /** False while the document still follows its seed file. */
  edited: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** One document's change, computed from what was read and written only if the document is still as read. */
export interface PlannedChange {
  action: OpsAction;
  tenant: Tenant;
  locale: Locale;
  key: CmsDocumentKey;
  /** The stored text the change was computed from; null when the document was not in the database. */
  from: string | null;
  to: string;
  logBefore: unknown;
  logAfter: unknown;
}

export interface ChangeLogEntry {
  id: number;
  at: string;
  /** Who: the ops token's name, or the signed-in staff member's e-mail. */
  token: string;
  action: LoggedAction;
  site: string;
  locale: Locale | null;
  document: string;
  before: unknown;
  after: unknown;
}

/** Another change to the same document landed between reading and writing; the caller reads again and retries. */
export class ConcurrentChangeError extends Error {}

/** A stored document that no longer fits its schema, so a field-wise change cannot be computed from it. */
export class StoredDocumentInvalidError extends Error {}

interface DocumentRow {
  body: string;
  seed_hash: string | null;
  updated_at: string;
  updated_by: string;
}

/** The stored document of a site, language and key; a document not yet in the database is written from its seed. */
export async function readStored(env: Env, tenant: Tenant, locale: Locale, key: CmsDocumentKey): Promise<StoredDocument | null> {
  const select = () =>
    env.DB.prepare("SELECT body, seed_hash, updated_at, updated_by FROM cms_documents WHERE site = ?1 AND locale = ?2 AND doc_key = ?3")
      .bind(tenant.slug, locale, key)
      .first<DocumentRow>();
  let row = await select();
  if (!row) {
    await new EmbeddedCms(env.DB).read(tenant.slug, locale, key);
    row = await select();
  }
  if (!row) return null;
  return { body: JSON.parse(row.body), raw: row.body, edited: row.seed_hash === null, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The stored settings of a site and language, parsed with the schema of the CMS answer. */
export async function readSettings(env: Env, tenant: Tenant, locale: Locale): Promise<{ stored: StoredDocument; settings: SiteSettings }> {
  const stored = await readStored(env, tenant, locale, "site-settings");
  if (!stored) throw new StoredDocumentInvalidError(`${tenant.slug}/${locale} has no site settings`);
  const parsed = siteSettingsSchema.safeParse(stored.body);
  if (!parsed.success) {
    throw new StoredDocumentInvalidError(
      `The stored site settings of ${tenant.slug}/${locale} do not fit the schema; replace them whole with a content put of site-settings.`,
    );
  }
  return { stored, settings: parsed.data };
}

/** The change a settings patch makes to one site and language: only the fields whose value differs; null if none. */
export async function planSettingsPatch(
  env: Env,
  action: OpsAction,
  tenant: Tenant,
  locale: Locale,
  patch: Partial<SiteSettings>,
): Promise<PlannedChange | null> {
  const { stored, settings } = await readSettings(env, tenant, locale);
  const changed = (Object.keys(patch) as (keyof SiteSettings)[]).filter(
    (field) => JSON.stringify(settings[field]) !== JSON.stringify(patch[field]),
  );
  if (changed.length === 0) return null;
  // The patch was checked field by field; the whole document is checked again so a stored document stays valid.
  const next = siteSettingsSchema.parse({ ...settings, ...patch });
  return {
    action,
    tenant,
    locale,
    key: "site-settings",
    from: stored.raw,
    to: JSON.stringify(next),
    logBefore: Object.fromEntries(changed.map((f) => [f, settings[f] ?? null])),
    logAfter: Object.fromEntries(changed.map((f) => [f, patch[f]])),
  };
}

/** The change a whole new document makes (already validated by the caller); null if it equals the stored one. */
export async function planDocumentPut(env: Env, tenant: Tenant, locale: Locale, key: CmsDocumentKey, document: unknown): Promise<PlannedChange | null> {
  const stored = await readStored(env, tenant, locale, key);
  const to = JSON.stringify(document);
  if (stored && JSON.stringify(stored.body) === to) return null;
  return { action: "content", tenant, locale, key, from: stored?.raw ?? null, to, logBefore: stored?.body ?? null, logAfter: document };
}

const UPDATE_DOCUMENT = `UPDATE cms_documents SET body = ?1, seed_hash = NULL, updated_by = ?2,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE site = ?3 AND locale = ?4 AND doc_key = ?5 AND body = ?6`;
const INSERT_DOCUMENT = `INSERT INTO cms_documents (site, locale, doc_key, body, seed_hash, updated_by) VALUES (?3, ?4, ?5, ?1, NULL, ?2)`;
// changes() is the row count of the statement just before (the document write): when the document was no longer as
// read, the log row's NOT NULL "after" fails and the whole batch (every document and log row) rolls back.
const LOG_CHANGE = `INSERT INTO ops_changes (token_name, action, site, locale, doc_key, before, after)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, CASE WHEN changes() = 1 THEN ?7 END)`;

/** Writes the changes and their log rows all or nothing, then clears the KV entries that cache those documents. */
export async function applyChanges(env: Env, tokenName: string, changes: readonly PlannedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const db = env.DB;
  const statements = changes.flatMap((change) => {
    const { tenant, locale, key } = change;
    const write =
      change.from === null
        ? db.prepare(INSERT_DOCUMENT).bind(change.to, tokenName, tenant.slug, locale, key)
        : db.prepare(UPDATE_DOCUMENT).bind(change.to, tokenName, tenant.slug, locale, key, change.from);
    const log = db
      .prepare(LOG_CHANGE)
      .bind(tokenName, change.action, tenant.slug, locale, key, change.logBefore === null ? null : JSON.stringify(change.logBefore), JSON.stringify(change.logAfter));
    return [write, log];
  });
  try {
    await db.batch(statements);
  } catch (error) {
    if (/NOT NULL constraint failed|UNIQUE constraint failed/i.test(String(error))) throw new ConcurrentChangeError(String(error));
    throw error;
  }
  await Promise.all(changes.map((change) => clearCachedAnswers(env, change.tenant, change.locale, change.key)));
  // This isolate's stored pages are checked against the new version on the very next request.
  forgetContentVersions();
}

/** Deletes the cached CMS answers built from a document (the site configuration's site-config:{site}:{locale}). */
export async function clearCachedAnswers(env: Env, tenant: Tenant, locale: Locale, key: CmsDocumentKey): Promise<void> {
  const cached = CMS_ENDPOINTS.filter((endpoint) => endpoint.doc === key && endpoint.cached);
  await Promise.all(cached.map((endpoint) => env.CACHE.delete(cmsCacheKey(endpoint, { tenant, locale }))));
}

const CHANGE_ATTEMPTS = 3;

/** Plans and applies, reading again when another change got in between. */
export async function commitChanges(env: Env, tokenName: string, plan: () => Promise<(PlannedChange | null)[]>): Promise<PlannedChange[]> {
  for (let attempt = 1; ; attempt++) {
    const changes = (await plan()).filter((c): c is PlannedChange => c !== null);
    try {
      await applyChanges(env, tokenName, changes);
      return changes;
    } catch (error) {
      if (!(error instanceof ConcurrentChangeError) || attempt >= CHANGE_ATTEMPTS) throw error;
    }
  }
}

interface ChangeRow {
  id: number;
  at: string;
  token_name: string;
  action: LoggedAction;
  site: string;
  locale: Locale | null;
  doc_key: string;
  before: string | null;
  after: string;
}

/** The latest changes first, optionally of one site. */
export async function readChangeLog(db: D1Database, options: { site?: string; limit: number }): Promise<ChangeLogEntry[]> {
  const { results } = await db
    .prepare("SELECT * FROM ops_changes WHERE (?1 IS NULL OR site = ?1) ORDER BY id DESC LIMIT ?2")
    .bind(options.site ?? null, options.limit)
    .all<ChangeRow>();
  return results.map((row) => ({
    id: row.id,
    at: row.at,
    token: row.token_name,
    action: row.action,
    site: row.site,
    locale: row.locale,
    document: row.doc_key,
    before: row.before === null ? null : JSON.parse(row.before),
    after: JSON.parse(row.after),
  }));
}

export function isDocumentKey(key: string): key is CmsDocumentKey {
  return Object.hasOwn(CMS_DOCUMENTS, key);
}
