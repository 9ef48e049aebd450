// memberships: the Memberships document (hero, introduction, benefits) and the membership cards it names.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import { CataloguePage } from "../components/catalogue/CataloguePage";
import { CardSection, NothingOnSale } from "../components/catalogue/CardSection";
import { cardView, namedCards } from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { pageTexts } from "../i18n/messages.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { content, catalogue, location } = catalogueOf(context);
  const today = todayIn(location.tenant.timeZone);
  const [doc, cards] = await Promise.all([content.memberships(), catalogue.cards()]);
  const listed = namedCards(cards, doc?.card_names ?? [], (c) => c.is_membership || c.kind === "membership");
  return { texts: pageTexts(context, ["catalogue"], ["route.memberships"]), doc, views: listed.map((c) => cardView(c, today)) };
}

export default function Memberships() {
  const { doc, views } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CataloguePage name={t("route.memberships")} hero={doc?.hero} seo={doc?.seo}>
      {doc?.intro ? <p className="max-w-3xl text-lg" data-testid="page-intro">{doc.intro}</p> : null}
      {doc && doc.benefits.length > 0 ? (
        <section aria-labelledby="benefits-title" className="mt-8">
          <h2 id="benefits-title" className="text-2xl font-bold">{t("catalogue.benefits")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {doc.benefits.map((b) => (
              <li key={b.title} className="rounded-2xl bg-brand-ice p-5">
                {b.icon.image_url ? <img src={b.icon.image_url} alt="" width={40} height={40} loading="lazy" /> : null}
                <h3 className="mt-2 font-bold">{b.title}</h3>
                {b.description ? <p className="mt-1 text-sm">{b.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {views.length > 0 ? <CardSection id="membership-plans" testId="membership-plans" title={t("catalogue.plans")} views={views} /> : <NothingOnSale />}
    </CataloguePage>
  );
}
