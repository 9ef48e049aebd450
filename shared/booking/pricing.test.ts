// Prices a visitor is shown: packages, lessons, per-guest prices, extra persons, tables and a card's discount windows.
import { describe, expect, it } from "vitest";
import {
  FESTIVE_TIME_ZONE,
  additionalTicketPrice,
  cardDiscountOn,
  cardFromPrice,
  cardPriceOn,
  discountNotEnded,
  discountedPrice,
  sellsToParty,
  festiveDiscountApplies,
  guestTypePrice,
  isOfferCard,
  lessonPrice,
  lowestTicketPrice,
  packagePrice,
  partyTicketAmounts,
  roundAmount,
  tableSeats,
  tablesNeeded,
  ticketPriceOf,
  upcomingCardDiscount,
} from "./pricing";
import { card, ticket } from "./test-cards";

describe("packagePrice", () => {
  const first = ticket({ adult_details: { ak: "PKG.ADULT", price: 100 } });
  const pkg = (days_of_booking: number, required_quantity: number, tickets = [first]) =>
    card({ kind: "package", card_type_id: 2, price: 80, days_of_booking, required_quantity, tickets });

  it("multiplies the first ticket's adult price by days_of_booking", () => {
    expect(packagePrice(pkg(3, 0))).toBe(300);
    expect(packagePrice(pkg(1, 0))).toBe(100);
    expect(packagePrice(pkg(3, 1))).toBe(300);
  });

  it("multiplies by required_quantity when it is above 1, ahead of days_of_booking", () => {
    expect(packagePrice(pkg(0, 2))).toBe(200);
    expect(packagePrice(pkg(3, 4))).toBe(400);
  });

  it("uses the card price with neither, or without an adult price", () => {
    expect(packagePrice(pkg(0, 0))).toBe(80);
    expect(packagePrice(pkg(0, 1))).toBe(80);
    expect(packagePrice(pkg(3, 2, [ticket({ adult_details: null })]))).toBe(80);
  });

  it("reads only the first ticket", () => {
    expect(packagePrice(pkg(2, 0, [first, ticket({ id: 2, adult_details: { ak: "X", price: 999 } })]))).toBe(200);
  });
});

describe("lessonPrice", () => {
  it("charges per day when every_range_of_booking is 1 or 2", () => {
    expect(lessonPrice({ every_range_of_booking: 1, days_of_booking: 5 }, 120)).toBe(600);
    expect(lessonPrice({ every_range_of_booking: 2, days_of_booking: 3 }, 120)).toBe(360);
  });
  it("counts 0 days as 1", () => {
    expect(lessonPrice({ every_range_of_booking: 1, days_of_booking: 0 }, 120)).toBe(120);
  });
  it("charges the unit price otherwise", () => {
    expect(lessonPrice({ every_range_of_booking: 0, days_of_booking: 5 }, 120)).toBe(120);
  });
});

describe("additionalTicketPrice", () => {
  it("applies to each person beyond the first", () => {
    expect(additionalTicketPrice(50, 0)).toBe(0);
    expect(additionalTicketPrice(50, 1)).toBe(0);
    expect(additionalTicketPrice(50, 2)).toBe(50);
    expect(additionalTicketPrice(50, 5)).toBe(200);
  });
});

describe("tables", () => {
  it("count only whole tables of seats", () => {
    expect(tableSeats(10, 4)).toBe(8);
    expect(tableSeats(11, 4)).toBe(8);
    expect(tableSeats(12, 4)).toBe(12);
    expect(tableSeats(3, 4)).toBe(0);
    expect(tableSeats(0, 4)).toBe(0);
  });
  it("need the ceiling of guests over the table size", () => {
    expect(tablesNeeded(1, 4)).toBe(1);
    expect(tablesNeeded(4, 4)).toBe(1);
    expect(tablesNeeded(5, 4)).toBe(2);
    expect(tablesNeeded(8, 4)).toBe(2);
    expect(tablesNeeded(9, 4)).toBe(3);
    expect(tablesNeeded(0, 4)).toBe(0);
  });
});

