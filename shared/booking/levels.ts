// Lesson levels as the ski school shows them (booking-and-checkout §3): seven levels in five display groups,
// and the lesson types, named in English and Arabic.
import type { LessonLevelId, LessonType } from "../catalogue";
import type { Locale } from "../locale";

export type LevelGroupKey = "discovery" | "beginner" | "intermediate" | "advance" | "high-performance";
export interface LevelGroup {
  key: LevelGroupKey;
  levelIds: readonly LessonLevelId[];
}

/** Display order; Level 1 and 2 are shown together as Intermediate, Level 3 and 4 as Advance. */
export const LEVEL_GROUPS: readonly LevelGroup[] = [
  { key: "discovery", levelIds: [1] },
  { key: "beginner", levelIds: [2] },
  { key: "intermediate", levelIds: [3, 4] },
  { key: "advance", levelIds: [5, 6] },
  { key: "high-performance", levelIds: [7] },
];

/** The group a level id belongs to, or null for an id outside 1-7. */
export function levelGroupOf(levelId: number): LevelGroup | null {
  return LEVEL_GROUPS.find((g) => (g.levelIds as readonly number[]).includes(levelId)) ?? null;
}

type Names = Record<Locale, string>;

export const LEVEL_NAMES: { levels: Record<LessonLevelId, Names>; groups: Record<LevelGroupKey, Names> } = {
  levels: {
    1: { en: "Discovery", ar: "استكشاف" },
    2: { en: "Beginner", ar: "مبتدئ" },
    3: { en: "Level 1", ar: "المستوى 1" },
    4: { en: "Level 2", ar: "المستوى 2" },
    5: { en: "Level 3", ar: "المستوى 3" },
    6: { en: "Level 4", ar: "المستوى 4" },
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

export function lessonTypeName(type: number, locale: Locale): string | null {
  return type in LESSON_TYPE_NAMES ? LESSON_TYPE_NAMES[type as LessonType][locale] : null;
}
