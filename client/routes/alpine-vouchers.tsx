// alpine-vouchers: the alpine voucher cards, under the ski school's tabs.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import { CataloguePage, pageTitle } from "../components/catalogue/CataloguePage";
import { CardSection, NothingOnSale } from "../components/catalogue/CardSection";
import { SkiSchoolTabs } from "../components/catalogue/SkiSchoolTabs";
import { cardView } from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { pageTexts } from "../i18n/messages.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { content, catalogue, location } = catalogueOf(context);
  const today = todayIn(location.tenant.timeZone);
  const [tabs, heroes, cards] = await Promise.all([
    content.skiSchoolTabs(),
    content.skiSchoolTabTitleAndHero(),
    catalogue.cards({ kinds: ["alpine"] }),
  ]);
  return { texts: pageTexts(context, ["catalogue"], ["route.alpine-vouchers"]), tabs, hero: heroes?.alpine ?? null, views: cards.filter((c) => c.kind === "alpine").map((c) => cardView(c, today)) };
}

export default function AlpineVouchers() {
  const { tabs, hero, views } = useLoaderData<typeof loader>();
  const t = useT();
  const name = t("route.alpine-vouchers");
  return (
    <CataloguePage name={name} hero={hero} seo={hero?.seo}>
      <SkiSchoolTabs tabs={tabs} current="alpine-vouchers" />
      {views.length > 0 ? <CardSection id="alpine-vouchers" testId="alpine-vouchers" title={pageTitle(hero, name)} views={views} /> : <NothingOnSale />}
    </CataloguePage>
  );
}
