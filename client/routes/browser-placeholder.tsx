// A page rendered in the browser only (accounts, booking, extra) whose own content arrives with a later feature:
// its title and "coming soon". The server sends the loader's fallback, the browser the page.
import { useMatches } from "react-router";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { routeTitleKey } from "../lib/page";

export { HydrateFallback, clientLoader } from "../lib/client-only";

export default function BrowserPlaceholder() {
  const t = useT();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  const title = t(routeTitleKey(t, id));
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-16" data-testid="browser-placeholder">
      <PageHead title={title} />
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-slate">{t("common.comingSoon")}</p>
    </article>
  );
}
