// Guest tokens (booking-and-checkout §6, §7 generate-token): 32 random bytes the browser keeps; the store keeps only
// their SHA-256 with the guest's details. A token from generate-token pays for carts and opens the orders it paid
// for; a token from find-your-booking opens the one order it was made for; neither opens anything by its e-mail.
import type { GuestTokenRequest } from "../../shared/contract/order-schemas";
import { hashSecret, newSecret } from "./rules";

/** How long a token of generate-token works: the visit and the days after, for the confirmation link. */
export const GUEST_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a token handed out by find-your-booking works. */
export const FOUND_BOOKING_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The guest details a token carries. */
export type GuestDetails = Pick<GuestTokenRequest, "title" | "email" | "firstName" | "lastName" | "mobile" | "country" | "nationality">;

export interface GuestRecord extends GuestDetails {
  /** What the store keeps of the token; a checkout session and its order remember it. */
  tokenHash: string;
  siteId: number;
  /** Set for a find-your-booking token: the one order it opens. */
  orderCode: string | null;
  expiresAt: string;
}

/** Creates and stores a token for the guest, valid for `ttlMs` (for one order only when `orderCode` is given). */
export async function issueGuestToken(
  db: D1Database,
  siteId: number,
  guest: GuestDetails,
  now: Date,
  options: { ttlMs?: number; orderCode?: string } = {},
): Promise<string> {
  const token = newSecret();
  await db
    .prepare(
      `INSERT INTO guest_tokens (token_hash, site_id, email, title, first_name, last_name, mobile, country, nationality, order_code, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
    )
    .bind(
      await hashSecret(token),
      siteId,
      guest.email,
      guest.title,
      guest.firstName,
      guest.lastName,
      guest.mobile,
      guest.country,
      guest.nationality,
      options.orderCode ?? null,
      now.toISOString(),
      new Date(now.getTime() + (options.ttlMs ?? GUEST_TOKEN_TTL_MS)).toISOString(),
    )
    .run();
  return token;
}

interface GuestTokenRow {
  token_hash: string;
  site_id: number;
  title: GuestDetails["title"];
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  country: string;
  nationality: string;
  order_code: string | null;
  expires_at: string;
}

function recordOf(row: GuestTokenRow): GuestRecord {
  return {
    tokenHash: row.token_hash,
    siteId: row.site_id,
    title: row.title,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    country: row.country,
    nationality: row.nationality,
    orderCode: row.order_code,
    expiresAt: row.expires_at,
  };
}

/** The guest a token belongs to, when it is a token of this site that has not expired at `now`; else null. */
export async function readGuestToken(db: D1Database, siteId: number, token: string | null, now: Date): Promise<GuestRecord | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .prepare("SELECT * FROM guest_tokens WHERE token_hash = ?1 AND site_id = ?2 AND expires_at > ?3")
    .bind(await hashSecret(token), siteId, now.toISOString())
    .first<GuestTokenRow>();
  return row ? recordOf(row) : null;
}

/** The guest of a stored token hash, expired or not (a capture may come after the token's end). */
export async function readGuestByHash(db: D1Database, tokenHash: string | null): Promise<GuestRecord | null> {
  if (!tokenHash) return null;
  const row = await db.prepare("SELECT * FROM guest_tokens WHERE token_hash = ?1").bind(tokenHash).first<GuestTokenRow>();
  return row ? recordOf(row) : null;
}
