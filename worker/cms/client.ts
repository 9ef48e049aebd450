// The CMS seam: each read answered by the embedded store, or by the upstream CMS when CMS_API_URL is set.
import { CMS_DOCUMENTS, cmsAnswer } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import { DEFAULT_TIME_ZONE } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { Env } from "../env";
import { type CmsEndpoint, endpointFor } from "./endpoints";
import { BoundedCache } from "../bounded-cache";
import { type VersionedDocument, builtAnswers, documentCacheStats } from "./document-cache";
import { EmbeddedCms, ensureSeeded } from "./store";
import { cleanRichTextFields } from "./rich-text";

export interface CmsCall {
  tenant: Tenant;
  locale: Locale;
  timeZone?: string;
  /** The call's own query parameters (Page, Name …), besides Lang and TimeZone. */
  query?: Record<string, string>;
}

/** What a CMS read gives: the Result, or null when the CMS has no such content (an answer of Result 404). */
export type CmsResult<T> = { found: true; result: T } | { found: false };

export class CmsUnavailableError extends Error {}

/** A draft read in place of its stored document by one request (a staff member's preview, worker/ops/preview.ts). */
export interface ContentDraft {
  key: string;
  body: unknown;
  /** The draft's id: the version of the answers built from it. */
  id: string;
}

const MIN_KV_TTL_SECONDS = 60;

/** Seconds a cached CMS answer lives; 0 turns the cache off (the browser tests that switch maintenance use it). */
export function cacheTtlSeconds(env: Pick<Env, "SITE_CONFIG_TTL_SECONDS">): number {
  const raw = env.SITE_CONFIG_TTL_SECONDS?.trim();
  // An unset or empty setting keeps the cache on; only an explicit "0" turns it off.
  const setting = raw ? Number(raw) : MIN_KV_TTL_SECONDS;
  if (!Number.isFinite(setting) || setting < 0) return MIN_KV_TTL_SECONDS;
  return setting === 0 ? 0 : Math.max(MIN_KV_TTL_SECONDS, setting);
}

/** KV key of a cached answer; the site configuration's is site-config:{site}:{locale}, cleared when it changes. */
export function cmsCacheKey(endpoint: CmsEndpoint, call: Pick<CmsCall, "tenant" | "locale">): string {
  const name = endpoint.doc === "site-settings" ? "site-config" : `cms:${endpoint.path}`;
  return `${name}:${call.tenant.slug}:${call.locale}`;
}

