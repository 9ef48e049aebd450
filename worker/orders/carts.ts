// Carts of the ledger: the cart id (kept by the guest as the reservation code), the secret only its creator holds,
// the basket of the last reserve-mode check with the discounts it claims, and the revision every change counts up.
import type { BasketLine, BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import type { Tenant } from "../../shared/tenant";
import { OPEN_PAYMENT, hashSecret, sameHash } from "./rules";
import { type SeatHold, storedSeatHolds } from "./seats";

const CODE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const RESERVATION_CODE_LENGTH = 10;

/** A new reservation code: the site's prefix, a dash, 10 random letters or digits (unbiased, from crypto). */
export function newReservationCode(tenant: Pick<Tenant, "reservationPrefix">): string {
  let code = "";
  while (code.length < RESERVATION_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes above it would favour the first letters.
      if (byte < 252 && code.length < RESERVATION_CODE_LENGTH) code += CODE_ALPHABET[byte % 36];
    }
  }
  return `${tenant.reservationPrefix}-${code}`;
}

export type CartState = "open" | "paid" | "released";

/** The discounts a cart claims besides its promo code, as its last reserve-mode check accepted them. */
export interface CartClaims {
  offerGroupId: number | null;
  /** The card BIN typed for the bank offer: the card paid with must start with it. */
  offerBin: string | null;
  /** The staff e-mail of the staff discount: the guest paying must book with it. */
  mafEmail: string | null;
  fazaaCard: string | null;
  /** The member voucher spent on the booking (docs/decisions/057), as the account lists its code. */
  voucherCode: string | null;
  redeemAmount: number;
}

export const NO_CLAIMS: CartClaims = { offerGroupId: null, offerBin: null, mafEmail: null, fazaaCard: null, voucherCode: null, redeemAmount: 0 };

export interface StoredCart {
  cartId: string;
  siteId: number;
  state: CartState;
  /** End of the booking session (ISO); the cart's held rows carry the same. */
  expiresAt: string;
  extensions: number;
  /** Counted up by every reserve-mode check that changed what the cart holds or costs. */
  revision: number;
  lines: BasketLine[];
  pricedLines: PricedLine[];
  /** Totals of the last reserve-mode check; null before the first one. */
  totals: BasketTotal | null;
  promoCode: string | null;
  claims: CartClaims;
  secretHash: string | null;
  createdAt: string;
  /** What the last reserve-mode check held at the seat authority; empty for a cart held before it (see seats.ts). */
  seatHolds: SeatHold[];
}

interface CartRecord {
  cart_id: string;
  site_id: number;
  state: CartState;
  expires_at: string;
  extensions: number;
  revision: number;
  lines: string;
  priced_lines: string;
  totals: string;
  promo_code: string | null;
  claims: string;
  secret_hash: string | null;
  created_at: string;
  seat_holds: string | null;
}

/** A stored cart of a site, whatever its state; null when the site has no such cart. */
export async function readCart(db: D1Database, siteId: number, cartId: string): Promise<StoredCart | null> {
  const row = await db.prepare("SELECT * FROM carts WHERE cart_id = ?1 AND site_id = ?2").bind(cartId, siteId).first<CartRecord>();
  if (!row) return null;
  const totals = JSON.parse(row.totals) as BasketTotal | Record<string, never>;
  return {
    cartId: row.cart_id,
    siteId: row.site_id,
    state: row.state,
    expiresAt: row.expires_at,
    extensions: row.extensions,
    revision: row.revision,
    lines: JSON.parse(row.lines) as BasketLine[],
    pricedLines: JSON.parse(row.priced_lines) as PricedLine[],
    totals: "gross" in totals ? (totals as BasketTotal) : null,
    promoCode: row.promo_code,
    claims: { ...NO_CLAIMS, ...(JSON.parse(row.claims) as Partial<CartClaims>) },
    secretHash: row.secret_hash,
    createdAt: row.created_at,
    seatHolds: row.seat_holds ? (JSON.parse(row.seat_holds) as SeatHold[]) : [],
  };
}

