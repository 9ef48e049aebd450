// The content version of a site and language (migrations/0016: a counter every write to its CMS documents moves), as
// the anonymous page cache checks it (docs/decisions/020). Read from D1 at most once per recheck window per isolate;
// a write made through this isolate's ops seam forgets what was read at once, so an ops edit shows on the very next
// request here, and a write elsewhere (another isolate, a statement straight against D1) within the window.
import type { Env } from "../env";
import { ensureSeeded } from "./store";

/** Milliseconds a version read from D1 is trusted without reading it again; 0 reads it on every request. */
const DEFAULT_RECHECK_MS = 1000;

const known = new Map<string, { version: string; readAt: number }>();

function recheckMs(env: Env): number {
  const raw = env.PAGE_CACHE_VERSION_RECHECK_MS?.trim();
  if (!raw) return DEFAULT_RECHECK_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 60_000) : DEFAULT_RECHECK_MS;
}

/** The site and language's content version, as a string to compare. */
export async function contentVersion(env: Env, site: string, locale: string): Promise<string> {
  const id = `${site}|${locale}`;
  const window = recheckMs(env);
  const seen = known.get(id);
  const now = Date.now();
  if (seen && window > 0 && now - seen.readAt < window && now >= seen.readAt) return seen.version;
  // The embedded CMS seeds itself on an isolate's first page (moving the version): the version is read after that,
  // or the first page would be stored under the version from before its own content.
  await ensureSeeded(env.DB, env.CACHE);
  const row = await env.DB.prepare("SELECT version FROM cms_content_versions WHERE site = ?1 AND locale = ?2")
    .bind(site, locale)
    .first<{ version: number }>();
  const version = String(row?.version ?? 0);
  known.set(id, { version, readAt: now });
  return version;
}

/** Forgets every version read: called once the ops seam has written CMS documents (and by tests). */
export function forgetContentVersions(): void {
  known.clear();
}
