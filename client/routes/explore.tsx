// passes-packages/explore: the passes and packages (or the cards of one experience) for a searched date and party,
// bookable ones first and the others marked; CMS hero, SEO and an empty state with a call to action.
import { type LoaderFunctionArgs, redirect, useLoaderData, useLocation } from "react-router";
import { calendarsOf, restoreSearchDate, todayIn } from "../../shared/booking/calendar";
import { guestSummary } from "../../shared/booking/plurals";
import { lastSearchDate, exploreQuery, parseExploreSearch, parseLessonSearch, searchDateProblem, searchHref } from "../../shared/booking/search";
import { formatDateKey } from "../../shared/date-key";
import { localizedHref } from "../../shared/links";
import { CataloguePage } from "../components/catalogue/CataloguePage";
import { CardGrid } from "../components/catalogue/ProductCard";
import { EmptyState } from "../components/catalogue/EmptyState";
import { FilterLinks } from "../components/catalogue/FilterLinks";
import {
  type CardView,
  cardDayState,
  cardView,
  dayOfCard,
  daysByCode,
  orderByDayState,
  withQuery,
} from "../components/catalogue/listing";
import { useT } from "../i18n";
import { catalogueOf } from "../document/page";
import { useSite } from "../layout/site-context";
import { pageTexts } from "../i18n/messages.server";

/** Kinds listed when no experience is chosen. */
export const EXPLORE_DEFAULT_KINDS = ["pass", "package"] as const;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { content, catalogue, location } = catalogueOf(context);
  const url = new URL(request.url);
  const parsed = parseExploreSearch(url.searchParams);
  const today = todayIn(location.tenant.timeZone);
  // A restored search whose date has passed looks at today instead.
  const search = { ...parsed, date: restoreSearchDate(parsed.date, today) };
  const [filter, hero] = await Promise.all([content.bookingBarFilterData(), content.exploreHero()]);
  // The booking bar's form, sent without scripts, names a ski-school experience here too: its lesson page answers it.
  const lesson = filter?.experience_categories.find((c) => c.url_key === search.experience && c.ski_school_experience_category_type);
  if (lesson) {
    const { level, age } = parseLessonSearch(url.searchParams);
    throw redirect(searchHref(location.prefix, { experience: lesson, date: null, people: null, level, age })!);
  }
  // A closed day or one beyond the bookable window is said so above the results (whose cards show it unbookable).
  const dateProblem = searchDateProblem(search.date, { today, blockedDates: filter?.blocked_dates ?? [] });
  const categories = (filter?.experience_categories ?? []).filter((c) => !c.ski_school_experience_category_type);
  const category = search.experience ? (filter?.experience_categories.find((c) => c.url_key === search.experience) ?? null) : null;
  // An experience the site does not have matches nothing: the empty state offers the whole list.
  const cards = search.experience
    ? category
      ? await catalogue.cards({ experienceCategoryId: category.id })
      : []
    : await catalogue.cards({ kinds: EXPLORE_DEFAULT_KINDS });

  let views: CardView[];
  if (search.date && cards.length > 0) {
    const date = search.date;
    const days = daysByCode(await catalogue.searchAvailability(calendarsOf(cards), date, date), date);
    const blockedDates = filter?.blocked_dates ?? [];
    views = orderByDayState(
      cards.map((card) => cardView(card, date, cardDayState(card, dayOfCard(days, card), { date, today, people: search.people, blockedDates }))),
    );
  } else {
    views = cards.map((card) => cardView(card, search.date ?? today));
  }

  return {
    texts: pageTexts(context, ["catalogue"], ["route.passes-packages.explore"]),
    hero,
    categories: categories.map((c) => ({ key: c.url_key, title: c.title })),
    experienceTitle: category?.title ?? null,
    search,
    dateProblem,
    lastDate: lastSearchDate(today),
    views,
  };
}

export default function Explore() {
  const { hero, categories, experienceTitle, search, dateProblem, lastDate, views } = useLoaderData<typeof loader>();
  const t = useT();
  const site = useSite();
  const { search: query } = useLocation();
  const bookable = views.filter((v) => v.dayState === null || v.dayState === "bookable");
  const unbookable = views.filter((v) => v.dayState !== null && v.dayState !== "bookable");
  const detailHref = (view: CardView) => withQuery(`${site.prefix}/passes-packages/${view.name}`, query);
  const exploreHref = (experience: string | null) =>
    withQuery(`${site.prefix}/passes-packages/explore`, exploreQuery({ ...search, experience }));
  const summary = search.date ? t("catalogue.resultsFor", { date: formatDateKey(search.date, site.locale), guests: guestSummary(search.people, site.locale) }) : null;

  return (
    <CataloguePage name={t("route.passes-packages.explore")} hero={hero} seo={hero?.seo}>
      {dateProblem && search.date ? (
        <p role="alert" data-testid="explore-date-problem" className="mt-6 rounded-xl border border-red-600 bg-red-50 px-4 py-3 font-semibold text-red-700">
          {t(dateProblem === "blocked" ? "catalogue.dateBlocked" : "catalogue.dateTooFar", {
            date: formatDateKey(search.date, site.locale),
            last: formatDateKey(lastDate, site.locale),
          })}
        </p>
      ) : null}
      {categories.length > 0 ? (
        <FilterLinks
          label={t("catalogue.experiences")}
          testId="experience-filter"
          choices={[
            { key: "all", label: t("catalogue.allExperiences"), href: exploreHref(null), current: search.experience === null },
            ...categories.map((c) => ({ key: c.key, label: c.title, href: exploreHref(c.key), current: c.key === search.experience })),
          ]}
        />
      ) : null}
      {views.length === 0 ? (
        <EmptyState
          testId="explore-empty"
          title={hero?.empty_state.title ?? t("catalogue.emptyTitle")}
          text={hero?.empty_state.description || t("catalogue.emptyText")}
          cta={
            hero
              ? { title: hero.empty_state.cta.title, href: localizedHref(site.prefix, hero.empty_state.cta.url) }
              : { title: t("catalogue.emptyCta"), href: `${site.prefix}/passes-packages/explore` }
          }
        />
      ) : (
        <section aria-labelledby="explore-results-title" data-testid="explore-results" className="mt-8">
          <h2 id="explore-results-title" className="text-2xl font-bold">{experienceTitle ?? t("catalogue.results")}</h2>
          {summary ? <p className="mt-1 text-brand-slate" data-testid="explore-summary">{summary}</p> : null}
          {bookable.length > 0 ? <CardGrid views={bookable} hrefOf={detailHref} date={search.date} labelledBy="explore-results-title" /> : null}
          {unbookable.length > 0 ? (
            <>
              <h2 id="explore-unbookable-title" className="mt-12 text-xl font-bold">{t("catalogue.unavailableHeading")}</h2>
              <CardGrid views={unbookable} hrefOf={detailHref} date={search.date} labelledBy="explore-unbookable-title" testId="explore-unbookable" />
            </>
          ) : null}
        </section>
      )}
    </CataloguePage>
  );
}
