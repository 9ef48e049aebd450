// The console's content, enquiries and sales pages on the real app, signed in through the real development identity
// provider: Snow Oman's staff edit an Arabic FAQ answer as a form (a bad value comes back under its field and changes
// nothing), preview it on the real page (for them only), publish it and roll it back; mark an enquiry handled; watch
// the sales page. They cannot read or change Ski Dubai's documents, enquiries or sales: a forged request is 403.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ORIGIN, memberBrowser } from "../auth/testing";
import { seedCms } from "../cms/store";
import { clearRateCounters } from "../rate-limit-testing";
import { prepareSite } from "../orders/testing";
import { fieldName } from "./document-form";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
const OPS_OMAN = "ops.oman@example.com";
const FAQ_PAGE = "/ops/snow-oman/content?locale=ar&document=faq";
const DUBAI_ENQUIRY = "ENQ-DUBAIENQ01";
const OMAN_ENQUIRY = "ENQ-OMANENQ001";

type Browser = ReturnType<typeof memberBrowser>;

async function staffBrowser(email: string): Promise<Browser> {
  const browser = memberBrowser();
  const start = await browser.shop("/ops/sign-in");
  const back = new URL(await browser.signInAtProvider(new URL(start.headers.get("location")!), email));
  expect((await browser.shop(back.pathname + back.search)).status).toBe(302);
  return browser;
}

