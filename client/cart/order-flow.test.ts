// Where a capture leads, what the failed page says, the cart panel's totals and the countdown's spoken minutes.
import { describe, expect, it } from "vitest";
import { ORDER_ERRORS, orderErrorMessage } from "../../shared/contract/orders";
import type { CaptureAnswer } from "../../shared/contract/order-schemas";
import { captureStep, cartChangedUnder, confirmedHref, failedPaymentOf, firstPurchaseReport, panelTotals, slotsOf, spokenMinutes } from "./order-flow";

const answer = (over: Partial<CaptureAnswer>): CaptureAnswer => ({
  status: "confirmed",
  orderId: "SKD-7K2Q9M4XPA",
  reservationCode: "SKD-7K2Q9M4XPA",
  paymentType: "card",
  code: null,
  reason: null,
  amount: 210,
  currency: "AED",
  ...over,
});

describe("cartChangedUnder", () => {
  it("says a total that changed under the payment page, never the first one shown", () => {
    expect(cartChangedUnder(null, 450)).toBe(false);
    expect(cartChangedUnder(450, 450)).toBe(false);
    expect(cartChangedUnder(450, 675)).toBe(true);
    expect(cartChangedUnder(675, 450)).toBe(true);
  });
});

describe("captureStep", () => {
  it("opens the confirmed order", () => {
    expect(captureStep(answer({}))).toEqual({ kind: "confirmed", orderId: "SKD-7K2Q9M4XPA" });
  });
  it("sends a declined payment to the failed page with its code (never the free text), keeping the cart", () => {
    const step = captureStep(answer({ status: "failed", orderId: null, code: 6001, reason: "Card declined" }));
    expect(step).toEqual({ kind: "failed", search: "?status=failed&code=6001", clearCart: false });
  });
  it("keeps the cart when the payment stopped, or was refunded, because the cart changed meanwhile (6004)", () => {
    expect(captureStep(answer({ status: "failed", orderId: null, code: 6004 }))).toEqual({ kind: "failed", search: "?status=failed&code=6004", clearCart: false });
    expect(captureStep(answer({ status: "refunded", orderId: null, code: 6004 }))).toEqual({ kind: "failed", search: "?status=refunded&code=6004", clearCart: false });
  });
  it("sends a refunded payment to the failed page and clears the cart (its session ended)", () => {
    const step = captureStep(answer({ status: "refunded", orderId: null, code: 6003, reason: "Paid after the session ended" }));
    expect(step.kind).toBe("failed");
    expect(step.kind === "failed" && step.clearCart).toBe(true);
    expect(step.kind === "failed" && new URLSearchParams(step.search).get("status")).toBe("refunded");
  });
  it("says what paid a refused payment that took no card, so the failed page does not call it refunded", () => {
    const refused = { status: "refunded" as const, orderId: null, code: 6008, amount: 0 };
    expect(captureStep(answer({ ...refused, paymentType: "voucher" }), { voucher: true })).toEqual({ kind: "failed", search: "?status=refunded&code=6008&paidWith=voucher", clearCart: false });
    expect(captureStep(answer({ ...refused, paymentType: "share" }))).toMatchObject({ search: "?status=refunded&code=6008&paidWith=points" });
    expect(captureStep(answer({ ...refused, paymentType: "share" }), { voucher: true })).toMatchObject({ search: "?status=refunded&code=6008&paidWith=voucher-and-points" });
    // A card payment refused the same way was charged and refunded: nothing added, whatever the cart held.
    expect(captureStep(answer({ ...refused, amount: 210 }), { voucher: true })).toMatchObject({ search: "?status=refunded&code=6008" });
  });
  it("says that SHARE points paid part of a card payment refunded at capture, and nothing for a declined one", () => {
    const refused = { status: "refunded" as const, orderId: null, code: 6004, amount: 150 };
    expect(captureStep(answer(refused), { voucher: false, points: true })).toEqual({ kind: "failed", search: "?status=refunded&code=6004&pointsBack=1", clearCart: false });
    expect(captureStep(answer(refused), { voucher: false, points: false })).toMatchObject({ search: "?status=refunded&code=6004" });
    // Declined: no money was taken, and the failed page's words are the bank's answer.
    expect(captureStep(answer({ status: "failed", orderId: null, code: 6001 }), { voucher: false, points: true })).toMatchObject({ search: "?status=failed&code=6001" });
    // Paid with points alone: its own words (nothing charged), not the card's.
    expect(captureStep(answer({ ...refused, paymentType: "share", amount: 0 }), { voucher: false, points: true })).toMatchObject({ search: "?status=refunded&code=6004&paidWith=points" });
  });
  it("waits on a pending payment, and never confirms without an order id", () => {
    expect(captureStep(answer({ status: "pending", orderId: null }))).toEqual({ kind: "pending" });
    expect(captureStep(answer({ orderId: null })).kind).toBe("failed");
  });
});