describe("festive discount window", () => {
  const december = { start_date: "2025-12-01", end_date: "2025-12-31" };

  it("is read in Dubai time", () => {
    expect(FESTIVE_TIME_ZONE).toBe("Asia/Dubai");
  });

  it("opens at Dubai midnight on the first day", () => {
    expect(festiveDiscountApplies(december, new Date("2025-11-30T19:59:59Z"))).toBe(false);
    expect(festiveDiscountApplies(december, new Date("2025-11-30T20:00:00Z"))).toBe(true);
  });

  it("includes the whole last day and closes at the next Dubai midnight", () => {
    expect(festiveDiscountApplies(december, new Date("2025-12-31T19:59:59Z"))).toBe(true);
    expect(festiveDiscountApplies(december, new Date("2025-12-31T20:00:00Z"))).toBe(false);
  });

  it("counts an instant late on the 31st UTC as the 1st when it is already the 1st in Dubai", () => {
    const january = { start_date: "2026-01-01", end_date: "2026-01-05" };
    expect(festiveDiscountApplies(january, new Date("2025-12-31T22:30:00Z"))).toBe(true);
  });

  it("compares date keys inclusively", () => {
    expect(festiveDiscountApplies(december, "2025-11-30")).toBe(false);
    expect(festiveDiscountApplies(december, "2025-12-01")).toBe(true);
    expect(festiveDiscountApplies(december, "2025-12-31")).toBe(true);
    expect(festiveDiscountApplies(december, "2026-01-01")).toBe(false);
  });

  it("takes the percentage off inside the window only", () => {
    const window = { ...december, percentage: 20 };
    expect(discountedPrice(100, window, "2025-12-15")).toBe(80);
    expect(discountedPrice(100, window, "2026-01-01")).toBe(100);
    expect(discountedPrice(100, null, "2025-12-15")).toBe(100);
    expect(discountedPrice(12.345, { ...december, percentage: 10 }, "2025-12-01")).toBe(11.111);
  });
});

describe("offers", () => {
  const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
  const july = { id: 2, start_date: "2026-07-10", end_date: "2026-07-20", percentage: 25 };
  const lesson = (lesson_type: number) => card({ kind: "lesson", category_card_type: 1, lesson: { level_ids: [1], lesson_type, age_type: 0 } });

  it("count a window until its last day: ending today still counts, ended yesterday does not", () => {
    expect(discountNotEnded(june, "2026-06-30")).toBe(true);
    expect(discountNotEnded(june, "2026-07-01")).toBe(false);
    expect(isOfferCard(card({ card_discount: june }), "2026-06-30")).toBe(true);
    expect(isOfferCard(card({ card_discount: june }), "2026-07-01")).toBe(false);
  });

  it("count a window that has not started yet, and one on either discount field", () => {
    expect(isOfferCard(card({ card_discount: june }), "2026-05-20")).toBe(true);
    expect(isOfferCard(card({ card_discount_temp: july }), "2026-07-20")).toBe(true);
    expect(isOfferCard(card({ card_discount_temp: july }), "2026-07-21")).toBe(false);
    expect(isOfferCard(card({ card_discount: june, card_discount_temp: july }), "2026-07-05")).toBe(true);
  });

  it("count every Offers lesson (type 4) and no other card without a window", () => {
    expect(isOfferCard(lesson(4), "2026-06-10")).toBe(true);
    expect(isOfferCard(lesson(1), "2026-06-10")).toBe(false);
    expect(isOfferCard(card(), "2026-06-10")).toBe(false);
  });

  it("name the running window first, else the one that starts soonest, else none", () => {
    const both = card({ card_discount: july, card_discount_temp: june });
    expect(upcomingCardDiscount(both, "2026-06-30")?.id).toBe(1);
    expect(upcomingCardDiscount(both, "2026-07-01")?.id).toBe(2);
    expect(upcomingCardDiscount(both, "2026-05-01")?.id).toBe(1);
    expect(upcomingCardDiscount(both, "2026-07-21")).toBeNull();
    expect(upcomingCardDiscount(card(), "2026-06-10")).toBeNull();
  });
});

