// The content pages' CMS reads (plan your visit, groups, policies, payment plans, offers) on every site in both
// languages, the staff landing of the provider (known, unknown, ended and malformed identifiers), and ops listing and
// editing one of their documents.
import { SELF } from "cloudflare:test";
import { RATE_RULES, type RateEnv, counterOf } from "../rate-limit";
import { clearRateCounters } from "../rate-limit-testing";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cmsAnswer } from "../../shared/cms";
import {
  GROUP_ENQUIRY_TYPES,
  VENUE_PAGE_DOCUMENTS,
  VENUE_PAGE_READS,
  type VenuePageRead,
  groupPageSchema,
  groupsSchema,
  staffLandingSchema,
  staffLandingsSchema,
  staffOffersPageSchema,
  venuePageSchema,
} from "../../shared/cms-venue-pages";
import { LOCALES } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import type { Env } from "../env";
import { seedCms } from "./store";
import { contentReaderFor } from "./content-reader";
import { ops } from "../ops/testing";

const { DB } = env as unknown as { DB: D1Database };
const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`https://shop.test${path}`, { headers, redirect: "manual" });
const ARABIC = /[\u0600-\u06FF]/;
const GROUP_READS = new Set<VenuePageRead>(["birthdayParties", "schoolTrip", "corporate"]);
const BNPL_READS = new Set<VenuePageRead>(["tabbyInfo", "installmentPage"]);
const offersBnpl = (t: (typeof TENANTS)[number]) => t.buyNowPayLater.tabby || t.buyNowPayLater.tamara;

beforeEach(async () => {
  await seedCms(DB);
});
afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM ops_changes"), DB.prepare("DELETE FROM cms_documents WHERE seed_hash IS NULL")]);
  await clearRateCounters();
  await seedCms(DB);
});

