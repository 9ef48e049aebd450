// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page. Accounts and extra pages
// are for members only: a guest's client-side navigation goes to unauthorized (client/member/member-only.tsx).
import { type ClientLoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import { localeOfPath } from "../../shared/locale";
import { ComingSoon } from "../components/ComingSoon";
import { routeTitleKeyOf } from "../i18n/route-title";
import { loadPartTexts, pickTitles } from "../i18n/texts";
import { memberGuardRedirect } from "../member/member-only";

export { HydrateFallback } from "../member/member-only";

/** The member guard, the route's title only (the chrome holds none) and the "coming soon" texts. */
export async function clientLoader({ request, pattern }: ClientLoaderFunctionArgs) {
  const target = memberGuardRedirect(request.url);
  if (target) throw redirect(target);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [titles, notices] = await Promise.all([loadPartTexts(locale, ["titles"]), loadPartTexts(locale, ["notices"])]);
  const titleKey = routeTitleKeyOf(pattern, titles);
  return { titleKey, texts: { ...notices, ...pickTitles(titles, [titleKey]) } };
}
clientLoader.hydrate = true as const;

export default function BrowserPlaceholder() {
  const { titleKey } = useLoaderData<typeof clientLoader>();
  return <ComingSoon titleKey={titleKey} testId="browser-placeholder" />;
}
