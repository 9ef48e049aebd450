// The ops calls as the operations team uses them: maintenance per site or all, the site configuration and content
// documents changed without a deploy (bad input changes nothing), seen by the next page load, and the change log.
import { SELF } from "cloudflare:test";
import { clearRateCounters } from "../rate-limit-testing";
import { addDays, todayIn } from "../../shared/booking/calendar";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { homeSchema, siteConfigurationSchema } from "../../shared/cms";
import { tenantBySlug } from "../../tenants";
import { seedCms } from "../cms/store";
import type { Env } from "../env";
import { ConcurrentChangeError, applyChanges, planSettingsPatch } from "./store";
import { DEMO, memberBrowser } from "../auth/testing";
import { ops } from "./testing";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
const ALL_SITES = ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"];

/** A page request through the app; the test entry's page handler reports what the middleware resolved. */
async function page(path: string) {
  return (await (await SELF.fetch(`https://shop.test${path}`, { redirect: "manual" })).json()) as { site: string; maintenance: boolean | null; page: string };
}

async function cmsAnswer(site: string, call: string, lang: string) {
  return ((await (await SELF.fetch(`https://shop.test/api/cms/${site}/${call}?Lang=${lang}`)).json()) as { Result: Record<string, any> }).Result;
}

/** Every stored document as text, to prove a refused call changed nothing. */
async function snapshot() {
  const docs = await DB.prepare("SELECT site, locale, doc_key, body, seed_hash FROM cms_documents ORDER BY site, locale, doc_key").all();
  const log = await DB.prepare("SELECT count(*) AS n FROM ops_changes").first<{ n: number }>();
  return { docs: docs.results, log: log!.n };
}

beforeEach(async () => {
  await seedCms(DB);
  // Every document in the database, so a snapshot covers them all.
  for (const site of ALL_SITES) for (const lang of ["en", "ar"]) await cmsAnswer(site, "api/HomePage/GetAll", lang);
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL")]);
  await clearRateCounters();
  await seedCms(DB);
  for (const site of ALL_SITES) for (const locale of ["en", "ar"]) await CACHE.delete(`site-config:${site}:${locale}`);
});