describe("the content pages' CMS reads", () => {
  for (const tenant of TENANTS) {
    for (const locale of LOCALES) {
      it(`${tenant.slug} ${locale}: every read answers its schema in the language asked for`, async () => {
        for (const [name, path] of Object.entries(VENUE_PAGE_READS) as [VenuePageRead, string][]) {
          if (name === "staffOffersPage") continue;
          const response = await get(`${tenant.cmsPath}/${path}?Lang=${locale}&TimeZone=${encodeURIComponent(tenant.timeZone)}`);
          const body = await response.json();
          if (BNPL_READS.has(name) && !offersBnpl(tenant)) {
            // A plan the venue does not offer: the CMS has no such content.
            expect(response.status, `${tenant.slug} ${name}`).toBe(404);
            expect(body).toEqual({ Result: 404, Success: false });
            continue;
          }
          expect(response.status, `${tenant.slug} ${locale} ${name}`).toBe(200);
          expect(response.headers.get("content-language")).toBe(locale);
          const schema = GROUP_READS.has(name) ? groupPageSchema : venuePageSchema;
          const parsed = cmsAnswer(schema).safeParse(body);
          expect(parsed.success, `${tenant.slug} ${locale} ${name}: ${parsed.error?.message}`).toBe(true);
          const page = parsed.data!.Result;
          const words = [page.hero.title, page.intro, ...page.sections.map((s) => s.title)];
          for (const text of words) {
            if (locale === "ar") expect(text, `${name}: ${text}`).toMatch(ARABIC);
            else expect(text, `${name}: ${text}`).not.toMatch(ARABIC);
          }
          expect(page.seo.meta_title).toContain(tenant.name[locale]);
        }
      });
    }
  }

  it("Abu Dhabi and Oman have their own guide and come-prepared pages, not Dubai's", async () => {
    const guide = async (slug: string) => {
      const tenant = TENANTS.find((t) => t.slug === slug)!;
      return ((await (await get(`${tenant.cmsPath}/${VENUE_PAGE_READS.yourGuide}?Lang=en`)).json()) as { Result: any }).Result;
    };
    const [dubai, abuDhabi, oman] = await Promise.all([guide("ski-dubai"), guide("snow-abu-dhabi"), guide("snow-oman")]);
    expect(abuDhabi.intro).toContain("Reem Mall");
    expect(oman.intro).toContain("Mall of Oman");
    expect(abuDhabi.intro).not.toEqual(dubai.intro.replace("Ski Dubai", "Snow Abu Dhabi"));
    // The snow parks lead to their ice rink; the ski resorts to their slope.
    const cardLinks = (p: any) => p.sections.flatMap((s: any) => (s.cards ?? []).map((c: any) => c.cta?.url));
    expect(cardLinks(abuDhabi)).toContain("/ice-rink");
    expect(cardLinks(oman)).toContain("/ice-rink");
    expect(cardLinks(dubai)).toContain("/passes-packages/slope-session");
  });

  it("answers the language of the lang header when Lang is absent, and refuses a bad Lang with 400", async () => {
    const tenant = TENANTS[0]!;
    const viaHeader = await get(`${tenant.cmsPath}/${VENUE_PAGE_READS.sustainability}`, { lang: "ar" });
    expect(viaHeader.headers.get("content-language")).toBe("ar");
    const bad = await get(`${tenant.cmsPath}/${VENUE_PAGE_READS.sustainability}?Lang=fr`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { field: string }[] }).issues[0]!.field).toBe("Lang");
  });

  it("the page's ContentReader reads the same answers, and null where the venue has no plan", async () => {
    for (const tenant of TENANTS) {
      const reader = contentReaderFor(env as unknown as Env, { tenant, locale: "ar", dir: "rtl", prefix: tenant.prefixes.ar, rest: "" });
      const school = await reader.venuePage("schoolTrip");
      expect(school?.enquiry.cta_title).toMatch(ARABIC);
      const answer = (await (await get(`${tenant.cmsPath}/${VENUE_PAGE_READS.schoolTrip}?Lang=ar`)).json()) as { Result: unknown };
      expect(school).toEqual(answer.Result);
      expect((await reader.venuePage("tabbyInfo")) === null).toBe(!offersBnpl(tenant));
    }
  });

  it("the staff offers page read answers the general page and the unknown-identifier words, never the landings", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const response = await get(`${tenant.cmsPath}/${VENUE_PAGE_READS.staffOffersPage}?Lang=${locale}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { Result: Record<string, unknown> };
        expect(staffOffersPageSchema.safeParse(body.Result).success).toBe(true);
        expect(Object.keys(body.Result).sort()).toEqual(["general", "unknown_identifier"]);
        expect(JSON.stringify(body)).not.toContain("maf-retail");
      }
    }
  });

  it("names the contact form types of the group enquiries", () => {
    expect(GROUP_ENQUIRY_TYPES).toEqual({ birthdays: 2, schools: 3, company: 4 });
  });
});

describe("the staff landing (GET /get-maf-staff-landing-page?identifier=)", () => {
  const call = (query: string, site = "1", lang = "en", client = "10.13.0.1") =>
    get(`/api/provider/get-maf-staff-landing-page${query}`, { "site-id": site, lang, "CF-Connecting-IP": client });

  it("answers a known identifier's landing on every site, in the language asked for", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const response = await call("?identifier=maf-retail", String(tenant.siteId), locale);
        expect(response.status, `${tenant.slug} ${locale}`).toBe(200);
        const parsed = staffLandingSchema.safeParse(((await response.json()) as { data: unknown }).data);
        expect(parsed.success, parsed.error?.message).toBe(true);
        expect(parsed.data!.identifier).toBe("maf-retail");
        if (locale === "ar") expect(parsed.data!.page.hero.title).toMatch(ARABIC);
        else expect(parsed.data!.page.hero.title).toContain("MAF Retail");
      }
    }
  });

  it("answers 404 for an identifier nobody issued", async () => {
    const response = await call("?identifier=not-a-partner");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });

  it("treats a landing whose offers have ended as unknown", async () => {
    const stored = staffLandingsSchema.parse((await ops("GET", "/content/ski-dubai/en/staff-landing")).body.body);
    const ended = { ...stored, landings: stored.landings.map((l) => (l.identifier === "maf-retail" ? { ...l, valid_until: "2020-01-31" } : l)) };
    expect((await ops("PUT", "/content/ski-dubai/en/staff-landing", ended)).status).toBe(200);
    expect((await call("?identifier=maf-retail")).status).toBe(404);
    expect((await call("?identifier=maf-properties")).status).toBe(200);
    // The Arabic landing is its own document and still runs.
    expect((await call("?identifier=maf-retail", "1", "ar")).status).toBe(200);
  });

  it.each([
    ["missing", "", "required"],
    ["too short", "?identifier=a", "regex"],
    ["with other characters", "?identifier=MAF%20Retail%27%3B", "regex"],
  ])("refuses an identifier %s with 400 naming the field", async (_what, query, rule) => {
    const response = await call(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { field: string; rule: string }[] };
    expect(body.error).toBe("invalid_request");
    expect(body.issues[0]).toMatchObject({ field: "identifier" });
    expect(body.issues[0]!.rule).toMatch(new RegExp(rule === "regex" ? "regex|pattern|format|invalid" : "required"));
  });

  it("counts unknown identifiers as failed look-ups of the client's address: a loop of guesses is held at its ceiling", async () => {
    const client = "10.13.9.9";
    // The address's earlier failures, as many as its ceiling allows but 20.
    const rule = RATE_RULES.lookupFailureAddress;
    await counterOf(env as unknown as RateEnv, rule, client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 20);
    const guesses = await Promise.all(Array.from({ length: 24 }, (_, i) => call(`?identifier=guess-${i}`, "1", "en", client)));
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const held = await call("?identifier=maf-retail", "1", "en", client);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another client is not held, and a found landing does not count.
    for (let i = 0; i < 25; i++) expect((await call("?identifier=maf-retail", "1", "en", "10.13.9.10")).status).toBe(200);
  }, 30_000);

  it("needs the site-id header", async () => {
    const response = await get("/api/provider/get-maf-staff-landing-page?identifier=maf-retail");
    expect(response.status).toBe(400);
  });
});

describe("ops and the content pages' documents", () => {
  it("lists the new documents", async () => {
    const { status, body } = await ops("GET", "/");
    expect(status).toBe(200);
    for (const key of Object.keys(VENUE_PAGE_DOCUMENTS)) expect(body.documents).toContain(key);
  });

  it("edits the birthday party page of one site and language; the read answers it at once", async () => {
    const groups = groupsSchema.parse((await ops("GET", "/content/snow-oman/ar/groups")).body.body);
    const changed = { ...groups, birthday_parties: { ...groups.birthday_parties, intro: "حفلات الثلج متاحة كل يوم جمعة." } };
    const put = await ops("PUT", "/content/snow-oman/ar/groups", changed);
    expect(put).toEqual({ status: 200, body: { changed: 1, site: "snow-oman", locale: "ar", document: "groups", sanitised: [] } });
    const read = async (lang: string) =>
      ((await (await get(`/api/cms/snow-oman/${VENUE_PAGE_READS.birthdayParties}?Lang=${lang}`)).json()) as { Result: { intro: string } }).Result.intro;
    expect(await read("ar")).toBe("حفلات الثلج متاحة كل يوم جمعة.");
    expect(await read("en")).not.toBe("حفلات الثلج متاحة كل يوم جمعة.");
    expect((await ops("GET", "/content/snow-oman/ar/groups")).body).toMatchObject({ edited: true });
  });

  it("refuses a page without sections or with an unknown field, naming the field and changing nothing", async () => {
    const before = await DB.prepare("SELECT body FROM cms_documents WHERE site = 'ski-egypt' AND locale = 'en' AND doc_key = 'health-and-safety'").first<{ body: string }>();
    const page = venuePageSchema.parse((await ops("GET", "/content/ski-egypt/en/health-and-safety")).body.body);
    const empty = await ops("PUT", "/content/ski-egypt/en/health-and-safety", { ...page, sections: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.issues.map((i: { field: string }) => i.field)).toContain("sections");
    const unknown = await ops("PUT", "/content/ski-egypt/en/health-and-safety", { ...page, hero: { ...page.hero, video: "x" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues.map((i: { field: string }) => i.field)).toContain("hero.video");
    const after = await DB.prepare("SELECT body FROM cms_documents WHERE site = 'ski-egypt' AND locale = 'en' AND doc_key = 'health-and-safety'").first<{ body: string }>();
    expect(after).toEqual(before);
  });
});
