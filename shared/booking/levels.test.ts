// Lesson levels in their display groups and the level and lesson type names in both languages.
import { describe, expect, it } from "vitest";
import {
  LESSON_TYPE_NAMES,
  LEVEL_GROUPS,
  LEVEL_GROUP_KEYS,
  LEVEL_NAMES,
  lessonTypeName,
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
    expect(lessonTypeName(2, "ar")).toBe("خاص");
    expect(lessonTypeName(6, "en")).toBeNull();
  });
});
