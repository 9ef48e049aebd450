import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import {
  DEFAULT_PEOPLE,
  SEARCH_DAYS_AHEAD,
  exploreQuery,
  lastSearchDate,
  lessonQuery,
  partyProblemOf,
  parseExploreSearch,
  parseLessonSearch,
  searchDateProblem,
  searchHref,
} from "./search";

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

describe("where a search opens (searchHref)", () => {
  const dated = { url_key: "snow-park", ski_school_experience_category_type: 0 };
  it("sends a dated experience to explore with its date and people, one adult by default", () => {
    expect(searchHref("/en-ae/ski-dubai", { experience: dated, date: "2030-05-02", people: null, level: 3, age: 2 })).toBe(
      "/en-ae/ski-dubai/passes-packages/explore?experience=snow-park&date=2030-05-02&adult=1&junior=0&child=0&infant=0",
    );
    expect(searchHref("/ar-om/snow-oman", { experience: { ...dated, ski_school_experience_category_type: null }, date: null, people: { adult: 2, junior: 0, child: 1, infant: 0 }, level: null, age: null })).toBe(
      "/ar-om/snow-oman/passes-packages/explore?experience=snow-park&adult=2&junior=0&child=1&infant=0",
    );
  });

  it("sends ski school to its discipline's lesson page with level, every lesson type and age, never a date", () => {
    expect(searchHref("/en-ae/ski-dubai", { experience: { url_key: "ski-lessons", ski_school_experience_category_type: 1 }, date: "2030-05-02", people: null, level: 2, age: 2 })).toBe(
      "/en-ae/ski-dubai/ski-lessons?level=2&lesson=0&age=2",
    );
    expect(searchHref("/ar-eg/ski-egypt", { experience: { url_key: "snowboard-lessons", ski_school_experience_category_type: 2 }, date: null, people: null, level: null, age: null })).toBe(
      "/ar-eg/ski-egypt/snowboard-lessons?lesson=0",
    );
  });

  it("has nowhere to go without an experience", () => {
    expect(searchHref("/en-ae/ski-dubai", { experience: null, date: "2030-05-02", people: null, level: null, age: null })).toBeNull();
  });
});

describe("a searched date's problem", () => {
  const today = "2030-05-10";
  it("names a closed day and a day beyond the bookable window, and nothing else", () => {
    const blockedDates = ["2030-05-12"];
    expect(searchDateProblem("2030-05-12", { today, blockedDates })).toBe("blocked");
    expect(searchDateProblem(lastSearchDate(today), { today, blockedDates })).toBeNull();
    expect(searchDateProblem(addDays(lastSearchDate(today), 1), { today, blockedDates })).toBe("too-far");
    expect(searchDateProblem("2030-05-11", { today, blockedDates })).toBeNull();
    expect(searchDateProblem(null, { today, blockedDates })).toBeNull();
  });

  it("ends the window SEARCH_DAYS_AHEAD days after today", () => {
    expect(lastSearchDate("2030-12-31")).toBe(addDays("2030-12-31", SEARCH_DAYS_AHEAD));
    expect(lastSearchDate("2030-01-01")).toBe("2030-07-20");
  });
});

describe("partyProblemOf", () => {
  const problem = (query: string) => partyProblemOf(new URLSearchParams(query));
  it("finds no problem when no party is asked for, or a bookable one", () => {
    expect(problem("")).toBe(false);
    expect(problem("date=2026-12-01")).toBe(false);
    expect(problem("adult=2&junior=1&child=0&infant=0")).toBe(false);
    expect(problem("adult=12&junior=12&child=12")).toBe(false);
  });
  it("refuses counts that are not whole numbers from 0 to 12", () => {
    for (const query of ["adult=-1", "adult=1.5", "adult=abc", "adult=", "adult=13", "adult=2&junior=1e1", "adult=%3Cb%3E"]) expect(problem(query), query).toBe(true);
  });
  it("refuses counts carrying control or direction marks, other digits or a line break, and reads them as not given", () => {
    for (const count of ["\u202E2", "2\u200F", "\u20682\u2069", "2\u0000", "2\n", " 2", "\u0662", "\uFF12"]) {
      const query = new URLSearchParams({ adult: count });
      expect(partyProblemOf(query), JSON.stringify(count)).toBe(true);
      expect(parseExploreSearch(query).people, JSON.stringify(count)).toEqual({ adult: 1, junior: 0, child: 0, infant: 0 });
    }
    expect(parseExploreSearch(new URLSearchParams({ experience: "snow-park\u202E", adult: "2" })).experience).toBeNull();
  });
  it("refuses nobody, and more than a party may hold", () => {
    expect(problem("adult=0&junior=0&child=0&infant=0")).toBe(true);
    expect(problem("adult=12&junior=12&child=12&infant=1")).toBe(true);
  });
});
