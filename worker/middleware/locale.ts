// Locale choice: "/" redirects to the remembered or preferred prefix; a page under a prefix sets site and language.
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from "../../shared/locale";
import { DEFAULT_PREFIX, PREFIXES, TENANTS, locate } from "../../tenants";
import type { AppEnv } from "../env";

/**
 * The locale cookie: read by the worker only (HttpOnly), on the whole site, Lax. Secure over https and on the loopback
 * host (browsers take http://localhost as secure, so `npm start` keeps it); over plain http from another host a
 * browser would drop a Secure cookie, so there it goes without.
 */
function cookieOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  return {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
    sameSite: "Lax",
    httpOnly: true,
    secure: protocol === "https:" || loopback,
  } as const;
}

/** The prefix a browser language list points to: a language with a venue's region first, then the language alone. */
export function prefixForAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const [language, region] = tag.split("-");
    if (language !== "en" && language !== "ar") continue;
    const tenant = (region && TENANTS.find((t) => t.region === region)) || TENANTS[0]!;
    return tenant.prefixes[language];
  }
  return null;
}

/** The cookie holds a prefix without its leading slash, e.g. "ar-om/snow-oman". */
function prefixFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  const prefix = `/${value.replace(/^\/+/, "")}`;
  return PREFIXES.includes(prefix) ? prefix : null;
}

export const rootRedirect: MiddlewareHandler<AppEnv> = async (c) => {
  const url = new URL(c.req.url);
  const prefix =
    prefixFromCookie(getCookie(c, LOCALE_COOKIE)) ?? prefixForAcceptLanguage(c.req.header("accept-language")) ?? DEFAULT_PREFIX;
  setCookie(c, LOCALE_COOKIE, prefix.slice(1), cookieOptions(c.req.url));
  c.header("Vary", "Cookie, Accept-Language");
  c.header("Cache-Control", "private, no-store");
  return c.redirect(`${prefix}${url.search}`, 302);
};

/** Puts the site and language of a page request into the context and remembers the prefix in the locale cookie. */
export const resolveLocation: MiddlewareHandler<AppEnv> = async (c, next) => {
  const location = locate(new URL(c.req.url).pathname);
  c.set("location", location);
  await next();
  // Set after the page is made: the page handler answers with its own Response, which headers set earlier would miss.
  if (location && c.req.method === "GET" && getCookie(c, LOCALE_COOKIE) !== location.prefix.slice(1)) {
    setCookie(c, LOCALE_COOKIE, location.prefix.slice(1), cookieOptions(c.req.url));
  }
};
