// The booking bar's search as a link, and a stored search made current again (past date → today, people fitted
// to the site's age types). Part of the bar's lazily loaded code.
import { LESSON_TYPES, type GuestType } from "../../../shared/catalogue";
import type { ExperienceCategory } from "../../../shared/cms";
import { experienceDiscipline, lessonRoute } from "../../../shared/booking/booking-bar";
import { restoreSearchDate } from "../../../shared/booking/calendar";
import { clampToEnabled } from "../../../shared/booking/guests";
import { DEFAULT_PEOPLE, exploreQuery, lessonQuery } from "../../../shared/booking/search";
import { formatDateKey } from "../../../shared/date-key";
import type { Locale } from "../../../shared/locale";
import type { BookingBarExperience, BookingBarSearch } from "../../lib/booking-bar-store";

export const EXPLORE_ROUTE = "passes-packages/explore";

/** The bar's short and full label of a chosen date ("12 Dec", "Fri, 12 Dec 2026") in the page's language. */
export function searchDateLabels(fullDate: string, locale: Locale): { shortDate: string; selectedDate: string } {
  return { shortDate: formatDateKey(fullDate, locale, "dayMonth"), selectedDate: formatDateKey(fullDate, locale, "date") };
}

/** Where a search opens, or null without an experience. Lessons list every lesson type (0, All). */
export function searchHref(prefix: string, search: BookingBarSearch): string | null {
  const experience = search.experience;
  if (!experience) return null;
  const discipline = experienceDiscipline(experience.ski_school_experience_category_type);
  if (discipline) {
    const query = lessonQuery({ level: search.level?.id ?? null, lesson: LESSON_TYPES.all, age: search.age?.id ?? null });
    return `${prefix}/${lessonRoute(discipline)}?${query}`;
  }
  const query = exploreQuery({ experience: experience.value, date: search.date?.fullDate ?? null, people: search.people ?? DEFAULT_PEOPLE });
  return `${prefix}/${EXPLORE_ROUTE}?${query}`;
}

/** The store's form of an experience category of the filter data. */
export function experienceFromCategory(category: ExperienceCategory): BookingBarExperience {
  const discipline = experienceDiscipline(category.ski_school_experience_category_type);
  return {
    id: category.id,
    title: category.title,
    value: category.url_key,
    route: discipline ? lessonRoute(discipline) : EXPLORE_ROUTE,
    localized_title: { ...category.localized_title },
    ski_school_experience_category_type: category.ski_school_experience_category_type,
  };
}

/**
 * A stored search made current: a past date becomes today (with labels in the page's language), people keep
 * only the age types the site offers, and a ski-school search drops a date (a dated one its level and age).
 */
export function restoreSearch(
  stored: BookingBarSearch,
  opts: { today: string; locale: Locale; enabledTypes: readonly GuestType[] },
): BookingBarSearch {
  const fullDate = restoreSearchDate(stored.date?.fullDate ?? null, opts.today);
  const lesson = stored.experience ? experienceDiscipline(stored.experience.ski_school_experience_category_type) !== null : false;
  return {
    experience: stored.experience,
    date: fullDate && !lesson ? { fullDate, ...searchDateLabels(fullDate, opts.locale) } : null,
    people: stored.people ? clampToEnabled(stored.people, opts.enabledTypes) : null,
    level: lesson || !stored.experience ? stored.level : null,
    age: lesson || !stored.experience ? stored.age : null,
  };
}