describe("maintenance", () => {
  it("reads every site's switch in both languages", async () => {
    const { status, body } = await ops("GET", "/maintenance/all");
    expect(status).toBe(200);
    expect(body.sites).toEqual(ALL_SITES.map((site) => ({ site, enable_maintenance_page: { en: false, ar: false } })));
    expect((await ops("GET", "/maintenance/snow-oman")).body.sites).toHaveLength(1);
  });

  it("switched on for Oman shows on Oman's next page load in both languages while the other sites keep serving", async () => {
    // Pages have cached the configuration in KV (TTL 60 s): the switch must not wait for it to expire.
    for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman", "/en-ae/ski-dubai"]) expect((await page(prefix)).maintenance).toBe(false);
    expect(await CACHE.get("site-config:snow-oman:en")).not.toBeNull();

    const { status, body } = await ops("PUT", "/maintenance/snow-oman", { enable_maintenance_page: true });
    expect(status).toBe(200);
    expect(body.changed).toBe(2);
    expect(body.sites).toEqual([{ site: "snow-oman", enable_maintenance_page: { en: true, ar: true } }]);

    expect(await page("/en-om/snow-oman")).toMatchObject({ site: "snow-oman", maintenance: true });
    expect(await page("/ar-om/snow-oman/faq")).toMatchObject({ site: "snow-oman", maintenance: true });
    expect(await page("/en-ae/ski-dubai")).toMatchObject({ site: "ski-dubai", maintenance: false });
    expect(await page("/ar-ae/snow-abu-dhabi")).toMatchObject({ maintenance: false });
    expect(await page("/en-eg/ski-egypt")).toMatchObject({ maintenance: false });
    // The answer an open page's five-minute recheck reads.
    expect((await cmsAnswer("snow-oman", "api/SiteConfiguration/GetSiteConfiguration", "ar")).enable_maintenance_page).toBe(true);
    expect((await cmsAnswer("ski-dubai", "api/SiteConfiguration/GetSiteConfiguration", "ar")).enable_maintenance_page).toBe(false);
  });

  it("switched off for all sites restores every site, and reports only what changed", async () => {
    await ops("PUT", "/maintenance/snow-oman", { enable_maintenance_page: true });
    expect((await page("/en-om/snow-oman")).maintenance).toBe(true);
    const { body } = await ops("PUT", "/maintenance/all", { enable_maintenance_page: false });
    expect(body.changed).toBe(2);
    expect(body.changes.map((c: { site: string; locale: string }) => `${c.site}/${c.locale}`).sort()).toEqual(["snow-oman/ar", "snow-oman/en"]);
    expect(body.sites.every((s: { enable_maintenance_page: { en: boolean; ar: boolean } }) => !s.enable_maintenance_page.en && !s.enable_maintenance_page.ar)).toBe(true);
    for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman", "/en-ae/ski-dubai"]) expect((await page(prefix)).maintenance).toBe(false);
  });

  it("switched on for all sites closes every site", async () => {
    expect((await ops("PUT", "/maintenance/all", { enable_maintenance_page: true })).body.changed).toBe(8);
    for (const prefix of ["/en-ae/ski-dubai", "/ar-ae/snow-abu-dhabi", "/en-om/snow-oman", "/ar-eg/ski-egypt"]) expect((await page(prefix)).maintenance).toBe(true);
  });

  it("switching to the state a site is already in changes and logs nothing", async () => {
    const before = await snapshot();
    const { status, body } = await ops("PUT", "/maintenance/ski-dubai", { enable_maintenance_page: false });
    expect(status).toBe(200);
    expect(body.changed).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["a string for the switch", { enable_maintenance_page: "yes" }, "enable_maintenance_page"],
    ["no switch", {}, "enable_maintenance_page"],
    ["an unknown field", { enable_maintenance_page: true, site: "snow-oman" }, "site"],
    ["a body that is not JSON", "on", "(body)"],
  ])("refuses %s with 400 naming the field, changing nothing", async (_what, body, field) => {
    const before = await snapshot();
    const answer = await ops("PUT", "/maintenance/snow-oman", body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("invalid_request");
    expect(answer.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an unknown site with 404 naming the sites, changing nothing", async () => {
    const before = await snapshot();
    const answer = await ops("PUT", "/maintenance/snow-paris", { enable_maintenance_page: true });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: "unknown_site" });
    expect(answer.body.message).toContain("snow-oman");
    expect(await snapshot()).toEqual(before);
  });
});

