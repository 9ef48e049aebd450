// The visitor's consent choice (booking-and-checkout §3 categories C0002 analytics, C0003 personalization, C0004
// advertising; §4 consent): kept in a first-party cookie the server reads, so the page it renders already carries the
// consent state, loads the tag manager only after a choice that grants something, and shows the dialog only when no
// choice is stored (docs/decisions/018).
import type { ConsentCategories } from "./analytics";

/** Cookie of the stored choice, e.g. C0002:1|C0003:0|C0004:1. */
export const CONSENT_COOKIE = "consent_choice";
/** The choice is asked again after six months. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const CONSENT_CATEGORIES = ["C0002", "C0003", "C0004"] as const satisfies readonly (keyof ConsentCategories)[];

/** The cookie value of a choice. */
export function consentCookieValue(choice: ConsentCategories): string {
  return CONSENT_CATEGORIES.map((c) => `${c}:${choice[c] ? 1 : 0}`).join("|");
}

/** The stored choice from a Cookie header, or null when there is none or it is not one this shop wrote. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentCategories | null {
  if (!header) return null;
  const raw = header
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  const pairs = raw.split("|").map((p) => p.split(":"));
  if (pairs.length !== CONSENT_CATEGORIES.length) return null;
  const choice: Partial<ConsentCategories> = {};
  for (const [key, value] of pairs) {
    if (!(CONSENT_CATEGORIES as readonly string[]).includes(key ?? "") || (value !== "0" && value !== "1")) return null;
    choice[key as keyof ConsentCategories] = value === "1";
  }
  return CONSENT_CATEGORIES.every((c) => c in choice) ? (choice as ConsentCategories) : null;
}

/** The tag manager loads only after a stored choice that grants at least one category; consent mode limits each tag. */
export function tagManagerAllowed(choice: ConsentCategories | null): boolean {
  return choice !== null && CONSENT_CATEGORIES.some((c) => choice[c]);
}

/** The tag manager's script address for a container id, or null when the venue has none. */
export function tagManagerUrl(gtmId: string): string | null {
  return /^GTM-[A-Z0-9]+$/.test(gtmId) ? `https://www.googletagmanager.com/gtm.js?id=${gtmId}` : null;
}

/** The query parameter of a page asked for with the consent dialog open again (the footer's "Cookie settings" link). */
export const CONSENT_SETTINGS_PARAM = "cookie-settings";

/**
 * The footer's link to the cookie settings from a page whose query is `search`: the page's own query with the parameter
 * after it, so the page comes back as it was once a choice is stored (consentSettingsReturn takes the parameter off).
 */
export function consentSettingsHref(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(CONSENT_SETTINGS_PARAM);
  const rest = query.toString();
  return `?${rest ? `${rest}&` : ""}${CONSENT_SETTINGS_PARAM}`;
}

/**
 * Where a page opened for the cookie settings goes once a choice is stored: the same page without the parameter, as a
 * path on this site (never another host: leading slashes collapse to one). Null when the page was not asked for them.
 */
export function consentSettingsReturn(url: URL): string | null {
  if (!url.searchParams.has(CONSENT_SETTINGS_PARAM)) return null;
  const search = new URLSearchParams(url.search);
  search.delete(CONSENT_SETTINGS_PARAM);
  const query = search.toString();
  return `/${url.pathname.replace(/^\/+/, "")}${query ? `?${query}` : ""}`;
}
