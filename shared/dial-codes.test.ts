import { describe, expect, it } from "vitest";
import {
  DIAL_COUNTRIES,
  countryByIso2,
  countryName,
  isValidNationalNumber,
  nationalNumberLengths,
  normaliseNationalNumber,
  sortedCountries,
} from "./dial-codes";

describe("the list", () => {
  it("holds about 200 countries with unique, well-formed codes", () => {
    expect(DIAL_COUNTRIES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(DIAL_COUNTRIES.map((c) => c.iso2)).size).toBe(DIAL_COUNTRIES.length);
    expect(new Set(DIAL_COUNTRIES.map((c) => c.iso3)).size).toBe(DIAL_COUNTRIES.length);
    for (const c of DIAL_COUNTRIES) {
      expect(c.iso2, c.name_en).toMatch(/^[a-z]{2}$/);
      expect(c.iso3, c.name_en).toMatch(/^[A-Z]{3}$/);
      expect(c.dialCode, c.name_en).toMatch(/^[1-9]\d{0,2}$/);
      expect(c.exampleNumber, c.name_en).toMatch(/^\d{4,12}$/);
      expect(c.name_ar, c.name_en).toMatch(/^[\u0600-\u06FF\s()\-]+$/);
      expect(isValidNationalNumber(c, c.exampleNumber), `${c.name_en} example`).toBe(true);
    }
  });
  it("has exactly one main country per dial code", () => {
    const mains = new Map<string, number>();
    for (const c of DIAL_COUNTRIES) if (c.priority === 0) mains.set(c.dialCode, (mains.get(c.dialCode) ?? 0) + 1);
    for (const c of DIAL_COUNTRIES) expect(mains.get(c.dialCode), c.name_en).toBe(1);
  });
  it("knows the venues' countries", () => {
    expect(countryByIso2("AE")).toMatchObject({ iso3: "ARE", dialCode: "971", name_en: "United Arab Emirates", name_ar: "الإمارات العربية المتحدة" });
    expect(countryByIso2("om")).toMatchObject({ iso3: "OMN", dialCode: "968", name_ar: "عُمان" });
    expect(countryByIso2("eg")).toMatchObject({ iso3: "EGY", dialCode: "20", name_ar: "مصر" });
    expect(countryByIso2("zz")).toBeNull();
    expect(countryByIso2(null)).toBeNull();
  });
  it("names countries in both languages and sorts per language", () => {
    const eg = countryByIso2("eg")!;
    expect(countryName(eg, "en")).toBe("Egypt");
    expect(countryName(eg, "ar")).toBe("مصر");
    expect(sortedCountries("en")[0]!.iso2).toBe("af");
    expect(sortedCountries("ar").length).toBe(DIAL_COUNTRIES.length);
  });
});

describe("national numbers", () => {
  const ae = countryByIso2("ae")!;
  const de = countryByIso2("de")!;
  it("accept the exact length where numbers are fixed, 6-12 digits elsewhere", () => {
    expect(nationalNumberLengths(ae)).toEqual({ min: 9, max: 9 });
    expect(nationalNumberLengths(countryByIso2("ca")!)).toEqual({ min: 10, max: 10 });
    expect(nationalNumberLengths(de)).toEqual({ min: 6, max: 12 });
    expect(nationalNumberLengths(countryByIso2("tk")!)).toEqual({ min: 4, max: 12 });
  });
  it("drop separators, a trunk 0 and a repeated country code", () => {
    expect(normaliseNationalNumber(ae, "050 123 4567")).toBe("501234567");
    expect(normaliseNationalNumber(ae, "971501234567")).toBe("501234567");
    expect(normaliseNationalNumber(ae, "(50) 123-4567")).toBe("501234567");
    expect(normaliseNationalNumber(ae, "50abc")).toBeNull();
    expect(normaliseNationalNumber(countryByIso2("ci")!, "0123456789")).toBe("0123456789");
  });
  it("validate length and, for shared codes, the area code", () => {
    expect(isValidNationalNumber(ae, "501234567")).toBe(true);
    expect(isValidNationalNumber(ae, "0501234567")).toBe(true);
    expect(isValidNationalNumber(ae, "50123456")).toBe(false);
    expect(isValidNationalNumber(ae, "5012345678")).toBe(false);
    expect(isValidNationalNumber(countryByIso2("ca")!, "2125551234")).toBe(false);
    expect(isValidNationalNumber(countryByIso2("kz")!, "9161234567")).toBe(false);
    expect(isValidNationalNumber(de, "15123456789")).toBe(true);
    expect(isValidNationalNumber(de, "12345")).toBe(false);
  });
});
