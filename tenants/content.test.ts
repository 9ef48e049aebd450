// The seed CMS content: every site and locale has every document, both languages agree in shape,
// every internal link lands on a real route and the Arabic text is really Arabic.
import { type RouteObject, matchRoutes } from "react-router";
import { describe, it, expect } from "vitest";
import { CMS_DOCUMENT_KEYS, type CmsDocument, type CmsDocumentKey } from "../shared/cms";
import { LOCALES, type Locale } from "../shared/locale";
import { SITE_ROUTES } from "../shared/routes";
import { SITE_SLUGS, type SiteSlug } from "../shared/tenant";
import { seedDocuments } from "./content";
import { TENANTS } from "./index";

const docs = seedDocuments();

function doc<K extends CmsDocumentKey>(site: SiteSlug, locale: Locale, key: K): CmsDocument<K> {
  const found = docs.find((d) => d.site === site && d.locale === locale && d.key === key);
  if (!found) throw new Error(`missing ${site}/${locale}/${key}`);
  return found.body as CmsDocument<K>;
}

const ARABIC = /[\u0600-\u06FF]/;
const PREFIXES = TENANTS.flatMap((t) => [t.prefixes.en, t.prefixes.ar]);
/** The site page a path below a prefix lands on, matched by React Router on the routes client/routes.ts builds from SITE_ROUTES. */
const SITE_PAGES: (RouteObject & { id: string })[] = SITE_ROUTES.map((r) => (r.path === "" ? { id: r.id, index: true } : { id: r.id, path: r.path }));
const sitePageOf = (path: string) => matchRoutes(SITE_PAGES, `/${path}`)?.at(-1) ?? null;

/** Every URL of the navigation documents of one site and locale, with where it was found. */
function urlsOf(site: SiteSlug, locale: Locale): { url: string; where: string }[] {
  const out: { url: string; where: string }[] = [];
  const add = (url: string | undefined, where: string) => {
    if (url !== undefined && url !== "") out.push({ url, where });
  };
  const header = doc(site, locale, "header");
  add(header.global_message.cta?.url, "header.global_message");
  header.global_header.cta_items.forEach((l) => add(l.url, "header.cta_items"));
  add(header.global_header.live_update.cta?.url, "header.live_update");
  add(header.main_header.sign_in_cta.url, "header.sign_in_cta");
  add(header.main_header.empty_cart_state.cta.url, "header.empty_cart_state");
  for (const item of header.main_header.navbar_items) {
    add(item.cta_url, `navbar ${item.title}`);
    for (const m of item.menu_items) {
      add(m.menu_item.url, `menu ${m.menu_item.title}`);
      m.sub_menu_item.forEach((s) => add(s.url, `sub menu ${s.title}`));
    }
    for (const tab of item.tabs) {
      tab.cards_info.forEach((c) => add(`/${c.card.route}`, `tab card ${c.card.title}`));
      add(tab.tabs_cta?.url, `tab cta ${tab.title}`);
    }
  }
  const footer = doc(site, locale, "footer").main_footer;
  for (const section of [footer.first_section, footer.second_section, footer.third_section, footer.fourth_section]) {
    section.links.forEach((l) => add(l.url, `footer ${section.title}`));
  }
  const home = doc(site, locale, "home");
  add(home.hero.cta.url, "home.hero");
  for (const section of home.sections) {
    section.cards.forEach((c) => add(c.url, `home card ${c.title}`));
    add(section.great_moment?.cta?.url, `home great moment ${section.title}`);
  }
  for (const section of doc(site, locale, "sitemap").sections) section.links.forEach((l) => add(l.url, `sitemap ${section.title}`));
  for (const page of doc(site, locale, "pages")) {
    for (const m of page.body.matchAll(/href="([^"]*)"/g)) add(m[1], `page ${page.name}`);
  }
  const em = doc(site, locale, "error-and-maintenance");
  add(em.maintenance_page.cta?.url, "maintenance cta");
  add(em.not_found_page.cta?.url, "not found cta");
  return out;
}

