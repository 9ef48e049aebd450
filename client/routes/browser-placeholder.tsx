// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page. Accounts and extra pages
// are for members only: a guest's client-side navigation goes to unauthorized (lib/member-only.tsx).
import { type ClientLoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { localeOfPath } from "../../shared/locale";
import { ComingSoon } from "../components/ComingSoon";
import { routeTitleKeyOf } from "../i18n/route-title";
import { loadPartTexts, pickTitles } from "../i18n/texts";
import { memberGuardRedirect } from "../lib/member-only";

export { HydrateFallback } from "../lib/member-only";

/** The member guard, and the route's title only (the chrome holds none). */
export async function clientLoader({ request, pattern }: ClientLoaderFunctionArgs) {
  const target = memberGuardRedirect(request.url);
  if (target) throw redirect(target);
  const titles = await loadPartTexts(localeOfPath(new URL(request.url).pathname), ["titles"]);
  const titleKey = routeTitleKeyOf(pattern, titles);
  return { titleKey, texts: pickTitles(titles, [titleKey]) };
}
clientLoader.hydrate = true as const;

export default function BrowserPlaceholder() {
  const { titleKey } = useLoaderData<typeof clientLoader>();
  return <ComingSoon titleKey={titleKey} testId="browser-placeholder" />;
}
