// The site layout: resolves the venue and language, loads its chrome from the CMS, and applies the layout rules.
import { Suspense, lazy, useEffect, useMemo } from "react";
import {
  type ShouldRevalidateFunctionArgs,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { headerView, siteConfigView } from "../../shared/cms-views";
import { type Locale, otherLocale } from "../../shared/locale";
import { NOT_FOUND_PATH, layoutFlagsFor } from "../../shared/layout-rules";
import { shopContext } from "../../shared/request-context";
import { MAINTENANCE_POLL_MS } from "../../shared/site-configuration";
import { loadBookingBarData } from "../components/booking-bar/bar-data";
import { PageHead } from "../components/PageHead";
import { type PageLayout, SiteShell } from "../components/SiteShell";
import { type Translate, TranslateContext, translatorFrom } from "../i18n";
import { chromeMessagesFor } from "../i18n/messages.server";
import { lazyWithTexts } from "../i18n/lazy-with-texts";
import { type PartTexts, extendTranslator } from "../i18n/texts";
import { loadFooterForServer } from "../components/footer/lazy-footer";
import { cmsSchema, readCmsLater } from "../api/cms-later";
import { lazyNotFound } from "../document/lazy-not-found";
import { serverRenderOnlyContext } from "../document/server-render-only";
import { SiteContext, type SiteLoaderData } from "../layout/site-context";
import type { Route } from "./+types/site";
import { SHARED_PAGE } from "../document/handle";
import { useBrowserFailureReport } from "../errors/browser-failure";

// Shown rarely: their code (and the maintenance screen's texts) load only when a page needs them.
const SiteFailure = lazy(() => import("../components/SiteFailure"));
const MaintenanceScreen = lazyWithTexts(["notices"], () => import("../components/MaintenanceScreen"));

/**
 * The chrome is the same for every anonymous visitor of a URL (a member's page is never kept: worker/page-cache.ts);
 * client/document/handle.ts.
 */
export const handle = SHARED_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  if (!shop.location || !shop.content) throw data(null, { status: 404 });
  const { tenant, locale, dir, prefix } = shop.location;
  const base = {
    tenant,
    locale,
    dir,
    prefix,
    otherPrefix: tenant.prefixes[otherLocale(locale)],
    siteConfig: shop.siteConfig ? siteConfigView(shop.siteConfig) : null,
    messages: chromeMessagesFor(locale),
    // The header renders signed in on the server (no flash); the page's member store starts from it.
    member: shop.member ?? null,
  };
  const pages = await shop.content.errorAndMaintenance();
  if (shop.siteConfig?.enable_maintenance_page) {
    const result: SiteLoaderData = {
      ...base,
      maintenance: pages?.maintenance_page ?? { title: "", web_mobile_title: "", subtitle: "", description_highlighted: "" },
      header: null,
      bookingBar: null,
    };
    // 503 with Retry-After tells crawlers and caches this is temporary.
    return data(result, { status: 503, headers: { "Retry-After": "300", "Cache-Control": "no-store" } });
  }
  // The menu cards that open a product show its listing's price (shared/booking/listing-prices.ts).
  const [header, footer, bookingBar, prices] = await Promise.all([
    shop.content.header(),
    shop.content.footer(),
    loadBookingBarData(shop.content, tenant, locale),
    shop.catalogue ? shop.catalogue.listingPrices() : {},
  ]);
  // The footer is rendered on the server from the request and loads its document with its code in the browser.
  context.set(serverRenderOnlyContext, { footer, notFound: pages?.not_found_page ?? null });
  await loadFooterForServer(locale);
  const result: SiteLoaderData = { ...base, maintenance: null, header: header ? headerView(header, prices) : null, bookingBar };
  return data(result);
}

