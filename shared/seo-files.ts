// sitemap.xml and robots.txt of the venues a host serves (content-and-account §2, §7 api/Sitemap/GetSitemap): the
// pages each language's CMS site map lists, at the venue's public address, with the hreflang alternates of both languages.
import type { SitemapContent } from "./cms";
import { LOCALES, type Locale } from "./locale";
import type { Tenant } from "./tenant";

/** Paths below a prefix that search engines are asked not to crawl: the member's, cart and after-purchase pages. */
export const NOT_CRAWLED_PAGES = [
  "accounts",
  "booking",
  "extra",
  "booking-confirmed",
  "booking-failed",
  "unauthorized",
  "page-not-found",
  "maf-employee-offers",
] as const;

/** Paths of the host itself that are never pages: the calls, operations, sign-in and the sandbox payment pages. */
export const NOT_CRAWLED_PATHS = ["/api/", "/ops", "/auth/", "/callback", "/sandbox-pay/"] as const;

export interface SitemapAlternate {
  /** en-AE, ar-OM …, or x-default. */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  alternates: SitemapAlternate[];
}

/** A CMS link's path below the prefix ("" for the home page), or null for an external, empty or not-crawled link. */
export function sitemapPathOf(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const withoutHash = trimmed.split("#")[0]!;
  const [path = "", query] = withoutHash.split("?") as [string, string | undefined];
  const clean = path.replace(/\/+$/, "").toLowerCase();
  const first = clean.split("/")[1] ?? "";
  if ((NOT_CRAWLED_PAGES as readonly string[]).includes(first)) return null;
  return query ? `${clean}?${query}` : clean;
}

/** hreflang of a venue's language: en-AE, ar-OM … */
export function hreflangOf(tenant: Tenant, locale: Locale): string {
  return `${locale}-${tenant.region.toUpperCase()}`;
}

/**
 * The venue's addresses: the home page in both languages, then each internal link of each language's site map. A page
 * is listed in a language when that language's site map lists it; its alternates are the languages that list it, and
 * x-default is the English page (the root address chooses the language by cookie and browser otherwise).
 */
export function sitemapUrls(tenant: Tenant, maps: Record<Locale, SitemapContent | null>): SitemapUrl[] {
  const base = tenant.publicUrl.replace(/\/$/, "");
  const listedIn = new Map<string, Set<Locale>>();
  const add = (path: string, locale: Locale) => {
    const set = listedIn.get(path) ?? new Set<Locale>();
    set.add(locale);
    listedIn.set(path, set);
  };
  for (const locale of LOCALES) add("", locale);
  for (const locale of LOCALES) {
    for (const section of maps[locale]?.sections ?? []) {
      for (const link of section.links) {
        const path = sitemapPathOf(link.url);
        if (path !== null) add(path, locale);
      }
    }
  }
  const urls: SitemapUrl[] = [];
  for (const [path, locales] of listedIn) {
    const languages = LOCALES.filter((l) => locales.has(l));
    const hrefOf = (locale: Locale) => `${base}${tenant.prefixes[locale]}${path}`;
    const alternates = languages.map((l) => ({ hreflang: hreflangOf(tenant, l), href: hrefOf(l) }));
    const fallback = languages.includes("en") ? "en" : languages[0]!;
    alternates.push({ hreflang: "x-default", href: hrefOf(fallback) });
    for (const locale of languages) urls.push({ loc: hrefOf(locale), alternates });
  }
  return urls;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap protocol's urlset with xhtml:link alternates. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push("  <url>", `    <loc>${xml(url.loc)}</loc>`);
    for (const alt of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${xml(alt.hreflang)}" href="${xml(alt.href)}"/>`);
    }
    lines.push("  </url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** robots.txt: every page open to crawlers but the not-crawled ones of each venue served here; where the site map is. */
export function robotsTxt(tenants: readonly Tenant[], sitemapUrl: string): string {
  const lines = ["User-agent: *", "Allow: /"];
  for (const path of NOT_CRAWLED_PATHS) lines.push(`Disallow: ${path}`);
  for (const tenant of tenants) {
    for (const locale of LOCALES) {
      for (const page of NOT_CRAWLED_PAGES) lines.push(`Disallow: ${tenant.prefixes[locale]}/${page}`);
    }
  }
  lines.push("", `Sitemap: ${sitemapUrl}`, "");
  return lines.join("\n");
}

/** The venues whose public address is this host; every venue when the host is none of theirs (one shared host). */
export function tenantsServedAt(tenants: readonly Tenant[], origin: string): readonly Tenant[] {
  const own = tenants.filter((t) => new URL(t.publicUrl).origin === origin);
  return own.length > 0 ? own : tenants;
}
