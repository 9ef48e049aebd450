import { describe, expect, it } from "vitest";
import { formatAmount } from "./format";
import { fillPlaceholders } from "./text";

describe("fillPlaceholders", () => {
  it("fills each placeholder and leaves one without a value as it is, or as the caller says", () => {
    expect(fillPlaceholders("Hello {name}, {missing}", { name: "Sara" })).toBe("Hello Sara, {missing}");
    expect(fillPlaceholders("Hello {name}, {missing}", { name: "Sara" }, () => "")).toBe("Hello Sara, ");
    expect(fillPlaceholders("{n} of {n}", { n: 2 })).toBe("2 of 2");
  });

  it("ends a sentence on an Arabic amount with the currency's own point, not a second one", () => {
    for (const [currency, decimals] of [["AED", 2], ["OMR", 3], ["EGP", 2]] as const) {
      const amount = formatAmount(150, currency, decimals, "ar");
      const filled = fillPlaceholders("وفّرت {amount}.", { amount });
      expect(filled).toBe(`وفّرت ${amount}`);
      expect(filled.replace(/[\u200E\u200F]/g, "")).toMatch(/[^.]\.$/);
    }
  });

  it("keeps the full stop after an English amount, and after any value that does not end with a point", () => {
    const amount = formatAmount(150, "AED", 2, "en");
    expect(fillPlaceholders("You saved {amount}.", { amount })).toBe(`You saved ${amount}.`);
    expect(fillPlaceholders("Code {code}. Next {x}.", { code: "A.B", x: "y" })).toBe("Code A.B. Next y.");
    // A point the value ends with, when no full stop follows, stays.
    expect(fillPlaceholders("{amount} each", { amount: "3 د.إ." })).toBe("3 د.إ. each");
  });
});
