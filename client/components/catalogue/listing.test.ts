// The catalogue listing helpers as a page uses them: prices with discounts, bookability of a dated search,
// ordering, offers and CMS-named collections, links. (Which cards and level groups: shared/booking.)
import { describe, expect, it } from "vitest";
import { calendarsOf } from "../../../shared/booking/calendar";
import { cardDayState, cardView, dayOfCard, daysByCode, namedCards, offerView, orderByDayState, withQuery } from "./listing";
import { card, day, ticket } from "./test-fixtures";

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

  it("takes card_discount_temp off too, and while both windows run the temporary one wins", () => {
    const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 20 };
    const temp = { id: 2, start_date: "2026-06-10", end_date: "2026-06-12", percentage: 50 };
    expect(cardView(card({ card_discount_temp: june }), "2026-06-12")).toMatchObject({ price: 80, originalPrice: 100, discount: { percentage: 20 } });
    const both = card({ card_discount: june, card_discount_temp: temp });
    expect(cardView(both, "2026-06-12")).toMatchObject({ price: 50, discount: { percentage: 50 } });
    expect(cardView(both, "2026-06-13")).toMatchObject({ price: 80, discount: { percentage: 20 } });
  });
});

describe("a dated search", () => {
  const opts = { date: "2026-06-12", today: "2026-06-10", people: { adult: 2, junior: 1, child: 0, infant: 0 } };

  it("reads each card's day of the date from codeList, by the calendar it books against, whatever the case", () => {
    const cards = [card(), card({ name: "b", tickets: [ticket({ event_ak: "sp.evt" })] }), card({ name: "c", tickets: [ticket({ event_ak: "PEN.EVT" })] })];
    expect(calendarsOf(cards)).toEqual(["SP.EVT", "PEN.EVT"]);
    const answer = { error: { code: 200 }, dayList: [], codeList: [{ code: "sp.evt", dayList: [day({ date: "2026-06-11" }), day()] }] };
    const days = daysByCode(answer, "2026-06-12");
    expect(days.get("sp.evt")?.date).toBe("2026-06-12");
    expect(dayOfCard(days, cards[0]!)?.date).toBe("2026-06-12");
    expect(dayOfCard(days, cards[1]!)?.date).toBe("2026-06-12");
    expect(dayOfCard(days, cards[2]!)).toBeUndefined();
    expect(daysByCode({ codeList: [] }, "2026-06-12").size).toBe(0);
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

  it("is not for a party with a guest type the product sells no ticket to", () => {
    const adultsOnly = card({ tickets: [ticket({ junior_ak_details: null, child_ak_details: null, infant_ak_details: null })] });
    expect(cardDayState(adultsOnly, day(), { ...opts, people: { adult: 2, junior: 0, child: 0, infant: 0 } })).toBe("bookable");
    expect(cardDayState(adultsOnly, day(), { ...opts, people: { adult: 1, junior: 0, child: 1, infant: 0 } })).toBe("not-for-party");
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

describe("collections", () => {
  it("shows an offer running today with its discount, and one still to come with the day it starts", () => {
    const window = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
    expect(offerView(card({ card_discount: window }), "2026-06-30")).toMatchObject({ price: 85, offerFrom: null, discount: { percentage: 15 } });
    expect(offerView(card({ card_discount: window }), "2026-05-20")).toMatchObject({ price: 100, offerFrom: "2026-06-01", discount: null });
    expect(offerView(card({ card_discount_temp: window }), "2026-05-31").offerFrom).toBe("2026-06-01");
    expect(offerView(card({ kind: "lesson", category_card_type: 1, lesson: { level_ids: [1], lesson_type: 4, age_type: 0 } }), "2026-06-10").offerFrom).toBeNull();
  });

  it("takes the CMS-named cards in its order, else the fallback", () => {
    const cards = [card({ name: "a" }), card({ name: "b", is_membership: true }), card({ name: "c" })];
    expect(namedCards(cards, ["c", "missing", "a"], () => false).map((c) => c.name)).toEqual(["c", "a"]);
    expect(namedCards(cards, [], (c) => c.is_membership).map((c) => c.name)).toEqual(["b"]);
    expect(namedCards(cards, ["missing"], (c) => c.is_membership).map((c) => c.name)).toEqual(["b"]);
  });
});

describe("links", () => {
  it("appends a query only when there is one", () => {
    expect(withQuery("/en-ae/ski-dubai/passes-packages/a", "date=2026-06-12")).toBe("/en-ae/ski-dubai/passes-packages/a?date=2026-06-12");
    expect(withQuery("/x", "?a=1")).toBe("/x?a=1");
    expect(withQuery("/x", "")).toBe("/x");
    expect(withQuery("/x", new URLSearchParams())).toBe("/x");
  });
});
