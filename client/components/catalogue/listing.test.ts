// The catalogue listing helpers as a page uses them: prices with discounts, bookability of a dated search,
// ordering, lesson filters and level groups, offers and CMS-named collections, links and dates.
import { describe, expect, it } from "vitest";
import {
  cardDayState,
  cardView,
  daysByCode,
  formatDateKey,
  groupLessons,
  lessonMatches,
  namedCards,
  offerView,
  orderByDayState,
  searchCodes,
  upcomingDiscount,
  withQuery,
} from "./listing";
import { card, day, ticket } from "./test-fixtures";

const lesson = (name: string, level_ids: number[], lesson_type: number, age_type: number) =>
  card({ name, kind: "lesson", category_card_type: 1, lesson: { level_ids, lesson_type, age_type } });

describe("cardView", () => {
  it("shows the lowest first-ticket price as the from price", () => {
    const view = cardView(card(), "2026-06-12");
    expect(view).toMatchObject({ name: "snow-park", price: 100, originalPrice: null, discount: null, label: "Ages 3+" });
  });

  it("takes the discount off on dates inside the window, both ends included, and keeps the price outside", () => {
    const discounted = card({ card_discount: { id: 1, start_date: "2026-06-01", end_date: "2026-06-12", percentage: 20 } });
    expect(cardView(discounted, "2026-06-12")).toMatchObject({ price: 80, originalPrice: 100, discount: { percentage: 20 } });
    expect(cardView(discounted, "2026-06-01").price).toBe(80);
    expect(cardView(discounted, "2026-06-13")).toMatchObject({ price: 100, originalPrice: null, discount: null });
  });

  it("prices a package by its days of booking", () => {
    expect(cardView(card({ kind: "package", card_type_id: 2, days_of_booking: 3 }), "2026-06-12").price).toBe(450);
  });

  it("keeps a window that has not ended for the detail note", () => {
    const c = card({ card_discount: { id: 1, start_date: "2026-07-01", end_date: "2026-07-05", percentage: 10 } });
    expect(upcomingDiscount(c, "2026-06-12")?.percentage).toBe(10);
    expect(upcomingDiscount(c, "2026-07-06")).toBeNull();
  });
});

describe("a dated search", () => {
  const opts = { date: "2026-06-12", today: "2026-06-10", people: { adult: 2, junior: 1, child: 0, infant: 0 } };

  it("asks once per distinct first-ticket calendar", () => {
    const cards = [card(), card({ name: "b", tickets: [ticket({ event_ak: "sp.evt" })] }), card({ name: "c", tickets: [ticket({ event_ak: "PEN.EVT" })] })];
    expect(searchCodes(cards)).toEqual(["SP.EVT", "PEN.EVT"]);
  });

  it("reads each code's day of the date from codeList, whatever the case", () => {
    const answer = { error: { code: 200 }, dayList: [], codeList: [{ code: "sp.evt", dayList: [day({ date: "2026-06-11" }), day()] }] };
    const days = daysByCode(answer, "2026-06-12");
    expect(days.get("sp.evt")?.date).toBe("2026-06-12");
    expect(daysByCode({ error: { code: 200 }, dayList: [] }, "2026-06-12").size).toBe(0);
  });

  it("is bookable when the party fits the free places, boundary included", () => {
    expect(cardDayState(card(), day({ maxAvailability: 3 }), opts)).toBe("bookable");
    expect(cardDayState(card(), day({ maxAvailability: 2 }), opts)).toBe("sold-out");
    expect(cardDayState(card(), day({ maxAvailability: 0 }), opts)).toBe("sold-out");
  });

  it("is not available on a closed, missing, blocked or past day", () => {
    expect(cardDayState(card(), day({ isActive: false }), opts)).toBe("unavailable");
    expect(cardDayState(card(), undefined, opts)).toBe("unavailable");
    expect(cardDayState(card(), day(), { ...opts, blockedDates: ["2026-06-12"] })).toBe("unavailable");
    expect(cardDayState(card(), day(), { ...opts, today: "2026-06-13" })).toBe("unavailable");
  });

  it("counts whole tables for table products and any place for an additional code", () => {
    const table = card({ is_table: true, max_number_per_table: 4 });
    expect(cardDayState(table, day({ maxAvailability: 3 }), opts)).toBe("sold-out");
    expect(cardDayState(table, day({ maxAvailability: 4 }), opts)).toBe("bookable");
    const extra = card({ tickets: [ticket({ additional_ak: "X.1" })] });
    expect(cardDayState(extra, day({ maxAvailability: 1 }), opts)).toBe("bookable");
  });

  it("lists bookable cards first, then sold-out, then unavailable, keeping the order inside", () => {
    const views = [
      { n: 1, dayState: "unavailable" as const },
      { n: 2, dayState: "bookable" as const },
      { n: 3, dayState: "sold-out" as const },
      { n: 4, dayState: "bookable" as const },
    ];
    expect(orderByDayState(views).map((v) => v.n)).toEqual([2, 4, 3, 1]);
  });
});

