// The SHARE points ledger on D1 (migration 0011, docs/decisions/012): every change of a member's points is a row of
// share_transactions, and the table's trigger keeps share_accounts.points, the balance, equal to their sum. Points are
// taken by one conditional insert (never below zero, also under concurrent checkouts: no read-then-write), earned once
// per paid checkout, and given back exactly once when the payment they were taken for cannot complete any more.
import type { PricedLine } from "../../shared/contract/order-schemas";
import type { ShareSkuLine, ShareTransaction } from "../../shared/contract/share-schemas";
import type { ShareTransactionKind } from "../../shared/contract/share";
import type { SqlCondition } from "../gateway/gateway";
import { liveCart } from "../orders/rules";
import { base64url, fromBase64url } from "../base64url";

export interface ShareAccount {
  mafid: string;
  memberId: string;
  sponsorId: string;
  points: number;
}

export async function readShareAccount(db: D1Database, mafid: string): Promise<ShareAccount | null> {
  const row = await db
    .prepare("SELECT mafid, member_id, sponsor_id, points FROM share_accounts WHERE mafid = ?1")
    .bind(mafid)
    .first<{ mafid: string; member_id: string; sponsor_id: string; points: number }>();
  return row ? { mafid: row.mafid, memberId: row.member_id, sponsorId: row.sponsor_id, points: row.points } : null;
}

/**
 * Points a member's open payment pages of one cart hold (taken, not given back, the page still open): a new payment of
 * the cart gives them back before it takes its own, so the cart may count on them.
 */
export async function pointsHeldForCart(db: D1Database, mafid: string, cartId: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(-r.points), 0) AS held FROM share_transactions r JOIN checkout_sessions s ON s.id = r.checkout_session_id
       WHERE r.kind = 'redeem' AND r.mafid = ?1 AND s.cart_id = ?2 AND s.state IN ('pending', 'challenge')
         AND NOT EXISTS (SELECT 1 FROM share_transactions x WHERE x.checkout_session_id = r.checkout_session_id AND x.kind = 'restore')`,
    )
    .bind(mafid, cartId)
    .first<{ held: number }>();
  return row?.held ?? 0;
}

/** The booking's lines as the history shows them with show_sku=true: each ticket and add-on with its quantity and amount. */
export function skuLinesOf(lines: readonly PricedLine[]): ShareSkuLine[] {
  return lines.flatMap((line) => [
    ...line.tickets.map((t) => ({ sku: t.ak, title: `${line.title} (${t.guestType})`, quantity: t.quantity, amount: t.amount })),
    ...line.addOns.filter((a) => a.quantity > 0).map((a) => ({ sku: a.ak, title: a.title, quantity: a.quantity, amount: a.amount })),
  ]);
}

export interface Redemption {
  mafid: string;
  siteId: number;
  checkoutSessionId: string;
  reservationCode: string;
  /** Whole points taken (positive). */
  points: number;
  /** The amount of the booking they pay. */
  amount: number;
  currency: string;
  skuLines: ShareSkuLine[];
}

/**
 * Takes a checkout's points: one INSERT … SELECT … WHERE the balance covers them, whose trigger lowers the balance in
 * the same statement; nothing when it does not. `before` and `then` run in the same transaction (e.g. giving back
 * the points of a payment page this one replaces; approving a points-only payment, guarded on the row). True when the
 * points were taken.
 */
export async function redeemPoints(
  db: D1Database,
  redemption: Redemption,
  now: Date,
  { before = [], then = [] }: { before?: D1PreparedStatement[]; then?: D1PreparedStatement[] } = {},
): Promise<boolean> {
  const results = await db.batch([
    ...before,
    db
      .prepare(
        `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, reservation_code, checkout_session_id, sku_lines, created_at)
         SELECT ?1, ?2, 'redeem', -?3, -?4, ?5, ?6, ?7, ?8, ?9
         WHERE EXISTS (SELECT 1 FROM share_accounts WHERE mafid = ?1 AND points >= ?3)
         RETURNING id`,
      )
      .bind(
        redemption.mafid,
        redemption.siteId,
        redemption.points,
        redemption.amount,
        redemption.currency,
        redemption.reservationCode,
        redemption.checkoutSessionId,
        JSON.stringify(redemption.skuLines),
        now.toISOString(),
      ),
    ...then,
  ]);
  // The row it returned, not meta.changes, which counts the trigger's update as well.
  return (results[before.length]?.results.length ?? 0) === 1;
}

/** SQL: the checkout's points were taken and not given back (a capture needs this when the checkout redeems points). */
export function redemptionHeld(checkoutSessionId: string): SqlCondition {
  return {
    sql: `(EXISTS (SELECT 1 FROM share_transactions WHERE checkout_session_id = ? AND kind = 'redeem')
           AND NOT EXISTS (SELECT 1 FROM share_transactions WHERE checkout_session_id = ? AND kind = 'restore'))`,
    params: [checkoutSessionId, checkoutSessionId],
  };
}

/**
 * Gives back, once, the points of every redemption (of one member, or of everyone) whose payment can no longer
 * complete: declined, cancelled or refunded, or still open while its cart is no longer live (the session ended, the
 * cart was released or paid by another payment). A captured payment never gets its points back. The UNIQUE index
 * (checkout session, kind) makes a repeat, or a race of two, add nothing.
 */
export async function restoreEndedRedemptions(db: D1Database, mafid: string | null, now: Date): Promise<number> {
  const result = await restoreStatement(db, mafid, now).run();
  return result.meta.changes ?? 0;
}

/** restoreEndedRedemptions as a statement, for a batch. */
export function restoreStatement(db: D1Database, mafid: string | null, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO share_transactions
         (mafid, site_id, kind, points, currency_amount, currency, reservation_code, checkout_session_id, sku_lines, created_at)
       SELECT r.mafid, r.site_id, 'restore', -r.points, -r.currency_amount, r.currency, r.reservation_code, r.checkout_session_id, r.sku_lines, ?1
       FROM share_transactions r JOIN checkout_sessions s ON s.id = r.checkout_session_id
       WHERE r.kind = 'redeem' AND (?2 IS NULL OR r.mafid = ?2)
         AND NOT EXISTS (SELECT 1 FROM share_transactions x WHERE x.checkout_session_id = r.checkout_session_id AND x.kind = 'restore')
         AND (s.state IN ('declined', 'cancelled', 'refunded')
              OR (s.state IN ('pending', 'challenge', 'approved')
                  AND NOT EXISTS (SELECT 1 FROM carts c WHERE c.cart_id = s.cart_id AND ${liveCart("?1", "c")})))`,
    )
    .bind(now.toISOString(), mafid);
}

