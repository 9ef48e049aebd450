// The CMS calls as a caller sees them under /api/cms/{site}/…: every call of every site in both languages
// answers {Result, Success} fitting its schema; bad parameters get a 400 naming the field; unknown things a 404.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CMS_DOCUMENTS, type CmsDocumentKey, cmsAnswer, siteConfigurationSchema } from "../../shared/cms";
import { CONTACT_FORM_READ } from "../../shared/contact-form";
import { LOCALES, type Locale } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import { seedDocuments } from "../../tenants/content";
import { CMS_ENDPOINTS } from "./endpoints";

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://shop.test${path}`, { redirect: "manual", headers });

const seeds = seedDocuments();
function seed(site: string, locale: Locale, key: CmsDocumentKey): unknown {
  const found = seeds.find((d) => d.site === site && d.locale === locale && d.key === key);
  if (!found) throw new Error(`no seed ${site}/${locale}/${key}`);
  return found.body;
}
const pageNames = (site: string, locale: Locale) => CMS_DOCUMENTS.pages.parse(seed(site, locale, "pages")).map((p) => p.name);

const CONTENT_PAGE = "api/ContentPage/GetContentPage";
/** The buy-now-pay-later plans' reads answer 404 where the venue has none (decision 016, venue-pages.test.ts). */
const PLAN_READS = ["api/TabbyInfo/GetTabbyInfo", "api/InstallmentPage/GetAll"];
const FAQ = "api/FAQ/GetFAQ";
const SITE_CONFIGURATION = "api/SiteConfiguration/GetSiteConfiguration";

interface IssueBody {
  error: string;
  issues: { field: string; rule: string; message: string }[];
}

describe("every CMS call of every site in both languages", () => {
  for (const tenant of TENANTS) {
    for (const locale of LOCALES) {
      it(`${tenant.slug} ${locale}: answers {Result, Success: true} that fits the call's schema`, async () => {
        for (const endpoint of CMS_ENDPOINTS) {
          if (PLAN_READS.includes(endpoint.path) && !tenant.buyNowPayLater.tabby && !tenant.buyNowPayLater.tamara) continue;
          const name =
            endpoint.path === CONTENT_PAGE ? `&Name=${pageNames(tenant.slug, locale)[0]}` : endpoint.path === CONTACT_FORM_READ ? "&Type=1" : "";
          const response = await get(`${tenant.cmsPath}/${endpoint.path}?Lang=${locale}&TimeZone=${encodeURIComponent(tenant.timeZone)}${name}`);
          expect(response.status, endpoint.path).toBe(200);
          expect(response.headers.get("content-type"), endpoint.path).toMatch(/^application\/json/);
          expect(response.headers.get("content-language"), endpoint.path).toBe(locale);
          const parsed = cmsAnswer(endpoint.result).safeParse(await response.json());
          expect(parsed.success, `${endpoint.path}: ${parsed.error?.message}`).toBe(true);
          expect(parsed.data?.Success, endpoint.path).toBe(true);
        }
      });
    }
  }

  it("answers the stored document of the site and language asked for", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        for (const [path, key] of [
          ["get-header", "header"],
          ["api/Footer/GetFooter", "footer"],
          ["api/HomePage/GetAll", "home"],
          ["api/Sitemap/GetSitemap", "sitemap"],
          ["api/PrivacyPolicyAndTAndCs/GetPrivacyPolicyAndTAndCs", "legal"],
          ["api/Booking/GetBookingMessages", "booking-messages"],
          ["api/ErrorAndMaintenancePage/GetErrorAndMaintenancePage", "error-and-maintenance"],
          [FAQ, "faq"],
        ] as const) {
          const body = (await (await get(`${tenant.cmsPath}/${path}?Lang=${locale}`)).json()) as { Result: unknown };
          expect(body.Result, `${tenant.slug} ${locale} ${path}`).toEqual(seed(tenant.slug, locale, key));
        }
      }
    }
  });
});

