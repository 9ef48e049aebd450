// The ledger's rules, written once (DESIGN decision 9) and used by availability, holds, checkout and capture:
// which seats are taken, and which carts are live. Each is given as SQL (over the table's own columns, with the
// time as a bound parameter) and, where code needs it, as a function of a record; and which payments are still open.
import { base64url } from "../base64url";

/** A seat row of slot_ledger is taken when it is sold, or held and its booking session has not ended at `now`. */
export function seatTaken(now: string, table = ""): string {
  const t = table ? `${table}.` : "";
  return `(${t}state = 'sold' OR ${t}expires_at > ${now})`;
}

/** A cart is live while it is open (not paid, not released) and its booking session has not ended at `now`. */
export function liveCart(now: string, table = ""): string {
  const t = table ? `${table}.` : "";
  return `(${t}state = 'open' AND ${t}expires_at > ${now})`;
}

/** A checkout session is open while its payment page can still take the guest's decision (pending, or at 3-D Secure). */
export const OPEN_PAYMENT = "state IN ('pending', 'challenge')";

/** The same rule for a cart record that was read. */
export function isLiveCart(cart: { state: string; expiresAt: string }, now: Date): boolean {
  return cart.state === "open" && cart.expiresAt > now.toISOString();
}

// ---------- Secrets ----------
/** 32 random bytes as base64url: a guest token or a cart secret. The store keeps only its hash. */
export function newSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256 of a secret: what the store keeps and looks up. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares two hex hashes looking at every character, whatever differs first. */
export function sameHash(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
