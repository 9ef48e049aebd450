// Languages the shop speaks and their text direction.
export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export type Direction = "ltr" | "rtl";

export const DEFAULT_LOCALE: Locale = "en";
export const DEFAULT_TIME_ZONE = "Asia/Dubai";

/** The visitor's time zone as the browser reports it (sent to the CMS as TimeZone), else the fallback. */
export function browserTimeZone(fallback: string = DEFAULT_TIME_ZONE): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}
/** Cookie that remembers the visitor's last locale-site prefix. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function directionOf(locale: Locale): Direction {
  return locale === "ar" ? "rtl" : "ltr";
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

/**
 * The language of an API call: the `Lang` query when it names one, else the `lang` header, else English.
 * One rule for every answer of a call, its data and its refusals alike.
 */
export function localeOfCall(langQuery: unknown, langHeader: unknown): Locale {
  return isLocale(langQuery) ? langQuery : isLocale(langHeader) ? langHeader : DEFAULT_LOCALE;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "ar" : "en";
}

/** Language of a path outside the known prefixes, guessed from its first segment ("/ar-xx/…" → ar), else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.slice(0, 2);
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
