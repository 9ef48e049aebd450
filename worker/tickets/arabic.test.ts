// Arabic as the ticket PDF draws it: contextual forms, lam-alef, marks, and the left-to-right drawing order.
import { describe, expect, it } from "vitest";
import { baseDirection, shapeArabic, visualLine } from "./arabic";

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!.toString(16).toUpperCase());
const str = (...codes: number[]) => String.fromCodePoint(...codes);

describe("shapeArabic", () => {
  it("gives each letter of تذكرة its form by its neighbours", () => {
    // teh initial, thal final (thal never joins forward), kaf initial, reh final, teh marbuta isolated
    expect(cps(shapeArabic("تذكرة"))).toEqual(["FE97", "FEAC", "FEDB", "FEAE", "FE93"]);
  });

  it("joins lam and alef into one ligature, final after a joining letter", () => {
    // alef isolated, lam initial, seen medial, lam-alef final, meem isolated
    expect(cps(shapeArabic("السلام"))).toEqual(["FE8D", "FEDF", "FEB4", "FEFC", "FEE1"]);
    expect(cps(shapeArabic("لا"))).toEqual(["FEFB"]);
    expect(cps(shapeArabic("إلى"))).toEqual(["FE87", "FEDF", "FEF0"]);
  });

  it("joins across harakat and keeps them", () => {
    expect(cps(shapeArabic("عُمان"))).toEqual(["FECB", "64F", "FEE4", "FE8E", "FEE5"]);
  });

  it("leaves Latin, digits and spaces as they are", () => {
    expect(shapeArabic("SKD-7K2Q 10:30")).toBe("SKD-7K2Q 10:30");
  });
});

describe("visualLine", () => {
  it("reverses an Arabic word for left-to-right drawing", () => {
    expect(cps(visualLine("تذكرة"))).toEqual(["FE93", "FEAE", "FEDB", "FEAC", "FE97"]);
  });

  it("keeps numbers left to right and orders the runs right to left in an Arabic line", () => {
    const minNoon = str(0xfee6, 0xfee3);
    const ticket = str(0xfe93, 0xfeae, 0xfedb, 0xfeac, 0xfe97);
    expect(visualLine("تذكرة 1 من 8")).toBe(`8 ${minNoon} 1 ${ticket}`);
    expect(visualLine("الجمعة 14 مارس 2025 · 10:30").startsWith("2025 · 10:30 ")).toBe(true);
    // reh never joins forward, so meem starts a new joined group
    expect(visualLine("رمز SKD-7K2Q9M4XPA")).toBe(`SKD-7K2Q9M4XPA ${str(0xfeb0, 0xfee3, 0xfead)}`);
  });

  it("keeps an English line in order with an Arabic name reversed inside it", () => {
    expect(visualLine("Guest: عمر")).toBe(`Guest: ${str(0xfeae, 0xfee4, 0xfecb)}`);
  });

  it("mirrors brackets inside Arabic text", () => {
    expect(visualLine("(عمر)")).toBe(`(${str(0xfeae, 0xfee4, 0xfecb)})`);
    expect(visualLine("لقاء (عمر)", "rtl").startsWith("(")).toBe(true);
  });

  it("takes the direction of the first strong character", () => {
    expect(baseDirection("2 بالغان")).toBe("ltr");
    expect(baseDirection("بالغان 2")).toBe("rtl");
    expect(baseDirection("10:30", "rtl")).toBe("ltr");
    expect(baseDirection(" · ", "rtl")).toBe("rtl");
  });
});
