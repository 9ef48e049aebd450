// The document: <html lang dir data-site> set on the server from the site route, so hydration matches.
// First, before any module that builds a schema: zod's parsing without `new Function` (the page's CSP forbids it).
import "./lib/zod-jitless";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { Suspense, lazy, useEffect } from "react";
import "virtual:uno.css";
import "./styles.css";
import { chunkReloadScript } from "../shared/chunk-reload";
import { GENERIC_ERROR } from "../shared/contract/generic-error";
import { directionOf, localeOfPath } from "../shared/locale";
import { type Messages, TranslateContext, translatorFrom } from "./i18n";
import { earlyInputScript, takeEarlyInput } from "./lib/early-input";
import { useNonce } from "./lib/nonce";
import type { SiteLoaderData } from "./lib/site-context";

// Error screens are rare: their code loads only when one is shown.
const ErrorScreen = lazy(() => import("./components/ErrorScreen"));

/** Texts of the error layout for paths outside the known sites, where no site dictionary is loaded. */
const ERROR_MESSAGES: Record<"en" | "ar", Partial<Messages>> = {
  en: {
    "notFound.title": "Page not found",
    "notFound.subtitle": "This page could not be found",
    "notFound.description": "The page you are looking for may have moved or no longer exists.",
    "common.takeMeHome": "Take me home",
    "route.page-not-found": "Page Not Found",
  },
  ar: {
    "notFound.title": "الصفحة غير موجودة",
    "notFound.subtitle": "تعذّر العثور على هذه الصفحة",
    "notFound.description": "ربما نُقلت الصفحة التي تبحث عنها أو لم تعد موجودة.",
    "common.takeMeHome": "خذني إلى الصفحة الرئيسية",
    "route.page-not-found": "الصفحة غير موجودة",
  },
};

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<SiteLoaderData>("site");
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeOfPath(pathname);
  const nonce = useNonce();
  // The outermost effect: it runs once the whole document has hydrated. The replay's code loads only when needed.
  useEffect(() => {
    const recorded = takeEarlyInput();
    if (recorded.length > 0) void import("./lib/early-input-replay").then(({ replayEarlyInput }) => replayEarlyInput(recorded));
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)} data-site={site?.tenant.slug ?? "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The chunk reload guard, before any chunk can fail; server text only, kept by the browser as written. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? chunkReloadScript() : "" }} />
        {/* Clicks and key presses before the page is interactive are recorded, and replayed once it is. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInputScript() : "" }} />
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
  const t = translatorFrom(ERROR_MESSAGES[locale]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  return (
    <TranslateContext.Provider value={t}>
      <title>{status === 404 ? t("route.page-not-found") : GENERIC_ERROR[locale]}</title>
      <Suspense fallback={null}>
      <ErrorScreen
        status={status}
        title={status === 404 ? t("notFound.title") : GENERIC_ERROR[locale]}
        subtitle={status === 404 ? t("notFound.subtitle") : ""}
        descriptionHtml={status === 404 ? `<p>${t("notFound.description")}</p>` : ""}
        cta={{ title: t("common.takeMeHome"), url: "/" }}
      />
      </Suspense>
    </TranslateContext.Provider>
  );
}
