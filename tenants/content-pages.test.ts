// The seed content of the content pages: every site and language has them, English and Arabic agree in shape, every
// internal link lands on a real route (and a pass on a card the site sells), the Arabic is Arabic, and the payment
// plans follow the venue's buy-now-pay-later settings.
import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import type { CmsDocument } from "../shared/cms";
import { VENUE_PAGE_DOCUMENTS, type VenuePage } from "../shared/cms-venue-pages";
import { LOCALES, type Locale } from "../shared/locale";
import { SITE_ROUTES } from "../shared/routes";
import { SITE_SLUGS, type SiteSlug } from "../shared/tenant";
import { localisedCatalogue } from "./catalogue";
import { seedDocuments } from "./content";
import { TENANTS } from "./index";

const docs = seedDocuments();
type Key = keyof typeof VENUE_PAGE_DOCUMENTS;
const KEYS = Object.keys(VENUE_PAGE_DOCUMENTS) as Key[];

function doc<K extends Key>(site: SiteSlug, locale: Locale, key: K): CmsDocument<K> {
  const found = docs.find((d) => d.site === site && d.locale === locale && d.key === key);
  if (!found) throw new Error(`missing ${site}/${locale}/${key}`);
  return found.body as CmsDocument<K>;
}

/** Every venue page of one site and language, named by where it sits. */
function pagesOf(site: SiteSlug, locale: Locale): [string, VenuePage][] {
  const plan = doc(site, locale, "plan-your-visit");
  const groups = doc(site, locale, "groups");
  const payments = doc(site, locale, "payment-plans");
  const staff = doc(site, locale, "staff-landing");
  const pages: [string, VenuePage | null][] = [
    ["come_prepared", plan.come_prepared],
    ["your_guide", plan.your_guide],
    ["our_penguin", plan.our_penguin],
    ["health-and-safety", doc(site, locale, "health-and-safety")],
    ["sustainability", doc(site, locale, "sustainability")],
    ["birthday_parties", groups.birthday_parties],
    ["school_trip", groups.school_trip],
    ["corporate", groups.corporate],
    ["anti-fraud-disclaimer", doc(site, locale, "anti-fraud-disclaimer")],
    ["ski-passport-pass-ticket", doc(site, locale, "ski-passport-pass-ticket")],
    ["payments", payments.payments],
    ["tabby_info", payments.tabby_info],
    ["installment_page", payments.installment_page],
    ["food-and-beverage", doc(site, locale, "food-and-beverage")],
    ["redeem-process", doc(site, locale, "redeem-process")],
    ["road-show", doc(site, locale, "road-show")],
    ["staff general", staff.general],
    ...staff.landings.map((l): [string, VenuePage] => [`staff ${l.identifier}`, l.page]),
  ];
  return pages.filter((p): p is [string, VenuePage] => p[1] !== null);
}

function linksOf(page: VenuePage): string[] {
  return [page.cta?.url, ...page.sections.flatMap((s) => [s.cta?.url, ...(s.cards ?? []).map((c) => c.cta?.url)])].filter((u): u is string => !!u);
}

const SITE_PAGES: (RouteObject & { id: string })[] = SITE_ROUTES.map((r) => (r.path === "" ? { id: r.id, index: true } : { id: r.id, path: r.path }));

describe("content-page seeds", () => {
  it("every site and language has every content-page document", () => {
    for (const site of SITE_SLUGS) for (const locale of LOCALES) for (const key of KEYS) expect(() => doc(site, locale, key)).not.toThrow();
  });

  for (const site of SITE_SLUGS) {
    const tenant = TENANTS.find((t) => t.slug === site)!;
    const cardNames = new Set(localisedCatalogue(site, "en").map((c) => c.name));

    it(`${site}: English and Arabic pages have the same shape and links`, () => {
      const shape = (locale: Locale) =>
        pagesOf(site, locale).map(([where, p]) => [
          where,
          p.hero.image.image_url,
          p.sections.map((s) => [s.items?.length, s.steps?.length, s.facts?.length, s.cards?.map((c) => [c.cta?.url, c.image?.image_url])]),
          linksOf(p),
        ]);
      expect(shape("ar")).toEqual(shape("en"));
      expect(doc(site, "ar", "staff-landing").landings.map((l) => [l.identifier, l.valid_until])).toEqual(
        doc(site, "en", "staff-landing").landings.map((l) => [l.identifier, l.valid_until]),
      );
    });

    for (const locale of LOCALES) {
      it(`${site}/${locale}: links land on real routes and cards the site sells; images have alt text`, () => {
        for (const [where, page] of pagesOf(site, locale)) {
          for (const url of [...linksOf(page), doc(site, locale, "staff-landing").unknown_identifier.cta.url]) {
            expect(url, `${where}`).toMatch(/^\//);
            const path = url.slice(1).replace(/[?#].*$/, "");
            const match = matchRoutes(SITE_PAGES, `/${path}`)?.at(-1);
            expect(match, `${where}: ${url}`).toBeTruthy();
            expect(["cms-page", "blog", "page-not-found"], `${where}: ${url}`).not.toContain(match!.route.id);
            if (match!.route.id === "passes-packages") expect(cardNames.has(match!.params.name!), `${where}: ${url} is no card of ${site}`).toBe(true);
          }
          const images = [page.hero.image, ...page.sections.flatMap((s) => (s.cards ?? []).map((c) => c.image))].filter((i) => i !== undefined);
          for (const image of images) {
            expect(image.alt_text.trim(), `${where} ${image.image_url}`).not.toBe("");
            expect(image.image_url).toMatch(/^\/images\/[a-z-]+\/[a-z-]+\.svg$/);
          }
          expect(page.seo.meta_title).toContain(tenant.name[locale]);
          if (locale === "ar") expect(`${page.hero.title} ${page.intro}`, where).toMatch(/[\u0600-\u06FF]/);
          if (locale === "en") expect(`${page.hero.title} ${page.intro}`, where).not.toMatch(/[\u0600-\u06FF]/);
        }
      });

      it(`${site}/${locale}: the instalment pages exist exactly where the venue offers buy-now-pay-later`, () => {
        const offered = tenant.buyNowPayLater.tabby || tenant.buyNowPayLater.tamara;
        const plans = doc(site, locale, "payment-plans");
        expect(plans.tabby_info !== null).toBe(offered);
        expect(plans.installment_page !== null).toBe(offered);
      });
    }
  }
});
