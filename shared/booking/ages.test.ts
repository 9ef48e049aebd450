// Age groups per discipline and site, date-of-birth reading and ages in whole years.
import { describe, expect, it } from "vitest";
import {
  ageTitleParts,
  AGE_GROUPS,
  ageGroupsFor,
  ageInYears,
  ageRangeOfAgeType,
  ageTypeLabel,
  ageTypesFor,
  disciplineOf,
  parseDateOfBirth,
} from "./ages";

describe("age groups", () => {
  it("are adult 14-99, junior 7-13, child 3-6, infant 0-2", () => {
    expect(AGE_GROUPS).toEqual({
      adult: { min: 14, max: 99 },
      junior: { min: 7, max: 13 },
      child: { min: 3, max: 6 },
      infant: { min: 0, max: 2 },
    });
  });

  it("start snowboard juniors at 8 and ski juniors at 7", () => {
    const ski = ageGroupsFor({ discipline: "ski", childMinimumAge: 3 });
    const board = ageGroupsFor({ discipline: "snowboard", childMinimumAge: 3 });
    const none = ageGroupsFor({ discipline: null, childMinimumAge: 3 });
    expect(ski.junior).toEqual({ min: 7, max: 13 });
    expect(board.junior).toEqual({ min: 8, max: 13 });
    expect(none).toEqual(AGE_GROUPS);
  });

  it("make a 2-year-old a child where the child minimum age is 2 (Oman)", () => {
    const oman = ageGroupsFor({ discipline: null, childMinimumAge: 2 });
    expect(oman.child).toEqual({ min: 2, max: 6 });
    expect(oman.infant).toEqual({ min: 0, max: 1 });
  });
});

describe("parseDateOfBirth", () => {
  it("reads DD MMM YYYY in any case", () => {
    expect(parseDateOfBirth("07 Mar 2015")).toBe("2015-03-07");
    expect(parseDateOfBirth("07 MAR 2015")).toBe("2015-03-07");
    expect(parseDateOfBirth(" 7 mar 2015 ")).toBe("2015-03-07");
    expect(parseDateOfBirth("31 Dec 1999")).toBe("1999-12-31");
  });
  it("reads YYYY-MM-DD", () => {
    expect(parseDateOfBirth("2015-03-07")).toBe("2015-03-07");
  });
  it("refuses dates that do not exist and other formats", () => {
    expect(parseDateOfBirth("31 Feb 2015")).toBeNull();
    expect(parseDateOfBirth("2015-02-29")).toBeNull();
    expect(parseDateOfBirth("29 Feb 2016")).toBe("2016-02-29");
    expect(parseDateOfBirth("07 Mrz 2015")).toBeNull();
    expect(parseDateOfBirth("07/03/2015")).toBeNull();
    expect(parseDateOfBirth("2015-13-01")).toBeNull();
    expect(parseDateOfBirth("")).toBeNull();
  });
});

describe("ageInYears", () => {
  it("counts the birthday itself, not the day before", () => {
    expect(ageInYears("2011-06-15", "2025-06-14")).toBe(13);
    expect(ageInYears("2011-06-15", "2025-06-15")).toBe(14);
    expect(ageInYears("15 Jun 2011", "2025-06-15")).toBe(14);
    expect(ageInYears("2018-06-15", "2025-06-14")).toBe(6);
    expect(ageInYears("2018-06-15", "2025-06-15")).toBe(7);
  });
  it("turns someone born on 29 Feb older on 1 Mar in other years", () => {
    expect(ageInYears("2016-02-29", "2025-02-28")).toBe(8);
    expect(ageInYears("2016-02-29", "2025-03-01")).toBe(9);
  });
  it("is 0 on the day of birth and null for a future or bad date", () => {
    expect(ageInYears("2025-06-15", "2025-06-15")).toBe(0);
    expect(ageInYears("2025-06-16", "2025-06-15")).toBeNull();
    expect(ageInYears("31 Feb 2015", "2025-06-15")).toBeNull();
    expect(ageInYears("2015-03-07", "15 Jun 2025")).toBeNull();
  });
});

