// The detail page's price rows, time-slot states, month loading ranges and Buy tickets query.
import { describe, expect, it } from "vitest";
import { buyTicketsQuery, missingRange, priceRows, slotState } from "./detail";
import { card, ticket } from "./test-fixtures";

describe("priceRows", () => {
  it("lists each ticket's price per age type and null where the ticket sells none", () => {
    const rows = priceRows(card(), "2026-06-12");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.prices).toEqual({
      adult: { price: 150, original: 150 },
      junior: { price: 120, original: 120 },
      child: { price: 100, original: 100 },
      infant: null,
    });
  });

  it("takes the discount window off on dates inside it only", () => {
    const c = card({ card_discount: { id: 1, start_date: "2026-06-01", end_date: "2026-06-12", percentage: 10 } });
    expect(priceRows(c, "2026-06-12")[0]!.prices.adult).toEqual({ price: 135, original: 150 });
    expect(priceRows(c, "2026-06-13")[0]!.prices.adult).toEqual({ price: 150, original: 150 });
  });

  it("takes card_discount_temp off as well, the temporary window winning while both run", () => {
    const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 10 };
    const flash = { id: 2, start_date: "2026-06-12", end_date: "2026-06-12", percentage: 50 };
    expect(priceRows(card({ card_discount_temp: june }), "2026-06-12")[0]!.prices.child).toEqual({ price: 90, original: 100 });
    const both = card({ card_discount: june, card_discount_temp: flash });
    expect(priceRows(both, "2026-06-12")[0]!.prices.adult).toEqual({ price: 75, original: 150 });
    expect(priceRows(both, "2026-06-13")[0]!.prices.adult).toEqual({ price: 135, original: 150 });
  });

  it("counts a package's days and a multi-day lesson's days", () => {
    const pkg = card({ kind: "package", card_type_id: 2, days_of_booking: 2, required_quantity: 3 });
    expect(priceRows(pkg, "2026-06-12")[0]!.prices.junior?.price).toBe(360);
    const camp = card({ kind: "lesson", every_range_of_booking: 1, days_of_booking: 5, lesson: { level_ids: [1], lesson_type: 3, age_type: 0 } });
    expect(priceRows(camp, "2026-06-12")[0]!.prices.child?.price).toBe(500);
  });

  it("gives one row per ticket in order", () => {
    const c = card({ tickets: [ticket({ id: 1, title: "Day" }), ticket({ id: 2, title: "Evening", adult_details: { ak: "E.A", price: 90 } })] });
    expect(priceRows(c, "2026-06-12").map((r) => [r.title, r.prices.adult?.price])).toEqual([["Day", 150], ["Evening", 90]]);
  });
});

describe("slotState", () => {
  it("is full at no place, too small when the party does not fit, open when it just fits", () => {
    expect(slotState({ availability: 0 }, 1)).toBe("full");
    expect(slotState({ availability: 2 }, 3)).toBe("too-small");
    expect(slotState({ availability: 3 }, 3)).toBe("open");
  });
});

describe("missingRange", () => {
  it("asks only for the days after those the server sent", () => {
    expect(missingRange("2026-08-01", "2026-08-31", "2026-06-10", "2026-08-08")).toEqual({ from: "2026-08-09", to: "2026-08-31" });
    expect(missingRange("2026-09-01", "2026-10-04", "2026-06-10", "2026-08-08")).toEqual({ from: "2026-09-01", to: "2026-10-04" });
  });

  it("asks nothing for a loaded or past range, and never before today", () => {
    expect(missingRange("2026-07-01", "2026-07-31", "2026-06-10", "2026-08-08")).toBeNull();
    expect(missingRange("2026-08-01", "2026-08-08", "2026-06-10", "2026-08-08")).toBeNull();
    expect(missingRange("2026-05-01", "2026-05-31", "2026-06-10", "2026-06-09")).toBeNull();
    expect(missingRange("2026-06-01", "2026-06-30", "2026-06-10", "2026-06-09")).toEqual({ from: "2026-06-10", to: "2026-06-30" });
  });
});

describe("buyTicketsQuery", () => {
  it("carries the card, the chosen date and slot and the party", () => {
    const people = { adult: 2, junior: 0, child: 1, infant: 0 };
    expect(buyTicketsQuery({ card: "snow-park", date: "2026-06-12", performance: "SP.1000.20260612", people })).toBe(
      "card=snow-park&date=2026-06-12&performance=SP.1000.20260612&adult=2&junior=0&child=1&infant=0",
    );
    expect(buyTicketsQuery({ card: "snow-park", date: null, performance: null, people })).toBe("card=snow-park&adult=2&junior=0&child=1&infant=0");
  });
});
