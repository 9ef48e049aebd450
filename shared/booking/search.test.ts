import { describe, expect, it } from "vitest";
import { DEFAULT_PEOPLE, exploreQuery, lessonQuery, parseExploreSearch, parseLessonSearch } from "./search";

describe("the explore search in the URL", () => {
  it("round-trips experience, date and people", () => {
    const search = { experience: "snow-park", date: "2026-12-24", people: { adult: 2, junior: 1, child: 0, infant: 0 } };
    expect(exploreQuery(search)).toBe("experience=snow-park&date=2026-12-24&adult=2&junior=1&child=0&infant=0");
    expect(parseExploreSearch(new URLSearchParams(exploreQuery(search)))).toEqual(search);
  });

  it("drops malformed values and keeps one adult when nobody is given", () => {
    const parsed = parseExploreSearch(new URLSearchParams("experience=Snow Park&date=2026-02-30&adult=0&junior=13"));
    expect(parsed).toEqual({ experience: null, date: null, people: { adult: 1, junior: 0, child: 0, infant: 0 } });
    expect(parseExploreSearch(new URLSearchParams("")).people).toEqual(DEFAULT_PEOPLE);
  });

  it("accepts 12 of a type and refuses 13", () => {
    expect(parseExploreSearch(new URLSearchParams("adult=12")).people.adult).toBe(12);
    expect(parseExploreSearch(new URLSearchParams("adult=13&child=1")).people).toEqual({ adult: 0, junior: 0, child: 1, infant: 0 });
  });
});

describe("the lesson search in the URL", () => {
  it("round-trips level, lesson type and age", () => {
    expect(lessonQuery({ level: 3, lesson: 0, age: 2 })).toBe("level=3&lesson=0&age=2");
    expect(parseLessonSearch(new URLSearchParams("level=3&lesson=0&age=2"))).toEqual({ level: 3, lesson: 0, age: 2 });
  });

  it("keeps levels 1-7, lesson types 0-5 and age types 0-4 only", () => {
    expect(parseLessonSearch(new URLSearchParams("level=8&lesson=6&age=5"))).toEqual({ level: null, lesson: 0, age: null });
    expect(parseLessonSearch(new URLSearchParams("level=7&lesson=5&age=4"))).toEqual({ level: 7, lesson: 5, age: 4 });
    expect(parseLessonSearch(new URLSearchParams("level=0&lesson=-1"))).toEqual({ level: null, lesson: 0, age: null });
  });
});
