// The texts of a matched page, as its handle declares them (./handle.ts), in the request's language: found by the
// route pattern React Router gives every loader, through the route table and the module that renders each route.
import type { RouterContextProvider } from "react-router";
import { SITE_ROUTES } from "../../shared/routes";
import { shopContext } from "../../shared/request-context";
import { partTextsFor, titleTextsFor } from "../i18n/messages.server";
import { routeTitleKeyOf } from "../i18n/route-title";
import type { PartTexts, TitleKey } from "../i18n/texts";
import { MODULES } from "../route-modules";
import { type PageTextsDeclaration, ROUTE_TITLE, declaredTexts } from "./handle";

/** The page modules, by their path from here ("../routes/faq.tsx"); the server has them all loaded. */
const MODULES_BY_PATH = import.meta.glob<{ handle?: unknown }>("../routes/**/*.tsx", { eager: true });

/** The route path below the prefix of a matched pattern (":lang/:site/booking/buy-tickets" → "booking/buy-tickets"). */
function pathOf(pattern: string): string {
  return pattern.replace(/^\/?:lang\/:site\/?/, "").replace(/\/+$/, "");
}

/** What the page a pattern matches declares of its texts (nothing for a pattern outside the route table). */
export function declaredTextsOf(pattern: string): PageTextsDeclaration {
  const path = pathOf(pattern);
  const entry = SITE_ROUTES.find((route) => route.path === path);
  return entry ? declaredTexts(MODULES_BY_PATH[`../${MODULES[entry.page]}`]?.handle) : {};
}

export interface PageTexts {
  /** The declared parts' and titles' texts, in one language (merged onto the chrome's by the site layout). */
  texts: PartTexts;
  /** The title of the route the page answers, when it declares it (`ROUTE_TITLE`); else null. */
  titleKey: TitleKey | null;
}

/** The texts of the page a pattern matches, in the request's language. */
export function pageTextsOf(context: Readonly<RouterContextProvider>, pattern: string): PageTexts {
  const { parts = [], titles = [] } = declaredTextsOf(pattern);
  const locale = context.get(shopContext).location?.locale ?? "en";
  const titleKey = titles.includes(ROUTE_TITLE) ? routeTitleKeyOf(pattern, titleTextsFor(locale)) : null;
  const keys = titles.map((title) => (title === ROUTE_TITLE ? titleKey! : title));
  return { texts: partTextsFor(locale, parts, keys), titleKey };
}