describe("a card's discount on a date", () => {
  const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
  const midJune = { id: 2, start_date: "2026-06-10", end_date: "2026-06-20", percentage: 40 };

  it("applies card_discount from its first to its last day, both included", () => {
    const c = card({ card_discount: june });
    expect(cardDiscountOn(c, "2026-05-31")).toBeNull();
    expect(cardDiscountOn(c, "2026-06-01")?.id).toBe(1);
    expect(cardDiscountOn(c, "2026-06-30")?.id).toBe(1);
    expect(cardDiscountOn(c, "2026-07-01")).toBeNull();
  });

  it("applies card_discount_temp alone as well", () => {
    expect(cardDiscountOn(card({ card_discount_temp: midJune }), "2026-06-10")?.percentage).toBe(40);
    expect(cardDiscountOn(card({ card_discount_temp: midJune }), "2026-06-21")).toBeNull();
  });

  it("lets card_discount_temp win while both run, and card_discount apply again once it ends", () => {
    const both = card({ card_discount: june, card_discount_temp: midJune });
    expect(cardDiscountOn(both, "2026-06-09")?.id).toBe(1);
    expect(cardDiscountOn(both, "2026-06-10")?.id).toBe(2);
    expect(cardDiscountOn(both, "2026-06-20")?.id).toBe(2);
    expect(cardDiscountOn(both, "2026-06-21")?.id).toBe(1);
    expect(upcomingCardDiscount(both, "2026-06-15")?.id).toBe(2);
    expect(cardDiscountOn(card(), "2026-06-15")).toBeNull();
  });

  it("reads an instant on the Dubai calendar", () => {
    const c = card({ card_discount: june });
    // 20:00 UTC on 31 May is already 1 June in Dubai; 20:00 UTC on 30 June is 1 July there.
    expect(cardDiscountOn(c, new Date("2026-05-31T19:59:59Z"))).toBeNull();
    expect(cardDiscountOn(c, new Date("2026-05-31T20:00:00Z"))?.id).toBe(1);
    expect(cardDiscountOn(c, new Date("2026-06-30T20:00:00Z"))).toBeNull();
    expect(cardDiscountOn(c, new Date(Number.NaN))).toBeNull();
    expect(upcomingCardDiscount(c, new Date(Number.NaN))).toBeNull();
  });

  it("announces a window still to come until it starts, and none once all have ended", () => {
    const c = card({ card_discount: june });
    expect(upcomingCardDiscount(c, "2026-05-01")?.id).toBe(1);
    expect(upcomingCardDiscount(c, "2026-06-30")?.id).toBe(1);
    expect(upcomingCardDiscount(c, "2026-07-01")).toBeNull();
  });
});

describe("guestTypePrice", () => {
  const priced = ticket({
    adult_details: { ak: "A", price: 100 },
    junior_ak_details: { ak: "J", price: 80 },
    child_ak_details: { ak: "C", price: 60 },
    infant_ak_details: null,
  });

  it("is the ticket's price of the guest type for a plain card, and null where the ticket sells none", () => {
    expect(guestTypePrice(card(), priced, "junior")).toBe(80);
    expect(guestTypePrice(card(), priced, "infant")).toBeNull();
    expect(ticketPriceOf(priced, "child")).toEqual({ ak: "C", price: 60 });
    expect(guestTypePrice(card(), ticket({ infant_ak_details: { ak: "I", price: 0 } }), "infant")).toBe(0);
  });

  it("counts a package's days as packagePrice does: required_quantity above 1 wins, else days_of_booking", () => {
    const pkg = (days_of_booking: number, required_quantity: number) =>
      card({ kind: "package", card_type_id: 2, days_of_booking, required_quantity, tickets: [priced] });
    expect(guestTypePrice(pkg(2, 3), priced, "junior")).toBe(240);
    expect(guestTypePrice(pkg(2, 1), priced, "junior")).toBe(160);
    expect(guestTypePrice(pkg(0, 0), priced, "child")).toBe(60);
    // The adult price of the first ticket is the package price itself.
    expect(guestTypePrice(pkg(2, 3), priced, "adult")).toBe(packagePrice(pkg(2, 3)));
    // A card typed as a package (card_type_id 2) is priced as one whatever its kind, as its from price is.
    expect(guestTypePrice(card({ card_type_id: 2, days_of_booking: 2, tickets: [priced] }), priced, "adult")).toBe(200);
  });

  it("prices a multi-day lesson per day (0 days counts as 1) and a single lesson once", () => {
    const lesson = (every_range_of_booking: number, days_of_booking: number) =>
      card({ kind: "lesson", category_card_type: 1, every_range_of_booking, days_of_booking, tickets: [priced] });
    expect(guestTypePrice(lesson(1, 5), priced, "child")).toBe(300);
    expect(guestTypePrice(lesson(2, 0), priced, "child")).toBe(60);
    expect(guestTypePrice(lesson(0, 5), priced, "child")).toBe(60);
  });
});