describe("confirmedHref", () => {
  it("carries fromBooking and the guest token", () => {
    expect(confirmedHref("/ar-om/snow-oman", "SMO-7K2Q9M4XPA", "t.o.k")).toBe("/ar-om/snow-oman/booking-confirmed/SMO-7K2Q9M4XPA?fromBooking=true&token=t.o.k");
    expect(confirmedHref("/en-ae/ski-dubai", "SKD-7K2Q9M4XPA", null)).toBe("/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true");
  });
  it("says when the payment is still being confirmed and when the purchase is a voucher", () => {
    expect(confirmedHref("/en-ae/ski-dubai", "SKD-7K2Q9M4XPA", null, { uncertain: true, alpineVoucher: true })).toBe(
      "/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true&isUnCertain=true&isAlpineVoucher=true",
    );
    expect(confirmedHref("/en-ae/ski-dubai", "SKD-7K2Q9M4XPA", "tok", { uncertain: false })).toBe("/en-ae/ski-dubai/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true&token=tok");
  });
});

describe("firstPurchaseReport", () => {
  it("reports an order's purchase once per tab, so a reload does not count it twice", () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(firstPurchaseReport(storage, "SKD-7K2Q9M4XPA")).toBe(true);
    expect(firstPurchaseReport(storage, "SKD-7K2Q9M4XPA")).toBe(false);
    expect(firstPurchaseReport(storage, "SKD-AAAAAAAAAA")).toBe(true);
  });
  it("reports when storage is missing or unreadable", () => {
    expect(firstPurchaseReport(null, "X")).toBe(true);
    expect(firstPurchaseReport({ getItem: () => "{not json", setItem: () => {} }, "X")).toBe(true);
  });
});

describe("failedPaymentOf", () => {
  const of = (query: string, locale: "en" | "ar" = "en") => failedPaymentOf(new URLSearchParams(query), locale);
  it("says why in the contract's words and the page's language", () => {
    expect(of("status=failed&code=6001")).toEqual({ refunded: false, cartEnded: false, noCard: false, code: 6001, message: ORDER_ERRORS.paymentDeclined.en });
    expect(of("status=failed&code=6002", "ar").message).toBe(ORDER_ERRORS.paymentCancelled.ar);
    expect(of("status=failed&code=6004", "ar").message).toBe(ORDER_ERRORS.changedDuringPayment.ar);
    expect(of("status=failed&code=6006").message).toBe(ORDER_ERRORS.declinedNotTestCard.en);
  });
  it("a refund after the session ended ends the cart; a refund because the cart changed keeps it", () => {
    expect(of("status=refunded&code=6003")).toMatchObject({ refunded: true, cartEnded: true, message: ORDER_ERRORS.paidAfterExpiry.en });
    expect(of("status=refunded")).toMatchObject({ refunded: true, cartEnded: true, code: null, message: ORDER_ERRORS.paidAfterExpiry.en });
    expect(of("status=refunded&code=6004")).toMatchObject({ refunded: true, cartEnded: false, message: ORDER_ERRORS.changedDuringPayment.en });
  });
  it("a refused payment that took no card is not called refunded: nothing was charged, and what paid it is back", () => {
    expect(of("status=refunded&code=6008&paidWith=voucher")).toEqual({
      refunded: false,
      cartEnded: false,
      noCard: true,
      code: 6008,
      message: orderErrorMessage(6008, "en", "voucher"),
    });
    expect(of("status=refunded&code=6003&paidWith=points", "ar")).toMatchObject({ refunded: false, cartEnded: true, noCard: true, message: orderErrorMessage(6003, "ar", "points") });
    expect(of("status=refunded&paidWith=voucher-and-points").message).toBe(orderErrorMessage(6003, "en", "voucher-and-points"));
    for (const query of ["status=refunded&code=6008&paidWith=voucher", "status=refunded&code=6004&paidWith=points"]) expect(of(query).message).not.toMatch(/refund/i);
    // Anything else in paidWith is no such payment: the card's words.
    expect(of("status=refunded&code=6008&paidWith=card")).toMatchObject({ refunded: true, message: ORDER_ERRORS.promoUsedUpDuringPayment.en });
    expect(of("status=refunded&code=6008&paidWith=")).toMatchObject({ refunded: true, message: ORDER_ERRORS.promoUsedUpDuringPayment.en });
  });
  it("a refunded card payment that also spent SHARE points says the points are back, in both languages", () => {
    expect(of("status=refunded&code=6004&pointsBack=1")).toEqual({
      refunded: true,
      cartEnded: false,
      noCard: false,
      code: 6004,
      message: `${ORDER_ERRORS.changedDuringPayment.en} The SHARE points are back in your balance.`,
    });
    expect(of("status=refunded&code=6003&pointsBack=1", "ar").message).toBe(`${ORDER_ERRORS.paidAfterExpiry.ar} أُعيدت نقاط شير إلى رصيدك.`);
    // Only for a refund: a declined card took nothing, and any other value is not the flag.
    expect(of("status=failed&code=6001&pointsBack=1").message).toBe(ORDER_ERRORS.paymentDeclined.en);
    expect(of("status=refunded&code=6004&pointsBack=yes").message).toBe(ORDER_ERRORS.changedDuringPayment.en);
    // A payment that took no card keeps its own words.
    expect(of("status=refunded&code=6004&paidWith=points&pointsBack=1").message).toBe(orderErrorMessage(6004, "en", "points"));
  });
  it("the generic words without a code or with one the contract does not know; a malformed code is none", () => {
    expect(of("")).toMatchObject({ code: null, cartEnded: false, message: "An error occurred. Please try again." });
    expect(of("code=9999", "ar")).toMatchObject({ code: 9999, message: "حدث خطأ. يرجى المحاولة مرة أخرى." });
    expect(of("code=abc").code).toBeNull();
  });
});

