// Staff in the console (docs/decisions/054): who is signed in, which venues the identity provider's venue_ops claim
// gives them, and their session, a D1 row whose random id only the browser holds, in its own signed __Host- cookie.
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { z } from "zod";
import { SITE_SLUGS, type SiteSlug, type Tenant } from "../../shared/tenant";
import { TENANTS } from "../../tenants";
import type { AppEnv } from "../env";
import { hashSecret, newSecret } from "../orders/rules";
import { sessionSecretOf } from "../auth/sessions";

/** The console's session cookie (sent as __Host-ops_session) and its sign-in flow's cookie. */
export const STAFF_SESSION_COOKIE = "ops_session";
export const STAFF_SIGN_IN_COOKIE = "ops_sign_in";
/** A console session lasts one working day; then the staff member signs in again. */
export const STAFF_SESSION_MAX_AGE_S = 12 * 3600;
export const STAFF_SIGN_IN_MAX_AGE_S = 10 * 60;
/** The identity provider's claim naming the venues a member of staff runs: site slugs, or "*" for every venue. */
export const VENUE_OPS_CLAIM = "venue_ops";
export const ALL_VENUES = "*";

/** __Host- prefix (Secure, Path=/, no Domain), HttpOnly, and Lax: the provider's return is a cross-site navigation. */
export const STAFF_COOKIE = { prefix: "host", httpOnly: true, sameSite: "Lax", secure: true, path: "/" } as const;

/** The claim as the provider sends it: a list of site slugs and "*"; anything else gives no venue. */
const venueOpsSchema = z.array(z.string().max(64)).max(20);

/** The venues a claim value gives: every venue for "*", else the known site slugs it lists (unknown ones are ignored). */
export function venuesOfClaim(claim: unknown): SiteSlug[] {
  const parsed = venueOpsSchema.safeParse(claim);
  if (!parsed.success) return [];
  if (parsed.data.includes(ALL_VENUES)) return [...SITE_SLUGS];
  return SITE_SLUGS.filter((slug) => parsed.data.includes(slug));
}

export interface StaffMember {
  email: string;
  name: string;
  /** Every venue, when the claim said "*". */
  allVenues: boolean;
  venues: SiteSlug[];
}

/** The tenants a member of staff may see and change, in the shop's order. */
export function venuesOf(staff: StaffMember): Tenant[] {
  return TENANTS.filter((tenant) => staff.venues.includes(tenant.slug));
}

export function mayRun(staff: StaffMember, slug: string): boolean {
  return (staff.venues as string[]).includes(slug);
}

interface StaffSessionRow {
  id_hash: string;
  email: string;
  name: string;
  venues: string;
  expires_at: number;
}

/** Stores a new console session and sets its cookie; a console session the browser had before ends. */
export async function startStaffSession<E extends AppEnv>(c: Context<E>, subject: string, member: StaffMember, now: Date): Promise<void> {
  const secret = sessionSecretOf(c.env)!;
  await endStaffSession(c);
  const id = newSecret();
  const at = now.getTime();
  const venues = member.allVenues ? [ALL_VENUES] : member.venues;
  await c.env.DB.prepare(
    "INSERT INTO staff_sessions (id_hash, subject, email, name, venues, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
  )
    .bind(await hashSecret(id), subject, member.email, member.name, JSON.stringify(venues), at, at + STAFF_SESSION_MAX_AGE_S * 1000)
    .run();
  await setSignedCookie(c, STAFF_SESSION_COOKIE, id, secret, { ...STAFF_COOKIE, maxAge: STAFF_SESSION_MAX_AGE_S });
}

async function sessionIdOf<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const secret = sessionSecretOf(c.env);
  if (!secret) return undefined;
  const id = await getSignedCookie(c, secret, STAFF_SESSION_COOKIE, "host");
  return typeof id === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(id) ? id : undefined;
}

/** The signed-in member of staff, or null (no cookie, a forged one, an ended or expired session). */
export async function currentStaff<E extends AppEnv>(c: Context<E>, now: Date): Promise<StaffMember | null> {
  const id = await sessionIdOf(c);
  if (!id) return null;
  const row = await c.env.DB.prepare("SELECT * FROM staff_sessions WHERE id_hash = ?1 AND expires_at > ?2")
    .bind(await hashSecret(id), now.getTime())
    .first<StaffSessionRow>();
  if (!row) return null;
  const claim = JSON.parse(row.venues) as unknown;
  return { email: row.email, name: row.name, allVenues: Array.isArray(claim) && claim.includes(ALL_VENUES), venues: venuesOfClaim(claim) };
}

/** Ends the browser's console session: its row goes and its cookie is cleared. */
export async function endStaffSession<E extends AppEnv>(c: Context<E>): Promise<void> {
  const id = await sessionIdOf(c);
  if (id) await c.env.DB.prepare("DELETE FROM staff_sessions WHERE id_hash = ?1").bind(await hashSecret(id)).run();
  deleteCookie(c, STAFF_SESSION_COOKIE, STAFF_COOKIE);
}

/**
 * Whether a state-changing request says it came from the console's own origin. The edge rule (sameOriginOnly) lets a
 * request without Origin or Sec-Fetch-Site through, as scripts send them; a request that acts on a staff member's
 * cookie must name its origin, as every browser does for a form post.
 */
export function cameFromConsole(c: Context): boolean {
  const own = new URL(c.req.url).origin;
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (origin !== undefined) return origin === own && (site === undefined || site === "same-origin");
  return site === "same-origin";
}
