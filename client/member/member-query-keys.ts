// The keys under which the account pages keep the member's data (DESIGN decision 11): one member, one site, one
// language per entry, so another member's or another site's bookings never show from the cache. Every key starts
// with the member's prefix, so a change (a saved profile, a sign-out) can invalidate all of a member's data at once.
// No TanStack import here: the keys are plain arrays the home page could read without loading the library.
import type { Locale } from "../../shared/locale";

/** Whose data and where: the member (their mafid) and the site (its slug). */
export interface MemberScope {
  mafid: string;
  site: string;
}

export const memberQueryKeys = {
  /** Everything kept for one member, on every site. */
  member: (mafid: string) => ["member", mafid] as const,
  /** Everything kept for one member on one site. */
  scope: ({ mafid, site }: MemberScope) => ["member", mafid, site] as const,
  /** The member's bookings (GET /orders), whose titles come in the page's language. */
  orders: (scope: MemberScope, locale: Locale) => [...memberQueryKeys.scope(scope), "orders", locale] as const,
  /** The member's personal details (POST info/user). */
  information: (scope: MemberScope) => [...memberQueryKeys.scope(scope), "information"] as const,
  /** One booking's details (GET booking-details/{code}), in the page's language. */
  booking: (scope: MemberScope, locale: Locale, code: string) => [...memberQueryKeys.scope(scope), "booking", code, locale] as const,
  /** The member and their sub-accounts (GET primary-and-sub-accounts). */
  people: (scope: MemberScope) => [...memberQueryKeys.scope(scope), "people"] as const,
  /** The gear of all the member's people (GET gear/user). */
  gear: (scope: MemberScope) => [...memberQueryKeys.scope(scope), "gear"] as const,
  /** The waivers of all the member's people (GET waiver/user). */
  waivers: (scope: MemberScope) => [...memberQueryKeys.scope(scope), "waivers"] as const,
  /** One person's ski or snowboard passport (GET skischool_passport), whose words come in the page's language. */
  passport: (scope: MemberScope, type: string, userId: string, locale: Locale) => [...memberQueryKeys.personPassport(scope, type, userId), locale] as const,
  /** One person's passport in every language (what a save of their answers makes stale). */
  personPassport: (scope: MemberScope, type: string, userId: string) => [...memberQueryKeys.scope(scope), "passport", type, userId] as const,
  /** A share member's points balance (GET share-balance). */
  shareBalance: (scope: MemberScope) => [...memberQueryKeys.scope(scope), "share-balance"] as const,
};

/** The venue's metadata documents (public, the same for every member): kept per site and language. */
export const documentQueryKeys = {
  gear: (site: string, locale: Locale) => ["document", "gear", site, locale] as const,
  waiver: (site: string, locale: Locale) => ["document", "waiver", site, locale] as const,
};
