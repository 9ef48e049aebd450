// Seeding the embedded CMS: edited documents survive a reseed, unedited ones follow their seed file,
// and a document missing from D1 is written from its seed on first read.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CMS_DOCUMENT_KEYS } from "../../shared/cms";
import { SITE_SLUGS } from "../../shared/tenant";
import { seedDocuments } from "../../tenants/content";
import { EmbeddedCms, seedCms, seedFingerprint } from "./store";

const { DB } = env as unknown as { DB: D1Database; CACHE: KVNamespace };

interface Row {
  body: string;
  seed_hash: string | null;
  updated_by: string;
}

const row = (site: string, locale: string, key: string) =>
  DB.prepare("SELECT body, seed_hash, updated_by FROM cms_documents WHERE site = ?1 AND locale = ?2 AND doc_key = ?3")
    .bind(site, locale, key)
    .first<Row>();

const seedBody = (site: string, locale: string, key: string) =>
  seedDocuments().find((d) => d.site === site && d.locale === locale && d.key === key)!.body;

const rowCount = async () => (await DB.prepare("SELECT COUNT(*) AS n FROM cms_documents").first<{ n: number }>())!.n;

beforeEach(async () => {
  await seedCms(DB);
});

describe("seedCms", () => {
  it("writes one document per site, locale and key, each as its seed file", async () => {
    const total = SITE_SLUGS.length * 2 * CMS_DOCUMENT_KEYS.length;
    expect(await seedCms(DB)).toBe(total);
    expect(await rowCount()).toBe(total);
    const stored = await row("snow-oman", "ar", "home");
    expect(JSON.parse(stored!.body)).toEqual(seedBody("snow-oman", "ar", "home"));
    expect(stored!.seed_hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("is idempotent: seeding twice changes nothing", async () => {
    const before = await row("ski-dubai", "en", "footer");
    await seedCms(DB);
    expect(await row("ski-dubai", "en", "footer")).toEqual(before);
  });

  it("keeps a document someone edited (seed_hash NULL)", async () => {
    const edited = { ...(seedBody("ski-egypt", "en", "sitemap") as object), title: "Edited by the venue" };
    await DB.prepare(
      "UPDATE cms_documents SET body = ?1, seed_hash = NULL, updated_by = 'editor' WHERE site = 'ski-egypt' AND locale = 'en' AND doc_key = 'sitemap'",
    )
      .bind(JSON.stringify(edited))
      .run();

    await seedCms(DB);

    const kept = await row("ski-egypt", "en", "sitemap");
    expect(JSON.parse(kept!.body)).toEqual(edited);
    expect(kept!.seed_hash).toBeNull();
    expect(kept!.updated_by).toBe("editor");

    // And the CMS call answers the edited document.
    const response = await SELF.fetch("https://shop.test/api/cms/ski-egypt/api/Sitemap/GetSitemap?Lang=en");
    expect(((await response.json()) as { Result: { title: string } }).Result.title).toBe("Edited by the venue");
  });

  it("brings an unedited document from an older seed up to its seed file", async () => {
    await DB.prepare(
      "UPDATE cms_documents SET body = ?1, seed_hash = 'older-seed-hash' WHERE site = 'snow-abu-dhabi' AND locale = 'ar' AND doc_key = 'faq'",
    )
      .bind(JSON.stringify([]))
      .run();

    await seedCms(DB);

    const updated = await row("snow-abu-dhabi", "ar", "faq");
    expect(JSON.parse(updated!.body)).toEqual(seedBody("snow-abu-dhabi", "ar", "faq"));
    expect(updated!.seed_hash).not.toBe("older-seed-hash");
    expect(updated!.seed_hash).not.toBeNull();
    expect(updated!.updated_by).toBe("seed");
  });

  it("fingerprints the whole seed set stably", () => {
    expect(seedFingerprint()).toBe(seedFingerprint());
    expect(seedFingerprint()).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("EmbeddedCms.read", () => {
  it("writes a missing document from its seed on first read", async () => {
    await DB.prepare("DELETE FROM cms_documents WHERE site = 'snow-oman' AND locale = 'en' AND doc_key = 'header'").run();
    expect(await row("snow-oman", "en", "header")).toBeNull();

    const doc = await new EmbeddedCms(DB).read("snow-oman", "en", "header");
    expect(doc).toEqual(seedBody("snow-oman", "en", "header"));

    const written = await row("snow-oman", "en", "header");
    expect(written).not.toBeNull();
    expect(JSON.parse(written!.body)).toEqual(seedBody("snow-oman", "en", "header"));
    expect(written!.seed_hash).not.toBeNull();
  });

  it("serves a deleted document through the CMS call and stores it again", async () => {
    await DB.prepare("DELETE FROM cms_documents WHERE site = 'ski-dubai' AND locale = 'ar' AND doc_key = 'legal'").run();
    const response = await SELF.fetch("https://shop.test/api/cms/ski-dubai/api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs?Lang=ar");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { Result: unknown }).Result).toEqual(seedBody("ski-dubai", "ar", "legal"));
    expect(await row("ski-dubai", "ar", "legal")).not.toBeNull();
  });

  it("reads the stored document, not the seed, once it exists", async () => {
    const edited = { ...(seedBody("ski-dubai", "en", "sitemap") as object), title: "Stored title" };
    await DB.prepare("UPDATE cms_documents SET body = ?1, seed_hash = NULL WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'sitemap'")
      .bind(JSON.stringify(edited))
      .run();
    expect(await new EmbeddedCms(DB).read("ski-dubai", "en", "sitemap")).toEqual(edited);
  });
});
