// Guest tokens (booking-and-checkout §6, §7 generate-token): 32 random bytes the browser keeps; the store keeps
// only their SHA-256 with the guest's details, for 30 days.

/** The public key the web shop sends when GUEST_API_KEY is not configured. */
export const DEFAULT_GUEST_API_KEY = "snow-shop-web";
export const GUEST_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const GUEST_TOKEN_BYTES = 32;

/** The guest details a token carries. */
export type GuestDetails = Record<"title" | "email" | "firstName" | "lastName" | "mobile" | "country" | "nationality", string>;

export interface GuestRecord extends GuestDetails {
  /** What the store keeps of the token; a checkout session remembers it so a late capture finds its guest. */
  tokenHash: string;
  siteId: number;
  title: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  country: string;
  nationality: string;
  expiresAt: string;
}

/** The key generate-token expects: the configured one, else the default. */
export function guestApiKeyOf(env: { GUEST_API_KEY?: string }): string {
  return env.GUEST_API_KEY?.trim() || DEFAULT_GUEST_API_KEY;
}

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Hex SHA-256 of a token: what the store keeps and looks up. */
export async function hashGuestToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Creates and stores a token for the guest, valid for `ttlMs`; answers the token itself (never stored). */
export async function issueGuestToken(
  db: D1Database,
  siteId: number,
  guest: GuestDetails,
  now: Date,
  ttlMs: number = GUEST_TOKEN_TTL_MS,
): Promise<string> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(GUEST_TOKEN_BYTES)));
  await db
    .prepare(
      `INSERT INTO guest_tokens (token_hash, site_id, email, title, first_name, last_name, mobile, country, nationality, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
    )
    .bind(
      await hashGuestToken(token),
      siteId,
      guest.email,
      guest.title,
      guest.firstName,
      guest.lastName,
      guest.mobile,
      guest.country,
      guest.nationality,
      now.toISOString(),
      new Date(now.getTime() + ttlMs).toISOString(),
    )
    .run();
  return token;
}

interface GuestTokenRow {
  token_hash: string;
  site_id: number;
  title: string;
  email: string;
  first_name: string;
  last_name: string;
  mobile: string;
  country: string;
  nationality: string;
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
    expiresAt: row.expires_at,
  };
}

/** The guest a token belongs to, when it is a token of this site that has not expired at `now`; else null. */
export async function readGuestToken(db: D1Database, siteId: number, token: string, now: Date): Promise<GuestRecord | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .prepare("SELECT * FROM guest_tokens WHERE token_hash = ?1 AND site_id = ?2 AND expires_at > ?3")
    .bind(await hashGuestToken(token), siteId, now.toISOString())
    .first<GuestTokenRow>();
  return row ? recordOf(row) : null;
}

/** The guest of a stored token hash, expired or not (a capture may come after the token's end). */
export async function readGuestByHash(db: D1Database, tokenHash: string): Promise<GuestRecord | null> {
  const row = await db.prepare("SELECT * FROM guest_tokens WHERE token_hash = ?1").bind(tokenHash).first<GuestTokenRow>();
  return row ? recordOf(row) : null;
}
