// The payment pages' small rules: card form checks at month edges and text, pay-later instalments in 2 and 3
// decimals, and which return pages a checkout accepts.
import { describe, expect, it } from "vitest";
import { TENANTS } from "../../tenants";
import { checkCardForm, instalmentsOf } from "./hosted-page";
import { returnOrigins, returnPageOf } from "../orders/checkout";

const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;
const valid = { number: "4242424242424242", expiry: "05/30", cvc: "123", name: "Sam" };

describe("card form", () => {
  it("accepts the current month, refuses the month before, and 3 or 4 digit CVCs only", () => {
    const now = new Date(Date.UTC(2030, 4, 31));
    expect(checkCardForm(valid, now)).toEqual({});
    expect(checkCardForm({ ...valid, expiry: "04/30" }, now)).toEqual({ expiry: "expiryInvalid" });
    expect(checkCardForm({ ...valid, expiry: "13/31" }, now)).toEqual({ expiry: "expiryInvalid" });
    expect(checkCardForm({ ...valid, number: "4242 4242 4242 4242", cvc: "1234" }, now)).toEqual({});
    expect(checkCardForm({ ...valid, number: "4242 4242 4242 424", cvc: "12345" }, now)).toEqual({ number: "numberInvalid", cvc: "cvcInvalid" });
    expect(checkCardForm({ ...valid, name: "Sam\u202Egniht" }, now)).toEqual({ name: "nameInvalid" });
  });
});

describe("pay-later plan", () => {
  it("splits into 4 payments that add up exactly, the last taking the rounding", () => {
    expect(instalmentsOf(1000, 2)).toEqual([250, 250, 250, 250]);
    expect(instalmentsOf(100, 2)).toEqual([25, 25, 25, 25]);
    expect(instalmentsOf(10.01, 2)).toEqual([2.5, 2.5, 2.5, 2.51]);
    expect(instalmentsOf(10.001, 3)).toEqual([2.5, 2.5, 2.5, 2.501]);
  });
});

describe("return page", () => {
  const origin = "https://shop.test";
  const origins = returnOrigins(origin, undefined);
  it("accepts the site's booking-redirect page in either language, relative or on the same origin", () => {
    expect(returnPageOf("/en-ae/ski-dubai/booking-redirect", DUBAI, origins)).toEqual({ url: "/en-ae/ski-dubai/booking-redirect", locale: "en" });
    expect(returnPageOf(`${origin}/ar-ae/ski-dubai/booking-redirect?x=1`, DUBAI, origins)).toEqual({
      url: `${origin}/ar-ae/ski-dubai/booking-redirect?x=1`,
      locale: "ar",
    });
  });
  it("accepts a shop listed in SHOP_ORIGINS (one that uses this shop as its provider), and only those", () => {
    const withShop = returnOrigins(origin, " https://other-shop.test , not a url");
    expect(withShop).toEqual([origin, "https://other-shop.test"]);
    expect(returnPageOf("https://other-shop.test/en-ae/ski-dubai/booking-redirect", DUBAI, withShop)).toMatchObject({ locale: "en" });
    expect(returnPageOf("https://other-shop.test/en-ae/ski-dubai/booking-redirect", DUBAI, origins)).toBeNull();
  });
  it("refuses other origins, other sites, other pages and tricks", () => {
    for (const url of [
      "https://evil.example/en-ae/ski-dubai/booking-redirect",
      "//evil.example/en-ae/ski-dubai/booking-redirect",
      "/\\evil.example/en-ae/ski-dubai/booking-redirect",
      "/en-om/snow-oman/booking-redirect",
      "/en-ae/ski-dubai/booking-redirect/extra",
      "/en-ae/ski-dubai/../ski-dubai/payment",
      "javascript:alert(1)",
      "",
    ]) {
      expect(returnPageOf(url, DUBAI, origins)).toBeNull();
    }
  });
});
