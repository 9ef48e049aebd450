// The document: <html lang dir data-site> set on the server from the site route, so hydration matches.
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import "virtual:uno.css";
import "./styles.css";
import { directionOf, isLocale } from "../shared/locale";
import { ErrorScreen } from "./components/ErrorScreen";
import { TranslateContext, translator } from "./i18n";
import { useNonce } from "./lib/nonce";
import type { SiteLoaderData } from "./routes/site";

/** Language of a path outside the known prefixes, guessed from its first segment. */
function localeFromPath(pathname: string) {
  const first = pathname.split("/")[1]?.slice(0, 2);
  return isLocale(first) ? first : "en";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<SiteLoaderData>("site");
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeFromPath(pathname);
  const nonce = useNonce();
  return (
    <html lang={locale} dir={directionOf(locale)} data-site={site?.tenant.slug ?? "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
  const locale = localeFromPath(useLocation().pathname);
  const t = translator(locale);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  return (
    <TranslateContext.Provider value={t}>
      <title>{status === 404 ? t("route.page-not-found") : t("common.errorOccurred")}</title>
      <ErrorScreen
        status={status}
        title={status === 404 ? t("notFound.title") : t("common.errorOccurred")}
        subtitle={status === 404 ? t("notFound.subtitle") : ""}
        descriptionHtml={status === 404 ? `<p>${t("notFound.description")}</p>` : ""}
        cta={{ title: t("common.takeMeHome"), url: "/" }}
        
      />
    </TranslateContext.Provider>
  );
}
