// The staff console on the real app against the real development identity provider: staff sign in with the venue_ops
// claim, a member without it is refused, a member of staff limited to Snow Oman sees and changes Snow Oman only (a
// forged post for Ski Dubai is 403 and changes nothing), every change is logged under the staff member's e-mail, a
// post from elsewhere is refused, bad fields come back with their messages, and sign-out ends the session.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { tenantBySlug } from "../../tenants";
import { seedCms } from "../cms/store";
import { hashSecret } from "../orders/rules";
import { clearRateCounters } from "../rate-limit-testing";
import { ORIGIN, memberBrowser, signCookieValue, SESSION_SECRET, DEMO } from "../auth/testing";
import { readSettings } from "../ops/store";
import { RATE_RULES, type RateEnv, counterOf } from "../rate-limit";
import type { Env } from "../env";

const { DB, CACHE } = env as unknown as { DB: D1Database; CACHE: KVNamespace };
const ALL_SITES = ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"];
const OPS = "ops@example.com";
const OPS_OMAN = "ops.oman@example.com";
const STAFF_COOKIE = "__Host-ops_session";

type Browser = ReturnType<typeof memberBrowser>;

/** Signs in at the console through the provider; answers the browser and the console's answer to its return. */
async function staffSignIn(email: string): Promise<{ browser: Browser; answer: Response; authorize: URL }> {
  const browser = memberBrowser();
  const start = await browser.shop("/ops/sign-in");
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  const back = new URL(await browser.signInAtProvider(authorize, email));
  const answer = await browser.shop(back.pathname + back.search);
  return { browser, answer, authorize };
}

/** A form post as the console's own page sends it. */
function post(browser: Browser, path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN, "sec-fetch-site": "same-origin" }) {
  return browser.shop(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() });
}

/** A shop page as the test entry reports it: whether the venue's maintenance switch is on for it. */
async function maintenanceOf(path: string): Promise<boolean | null> {
  return ((await (await SELF.fetch(`${ORIGIN}${path}`)).json()) as { maintenance: boolean | null }).maintenance;
}

/** Every stored document and the change log's size, to prove a refused request changed nothing. */
async function snapshot() {
  const docs = await DB.prepare("SELECT site, locale, doc_key, body FROM cms_documents ORDER BY site, locale, doc_key").all();
  const log = await DB.prepare("SELECT count(*) AS n FROM ops_changes").first<{ n: number }>();
  const staff = await DB.prepare("SELECT * FROM staff_members ORDER BY email").all();
  return { docs: docs.results, log: log!.n, staff: staff.results };
}

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL"), DB.prepare("DELETE FROM staff_sessions")]);
  await clearRateCounters();
  await seedCms(DB);
  for (const site of ALL_SITES) for (const locale of ["en", "ar"]) await CACHE.delete(`site-config:${site}:${locale}`);
});