describe("site configuration", () => {
  it("reads a site's configuration in both languages, as the CMS answers it", async () => {
    const { status, body } = await ops("GET", "/config/ski-dubai");
    expect(status).toBe(200);
    expect(body.sites.map((s: { locale: string }) => s.locale)).toEqual(["en", "ar"]);
    for (const entry of body.sites) {
      expect(siteConfigurationSchema.safeParse(entry.configuration).success).toBe(true);
      expect(entry).toMatchObject({ site: "ski-dubai", edited: false, configuration: { code: "ski-dubai", currency: "AED" } });
    }
    expect((await ops("GET", "/config/all?locale=ar")).body.sites).toHaveLength(4);
  });

  it("patches a field in both languages; the CMS answer and the pages' configuration show it", async () => {
    await cmsAnswer("ski-dubai", "api/SiteConfiguration/GetSiteConfiguration", "en"); // cached in KV
    const { status, body } = await ops("PATCH", "/config/ski-dubai", { hide_booking_bar: true, promo_code_color: "#FF0000" });
    expect(status).toBe(200);
    expect(body.changed).toBe(2);
    expect(body.changes[0]).toEqual({
      site: "ski-dubai",
      locale: "en",
      document: "site-settings",
      before: { hide_booking_bar: false, promo_code_color: expect.any(String) },
      after: { hide_booking_bar: true, promo_code_color: "#FF0000" },
    });
    for (const lang of ["en", "ar"]) {
      expect(await cmsAnswer("ski-dubai", "api/SiteConfiguration/GetSiteConfiguration", lang)).toMatchObject({ hide_booking_bar: true, promo_code_color: "#FF0000" });
    }
    expect((await cmsAnswer("snow-oman", "api/SiteConfiguration/GetSiteConfiguration", "en")).hide_booking_bar).toBe(false);
    expect(body.sites.every((s: { edited: boolean; updated_by: string }) => s.edited && s.updated_by === "ops-test")).toBe(true);
  });

  it("patches one language when asked", async () => {
    await ops("PATCH", "/config/ski-egypt?locale=ar", { title: "سكي مصر" });
    expect((await cmsAnswer("ski-egypt", "api/SiteConfiguration/GetSiteConfiguration", "ar")).title).toBe("سكي مصر");
    expect((await cmsAnswer("ski-egypt", "api/SiteConfiguration/GetSiteConfiguration", "en")).title).toBe("Ski Egypt");
  });

  it.each([
    ["an unknown field", { hide_booking_bar: true, hide_everything: true }, "hide_everything", "unknown_field"],
    ["a wrong type", { hide_booking_bar: "true" }, "hide_booking_bar", "type"],
    ["a colour that is not #RRGGBB", { promo_code_color: "red" }, "promo_code_color", "regex"],
    ["a fixed fact of the site", { currency: "USD" }, "currency", "read_only"],
    ["a badly formed nested value", { siteLogo: { image_url: "/x.svg" } }, "siteLogo.alt_text", "required"],
    ["an empty patch", {}, "(body)", "required"],
    ["an array", [{ hide_booking_bar: true }], "(body)", "type"],
  ])("refuses %s with 400 naming the field and rule, changing nothing", async (_what, patch, field, rule) => {
    const before = await snapshot();
    const answer = await ops("PATCH", "/config/ski-dubai", patch);
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toContainEqual(expect.objectContaining({ field, rule }));
    expect(await snapshot()).toEqual(before);
    expect((await cmsAnswer("ski-dubai", "api/SiteConfiguration/GetSiteConfiguration", "en")).hide_booking_bar).toBe(false);
  });

  it("refuses a bad locale", async () => {
    const answer = await ops("PATCH", "/config/ski-dubai?locale=fr", { hide_booking_bar: true });
    expect(answer.status).toBe(400);
    expect(answer.body.issues[0].field).toBe("locale");
  });
});

