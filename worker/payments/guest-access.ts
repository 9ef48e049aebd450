// Guest tokens as the payment and order calls read them (booking-and-checkout §6): the X-Access-Token header, one
// site, until it expires. The tokens themselves are kept by worker/orders/guest-tokens.ts.
import { ACCESS_TOKEN_HEADER } from "../../shared/cart/api";
import { type GuestRecord, issueGuestToken, readGuestByHash, readGuestToken } from "../orders/guest-tokens";

/** How long a token handed out by find-your-booking stays valid. */
export const FOUND_BOOKING_TOKEN_MS = 86_400_000;

export type GuestOfToken = GuestRecord;

/** The guest of a request's token for this site, or null when it is missing, unknown, another site's or expired. */
export async function guestOfRequest(db: D1Database, header: string | undefined, siteId: number): Promise<GuestOfToken | null> {
  const token = header?.trim();
  return token ? readGuestToken(db, siteId, token, new Date()) : null;
}

/** The guest a session was opened by, whether or not the token has expired since (capture may come late). */
export async function guestOfHash(db: D1Database, tokenHash: string | null): Promise<GuestOfToken | null> {
  return tokenHash ? readGuestByHash(db, tokenHash) : null;
}

/** A fresh token for a guest found by reservation code and e-mail (find-your-booking). */
export function issueFoundBookingToken(db: D1Database, siteId: number, guest: Omit<GuestOfToken, "tokenHash" | "siteId" | "expiresAt">): Promise<string> {
  return issueGuestToken(db, siteId, guest, new Date(), FOUND_BOOKING_TOKEN_MS);
}

export { ACCESS_TOKEN_HEADER };
