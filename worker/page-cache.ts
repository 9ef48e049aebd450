// Whole anonymous pages kept per isolate (docs/decisions/020-anonymous-page-cache.md). A page whose routes declare it
// anonymous and shared (their handle, client/document/handle.ts: a page that declares nothing is never kept), whose
// render read only versioned CMS content, for a visitor without a member session, is stored once rendered and served again while the
// content it came from is unchanged: the same URL, the same consent choice, the same kind of client (browser or
// crawler) and the same content version of its site and language (which covers the site configuration: it is built
// from the site's settings document). Each answer still carries its own nonce: the stored page is split at the nonce
// it was rendered with and joined with the nonce of the request that reads it, so the Content-Security-Policy stays
// exactly as strict as for a fresh render.
//
// Two halves: `servePageFromCache` answers a stored page right after the request's site and language are known,
// before the site configuration is read and the member edge runs (a visitor with a session cookie never gets here
// from the store); `cachedPages` wraps the renderer and stores what it rendered.
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { consentFromCookieHeader } from "../shared/consent";
import { hasSessionCookie } from "./auth/sessions";
import { BoundedCache } from "./bounded-cache";
import { type GzipSegments, acceptsGzip, compressSegments, gzipAnswer, plainAnswer } from "./gzip-segments";
import { contentVersion, forgetContentVersions } from "./cms/content-version";
import type { AppEnv, Env } from "./env";
import type { PageHandler } from "./app";
import { log } from "./observability/log";

/** What a render reports about itself while it runs. */
export interface RenderUsage {
  /** Every route of the page declared it the same for every anonymous visitor: without this it is never stored. */
  shared(): void;
  /** The page read something the cache cannot version (the provider's catalogue, a member): it is not stored. */
  uncacheable(reason: string): void;
}

/** The usage of a render nothing is stored from. */
const IGNORED_USAGE: RenderUsage = { shared() {}, uncacheable() {} };

export type PageRender = (c: Context<AppEnv>, usage: RenderUsage) => Response | Promise<Response>;

/** Seconds a stored page may be served (content is also checked on every read); 0 turns the cache off. */
const DEFAULT_TTL_SECONDS = 60;
/** Bounds of the isolate's store: entries and total bytes of stored pages (their UTF-8 text and its compressed form). */
const MAX_ENTRIES = 400;
const MAX_BYTES = 16_000_000;
/** A page larger than this is not stored. */
const MAX_PAGE_CHARS = 600_000;

/** Response headers that belong to one answer and are never replayed. */
const PER_ANSWER_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "content-security-policy", "date"]);

interface StoredPage {
  /** The page split at the nonce it was rendered with, as UTF-8 and compressed part by part (worker/gzip-segments.ts). */
  body: GzipSegments;
  status: number;
  headers: [string, string][];
  /** The content version the page was rendered from: checked on every read. */
  contentStamp: string;
  expiresAt: number;
}

export const pageCacheStats = { hits: 0, misses: 0, stored: 0, skipped: 0 };

const store = new BoundedCache<StoredPage>(MAX_ENTRIES, {
  maxWeight: MAX_BYTES,
  weigh: (page) => page.body.bytes + page.body.plain.reduce((sum, part) => sum + part.length, 0),
});

/** Forgets every stored page and the counts (tests). */
export function clearPageCache(): void {
  store.clear();
  forgetContentVersions();
  for (const key of Object.keys(pageCacheStats) as (keyof typeof pageCacheStats)[]) pageCacheStats[key] = 0;
}

function ttlSeconds(env: Env): number {
  const raw = env.PAGE_CACHE_TTL_SECONDS?.trim();
  if (!raw) return DEFAULT_TTL_SECONDS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 3600) : DEFAULT_TTL_SECONDS;
}

/** Whether this request may be answered from, or stored in, the cache at all. */
function eligible(c: Context<AppEnv>): boolean {
  if (c.req.method !== "GET") return false;
  if (!c.get("location")) return false;
  // React Router's data requests (client navigation); only whole pages are kept (the answer's type is checked too).
  if (c.req.path.endsWith(".data")) return false;
  // A draft's preview is one staff member's page (worker/ops/preview.ts).
  if (c.get("contentDraft")) return false;
  // A visitor with a member session (or the remains of one) gets pages made for them, never shared ones. The cookie
  // is checked before the member edge has run (the store's half); the session itself once it has (the render's half).
  if (hasSessionCookie(c) || c.get("memberSession")) return false;
  // The development server rebuilds modules on the fly; its pages are never kept.
  if (import.meta.env?.MODE === "development") return false;
  return true;
}