/** The chrome is loaded again only for another site or language, or when the maintenance recheck asks for it. */
export function shouldRevalidate({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // A booking step's form posts to its clientAction, which changes the cart in the browser: nothing the layout loads.
  if (formMethod && formMethod !== "GET") return false;
  if (currentParams.lang !== nextParams.lang || currentParams.site !== nextParams.site) return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** The layout of the deepest matched page: the flags of its path below the prefix (the route table's rules). */
function useCurrentLayout(prefix: string): PageLayout {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const rest = (leaf?.pathname ?? "").slice(prefix.length).replace(/^\/+|\/+$/g, "");
  const id = leaf?.id;
  // The same object while the page stays: the header's scroll listener and others depend on it.
  return useMemo(() => (!id || id === "site-not-found" ? NOT_FOUND_LAYOUT : { id, ...layoutFlagsFor(rest) }), [id, rest]);
}

/** The texts a page's loader sent for its own parts (`texts`), if any. */
function textsOfPage(loaderData: unknown): PartTexts | null {
  if (typeof loaderData !== "object" || loaderData === null || !("texts" in loaderData)) return null;
  const { texts } = loaderData;
  return typeof texts === "object" && texts !== null ? (texts as PartTexts) : null;
}

/** The chrome's texts and, on top, those the matched pages' loaders sent (one language, only their parts). */
function usePageTranslator(chrome: PartTexts, locale: Locale): Translate {
  const matches = useMatches();
  // The same translator while the texts stay, so the parts that read it do not render again with every layout render.
  return useMemo(() => {
    let t = translatorFrom(chrome, locale);
    for (const match of matches) {
      const texts = textsOfPage(match.loaderData);
      if (texts) t = extendTranslator(t, texts);
    }
    return t;
  }, [chrome, locale, matches]);
}

const NOT_FOUND_LAYOUT: PageLayout = { id: NOT_FOUND_PATH, ...layoutFlagsFor(NOT_FOUND_PATH) };

/**
 * When this tab last learnt whether its site is in maintenance (`performance.now()` time): the document's arrival,
 * then each recheck. Kept across the effect's runs, so the next recheck is due 5 minutes after the last one whatever
 * re-runs the effect (a revalidation, another venue or language).
 */
let maintenanceKnownAt = 0;

/**
 * Every 5 minutes an open page asks the CMS whether maintenance was switched, and reloads its data if so. The call
 * module and the configuration's schema load with the first recheck, never with the page.
 */
function useMaintenanceRecheck(site: SiteLoaderData) {
  const revalidator = useRevalidator();
  const current = site.siteConfig?.enable_maintenance_page ?? false;
  const { tenant, locale } = site;
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(recheck, Math.max(0, maintenanceKnownAt + MAINTENANCE_POLL_MS - performance.now()));
    };
    const recheck = async () => {
      maintenanceKnownAt = performance.now();
      schedule();
      try {
        // Past the browser's HTTP cache (the CMS answer may be kept for a minute): a copy from before the switch
        // would keep the page as it is, in maintenance after it ended among others.
        const answer = await readCmsLater({ tenant, locale }, "api/SiteConfiguration/GetSiteConfiguration", () => cmsSchema("siteConfigurationSchema"), {
          cache: "no-store",
        });
        if (answer.ok && answer.data.enable_maintenance_page !== current) void revalidator.revalidate();
      } catch {
        // The modules could not load (offline): keep the page as it is and ask again at the next recheck.
      }
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [tenant, locale, current, revalidator]);
}

export default function SiteLayout() {
  const site = useLoaderData<typeof loader>();
  const route = useCurrentLayout(site.prefix);
  useMaintenanceRecheck(site);
  const t = usePageTranslator(site.messages, site.locale);
  return (
    <SiteContext.Provider value={site}>
      <TranslateContext.Provider value={t}>
        {site.maintenance ? (
          <Suspense fallback={null}>
            <MaintenanceScreen content={site.maintenance} />
          </Suspense>
        ) : (
          <SiteShell route={route} />
        )}
      </TranslateContext.Provider>
    </SiteContext.Provider>
  );
}

/** A missing page below a known prefix: the not-found screen inside the site's chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const site = useRouteLoaderData<SiteLoaderData>("site");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useBrowserFailureReport(error, status);
  if (!site) throw error; // the site itself is unknown: the root error layout answers
  const t = translatorFrom(site.messages, site.locale);
  const NotFound = status === 404 ? lazyNotFound(site) : null;
  return (
    <SiteContext.Provider value={site}>
      <TranslateContext.Provider value={t}>
        <SiteShell route={NOT_FOUND_LAYOUT}>
          <Suspense fallback={null}>
            {NotFound ? (
              <NotFound prefix={site.prefix} />
            ) : (
              <SiteFailure status={status} locale={site.locale} homeTitle={t("common.takeMeHome")} prefix={site.prefix} />
            )}
          </Suspense>
        </SiteShell>
      </TranslateContext.Provider>
    </SiteContext.Provider>
  );
}
