// Which cards a listing holds: the card filter of the pages and the provider's catalogue and content calls, and the
// one predicate that applies it (cardMatches), beside the events rule. The offers rule is isOfferCard in ./pricing.
import type { Card } from "../catalogue";
import { type CardKind, LESSON_TYPES, SKI_AGE_TYPES } from "../enumerations";
import { disciplineOf } from "./ages";
import { levelGroupOf } from "./levels";
import { isOfferCard } from "./pricing";
import type { LessonSearch } from "./search";

const EVERY_LESSON_TYPE = LESSON_TYPES.all;
const EVERY_AGE = SKI_AGE_TYPES.all;

/** Which cards a listing holds; every field narrows, none given lists the whole catalogue of the site. */
export interface CardFilter {
  kinds?: readonly CardKind[];
  experienceCategoryId?: number;
  /** Lessons of a discipline: 1 ski, any other value snowboard (disciplineOf). */
  categoryCardType?: number;
  /** Lessons teaching a level of this level's group (levels 3 and 4 are one group, 5 and 6 another). */
  levelId?: number;
  /** Lessons of this type; 0 (All) narrows nothing. */
  lessonType?: number;
  /** Lessons for this age type; 0 on either side (the filter or the lesson) suits every age. */
  ageType?: number;
  /** Offers on this date (YYYY-MM-DD), by isOfferCard: a discount window not ended by then, or an Offers lesson. */
  offersOn?: string;
  /** Event cards, by isEventCard: kind event, table and movie products. */
  eventsOnly?: boolean;
  /** The card with this URL key. */
  name?: string;
}

/**
 * The filter of a ski-school search over one discipline's lessons: the ski-lessons and snowboard-lessons pages and
 * the provider's lessons-by-level call build it here, so both list the same lessons.
 */
export function lessonCardFilter(categoryCardType: number, search: LessonSearch): CardFilter {
  return {
    kinds: ["lesson"],
    categoryCardType,
    ...(search.level === null ? {} : { levelId: search.level }),
    lessonType: search.lesson,
    ...(search.age === null ? {} : { ageType: search.age }),
  };
}

/** An event listing: event cards, table bookings and cinema nights. */
export function isEventCard(card: Pick<Card, "kind" | "is_table" | "is_movie">): boolean {
  return card.kind === "event" || card.is_table || card.is_movie;
}

/**
 * Whether a card belongs to a filter's listing. The lesson fields (level, lesson type, age type) are the ski
 * school page's rules: a level matches by its level group, lesson type 0 is every type, age type 0 every age.
 * A level outside 1-7 matches no card; a lesson field that narrows leaves out cards without lesson details.
 */
export function cardMatches(card: Card, filter: CardFilter): boolean {
  if (filter.kinds && !filter.kinds.includes(card.kind)) return false;
  if (filter.experienceCategoryId !== undefined && !card.experience_category_ids.includes(filter.experienceCategoryId)) return false;
  if (filter.categoryCardType !== undefined && disciplineOf(card.category_card_type) !== disciplineOf(filter.categoryCardType)) {
    return false;
  }
  if (filter.name !== undefined && card.name !== filter.name) return false;
  const lesson = card.lesson;
  if (filter.levelId !== undefined) {
    const group = levelGroupOf(filter.levelId);
    if (!group || !lesson?.level_ids.some((id) => (group.levelIds as readonly number[]).includes(id))) return false;
  }
  if (filter.lessonType !== undefined && filter.lessonType !== EVERY_LESSON_TYPE && lesson?.lesson_type !== filter.lessonType) {
    return false;
  }
  if (filter.ageType !== undefined && filter.ageType !== EVERY_AGE) {
    if (!lesson || (lesson.age_type !== EVERY_AGE && lesson.age_type !== filter.ageType)) return false;
  }
  if (filter.offersOn !== undefined && !isOfferCard(card, filter.offersOn)) return false;
  return !filter.eventsOnly || isEventCard(card);
}
