// Snow Abu Dhabi: site 2, its own identity client and loyalty sponsor.
import type { Tenant } from "../shared/tenant";

export const snowAbuDhabi: Tenant = {
  slug: "snow-abu-dhabi",
  siteId: 2,
  locationCode: "snow_abu_dhabi",
  reservationPrefix: "SAD",
  name: { en: "Snow Abu Dhabi", ar: "سنو أبوظبي" },
  region: "ae",
  prefixes: { en: "/en-ae/snow-abu-dhabi", ar: "/ar-ae/snow-abu-dhabi" },
  currency: "AED",
  decimals: 2,
  timeZone: "Asia/Dubai",
  dialCode: "+971",
  phoneRegion: "ae",
  countryIso3: "ARE",
  containsShare: true,
  loyaltySponsorId: "91",
  identityClient: "snow-abu-dhabi-web",
  analytics: { gtmId: "GTM-SNOWAUH", gaMeasurementId: "G-SNOWAUH000" },
  vatRate: 0.05,
  buyNowPayLater: { tabby: true, tamara: true },
  bankOffer: { region: "UAE", buCode: "SRA" },
  childMinimumAge: 3,
  features: { signUpButton: true, cartPanel: true, signInFromCms: false },
  cmsPath: "/api/cms/snow-abu-dhabi",
  publicUrl: "https://www.snowabudhabi.example",
};
