// ice-rink: the IceSkating document (hero, introduction, sessions, rules) and the ice rink cards.
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
  const [doc, cards] = await Promise.all([content.iceSkating(), catalogue.cards({ kinds: ["ice_rink"] })]);
  const listed = namedCards(cards, doc?.card_names ?? [], (c) => c.kind === "ice_rink");
  return { texts: pageTexts(context, ["catalogue"], ["route.ice-rink"]), doc, views: listed.map((c) => cardView(c, today)) };
}

export default function IceRink() {
  const { doc, views } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CataloguePage name={t("route.ice-rink")} hero={doc?.hero} seo={doc?.seo}>
      {doc?.intro ? <p className="max-w-3xl text-lg" data-testid="page-intro">{doc.intro}</p> : null}
      {doc?.sessions_note ? (
        <section aria-labelledby="sessions-title" className="mt-6">
          <h2 id="sessions-title" className="text-xl font-bold">{t("catalogue.sessions")}</h2>
          <p className="mt-2">{doc.sessions_note}</p>
        </section>
      ) : null}
      {views.length > 0 ? <CardSection id="ice-rink-cards" testId="ice-rink-cards" title={t("route.ice-rink")} views={views} /> : doc ? null : <NothingOnSale />}
      {doc && doc.rules.length > 0 ? (
        <section aria-labelledby="rules-title" className="mt-10">
          <h2 id="rules-title" className="text-xl font-bold">{t("catalogue.rinkRules")}</h2>
          <ul className="mt-2 list-disc ps-6">
            {doc.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </CataloguePage>
  );
}