/** Isolate cache key of an answer built from a document: its site, language, call and the call's query. */
function answerKey(endpoint: CmsEndpoint, call: CmsCall, query: URLSearchParams): string {
  const sorted = new URLSearchParams([...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${call.tenant.slug}/${call.locale}/${endpoint.path}?${sorted}|${call.timeZone ?? ""}`;
}

/** KV answers already parsed in this isolate, by key and the exact text stored (a new text is parsed again). */
const parsedKvAnswers = new BoundedCache<{ text: string; answer: CmsResult<unknown> }>(64);

/** A cached answer read from KV, parsed once per isolate and stored text; null when it does not fit its schema. */
function parsedFromCache(endpoint: CmsEndpoint, key: string, text: string): CmsResult<unknown> | null {
  const seen = parsedKvAnswers.get(key);
  if (seen?.text === text) return seen.answer;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = endpoint.result.safeParse(raw);
  if (!parsed.success) return null;
  const answer: CmsResult<unknown> = { found: true, result: cleanRichTextFields(endpoint.result, parsed.data) };
  parsedKvAnswers.set(key, { text, answer });
  return answer;
}

/** One client serves one request: each call (endpoint, site, language, query) is answered once per request. */
export class CmsClient {
  private readonly embedded: EmbeddedCms;
  private readonly answers = new Map<string, Promise<CmsResult<unknown>>>();

  constructor(
    private readonly env: Env,
    private readonly draft?: ContentDraft,
  ) {
    this.embedded = new EmbeddedCms(env.DB);
  }

  call(endpoint: CmsEndpoint, call: CmsCall): Promise<CmsResult<unknown>> {
    const id = answerKey(endpoint, call, new URLSearchParams(call.query));
    let pending = this.answers.get(id);
    if (!pending) {
      pending = this.answerOnce(endpoint, call);
      this.answers.set(id, pending);
      pending.catch(() => this.answers.delete(id));
    }
    return pending;
  }

  private async answerOnce(endpoint: CmsEndpoint, call: CmsCall): Promise<CmsResult<unknown>> {
    // A draft's answers are never read from the cache nor written to it.
    if (!endpoint.cached || this.draft?.key === endpoint.doc) return this.uncached(endpoint, call);
    const ttl = cacheTtlSeconds(this.env);
    const key = cmsCacheKey(endpoint, call);
    if (ttl > 0) {
      const text = await this.env.CACHE.get(key, "text");
      const fromCache = text === null ? null : parsedFromCache(endpoint, key, text);
      if (fromCache) return fromCache;
    }
    const answer = await this.uncached(endpoint, call);
    if (answer.found && ttl > 0) await this.env.CACHE.put(key, JSON.stringify(answer.result), { expirationTtl: ttl });
    return answer;
  }

  private async uncached(endpoint: CmsEndpoint, call: CmsCall): Promise<CmsResult<unknown>> {
    const query = new URLSearchParams(call.query);
    if (this.env.CMS_API_URL) return this.upstream(endpoint, call, query);
    await ensureSeeded(this.env.DB, this.env.CACHE);
    const read: VersionedDocument | null =
      this.draft?.key === endpoint.doc
        ? { version: `draft|${this.draft.id}`, doc: cleanRichTextFields(CMS_DOCUMENTS[endpoint.doc], this.draft.body) }
        : await this.embedded.readVersioned(call.tenant.slug, call.locale, endpoint.doc);
    if (read === null || read.doc === null) return { found: false };
    const result = endpoint.toResult ? this.built(endpoint, call, query, read) : read.doc;
    return result === null ? { found: false } : { found: true, result };
  }

  /** The answer built from a document, kept for the isolate by the document's version. */
  private built(endpoint: CmsEndpoint, call: CmsCall, query: URLSearchParams, read: VersionedDocument): unknown {
    const key = answerKey(endpoint, call, query);
    const cached = builtAnswers.get(key);
    if (cached?.version === read.version) return cached.result;
    documentCacheStats.answersBuilt++;
    const result = endpoint.toResult!(read.doc, call.tenant, query);
    builtAnswers.set(key, { version: read.version, result });
    return result;
  }

  /** Reads one call by its path, typed by the endpoint's Result schema. */
  async read<T>(path: string, call: CmsCall): Promise<T | null> {
    const endpoint = endpointFor(path);
    if (!endpoint) throw new Error(`no CMS endpoint ${path}`);
    const answer = await this.call(endpoint, call);
    return answer.found ? (answer.result as T) : null;
  }

  private async upstream(endpoint: CmsEndpoint, call: CmsCall, query: URLSearchParams): Promise<CmsResult<unknown>> {
    const base = this.env.CMS_API_URL!.replace(/\/$/, "");
    query.set("Lang", call.locale);
    query.set("TimeZone", call.timeZone ?? DEFAULT_TIME_ZONE);
    if (endpoint.lowerCaseQuery) {
      // The spec's BookingBarFilterData call names them lang and timeZone.
      query.set("lang", call.locale);
      query.set("timeZone", call.timeZone ?? DEFAULT_TIME_ZONE);
    }
    const response = await fetch(`${base}/${call.tenant.slug}/${endpoint.path}?${query}`, {
      headers: { "site-id": String(call.tenant.siteId), lang: call.locale, accept: "application/json" },
    });
    const body: unknown = await response.json().catch(() => null);
    if (body && typeof body === "object" && (body as { Result?: unknown }).Result === 404) return { found: false };
    if (!response.ok) throw new CmsUnavailableError(`upstream CMS answered ${response.status} for ${endpoint.path}`);
    const parsed = cmsAnswer(endpoint.result).safeParse(body);
    if (!parsed.success) throw new CmsUnavailableError(`upstream CMS answer for ${endpoint.path} does not fit its schema`);
    // The upstream CMS's rich text is as untrusted as any other (docs/decisions/043).
    return { found: true, result: cleanRichTextFields(endpoint.result, parsed.data.Result) };
  }
}