describe("content", () => {
  it("reads a document of a site and language", async () => {
    const { status, body } = await ops("GET", "/content/ski-egypt/ar/home");
    expect(status).toBe(200);
    expect(body).toMatchObject({ site: "ski-egypt", locale: "ar", document: "home", edited: false });
    expect(homeSchema.safeParse(body.body).success).toBe(true);
  });

  it("replaces a document; the CMS answers it at once, the other language keeps its own", async () => {
    const home = homeSchema.parse((await ops("GET", "/content/ski-egypt/ar/home")).body.body);
    const changed = { ...home, hero: { ...home.hero, title: "عرض الشتاء" } };
    const { status, body } = await ops("PUT", "/content/ski-egypt/ar/home", changed, "night-shift-token");
    expect(status).toBe(200);
    expect(body).toEqual({ changed: 1, site: "ski-egypt", locale: "ar", document: "home", sanitised: [] });
    expect((await cmsAnswer("ski-egypt", "api/HomePage/GetAll", "ar")).hero.title).toBe("عرض الشتاء");
    expect((await cmsAnswer("ski-egypt", "api/HomePage/GetAll", "en")).hero.title).not.toBe("عرض الشتاء");
    const stored = (await ops("GET", "/content/ski-egypt/ar/home")).body;
    expect(stored).toMatchObject({ edited: true, updated_by: "night-shift" });
    // Putting the same document again is no change.
    expect((await ops("PUT", "/content/ski-egypt/ar/home", changed)).body.changed).toBe(0);
  });

  it("replacing the site settings document clears the cached configuration too", async () => {
    expect((await page("/en-om/snow-oman")).maintenance).toBe(false);
    const settings = (await ops("GET", "/content/snow-oman/en/site-settings")).body.body;
    await ops("PUT", "/content/snow-oman/en/site-settings", { ...settings, enable_maintenance_page: true });
    expect((await page("/en-om/snow-oman")).maintenance).toBe(true);
    expect((await page("/ar-om/snow-oman")).maintenance).toBe(false);
  });

  it.each([
    ["a missing required field", (h: any) => ({ ...h, seo: undefined }), "seo"],
    ["a wrong type deep inside", (h: any) => ({ ...h, sections: [{ ...h.sections[0], id: "one" }, ...h.sections.slice(1)] }), "sections.0.id"],
    ["an unknown field deep inside", (h: any) => ({ ...h, hero: { ...h.hero, colour: "blue" } }), "hero.colour"],
    ["an unknown top-level field", (h: any) => ({ ...h, banner: {} }), "banner"],
  ])("refuses %s with 400 naming the field, changing nothing", async (_what, edit, field) => {
    const home = (await ops("GET", "/content/ski-egypt/ar/home")).body.body;
    const before = await snapshot();
    const answer = await ops("PUT", "/content/ski-egypt/ar/home", edit(home));
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((i: { field: string }) => i.field)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an unknown document, site or language", async () => {
    expect((await ops("GET", "/content/ski-egypt/ar/homepage")).status).toBe(404);
    expect((await ops("PUT", "/content/ski-cairo/ar/home", {})).body.error).toBe("unknown_site");
    expect((await ops("GET", "/content/ski-egypt/fr/home")).status).toBe(400);
  });
});

describe("the change log", () => {
  it("records every change, newest first, with the token's name and what was before and after", async () => {
    await ops("PUT", "/maintenance/snow-oman", { enable_maintenance_page: true });
    await ops("PATCH", "/config/ski-dubai?locale=en", { hide_adult: true }, "night-shift-token");
    await ops("PATCH", "/config/ski-dubai?locale=en", { bogus: true }); // refused: not logged

    const { status, body } = await ops("GET", "/log");
    expect(status).toBe(200);
    expect(body.changes).toHaveLength(3);
    expect(body.changes[0]).toMatchObject({
      token: "night-shift",
      action: "configuration",
      site: "ski-dubai",
      locale: "en",
      document: "site-settings",
      before: { hide_adult: false },
      after: { hide_adult: true },
    });
    expect(body.changes.slice(1)).toEqual([
      expect.objectContaining({ token: "ops-test", action: "maintenance", site: "snow-oman", locale: "ar", before: { enable_maintenance_page: false }, after: { enable_maintenance_page: true } }),
      expect.objectContaining({ token: "ops-test", action: "maintenance", site: "snow-oman", locale: "en" }),
    ]);
    expect(body.changes[0].id).toBeGreaterThan(body.changes[1].id);
    expect(Date.parse(body.changes[0].at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await ops("GET", "/log?site=snow-oman")).body.changes).toHaveLength(2);
    expect((await ops("GET", "/log?limit=1")).body.changes).toHaveLength(1);
    expect((await ops("GET", "/log?limit=0")).status).toBe(400);
    expect((await ops("GET", "/log?site=ski-paris")).status).toBe(400);
  });

  it("keeps a content change's whole document before and after", async () => {
    const home = (await ops("GET", "/content/ski-egypt/en/home")).body.body;
    await ops("PUT", "/content/ski-egypt/en/home", { ...home, seo: { ...home.seo, meta_title: "Ski Egypt tonight" } });
    const [entry] = (await ops("GET", "/log")).body.changes;
    expect(entry).toMatchObject({ action: "content", document: "home", before: { seo: home.seo }, after: { seo: { meta_title: "Ski Egypt tonight" } } });
  });
});

