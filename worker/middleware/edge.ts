// The shop's edge rules for every request (DESIGN decision 10): a state-changing request from another site is
// refused, request bodies are capped, and a known path asked with a method it does not take answers 405.
import type { Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { TrieRouter } from "hono/router/trie-router";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_PATH } from "../../shared/contract/client-errors";
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH } from "../observability/csp-reports";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a POST, PUT, PATCH or DELETE that a browser says came from another origin: Sec-Fetch-Site other than
 * same-origin (or none, a request the user typed), or an Origin that is not this shop's. Requests without either
 * header (curl, the ops command line, a shop calling this one as its upstream) are not browser requests and pass;
 * they carry no cookie of the shop's, and every secret they use is sent explicitly.
 */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const own = new URL(c.req.url).origin;
  const foreignSite = site !== undefined && site !== "same-origin" && site !== "none";
  const foreignOrigin = origin !== undefined && origin !== own;
  if (foreignSite || foreignOrigin) {
    return c.json({ error: "cross_site_request", message: "This request came from another site and was refused." }, 403);
  }
  return next();
};

/** Largest request body per area of the shop, in bytes; the first matching prefix wins. */
export const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  ["/api/newsletter", 4 * 1024],
  [CLIENT_ERROR_PATH, CLIENT_ERROR_MAX_BYTES],
  [CSP_REPORT_PATH, CSP_REPORT_MAX_BYTES],
  // Whole CMS documents are replaced through the ops calls.
  ["/api/ops/", 1024 * 1024],
  ["/api/", 32 * 1024],
  ["/sandbox-pay/", 8 * 1024],
  // The staff console's forms, a whole CMS document among them.
  ["/ops/", 1024 * 1024],
  ["/", 8 * 1024],
];

const limits = BODY_LIMITS.map(([prefix, maxSize]) => ({
  prefix,
  maxSize,
  check: bodyLimit({
    maxSize,
    onError: (c) => c.json({ error: "payload_too_large", message: `The request body may not be larger than ${maxSize} bytes.` }, 413),
  }),
}));

/** Caps every request body by the area's limit (413 with a message), before anything reads it. */
export const capBodies: MiddlewareHandler = async (c, next) => {
  const limit = limits.find((l) => c.req.path.startsWith(l.prefix))!;
  return limit.check(c, next);
};

/**
 * 405 with Allow when the app knows the path under other methods (instead of 404), decided before any handler runs,
 * so a wrong method never reaches a call's own checks. The pages' catch-all (GET "*") speaks for page paths only,
 * not for /api paths, where an unknown call is a 404.
 */
export function answerWrongMethods(app: Hono<any>): MiddlewareHandler {
  let router: TrieRouter<string[]> | null = null;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const route of app.routes) {
      if (route.method === "ALL" || route.method === "HEAD") continue;
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === "GET") methods.add("HEAD");
      byPath.set(route.path, methods);
    }
    const trie = new TrieRouter<string[]>();
    for (const [path, methods] of byPath) trie.add("ALL", path, [path, ...methods]);
    return trie;
  };
  return async (c, next) => {
    router ??= build();
    const isApi = c.req.path.startsWith("/api/");
    const allowed = new Set<string>();
    for (const [[path, ...methods]] of router.match("ALL", c.req.path)[0] as [[string, ...string[]], unknown][]) {
      if (isApi && (path === "*" || path === "/*")) continue;
      for (const method of methods) allowed.add(method);
    }
    if (allowed.size === 0 || allowed.has(c.req.method) || c.req.method === "OPTIONS") return next();
    const list = [...allowed].join(", ");
    return c.json({ error: "method_not_allowed", message: `${c.req.method} is not allowed here. Allowed: ${list}.` }, 405, {
      Allow: list,
      "Cache-Control": "no-store",
    });
  };
}

/** `Server-Timing: {metric};dur={ms}` on the answer: the worker's own time for the request (2 decimals). */
export function serverTiming(metric: string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("Server-Timing", `${metric};dur=${(performance.now() - started).toFixed(2)}`);
  };
}
