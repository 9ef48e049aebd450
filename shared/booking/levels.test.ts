// Lesson levels in their display groups, lessons listed under them, and the level and lesson type names in both languages.
import { describe, expect, it } from "vitest";
import { card } from "./test-cards";
import {
  LESSON_TYPE_NAMES,
  LEVEL_GROUPS,
  LEVEL_GROUP_KEYS,
  LEVEL_NAMES,
  groupLessonsByLevel,
  levelGroupName,
  levelGroupOf,
  levelName,
} from "./levels";

describe("level groups", () => {
  it("are shown in order, Level 1 and 2 as Intermediate and Level 3 and 4 as Advance", () => {
    expect(LEVEL_GROUPS.map((g) => [g.key, g.levelIds])).toEqual([
      ["discovery", [1]],
      ["beginner", [2]],
      ["intermediate", [3, 4]],
      ["advance", [5, 6]],
      ["high-performance", [7]],
    ]);
    expect(LEVEL_GROUP_KEYS).toEqual(LEVEL_GROUPS.map((g) => g.key));
  });
  it("hold every level once", () => {
    for (let id = 1; id <= 7; id++) expect(LEVEL_GROUPS.filter((g) => g.levelIds.includes(id as never))).toHaveLength(1);
    expect(levelGroupOf(3)?.key).toBe("intermediate");
    expect(levelGroupOf(4)?.key).toBe("intermediate");
    expect(levelGroupOf(5)?.key).toBe("advance");
    expect(levelGroupOf(7)?.key).toBe("high-performance");
    expect(levelGroupOf(0)).toBeNull();
    expect(levelGroupOf(8)).toBeNull();
  });
});

describe("names", () => {
  it("exist in English and Arabic for the 7 levels and 5 groups", () => {
    expect(Object.keys(LEVEL_NAMES.levels)).toHaveLength(7);
    expect(Object.keys(LEVEL_NAMES.groups)).toHaveLength(5);
    for (const names of [...Object.values(LEVEL_NAMES.levels), ...Object.values(LEVEL_NAMES.groups)]) {
      expect(names.en).toMatch(/^[A-Z]/);
      expect(names.ar).toMatch(/[\u0600-\u06ff]/);
    }
    expect(levelName(3, "en")).toBe("Level 1");
    expect(levelName(4, "en")).toBe("Level 2 (Intermediate)");
    expect(levelName(6, "en")).toBe("Level 4 (Advance)");
    expect(levelName(7, "ar")).toBe("الأداء العالي");
    expect(levelName(9, "en")).toBeNull();
    expect(levelGroupName("advance", "en")).toBe("Advance");
    expect(levelGroupName("intermediate", "ar")).toBe("متوسط");
  });
  it("name the lesson types 0 to 5", () => {
    expect(Object.values(LESSON_TYPE_NAMES).map((n) => n.en)).toEqual(["All", "Groups", "Private", "Camps", "Offers", "Academic"]);
  });
});

describe("groupLessonsByLevel", () => {
  const lesson = (name: string, level_ids: number[]) => card({ name, kind: "lesson", category_card_type: 1, lesson: { level_ids, lesson_type: 1, age_type: 0 } });
  const shown = (groups: ReturnType<typeof groupLessonsByLevel<ReturnType<typeof lesson>>>) =>
    groups.map((g) => [g.group.key, g.cards.map((c) => c.name)]);
  const cards = [lesson("hp", [7]), lesson("adv", [5, 6]), lesson("int", [3]), lesson("disc", [1]), lesson("mix", [4, 5]), lesson("wide", [1, 2, 3, 4, 5, 6, 7])];

  it("lists a lesson under every group its levels touch, groups in display order, empty ones left out", () => {
    expect(shown(groupLessonsByLevel(cards))).toEqual([
      ["discovery", ["disc", "wide"]],
      ["beginner", ["wide"]],
      ["intermediate", ["int", "mix", "wide"]],
      ["advance", ["adv", "mix", "wide"]],
      ["high-performance", ["hp", "wide"]],
    ]);
    expect(groupLessonsByLevel(cards)[2]!.group.levelIds).toEqual([3, 4]);
  });

  it("lists only the searched level's group, with the lessons teaching any level of it", () => {
    expect(shown(groupLessonsByLevel(cards, 6))).toEqual([["advance", ["adv", "mix", "wide"]]]);
    expect(shown(groupLessonsByLevel(cards, 3))).toEqual([["intermediate", ["int", "mix", "wide"]]]);
    expect(shown(groupLessonsByLevel([lesson("hp", [7])], 1))).toEqual([]);
  });

  it("lists nothing for a level outside 1-7, no lessons, or cards without lesson details", () => {
    expect(groupLessonsByLevel(cards, 9)).toEqual([]);
    expect(groupLessonsByLevel([])).toEqual([]);
    expect(groupLessonsByLevel([card()])).toEqual([]);
    expect(groupLessonsByLevel(cards, null)).toEqual(groupLessonsByLevel(cards));
  });
});
