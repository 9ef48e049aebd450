// Ski Dubai: site 1, the default site of the shop.
import type { Tenant } from "../shared/tenant";
import { DEFAULT_IDENTITY_CLIENT } from "./identity";

export const skiDubai: Tenant = {
  slug: "ski-dubai",
  siteId: 1,
  locationCode: "ski_dubai",
  reservationPrefix: "SKD",
  name: { en: "Ski Dubai", ar: "سكي دبي" },
  region: "ae",
  prefixes: { en: "/en-ae/ski-dubai", ar: "/ar-ae/ski-dubai" },
  currency: "AED",
  decimals: 2,
  timeZone: "Asia/Dubai",
  dialCode: "+971",
  phoneRegion: "ae",
  countryIso3: "ARE",
  containsShare: true,
  loyaltySponsorId: "35",
  identityClient: DEFAULT_IDENTITY_CLIENT,
  analytics: { gtmId: "GTM-SKIDXB0", gaMeasurementId: "G-SKIDXB0000" },
  vatRate: 0.05,
  weekStartsOn: 1,
  buyNowPayLater: { tabby: true, tamara: true },
  bankOffer: { region: "UAE", buCode: "SKD" },
  childMinimumAge: 3,
  features: { signUpButton: true, cartPanel: true, signInFromCms: false },
  cmsPath: "/api/cms/ski-dubai",
  publicUrl: "https://www.skidxb.example",
};