describe("seed CMS content", () => {
  it("has exactly one document per site, locale and key", () => {
    expect(docs).toHaveLength(SITE_SLUGS.length * LOCALES.length * CMS_DOCUMENT_KEYS.length);
    expect(docs).toHaveLength(4 * 2 * 28);
    for (const site of SITE_SLUGS) {
      for (const locale of LOCALES) {
        const keys = docs.filter((d) => d.site === site && d.locale === locale).map((d) => d.key).sort();
        expect(keys, `${site}/${locale}`).toEqual([...CMS_DOCUMENT_KEYS].sort());
      }
    }
  });

  for (const site of SITE_SLUGS) {
    describe(site, () => {
      const tenant = TENANTS.find((t) => t.slug === site)!;

      it("has English and Arabic documents of the same shape", () => {
        const [en, ar] = [doc(site, "en", "header"), doc(site, "ar", "header")];
        const navShape = (h: typeof en) =>
          h.main_header.navbar_items.map((i) => ({
            id: i.id,
            direct: i.cta_url !== "",
            menu: i.menu_items.map((m) => [m.id, m.sub_menu_item.length, m.menu_item.url]),
            tabs: i.tabs.map((t) => t.cards_info.map((c) => [c.card.id, c.card.price, c.card.route])),
          }));
        expect(navShape(ar)).toEqual(navShape(en));
        expect(ar.global_header.live_update.live_status_category.map((c) => c.live_status_subcategory.length)).toEqual(
          en.global_header.live_update.live_status_category.map((c) => c.live_status_subcategory.length),
        );

        const homeShape = (h: CmsDocument<"home">) => h.sections.map((s) => s.cards.map((c) => [c.id, c.price, c.url]));
        expect(homeShape(doc(site, "ar", "home"))).toEqual(homeShape(doc(site, "en", "home")));

        const footerShape = (f: CmsDocument<"footer">) =>
          [f.main_footer.first_section, f.main_footer.second_section, f.main_footer.third_section, f.main_footer.fourth_section].map(
            (s) => s.links.map((l) => l.url),
          );
        expect(footerShape(doc(site, "ar", "footer"))).toEqual(footerShape(doc(site, "en", "footer")));
        expect(doc(site, "ar", "footer").sub_footer.payment_logos.length).toBe(doc(site, "en", "footer").sub_footer.payment_logos.length);

        const sitemapShape = (s: CmsDocument<"sitemap">) => s.sections.map((x) => x.links.map((l) => l.url));
        expect(sitemapShape(doc(site, "ar", "sitemap"))).toEqual(sitemapShape(doc(site, "en", "sitemap")));

        expect(doc(site, "ar", "pages").map((p) => p.name)).toEqual(doc(site, "en", "pages").map((p) => p.name));
        expect(doc(site, "ar", "faq").map((f) => f.pageToAddTo)).toEqual(doc(site, "en", "faq").map((f) => f.pageToAddTo));
        const legalShape = (l: CmsDocument<"legal">) => [l.privacy_policy.sections.length, l.terms_and_conditions.sections.length];
        expect(legalShape(doc(site, "ar", "legal"))).toEqual(legalShape(doc(site, "en", "legal")));

        const { title: _en, ...enSettings } = doc(site, "en", "site-settings");
        const { title: _ar, ...arSettings } = doc(site, "ar", "site-settings");
        const flags = (s: typeof enSettings) => ({
          ...s,
          socialMediaLinks: s.socialMediaLinks.map((l) => l.url),
          siteLogo: s.siteLogo.image_url,
          // Card warnings: the same cards in both languages, each message in its own.
          card_warning_message_ski_school: s.card_warning_message_ski_school?.map((w) => w.card_Ids),
        });
        expect({ ...flags(arSettings), maintenance_background_image: undefined, join_share_configuration: undefined }).toEqual({
          ...flags(enSettings),
          maintenance_background_image: undefined,
          join_share_configuration: undefined,
        });
      });

      for (const locale of LOCALES) {
        it(`${locale}: every internal link resolves to a known route`, () => {
          const pageNames = new Set(doc(site, locale, "pages").map((p) => p.name));
          for (const { url, where } of urlsOf(site, locale)) {
            if (/^(https:\/\/|tel:|mailto:)/.test(url)) continue;
            // The shop's own sign-in route, answered by the worker (Egypt's CMS sign-in link).
            if (url.startsWith("/auth/sign-in?")) continue;
            expect(url.startsWith("/"), `${where}: ${url} is neither internal nor external`).toBe(true);
            const path = url.replace(/[?#].*$/, "");
            if (path === "/") continue;
            const match = sitePageOf(path.slice(1));
            expect(match, `${where}: ${url}`).not.toBeNull();
            if (match!.route.id === "cms-page" || match!.route.id === "blog") {
              expect(pageNames.has(match!.params.name!), `${where}: ${url} names no page of ${site}`).toBe(true);
            }
            expect(["page-not-found"].includes(match!.route.id), `${where}: ${url}`).toBe(false);
          }
        });

        it(`${locale}: the header lists every venue in this language and follows the site's rules`, () => {
          const header = doc(site, locale, "header");
          expect(header.global_header.environments.map((e) => e.url)).toEqual(TENANTS.map((t) => t.prefixes[locale]));
          expect(header.global_header.environments.every((e) => PREFIXES.includes(e.url))).toBe(true);
          expect(header.global_header.language.map((l) => l.key)).toEqual(["en", "ar"]);
          expect(header.main_header.navbar_items).toHaveLength(5);
          const items = header.main_header.navbar_items;
          expect(items.some((i) => i.cta_url !== "" && i.menu_items.length === 0 && i.tabs.length === 0)).toBe(true);
          expect(items.some((i) => i.menu_items.some((m) => m.sub_menu_item.length >= 2 && m.sub_menu_item.length <= 4))).toBe(true);
          expect(items.some((i) => i.tabs.length >= 2 && i.tabs.length <= 3)).toBe(true);
          for (const tab of items.flatMap((i) => i.tabs)) {
            expect(tab.cards_info.length).toBeGreaterThanOrEqual(2);
            for (const { card } of tab.cards_info) expect(card.route).toMatch(/^passes-packages\/[a-z0-9-]+$/);
          }
          expect(header.main_header.video_cta.url).toMatch(/^https:\/\//);
          if (site === "ski-egypt") expect(header.main_header.sign_in_cta.url).toBe(`/auth/sign-in?site=ski-egypt&lang=${locale}`);
          else expect(header.main_header.sign_in_cta.url).toBe("/accounts/dashboard");
          expect(header.main_header.my_account.show_share).toBe(tenant.containsShare);
        });

        it(`${locale}: site settings match the venue`, () => {
          const settings = doc(site, locale, "site-settings");
          expect(settings.title).toBe(tenant.name[locale]);
          expect(settings.enable_maintenance_page).toBe(false);
          expect(settings.enable_booking_bar_ski_school).toBe(site === "ski-dubai" || site === "snow-abu-dhabi");
          expect(settings.join_share_configuration === undefined).toBe(!tenant.containsShare);
          const logos = doc(site, locale, "footer").sub_footer.payment_logos.map((l) => l.image_url);
          const bnpl = logos.filter((l) => /tabby|tamara/.test(l));
          expect(bnpl.length > 0).toBe(tenant.buyNowPayLater.tabby || tenant.buyNowPayLater.tamara);
        });

        it(`${locale}: FAQ entries name their language and site`, () => {
          const faq = doc(site, locale, "faq");
          expect(faq.length).toBeGreaterThanOrEqual(8);
          expect(faq.length).toBeLessThanOrEqual(10);
          for (const entry of faq) {
            expect(entry.lang).toBe(locale);
            expect(entry.site).toBe(site);
            expect(entry.pageToAddTo).toContain("faq");
          }
        });

        it(`${locale}: prices respect the venue's decimals`, () => {
          const prices = [
            ...doc(site, locale, "home").sections.flatMap((s) => s.cards.map((c) => c.price)),
            ...doc(site, locale, "header").main_header.navbar_items.flatMap((i) => i.tabs.flatMap((t) => t.cards_info.map((c) => c.card.price))),
          ];
          expect(prices.length).toBeGreaterThan(0);
          for (const price of prices) {
            expect(Number.isFinite(price) && price > 0).toBe(true);
            const decimals = (String(price).split(".")[1] ?? "").length;
            expect(decimals, `${price}`).toBeLessThanOrEqual(tenant.decimals);
          }
        });
      }

      it("writes Arabic documents in Arabic script", () => {
        const titles = [
          doc(site, "ar", "home").hero.title,
          doc(site, "ar", "home").seo.meta_title,
          ...doc(site, "ar", "home").sections.flatMap((s) => [s.title, ...s.cards.map((c) => c.title)]),
          ...doc(site, "ar", "header").main_header.navbar_items.map((i) => i.title),
          doc(site, "ar", "footer").main_footer.first_section.title,
          doc(site, "ar", "site-settings").title,
          doc(site, "ar", "error-and-maintenance").maintenance_page.title,
          doc(site, "ar", "error-and-maintenance").not_found_page.title,
          ...doc(site, "ar", "faq").map((f) => f.question),
          doc(site, "ar", "legal").privacy_policy.title,
          ...doc(site, "ar", "legal").terms_and_conditions.sections.map((s) => s.title),
          doc(site, "ar", "sitemap").title,
          ...doc(site, "ar", "pages").map((p) => p.title),
          doc(site, "ar", "booking-messages").session_expired.title,
        ];
        for (const title of titles) expect(title, title).toMatch(ARABIC);
        // The English documents stay in English.
        expect(doc(site, "en", "home").hero.title).not.toMatch(ARABIC);
        expect(doc(site, "en", "faq").some((f) => ARABIC.test(f.question + f.answer))).toBe(false);
      });
    });
  }

  it("prices Snow Oman home cards with at most three decimals", () => {
    for (const locale of LOCALES) {
      for (const card of doc("snow-oman", locale, "home").sections.flatMap((s) => s.cards)) {
        expect(Math.round(card.price * 1000) / 1000).toBe(card.price);
      }
    }
  });
});

describe("ways to pay", () => {
  // A pay-later provider is advertised only where the venue offers it (Ski Egypt offers none: no EGP maximum).
  it("never advertises a pay-later provider the venue does not offer, in its footer or its FAQ", () => {
    for (const tenant of TENANTS) {
      for (const locale of LOCALES) {
        const footer = JSON.stringify(doc(tenant.slug, locale, "footer")).toLowerCase();
        const faq = JSON.stringify(doc(tenant.slug, locale, "faq")).toLowerCase();
        for (const [provider, arabic] of [["tabby", "تابي"], ["tamara", "تمارا"]] as const) {
          if (tenant.buyNowPayLater[provider]) continue;
          expect(footer, `${tenant.slug}/${locale} footer`).not.toContain(provider);
          expect(faq, `${tenant.slug}/${locale} faq`).not.toContain(provider);
          expect(faq, `${tenant.slug}/${locale} faq`).not.toContain(arabic);
        }
      }
    }
  });
});
