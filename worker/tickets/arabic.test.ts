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
    // Read right to left: the weekday, 14, March, 2025, then the time, the last on the left.
    expect(visualLine("الجمعة 14 مارس 2025 · 10:30").startsWith("10:30 · 2025 ")).toBe(true);
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

  it("takes the direction of the first strong letter, digits skipped (rules P2-P3)", () => {
    expect(baseDirection("2 بالغان")).toBe("rtl");
    expect(baseDirection("بالغان 2")).toBe("rtl");
    expect(baseDirection("14 مارس 2025 · 10:30")).toBe("rtl");
    expect(baseDirection("2 × Gloves")).toBe("ltr");
    expect(baseDirection("10:30", "rtl")).toBe("rtl");
    expect(baseDirection("10:30")).toBe("ltr");
    expect(baseDirection(" · ", "rtl")).toBe("rtl");
  });
});

describe("visualLine: Arabic lines that start with a digit, and mixed lines", () => {
  const adults = visualLine("بالغان");
  const march = visualLine("مارس");
  const friday = visualLine("الجمعة");

  it("draws 2 بالغان with the 2 on the right, where an Arabic reader starts", () => {
    expect(visualLine("2 بالغان")).toBe(`${adults} 2`);
  });

  it("keeps a date line that starts with a digit in reading order, the time last (on the left)", () => {
    expect(visualLine("14 مارس 2025 · 10:30")).toBe(`10:30 · 2025 ${march} 14`);
    expect(visualLine("الجمعة 14 مارس 2025 · 10:30")).toBe(`10:30 · 2025 ${march} 14 ${friday}`);
  });

  it("puts an amount before its currency word in an Arabic amount", () => {
    expect(visualLine("1,234.50 درهم")).toBe(`${visualLine("درهم")} 1,234.50`);
  });

  it("keeps Latin runs and a code left to right inside an Arabic line that starts with a number", () => {
    expect(visualLine("3 × Snow Park")).toBe("3 × Snow Park");
    expect(visualLine("3 × Snow Park", "rtl")).toBe("Snow Park × 3");
    expect(visualLine("2 تذكرة SKD-7K2Q9M4XPA-01")).toBe(`SKD-7K2Q9M4XPA-01 ${visualLine("تذكرة")} 2`);
  });

  it("orders an isolated number inside Arabic and drops the isolate marks", () => {
    const vat = visualLine("ضريبة القيمة المضافة (\u20665%\u2069)");
    expect(vat.startsWith("(5%) ")).toBe(true);
    expect(vat).not.toMatch(/[\u2066-\u2069]/);
  });

  it("leaves an English line with a number first as it is", () => {
    expect(visualLine("2 adults · Fri 14 Mar 2025")).toBe("2 adults · Fri 14 Mar 2025");
  });
});
