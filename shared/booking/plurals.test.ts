// Plural forms of counts in English and Arabic, and the booking bar's guest summary.
import { describe, expect, it } from "vitest";
import { GUEST_NOUNS, guestSummary, pluralCategory, pluralize } from "./plurals";

describe("pluralCategory", () => {
  it("is one, two, few for 3 to 9 and many for 10 and more", () => {
    expect(pluralCategory(1)).toBe("one");
    expect(pluralCategory(2)).toBe("two");
    expect(pluralCategory(3)).toBe("few");
    expect(pluralCategory(9)).toBe("few");
    expect(pluralCategory(10)).toBe("many");
    expect(pluralCategory(11)).toBe("many");
    expect(pluralCategory(100)).toBe("many");
  });
  it("takes the plain plural for zero", () => {
    expect(pluralCategory(0)).toBe("few");
  });
});

describe("pluralize", () => {
  it("fills {n} into the form", () => {
    expect(pluralize(3, { one: "{n} day", two: "{n} days", few: "{n} days", many: "{n} days ({n})" })).toBe("3 days");
    expect(pluralize(12, { one: "", two: "", few: "", many: "{n} days ({n})" })).toBe("12 days (12)");
  });
});

describe("guest nouns", () => {
  const cases: [number, string, string, string, string][] = [
    [1, "1 Adult", "1 بالغ", "1 Child", "1 طفل"],
    [2, "2 Adults", "2 بالغان", "2 Children", "2 طفلان"],
    [3, "3 Adults", "3 بالغين", "3 Children", "3 أطفال"],
    [9, "9 Adults", "9 بالغين", "9 Children", "9 أطفال"],
    [10, "10 Adults", "10 بالغًا", "10 Children", "10 طفلًا"],
    [11, "11 Adults", "11 بالغًا", "11 Children", "11 طفلًا"],
    [100, "100 Adults", "100 بالغًا", "100 Children", "100 طفلًا"],
  ];
  it.each(cases)("read right for %i in both languages", (n, adultEn, adultAr, childEn, childAr) => {
    expect(pluralize(n, GUEST_NOUNS.en.adult)).toBe(adultEn);
    expect(pluralize(n, GUEST_NOUNS.ar.adult)).toBe(adultAr);
    expect(pluralize(n, GUEST_NOUNS.en.child)).toBe(childEn);
    expect(pluralize(n, GUEST_NOUNS.ar.child)).toBe(childAr);
  });
  it("name juniors and infants", () => {
    expect(pluralize(1, GUEST_NOUNS.en.junior)).toBe("1 Junior");
    expect(pluralize(3, GUEST_NOUNS.ar.junior)).toBe("3 ناشئين");
    expect(pluralize(2, GUEST_NOUNS.ar.infant)).toBe("2 رضيعان");
    expect(pluralize(4, GUEST_NOUNS.en.infant)).toBe("4 Infants");
  });
});

describe("guestSummary", () => {
  it("lists the types with guests in order", () => {
    expect(guestSummary({ adult: 2, junior: 0, child: 1, infant: 0 }, "en")).toBe("2 Adults, 1 Child");
    expect(guestSummary({ adult: 2, junior: 0, child: 1, infant: 0 }, "ar")).toBe("2 بالغان، 1 طفل");
    expect(guestSummary({ adult: 1, junior: 3, child: 0, infant: 1 }, "en")).toBe("1 Adult, 3 Juniors, 1 Infant");
    expect(guestSummary({ adult: 0, junior: 0, child: 0, infant: 0 }, "en")).toBe("");
  });
});
