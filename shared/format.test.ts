// Amounts as the shop prints them: the venue's currency and decimals, Western digits in both languages, zero for
// nothing.
import { describe, expect, it } from "vitest";
import { amountOrZero, formatAmount } from "./format";

/** Printed text without the invisible direction marks and with plain spaces, for comparison. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "").replace(/\s/g, " ");
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe("formatAmount", () => {
  it("prints two decimals in English with the currency code", () => {
    expect(plain(formatAmount(150, "AED", 2, "en"))).toBe("AED 150.00");
    expect(plain(formatAmount(1234.5, "EGP", 2, "en"))).toBe("EGP 1,234.50");
    expect(plain(formatAmount(99.999, "AED", 2, "en"))).toBe("AED 100.00");
  });

  it("prints three decimals where the venue says so (Oman)", () => {
    expect(plain(formatAmount(1.5, "OMR", 3, "en"))).toBe("OMR 1.500");
    expect(plain(formatAmount(12.345, "OMR", 3, "en"))).toBe("OMR 12.345");
    expect(plain(formatAmount(1.5, "OMR", 3, "ar"))).toContain("1.500");
  });

  it("prints an empty amount as zero", () => {
    expect(plain(formatAmount(null, "AED", 2, "en"))).toBe("AED 0.00");
    expect(plain(formatAmount(undefined, "AED", 2, "en"))).toBe("AED 0.00");
    expect(plain(formatAmount("", "OMR", 3, "en"))).toBe("OMR 0.000");
    expect(plain(formatAmount("", "AED", 2, "ar"))).toContain("0.00");
  });

  it("accepts amounts given as text", () => {
    expect(plain(formatAmount("12.5", "AED", 2, "en"))).toBe("AED 12.50");
    expect(plain(formatAmount("0", "EGP", 2, "en"))).toBe("EGP 0.00");
  });

  it("prints Arabic with Western digits and the Arabic currency symbol", () => {
    const dirham = formatAmount(1234567.891, "AED", 2, "ar");
    expect(dirham).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(plain(dirham)).toContain("1,234,567.89");
    expect(dirham).toMatch(/[\u0600-\u06ff]/);
    expect(dirham).not.toContain("AED");

    const rial = formatAmount(7.25, "OMR", 3, "ar");
    expect(rial).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(plain(rial)).toContain("7.250");

    const pound = formatAmount(350, "EGP", 2, "ar");
    expect(pound).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(plain(pound)).toContain("350.00");
  });
});

describe("amountOrZero", () => {
  it("reads numbers and numeric text, and anything empty or unreadable as zero", () => {
    expect(amountOrZero(3.5)).toBe(3.5);
    expect(amountOrZero("3.5")).toBe(3.5);
    expect(amountOrZero(null)).toBe(0);
    expect(amountOrZero(undefined)).toBe(0);
    expect(amountOrZero("")).toBe(0);
    expect(amountOrZero("abc")).toBe(0);
    expect(amountOrZero(Number.NaN)).toBe(0);
  });
});
