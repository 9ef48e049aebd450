// Carts of the embedded provider: the cart id (kept by the guest as the reservation code), the stored basket of
// the last reserve-mode check, and the reads helper B needs at checkout and capture.
import { BOOKING_SESSION_MS, type BasketLine, type BasketTotal, type PricedLine } from "../../shared/cart/api";
import type { SiteSlug } from "../../shared/tenant";

/** The AK prefix of each site, which starts its reservation codes (SKD-7K2Q9M4XPA). */
export const RESERVATION_PREFIXES: Record<SiteSlug, string> = {
  "ski-dubai": "SKD",
  "snow-abu-dhabi": "SAD",
  "snow-oman": "SMO",
  "ski-egypt": "SKE",
};
const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const RESERVATION_CODE_LENGTH = 10;

/** A new reservation code: the site's prefix, a dash, 10 random letters or digits (unbiased, from crypto). */
export function newReservationCode(slug: SiteSlug): string {
  let code = "";
  while (code.length < RESERVATION_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes above it would favour the first letters.
      if (byte < 252 && code.length < RESERVATION_CODE_LENGTH) code += CODE_ALPHABET[byte % 36];
    }
  }
  return `${RESERVATION_PREFIXES[slug]}-${code}`;
}

export type CartState = "open" | "paid" | "released";

export interface StoredCart {
  cartId: string;
  siteId: number;
  state: CartState;
  /** End of the booking session (ISO); the cart's held rows carry the same. */
  expiresAt: string;
  extensions: number;
  lines: BasketLine[];
  pricedLines: PricedLine[];
  /** Totals of the last reserve-mode check; null before the first one. */
  totals: BasketTotal | null;
  promoCode: string | null;
  createdAt: string;
}

interface CartRecord {
  cart_id: string;
  site_id: number;
  state: CartState;
  expires_at: string;
  extensions: number;
  lines: string;
  priced_lines: string;
  totals: string;
  promo_code: string | null;
  created_at: string;
}

/** A stored cart, whatever its state or site; null when unknown. */
export async function readCart(db: D1Database, cartId: string): Promise<StoredCart | null> {
  const row = await db.prepare("SELECT * FROM carts WHERE cart_id = ?1").bind(cartId).first<CartRecord>();
  if (!row) return null;
  const totals = JSON.parse(row.totals) as BasketTotal | Record<string, never>;
  return {
    cartId: row.cart_id,
    siteId: row.site_id,
    state: row.state,
    expiresAt: row.expires_at,
    extensions: row.extensions,
    lines: JSON.parse(row.lines) as BasketLine[],
    pricedLines: JSON.parse(row.priced_lines) as PricedLine[],
    totals: "gross" in totals ? (totals as BasketTotal) : null,
    promoCode: row.promo_code,
    createdAt: row.created_at,
  };
}

/** True for an open cart of the site whose session has not ended at `now`. */
export function isLiveCart(cart: StoredCart | null, siteId: number, now: Date): cart is StoredCart {
  return cart !== null && cart.siteId === siteId && cart.state === "open" && cart.expiresAt > now.toISOString();
}

/** End of a new booking session started at `now`. */
export function sessionEndFrom(now: Date): string {
  return new Date(now.getTime() + BOOKING_SESSION_MS).toISOString();
}

export interface CartContent {
  lines: BasketLine[];
  pricedLines: PricedLine[];
  totals: BasketTotal;
  promoCode: string | null;
}

/** Writes a new open cart. */
export function insertCartStatement(db: D1Database, siteId: number, cartId: string, expiresAt: string, content: CartContent, now: Date) {
  return db
    .prepare(
      `INSERT INTO carts (cart_id, site_id, state, expires_at, lines, priced_lines, totals, promo_code, created_at, updated_at)
       VALUES (?1, ?2, 'open', ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
    )
    .bind(cartId, siteId, expiresAt, JSON.stringify(content.lines), JSON.stringify(content.pricedLines), JSON.stringify(content.totals), content.promoCode, now.toISOString());
}

/** Replaces the basket of an open cart (its session end stays). */
export function updateCartStatement(db: D1Database, siteId: number, cartId: string, content: CartContent, now: Date) {
  return db
    .prepare(
      `UPDATE carts SET lines = ?3, priced_lines = ?4, totals = ?5, promo_code = ?6, updated_at = ?7
       WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open'`,
    )
    .bind(cartId, siteId, JSON.stringify(content.lines), JSON.stringify(content.pricedLines), JSON.stringify(content.totals), content.promoCode, now.toISOString());
}
