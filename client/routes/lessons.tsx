// ski-lessons and snowboard-lessons: the discipline's lessons grouped by level group, filtered by the query's
// level (1-7), lesson type (0-5) and age type, exactly as the provider's lessons-by-level answers the same search;
// every filter is a link, so the page works before hydration.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { SKI_CATEGORY_CARD_TYPE, SNOWBOARD_CATEGORY_CARD_TYPE } from "../../shared/catalogue";
import { type Discipline, ageTypeLabel, ageTypesFor } from "../../shared/booking/ages";
import { todayIn } from "../../shared/booking/calendar";
import { lessonCardFilter } from "../../shared/booking/collections";
import { LESSON_TYPE_NAMES, LEVEL_GROUPS, groupLessonsByLevel, levelGroupName, levelGroupOf } from "../../shared/booking/levels";
import { type LessonSearch, lessonQuery, parseLessonSearch } from "../../shared/booking/search";
import { CardSection } from "../components/catalogue/CardSection";
import { CataloguePage } from "../components/catalogue/CataloguePage";
import { FaqBlock } from "../components/catalogue/FaqBlock";
import { EmptyState } from "../components/catalogue/EmptyState";
import { FilterLinks } from "../components/catalogue/FilterLinks";
import { SkiSchoolTabs } from "../components/catalogue/SkiSchoolTabs";
import { cardView, withQuery } from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { useSite } from "../layout/site-context";
import { pageTexts } from "../i18n/messages.server";

export const LESSON_ROUTES: Record<Discipline, string> = { ski: "ski-lessons", snowboard: "snowboard-lessons" };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { content, catalogue, location } = catalogueOf(context);
  const url = new URL(request.url);
  const discipline: Discipline = url.pathname.replace(/\/+$/, "").endsWith(`/${LESSON_ROUTES.snowboard}`) ? "snowboard" : "ski";
  const search = parseLessonSearch(url.searchParams);
  const today = todayIn(location.tenant.timeZone);
  const [tabs, heroes, levelFilter, lessonsFilter, faq, cards] = await Promise.all([
    content.skiSchoolTabs(),
    content.skiSchoolTabTitleAndHero(),
    content.levelFilter(),
    content.lessonsByLevelFilter(),
    content.faq(LESSON_ROUTES[discipline]),
    // The same filter and grouping as the provider's lessons-by-level answer for this search.
    catalogue.cards(lessonCardFilter(discipline === "ski" ? SKI_CATEGORY_CARD_TYPE : SNOWBOARD_CATEGORY_CARD_TYPE, search)),
  ]);
  const locale = location.locale;
  const levelTitle = (key: string) => levelFilter?.levels.find((l) => l.key === key)?.Value;
  return {
    texts: pageTexts(context, ["catalogue"], [discipline === "ski" ? "route.ski-lessons" : "route.snowboard-lessons"]),
    discipline,
    search,
    tabs,
    hero: heroes?.[discipline] ?? null,
    faq: faq ?? [],
    levels: (levelFilter?.levels ?? LEVEL_GROUPS.map((g) => ({ key: g.key, Value: levelGroupName(g.key, locale), level_ids: [...g.levelIds] }))).map((l) => ({
      key: l.key,
      title: l.Value,
      firstLevel: l.level_ids[0]!,
    })),
    lessonTypes:
      lessonsFilter?.lesson_types ??
      Object.entries(LESSON_TYPE_NAMES).map(([id, names]) => ({ id: Number(id), title: names[locale] })),
    ages:
      lessonsFilter?.ages[discipline].map((a) => ({ id: a.id, title: a.title })) ??
      ageTypesFor(discipline).map((a) => ({ id: a.id as number, title: ageTypeLabel(a.id, discipline, locale) ?? a.key })),
    groups: groupLessonsByLevel(cards, search.level).map(({ group, cards: lessons }) => ({
      key: group.key,
      title: levelTitle(group.key) ?? levelGroupName(group.key, locale),
      views: lessons.map((c) => cardView(c, today)),
    })),
  };
}

export default function Lessons() {
  const { discipline, search, tabs, hero, levels, lessonTypes, ages, groups, faq } = useLoaderData<typeof loader>();
  const t = useT();
  const site = useSite();
  const route = LESSON_ROUTES[discipline];
  const base = `${site.prefix}/${route}`;
  const hrefWith = (change: Partial<LessonSearch>) => withQuery(base, lessonQuery({ ...search, ...change }));
  const currentGroup = search.level === null ? null : (levelGroupOf(search.level)?.key ?? null);
  // Age ids differ between ski and snowboard, so a tab to the other discipline keeps only level and lesson type.
  const keep = lessonQuery({ ...search, age: null });

  return (
    <CataloguePage name={t(discipline === "ski" ? "route.ski-lessons" : "route.snowboard-lessons")} hero={hero} seo={hero?.seo}>
      <SkiSchoolTabs tabs={tabs} current={route} keep={keep} />
      <div role="group" aria-label={t("lessons.filters")} className="mt-4 rounded-2xl bg-brand-ice p-4">
        <FilterLinks
          label={t("lessons.lessonTypes")}
          testId="lesson-type-tabs"
          variant="tab"
          choices={lessonTypes.map((type) => ({
            key: String(type.id),
            label: type.title,
            href: hrefWith({ lesson: type.id }),
            current: type.id === search.lesson,
          }))}
        />
        <FilterLinks
          label={t("lessons.levelFilter")}
          testId="level-filter"
          choices={[
            { key: "all", label: t("lessons.allLevels"), href: hrefWith({ level: null }), current: currentGroup === null },
            ...levels.map((level) => ({
              key: level.key,
              label: level.title,
              href: hrefWith({ level: level.firstLevel }),
              current: level.key === currentGroup,
            })),
          ]}
        />
        <FilterLinks
          label={t("lessons.ageFilter")}
          testId="age-filter"
          choices={(ages.some((a) => a.id === 0) ? ages : [{ id: 0, title: t("lessons.allAges") }, ...ages]).map((age) => ({
            key: String(age.id),
            label: age.title,
            href: hrefWith({ age: age.id === 0 ? null : age.id }),
            current: age.id === 0 ? search.age === null || search.age === 0 : age.id === search.age,
          }))}
        />
      </div>
      {groups.length === 0 ? (
        <EmptyState testId="lessons-empty" title={t("lessons.noLessons")} cta={{ title: t("lessons.clearFilters"), href: base }} />
      ) : (
        groups.map((group) => (
          <CardSection key={group.key} id={`lesson-group-${group.key}`} testId={`lesson-group-${group.key}`} title={group.title} views={group.views} />
        ))
      )}
      <FaqBlock entries={faq} />
    </CataloguePage>
  );
}
