// Snow Oman: site 3, priced in rials with three decimals, no loyalty points and no buy-now-pay-later.
import type { Tenant } from "../shared/tenant";

export const snowOman: Tenant = {
  slug: "snow-oman",
  siteId: 3,
  locationCode: "snow_oman",
  reservationPrefix: "SMO",
  name: { en: "Snow Oman", ar: "سنو عُمان" },
  region: "om",
  prefixes: { en: "/en-om/snow-oman", ar: "/ar-om/snow-oman" },
  currency: "OMR",
  decimals: 3,
  timeZone: "Asia/Muscat",
  dialCode: "+968",
  phoneRegion: "om",
  countryIso3: "OMN",
  containsShare: false,
  loyaltySponsorId: "35",
  identityClient: "snow-oman-web",
  analytics: { gtmId: "GTM-SNOWMCT", gaMeasurementId: "G-SNOWMCT000" },
  vatRate: 0.05,
  buyNowPayLater: { tabby: false, tamara: false },
  bankOffer: { region: "OMN", buCode: "SMO" },
  childMinimumAge: 2,
  features: { signUpButton: true, cartPanel: true, signInFromCms: false },
  cmsPath: "/api/cms/snow-oman",
  publicUrl: "https://www.snowoman.example",
};
