// The four venue sites as the rest of the shop sees them: their fixed facts, and the resolver
// from a path to {site, locale, dir, prefix, rest}.
import { describe, expect, it } from "vitest";
import { resolvePath, tenantSchema } from "../shared/tenant";
import { DEFAULT_PREFIX, DEFAULT_TENANT, PREFIXES, TENANTS, locate, prefixOf, tenantBySlug } from "./index";
import { EIGHT_PREFIXES } from "./prefixes.fixture";


const bySlug = (slug: string) => {
  const tenant = tenantBySlug(slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant;
};

describe("locate: path → site, locale, direction", () => {
  it.each(EIGHT_PREFIXES)("%s is %s in %s (%s)", (prefix, site, locale, dir) => {
    const home = locate(prefix);
    expect(home).not.toBeNull();
    expect(home!.tenant.slug).toBe(site);
    expect(home!.locale).toBe(locale);
    expect(home!.dir).toBe(dir);
    expect(home!.prefix).toBe(prefix);
    expect(home!.rest).toBe("");

    const deep = locate(`${prefix}/accounts/profile/memberships`);
    expect(deep).toMatchObject({ locale, dir, prefix, rest: "accounts/profile/memberships" });
    expect(deep!.tenant.slug).toBe(site);
  });

  it("lists the eight prefixes in the order of the spec, with /en-ae/ski-dubai as the default", () => {
    expect(PREFIXES).toEqual(EIGHT_PREFIXES.map(([prefix]) => prefix));
    expect(DEFAULT_PREFIX).toBe("/en-ae/ski-dubai");
    expect(DEFAULT_TENANT.slug).toBe("ski-dubai");
  });

  it("reads React Router's .data requests as the page they load", () => {
    expect(locate("/en-ae/ski-dubai.data")).toMatchObject({ prefix: "/en-ae/ski-dubai", locale: "en", rest: "" });
    expect(locate("/ar-om/snow-oman/faq.data")).toMatchObject({ prefix: "/ar-om/snow-oman", locale: "ar", dir: "rtl", rest: "faq" });
    expect(locate("/en-eg/ski-egypt/passes-packages/explore.data")?.rest).toBe("passes-packages/explore");
    // A path with a trailing slash loads its data from {path}/_.data.
    expect(locate("/en-ae/ski-dubai/faq/_.data")).toMatchObject({ prefix: "/en-ae/ski-dubai", rest: "faq" });
    expect(locate("/ar-eg/ski-egypt/_.data")).toMatchObject({ prefix: "/ar-eg/ski-egypt", locale: "ar", rest: "" });
  });

  it("gives the rest of the path without leading, trailing or doubled slashes", () => {
    expect(locate("/en-ae/ski-dubai/")?.rest).toBe("");
    expect(locate("/en-ae/ski-dubai/faq/")?.rest).toBe("faq");
    expect(locate("/en-ae/snow-abu-dhabi//booking//buy-tickets")?.rest).toBe("booking/buy-tickets");
    expect(locate("/ar-ae/snow-abu-dhabi/booking-confirmed/ORD-1")?.rest).toBe("booking-confirmed/ORD-1");
  });

  it.each([
    "/en-us/ski-dubai",
    "/fr-ae/ski-dubai",
    "/en-ae/ski-oman",
    "/en-ae",
    "/en-ae/",
    "/",
    "",
    "/ski-dubai",
    "/en-om/ski-dubai", // a real site under another venue's region
    "/ar-ae/snow-oman",
    "/en-eg/snow-abu-dhabi",
    "/en-ae/ski-dubaix",
    "/en-ae/ski-dubai-faq",
    "/ski-dubai/en-ae",
    "/api/cms/ski-dubai",
    "/callback",
  ])("%s is outside every prefix", (path) => {
    expect(locate(path)).toBeNull();
  });

  it("resolves only against the sites it is given", () => {
    const oman = bySlug("snow-oman");
    expect(resolvePath([oman], "/ar-om/snow-oman/faq")).toMatchObject({ locale: "ar", rest: "faq" });
    expect(resolvePath([oman], "/en-ae/ski-dubai")).toBeNull();
    expect(resolvePath([], "/en-ae/ski-dubai")).toBeNull();
  });

  it("matches prefixes case-sensitively (upper-case paths are redirected before they get here)", () => {
    expect(locate("/EN-AE/ski-dubai")).toBeNull();
  });
});

describe("the venue sites", () => {
  it("are four, each valid against the tenant schema", () => {
    expect(TENANTS.map((t) => t.slug)).toEqual(["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"]);
    for (const tenant of TENANTS) expect(tenantSchema.safeParse(tenant).success, tenant.slug).toBe(true);
  });

  it("have site ids 1 to 4", () => {
    expect(TENANTS.map((t) => t.siteId)).toEqual([1, 2, 3, 4]);
  });

  it("price in AED, AED, OMR and EGP, with three decimals only in Oman", () => {
    expect(TENANTS.map((t) => t.currency)).toEqual(["AED", "AED", "OMR", "EGP"]);
    expect(TENANTS.map((t) => t.decimals)).toEqual([2, 2, 3, 2]);
  });

  it("run in their own time zones and dial codes", () => {
    expect(TENANTS.map((t) => t.timeZone)).toEqual(["Asia/Dubai", "Asia/Dubai", "Asia/Muscat", "Africa/Cairo"]);
    expect(TENANTS.map((t) => t.dialCode)).toEqual(["+971", "+971", "+968", "+20"]);
    expect(TENANTS.map((t) => t.phoneRegion)).toEqual(["ae", "ae", "om", "eg"]);
    // Every zone is one the runtime knows.
    for (const t of TENANTS) expect(() => new Intl.DateTimeFormat("en", { timeZone: t.timeZone })).not.toThrow();
  });

  it("run the loyalty programme everywhere but Oman, with sponsor 91 only in Abu Dhabi", () => {
    expect(TENANTS.map((t) => t.containsShare)).toEqual([true, true, false, true]);
    expect(TENANTS.map((t) => t.loyaltySponsorId)).toEqual(["35", "91", "35", "35"]);
  });

  it("offer no buy-now-pay-later in Oman and Egypt, whose currencies the providers do not take", () => {
    expect(bySlug("snow-oman").buyNowPayLater).toEqual({ tabby: false, tamara: false });
    expect(bySlug("ski-egypt").buyNowPayLater).toEqual({ tabby: false, tamara: false });
    for (const slug of ["ski-dubai", "snow-abu-dhabi"]) {
      const { tabby, tamara } = bySlug(slug).buyNowPayLater;
      expect(tabby || tamara, slug).toBe(true);
    }
  });

  it("charge each country's VAT: 5% in the UAE and Oman, 14% in Egypt", () => {
    expect(TENANTS.map((t) => [t.slug, t.vatRate])).toEqual([
      ["ski-dubai", 0.05],
      ["snow-abu-dhabi", 0.05],
      ["snow-oman", 0.05],
      ["ski-egypt", 0.14],
    ]);
  });

  it("start each calendar week on the country's own first day, as CLDR has it: Monday in the UAE, Saturday in Oman and Egypt", () => {
    expect(TENANTS.map((t) => [t.slug, t.weekStartsOn])).toEqual([
      ["ski-dubai", 1],
      ["snow-abu-dhabi", 1],
      ["snow-oman", 6],
      ["ski-egypt", 6],
    ]);
    for (const tenant of TENANTS) {
      for (const language of ["en", "ar"]) {
        const locale = new Intl.Locale(`${language}-${tenant.phoneRegion.toUpperCase()}`) as Intl.Locale & { getWeekInfo(): { firstDay: number } };
        // CLDR counts 1 Monday to 7 Sunday; the calendars count 0 Sunday to 6 Saturday.
        expect(locale.getWeekInfo().firstDay % 7, `${tenant.slug} ${language}`).toBe(tenant.weekStartsOn);
      }
    }
  });

  it("show no sign-up button and no cart panel in Egypt, where sign-in comes from the CMS", () => {
    expect(bySlug("ski-egypt").features).toEqual({ signUpButton: false, cartPanel: false, signInFromCms: true });
    for (const slug of ["ski-dubai", "snow-abu-dhabi", "snow-oman"]) {
      expect(bySlug(slug).features, slug).toEqual({ signUpButton: true, cartPanel: true, signInFromCms: false });
    }
  });

  it("have their own identity clients for Oman and Abu Dhabi and a shared default for the others", () => {
    const [dubai, abuDhabi, oman, egypt] = TENANTS.map((t) => t.identityClient);
    expect(dubai).toBe(egypt);
    expect(new Set([dubai, abuDhabi, oman]).size).toBe(3);
  });

  it("serve their CMS reads under /api/cms/{site} and their prefixes under /{lang}-{region}/{site}", () => {
    for (const t of TENANTS) {
      expect(t.cmsPath).toBe(`/api/cms/${t.slug}`);
      expect(prefixOf(t, "en")).toBe(`/en-${t.region}/${t.slug}`);
      expect(prefixOf(t, "ar")).toBe(`/ar-${t.region}/${t.slug}`);
    }
  });

  it("are found by slug, and an unknown slug finds nothing", () => {
    expect(tenantBySlug("snow-oman")?.siteId).toBe(3);
    expect(tenantBySlug("ski-paris")).toBeUndefined();
    expect(tenantBySlug("")).toBeUndefined();
  });

  it("refuse a prefix that does not follow the site's region and slug", () => {
    const dubai = bySlug("ski-dubai");
    const wrong = { ...dubai, prefixes: { en: "/en-om/ski-dubai", ar: "/ar-ae/ski-dubai" } };
    const result = tenantSchema.safeParse(wrong);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path.join(".") === "prefixes")).toBe(true);
    expect(tenantSchema.safeParse({ ...dubai, siteId: 5 }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...dubai, decimals: 4 }).success).toBe(false);
  });
});