/** The parts of the request that change the page: URL, consent choice, browser or crawler (crawlers get whole pages). */
function keyOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const consent = JSON.stringify(consentFromCookieHeader(c.req.header("cookie")));
  const agent = c.req.header("user-agent");
  const crawler = agent ? isbot(agent) : false;
  return `${url.host}${url.pathname}${url.search}|${consent}|${crawler ? "bot" : "browser"}`;
}

/**
 * The content version of the site and language (worker/cms/content-version.ts: a counter every write to its CMS
 * documents moves, read from D1 at most once a second per isolate and forgotten at once on an ops write here). With an
 * upstream CMS there is no version to read: the stored page then lives only for its time to live, like the upstream
 * answers kept in KV.
 */
async function contentStampOf(c: Context<AppEnv>): Promise<string> {
  const location = c.get("location")!;
  if (c.env.CMS_API_URL) return "upstream";
  return contentVersion(c.env, location.tenant.slug, location.locale);
}

/** The nonce the page was rendered with, as the security headers middleware set it for this request. */
function nonceOf(c: Context<AppEnv>): string | undefined {
  const nonce = c.get("secureHeadersNonce");
  return nonce && nonce.length >= 16 ? nonce : undefined;
}

/** The URL's key and content version, as the store's half read them for this request. */
interface Probe {
  key: string;
  contentStamp: string;
}

const probes = new WeakMap<Request, Probe>();

/**
 * The store's half: answers a stored page that is still current, before anything else of the page's work runs (the
 * site configuration's read, the member edge, the render). Anything else goes on, with the key and version kept for
 * the render's half.
 */
export const servePageFromCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = nonceOf(c);
  if (ttlSeconds(c.env) === 0 || !nonce || !eligible(c)) return next();
  const started = performance.now();
  const probe = { key: keyOf(c), contentStamp: await contentStampOf(c) };
  probes.set(c.req.raw, probe);
  const stored = store.get(probe.key);
  if (stored && stored.expiresAt > Date.now() && stored.contentStamp === probe.contentStamp) {
    pageCacheStats.hits++;
    const headers = new Headers(stored.headers);
    headers.set("X-Page-Cache", "hit");
    headers.append("Vary", "Accept-Encoding");
    // The worker's own time for the stored page: the version check and the join (Date in a worker moves only with I/O).
    headers.append("Server-Timing", `page-cache;dur=${(performance.now() - started).toFixed(1)}`);
    if (acceptsGzip(c.req.header("accept-encoding"))) {
      // Already compressed: the runtime sends the bytes as they are.
      headers.set("Content-Encoding", "gzip");
      return new Response(gzipAnswer(stored.body, nonce), { status: stored.status, headers, encodeBody: "manual" });
    }
    return new Response(plainAnswer(stored.body, nonce), { status: stored.status, headers });
  }
  if (stored) store.delete(probe.key);
  return next();
};

/**
 * The render's half: wraps the page renderer and stores an anonymous page of versioned content once rendered. Without
 * `servePageFromCache` ahead of it (it left no key and version for the request) nothing is stored.
 */
export function cachedPages(render: PageRender): PageHandler {
  return async (c) => {
    const ttl = ttlSeconds(c.env);
    const nonce = nonceOf(c);
    const probe = probes.get(c.req.raw);
    if (ttl === 0 || !nonce || !probe || !eligible(c)) {
      pageCacheStats.skipped++;
      return render(c, IGNORED_USAGE);
    }
    const { key, contentStamp } = probe;
    pageCacheStats.misses++;

    let reason: string | null = null;
    let shared = false;
    const response = await render(c, {
      shared() {
        shared = true;
      },
      uncacheable(why) {
        reason ??= why;
      },
    });
    // A page its routes do not declare shared is the visitor's own: never stored, whatever it read.
    if (!shared) return response;
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie") || !response.body || reason) {
      return response;
    }
    // One branch goes to the visitor as it streams; the other is read to its end and stored if the render stayed cacheable.
    const [toVisitor, toStore] = response.body.tee();
    const storing = (async () => {
      const html = await new Response(toStore).text();
      if (reason || html.length > MAX_PAGE_CHARS) return;
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (!PER_ANSWER_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
      });
      store.set(key, {
        body: compressSegments(html.split(nonce)),
        status: response.status,
        headers,
        contentStamp,
        expiresAt: Date.now() + ttl * 1000,
      });
      pageCacheStats.stored++;
    })().catch((error: unknown) => log("error", "storing a page failed", { error }));
    try {
      c.executionCtx.waitUntil(storing);
    } catch {
      // No execution context (some tests): the store finishes on its own.
    }
    const headers = new Headers(response.headers);
    headers.set("X-Page-Cache", "miss");
    return new Response(toVisitor, { status: response.status, statusText: response.statusText, headers });
  };
}
