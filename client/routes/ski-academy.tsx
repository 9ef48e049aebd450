// ski-academy: the academic lessons (lesson type 5) of both disciplines, ski first, under the ski school's tabs.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { LESSON_TYPES } from "../../shared/catalogue";
import { disciplineOf } from "../../shared/booking/ages";
import { todayIn } from "../../shared/booking/calendar";
import { CataloguePage } from "../components/catalogue/CataloguePage";
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
    catalogue.cards({ kinds: ["lesson"], lessonType: LESSON_TYPES.academic }),
  ]);
  return {
    texts: pageTexts(context, ["catalogue"], ["route.ski-academy"]),
    tabs,
    hero: heroes?.academy ?? null,
    ski: cards.filter((c) => disciplineOf(c.category_card_type) === "ski").map((c) => cardView(c, today)),
    snowboard: cards.filter((c) => disciplineOf(c.category_card_type) === "snowboard").map((c) => cardView(c, today)),
  };
}

export default function SkiAcademy() {
  const { tabs, hero, ski, snowboard } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <CataloguePage name={t("route.ski-academy")} hero={hero} seo={hero?.seo}>
      <SkiSchoolTabs tabs={tabs} current="ski-academy" />
      {ski.length > 0 ? <CardSection id="academy-ski" testId="academy-ski" title={t("lessons.ski")} views={ski} /> : null}
      {snowboard.length > 0 ? <CardSection id="academy-snowboard" testId="academy-snowboard" title={t("lessons.snowboard")} views={snowboard} /> : null}
      {ski.length + snowboard.length === 0 ? <NothingOnSale /> : null}
    </CataloguePage>
  );
}
