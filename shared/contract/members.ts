// The member contract (booking-and-checkout §4, §6, §7; content-and-account §3, §4, §7): the shop's sign-in routes,
// the member calls of the provider, the sign-in parameters and lifetimes, the cookies' names, and the member's
// titles. Plain constants (refusals are in ./orders.ts); the zod schemas of the member
// calls are in ./member-schemas.ts.
// ---------- The shop's own sign-in routes (the worker is the relying party, DESIGN decision 5) ----------
export const AUTH_PATHS = {
  /** GET: starts sign-in (or sign-up) at the identity provider; query SIGN_IN_QUERY. */
  signIn: "/auth/sign-in",
  /** GET: the identity provider sends the member back here with a code and the state. */
  callback: "/callback",
  /** POST (same origin): ends the member's session in the shop. */
  signOut: "/auth/sign-out",
  /** GET: who is signed in, for the browser (MemberSessionAnswer). */
  session: "/auth/session",
  /**
   * GET ?lang=: sends the visitor on to the privacy center in that language, with the signed-in member's access token
   * added by the shop (content-and-account §2 Other): the browser never holds the token.
   */
  privacyCenter: "/auth/privacy-center",
} as const;

/** Query parameters of AUTH_PATHS.signIn. */
export const SIGN_IN_QUERY = {
  /** The site slug the member signs in on (its identity client, its language prefix). */
  site: "site",
  /** en or ar. */
  lang: "lang",
  /** The path to come back to after sign-in: a path of this shop, else the site's home. */
  returnTo: "return",
  /** "signup" opens the provider's sign-up screen. */
  hint: "hint",
} as const;

/**
 * Parameters the shop sends to the identity provider's authorization endpoint besides the OAuth ones
 * (booking-and-checkout §4: a route hint, the language, a share terms flag and a three-letter country code).
 * The spec does not name them; docs/decisions/010 records these names.
 */
export const AUTHORIZE_PARAMS = {
  routeHint: "route_hint",
  language: "ui_locales",
  shareTerms: "share_terms",
  country: "country",
  audience: "audience",
} as const;
/** The route hint that opens the sign-up screen; an empty hint opens sign-in. */
export const SIGN_UP_ROUTE_HINT = "signup";
/** The scopes the shop asks for (§6). */
export const MEMBER_SCOPES = ["openid", "email", "profile", "offline_access"] as const;
/** The audience of the member's access tokens (§6): the provider's API. */
export const MEMBER_AUDIENCE = "mafid";

// ---------- Lifetimes (§6) ----------
/** A refresh token is used for at most this long after sign-in. */
export const REFRESH_TOKEN_MAX_AGE_S = 7_776_000;
/** The session cookie lives this long. */
export const SESSION_COOKIE_MAX_AGE_S = 2_592_000;
/** The sign-in round trip (state, nonce, PKCE verifier) must finish within this. */
export const SIGN_IN_FLOW_MAX_AGE_S = 600;

// ---------- Cookies (names only: the browser's script never reads them, they are HttpOnly) ----------
/** The signed, opaque session cookie; with Hono's "host" prefix it is sent as __Host-member_session. */
export const SESSION_COOKIE = "member_session";
/** The signed cookie carrying state, nonce and PKCE verifier of one sign-in round trip (__Host-sign_in_flow). */
export const SIGN_IN_FLOW_COOKIE = "sign_in_flow";

// ---------- Member calls of the provider (content-and-account §7) ----------
export const MEMBER_PATHS = {
  /** GET: the user record (user_ak, reminder flags, e-mail, mafid). */
  userDetails: "/get-user-info",
  /** POST {}: is the member's session alive at the provider. */
  checkSession: "/check-session",
  /** POST {email}: the member's information (names, title, gender, birth date, nationality, residence, mobile, share). */
  userInfo: "/info/user",
  /** POST: change the member's information (personal details). */
  applyInfo: "/info/apply",
  /** GET: the member's bookings, upcoming first (the dashboard). */
  orders: "/orders",
  /** GET: a share member's points balance (only share members, only on sites with SHARE). */
  shareBalance: "/share-balance",
} as const;

/** Share points worth one unit of the site's currency (booking-and-checkout §5: points ÷ 10 is the reward amount). */
export const SHARE_POINTS_PER_CURRENCY_UNIT = 10;

/** Sent by a call that wants a freshly refreshed access token, whatever its expiry says (§7 ignore-cached-token). */
export const IGNORE_CACHED_TOKEN_HEADER = "X-Ignore-Cached-Token";
/** Answer header telling the browser that the shop has signed the member out (after a 403 or a failed refresh). */
export const SIGNED_OUT_HEADER = "X-Signed-Out";

// Refusals of member calls are in the one catalogue of ./orders.ts (ORDER_ERRORS, codes 4501-4506): signInRequired,
// memberSessionEnded, signInFailed, accountRefused (403: the shop signs the member out), memberBooking, memberDetailsMissing.

// ---------- The member's information ----------
/** A member's titles are the guest form's (GUEST_TITLES of ./titles.ts; members.test.ts holds them equal). */
export const MEMBER_TITLES = ["mr", "mrs", "ms", "miss"] as const;
export type MemberTitle = (typeof MEMBER_TITLES)[number];
export const MEMBER_GENDERS = ["male", "female"] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];
/** Gender follows the title (content-and-account §3: the avatar is chosen by gender). */
export function genderOfTitle(title: MemberTitle): MemberGender {
  return title === "mr" ? "male" : "female";
}
/** The youngest a member may be (their own account; children are sub-accounts). */
export const MEMBER_MINIMUM_AGE = 18;
