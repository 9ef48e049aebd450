// Pages rendered in the browser only (accounts, booking, extra): the server sends the loader, the browser the page.
import { useMatches } from "react-router";
import { LoaderDots } from "../components/Loader";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { routeTitleKey } from "../lib/page";

export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const t = useT();
  return <LoaderDots label={t("common.loading")} />;
}

export default function ClientPage() {
  const t = useT();
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  const title = t(routeTitleKey(t, id));
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-16" data-testid="client-page">
      <PageHead title={title} />
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-slate">{t("common.comingSoon")}</p>
    </article>
  );
}
