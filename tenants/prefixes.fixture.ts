// The eight locale-site prefixes of booking-and-checkout §2 with their site, language and direction, as tests expect them.
export const EIGHT_PREFIXES = [
  ["/en-ae/ski-dubai", "ski-dubai", "en", "ltr"],
  ["/ar-ae/ski-dubai", "ski-dubai", "ar", "rtl"],
  ["/en-ae/snow-abu-dhabi", "snow-abu-dhabi", "en", "ltr"],
  ["/ar-ae/snow-abu-dhabi", "snow-abu-dhabi", "ar", "rtl"],
  ["/en-om/snow-oman", "snow-oman", "en", "ltr"],
  ["/ar-om/snow-oman", "snow-oman", "ar", "rtl"],
  ["/en-eg/ski-egypt", "ski-egypt", "en", "ltr"],
  ["/ar-eg/ski-egypt", "ski-egypt", "ar", "rtl"],
] as const;
