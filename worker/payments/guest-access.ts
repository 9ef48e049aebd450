// Guest tokens as the payment and order calls read them (booking-and-checkout §6): the X-Access-Token header,
// kept in guest_tokens only as a SHA-256 hash, valid for one site until it expires.
import { ACCESS_TOKEN_HEADER } from "../../shared/cart/api";

/** How long a token handed out by find-your-booking stays valid. */
export const FOUND_BOOKING_TOKEN_MS = 86_400_000;

export interface GuestOfToken {
  tokenHash: string;
  siteId: number;
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  mobile: string;
  country: string;
  nationality: string;
}

interface GuestRow {
  token_hash: string;
  site_id: number;
  email: string;
  title: string;
  first_name: string;
  last_name: string;
  mobile: string;
  country: string;
  nationality: string;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function guestOf(row: GuestRow): GuestOfToken {
  return {
    tokenHash: row.token_hash,
    siteId: row.site_id,
    email: row.email,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    country: row.country,
    nationality: row.nationality,
  };
}

/** The guest of a request's token for this site, or null when it is missing, unknown, another site's or expired. */
export async function guestOfRequest(db: D1Database, header: string | undefined, siteId: number): Promise<GuestOfToken | null> {
  const token = header?.trim();
  if (!token || token.length > 512) return null;
  const row = await db
    .prepare("SELECT * FROM guest_tokens WHERE token_hash = ? AND site_id = ? AND expires_at > ?")
    .bind(await sha256Hex(token), siteId, new Date().toISOString())
    .first<GuestRow>();
  return row ? guestOf(row) : null;
}

/** The guest a session was opened by, whether or not the token has expired since (capture may come late). */
export async function guestOfHash(db: D1Database, tokenHash: string | null): Promise<GuestOfToken | null> {
  if (!tokenHash) return null;
  const row = await db.prepare("SELECT * FROM guest_tokens WHERE token_hash = ?").bind(tokenHash).first<GuestRow>();
  return row ? guestOf(row) : null;
}

/** Issues a fresh token for a known guest (find-your-booking) and returns it; only its hash is stored. */
export async function issueGuestToken(db: D1Database, guest: Omit<GuestOfToken, "tokenHash">): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  await db
    .prepare(
      `INSERT INTO guest_tokens (token_hash, site_id, email, title, first_name, last_name, mobile, country, nationality, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      await sha256Hex(token),
      guest.siteId,
      guest.email,
      guest.title,
      guest.firstName,
      guest.lastName,
      guest.mobile,
      guest.country,
      guest.nationality,
      new Date(Date.now() + FOUND_BOOKING_TOKEN_MS).toISOString(),
    )
    .run();
  return token;
}

export { ACCESS_TOKEN_HEADER };
