// A content document's versions, rolling back to one, and previewing a draft on its real page before publishing, as
// the console and the ops calls use them; and a staff member limited to one venue kept to its documents.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearRateCounters } from "../rate-limit-testing";
import { seedCms } from "../cms/store";
import { DRAFT_TTL_MS } from "./content-versions";
import { limitedOpsCall, ops } from "./testing";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
const FAQ = "/content/snow-oman/ar/faq";

/** The FAQ page as the test entry renders it: its first answer, read as the page's loader reads it. */
async function faqPage(path: string) {
  const response = await SELF.fetch(`https://shop.test${path}`);
  const body = response.headers.get("content-type")?.includes("json") ? ((await response.json()) as { draft: string | null; faqAnswer: string | null }) : null;
  return { status: response.status, cacheControl: response.headers.get("cache-control"), robots: response.headers.get("x-robots-tag"), body };
}

async function storedFaq(): Promise<{ answer: string; question: string }[]> {
  return (await ops("GET", FAQ)).body.body;
}

function withAnswer(faq: { answer: string }[], answer: string) {
  return faq.map((entry, i) => (i === 0 ? { ...entry, answer } : entry));
}

async function changeCount() {
  return (await DB.prepare("SELECT count(*) AS n FROM ops_changes").first<{ n: number }>())!.n;
}

beforeEach(async () => {
  await seedCms(DB);
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL"), DB.prepare("DELETE FROM cms_drafts")]);
  await clearRateCounters();
  await seedCms(DB);
  for (const locale of ["en", "ar"]) await CACHE.delete(`cms:api/FAQ/GetFAQ:snow-oman:${locale}`);
});