describe("writes", () => {
  it("land all or nothing: a document changed since it was read aborts the whole change and its log rows", async () => {
    const oman = tenantBySlug("snow-oman")!;
    const e = env as unknown as Env;
    const plans = await Promise.all((["en", "ar"] as const).map((locale) => planSettingsPatch(e, "maintenance", oman, locale, { enable_maintenance_page: true })));
    // Someone else changes the Arabic document in between.
    await DB.prepare("UPDATE cms_documents SET body = json_set(body, '$.title', 'x'), seed_hash = NULL WHERE site = 'snow-oman' AND locale = 'ar' AND doc_key = 'site-settings'").run();
    const before = await snapshot();
    await expect(applyChanges(e, "ops-test", plans.filter((p) => p !== null))).rejects.toBeInstanceOf(ConcurrentChangeError);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the ops routes", () => {
  it("are not under a site prefix: there the path is a page", async () => {
    expect(await page("/en-ae/ski-dubai/ops")).toMatchObject({ site: "ski-dubai", page: "/en-ae/ski-dubai/ops" });
  });

  it("answer an unknown call with 404, and a known one asked with another method with 405 naming the methods", async () => {
    expect((await ops("GET", "/maintenance")).status).toBe(404);
    const wrong = await SELF.fetch("https://shop.test/api/ops/log", { method: "DELETE", headers: { authorization: "Bearer test-ops-token" } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the staff list of the staff discount", () => {
  it("lists, adds and removes members with the token's name; the basket check follows at once", async () => {
    // The demo staff member, signed in with her verified address, checks a basket with her staff discount.
    const amira = memberBrowser();
    expect((await amira.signIn(DEMO.amira.email)).status).toBe(302);
    const staffCheck = () =>
      amira.shop("/api/provider/order/check-basket?location=ski_dubai", {
        method: "POST",
        headers: { "site-id": "1", "content-type": "application/json", operation: "check" },
        body: JSON.stringify({
          lineItems: [{ uniqueID: "l1", cardId: 101, date: addDays(todayIn("Asia/Dubai"), 5), tickets: [{ ticketId: 1011, performanceAk: null, quantities: { adult: 1, junior: 0, child: 0, infant: 0 } }] }],
          maf_discount_code: DEMO.amira.email,
        }),
      });
    expect((await ops("PUT", `/staff/${DEMO.amira.email}`, { name: "Amira Haddad" })).status).toBe(200);
    expect((await staffCheck()).status).toBe(200);
    expect((await ops("DELETE", `/staff/${DEMO.amira.email}`)).body.member).toMatchObject({ active: false, changedBy: "ops-test" });
    expect(((await (await staffCheck()).json()) as { code: number }).code).toBe(4301);
    expect((await ops("PUT", `/staff/${DEMO.amira.email}`, { name: "Amira Haddad" })).status).toBe(200);
    expect((await staffCheck()).status).toBe(200);

    const added = await ops("PUT", "/staff/Noor.Salem@maf.ae", { name: "Noor Salem" });
    expect(added.status).toBe(200);
    expect(added.body.member).toMatchObject({ email: "noor.salem@maf.ae", name: "Noor Salem", active: true, changedBy: "ops-test" });
    const list = await ops("GET", "/staff");
    expect(list.body.staff.map((m: { email: string }) => m.email)).toContain("noor.salem@maf.ae");
    const removed = await ops("DELETE", "/staff/noor.salem@maf.ae");
    expect(removed.body.member).toMatchObject({ active: false });
    expect((await ops("GET", "/staff")).body.staff).toContainEqual(expect.objectContaining({ email: "noor.salem@maf.ae", active: false }));
    expect((await ops("DELETE", "/staff/nobody@maf.ae")).status).toBe(404);
    const bad = await ops("PUT", "/staff/not-an-email", { name: "X" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual(expect.objectContaining({ field: "email", rule: "email" }));
    const badName = await ops("PUT", "/staff/a@maf.ae", { name: "Evil\u202Ename" });
    expect(badName.body.issues).toContainEqual(expect.objectContaining({ field: "name", rule: "safe_text" }));
  });
});
