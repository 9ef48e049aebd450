// The maintenance switch as pages see it: the stored site-settings document of a venue turns its pages into
// maintenance, read through a KV cache, without touching the other venues.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteConfigurationSchema } from "../../shared/cms";
import { seedCms } from "../cms/store";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };

const get = (path: string) => SELF.fetch(`https://shop.test${path}`, { redirect: "manual" });
const page = async (path: string) => (await (await get(path)).json()) as { site: string; maintenance: boolean | null };

/** An editor switching maintenance in the stored document (an edit: seed_hash NULL). */
async function storeMaintenance(site: string, on: boolean, locales: string[] = ["en", "ar"]) {
  for (const locale of locales) {
    const result = await DB.prepare(
      `UPDATE cms_documents SET body = json_set(body, '$.enable_maintenance_page', json(?1)), seed_hash = NULL,
         updated_by = 'test' WHERE site = ?2 AND locale = ?3 AND doc_key = 'site-settings'`,
    )
      .bind(on ? "true" : "false", site, locale)
      .run();
    // meta.changes also counts the content version's trigger (migrations/0016), so the document is read back instead.
    expect(result.success).toBe(true);
    const stored = await DB.prepare("SELECT json_extract(body, '$.enable_maintenance_page') AS on_ FROM cms_documents WHERE site = ?1 AND locale = ?2 AND doc_key = 'site-settings'")
      .bind(site, locale)
      .first<{ on_: number }>();
    expect(Boolean(stored?.on_), `${site}/${locale}`).toBe(on);
  }
}

async function clearCachedConfiguration(site: string, locales: string[] = ["en", "ar"]) {
  for (const locale of locales) await CACHE.delete(`site-config:${site}:${locale}`);
}

const ALL_SITES = ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"];

beforeEach(async () => {
  await seedCms(DB);
  for (const site of ALL_SITES) await clearCachedConfiguration(site);
});

afterEach(async () => {
  await storeMaintenance("snow-oman", false);
  for (const site of ALL_SITES) await clearCachedConfiguration(site);
});

describe("maintenance", () => {
  it("is off on every venue as seeded", async () => {
    for (const prefix of ["/en-ae/ski-dubai", "/ar-ae/snow-abu-dhabi", "/en-om/snow-oman", "/ar-om/snow-oman", "/en-eg/ski-egypt"]) {
      expect((await page(prefix)).maintenance, prefix).toBe(false);
    }
  });

  it("switched on for Oman puts Oman's pages in maintenance and leaves the other venues alone", async () => {
    await storeMaintenance("snow-oman", true);
    await clearCachedConfiguration("snow-oman");

    expect(await page("/en-om/snow-oman")).toMatchObject({ site: "snow-oman", maintenance: true });
    expect(await page("/ar-om/snow-oman/faq")).toMatchObject({ site: "snow-oman", maintenance: true });
    expect(await page("/en-ae/ski-dubai")).toMatchObject({ site: "ski-dubai", maintenance: false });
    expect(await page("/ar-ae/snow-abu-dhabi")).toMatchObject({ maintenance: false });
    expect(await page("/en-eg/ski-egypt")).toMatchObject({ maintenance: false });
  });

  it("switched back off restores Oman's pages", async () => {
    await storeMaintenance("snow-oman", true);
    await clearCachedConfiguration("snow-oman");
    expect((await page("/en-om/snow-oman")).maintenance).toBe(true);

    await storeMaintenance("snow-oman", false);
    await clearCachedConfiguration("snow-oman");
    expect((await page("/en-om/snow-oman")).maintenance).toBe(false);
    expect((await page("/ar-om/snow-oman")).maintenance).toBe(false);
  });

  it("is reported by the CMS call the open pages poll", async () => {
    await storeMaintenance("snow-oman", true);
    const response = await get("/api/cms/snow-oman/api/SiteConfiguration/GetSiteConfiguration?Lang=ar");
    const body = (await response.json()) as { Result: { enable_maintenance_page: boolean } };
    expect(body.Result.enable_maintenance_page).toBe(true);
  });
});

describe("the site configuration cache", () => {
  it("keeps the configuration a page read in KV, under site-config:{site}:{locale}", async () => {
    await page("/ar-om/snow-oman");
    const cached = await CACHE.get("site-config:snow-oman:ar", "json");
    const parsed = siteConfigurationSchema.safeParse(cached);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ code: "snow-oman", site_id: 3, currency: "OMR", enable_maintenance_page: false });
    expect(await CACHE.get("site-config:snow-oman:en")).toBeNull();
  });

  it("gives the open pages' recheck the same answer as the pages, from the same cache entry", async () => {
    expect((await page("/en-om/snow-oman")).maintenance).toBe(false);
    await storeMaintenance("snow-oman", true);
    const poll = async () =>
      ((await (await get("/api/cms/snow-oman/api/SiteConfiguration/GetSiteConfiguration?Lang=en")).json()) as {
        Result: { enable_maintenance_page: boolean };
      }).Result.enable_maintenance_page;
    expect(await poll()).toBe(false);
    await CACHE.delete("site-config:snow-oman:en");
    expect(await poll()).toBe(true);
    expect((await page("/en-om/snow-oman")).maintenance).toBe(true);
  });

  it("does not see a D1 change until the cache key is gone", async () => {
    expect((await page("/en-om/snow-oman")).maintenance).toBe(false);

    await storeMaintenance("snow-oman", true);
    expect((await page("/en-om/snow-oman")).maintenance).toBe(false);

    await CACHE.delete("site-config:snow-oman:en");
    expect((await page("/en-om/snow-oman")).maintenance).toBe(true);
  });

  it("answers from the cache alone while it holds a configuration", async () => {
    await page("/en-eg/ski-egypt");
    const cached = siteConfigurationSchema.parse(await CACHE.get("site-config:ski-egypt:en", "json"));
    await CACHE.put("site-config:ski-egypt:en", JSON.stringify({ ...cached, enable_maintenance_page: true }));
    expect((await page("/en-eg/ski-egypt")).maintenance).toBe(true);
  });

  it("ignores a cached value that does not fit the schema and reads the CMS again", async () => {
    await CACHE.put("site-config:ski-dubai:en", JSON.stringify({ enable_maintenance_page: true }));
    expect((await page("/en-ae/ski-dubai")).maintenance).toBe(false);
    const repaired = siteConfigurationSchema.safeParse(await CACHE.get("site-config:ski-dubai:en", "json"));
    expect(repaired.success).toBe(true);
  });
});
