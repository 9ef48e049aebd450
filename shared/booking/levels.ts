// Lesson levels as the ski school shows them (booking-and-checkout §3): seven levels in five display groups,
// lessons listed under those groups, and the lesson types, named in English and Arabic.
import type { Card } from "../catalogue";
import type { LessonLevelId, LessonType } from "../enumerations";
import type { Locale } from "../locale";

/** The group keys in display order; the CMS level filter and skill-level popup name groups by these. */
export const LEVEL_GROUP_KEYS = ["discovery", "beginner", "intermediate", "advance", "high-performance"] as const;
export type LevelGroupKey = (typeof LEVEL_GROUP_KEYS)[number];
export interface LevelGroup {
  key: LevelGroupKey;
  levelIds: readonly LessonLevelId[];
}

const LEVEL_IDS_OF_GROUP: Record<LevelGroupKey, readonly LessonLevelId[]> = {
  discovery: [1],
  beginner: [2],
  intermediate: [3, 4],
  advance: [5, 6],
  "high-performance": [7],
};

/** Display order; Level 1 and 2 are shown together as Intermediate, Level 3 and 4 as Advance. */
export const LEVEL_GROUPS: readonly LevelGroup[] = LEVEL_GROUP_KEYS.map((key) => ({ key, levelIds: LEVEL_IDS_OF_GROUP[key] }));

/** The group a level id belongs to, or null for an id outside 1-7. */
export function levelGroupOf(levelId: number): LevelGroup | null {
  return LEVEL_GROUPS.find((g) => (g.levelIds as readonly number[]).includes(levelId)) ?? null;
}

/** A level group of a lesson listing and its lessons, in the listing's order. */
export interface LessonsOfGroup<C> {
  group: LevelGroup;
  cards: C[];
}

/**
 * Lessons by level group, as the ski school pages and the provider's lessons-by-level answer list them: a lesson
 * appears under each group its level_ids touch; when a level is searched, only under that level's group (and not
 * at all when it teaches nothing of it). Groups in display order; empty ones are left out.
 */
export function groupLessonsByLevel<C extends Pick<Card, "lesson">>(
  lessons: readonly C[],
  searchedLevelId: number | null = null,
): LessonsOfGroup<C>[] {
  const searched = searchedLevelId === null ? null : levelGroupOf(searchedLevelId);
  if (searchedLevelId !== null && !searched) return [];
  return LEVEL_GROUPS.filter((group) => !searched || group.key === searched.key)
    .map((group) => ({
      group,
      cards: lessons.filter((c) => c.lesson?.level_ids.some((id) => (group.levelIds as readonly number[]).includes(id)) ?? false),
    }))
    .filter((entry) => entry.cards.length > 0);
}

type Names = Record<Locale, string>;

export const LEVEL_NAMES: { levels: Record<LessonLevelId, Names>; groups: Record<LevelGroupKey, Names> } = {
  levels: {
    1: { en: "Discovery", ar: "استكشاف" },
    2: { en: "Beginner", ar: "مبتدئ" },
    3: { en: "Level 1", ar: "المستوى 1" },
    4: { en: "Level 2 (Intermediate)", ar: "المستوى 2 (متوسط)" },
    5: { en: "Level 3", ar: "المستوى 3" },
    6: { en: "Level 4 (Advance)", ar: "المستوى 4 (متقدم)" },
    7: { en: "High Performance", ar: "الأداء العالي" },
  },
  groups: {
    discovery: { en: "Discovery", ar: "استكشاف" },
    beginner: { en: "Beginner", ar: "مبتدئ" },
    intermediate: { en: "Intermediate", ar: "متوسط" },
    advance: { en: "Advance", ar: "متقدم" },
    "high-performance": { en: "High Performance", ar: "الأداء العالي" },
  },
};

export const LESSON_TYPE_NAMES: Record<LessonType, Names> = {
  0: { en: "All", ar: "الكل" },
  1: { en: "Groups", ar: "جماعي" },
  2: { en: "Private", ar: "خاص" },
  3: { en: "Camps", ar: "المخيمات" },
  4: { en: "Offers", ar: "العروض" },
  5: { en: "Academic", ar: "أكاديمي" },
};

export function levelName(levelId: number, locale: Locale): string | null {
  return levelId in LEVEL_NAMES.levels ? LEVEL_NAMES.levels[levelId as LessonLevelId][locale] : null;
}

export function levelGroupName(key: LevelGroupKey, locale: Locale): string {
  return LEVEL_NAMES.groups[key][locale];
}