describe("roundAmount", () => {
  it("rounds half away from zero to 2 or 3 decimals", () => {
    expect(roundAmount(1.005, 2)).toBe(1.01);
    expect(roundAmount(1.004, 2)).toBe(1);
    expect(roundAmount(1.0005, 3)).toBe(1.001);
    expect(roundAmount(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundAmount(-1.005, 2)).toBe(-1.01);
    expect(roundAmount(Number.NaN, 2)).toBe(0);
  });
});

describe("cardFromPrice", () => {
  it("is the package price for packages", () => {
    expect(cardFromPrice(card({ kind: "package", card_type_id: 2, days_of_booking: 2 }))).toBe(400);
  });
  it("is the lesson price for lessons", () => {
    const lesson = card({ kind: "lesson", every_range_of_booking: 1, days_of_booking: 3, category_card_type: 1 });
    expect(cardFromPrice(lesson)).toBe(450);
  });
  it("is the lowest adult, junior or child price of the first ticket otherwise", () => {
    expect(cardFromPrice(card())).toBe(150);
    expect(lowestTicketPrice(ticket({ child_ak_details: null }))).toBe(180);
  });
  it("falls back to the card price without ticket prices", () => {
    const bare = ticket({ adult_details: null, junior_ak_details: null, child_ak_details: { ak: "C", price: 0 } });
    expect(cardFromPrice(card({ tickets: [bare] }))).toBe(250);
  });
});

describe("cardPriceOn", () => {
  const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 15 };
  it("is the from price, less the discount window running on the date", () => {
    expect(cardPriceOn(card({ card_discount: june }), "2026-06-15")).toEqual({ from: 150, discount: june, price: 127.5 });
  });
  it("is the from price twice on a date no window runs", () => {
    expect(cardPriceOn(card({ card_discount: june }), "2026-07-01")).toEqual({ from: 150, discount: null, price: 150 });
    expect(cardPriceOn(card(), "2026-06-15")).toEqual({ from: 150, discount: null, price: 150 });
  });
});

describe("sellsToParty", () => {
  const adultsOnly = card({ tickets: [ticket({ adult_details: { ak: "A.ADT", price: 100 }, junior_ak_details: null, child_ak_details: null, infant_ak_details: null })] });
  it("takes a party of the guest types the first ticket prices", () => {
    expect(sellsToParty(adultsOnly, { adult: 3, junior: 0, child: 0, infant: 0 })).toBe(true);
  });
  it("refuses a party with one guest of a type the ticket does not sell", () => {
    expect(sellsToParty(adultsOnly, { adult: 1, junior: 0, child: 1, infant: 0 })).toBe(false);
    expect(sellsToParty(adultsOnly, { adult: 1, junior: 1, child: 0, infant: 0 })).toBe(false);
  });
});

describe("partyTicketAmounts", () => {
  const party = { adult: 2, junior: 0, child: 1, infant: 0 };
  it("prices each age type the party counts, with the discount window of the date, in the venue's decimals", () => {
    const plain = card({ kind: "pass" });
    expect(partyTicketAmounts(plain, ticket(), party, "2026-12-10", 2)).toEqual({
      amounts: [
        { guestType: "adult", quantity: 2, unitPrice: 200, amount: 400 },
        { guestType: "child", quantity: 1, unitPrice: 150, amount: 150 },
      ],
      unsold: [],
    });
    const window = { id: 1, start_date: "2026-12-01", end_date: "2026-12-10", percentage: 12.5 };
    const discounted = card({ kind: "pass", card_discount: window });
    expect(partyTicketAmounts(discounted, ticket(), party, "2026-12-10", 3).amounts[0]).toEqual({ guestType: "adult", quantity: 2, unitPrice: 175, amount: 350 });
    // The day after the window ends, the full price again.
    expect(partyTicketAmounts(discounted, ticket(), party, "2026-12-11", 3).amounts[0]!.unitPrice).toBe(200);
  });

  it("names the age types the ticket sells none of", () => {
    const adultsOnly = ticket({ child_ak_details: null });
    expect(partyTicketAmounts(card({ kind: "pass" }), adultsOnly, party, "2026-12-10", 2).unsold).toEqual(["child"]);
  });
});