describe("lesson age types", () => {
  it("list the ski and snowboard types with their ids", () => {
    expect(ageTypesFor("ski")).toEqual([
      { id: 0, key: "all" },
      { id: 1, key: "adult" },
      { id: 2, key: "junior" },
      { id: 4, key: "child" },
    ]);
    expect(ageTypesFor("snowboard")).toEqual([
      { id: 0, key: "all" },
      { id: 1, key: "adult" },
      { id: 3, key: "junior" },
    ]);
  });
  it("cover their ages", () => {
    expect(ageRangeOfAgeType(1, "ski")).toEqual({ min: 14, max: 99 });
    expect(ageRangeOfAgeType(2, "ski")).toEqual({ min: 7, max: 13 });
    expect(ageRangeOfAgeType(3, "snowboard")).toEqual({ min: 8, max: 13 });
    expect(ageRangeOfAgeType(4, "ski", 3)).toEqual({ min: 3, max: 6 });
    expect(ageRangeOfAgeType(4, "ski", 2)).toEqual({ min: 2, max: 6 });
    expect(ageRangeOfAgeType(0, "ski")).toEqual({ min: 3, max: 99 });
    expect(ageRangeOfAgeType(0, "snowboard")).toEqual({ min: 8, max: 99 });
  });
  it("do not exist across disciplines", () => {
    expect(ageRangeOfAgeType(3, "ski")).toBeNull();
    expect(ageRangeOfAgeType(2, "snowboard")).toBeNull();
    expect(ageRangeOfAgeType(4, "snowboard")).toBeNull();
    expect(ageRangeOfAgeType(9, "ski")).toBeNull();
  });
  it("are labelled in both languages", () => {
    expect(ageTypeLabel(1, "ski", "en")).toBe("Adult 14+");
    expect(ageTypeLabel(2, "ski", "en")).toBe("Junior 7-13");
    expect(ageTypeLabel(3, "snowboard", "en")).toBe("Junior 8-13");
    expect(ageTypeLabel(4, "ski", "en")).toBe("Child 3-6");
    expect(ageTypeLabel(4, "ski", "en", 2)).toBe("Child 2-6");
    expect(ageTypeLabel(0, "ski", "en")).toBe("All Ages");
    expect(ageTypeLabel(1, "ski", "ar")).toBe("بالغ 14+");
    expect(ageTypeLabel(4, "snowboard", "en")).toBeNull();
  });
  it("follow the card's category type", () => {
    expect(disciplineOf(1)).toBe("ski");
    expect(disciplineOf(2)).toBe("snowboard");
    expect(disciplineOf(0)).toBe("snowboard");
    expect(disciplineOf(null)).toBeNull();
  });
});

describe("ageTitleParts", () => {
  it("splits a title into its name and the age range at its end", () => {
    expect(ageTitleParts("بالغ (14+)")).toEqual({ name: "بالغ", range: "(14+)" });
    expect(ageTitleParts("Adult (14+)")).toEqual({ name: "Adult", range: "(14+)" });
    expect(ageTitleParts("طفل (3-6)")).toEqual({ name: "طفل", range: "(3-6)" });
    expect(ageTitleParts("Junior ( 7 – 13 ) ")).toEqual({ name: "Junior", range: "(7-13)" });
  });

  it("leaves a title without a range at its end whole", () => {
    expect(ageTitleParts("All ages")).toEqual({ name: "All ages", range: null });
    expect(ageTitleParts("(14+)")).toEqual({ name: "(14+)", range: null });
    expect(ageTitleParts("Adult (14+) and up")).toEqual({ name: "Adult (14+) and up", range: null });
    expect(ageTitleParts("Adult (fourteen)")).toEqual({ name: "Adult (fourteen)", range: null });
  });
});
