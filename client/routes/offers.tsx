// offers: cards whose discount window has not ended (running, or from its first day when still to come) and the
// lessons of the Offers type, by the shared rule isOfferCard (the card filter offersOn).
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import { CataloguePage } from "../components/catalogue/CataloguePage";
import { CardSection, NothingOnSale } from "../components/catalogue/CardSection";
import { offerView } from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { pageTexts } from "../i18n/messages.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { catalogue, location } = catalogueOf(context);
  const today = todayIn(location.tenant.timeZone);
  const cards = await catalogue.cards({ offersOn: today });
  return { texts: pageTexts(context, ["catalogue"], ["route.offers"]), views: cards.map((c) => offerView(c, today)) };
}

export default function Offers() {
  const { views } = useLoaderData<typeof loader>();
  const t = useT();
  const title = t("route.offers");
  return (
    <CataloguePage name={title} description={t("catalogue.offersDescription")}>
      {views.length > 0 ? <CardSection id="offers" testId="offer-cards" title={title} views={views} /> : <NothingOnSale />}
    </CataloguePage>
  );
}