describe("panelTotals", () => {
  it("uses the basket check's total and VAT when there is one", () => {
    expect(panelTotals([{ sellPrice: 100 }], { GROSS: 94.5, TAX: 4.5 }, 2, 0.05)).toEqual({ gross: 94.5, tax: 4.5 });
  });
  it("otherwise sums the lines' prices, VAT included at 5%", () => {
    expect(panelTotals([{ sellPrice: 105 }, { sellPrice: 210 }], { GROSS: 0, TAX: 0 }, 2, 0.05)).toEqual({ gross: 315, tax: 15 });
    // In the site's decimals: 100 AED carries 4.76 VAT (not 4.762), 100 OMR 4.762.
    expect(panelTotals([{ sellPrice: 100 }], { GROSS: 0, TAX: 0 }, 2, 0.05)).toEqual({ gross: 100, tax: 4.76 });
    expect(panelTotals([{ sellPrice: 100 }], { GROSS: 0, TAX: 0 }, 3, 0.05)).toEqual({ gross: 100, tax: 4.762 });
    expect(panelTotals([], { GROSS: 0, TAX: 0 }, 2, 0.05)).toEqual({ gross: 0, tax: 0 });
    // Egypt's 14%: 114 includes 14 of VAT.
    expect(panelTotals([{ sellPrice: 114 }], { GROSS: 0, TAX: 0 }, 2, 0.14)).toEqual({ gross: 114, tax: 14 });
  });
});

describe("slotsOf", () => {
  it("lists each chosen slot once", () => {
    const q = { adult: 1, junior: 0, child: 0, infant: 0 };
    const tickets = [
      { ticketId: 1, performanceAk: "A", performanceTime: "14:00", quantities: q },
      { ticketId: 2, performanceAk: "A", performanceTime: "14:00", quantities: q },
      { ticketId: 3, performanceAk: null, performanceTime: null, quantities: q },
    ];
    expect(slotsOf({ tickets })).toEqual(["14:00"]);
  });
});

describe("spokenMinutes", () => {
  it("rounds the time left up to whole minutes, so a screen reader hears a change at most once a minute", () => {
    expect(spokenMinutes(300_000)).toBe(5);
    expect(spokenMinutes(299_001)).toBe(5);
    expect(spokenMinutes(240_000)).toBe(4);
    expect(spokenMinutes(1)).toBe(1);
    expect(spokenMinutes(0)).toBe(0);
    expect(spokenMinutes(-5)).toBe(0);
  });
});
