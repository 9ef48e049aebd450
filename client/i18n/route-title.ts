// The title of the route a placeholder page answers, named as the route table names the route (shared/routes.ts).
// Apart from client/i18n/texts.ts, which every page loads: the route table comes only with the pages that need it.
import { routeIdOf } from "../../shared/routes";
import type { PartTexts, TitleKey } from "./texts";

/**
 * The title key of the route a loader answers, from its pattern ("/:lang/:site/plan-your-visit/your-guide" →
 * "route.plan-your-visit.your-guide", as shared/routes.ts names a route), or the generic page title when the
 * dictionary has none for it.
 */
export function routeTitleKeyOf(pattern: string, allTitles: PartTexts): TitleKey {
  const key = `route.${routeIdOf(pattern.replace(/^\/:lang\/:site\/?/, "").replace(/\/+$/, ""))}`;
  return key in allTitles ? (key as TitleKey) : "route.cms-page";
}