describe("the language of a CMS call", () => {
  it("is Arabic with Lang=ar", async () => {
    const response = await get("/api/cms/snow-oman/get-header?Lang=ar");
    expect(response.headers.get("content-language")).toBe("ar");
    expect(((await response.json()) as { Result: unknown }).Result).toEqual(seed("snow-oman", "ar", "header"));
  });

  it("is Arabic with the header lang: ar when Lang is absent", async () => {
    const response = await get("/api/cms/ski-egypt/api/HomePage/GetAll", { lang: "ar" });
    expect(response.headers.get("content-language")).toBe("ar");
    expect(((await response.json()) as { Result: unknown }).Result).toEqual(seed("ski-egypt", "ar", "home"));
  });

  it("is English by default, and Lang wins over the header", async () => {
    const plain = await get("/api/cms/ski-dubai/api/HomePage/GetAll");
    expect(plain.headers.get("content-language")).toBe("en");
    expect(((await plain.json()) as { Result: unknown }).Result).toEqual(seed("ski-dubai", "en", "home"));

    const both = await get("/api/cms/ski-dubai/api/HomePage/GetAll?Lang=en", { lang: "ar" });
    expect(((await both.json()) as { Result: unknown }).Result).toEqual(seed("ski-dubai", "en", "home"));
  });

  it("refuses Lang=fr with a 400 naming Lang", async () => {
    const response = await get("/api/cms/ski-dubai/get-header?Lang=fr");
    expect(response.status).toBe(400);
    const body = (await response.json()) as IssueBody;
    expect(body.error).toBe("invalid_request");
    expect(body.issues.map((i) => i.field)).toEqual(["Lang"]);
    expect(body.issues[0]!.message).toMatch(/en or ar/);
  });
});

describe("the time zone of a CMS call", () => {
  it("accepts any IANA time zone", async () => {
    for (const zone of ["Asia/Dubai", "Asia/Muscat", "Africa/Cairo", "UTC", "Europe/London"]) {
      const response = await get(`/api/cms/ski-dubai/api/Footer/GetFooter?TimeZone=${encodeURIComponent(zone)}`);
      expect(response.status, zone).toBe(200);
    }
  });

  it("refuses an invalid TimeZone with a 400 naming the field", async () => {
    for (const zone of ["Mars/Olympus_Mons", "not a zone", ""]) {
      const response = await get(`/api/cms/ski-dubai/api/Footer/GetFooter?TimeZone=${encodeURIComponent(zone)}`);
      expect(response.status, zone).toBe(400);
      const body = (await response.json()) as IssueBody;
      expect(body.issues.map((i) => i.field), zone).toContain("TimeZone");
    }
  });
});

describe("unknown sites and calls", () => {
  it.each([
    "/api/cms/ski-paris/get-header",
    "/api/cms/Ski-Dubai/get-header",
    "/api/cms/ski-dubai/api/Nothing/GetNothing",
    "/api/cms/ski-dubai/get-footer",
    "/api/cms/snow-oman/api/PassesAndPackages/GetFilterData/extra",
  ])("%s answers 404 {Result: 404, Success: false}", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Result: 404, Success: false });
  });
});

