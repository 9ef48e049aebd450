import { describe, expect, it } from "vitest";
import { PAYMENT_TYPES, noCardPaymentOf } from "./orders";

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
