// The booking steps' pure parts as a page uses them: the buy-tickets query and its refusals, the cart line built
// from a card and changed on add-activity and add-ons, the ways to pay, and the discount forms' rules.
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../../shared/contract/orders";
import { card, ticket } from "../../../shared/booking/test-cards";
import { parseBuyTicketsQuery } from "./buy-tickets";
import { addOnsTotal, bookingItemFor, cartTypeOf, clampCounter, newLineId, partyFromForm, sellPriceOf, tablesOf, withActivity, withAddOns, withParty } from "./booking-item";
import { blockingDiscount } from "../../../shared/discounts";
import { fazaaCardProblem, isCardBin, normaliseFazaaCard, promoCodeProblem, staffEmailProblem } from "./discount-input";
import { paymentOptions } from "./payment-options";

const TODAY = "2026-12-01";
const q = (s: string) => parseBuyTicketsQuery(new URLSearchParams(s), TODAY);

describe("parseBuyTicketsQuery", () => {
  it("reads card, date, performance and party", () => {
    expect(q("card=snow-park&date=2026-12-12&performance=SKD.P.1000&adult=2&junior=0&child=1&infant=0")).toEqual({
      ok: true,
      choice: { card: "snow-park", date: "2026-12-12", performance: "SKD.P.1000", people: { adult: 2, junior: 0, child: 1, infant: 0 } },
    });
  });

  it("accepts today and treats missing counts as zero", () => {
    expect(q("card=snow-park&date=2026-12-01&adult=1")).toMatchObject({ ok: true, choice: { people: { adult: 1, junior: 0, child: 0, infant: 0 }, performance: null } });
  });

  it.each([
    ["", "missing-card", null],
    ["card=Snow Park&date=2026-12-12&adult=1", "missing-card", null],
    ["card=snow-park&adult=1", "bad-date", "snow-park"],
    ["card=snow-park&date=2026-02-30&adult=1", "bad-date", "snow-park"],
    ["card=snow-park&date=2026-11-30&adult=1", "past-date", "snow-park"],
    ["card=snow-park&date=2026-12-12&adult=0", "no-guests", "snow-park"],
    ["card=snow-park&date=2026-12-12", "no-guests", "snow-park"],
    ["card=snow-park&date=2026-12-12&adult=-1", "no-guests", "snow-park"],
    ["card=snow-park&date=2026-12-12&adult=13", "too-many-guests", "snow-park"],
    ["card=snow-park&date=2026-12-12&adult=12&junior=12&child=12&infant=1", "too-many-guests", "snow-park"],
  ])("refuses %s as %s", (query, reason, cardName) => {
    expect(q(query)).toEqual({ ok: false, reason, card: cardName });
  });

  it("drops a malformed performance instead of sending it", () => {
    expect(q("card=snow-park&date=2026-12-12&adult=1&performance=%3Cscript%3E")).toMatchObject({ ok: true, choice: { performance: null } });
  });
});