describe("staff sign-in", () => {
  it("signs staff in at /ops/callback with their own __Host- cookie, separate from the member session", async () => {
    const { browser, answer, authorize } = await staffSignIn(OPS);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/ops/callback`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/ops");
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(browser.shopJar.cookies.has("__Host-member_session")).toBe(false);

    const home = await browser.shop("/ops");
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe("no-store");
    const text = await home.text();
    for (const site of ALL_SITES) expect(text).toContain(`/ops/${site}/maintenance`);
    expect(text).toContain("Staff discount list");
  });

  it("refuses a member without the venue_ops claim with a 403 page and no session", async () => {
    const { browser, answer } = await staffSignIn(DEMO.omar.email);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("is not venue staff");
    expect(browser.shopJar.cookies.has(STAFF_COOKIE)).toBe(false);
    expect((await browser.shop("/ops/snow-oman/maintenance")).status).toBe(302);
  });

  it("holds a loop guessing codes at /ops/callback to the failed look-up ceiling of its address, then answers 429", async () => {
    const guesser = memberBrowser();
    const rule = RATE_RULES.lookupFailureAddress;
    await counterOf(env as unknown as RateEnv, rule, guesser.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 5);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      await guesser.shop("/ops/sign-in");
      statuses.push((await guesser.shop(`/ops/callback?code=guess-${i}&state=guess-state-${i}-0123456789`)).status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    expect(guesser.shopJar.cookies.has(STAFF_COOKIE)).toBe(false);
  });

  it("asks a visitor without a session to sign in, and refuses a forged cookie", async () => {
    const visitor = memberBrowser();
    const home = await visitor.shop("/ops");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('href="/ops/sign-in"');
    expect((await visitor.shop("/ops/ski-dubai/settings")).headers.get("location")).toBe("/ops");
    visitor.shopJar.cookies.set(STAFF_COOKIE, await signCookieValue("a".repeat(43), SESSION_SECRET));
    expect((await visitor.shop("/ops/ski-dubai/settings")).status).toBe(302);
    const before = await snapshot();
    expect((await post(visitor, "/ops/ski-dubai/maintenance", { locale: "both", enable_maintenance_page: "true" })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("signs out: the session row and cookie go, and the console asks for sign-in again", async () => {
    const { browser } = await staffSignIn(OPS_OMAN);
    const signedIn = decodeURIComponent(browser.shopJar.cookies.get(STAFF_COOKIE)!);
    const idHash = await hashSecret(signedIn.slice(0, signedIn.lastIndexOf(".")));
    expect(await DB.prepare("SELECT 1 FROM staff_sessions WHERE id_hash = ?1").bind(idHash).first()).not.toBeNull();
    // A link to sign-out (a GET, which a page elsewhere can make) signs nobody out.
    expect((await browser.shop("/ops/sign-out")).status).toBe(404);
    expect((await browser.shop("/ops/snow-oman/maintenance")).status).toBe(200);
    const out = await post(browser, "/ops/sign-out", {});
    expect(out.status).toBe(303);
    expect(browser.shopJar.cookies.has(STAFF_COOKIE)).toBe(false);
    expect(await DB.prepare("SELECT 1 FROM staff_sessions WHERE id_hash = ?1").bind(idHash).first()).toBeNull();
    // The old cookie opens nothing any more.
    browser.shopJar.cookies.set(STAFF_COOKIE, encodeURIComponent(signedIn));
    expect((await browser.shop("/ops/snow-oman/maintenance")).status).toBe(302);
  });
});

describe("a member of staff limited to Snow Oman", () => {
  it("sees only Snow Oman and cannot open, change or reach Ski Dubai's settings by any path", async () => {
    const { browser } = await staffSignIn(OPS_OMAN);
    const home = await (await browser.shop("/ops")).text();
    expect(home).toContain("/ops/snow-oman/maintenance");
    expect(home).not.toContain("/ops/ski-dubai/");
    expect(home).not.toContain('value="ski-dubai"');
    expect(home).not.toContain("Staff discount list");

    for (const path of ["/ops/ski-dubai/settings", "/ops/ski-dubai/maintenance", "/ops/ski-dubai/settings?locale=ar", "/ops/staff", "/ops/venue?site=ski-dubai&page=settings"]) {
      expect((await browser.shop(path)).status, path).toBe(403);
    }
    const before = await snapshot();
    const forged = [
      post(browser, "/ops/ski-dubai/maintenance", { locale: "both", enable_maintenance_page: "true" }),
      post(browser, "/ops/ski-dubai/settings", { locale: "en", title: "Hacked", promo_code_color: "#000000", maf_staff_color_code: "#000000" }),
      post(browser, "/ops/staff", { email: "intruder@example.com", name: "Intruder" }),
      post(browser, "/ops/staff/remove", { email: DEMO.amira.email }),
    ];
    for (const answer of await Promise.all(forged)) expect(answer.status).toBe(403);
    // The session reaches no ops call: the token API wants its token, whatever cookie comes with it.
    const api = await browser.shop("/api/ops/maintenance/ski-dubai", { method: "PUT", headers: { "content-type": "application/json", origin: ORIGIN }, body: JSON.stringify({ enable_maintenance_page: true }) });
    expect(api.status).toBe(401);
    expect(await snapshot()).toEqual(before);
    expect(await maintenanceOf("/en-ae/ski-dubai")).toBe(false);
  });

  it("switches Snow Oman into maintenance while the other venues keep serving, logged under the staff e-mail, and back off", async () => {
    const { browser } = await staffSignIn(OPS_OMAN);
    const on = await post(browser, "/ops/snow-oman/maintenance", { locale: "both", enable_maintenance_page: "true" });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toMatch(/^\/ops\/snow-oman\/maintenance\?switched=both-on&at=/);
    expect(await maintenanceOf("/en-om/snow-oman")).toBe(true);
    expect(await maintenanceOf("/ar-om/snow-oman")).toBe(true);
    for (const path of ["/en-ae/ski-dubai", "/ar-ae/snow-abu-dhabi", "/en-eg/ski-egypt"]) expect(await maintenanceOf(path), path).toBe(false);

    const shown = await (await browser.shop(on.headers.get("location")!)).text();
    expect(shown).toContain("maintenance on. New page loads show it now; every location by");
    expect(shown).toMatch(/data-testid="maintenance-en">On</);
    // The preview shows the maintenance screen's own words in each language.
    expect(shown).toContain('lang="ar" dir="rtl"');

    const log = await DB.prepare("SELECT token_name, action, site, locale, after FROM ops_changes ORDER BY id").all<Record<string, string>>();
    expect(log.results).toEqual([
      { token_name: OPS_OMAN, action: "maintenance", site: "snow-oman", locale: "en", after: '{"enable_maintenance_page":true}' },
      { token_name: OPS_OMAN, action: "maintenance", site: "snow-oman", locale: "ar", after: '{"enable_maintenance_page":true}' },
    ]);

    // The venue's change log names who did it; Ski Dubai's is not theirs to read.
    const changeLog = await (await browser.shop("/ops/snow-oman/log")).text();
    expect(changeLog).toContain(`<td>${OPS_OMAN}</td>`);
    expect(changeLog).toContain("Maintenance (Arabic): site-settings");
    expect((await browser.shop("/ops/ski-dubai/log")).status).toBe(403);

    expect((await post(browser, "/ops/snow-oman/maintenance", { locale: "ar", enable_maintenance_page: "false" })).status).toBe(303);
    expect(await maintenanceOf("/ar-om/snow-oman")).toBe(false);
    expect(await maintenanceOf("/en-om/snow-oman")).toBe(true);
    expect((await post(browser, "/ops/snow-oman/maintenance", { locale: "en", enable_maintenance_page: "false" })).status).toBe(303);
    expect(await maintenanceOf("/en-om/snow-oman")).toBe(false);
  });
});

describe("changes through the console", () => {
  it("refuses a post that does not come from the console's own origin, whatever its cookie, and changes nothing", async () => {
    const { browser } = await staffSignIn(OPS);
    const before = await snapshot();
    const fields = { locale: "both", enable_maintenance_page: "true" };
    expect((await post(browser, "/ops/ski-dubai/maintenance", fields, {})).status).toBe(403);
    expect((await post(browser, "/ops/ski-dubai/maintenance", fields, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post(browser, "/ops/ski-dubai/maintenance", fields, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(browser, "/ops/ski-dubai/maintenance", fields, { origin: ORIGIN, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a bad switch with 400 and changes nothing", async () => {
    const { browser } = await staffSignIn(OPS);
    const before = await snapshot();
    const refused: Record<string, string>[] = [
      { locale: "fr", enable_maintenance_page: "true" },
      { locale: "en", enable_maintenance_page: "yes" },
      { locale: "en", enable_maintenance_page: "true", extra: "1" },
    ];
    for (const fields of refused) {
      const answer = await post(browser, "/ops/ski-dubai/maintenance", fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(await answer.text()).toContain("Nothing was changed");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("saves the site settings of one language through the API's schema, and refuses a bad value with the field's message", async () => {
    const { browser } = await staffSignIn(OPS);
    const dubai = tenantBySlug("ski-dubai")!;
    const form = await (await browser.shop("/ops/ski-dubai/settings?locale=ar")).text();
    expect(form).toContain('name="promo_code_color"');

    const before = await snapshot();
    const bad = await post(browser, "/ops/ski-dubai/settings", {
      locale: "ar",
      title: "",
      hide_booking_bar: "on",
      promo_code_color: "red",
      maf_staff_color_code: "#00AA00",
      card_warning_message_ski_school: "41111X: A warning",
    });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toMatch(/id="promo_code_color-error">[^<]*# and six hex digits/);
    expect(page).toMatch(/id="title-error">[^<]*required/);
    expect(page).toMatch(/id="card_warning_message_ski_school-error">Line 1 \(BIN prefixes\)/);
    expect(page).toContain('value="red"');
    expect(await snapshot()).toEqual(before);

    const saved = await post(browser, "/ops/ski-dubai/settings", {
      locale: "ar",
      title: "سكي دبي",
      hide_booking_bar: "on",
      enable_booking_bar_ski_school: "on",
      promo_code_color: "#FF0000",
      maf_staff_color_code: "#00AA00",
      card_warning_message_ski_school: "4111, 5500: Pay with another card",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/ops/ski-dubai/settings?locale=ar&saved=1");
    const { settings } = await readSettings(env as unknown as Env, dubai, "ar");
    expect(settings).toMatchObject({ title: "سكي دبي", hide_booking_bar: true, enable_booking_bar_passes_and_packages: false, promo_code_color: "#FF0000" });
    expect(settings.card_warning_message_ski_school).toEqual([{ card_Ids: ["4111", "5500"], message: "Pay with another card" }]);
    expect((await readSettings(env as unknown as Env, dubai, "en")).settings.hide_booking_bar).toBe(false);
    const log = await DB.prepare("SELECT token_name, action, locale FROM ops_changes").all<Record<string, string>>();
    expect(log.results).toEqual([{ token_name: OPS, action: "configuration", locale: "ar" }]);
  });

  it("answers a stored settings document that no longer fits its schema with a 409 page, not a 500, changing nothing", async () => {
    const { browser } = await staffSignIn(OPS_OMAN);
    await browser.shop("/ops/snow-oman/maintenance");
    await DB.prepare("UPDATE cms_documents SET body = '{\"title\":\"\"}', seed_hash = NULL WHERE site = 'snow-oman' AND locale = 'en' AND doc_key = 'site-settings'").run();
    const before = await snapshot();
    const opened = await browser.shop("/ops/snow-oman/maintenance");
    expect(opened.status).toBe(409);
    expect(await opened.text()).toContain("The stored site settings of snow-oman/en do not fit the schema");
    const posted = await post(browser, "/ops/snow-oman/settings", { locale: "en", title: "Snow Oman", promo_code_color: "#000000", maf_staff_color_code: "#000000" });
    expect(posted.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("adds to and removes from the staff discount list, logged under the staff e-mail; a bad address is refused", async () => {
    const { browser } = await staffSignIn(OPS);
    // The demo list shows from the first look.
    expect(await (await browser.shop("/ops/staff")).text()).toContain(`data-email="${DEMO.amira.email}"`);
    const before = await snapshot();
    const bad = await post(browser, "/ops/staff", { email: "not-an-address", name: "" });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain('id="email-error"');
    expect(badPage).toContain('id="name-error"');
    expect(await snapshot()).toEqual(before);

    const added = await post(browser, "/ops/staff", { email: "Noor.Salem@maf.ae", name: "Noor Salem" });
    expect(added.status).toBe(303);
    expect(await (await browser.shop(added.headers.get("location")!)).text()).toContain("noor.salem@maf.ae is on the list");
    const removed = await post(browser, "/ops/staff/remove", { email: "noor.salem@maf.ae" });
    expect(removed.status).toBe(303);
    const row = await DB.prepare("SELECT active, changed_by FROM staff_members WHERE email = 'noor.salem@maf.ae'").first();
    expect(row).toEqual({ active: 0, changed_by: OPS });
    const log = await DB.prepare("SELECT token_name, action, site, locale, doc_key, before, after FROM ops_changes ORDER BY id").all();
    expect(log.results).toEqual([
      { token_name: OPS, action: "staff", site: "all", locale: null, doc_key: "noor.salem@maf.ae", before: null, after: '{"name":"Noor Salem","active":true}' },
      { token_name: OPS, action: "staff", site: "all", locale: null, doc_key: "noor.salem@maf.ae", before: '{"name":"Noor Salem","active":true}', after: '{"name":"Noor Salem","active":false}' },
    ]);
    await DB.prepare("DELETE FROM staff_members WHERE email = 'noor.salem@maf.ae'").run();
  });
});
