// The order and the words of the member's vouchers on the alpine page.
import { describe, expect, it } from "vitest";
import type { Voucher } from "../../shared/contract/account-schemas";
import { en } from "../i18n/en";
import { ar } from "../i18n/ar";
import { orderVouchers, voucherStateKey } from "./vouchers";

const voucher = (code: string, status: Voucher["status"], validUntil: string): Voucher => ({ code, title: code, value: 100, currency: "AED", validUntil, status });

describe("orderVouchers", () => {
  it("puts the valid ones first, soonest to end on top, then the used, then the expired latest ended first", () => {
    const ordered = orderVouchers([
      voucher("E-OLD", "expired", "2024-01-31"),
      voucher("U-1", "used", "2027-01-01"),
      voucher("V-LATE", "active", "2028-06-30"),
      voucher("E-NEW", "expired", "2025-12-31"),
      voucher("V-SOON", "active", "2027-03-01"),
    ]);
    expect(ordered.map((v) => v.code)).toEqual(["V-SOON", "V-LATE", "U-1", "E-NEW", "E-OLD"]);
  });

  it("keeps vouchers ending the same day in code order, and leaves the list it was given alone", () => {
    const given = [voucher("B", "active", "2027-01-01"), voucher("A", "active", "2027-01-01")];
    expect(orderVouchers(given).map((v) => v.code)).toEqual(["A", "B"]);
    expect(given.map((v) => v.code)).toEqual(["B", "A"]);
  });
});

describe("voucherStateKey", () => {
  it("names each state in both languages, and no two states alike", () => {
    const states = ["active", "used", "expired"] as const;
    for (const dictionary of [en, ar]) {
      const words = states.map((s) => (dictionary as Record<string, unknown>)[voucherStateKey(s)]);
      for (const word of words) expect(typeof word === "string" && word.length > 0).toBe(true);
      expect(new Set(words).size).toBe(3);
    }
    expect((en as Record<string, unknown>)[voucherStateKey("active")]).toBe("Valid");
    expect((ar as Record<string, unknown>)[voucherStateKey("expired")]).toBe("منتهية");
  });
});
