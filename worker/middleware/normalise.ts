// URL normalisation: lower-case paths (except those containing /api) and no trailing slash, as permanent redirects
// that never leave the shop: a path that starts with several slashes (which a browser also makes of backslashes)
// is reduced to one, so a Location can never read as another host ("//other.example").
import type { MiddlewareHandler } from "hono";

/** The canonical form of a path, or null when it already is canonical. */
export function canonicalPath(pathname: string): string | null {
  let path = pathname.replace(/^[/\\]+/, "/");
  if (!path.includes("/api") && path !== path.toLowerCase()) path = path.toLowerCase();
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path === pathname ? null : path;
}

export const normaliseUrl: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === null) return next();
  const location = `${canonical}${url.search}`;
  // The redirect stays on this origin whatever the path was; anything else is not a page of the shop.
  if (!location.startsWith("/") || location.startsWith("//") || new URL(location, url.origin).origin !== url.origin) return c.notFound();
  // 301 for reads; 308 keeps the method and body of any other request.
  const status = c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308;
  return c.redirect(location, status);
};
