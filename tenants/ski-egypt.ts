// Ski Egypt: site 4, no sign-up button and no cart panel; sign-in is a link set in the CMS header.
import type { Tenant } from "../shared/tenant";
import { DEFAULT_IDENTITY_CLIENT } from "./identity";

export const skiEgypt: Tenant = {
  slug: "ski-egypt",
  siteId: 4,
  locationCode: "ski_egypt",
  reservationPrefix: "SKE",
  name: { en: "Ski Egypt", ar: "سكي مصر" },
  region: "eg",
  prefixes: { en: "/en-eg/ski-egypt", ar: "/ar-eg/ski-egypt" },
  currency: "EGP",
  decimals: 2,
  timeZone: "Africa/Cairo",
  dialCode: "+20",
  phoneRegion: "eg",
  countryIso3: "EGY",
  containsShare: true,
  loyaltySponsorId: "35",
  identityClient: DEFAULT_IDENTITY_CLIENT,
  analytics: { gtmId: "GTM-SKIEGY0", gaMeasurementId: "G-SKIEGY0000" },
  vatRate: 0.14,
  weekStartsOn: 6,
  // Tabby and Tamara take no Egyptian pounds (their EGP maximum is 0): Ski Egypt neither offers nor advertises them.
  buyNowPayLater: { tabby: false, tamara: false },
  bankOffer: { region: "EGY", buCode: "SKE" },
  childMinimumAge: 3,
  features: { signUpButton: false, cartPanel: false, signInFromCms: true },
  cmsPath: "/api/cms/ski-egypt",
  publicUrl: "https://www.skiegypt.example",
};