function post(browser: Browser, path: string, fields: Record<string, string>) {
  return browser.shop(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Every field of the FAQ form as its page shows it (name to value), read from the page's HTML. */
async function faqForm(browser: Browser): Promise<Record<string, string>> {
  const text = await (await browser.shop(FAQ_PAGE)).text();
  const fields: Record<string, string> = { locale: "ar", document: "faq" };
  for (const match of text.matchAll(/<input type="text" id="[^"]+" name="([^"]+)" value="([^"]*)"/g)) fields[decode(match[1]!)] = decode(match[2]!);
  for (const match of text.matchAll(/<textarea id="[^"]+" name="([^"]+)"[^>]*>([^<]*(?:<(?!\/textarea)[^<]*)*)<\/textarea>/g)) fields[decode(match[1]!)] = decode(match[2]!);
  return fields;
}

function decode(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
}

async function storedFaqAnswer(): Promise<string> {
  const row = await DB.prepare("SELECT body FROM cms_documents WHERE site = 'snow-oman' AND locale = 'ar' AND doc_key = 'faq'").first<{ body: string }>();
  return (JSON.parse(row!.body) as { answer: string }[])[0]!.answer;
}

const logCount = async () => (await DB.prepare("SELECT count(*) AS n FROM ops_changes").first<{ n: number }>())!.n;

function insertEnquiry(reference: string, siteId: number) {
  return DB.prepare(
    `INSERT INTO contact_enquiries (reference, site_id, locale, type, first_name, last_name, email, mobile, message, idempotency_key)
     VALUES (?1, ?2, 'en', 1, 'Dana', 'Guest', 'guest@example.com', '+97150000000', 'Please call back', ?1)`,
  ).bind(reference, siteId);
}

beforeEach(async () => {
  await seedCms(DB);
  await DB.batch([insertEnquiry(DUBAI_ENQUIRY, 1), insertEnquiry(OMAN_ENQUIRY, 3)]);
});

afterEach(async () => {
  await DB.batch([
    DB.prepare("DELETE FROM ops_changes"),
    DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL"),
    DB.prepare("DELETE FROM staff_sessions"),
    DB.prepare("DELETE FROM cms_drafts"),
    DB.prepare("DELETE FROM contact_enquiries"),
  ]);
  await clearRateCounters();
  await seedCms(DB);
  await CACHE.delete("cms:api/FAQ/GetFAQ:snow-oman:ar");
});

describe("content in the console", () => {
  it("edits an Arabic FAQ answer as a form: preview for the staff member only, publish, see who and when, roll back", async () => {
    const staff = await staffBrowser(OPS_OMAN);
    const seedAnswer = await storedFaqAnswer();
    const form = await faqForm(staff);
    expect(form[fieldName("0.answer")]).toBe(seedAnswer);
    expect(await (await staff.shop(FAQ_PAGE)).text()).toContain('href="/ops/snow-oman/content?locale=en&amp;document=faq">edit and preview the English one</a>');

    // Preview: a link to the real Arabic FAQ page with the draft, shown to this staff member's browser only.
    const edited = { ...form, [fieldName("0.answer")]: "<p>نفتح أبوابنا الساعة 9 صباحًا.<script>alert(1)</script></p>" };
    const previewed = await post(staff, "/ops/snow-oman/content", { ...edited, intent: "preview" });
    expect(previewed.status).toBe(200);
    const html = await previewed.text();
    expect(html).toContain("Markup not allowed was removed from: item 1 › answer");
    const link = decode(/href="(\/ar-om\/snow-oman\/faq\?ops-preview=[^"]+)"/.exec(html)![1]!);
    const preview = await staff.shop(link);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(((await preview.json()) as { faqAnswer: string }).faqAnswer).toBe("<p>نفتح أبوابنا الساعة 9 صباحًا.</p>");
    // Anyone else holding the link (no staff session, or another staff member) gets nothing.
    expect((await SELF.fetch(`${ORIGIN}${link}`)).status).toBe(404);
    expect((await (await staffBrowser("ops@example.com")).shop(link)).status).toBe(404);
    expect(await storedFaqAnswer()).toBe(seedAnswer);

    // Publish: stored, logged under the staff member's e-mail, listed as a version with who and when.
    const published = await post(staff, "/ops/snow-oman/content", { ...edited, intent: "publish" });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toContain("done=published");
    expect(await storedFaqAnswer()).toBe("<p>نفتح أبوابنا الساعة 9 صباحًا.</p>");
    const page = await (await staff.shop(published.headers.get("location")!)).text();
    expect(page).toContain("Published: visitors see it on their next page load.");
    expect(page).toMatch(new RegExp(`<td>\\d{4}-\\d\\d-\\d\\dT[^<]+</td><td>${OPS_OMAN}</td><td>#\\d+ \\(current\\)</td>`));

    // Roll back to the seed's version: recorded as a change of its own.
    const change = /name="change" value="(\d+)"><input type="hidden" name="side" value="before">/.exec(page)![1]!;
    const rolled = await post(staff, "/ops/snow-oman/content/rollback", { locale: "ar", document: "faq", change, side: "before" });
    expect(rolled.status).toBe(303);
    expect(await storedFaqAnswer()).toBe(seedAnswer);
    expect(await logCount()).toBe(2);
  });

  it("refuses a bad value with a message under its field and changes nothing", async () => {
    const staff = await staffBrowser(OPS_OMAN);
    const form = await faqForm(staff);
    const before = await logCount();
    const refused = await post(staff, "/ops/snow-oman/content", { ...form, [fieldName("0.question")]: "", intent: "publish" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Nothing was published");
    expect(html).toMatch(/aria-describedby="f-0-question-error" aria-invalid="true"/);
    expect(html).toMatch(/<p class="error" id="f-0-question-error">[^<]+<\/p>/);
    expect(await logCount()).toBe(before);
    expect((await post(staff, "/ops/snow-oman/content", { ...form, intent: "delete" })).status).toBe(400);
    expect((await post(staff, "/ops/snow-oman/content", { ...form, document: "site-settings", intent: "publish" })).status).toBe(400);
    expect(await logCount()).toBe(before);
  });
});

describe("enquiries and sales in the console", () => {
  it("lists the venue's enquiries, opens one and marks it handled under the staff member's e-mail", async () => {
    const staff = await staffBrowser(OPS_OMAN);
    const list = await (await staff.shop("/ops/snow-oman/enquiries")).text();
    expect(list).toContain(OMAN_ENQUIRY);
    expect(list).not.toContain(DUBAI_ENQUIRY);
    const marked = await post(staff, `/ops/snow-oman/enquiries/${OMAN_ENQUIRY.toLowerCase()}`, { handled: "true" });
    expect(marked.status).toBe(303);
    const opened = await (await staff.shop(marked.headers.get("location")!)).text();
    expect(opened).toContain(`Handled by ${OPS_OMAN}`);
    const logged = await DB.prepare("SELECT token_name, action, doc_key FROM ops_changes").all();
    expect(logged.results).toEqual([{ token_name: OPS_OMAN, action: "enquiry", doc_key: OMAN_ENQUIRY }]);
    const csv = await staff.shop("/ops/snow-oman/enquiries/export?state=handled");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain(OMAN_ENQUIRY);
  });

  it("shows the sales page, which reads its figures again by itself", async () => {
    await prepareSite("snow-oman");
    const staff = await staffBrowser(OPS_OMAN);
    const sales = await staff.shop("/ops/snow-oman/sales");
    expect(sales.status).toBe(200);
    const html = await sales.text();
    expect(html).toContain('<script src="/ops/sales-refresh.js" defer></script>');
    expect(html).toMatch(/<div id="sales-live">/);
    // The first day shown is open; the others are one click away.
    expect(html.match(/<details open data-date="\d{4}-\d\d-\d\d">/g)).toHaveLength(1);
    const script = await staff.shop("/ops/sales-refresh.js");
    expect(script.headers.get("content-type")).toContain("javascript");
    expect(await script.text()).toContain('getElementById("sales-live")');
    expect(html).toContain("Places by day");
    const refused = await staff.shop("/ops/snow-oman/sales?from=2000-01-01");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<p class="error" id="sales-from-error">Showing today instead: from is a day from today/);
  });
});

describe("a staff member of Snow Oman", () => {
  it("cannot read or change Ski Dubai's documents, enquiries or sales: forged requests are 403 and change nothing", async () => {
    const staff = await staffBrowser(OPS_OMAN);
    const before = await logCount();
    for (const path of ["/ops/ski-dubai/content?locale=ar&document=faq", "/ops/ski-dubai/enquiries", "/ops/ski-dubai/enquiries/export", `/ops/ski-dubai/enquiries/${DUBAI_ENQUIRY.toLowerCase()}`, "/ops/ski-dubai/sales"]) {
      const answer = await staff.shop(path);
      expect(answer.status, path).toBe(403);
      expect(await answer.text(), path).not.toContain(DUBAI_ENQUIRY);
    }
    const form = await faqForm(staff);
    for (const [path, fields] of [
      ["/ops/ski-dubai/content", { ...form, intent: "publish" }],
      ["/ops/ski-dubai/content", { ...form, intent: "preview" }],
      ["/ops/ski-dubai/content/rollback", { locale: "ar", document: "faq", change: "1", side: "before" }],
      [`/ops/ski-dubai/enquiries/${DUBAI_ENQUIRY.toLowerCase()}`, { handled: "true" }],
    ] as const) {
      expect((await post(staff, path, fields)).status, path).toBe(403);
    }
    // Ski Dubai's enquiry through Snow Oman's pages is not found there.
    expect((await staff.shop(`/ops/snow-oman/enquiries/${DUBAI_ENQUIRY.toLowerCase()}`)).status).toBe(404);
    expect((await post(staff, `/ops/snow-oman/enquiries/${DUBAI_ENQUIRY.toLowerCase()}`, { handled: "true" })).status).toBe(404);
    expect(await logCount()).toBe(before);
    expect(await DB.prepare("SELECT count(*) AS n FROM cms_drafts").first<{ n: number }>()).toEqual({ n: 0 });
    expect((await DB.prepare("SELECT handled_at FROM contact_enquiries WHERE reference = ?1").bind(DUBAI_ENQUIRY).first())!.handled_at).toBeNull();
  });
});
