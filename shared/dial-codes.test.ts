import { describe, expect, it } from "vitest";
import {
  DEFAULT_DIAL_CODE,
  DEFAULT_DIAL_COUNTRY,
  DEFAULT_PHONE_REGION,
  DIAL_COUNTRIES,
  countriesByDialCode,
  countryByIso2,
  countryByIso3,
  countryName,
  countryOfNumber,
  dialDigits,
  internationalNumber,
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
      expect(countryOfNumber(c.dialCode, c.exampleNumber)?.dialCode).toBe(c.dialCode);
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
    expect(countryByIso3("sau")?.iso2).toBe("sa");
    expect(countryByIso2("zz")).toBeNull();
    expect(countryByIso2(null)).toBeNull();
  });
  it("defaults to the UAE, +971", () => {
    expect(DEFAULT_PHONE_REGION).toBe("ae");
    expect(DEFAULT_DIAL_CODE).toBe("971");
    expect(DEFAULT_DIAL_COUNTRY.iso2).toBe("ae");
  });
  it("names countries in both languages and sorts per language", () => {
    const eg = countryByIso2("eg")!;
    expect(countryName(eg, "en")).toBe("Egypt");
    expect(countryName(eg, "ar")).toBe("مصر");
    expect(sortedCountries("en")[0]!.iso2).toBe("af");
    expect(sortedCountries("ar").length).toBe(DIAL_COUNTRIES.length);
  });
});

describe("shared dial codes", () => {
  it("lists countries of a code main one first", () => {
    expect(countriesByDialCode("+1")[0]!.iso2).toBe("us");
    expect(countriesByDialCode("001")[1]!.iso2).toBe("ca");
    expect(countriesByDialCode("7").map((c) => c.iso2)).toEqual(["ru", "kz"]);
    expect(dialDigits(" +971 ")).toBe("971");
  });
  it("tells +1 countries apart by area code", () => {
    expect(countryOfNumber("1", "4165551234")?.iso2).toBe("ca");
    expect(countryOfNumber("+1", "6045551234")?.iso2).toBe("ca");
    expect(countryOfNumber("1", "8095551234")?.iso2).toBe("do");
    expect(countryOfNumber("1", "8295551234")?.iso2).toBe("do");
    expect(countryOfNumber("1", "8495551234")?.iso2).toBe("do");
    expect(countryOfNumber("1", "8765551234")?.iso2).toBe("jm");
    expect(countryOfNumber("1", "2125551234")?.iso2).toBe("us");
  });
  it("tells Kazakhstan from Russia under +7", () => {
    expect(countryOfNumber("7", "7011234567")?.iso2).toBe("kz");
    expect(countryOfNumber("7", "9161234567")?.iso2).toBe("ru");
    expect(countryOfNumber("7", "3312345678")?.iso2).toBe("ru");
  });
  it("handles the other shared codes", () => {
    expect(countryOfNumber("44", "7911123456")?.iso2).toBe("gg");
    expect(countryOfNumber("44", "7400123456")?.iso2).toBe("gb");
    expect(countryOfNumber("39", "0669812345")?.iso2).toBe("va");
    expect(countryOfNumber("39", "3123456789")?.iso2).toBe("it");
    expect(countryOfNumber("999", "1234")).toBeNull();
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
  it("write the international form", () => {
    expect(internationalNumber(ae, "050 123 4567")).toBe("+971501234567");
    expect(internationalNumber(ae, "")).toBeNull();
  });
});