describe("cart lines", () => {
  const choice = { card: "snow-park", date: "2026-12-12", performance: null, people: { adult: 2, junior: 0, child: 1, infant: 0 } };

  it("buy-tickets builds the line from the first ticket, priced per guest type", () => {
    const item = bookingItemFor(card(), choice, "10-2026-12-12-abc", 2);
    expect(item).toMatchObject({
      cardID: 10,
      cardName: "snow-park",
      cardType: "passes",
      date: "2026-12-12",
      uniqueID: "10-2026-12-12-abc",
      sellPrice: 2 * 200 + 150,
      tableSelection: 0,
      upgradeSelection: false,
      tickets: [{ ticketId: 1, performanceAk: null, quantities: choice.people, isTimebased: false }],
    });
  });

  it("keeps the performance only for a time-based ticket", () => {
    const timed = card({ tickets: [ticket({ isTimebased: true })] });
    expect(bookingItemFor(timed, { ...choice, performance: "P1" }, "x", 2).tickets[0]?.performanceAk).toBe("P1");
    expect(bookingItemFor(card(), { ...choice, performance: "P1" }, "x", 2).tickets[0]?.performanceAk).toBeNull();
  });

  it("card types follow the card kind (card_type_id 2 is a package)", () => {
    expect([cartTypeOf(card({ kind: "lesson" })), cartTypeOf(card({ kind: "package" })), cartTypeOf(card({ card_type_id: 2 })), cartTypeOf(card())]).toEqual([
      "lessons",
      "packages",
      "packages",
      "passes",
    ]);
  });

  it("tables: the party over the table size, rounded up", () => {
    expect(tablesOf(card({ is_table: true, max_number_per_table: 4 }), { adult: 5, junior: 0, child: 0, infant: 0 })).toBe(2);
    expect(tablesOf(card(), { adult: 5, junior: 0, child: 0, infant: 0 })).toBe(0);
  });

  it("prices take the card's discount on the date and round to the venue's decimals", () => {
    const discounted = card({ card_discount: { id: 1, start_date: "2026-12-10", end_date: "2026-12-14", percentage: 10 } });
    expect(sellPriceOf(discounted, discounted.tickets[0]!, { adult: 1, junior: 0, child: 0, infant: 0 }, "2026-12-12", 3)).toBe(180);
    expect(sellPriceOf(discounted, discounted.tickets[0]!, { adult: 1, junior: 0, child: 0, infant: 0 }, "2026-12-20", 3)).toBe(200);
  });

  it("add-activity switches to the upgrade ticket with its time slot", () => {
    const upgrade = ticket({ id: 2, title: "VIP", isTimebased: true, adult_details: { ak: "VIP.A", price: 300 } });
    const c = card({ upgrade_ticket: upgrade });
    const item = bookingItemFor(c, choice, "x", 2);
    const next = withActivity(item, c, { ticketId: 1, upgrade: true, performanceAk: "P9", performanceTime: "10:00" }, 2);
    expect(next.upgradeSelection).toBe(true);
    expect(next.tickets).toEqual([{ ticketId: 2, performanceAk: "P9", performanceTime: "10:00", quantities: choice.people, isTimebased: true }]);
    expect(next.uniqueID).toBe("x");
  });

  it("add-ons: counters clamp to 0..max, only taken ones are kept, the total adds up", () => {
    const addOns = [
      { ak: "GLOVES", title: "Gloves", description: "", price: 15, maxQuantity: 4 },
      { ak: "LOCKER", title: "Locker", description: "", price: 20.5, maxQuantity: 1 },
    ];
    expect(clampCounter(addOns[0]!, 9)).toBe(4);
    expect(clampCounter(addOns[0]!, -2)).toBe(0);
    const item = withAddOns(bookingItemFor(card(), choice, "x", 2), addOns, { GLOVES: 2, LOCKER: 0 });
    expect(item.addOnsSelection).toEqual([{ ak: "GLOVES", title: "Gloves", amount: 15, counter: 2 }]);
    expect(addOnsTotal(addOns, { GLOVES: 2, LOCKER: 3 }, 2)).toBe(50.5);
  });

  it("line ids are unique and short enough for the basket check", () => {
    const a = newLineId(card(), "2026-12-12", 1_700_000_000_000, () => 0.1);
    const b = newLineId(card(), "2026-12-12", 1_700_000_000_000, () => 0.2);
    expect(a).not.toBe(b);
    expect(a.startsWith("10-2026-12-12-")).toBe(true);
    expect(a.length).toBeLessThanOrEqual(64);
  });
});

describe("paymentOptions", () => {
  const dubai = { currency: "AED" as const, buyNowPayLater: { tabby: true, tamara: true } };
  const oman = { currency: "OMR" as const, buyNowPayLater: { tabby: false, tamara: false } };
  const links = { tabbyWebUrl: "/sandbox-pay/x", tamaraHrefUrl: "/sandbox-pay/y" };

  it("offers card and both wallets always", () => {
    expect(paymentOptions(oman, 10, null)).toEqual(["card", "apple_pay", "google_pay"]);
  });
  it("offers tabby and tamara only with their link and within their limit", () => {
    expect(paymentOptions(dubai, 1000, links)).toEqual(["card", "apple_pay", "google_pay", "tabby", "tamara"]);
    expect(paymentOptions(dubai, 4000, links)).toEqual(["card", "apple_pay", "google_pay", "tabby"]);
    expect(paymentOptions(dubai, 1000, { tabbyWebUrl: null, tamaraHrefUrl: null })).toEqual(["card", "apple_pay", "google_pay"]);
  });
  it("never on Oman, links or not", () => {
    expect(paymentOptions(oman, 10, links)).toEqual(["card", "apple_pay", "google_pay"]);
  });
  it("card alone while a bank offer is claimed: the offer is paid with that bank's card", () => {
    expect(paymentOptions(dubai, 1000, links, true)).toEqual(["card"]);
  });
});

