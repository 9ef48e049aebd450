// sitemap.xml and robots.txt as a crawler reads them: every venue's pages in both languages from its CMS site map, at
// the venue's public address, each with its hreflang alternates; a venue's own host lists that venue only.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CMS_DOCUMENTS } from "../../shared/cms";
import { LOCALES } from "../../shared/locale";
import { NOT_CRAWLED_PAGES, sitemapPathOf, sitemapUrls, sitemapXml } from "../../shared/seo-files";
import { TENANTS } from "../../tenants";
import { seedDocuments } from "../../tenants/content";

const seeds = seedDocuments();
const siteMapOf = (site: string, locale: string) =>
  CMS_DOCUMENTS.sitemap.parse(seeds.find((d) => d.site === site && d.locale === locale && d.key === "sitemap")!.body);

/** Each <url> of a sitemap: its loc and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!.replace(/&amp;/g, "&"),
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href!.replace(/&amp;/g, "&")]),
    ),
  }));
}

describe("sitemap.xml", () => {
  it("lists, on a shared host, every venue's home and site-map pages in both languages with both alternates", async () => {
    const response = await SELF.fetch("https://shop.test/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = urlsOf(xml);
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    for (const tenant of TENANTS) {
      const region = tenant.region.toUpperCase();
      for (const locale of LOCALES) {
        const home = `${tenant.publicUrl}${tenant.prefixes[locale]}`;
        expect(locs, home).toContain(home);
        for (const section of siteMapOf(tenant.slug, locale).sections) {
          for (const link of section.links) {
            const path = sitemapPathOf(link.url);
            if (path === null) continue;
            const loc = `${tenant.publicUrl}${tenant.prefixes[locale]}${path}`;
            const url = urls.find((u) => u.loc === loc);
            expect(url, loc).toBeDefined();
            // Both languages list the same pages in the seed, so each page has both alternates and x-default English.
            expect(url!.alternates).toEqual({
              [`en-${region}`]: `${tenant.publicUrl}${tenant.prefixes.en}${path}`,
              [`ar-${region}`]: `${tenant.publicUrl}${tenant.prefixes.ar}${path}`,
              "x-default": `${tenant.publicUrl}${tenant.prefixes.en}${path}`,
            });
          }
        }
      }
    }
    // Only the venues' own pages: no member, cart or after-purchase page, no external link, nothing of another host.
    for (const { loc } of urls) {
      const tenant = TENANTS.find((t) => loc.startsWith(`${t.publicUrl}/`));
      expect(tenant, loc).toBeDefined();
      const rest = loc.slice(tenant!.publicUrl.length).split("/").slice(3).join("/");
      expect(NOT_CRAWLED_PAGES as readonly string[]).not.toContain(rest.split("/")[0]);
    }
    expect(locs).toContain("https://www.snowoman.example/ar-om/snow-oman/ice-rink");
    // Oman offers no buy-now-pay-later, and its site map does not list the plan.
    expect([...locs].some((l) => l.includes("/snow-oman/interest-free-payments"))).toBe(false);
  });

  it("lists only the venue whose public address the host is", async () => {
    for (const tenant of TENANTS) {
      const urls = urlsOf(await (await SELF.fetch(`${tenant.publicUrl}/sitemap.xml`)).text());
      expect(urls.length).toBeGreaterThan(2);
      expect(urls.every((u) => u.loc.startsWith(`${tenant.publicUrl}/`)), tenant.slug).toBe(true);
    }
  });

  it("follows an edited site map: a page added in one language only is listed there, without the other alternate", async () => {
    const edited = siteMapOf("ski-egypt", "ar");
    edited.sections[0]!.links.push({ title: "ليالي رمضان", url: "/ramadan-nights?from=sitemap#top" });
    await env.DB.prepare("UPDATE cms_documents SET body = ?1, seed_hash = NULL WHERE site = 'ski-egypt' AND locale = 'ar' AND doc_key = 'sitemap'")
      .bind(JSON.stringify(edited))
      .run();
    await env.CACHE.delete("cms:api/Sitemap/GetSitemap:ski-egypt:ar");
    const xml = await (await SELF.fetch("https://www.skiegypt.example/sitemap.xml")).text();
    const added = urlsOf(xml).filter((u) => u.loc.includes("ramadan-nights"));
    expect(added).toEqual([
      {
        loc: "https://www.skiegypt.example/ar-eg/ski-egypt/ramadan-nights?from=sitemap",
        alternates: {
          "ar-EG": "https://www.skiegypt.example/ar-eg/ski-egypt/ramadan-nights?from=sitemap",
          "x-default": "https://www.skiegypt.example/ar-eg/ski-egypt/ramadan-nights?from=sitemap",
        },
      },
    ]);
  });
});

describe("the site-map rules", () => {
  it("keeps internal links only, without a trailing slash or fragment, and never the member or cart pages", () => {
    expect(sitemapPathOf("/FAQ/")).toBe("/faq");
    expect(sitemapPathOf("/ski-lessons?level=2&lesson=0#x")).toBe("/ski-lessons?level=2&lesson=0");
    for (const url of ["https://example.com/a", "tel:+97140000", "//evil.example/x", "", "faq"]) expect(sitemapPathOf(url), url).toBeNull();
    for (const page of NOT_CRAWLED_PAGES) expect(sitemapPathOf(`/${page}/x`), page).toBeNull();
  });

  it("escapes what XML must escape", () => {
    const tenant = TENANTS[0]!;
    const urls = sitemapUrls(tenant, { en: { title: "t", sections: [{ title: "s", links: [{ title: "x", url: "/a?b=1&c=<2>" }] }] }, ar: null });
    const xml = sitemapXml(urls);
    expect(xml).toContain(`<loc>${tenant.publicUrl}${tenant.prefixes.en}/a?b=1&amp;c=&lt;2&gt;</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("robots.txt", () => {
  it("opens the shop to crawlers but the calls, member, cart and after-purchase pages of every prefix, and names the site map", async () => {
    const response = await SELF.fetch("https://shop.test/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/api/", "/ops", "/auth/"]) expect(lines).toContain(`Disallow: ${path}`);
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        for (const page of NOT_CRAWLED_PAGES) expect(lines).toContain(`Disallow: ${tenant.prefixes[locale]}/${page}`);
      }
    }
    expect(lines).toContain("Sitemap: https://shop.test/sitemap.xml");
    expect(lines.some((l) => /^Disallow: \/?$/.test(l))).toBe(false);
  });

  it("on a venue's own host names only that venue's prefixes and its own site map", async () => {
    const text = await (await SELF.fetch("https://www.snowoman.example/robots.txt")).text();
    expect(text).toContain("Disallow: /ar-om/snow-oman/accounts");
    expect(text).not.toContain("ski-dubai");
    expect(text).toContain("Sitemap: https://www.snowoman.example/sitemap.xml");
  });
});
