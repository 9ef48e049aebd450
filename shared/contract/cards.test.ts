// The card rules of the gateway's page and the card warnings of the site configuration.
import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../cms";
import { brandOf, cardExpired, cardWarningSchema, lengthFits, luhnValid, warningFor } from "./cards";
import { readFileSync } from "node:fs";

describe("card numbers", () => {
  it("pass the Luhn check only with the right check digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("5555555555554444")).toBe(true);
    expect(luhnValid("42424242x2424242")).toBe(false);
  });
  it("tell the brand and the brand's length", () => {
    expect(brandOf("4242424242424242")).toBe("visa");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("2221000000000009")).toBe("mastercard");
    expect(brandOf("378282246310005")).toBe("amex");
    expect(brandOf("6011111111111117")).toBe("other");
    expect(lengthFits("378282246310005")).toBe(true);
    expect(lengthFits("3782822463100050")).toBe(false);
    expect(lengthFits("424242424242424")).toBe(false);
  });
  it("count a card as expired after its expiry month", () => {
    expect(cardExpired(11, 2026, "2026-11-30")).toBe(false);
    expect(cardExpired(10, 2026, "2026-11-01")).toBe(true);
    expect(cardExpired(1, 2027, "2026-12-31")).toBe(false);
  });
});

describe("card warnings", () => {
  const warnings = [{ card_Ids: ["34", "37"], message: "No Amex for lessons" }, { card_Ids: ["424242"], message: "Demo bank" }];
  it("match a card whose BIN starts with one of card_Ids", () => {
    expect(warningFor({ bin: "378282" }, warnings)?.message).toBe("No Amex for lessons");
    expect(warningFor({ bin: "424242" }, warnings)?.message).toBe("Demo bank");
    expect(warningFor({ bin: "555555" }, warnings)).toBeNull();
    expect(warningFor({ bin: "378282" }, undefined)).toBeNull();
  });
  it("take BIN prefixes of 1 to 6 digits and a message", () => {
    expect(cardWarningSchema.safeParse({ card_Ids: ["3"], message: "x" }).success).toBe(true);
    expect(cardWarningSchema.safeParse({ card_Ids: ["1234567"], message: "x" }).success).toBe(false);
    expect(cardWarningSchema.safeParse({ card_Ids: ["amex"], message: "x" }).success).toBe(false);
    expect(cardWarningSchema.safeParse({ card_Ids: [], message: "x" }).success).toBe(false);
    expect(cardWarningSchema.safeParse({ card_Ids: ["34"], message: "" }).success).toBe(false);
  });
  it("are seeded for every site in both languages, matching the American Express demo card", () => {
    for (const site of ["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"]) {
      for (const lang of ["en", "ar"]) {
        const settings = siteSettingsSchema.parse(JSON.parse(readFileSync(`tenants/content/${site}/${lang}/site-settings.json`, "utf8")));
        expect(warningFor({ bin: "378282" }, settings.card_warning_message_ski_school), `${site} ${lang}`).not.toBeNull();
      }
    }
  });
});