describe("lessons", () => {
  const all = { level: null, lesson: 0, age: null };

  it("matches every lesson without filters and a level by its group (levels 3 and 4 are one group)", () => {
    const l = lesson("l", [4], 1, 1);
    expect(lessonMatches(l, all)).toBe(true);
    expect(lessonMatches(l, { ...all, level: 3 })).toBe(true);
    expect(lessonMatches(l, { ...all, level: 5 })).toBe(false);
    expect(lessonMatches(card(), all)).toBe(false);
  });

  it("filters by lesson type, 0 being all", () => {
    expect(lessonMatches(lesson("l", [1], 2, 0), { ...all, lesson: 2 })).toBe(true);
    expect(lessonMatches(lesson("l", [1], 2, 0), { ...all, lesson: 1 })).toBe(false);
  });

  it("lets a lesson for all ages match every age", () => {
    expect(lessonMatches(lesson("l", [1], 1, 0), { ...all, age: 2 })).toBe(true);
    expect(lessonMatches(lesson("l", [1], 1, 2), { ...all, age: 2 })).toBe(true);
    expect(lessonMatches(lesson("l", [1], 1, 4), { ...all, age: 2 })).toBe(false);
    expect(lessonMatches(lesson("l", [1], 1, 4), { ...all, age: 0 })).toBe(true);
  });

  it("groups in level order by the lowest level, or under the searched group", () => {
    const cards = [lesson("hp", [7], 1, 0), lesson("adv", [5, 6], 1, 0), lesson("int", [3], 1, 0), lesson("disc", [1], 1, 0), lesson("mix", [4, 5], 1, 0)];
    expect(groupLessons(cards, all).map((g) => [g.key, g.cards.map((c) => c.name)])).toEqual([
      ["discovery", ["disc"]],
      ["intermediate", ["int", "mix"]],
      ["advance", ["adv"]],
      ["high-performance", ["hp"]],
    ]);
    expect(groupLessons(cards, { ...all, level: 6 }).map((g) => [g.key, g.cards.map((c) => c.name)])).toEqual([["advance", ["adv", "mix"]]]);
    expect(groupLessons(cards, { ...all, lesson: 3 })).toEqual([]);
  });
});

describe("collections", () => {
  it("shows an offer running today with its discount, and one still to come with the day it starts", () => {
    const window = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
    expect(offerView(card({ card_discount: window }), "2026-06-30")).toMatchObject({ price: 85, offerFrom: null, discount: { percentage: 15 } });
    expect(offerView(card({ card_discount: window }), "2026-05-20")).toMatchObject({ price: 100, offerFrom: "2026-06-01", discount: null });
    expect(offerView(card({ card_discount_temp: window }), "2026-05-31").offerFrom).toBe("2026-06-01");
    expect(offerView(lesson("o", [1], 4, 0), "2026-06-10").offerFrom).toBeNull();
  });

  it("takes the CMS-named cards in its order, else the fallback", () => {
    const cards = [card({ name: "a" }), card({ name: "b", is_membership: true }), card({ name: "c" })];
    expect(namedCards(cards, ["c", "missing", "a"], () => false).map((c) => c.name)).toEqual(["c", "a"]);
    expect(namedCards(cards, [], (c) => c.is_membership).map((c) => c.name)).toEqual(["b"]);
    expect(namedCards(cards, ["missing"], (c) => c.is_membership).map((c) => c.name)).toEqual(["b"]);
  });
});

describe("links and dates", () => {
  it("appends a query only when there is one", () => {
    expect(withQuery("/en-ae/ski-dubai/passes-packages/a", "date=2026-06-12")).toBe("/en-ae/ski-dubai/passes-packages/a?date=2026-06-12");
    expect(withQuery("/x", "?a=1")).toBe("/x?a=1");
    expect(withQuery("/x", "")).toBe("/x");
    expect(withQuery("/x", new URLSearchParams())).toBe("/x");
  });

  it("writes a date key in the page's language with Western digits, on the key's own day", () => {
    expect(formatDateKey("2026-06-12", "en")).toBe("Fri, 12 Jun 2026");
    const ar = formatDateKey("2026-06-12", "ar");
    expect(ar).toContain("12");
    expect(ar).toContain("2026");
  });
});
