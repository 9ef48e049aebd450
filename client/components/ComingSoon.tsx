// A page of the shop whose own content arrives with a later feature: its title, "coming soon" and, where asked, the
// way home. Served by routes/placeholder.tsx (server-rendered) and routes/browser-placeholder.tsx (browser only), whose
// loaders send the route's title (client/i18n/route-title.ts, routeTitleKeyOf).
import { Link } from "react-router";
import { type MessageKey, useT } from "../i18n";
import { useSite } from "../layout/site-context";
import { PageHead } from "./PageHead";

export function ComingSoon({ titleKey, testId, homeLink = false }: { titleKey: MessageKey; testId: string; homeLink?: boolean }) {
  const t = useT();
  const site = useSite();
  const title = t(titleKey);
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-16" data-testid={testId}>
      <PageHead title={title} />
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-slate">{t("common.comingSoon")}</p>
      {homeLink ? (
        <Link className="btn-primary mt-8" to={site.prefix}>
          {t("common.backToHome")}
        </Link>
      ) : null}
    </article>
  );
}