export interface Earning {
  mafid: string;
  siteId: number;
  checkoutSessionId: string;
  reservationCode: string;
  points: number;
  /** The points' worth. */
  amount: number;
  currency: string;
  skuLines: ShareSkuLine[];
}

/** The points a paid checkout earns, in the capture's transaction: once (UNIQUE), only when `captured`, only for a SHARE member. */
export function earnStatement(db: D1Database, earning: Earning, captured: SqlCondition, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO share_transactions
         (mafid, site_id, kind, points, currency_amount, currency, reservation_code, checkout_session_id, sku_lines, created_at)
       SELECT ?, ?, 'earn', ?, ?, ?, ?, ?, ?, ?
       WHERE EXISTS (SELECT 1 FROM share_accounts WHERE mafid = ?) AND ${captured.sql}`,
    )
    .bind(
      earning.mafid,
      earning.siteId,
      earning.points,
      earning.amount,
      earning.currency,
      earning.reservationCode,
      earning.checkoutSessionId,
      JSON.stringify(earning.skuLines),
      now.toISOString(),
      earning.mafid,
      ...captured.params,
    );
}

interface TransactionRow {
  id: number;
  kind: ShareTransactionKind;
  points: number;
  currency_amount: number;
  currency: string;
  reservation_code: string | null;
  site_id: number;
  sku_lines: string;
  created_at: string;
}

/** A member's rows newest first, `limit` of them before the row `beforeId` (exclusive), and whether more follow. */
export async function readTransactions(
  db: D1Database,
  mafid: string,
  options: { limit: number; beforeId: number | null; withSku: boolean },
): Promise<{ transactions: ShareTransaction[]; lastId: number | null; more: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT id, kind, points, currency_amount, currency, reservation_code, site_id, sku_lines, created_at FROM share_transactions
       WHERE mafid = ?1 AND (?2 IS NULL OR id < ?2) ORDER BY id DESC LIMIT ?3`,
    )
    .bind(mafid, options.beforeId, options.limit + 1)
    .all<TransactionRow>();
  const page = results.slice(0, options.limit);
  return {
    transactions: page.map((row) => ({
      id: String(row.id),
      type: row.kind,
      points: row.points,
      currency_amount: row.currency_amount,
      currency: row.currency,
      reservation_code: row.reservation_code,
      site_id: row.site_id,
      created_at: row.created_at,
      ...(options.withSku ? { sku: JSON.parse(row.sku_lines) as ShareSkuLine[] } : {}),
    })),
    lastId: page.length ? page[page.length - 1]!.id : null,
    more: results.length > options.limit,
  };
}

/** A new SHARE member id on a sponsor: SHR-{sponsor}-{ten random digits}. */
function newShareMemberId(sponsorId: string): string {
  const digits = [...crypto.getRandomValues(new Uint8Array(10))].map((b) => String(b % 10)).join("");
  return `SHR-${sponsorId}-${digits}`;
}

/** Makes the member a SHARE member on the sponsor; a member who already is one stays as they are. True when joined now. */
export async function joinShare(db: D1Database, mafid: string, sponsorId: string, now: Date): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const result = await db
        .prepare("INSERT INTO share_accounts (mafid, member_id, sponsor_id, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (mafid) DO NOTHING")
        .bind(mafid, newShareMemberId(sponsorId), sponsorId, now.toISOString())
        .run();
      return (result.meta.changes ?? 0) === 1;
    } catch (error) {
      // A member id drawn twice (UNIQUE member_id): draw again.
      if (!String(error).includes("UNIQUE")) throw error;
    }
  }
  throw new Error("could not draw a free SHARE member id");
}

// ---------- The history's cursor: the last row's id, signed for the member it was made for ----------
async function cursorMac(secret: string, mafid: string, id: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(`share-cursor:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${mafid}:${id}`)));
  return base64url(mac.slice(0, 18));
}

/** An opaque cursor: the row id and a MAC over the member and the id, so it neither can be changed nor used by another member. */
export async function encodeCursor(secret: string, mafid: string, id: number): Promise<string> {
  return `${base64url(new TextEncoder().encode(String(id)))}.${await cursorMac(secret, mafid, id)}`;
}

/** The row id of a cursor made for this member, or null for anything else. */
export async function decodeCursor(secret: string, mafid: string, cursor: string): Promise<number | null> {
  const [idPart, mac] = cursor.split(".");
  if (!idPart || !mac) return null;
  const bytes = fromBase64url(idPart);
  if (!bytes) return null;
  const text = new TextDecoder().decode(bytes);
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  const expected = await cursorMac(secret, mafid, id);
  if (expected.length !== mac.length) return null;
  let difference = 0;
  for (let i = 0; i < mac.length; i++) difference |= mac.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0 ? id : null;
}
