// The signed-in member in the browser (booking-and-checkout §4, §6; content-and-account §4): who is signed in (never a
// token: the session is an HttpOnly cookie), the sign-in address, and the local-storage markers other tabs react to.
// Loaded with every page (the header's badge), so it stays small: no schema library, calls live in member-session.ts.
import { create } from "zustand";
import { AUTH_PATHS, SIGN_IN_QUERY, SIGN_UP_ROUTE_HINT } from "../../shared/contract/members";
import type { SessionMember } from "../../shared/contract/member-schemas";
import { STORAGE_KEYS } from "../../shared/storage-keys";
import type { Locale } from "../../shared/locale";

export type { SessionMember };

/** Local storage key of the member this browser last saw signed in (their mafid), so a new sign-in is noticed once. */
export const MEMBER_SEEN_STORAGE_KEY = "member_seen";

interface MemberState {
  /** True once the page has taken the member from its data (in the browser; the server never sets it). */
  known: boolean;
  member: SessionMember | null;
  /** Takes the member the page was rendered with (or /auth/session answered). */
  adopt: (member: SessionMember | null) => void;
  /** Forgets the member (sign-out). */
  forget: () => void;
  /** The share points, cached with the member and fetched when absent (booking-and-checkout §4). */
  sharePoints: { points: number; amount: number } | null;
  keepSharePoints: (points: { points: number; amount: number }) => void;
}

export const useMemberStore = create<MemberState>((set) => ({
  known: false,
  member: null,
  adopt: (member) => set((state) => ({ known: true, member, sharePoints: member?.mafid === state.member?.mafid ? state.sharePoints : null })),
  forget: () => set({ known: true, member: null, sharePoints: null }),
  sharePoints: null,
  keepSharePoints: (sharePoints) => set({ sharePoints }),
}));

/**
 * The store's member once known, else the member the page was rendered with (server render and hydration). One
 * reading of both: when the page adopts the member it was rendered with, nothing that shows the member renders again
 * (a store's change is rendered at once and in one piece, never in slices).
 */
export function useMember(rendered: SessionMember | null): SessionMember | null {
  return useMemberStore((s) => (s.known ? s.member : rendered));
}

/** True when the browser knows a member is signed in (route guards of client-side navigations). */
export function memberKnown(): { known: boolean; signedIn: boolean } {
  const { known, member } = useMemberStore.getState();
  return { known, signedIn: member !== null };
}

// ---------- Sign-in address ----------
/** Only a path of this site (its prefix, then nothing or a "/", "?" or "#") may be a return address. */
export function safeReturnPath(prefix: string, candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith(prefix)) return null;
  const rest = candidate.slice(prefix.length);
  if (rest !== "" && !/^[/?#]/.test(rest)) return null;
  // No "//" (another host), no backslash, no control character.
  if (/\/\/|\\|[\u0000-\u001f]/.test(candidate)) return null;
  return candidate;
}

/** GET /auth/sign-in with the site, language, the page to come back to, and the sign-up hint when asked. */
export function signInHref(site: { slug: string; locale: Locale }, returnTo: string, signUp = false): string {
  const query = new URLSearchParams({ [SIGN_IN_QUERY.site]: site.slug, [SIGN_IN_QUERY.lang]: site.locale, [SIGN_IN_QUERY.returnTo]: returnTo });
  if (signUp) query.set(SIGN_IN_QUERY.hint, SIGN_UP_ROUTE_HINT);
  return `${AUTH_PATHS.signIn}?${query}`;
}

/**
 * A CMS-configured sign-in link (Egypt's sign_in_cta) that points at the shop's own sign-in route gets the page to
 * come back to; any other link is left as it is.
 */
export function withReturn(url: string, returnTo: string): string {
  if (!url.startsWith(`${AUTH_PATHS.signIn}?`) && url !== AUTH_PATHS.signIn) return url;
  const parsed = new URL(url, "http://site.invalid");
  if (!parsed.searchParams.has(SIGN_IN_QUERY.returnTo)) parsed.searchParams.set(SIGN_IN_QUERY.returnTo, returnTo);
  return `${parsed.pathname}${parsed.search}`;
}

// ---------- Markers other tabs react to ----------
type MarkerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The page has a member: the first time this browser sees this member (a sign-in just happened), stores who it is
 * and writes the logged_in marker with the time. True when the marker was written.
 */
export function noteSignedIn(storage: MarkerStorage | null, member: SessionMember, now: number = Date.now()): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(MEMBER_SEEN_STORAGE_KEY) === member.mafid) return false;
    storage.setItem(MEMBER_SEEN_STORAGE_KEY, member.mafid);
    storage.setItem(STORAGE_KEYS.loggedIn, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The page has no member: forgets the one seen before (a later sign-in then counts as new). */
export function noteGuest(storage: MarkerStorage | null): void {
  try {
    storage?.removeItem(MEMBER_SEEN_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** After a sign-out: the logged_out marker with the time (other tabs go home) and no member seen. */
export function noteSignedOut(storage: MarkerStorage | null, now: number = Date.now()): void {
  if (!storage) return;
  try {
    storage.removeItem(MEMBER_SEEN_STORAGE_KEY);
    storage.setItem(STORAGE_KEYS.loggedOut, String(now));
  } catch {
    // Storage blocked: other tabs learn of it at their next session check.
  }
}

/** What a tab does when another tab changes a marker: go home, reload, or a full reload. */
export type MarkerReaction = "home" | "reload" | "hard-reload" | null;

export function reactionToStorage(key: string | null, newValue: string | null): MarkerReaction {
  if (newValue === null) return null;
  if (key === STORAGE_KEYS.loggedOut) return "home";
  if (key === STORAGE_KEYS.loggedIn) return "reload";
  if (key === STORAGE_KEYS.hardRefreshPages) return "hard-reload";
  return null;
}

export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

// ---------- Route guards (booking-and-checkout §6) ----------
/** Pages only a member may open (below the prefix): the accounts area and the extra pages. */
export function isMemberOnlyPath(rest: string): boolean {
  const path = rest.replace(/^\/+/, "");
  return /^(accounts|extra)(\/|$)/.test(path);
}

/** The path below the site prefix of a full path ("/en-ae/ski-dubai/accounts/dashboard" → "accounts/dashboard"). */
export function pathBelowPrefix(pathname: string): string {
  return pathname.split("/").slice(3).join("/");
}

/** Where a guest asking for a member page goes: unauthorized, with the page wanted to come back to after sign-in. */
export function unauthorizedHref(prefix: string, wanted: string | null): string {
  const back = safeReturnPath(prefix, wanted);
  return back ? `${prefix}/unauthorized?return=${encodeURIComponent(back)}` : `${prefix}/unauthorized`;
}
