// Which cards a listing holds: the card filter of the pages and the provider (cardMatches), the ski-school search's
// filter, and the events collection.
import { describe, expect, it } from "vitest";
import type { Card } from "../catalogue";
import { type CardFilter, cardMatches, isEventCard, lessonCardFilter } from "./collections";
import { card } from "./test-cards";

const lesson = (name: string, level_ids: number[], lesson_type: number, age_type: number, category_card_type = 1): Card =>
  card({ name, kind: "lesson", category_card_type, lesson: { level_ids, lesson_type, age_type } });
const held = (cards: Card[], filter: CardFilter) => cards.filter((c) => cardMatches(c, filter)).map((c) => c.name);

describe("isEventCard", () => {
  it("lists event, table and movie cards as events, and no plain pass", () => {
    expect(isEventCard(card({ kind: "event" }))).toBe(true);
    expect(isEventCard(card({ is_table: true }))).toBe(true);
    expect(isEventCard(card({ is_movie: true }))).toBe(true);
    expect(isEventCard(card())).toBe(false);
    expect(isEventCard(card({ kind: "package" }))).toBe(false);
  });
});

describe("cardMatches", () => {
  it("holds every card when the filter is empty", () => {
    expect(cardMatches(card(), {})).toBe(true);
    expect(cardMatches(lesson("l", [1], 1, 0), {})).toBe(true);
  });

  it("narrows by kind, experience category and name", () => {
    const cards = [card({ name: "pass", experience_category_ids: [1, 2] }), card({ name: "pkg", kind: "package", experience_category_ids: [3] })];
    expect(held(cards, { kinds: ["package", "event"] })).toEqual(["pkg"]);
    expect(held(cards, { kinds: [] })).toEqual([]);
    expect(held(cards, { experienceCategoryId: 2 })).toEqual(["pass"]);
    expect(held(cards, { experienceCategoryId: 9 })).toEqual([]);
    expect(held(cards, { name: "pkg" })).toEqual(["pkg"]);
    expect(held(cards, { kinds: ["pass"], name: "pkg" })).toEqual([]);
  });

  it("tells disciplines apart: 1 is ski, any other category type snowboard, none is no lesson", () => {
    const cards = [lesson("ski", [1], 1, 0, 1), lesson("board", [1], 1, 0, 2), lesson("board-3", [1], 1, 0, 3), card({ name: "pass" })];
    expect(held(cards, { categoryCardType: 1 })).toEqual(["ski"]);
    expect(held(cards, { categoryCardType: 2 })).toEqual(["board", "board-3"]);
    expect(held(cards, { categoryCardType: 5 })).toEqual(["board", "board-3"]);
  });

  it("matches a level by its group: levels 3 and 4 are one group, 5 and 6 another", () => {
    const cards = [lesson("l3", [3], 1, 0), lesson("l4", [4], 1, 0), lesson("l5", [5], 1, 0), lesson("l2-6", [2, 6], 1, 0)];
    expect(held(cards, { levelId: 3 })).toEqual(["l3", "l4"]);
    expect(held(cards, { levelId: 4 })).toEqual(["l3", "l4"]);
    expect(held(cards, { levelId: 6 })).toEqual(["l5", "l2-6"]);
    expect(held(cards, { levelId: 2 })).toEqual(["l2-6"]);
    expect(held(cards, { levelId: 1 })).toEqual([]);
  });

  it("holds no card for a level outside 1-7, and no card without lesson details for any level", () => {
    const cards = [lesson("all", [1, 2, 3, 4, 5, 6, 7], 1, 0), card({ name: "pass" })];
    expect(held(cards, { levelId: 0 })).toEqual([]);
    expect(held(cards, { levelId: 8 })).toEqual([]);
    expect(held(cards, { levelId: 7 })).toEqual(["all"]);
  });

  it("treats lesson type 0 as every type", () => {
    const cards = [lesson("group", [1], 1, 0), lesson("private", [1], 2, 0), card({ name: "pass" })];
    expect(held(cards, { lessonType: 0 })).toEqual(["group", "private", "pass"]);
    expect(held(cards, { lessonType: 2 })).toEqual(["private"]);
    expect(held(cards, { lessonType: 5 })).toEqual([]);
  });

  it("lets age type 0 on either side match every age", () => {
    const cards = [lesson("all-ages", [1], 1, 0), lesson("juniors", [1], 1, 2), lesson("children", [1], 1, 4), card({ name: "pass" })];
    expect(held(cards, { ageType: 2 })).toEqual(["all-ages", "juniors"]);
    expect(held(cards, { ageType: 4 })).toEqual(["all-ages", "children"]);
    expect(held(cards, { ageType: 0 })).toEqual(["all-ages", "juniors", "children", "pass"]);
  });

  it("holds offers on a date by isOfferCard, one ending that day included", () => {
    const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
    const cards = [card({ name: "deal", card_discount: june }), card({ name: "temp", card_discount_temp: june }), lesson("offer", [1], 4, 0), card({ name: "pass" })];
    expect(held(cards, { offersOn: "2026-06-30" })).toEqual(["deal", "temp", "offer"]);
    expect(held(cards, { offersOn: "2026-07-01" })).toEqual(["offer"]);
  });

  it("holds events by isEventCard", () => {
    const cards = [card({ name: "show", kind: "event" }), card({ name: "table", is_table: true }), card({ name: "pass" })];
    expect(held(cards, { eventsOnly: true })).toEqual(["show", "table"]);
    expect(held(cards, { eventsOnly: false })).toEqual(["show", "table", "pass"]);
  });

  it("needs every given field to match", () => {
    const cards = [lesson("ski-private-adult", [5], 2, 1, 1), lesson("ski-private-junior", [5], 2, 2, 1), lesson("board-private", [5], 2, 0, 2)];
    expect(held(cards, { kinds: ["lesson"], categoryCardType: 1, levelId: 6, lessonType: 2, ageType: 1 })).toEqual(["ski-private-adult"]);
  });
});

describe("lessonCardFilter", () => {
  it("builds the filter of a ski-school search, leaving out a level or age not chosen", () => {
    expect(lessonCardFilter(1, { level: null, lesson: 0, age: null })).toEqual({ kinds: ["lesson"], categoryCardType: 1, lessonType: 0 });
    expect(lessonCardFilter(2, { level: 4, lesson: 2, age: 3 })).toEqual({
      kinds: ["lesson"],
      categoryCardType: 2,
      levelId: 4,
      lessonType: 2,
      ageType: 3,
    });
  });

  it("lists only the discipline's lessons", () => {
    const cards = [lesson("ski", [1], 1, 0, 1), lesson("board", [1], 1, 0, 2), card({ name: "pass", category_card_type: 1 })];
    expect(held(cards, lessonCardFilter(1, { level: null, lesson: 0, age: null }))).toEqual(["ski"]);
  });
});