/**
 * The cart of a site when the secret sent is its secret; null otherwise, whether the cart is unknown or another's,
 * so the two cannot be told apart (the caller answers the same 404 to both).
 */
export async function readOwnCart(db: D1Database, siteId: number, cartId: string, secret: string | null): Promise<StoredCart | null> {
  if (!secret) return null;
  const [cart, hash] = await Promise.all([readCart(db, siteId, cartId), hashSecret(secret)]);
  return cart && sameHash(cart.secretHash, hash) ? cart : null;
}

/** The content of a cart that one reserve-mode check writes. */
export interface CartContent {
  lines: BasketLine[];
  pricedLines: PricedLine[];
  totals: BasketTotal;
  promoCode: string | null;
  claims: CartClaims;
}

/** SHA-256 of what a cart holds and costs: a reserve-mode check that repeats it changes no revision. */
export function contentHash(content: CartContent): Promise<string> {
  return hashSecret(JSON.stringify([content.lines, content.pricedLines, content.totals, content.promoCode, content.claims]));
}

/**
 * Writes a new open cart at revision 1, owned by the holder of the secret whose hash is given, with what it holds at
 * the seat authority when given (carts.seat_holds, storedSeatHolds).
 */
export function insertCartStatement(
  db: D1Database,
  siteId: number,
  cartId: string,
  secretHash: string,
  expiresAt: string,
  content: CartContent,
  hash: string,
  now: Date,
  seatHolds?: readonly SeatHold[],
) {
  const holds = seatHolds ? [", seat_holds", ", ?12"] : ["", ""];
  return db
    .prepare(
      `INSERT INTO carts (cart_id, site_id, state, expires_at, lines, priced_lines, totals, promo_code, claims, secret_hash, revision, content_hash, created_at, updated_at${holds[0]})
       VALUES (?1, ?2, 'open', ?3, ?4, ?5, ?6, ?7, ?8, ?9, 1, ?10, ?11, ?11${holds[1]}) RETURNING revision`,
    )
    .bind(
      cartId,
      siteId,
      expiresAt,
      JSON.stringify(content.lines),
      JSON.stringify(content.pricedLines),
      JSON.stringify(content.totals),
      content.promoCode,
      JSON.stringify(content.claims),
      secretHash,
      hash,
      now.toISOString(),
      ...(seatHolds ? [storedSeatHolds(seatHolds)] : []),
    );
}

/**
 * Replaces the basket of an open cart (its session end stays) and what it holds at the seat authority; its revision
 * goes up only when the content changed.
 */
export function updateCartStatement(
  db: D1Database,
  siteId: number,
  cart: Pick<StoredCart, "cartId">,
  content: CartContent,
  hash: string,
  now: Date,
  seatHolds: readonly SeatHold[],
) {
  return db
    .prepare(
      `UPDATE carts SET lines = ?3, priced_lines = ?4, totals = ?5, promo_code = ?6, claims = ?7, updated_at = ?8,
         revision = revision + (CASE WHEN content_hash IS ?9 THEN 0 ELSE 1 END), content_hash = ?9, seat_holds = ?10
       WHERE cart_id = ?1 AND site_id = ?2 AND state = 'open' RETURNING revision`,
    )
    .bind(
      cart.cartId,
      siteId,
      JSON.stringify(content.lines),
      JSON.stringify(content.pricedLines),
      JSON.stringify(content.totals),
      content.promoCode,
      JSON.stringify(content.claims),
      now.toISOString(),
      hash,
      storedSeatHolds(seatHolds),
    );
}

/**
 * Stops every payment still open on a cart whose revision is no longer the one it was started for: a changed cart
 * voids its payment page (the guest pays the new cart on a new page). Runs in the change's own batch.
 */
export function voidStalePaymentsStatement(db: D1Database, cartId: string, failureCode: number, now: Date) {
  return db
    .prepare(
      `UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?2, updated_at = ?3
       WHERE cart_id = ?1 AND ${OPEN_PAYMENT}
         AND cart_revision IS NOT (SELECT revision FROM carts WHERE cart_id = ?1)`,
    )
    .bind(cartId, failureCode, now.toISOString());
}
