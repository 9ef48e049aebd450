import { describe, expect, it } from "vitest";
import { TENANTS } from "../tenants";
import { offeredPaymentLogos, payLaterProviderOf } from "./payment-logos";

const LOGOS = [
  { image_url: "/images/payments/visa.svg", alt_text: "Visa" },
  { image_url: "/images/payments/apple-pay.svg", alt_text: "Apple Pay" },
  { image_url: "/images/payments/tabby.svg?v=2", alt_text: "Tabby" },
  { image_url: "https://cdn.example.com/logos/pay-later-1.svg", alt_text: "تمارا" },
];

describe("payment logos", () => {
  it("recognise a pay-later provider by its file or its alternative text, in either language", () => {
    expect(LOGOS.map(payLaterProviderOf)).toEqual([null, null, "tabby", "tamara"]);
  });

  it("show a pay-later provider only at a venue that offers it; every other way to pay everywhere", () => {
    const byVenue = Object.fromEntries(TENANTS.map((tenant) => [tenant.slug, offeredPaymentLogos(LOGOS, tenant).map((l) => l.alt_text)]));
    expect(byVenue).toEqual({
      "ski-dubai": ["Visa", "Apple Pay", "Tabby", "تمارا"],
      "snow-abu-dhabi": ["Visa", "Apple Pay", "Tabby", "تمارا"],
      // Neither Oman nor Egypt has a pay-later provider (no maximum in OMR or EGP).
      "snow-oman": ["Visa", "Apple Pay"],
      "ski-egypt": ["Visa", "Apple Pay"],
    });
  });

  it("hide a provider switched on for a venue whose currency has no maximum", () => {
    const egypt = TENANTS.find((t) => t.slug === "ski-egypt")!;
    expect(offeredPaymentLogos(LOGOS, { ...egypt, buyNowPayLater: { tabby: true, tamara: true } }).map((l) => l.alt_text)).toEqual(["Visa", "Apple Pay"]);
  });
});
