// events: the event, table and cinema cards of the site (the shared rule isEventCard, through the card filter).
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import { CataloguePage } from "../components/catalogue/CataloguePage";
import { CardSection, NothingOnSale } from "../components/catalogue/CardSection";
import { cardView } from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { pageTexts } from "../i18n/messages.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { catalogue, location } = catalogueOf(context);
  const today = todayIn(location.tenant.timeZone);
  const cards = await catalogue.cards({ eventsOnly: true });
  return { texts: pageTexts(context, ["catalogue"], ["route.events"]), views: cards.map((c) => cardView(c, today)) };
}

export default function Events() {
  const { views } = useLoaderData<typeof loader>();
  const t = useT();
  const title = t("route.events");
  return (
    <CataloguePage name={title} description={t("catalogue.eventsDescription")}>
      {views.length > 0 ? <CardSection id="events" testId="event-cards" title={title} views={views} /> : <NothingOnSale />}
    </CataloguePage>
  );
}
