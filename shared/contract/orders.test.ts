import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES, PAID_WITH_NO_CARD, PAYMENT_TYPES, noCardPaymentOf, orderErrorMessage, paidWithNoCard } from "./orders";

describe("the no-card way to pay (decisions 012, 056)", () => {
  it("is none while anything is left to pay, whatever points or voucher there are", () => {
    expect(noCardPaymentOf({ left: 0.01, points: 0, voucher: 0 })).toBeNull();
    expect(noCardPaymentOf({ left: 5, points: 100, voucher: 0 })).toBeNull();
    expect(noCardPaymentOf({ left: 5, points: 0, voucher: 100 })).toBeNull();
  });
  it("is the points' when they pay the last part, also after a voucher", () => {
    expect(noCardPaymentOf({ left: 0, points: 40, voucher: 0 })).toBe("share");
    expect(noCardPaymentOf({ left: 0, points: 40, voucher: 60 })).toBe("share");
  });
  it("is the voucher's when it pays it all alone", () => {
    expect(noCardPaymentOf({ left: 0, points: 0, voucher: 100 })).toBe("voucher");
  });
  it("is none for a total of nothing that neither paid (another discount made it free)", () => {
    expect(noCardPaymentOf({ left: 0, points: 0, voucher: 0 })).toBeNull();
  });
  it("names only ways to pay the order contract knows", () => {
    for (const type of ["share", "voucher"] as const) expect(PAYMENT_TYPES).toContain(type);
  });
});

describe("a payment that took no card, refused at capture (decision 056)", () => {
  const REFUSED_AT_CAPTURE = [
    ORDER_ERROR_CODES.paidAfterExpiry,
    ORDER_ERROR_CODES.changedDuringPayment,
    ORDER_ERROR_CODES.alreadyPaid,
    ORDER_ERROR_CODES.promoUsedUpDuringPayment,
    ORDER_ERROR_CODES.voucherUsedDuringPayment,
  ];
  const REFUND = { en: /refund/i, ar: /استرد|استرجا|مسترد/ };
  const NOTHING_CHARGED = { en: "Nothing was charged", ar: "لم يُخصم أي مبلغ" };

  it("is named by what paid it: the voucher alone, or SHARE points (with or without a voucher); a card payment is none", () => {
    expect(paidWithNoCard("voucher", true)).toBe("voucher");
    expect(paidWithNoCard("share", false)).toBe("points");
    expect(paidWithNoCard("share", true)).toBe("voucher-and-points");
    for (const type of ["card", "apple_pay", "google_pay", "tabby", "tamara"]) expect(paidWithNoCard(type, true), type).toBeNull();
  });

  it.each(["en", "ar"] as const)("is never called refunded in %s: nothing was charged, and it says what comes back", (locale) => {
    for (const code of REFUSED_AT_CAPTURE) {
      // A card payment refused the same way was charged, and is refunded.
      expect(orderErrorMessage(code, locale), `${code}`).toMatch(REFUND[locale]);
      expect(orderErrorMessage(code, locale, null), `${code}`).toBe(orderErrorMessage(code, locale));
      for (const paidWith of PAID_WITH_NO_CARD) {
        const words = orderErrorMessage(code, locale, paidWith);
        expect(words, `${code} ${paidWith}`).not.toMatch(REFUND[locale]);
        expect(words, `${code} ${paidWith}`).toContain(NOTHING_CHARGED[locale]);
        expect(words, `${code} ${paidWith}`).not.toMatch(/\{|\}|\s{2}|^\s|\s$/);
        // Points taken for the payment are given back whatever the reason (share-ledger's restore).
        expect(words.includes(locale === "en" ? "SHARE points" : "نقاط شير"), `${code} ${paidWith}`).toBe(paidWith !== "voucher");
      }
    }
  });

  it("says the voucher can still be used only when it was not spent by another payment", () => {
    const free = { en: "you can still use it", ar: "ويمكنك استخدامها" };
    for (const locale of ["en", "ar"] as const) {
      for (const code of [ORDER_ERROR_CODES.paidAfterExpiry, ORDER_ERROR_CODES.changedDuringPayment, ORDER_ERROR_CODES.promoUsedUpDuringPayment]) {
        expect(orderErrorMessage(code, locale, "voucher")).toContain(free[locale]);
        expect(orderErrorMessage(code, locale, "voucher-and-points")).toContain(free[locale]);
      }
      // Spent by another booking (6011), or perhaps by the payment that paid this booking (6007).
      for (const code of [ORDER_ERROR_CODES.voucherUsedDuringPayment, ORDER_ERROR_CODES.alreadyPaid]) {
        for (const paidWith of PAID_WITH_NO_CARD) expect(orderErrorMessage(code, locale, paidWith), `${code} ${paidWith}`).not.toContain(free[locale]);
      }
    }
  });

  it("leaves every other refusal as it is", () => {
    for (const code of [ORDER_ERROR_CODES.paymentDeclined, ORDER_ERROR_CODES.voucherUsed, ORDER_ERROR_CODES.sessionEnded, 999_999]) {
      for (const locale of ["en", "ar"] as const) expect(orderErrorMessage(code, locale, "voucher")).toBe(orderErrorMessage(code, locale));
    }
  });
});
