// The ski-school and content answers of the provider (content-and-account §7): levels and their groups, tabs,
// lessons grouped by level, in the call's language; with the zod schemas an upstream answer is checked against.
import { z } from "zod";
import { ageTypeLabel, ageTypesFor, disciplineOf } from "../../shared/booking/ages";
import { cardMatches } from "../../shared/booking/collections";
import { LESSON_TYPE_NAMES, groupLessonsByLevel, levelGroupName, levelGroupOf, levelName } from "../../shared/booking/levels";
import {
  type Card,
  LESSON_LEVELS,
  LESSON_TYPES,
  SKI_CATEGORY_CARD_TYPE,
  SNOWBOARD_CATEGORY_CARD_TYPE,
  cardSchema,
} from "../../shared/catalogue";
import type { Locale } from "../../shared/locale";
import { EXPERIENCE_CATEGORY_IDS } from "../../tenants/catalogue/types";

const DISCIPLINES = [
  {
    category_card_type: SKI_CATEGORY_CARD_TYPE,
    name: "ski-lessons",
    experience_category_id: EXPERIENCE_CATEGORY_IDS.skiLessons,
    title: { en: "Ski lessons", ar: "دروس التزلج" },
  },
  {
    category_card_type: SNOWBOARD_CATEGORY_CARD_TYPE,
    name: "snowboard-lessons",
    experience_category_id: EXPERIENCE_CATEGORY_IDS.snowboardLessons,
    title: { en: "Snowboard lessons", ar: "دروس التزلج على اللوح" },
  },
] as const;

// ---------- Answer schemas ----------
export const skiLevelSchema = z.object({ id: z.number().int().min(1).max(7), key: z.string(), name: z.string(), group: z.string() });
export type SkiLevel = z.infer<typeof skiLevelSchema>;

const namedIdSchema = z.object({ id: z.number().int(), title: z.string() });

export const skiSchoolTabSchema = z.object({
  category_card_type: z.number().int(),
  name: z.string(),
  title: z.string(),
  experience_category_id: z.number().int(),
  lesson_count: z.number().int().min(0),
  lesson_types: z.array(namedIdSchema),
  age_types: z.array(namedIdSchema),
});
export type SkiSchoolTab = z.infer<typeof skiSchoolTabSchema>;

export const skiSchoolInfoSchema = z.object({
  disciplines: z.array(
    skiSchoolTabSchema.extend({ level_ids: z.array(z.number().int().min(1).max(7)) }),
  ),
  levels: z.array(skiLevelSchema),
});
export type SkiSchoolInfo = z.infer<typeof skiSchoolInfoSchema>;

export const lessonGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  level_ids: z.array(z.number().int()),
  cards: z.array(cardSchema),
});
export type LessonGroup = z.infer<typeof lessonGroupSchema>;

// ---------- Builders ----------
// Level groups, level, lesson type and age type names are the shared ski-school rules (shared/booking).
export function skiLevels(locale: Locale): SkiLevel[] {
  return LESSON_LEVELS.map((level) => ({
    id: level.id,
    key: level.key,
    name: levelName(level.id, locale)!,
    group: levelGroupOf(level.id)!.key,
  }));
}

/** A lesson of the tab's discipline (category card type 1 ski, any other snowboard), by the shared card filter. */
const isDiscipline = (card: Card, type: number) => cardMatches(card, { kinds: ["lesson"], categoryCardType: type });

/** The two ski-school tabs (ski, snowboard) with the lesson types and age filters each offers at this site. */
export function skiSchoolTabs(lessons: Card[], locale: Locale): SkiSchoolTab[] {
  return DISCIPLINES.map((d) => {
    const own = lessons.filter((c) => isDiscipline(c, d.category_card_type));
    const types = new Set(own.map((c) => c.lesson?.lesson_type ?? LESSON_TYPES.all));
    const discipline = disciplineOf(d.category_card_type)!;
    return {
      category_card_type: d.category_card_type,
      name: d.name,
      title: d.title[locale],
      experience_category_id: d.experience_category_id,
      lesson_count: own.length,
      // "All" always, then each type the site teaches.
      lesson_types: Object.values(LESSON_TYPES)
        .filter((id) => id === LESSON_TYPES.all || types.has(id))
        .map((id) => ({ id, title: LESSON_TYPE_NAMES[id][locale] })),
      age_types: ageTypesFor(discipline).map((a) => ({ id: a.id, title: ageTypeLabel(a.id, discipline, locale)! })),
    };
  });
}

export function skiSchoolInfo(lessons: Card[], locale: Locale): SkiSchoolInfo {
  const levels = skiLevels(locale);
  return {
    disciplines: skiSchoolTabs(lessons, locale).map((tab) => {
      const own = lessons.filter((c) => isDiscipline(c, tab.category_card_type));
      const ids = new Set(own.flatMap((c) => c.lesson?.level_ids ?? []));
      return { ...tab, level_ids: [...ids].sort((a, b) => a - b) };
    }),
    levels,
  };
}

/**
 * The lessons-by-level answer: the shared grouping (groupLessonsByLevel, as the ski school pages list lessons)
 * with each group's name in the call's language and its level ids.
 */
export function lessonGroups(lessons: Card[], locale: Locale, levelId: number | null = null): LessonGroup[] {
  return groupLessonsByLevel(lessons, levelId).map(({ group, cards }) => ({
    key: group.key,
    title: levelGroupName(group.key, locale),
    level_ids: [...group.levelIds],
    cards,
  }));
}
