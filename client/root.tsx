// The document: <html lang dir data-site> set on the server from the site route, so hydration matches.
// First, before any module that builds a schema: zod's parsing without `new Function` (the page's CSP forbids it).
import "./api/zod-jitless";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { type ComponentType, Suspense, lazy, useEffect } from "react";
import "virtual:uno.css";
import "./styles.css";
import { chunkReloadScript } from "../shared/chunk-reload";
import { intlWarmScript } from "../shared/intl-warm";
import { heldSessionScript } from "../shared/cart/held-session";
import { type Locale, directionOf, localeOfPath } from "../shared/locale";
import { type Messages, TranslateContext, translatorFrom, useT } from "./i18n";
import { extendTranslator, loadPartTexts } from "./i18n/texts";
import { useNonce } from "./document/nonce";
import { listenForBrowserErrors } from "./errors/error-report";
import { useBrowserFailureReport } from "./errors/browser-failure";
import type { SiteLoaderData } from "./layout/site-context";
import { SHARED_PAGE } from "./document/handle";

/** Texts of the error layout's head and link for paths outside the known sites, where no site dictionary is loaded. */
const ERROR_MESSAGES: Record<Locale, Partial<Messages>> = {
  en: {
    "common.takeMeHome": "Take me home",
    "route.page-not-found": "Page Not Found",
  },
  ar: {
    "common.takeMeHome": "خذني إلى الصفحة الرئيسية",
    "route.page-not-found": "الصفحة غير موجودة",
  },
};

const errorScreens: Partial<Record<Locale, ComponentType<{ status: number }>>> = {};

/** The error layout's screen: rare, so its code and the not-found texts ("notices") load only when one is shown. */
function errorScreenFor(locale: Locale): ComponentType<{ status: number }> {
  return (errorScreens[locale] ??= lazy(async () => {
    const [{ default: ErrorScreen }, { errorWordsOf }, texts] = await Promise.all([
      import("./components/ErrorScreen"),
      import("../shared/contract/generic-error"),
      loadPartTexts(locale, ["notices"]),
    ]);
    function RootErrorScreen({ status }: { status: number }) {
      const t = extendTranslator(useT(), texts);
      const notFound = status === 404;
      const words = errorWordsOf(status, locale);
      const { pathname, search } = useLocation();
      return (
        <>
          <title>{notFound ? t("route.page-not-found") : words.title}</title>
          <ErrorScreen
            status={status}
            title={notFound ? t("notFound.title") : words.title}
            subtitle={notFound ? t("notFound.subtitle") : words.body}
            descriptionHtml={notFound ? `<p>${t("notFound.description")}</p>` : ""}
            cta={words.retry ? { title: words.retry, url: `${pathname}${search}` } : { title: t("common.takeMeHome"), url: "/" }}
            locale={locale}
          />
        </>
      );
    }
    return { default: RootErrorScreen };
  }));
}

/** The document is the same for every anonymous visitor of a URL (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<SiteLoaderData>("site");
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeOfPath(pathname);
  const nonce = useNonce();
  // The outermost effect, run once the whole document has hydrated: <html> says so (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // The page's uncaught errors reach the operator's logs (client/errors/error-report.ts).
    listenForBrowserErrors();
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)} data-site={site?.tenant.slug ?? "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The browser's Intl data loads on a worker's thread while the scripts arrive (shared/intl-warm.ts); a running
            booking session is marked before the first paint, so its countdown takes a place kept for it (shared/cart/held-session.ts). */}
        {site ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? intlWarmScript(site.tenant.slug, locale) + heldSessionScript(site.tenant.siteId) : "" }} /> : null}
        {/* The chunk reload guard, before any chunk can fail; server text only, kept by the browser as written. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? chunkReloadScript() : "" }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Paths outside the prefixes and failures above the site layout: the error layout, with default texts. */
export function ErrorBoundary() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  const t = translatorFrom(ERROR_MESSAGES[locale], locale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useBrowserFailureReport(error, status);
  const Screen = errorScreenFor(locale);
  return (
    <TranslateContext.Provider value={t}>
      <Suspense fallback={null}>
        <Screen status={status} />
      </Suspense>
    </TranslateContext.Provider>
  );
}
