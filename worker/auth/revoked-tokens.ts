// Access tokens the shop has let go (docs/decisions/037-sessions-and-tokens.md): a member's access token is a signed JWT that any holder could
// present as a bearer token until it expires, so the tokens of an ended session, and those a refresh replaced, are
// listed in D1 until their expiry and refused by the embedded provider.
import { decodeJwt } from "jose";
import { hashSecret } from "../orders/rules";

/** How long a token whose expiry cannot be read is refused (longer than any access token of the provider lives). */
const UNREADABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Beyond the token's own expiry, the clock tolerance of its verification and a little more. */
const EXPIRY_MARGIN_MS = 60_000;

/** The statements that list the token as let go (and clear entries whose tokens have expired anyway). */
export async function revokeAccessTokenStatements(db: D1Database, token: string, now: number): Promise<D1PreparedStatement[]> {
  let expiresAt = now + UNREADABLE_EXPIRY_MS;
  try {
    const exp = decodeJwt(token).exp;
    if (typeof exp === "number") expiresAt = exp * 1000 + EXPIRY_MARGIN_MS;
  } catch {
    // Not a JWT: kept for the longest an access token lives.
  }
  return [
    db.prepare("INSERT OR IGNORE INTO revoked_access_tokens (token_hash, expires_at) VALUES (?1, ?2)").bind(await hashSecret(token), expiresAt),
    db.prepare("DELETE FROM revoked_access_tokens WHERE expires_at < ?1").bind(now),
  ];
}

/** Whether the shop has let this access token go. */
export async function accessTokenRevoked(db: D1Database, token: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM revoked_access_tokens WHERE token_hash = ?1").bind(await hashSecret(token)).first()) !== null;
}
