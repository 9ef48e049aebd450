// Every answer carries its request id (X-Request-Id: Cloudflare's ray id when the edge gave one, else a new UUID), and
// every request ends with one log line: method, path, site, status and duration. The id is what a visitor quotes from
// an error page and what an operator searches the logs for.
import type { MiddlewareHandler } from "hono";
import { TENANTS, locate } from "../../tenants";
import type { AppEnv } from "../env";
import { type LogScope, log, logLevelOf, withLogScope } from "./log";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a ray id looks like (16 hex digits, a dash and a data centre code); anything else sent is not trusted as an id. */
const TRUSTED_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The request's id: its cf-ray when it has the shape of one, else a new random UUID. */
export function requestIdOf(headers: Headers): string {
  const ray = headers.get("cf-ray")?.trim();
  return ray && TRUSTED_ID.test(ray) ? ray : crypto.randomUUID();
}

/** The venue a request is for, as far as its path (a site prefix or a CMS path) or its site-id header tell. */
export function siteOfRequest(path: string, headers: Headers): string | null {
  const location = locate(path);
  if (location) return location.tenant.slug;
  const cms = /^\/api\/cms\/([a-z-]+)\//.exec(path)?.[1];
  if (cms && TENANTS.some((t) => t.slug === cms)) return cms;
  const siteId = Number(headers.get("site-id"));
  return TENANTS.find((t) => t.siteId === siteId)?.slug ?? null;
}

/** The first middleware: opens the request's log scope, stamps its id on the answer and logs its outcome. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  const requestId = requestIdOf(c.req.raw.headers);
  c.set("requestId", requestId);
  const scope: LogScope = {
    requestId,
    method: c.req.method,
    path: c.req.path,
    site: siteOfRequest(c.req.path, c.req.raw.headers),
    minLevel: logLevelOf(c.env?.LOG_LEVEL),
  };
  await withLogScope(scope, async () => {
    await next();
    const status = c.res.status;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (an answer fetched from elsewhere): a copy of the answer takes the header.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    log(status >= 500 ? "error" : "info", "request", { status, durationMs: Date.now() - started });
  });
};
