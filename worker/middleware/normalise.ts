// URL normalisation: lower-case paths (except those containing /api) and no trailing slash, as permanent redirects.
import type { MiddlewareHandler } from "hono";

/** The canonical form of a path, or null when it already is canonical. */
export function canonicalPath(pathname: string): string | null {
  let path = pathname;
  if (!path.includes("/api") && path !== path.toLowerCase()) path = path.toLowerCase();
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path === pathname ? null : path;
}

export const normaliseUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === null) return next();
  // 301 for reads; 308 keeps the method and body of any other request.
  const status = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
  return c.redirect(`${canonical}${url.search}`, status);
};
