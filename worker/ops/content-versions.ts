// A content document's versions as the change log keeps them (each change of it holds the whole document before and
// after), rolling back to one of them (itself a change), and drafts: an edited document shown on its real page through
// a short-lived preview link before it is published, never to visitors and never cached.
import { CMS_DOCUMENTS, type CmsDocumentKey } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { base64url } from "../base64url";
import { cleanRichTextFields } from "../cms/rich-text";
import type { Env } from "../env";
import { type FieldIssue, issuesOf, parseInput } from "../validation";
import { unknownFields } from "./document-fields";
import { type PlannedChange, StoredDocumentInvalidError, planDocumentPut } from "./store";

export const HISTORY_DEFAULT_LIMIT = 50;
/** How long a preview link shows its draft. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

/** One version of a document: the one a change of it wrote. */
export interface DocumentVersion {
  /** The change-log id of the change that wrote it. */
  change: number;
  at: string;
  by: string;
  body: unknown;
}

export interface DocumentHistory {
  versions: DocumentVersion[];
  /** The document before the oldest change listed (the seed's, or an older edit): also a version to roll back to. */
  original: unknown | null;
}

interface HistoryRow {
  id: number;
  at: string;
  token_name: string;
  before: string | null;
  after: string;
}

/** The versions the change log holds of one document, newest first. */
export async function documentHistory(db: D1Database, tenant: Tenant, locale: Locale, key: CmsDocumentKey, limit = HISTORY_DEFAULT_LIMIT): Promise<DocumentHistory> {
  const { results } = await db
    .prepare(
      `SELECT id, at, token_name, before, after FROM ops_changes
       WHERE action = 'content' AND site = ?1 AND locale = ?2 AND doc_key = ?3 ORDER BY id DESC LIMIT ?4`,
    )
    .bind(tenant.slug, locale, key, limit)
    .all<HistoryRow>();
  const oldest = results.at(-1);
  return {
    versions: results.map((row) => ({ change: row.id, at: row.at, by: row.token_name, body: JSON.parse(row.after) })),
    original: oldest?.before ? JSON.parse(oldest.before) : null,
  };
}

/** A document checked as a put checks it: rich text cleaned first, then its schema, and no field it does not have. */
export function checkedDocument(key: CmsDocumentKey, input: unknown): { ok: true; document: unknown; sanitised: string[] } | { ok: false; issues: FieldIssue[] } {
  const schema = CMS_DOCUMENTS[key];
  const sanitised: string[] = [];
  const body = cleanRichTextFields(schema, input, sanitised);
  const parsed = parseInput(schema, body);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error) };
  const unknown = unknownFields(body, parsed.data);
  if (unknown.length > 0) return { ok: false, issues: unknown };
  return { ok: true, document: parsed.data, sanitised };
}

/** The version a rollback names is not one of this document's. */
export class UnknownVersionError extends Error {}

/**
 * The change that puts back the document as one change of it left it (`side` "after") or found it ("before"). A
 * version that no longer fits the document's schema is refused rather than stored.
 */
export async function planRollback(
  env: Env,
  tenant: Tenant,
  locale: Locale,
  key: CmsDocumentKey,
  target: { change: number; side: "after" | "before" },
): Promise<PlannedChange | null> {
  const row = await env.DB.prepare(
    `SELECT before, after FROM ops_changes WHERE id = ?1 AND action = 'content' AND site = ?2 AND locale = ?3 AND doc_key = ?4`,
  )
    .bind(target.change, tenant.slug, locale, key)
    .first<{ before: string | null; after: string }>();
  const text = row ? (target.side === "after" ? row.after : row.before) : null;
  if (!text) throw new UnknownVersionError(`change ${target.change} holds no ${target.side} version of ${tenant.slug}/${locale}/${key}`);
  const checked = checkedDocument(key, JSON.parse(text));
  if (!checked.ok) throw new StoredDocumentInvalidError(`That version of ${key} no longer fits the document's schema: ${checked.issues[0]!.field} ${checked.issues[0]!.message}.`);
  return planDocumentPut(env, tenant, locale, key, checked.document);
}

export interface DocumentDraft {
  id: string;
  site: string;
  locale: Locale;
  key: CmsDocumentKey;
  body: unknown;
  createdBy: string;
  expiresAtMs: number;
}

/** Stores a checked document as a draft and answers it, with the secret of its preview link. */
export async function saveDraft(
  db: D1Database,
  draft: { tenant: Tenant; locale: Locale; key: CmsDocumentKey; body: unknown; createdBy: string },
  nowMs: number,
): Promise<DocumentDraft> {
  const id = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAtMs = nowMs + DRAFT_TTL_MS;
  await db.batch([
    db.prepare("DELETE FROM cms_drafts WHERE expires_at_ms <= ?1").bind(nowMs),
    db
      .prepare("INSERT INTO cms_drafts (id, site, locale, doc_key, body, created_by, expires_at_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(id, draft.tenant.slug, draft.locale, draft.key, JSON.stringify(draft.body), draft.createdBy, expiresAtMs),
  ]);
  return { id, site: draft.tenant.slug, locale: draft.locale, key: draft.key, body: draft.body, createdBy: draft.createdBy, expiresAtMs };
}

/** A draft not yet expired, by its preview secret; null for any other text. */
export async function readDraft(db: D1Database, id: string, nowMs: number): Promise<DocumentDraft | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = await db
    .prepare("SELECT id, site, locale, doc_key, body, created_by, expires_at_ms FROM cms_drafts WHERE id = ?1 AND expires_at_ms > ?2")
    .bind(id, nowMs)
    .first<{ id: string; site: string; locale: Locale; doc_key: string; body: string; created_by: string; expires_at_ms: number }>();
  if (!row || !Object.hasOwn(CMS_DOCUMENTS, row.doc_key)) return null;
  return {
    id: row.id,
    site: row.site,
    locale: row.locale,
    key: row.doc_key as CmsDocumentKey,
    body: JSON.parse(row.body),
    createdBy: row.created_by,
    expiresAtMs: row.expires_at_ms,
  };
}