describe("discount forms", () => {
  it("one of promo, bank offer, staff and Fazaa: an applied one disables the others, SHARE points disable none", () => {
    expect(blockingDiscount([], "promo")).toBeNull();
    expect(blockingDiscount(["promo"], "promo")).toBeNull();
    expect(blockingDiscount(["promo"], "staff")).toBe("promo");
    expect(blockingDiscount(["bankOffer", "points"], "fazaa")).toBe("bankOffer");
    expect(blockingDiscount(["points"], "bankOffer")).toBeNull();
    expect(blockingDiscount(["staff"], "points")).toBeNull();
  });
  it("a promo code: asked for when empty, refused as unknown beyond 40 characters or with control characters", () => {
    expect(promoCodeProblem("  ")).toEqual({ kind: "empty" });
    expect(promoCodeProblem(" SNOW10 ")).toBeNull();
    expect(promoCodeProblem("X".repeat(40))).toBeNull();
    expect(promoCodeProblem("X".repeat(41))).toEqual({ kind: "refused", code: ORDER_ERROR_CODES.promoUnknown });
    expect(promoCodeProblem("SNOW\u202E10")).toEqual({ kind: "refused", code: ORDER_ERROR_CODES.promoUnknown });
  });
  it("the staff discount takes an e-mail address, else it is not eligible", () => {
    expect(staffEmailProblem("")).toEqual({ kind: "empty" });
    expect(staffEmailProblem("amira.haddad@maf.ae")).toBeNull();
    expect(staffEmailProblem("amira.haddad")).toEqual({ kind: "refused", code: ORDER_ERROR_CODES.mafNotEligible });
  });
  it("a Fazaa card number is digits (grouping spaces dropped), else invalid", () => {
    expect(fazaaCardProblem(" ")).toEqual({ kind: "empty" });
    expect(fazaaCardProblem("700 123 4567")).toBeNull();
    expect(normaliseFazaaCard(" 700 123-4567 ")).toBe("7001234567");
    expect(fazaaCardProblem("FZ-1")).toEqual({ kind: "refused", code: ORDER_ERROR_CODES.fazaaInvalid });
    expect(fazaaCardProblem("1".repeat(21))).toEqual({ kind: "refused", code: ORDER_ERROR_CODES.fazaaInvalid });
  });
  it("a bank offer's card BIN is its first 6 to 8 digits", () => {
    expect(["424242", "42424242"].map(isCardBin)).toEqual([true, true]);
    expect(["", "42424", "424242424", "4242a2"].map(isCardBin)).toEqual([false, false, false, false]);
  });
});

describe("changing a cart line's guests", () => {
  const choice = { card: "snow-park", date: "2026-12-12", performance: "SKD.P.1000", people: { adult: 2, junior: 0, child: 0, infant: 0 } };
  const timed = card({ tickets: [ticket({ isTimebased: true })] });
  const line = withAddOns(bookingItemFor(timed, choice, "line-1", 2), [{ ak: "GLOVES", title: "Gloves", description: "", price: 15, maxQuantity: 4 }], { GLOVES: 1 });

  it("keeps the line's ticket, time slot, add-ons and id, with the new party's quantities and price", () => {
    const party = { adult: 1, junior: 1, child: 2, infant: 0 };
    const changed = withParty(line, timed, party, 2);
    expect(changed).toEqual({
      ok: true,
      item: {
        ...line,
        people: party,
        // 200 + 180 + 2 × 150.
        sellPrice: 680,
        tickets: [{ ...line.tickets[0]!, quantities: party }],
      },
    });
    expect(changed.ok && changed.item.tickets[0]!.performanceAk).toBe("SKD.P.1000");
    expect(changed.ok && changed.item.addOnsSelection).toEqual(line.addOnsSelection);
  });

  it("refuses nobody, a count out of 0-12, more than 36 in all, or a broken count, before any call", () => {
    for (const party of [
      { adult: 0, junior: 0, child: 0, infant: 0 },
      { adult: 13, junior: 0, child: 0, infant: 0 },
      { adult: 12, junior: 12, child: 12, infant: 1 },
      { adult: -1, junior: 2, child: 0, infant: 0 },
      { adult: 1.5, junior: 0, child: 0, infant: 0 },
    ]) {
      expect(withParty(line, timed, party, 2), JSON.stringify(party)).toEqual({ ok: false, reason: "limits" });
    }
  });

  it("refuses an age the product does not sell", () => {
    const adultsOnly = card({ tickets: [ticket({ junior_ak_details: null, child_ak_details: null })] });
    expect(withParty(bookingItemFor(adultsOnly, choice, "x", 2), adultsOnly, { adult: 1, junior: 0, child: 1, infant: 0 }, 2)).toEqual({ ok: false, reason: "not-sold" });
  });

  it("reads the form's counts; a hidden age keeps the line's count, and anything but a whole number is refused", () => {
    const form = new FormData();
    form.set("adult", " 3 ");
    form.set("junior", "1");
    form.set("child", "<b>2</b>");
    expect(partyFromForm(form, { adult: 2, junior: 0, child: 0, infant: 1 })).toEqual({ adult: 3, junior: 1, child: -1, infant: 1 });
    expect(withParty(line, timed, partyFromForm(form, line.people), 2)).toEqual({ ok: false, reason: "limits" });
  });
});
