// A page request reads and parses each CMS document at most once; a later request serves the documents it has seen
// from the isolate without reading their bodies or parsing them; an edit (through ops, or straight in D1) shows on the
// very next request.
import { clearRateCounters } from "../rate-limit-testing";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { homeSchema } from "../../shared/cms";
import type { Locale } from "../../shared/locale";
import { tenantBySlug } from "../../tenants";
import type { Env } from "../env";
import { contentReaderFor } from "./content-reader";
import { clearDocumentCache, documentCacheStats } from "./document-cache";
import { seedCms } from "./store";
import { ops } from "../ops/testing";

const { DB } = env as unknown as { DB: D1Database };

/** The content reader of one page request, as worker/index.ts makes it. */
function request(site: string, locale: Locale) {
  const tenant = tenantBySlug(site)!;
  return contentReaderFor(env as unknown as Env, { tenant, locale, dir: locale === "ar" ? "rtl" : "ltr", prefix: tenant.prefixes[locale], rest: "" });
}

/** What the lessons page's loader asks for: four parts of the one ski-school document, and the FAQ. */
function lessonsReads(reader: ReturnType<typeof request>) {
  return Promise.all([reader.skiSchoolTabs(), reader.skiSchoolTabTitleAndHero(), reader.levelFilter(), reader.lessonsByLevelFilter(), reader.faq("ski-lessons")]);
}

beforeEach(async () => {
  await seedCms(DB);
  // Every document stored, so the reads below are reads of rows (not first writes from the seed).
  await lessonsReads(request("ski-dubai", "en"));
  await request("ski-dubai", "en").home();
  clearDocumentCache();
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL")]);
  await clearRateCounters();
  await seedCms(DB);
  clearDocumentCache();
});

describe("within one request", () => {
  it("the lessons page's four ski-school reads read and parse the document once, with one version query", async () => {
    const reader = request("ski-dubai", "en");
    const answers = await lessonsReads(reader);
    expect(answers.slice(0, 4).every((answer) => answer !== null)).toBe(true);
    // ski-school and faq: two bodies, two parses, one version query for the site and language.
    expect(documentCacheStats).toMatchObject({ versionReads: 1, bodyReads: 2, parses: 2 });
    // Asked again in the same request: the same answers, nothing read again.
    const again = await lessonsReads(reader);
    expect(again).toEqual(answers);
    expect(documentCacheStats).toMatchObject({ versionReads: 1, bodyReads: 2, parses: 2 });
  });
});

describe("across requests", () => {
  it("a repeat request reads only the versions: no body, no parse, no answer built again", async () => {
    const first = await lessonsReads(request("ski-dubai", "en"));
    const built = documentCacheStats.answersBuilt;
    expect(built).toBeGreaterThan(0);
    const second = await lessonsReads(request("ski-dubai", "en"));
    expect(second).toEqual(first);
    expect(documentCacheStats).toMatchObject({ versionReads: 2, bodyReads: 2, parses: 2, answersBuilt: built });
  });

  it("keeps each site and language apart", async () => {
    const en = await request("ski-dubai", "en").home();
    const ar = await request("ski-dubai", "ar").home();
    const oman = await request("snow-oman", "en").home();
    expect(en).not.toEqual(ar);
    expect(en).not.toEqual(oman);
    expect(await request("ski-dubai", "ar").home()).toEqual(ar);
  });

  it("an edit through ops shows on the next request, and that request parses the new version once", async () => {
    const before = await request("ski-egypt", "ar").home();
    expect(before?.hero.title).not.toBe("عرض الشتاء");
    await request("ski-egypt", "ar").home();
    const parses = documentCacheStats.parses;

    const home = homeSchema.parse((await ops("GET", "/content/ski-egypt/ar/home")).body.body);
    const { status } = await ops("PUT", "/content/ski-egypt/ar/home", { ...home, hero: { ...home.hero, title: "عرض الشتاء" } });
    expect(status).toBe(200);

    expect((await request("ski-egypt", "ar").home())?.hero.title).toBe("عرض الشتاء");
    expect(documentCacheStats.parses).toBe(parses + 1);
    expect((await request("ski-egypt", "ar").home())?.hero.title).toBe("عرض الشتاء");
    expect(documentCacheStats.parses).toBe(parses + 1);
    // The other language keeps its own document.
    expect((await request("ski-egypt", "en").home())?.hero.title).not.toBe("عرض الشتاء");
  });

  it("an edit of an answer built from a document (a ski-school part) shows on the next request", async () => {
    const [, heroes] = await lessonsReads(request("ski-dubai", "en"));
    const stored = (await ops("GET", "/content/ski-dubai/en/ski-school")).body.body as Record<string, any>;
    const hero = stored.tab_title_and_hero;
    const changed = { ...stored, tab_title_and_hero: { ...hero, ski: { ...hero.ski, title: `${hero.ski.title} this winter` } } };
    expect((await ops("PUT", "/content/ski-dubai/en/ski-school", changed)).status).toBe(200);
    const [, after] = await lessonsReads(request("ski-dubai", "en"));
    expect(after).not.toEqual(heroes);
    expect(after?.ski.title).toBe(`${hero.ski.title} this winter`);
  });

  it("a change made straight in D1 (not through ops) also shows on the next request", async () => {
    await request("ski-dubai", "en").home();
    await DB.prepare("UPDATE cms_documents SET body = json_set(body, '$.hero.title', 'Straight edit'), seed_hash = NULL WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").run();
    expect((await request("ski-dubai", "en").home())?.hero.title).toBe("Straight edit");
  });

  it("a stored document that no longer fits its schema reads as absent, and again once fixed", async () => {
    const good = await DB.prepare("SELECT body FROM cms_documents WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").first<{ body: string }>();
    await DB.prepare("UPDATE cms_documents SET body = '{}', seed_hash = NULL, updated_by = 'editor' WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").run();
    expect(await request("ski-dubai", "en").home()).toBeNull();
    expect(await request("ski-dubai", "en").home()).toBeNull();
    await DB.prepare("UPDATE cms_documents SET body = ?1, updated_by = 'fixer' WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'home'").bind(good!.body).run();
    expect(await request("ski-dubai", "en").home()).not.toBeNull();
  });
});
