// The ski school's tabs (ski, snowboard, academy, alpine vouchers) from the CMS, linking between its pages.
import type { SkiSchoolTabs as Tabs } from "../../../shared/cms";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { FilterLinks } from "./FilterLinks";
import { withQuery } from "./listing";

/** `keep` is the query a tab link carries along (level and lesson type between ski and snowboard). */
export function SkiSchoolTabs({ tabs, current, keep = "" }: { tabs: Tabs | null; current: string; keep?: string }) {
  const t = useT();
  const site = useSite();
  if (!tabs) return null;
  return (
    <FilterLinks
      label={t("lessons.skiSchool")}
      testId="ski-school-tabs"
      variant="tab"
      choices={tabs.tabs.map((tab) => ({
        key: tab.route,
        label: tab.title,
        href: withQuery(`${site.prefix}/${tab.route}`, tab.category_card_type ? keep : ""),
        current: tab.route === current,
      }))}
    />
  );
}
