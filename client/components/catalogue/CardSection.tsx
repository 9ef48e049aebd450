// A titled list of product cards linking to their detail pages, or the empty state when there are none.
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { EmptyState } from "./EmptyState";
import { CardGrid } from "./ProductCard";
import type { CardView } from "./listing";

export function detailHref(prefix: string, name: string): string {
  return `${prefix}/passes-packages/${name}`;
}

export function CardSection({ id, title, views, testId }: { id: string; title: string; views: readonly CardView[]; testId?: string }) {
  const site = useSite();
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid={testId}>
      <h2 id={headingId} className="text-2xl font-bold">{title}</h2>
      <CardGrid views={views} hrefOf={(v) => detailHref(site.prefix, v.name)} labelledBy={headingId} idPrefix={`${id}-card`} />
    </section>
  );
}

/** Shown by a collection page that has nothing on sale. */
export function NothingOnSale() {
  const t = useT();
  const site = useSite();
  return (
    <EmptyState
      testId="catalogue-empty"
      title={t("catalogue.nothingOnSale")}
      cta={{ title: t("catalogue.emptyCta"), href: `${site.prefix}/passes-packages/explore` }}
    />
  );
}