describe("a document's versions", () => {
  it("lists each published version with who and when, newest first, and the version before them", async () => {
    const seed = await storedFaq();
    expect((await ops("PUT", FAQ, withAnswer(seed, "<p>نفتح الساعة 9 صباحًا.</p>"))).status).toBe(200);
    expect((await ops("PUT", FAQ, withAnswer(seed, "<p>نفتح الساعة 8 صباحًا.</p>"))).status).toBe(200);

    const { status, body } = await ops("GET", `${FAQ}/history`);
    expect(status).toBe(200);
    expect(body.versions).toHaveLength(2);
    expect(body.versions.map((v: any) => v.body[0].answer)).toEqual(["<p>نفتح الساعة 8 صباحًا.</p>", "<p>نفتح الساعة 9 صباحًا.</p>"]);
    expect(body.versions[0]).toMatchObject({ by: "ops-test", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(body.versions[0].change).toBeGreaterThan(body.versions[1].change);
    expect(body.original).toEqual(seed);
    // Another language's and another site's documents have their own history.
    expect((await ops("GET", "/content/snow-oman/en/faq/history")).body.versions).toEqual([]);
    expect((await ops("GET", "/content/ski-dubai/ar/faq/history")).body.versions).toEqual([]);
  });

  it("rolls back to an earlier version, recorded as a change, and the page reads it", async () => {
    const seed = await storedFaq();
    await ops("PUT", FAQ, withAnswer(seed, "<p>الأولى</p>"));
    await ops("PUT", FAQ, withAnswer(seed, "<p>الثانية</p>"));
    const [, first] = (await ops("GET", `${FAQ}/history`)).body.versions;
    expect((await faqPage("/ar-om/snow-oman/faq")).body!.faqAnswer).toBe("<p>الثانية</p>");

    const rolled = await ops("POST", `${FAQ}/rollback`, { change: first.change });
    expect(rolled).toMatchObject({ status: 200, body: { changed: 1 } });
    expect((await storedFaq())[0]!.answer).toBe("<p>الأولى</p>");
    expect((await faqPage("/ar-om/snow-oman/faq")).body!.faqAnswer).toBe("<p>الأولى</p>");
    const history = (await ops("GET", `${FAQ}/history`)).body.versions;
    expect(history).toHaveLength(3);
    expect(history[0].body[0].answer).toBe("<p>الأولى</p>");

    // Back to the seed's text: the version the oldest change found.
    const oldest = history.at(-1);
    expect((await ops("POST", `${FAQ}/rollback`, { change: oldest.change, side: "before" })).status).toBe(200);
    expect(await storedFaq()).toEqual(seed);
  });

  it("refuses a version that is not this document's, or a malformed request, and changes nothing", async () => {
    const seed = await storedFaq();
    await ops("PUT", FAQ, withAnswer(seed, "<p>الأولى</p>"));
    const [version] = (await ops("GET", `${FAQ}/history`)).body.versions;
    const before = await changeCount();

    expect((await ops("POST", "/content/snow-oman/en/faq/rollback", { change: version.change })).status).toBe(404);
    expect((await ops("POST", "/content/ski-dubai/ar/faq/rollback", { change: version.change })).status).toBe(404);
    expect((await ops("POST", `${FAQ}/rollback`, { change: version.change + 1000 })).status).toBe(404);
    const bad = await ops("POST", `${FAQ}/rollback`, { change: "1; DROP TABLE ops_changes" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toMatchObject({ field: "change" });
    expect((await ops("POST", `${FAQ}/rollback`, { change: version.change, side: "sideways" })).body.issues[0]).toMatchObject({ field: "side" });
    expect(await changeCount()).toBe(before);
    expect((await storedFaq())[0]!.answer).toBe("<p>الأولى</p>");
  });
});

describe("previewing a draft", () => {
  it("shows the draft on its real page through the preview link only, never cached, and publishes nothing", async () => {
    const seed = await storedFaq();
    const before = await changeCount();
    const { status, body } = await ops("POST", `${FAQ}/preview`, withAnswer(seed, '<p>مسودة<script>alert(1)</script> <a href="javascript:alert(1)">هنا</a></p>'));
    expect(status).toBe(200);
    expect(body.preview).toMatch(/^\/ar-om\/snow-oman\/faq\?ops-preview=[A-Za-z0-9_-]{43}$/);
    expect(body.sanitised).toContain("0.answer");

    const preview = await faqPage(body.preview);
    expect(preview).toMatchObject({ status: 200, cacheControl: "no-store", robots: "noindex" });
    expect(preview.body!.draft).toBe("faq");
    expect(preview.body!.faqAnswer).toMatch(/^<p>مسودة/);
    expect(preview.body!.faqAnswer).not.toMatch(/script|javascript/);

    // Visitors still get the published document, also right after a preview, and nothing was published or logged.
    expect((await faqPage("/ar-om/snow-oman/faq")).body!.faqAnswer).toBe(seed[0]!.answer);
    expect(await storedFaq()).toEqual(seed);
    expect(await changeCount()).toBe(before);
  });

  it("refuses the link on another site or language, once expired, or guessed", async () => {
    const seed = await storedFaq();
    const { body } = await ops("POST", `${FAQ}/preview`, withAnswer(seed, "<p>مسودة</p>"));
    const secret = new URL(body.preview, "https://shop.test").searchParams.get("ops-preview")!;
    expect((await faqPage(`/en-om/snow-oman/faq?ops-preview=${secret}`)).status).toBe(404);
    expect((await faqPage(`/ar-ae/ski-dubai/faq?ops-preview=${secret}`)).status).toBe(404);
    expect((await faqPage(`/ar-om/snow-oman/faq?ops-preview=${"A".repeat(43)}`)).status).toBe(404);
    expect((await faqPage(`/ar-om/snow-oman/faq?ops-preview='%20OR%201=1--`)).status).toBe(404);
    await DB.prepare("UPDATE cms_drafts SET expires_at_ms = ?1").bind(Date.now() - 1).run();
    const expired = await faqPage(body.preview);
    expect(expired).toMatchObject({ status: 404, cacheControl: "no-store" });
    expect(DRAFT_TTL_MS).toBeGreaterThan(0);
  });

  it("refuses a draft that does not fit the document, naming the field, and stores no draft", async () => {
    const seed = await storedFaq();
    const empty = await ops("POST", `${FAQ}/preview`, withAnswer(seed, "<script>only a script</script>"));
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([expect.objectContaining({ field: "0.answer" })]);
    const extra = await ops("POST", `${FAQ}/preview`, seed.map((e, i) => (i === 0 ? { ...e, colour: "red" } : e)));
    expect(extra.status).toBe(400);
    expect(extra.body.issues).toEqual([expect.objectContaining({ field: "0.colour", rule: "unknown_field" })]);
    expect((await DB.prepare("SELECT count(*) AS n FROM cms_drafts").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("a staff member limited to one venue", () => {
  // A caller limited to one venue (worker/ops/venues.ts): the ops calls' own venue checks.
  const call = limitedOpsCall(["snow-oman"]);

  it("reads and changes their venue's documents", async () => {
    const seed = await storedFaq();
    expect((await call("GET", FAQ)).status).toBe(200);
    expect((await call("PUT", FAQ, withAnswer(seed, "<p>عُمان</p>"))).status).toBe(200);
    expect((await call("GET", `${FAQ}/history`)).status).toBe(200);
  });

  it("cannot read, preview, publish or roll back another venue's documents", async () => {
    const dubai = (await ops("GET", "/content/ski-dubai/ar/faq")).body.body as { answer: string }[];
    await ops("PUT", "/content/ski-dubai/ar/faq", withAnswer(dubai, "<p>دبي</p>"));
    const [version] = (await ops("GET", "/content/ski-dubai/ar/faq/history")).body.versions;
    const before = await changeCount();
    const attempts = [
      await call("GET", "/content/ski-dubai/ar/faq"),
      await call("GET", "/content/ski-dubai/ar/faq/history"),
      await call("PUT", "/content/ski-dubai/ar/faq", withAnswer(dubai, "<p>مزور</p>")),
      await call("POST", "/content/ski-dubai/ar/faq/preview", withAnswer(dubai, "<p>مزور</p>")),
      await call("POST", "/content/ski-dubai/ar/faq/rollback", { change: version.change, side: "before" }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: "forbidden_venue", site: "ski-dubai" });
    }
    expect(await changeCount()).toBe(before);
    expect(((await ops("GET", "/content/ski-dubai/ar/faq")).body.body as { answer: string }[])[0]!.answer).toBe("<p>دبي</p>");
  });
});
