// /sitemap.xml and /robots.txt of the host (content-and-account §2): built from each venue's CMS site map in both
// languages (the same seam as the pages: embedded CMS or CMS_API_URL), for the venues whose public address this is.
import { Hono } from "hono";
import type { SitemapContent } from "../../shared/cms";
import { LOCALES, type Locale } from "../../shared/locale";
import { robotsTxt, sitemapUrls, sitemapXml, tenantsServedAt } from "../../shared/seo-files";
import { TENANTS } from "../../tenants";
import { CmsClient } from "../cms/client";
import type { AppEnv } from "../env";

/** Crawlers re-read the files hourly at most; an edited site map shows within the hour. */
const SEO_FILE_CACHE = "public, max-age=3600";

export const seoRouter = new Hono<AppEnv>();

seoRouter.get("/sitemap.xml", async (c) => {
  const client = new CmsClient(c.env);
  const tenants = tenantsServedAt(TENANTS, new URL(c.req.url).origin);
  const urls = (
    await Promise.all(
      tenants.map(async (tenant) => {
        const maps = Object.fromEntries(
          await Promise.all(
            LOCALES.map(async (locale) => [locale, await client.read<SitemapContent>("api/Sitemap/GetSitemap", { tenant, locale })] as const),
          ),
        ) as Record<Locale, SitemapContent | null>;
        return sitemapUrls(tenant, maps);
      }),
    )
  ).flat();
  return c.body(sitemapXml(urls), 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SEO_FILE_CACHE });
});

seoRouter.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  return c.body(robotsTxt(tenantsServedAt(TENANTS, origin), `${origin}/sitemap.xml`), 200, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": SEO_FILE_CACHE,
  });
});
