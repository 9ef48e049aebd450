// What the booking bar's panels show, sent with the page's data by the site layout's loader: the experiences, the
// closed days, the lesson levels and ages. The first tap on a step answers from it at once (no call, no code to load).
import type { BookingBarFilterData, LessonsByLevelFilter, LevelFilter } from "../../../shared/cms";
import { type Discipline, ageTypeLabel, ageTypesFor } from "../../../shared/booking/ages";
import { LEVEL_GROUPS, levelGroupName } from "../../../shared/booking/levels";
import { lastSearchDate } from "../../../shared/booking/search";
import { todayIn } from "../../../shared/booking/calendar";
import type { Locale } from "../../../shared/locale";
import type { ContentReader } from "../../../shared/request-context";
import type { Tenant } from "../../../shared/tenant";

export interface BarExperience {
  id: number;
  /** The category's url_key, sent as the search's `experience`. */
  key: string;
  title: string;
  subtitle: string;
  icon: string | null;
  localizedTitle: { en: string; ar?: string };
  /** 0 or null dated passes, 1 ski lessons, 2 snowboard lessons. */
  type: number | null;
}

export interface BarLevel {
  key: string;
  title: string;
  /** The level the search sends (the group's first). */
  id: number;
  ids: number[];
}

export interface BarAge {
  id: number;
  title: string;
  /** The disciplines whose lessons offer this age choice. */
  disciplines: Discipline[];
}

export interface BookingBarData {
  experiences: BarExperience[];
  /** Closed days from today to the end of the bookable window. */
  blockedDates: string[];
  levels: BarLevel[];
  ages: BarAge[];
}

const DISCIPLINES: readonly Discipline[] = ["ski", "snowboard"];

/**
 * The bar's data from the CMS answers of the request's site and language. Without filter data the bar has nothing to
 * offer (null); without the ski-school filters the lesson steps fall back to the shared level groups and age types.
 */
export function bookingBarData(
  answers: { filter: BookingBarFilterData | null; levels: LevelFilter | null; lessons: LessonsByLevelFilter | null },
  opts: { locale: Locale; today: string },
): BookingBarData | null {
  const { filter, levels, lessons } = answers;
  if (!filter) return null;
  const last = lastSearchDate(opts.today);
  const ages: BarAge[] = [];
  for (const discipline of DISCIPLINES) {
    const options =
      lessons?.ages[discipline].map((a) => ({ id: a.id, title: a.title })) ??
      ageTypesFor(discipline).map((a) => ({ id: a.id as number, title: ageTypeLabel(a.id, discipline, opts.locale) ?? a.key }));
    for (const option of options) {
      // One choice per id and title: "All ages" and "Adult" are the same choice for ski and snowboard.
      const same = ages.find((a) => a.id === option.id && a.title === option.title);
      if (same) same.disciplines.push(discipline);
      else ages.push({ ...option, disciplines: [discipline] });
    }
  }
  return {
    experiences: filter.experience_categories.map((c) => ({
      id: c.id,
      key: c.url_key,
      title: c.title,
      subtitle: c.booking_bar_subtitle,
      icon: c.booking_bar_icon.image_url || null,
      localizedTitle: { ...c.localized_title },
      type: c.ski_school_experience_category_type,
    })),
    blockedDates: filter.blocked_dates.filter((d) => d >= opts.today && d <= last).sort(),
    levels: (levels?.levels ?? LEVEL_GROUPS.map((g) => ({ key: g.key, Value: levelGroupName(g.key, opts.locale), level_ids: [...g.levelIds] }))).map((l) => ({
      key: l.key,
      title: l.Value,
      id: l.level_ids[0]!,
      ids: [...l.level_ids],
    })),
    ages,
  };
}

/** The test id of an age choice: its id, with the discipline when another choice has the same id. */
export function ageTestId(age: BarAge, all: readonly BarAge[]): string {
  const first = all.find((a) => a.id === age.id);
  return first === age ? `booking-bar-age-${age.id}` : `booking-bar-age-${age.id}-${age.disciplines.join("-")}`;
}

/** The bar's data for a page of the site and language (the site layout's loader; the reads are cached per site). */
export async function loadBookingBarData(content: ContentReader, tenant: Tenant, locale: Locale): Promise<BookingBarData | null> {
  const [filter, levels, lessons] = await Promise.all([content.bookingBarFilterData(), content.levelFilter(), content.lessonsByLevelFilter()]);
  return bookingBarData({ filter, levels, lessons }, { locale, today: todayIn(tenant.timeZone) });
}