describe("GetContentPage", () => {
  it("answers one page by its Name in the language asked for", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const name = pageNames(tenant.slug, locale)[0]!;
        const body = (await (await get(`${tenant.cmsPath}/${CONTENT_PAGE}?Name=${name}&Lang=${locale}`)).json()) as {
          Result: { name: string };
        };
        const expected = CMS_DOCUMENTS.pages.parse(seed(tenant.slug, locale, "pages")).find((p) => p.name === name);
        expect(body.Result).toEqual(expected);
      }
    }
  });

  it("needs a Name (400 naming Name)", async () => {
    const response = await get(`/api/cms/ski-dubai/${CONTENT_PAGE}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as IssueBody).issues.map((i) => i.field)).toEqual(["Name"]);
  });

  it("refuses a Name that is not a page name (400 naming Name)", async () => {
    const response = await get(`/api/cms/ski-dubai/${CONTENT_PAGE}?Name=${encodeURIComponent("../Secret Page")}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as IssueBody).issues.map((i) => i.field)).toEqual(["Name"]);
  });

  it("answers 404 {Result: 404, Success: false} for a page the site does not have", async () => {
    const response = await get(`/api/cms/ski-dubai/${CONTENT_PAGE}?Name=no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Result: 404, Success: false });
  });
});

describe("GetFAQ", () => {
  type Faq = { question: string; pageToAddTo: string[]; lang: string; site: string }[];

  it("answers every entry without Page, and only the entries of that page with Page", async () => {
    for (const tenant of TENANTS) {
      const all = CMS_DOCUMENTS.faq.parse(seed(tenant.slug, "en", "faq"));
      const everything = ((await (await get(`${tenant.cmsPath}/${FAQ}`)).json()) as { Result: Faq }).Result;
      expect(everything).toEqual(all);

      const pages = [...new Set(all.flatMap((e) => e.pageToAddTo))];
      expect(pages).toContain("faq");
      for (const page of pages) {
        const response = await get(`${tenant.cmsPath}/${FAQ}?Page=${encodeURIComponent(page)}`);
        const filtered = ((await response.json()) as { Result: Faq }).Result;
        expect(filtered.length, `${tenant.slug} ${page}`).toBeGreaterThan(0);
        expect(filtered.every((e) => e.pageToAddTo.includes(page)), `${tenant.slug} ${page}`).toBe(true);
        expect(filtered).toEqual(all.filter((e) => e.pageToAddTo.includes(page)));
      }
    }
  });

  it("answers the Arabic entries of a page with Lang=ar", async () => {
    const response = await get(`/api/cms/snow-abu-dhabi/${FAQ}?Lang=ar&Page=faq`);
    const entries = ((await response.json()) as { Result: Faq }).Result;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.lang === "ar" && e.site === "snow-abu-dhabi")).toBe(true);
  });

  it("answers an empty list for a page without entries", async () => {
    const response = await get(`/api/cms/ski-dubai/${FAQ}?Page=no-such-page`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Result: [], Success: true });
  });
});

describe("GetSiteConfiguration", () => {
  it("carries each venue's fixed facts beside its settings", async () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const response = await get(`${tenant.cmsPath}/${SITE_CONFIGURATION}?Lang=${locale}`);
        const { Result } = cmsAnswer(siteConfigurationSchema).parse(await response.json());
        expect(Result).toMatchObject({
          site_id: tenant.siteId,
          code: tenant.slug,
          location: tenant.locationCode,
          currency: tenant.currency,
          decimalNumber: tenant.decimals,
          timezone: tenant.timeZone,
          containsShare: tenant.containsShare,
          countryDetails: { dial_code: tenant.dialCode, region_code: tenant.phoneRegion, iso3: tenant.countryIso3 },
          client_name: tenant.identityClient,
          title: tenant.name[locale],
        });
      }
    }
  });

  it("tells Oman apart: OMR, three decimals, Asia/Muscat and no loyalty programme", async () => {
    const { Result } = cmsAnswer(siteConfigurationSchema).parse(await (await get(`/api/cms/snow-oman/${SITE_CONFIGURATION}`)).json());
    expect(Result).toMatchObject({ site_id: 3, currency: "OMR", decimalNumber: 3, timezone: "Asia/Muscat", containsShare: false });
  });
});

describe("call paths", () => {
  it("match regardless of the case of the call's path", async () => {
    const response = await get("/api/cms/ski-dubai/api/faq/getfaq?Page=faq");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { Success: boolean }).Success).toBe(true);
  });
});
