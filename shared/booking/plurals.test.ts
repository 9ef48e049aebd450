// Guest nouns with their count in English and Arabic (Intl.PluralRules), and the booking bar's guest summary.
import { describe, expect, it } from "vitest";
import { PLURAL_CATEGORIES } from "../plural";
import { GUEST_NOUNS, guestCount, guestSummary } from "./plurals";

describe("guest nouns", () => {
  const cases: [number, string, string, string, string][] = [
    [0, "0 Adults", "لا بالغين", "0 Children", "لا أطفال"],
    [1, "1 Adult", "بالغ واحد", "1 Child", "طفل واحد"],
    [2, "2 Adults", "بالغان", "2 Children", "طفلان"],
    [3, "3 Adults", "3 بالغين", "3 Children", "3 أطفال"],
    [10, "10 Adults", "10 بالغين", "10 Children", "10 أطفال"],
    [11, "11 Adults", "11 بالغًا", "11 Children", "11 طفلًا"],
    [99, "99 Adults", "99 بالغًا", "99 Children", "99 طفلًا"],
    [100, "100 Adults", "100 بالغ", "100 Children", "100 طفل"],
    [101, "101 Adults", "101 بالغ", "101 Children", "101 طفل"],
  ];
  it.each(cases)("read right for %i in both languages", (n, adultEn, adultAr, childEn, childAr) => {
    expect(guestCount(n, "adult", "en")).toBe(adultEn);
    expect(guestCount(n, "adult", "ar")).toBe(adultAr);
    expect(guestCount(n, "child", "en")).toBe(childEn);
    expect(guestCount(n, "child", "ar")).toBe(childAr);
  });
  it("put 10 with 3 to 9 in Arabic, not with 11 and more", () => {
    expect(guestCount(9, "guest", "ar")).toBe("9 ضيوف");
    expect(guestCount(10, "guest", "ar")).toBe("10 ضيوف");
    expect(guestCount(12, "guest", "ar")).toBe("12 ضيفًا");
  });
  it("name juniors and infants", () => {
    expect(guestCount(1, "junior", "en")).toBe("1 Junior");
    expect(guestCount(3, "junior", "ar")).toBe("3 ناشئين");
    expect(guestCount(2, "infant", "ar")).toBe("رضيعان");
    expect(guestCount(4, "infant", "en")).toBe("4 Infants");
  });
  it("have every Arabic form and English's one and other", () => {
    for (const forms of Object.values(GUEST_NOUNS.ar)) expect(Object.keys(forms).sort()).toEqual([...PLURAL_CATEGORIES].sort());
    for (const forms of Object.values(GUEST_NOUNS.en)) expect(Object.keys(forms).sort()).toEqual(["one", "other"]);
  });
});

describe("guestSummary", () => {
  it("lists the types with guests in order", () => {
    expect(guestSummary({ adult: 2, junior: 0, child: 1, infant: 0 }, "en")).toBe("2 Adults, 1 Child");
    expect(guestSummary({ adult: 2, junior: 0, child: 1, infant: 0 }, "ar")).toBe("بالغان، طفل واحد");
    expect(guestSummary({ adult: 1, junior: 3, child: 0, infant: 1 }, "en")).toBe("1 Adult, 3 Juniors, 1 Infant");
    expect(guestSummary({ adult: 0, junior: 0, child: 0, infant: 0 }, "en")).toBe("");
  });
});
