// Turning an approved payment into a paid order (booking-and-checkout §4, §7 capture): one transaction sells the
// cart's held places, writes the order and its tickets and redeems the promo code, or refunds when the holds ended.
import {
  type BasketTotal,
  type CaptureAnswer,
  ORDER_ERROR_CODES,
  type Order,
  type PricedLine,
  basketTotalSchema,
  pricedLineSchema,
} from "../../shared/cart/api";
import type { Locale } from "../../shared/locale";
import { type CheckoutSession, type PaymentGateway, type SqlCondition, nowIso } from "./gateway";
import { guestOfHash } from "./guest-access";
import { say } from "./texts";
import { z } from "zod";

/** The last four digits of the test card the sandbox declines on purpose (any other declined card is unknown). */
export const DECLINING_TEST_CARD_LAST4 = "0002";

export interface CartRow {
  cart_id: string;
  site_id: number;
  state: "open" | "paid" | "released";
  expires_at: string;
  priced_lines: string;
  totals: string;
  promo_code: string | null;
}

export async function readCart(db: D1Database, cartId: string): Promise<CartRow | null> {
  return db
    .prepare("SELECT cart_id, site_id, state, expires_at, priced_lines, totals, promo_code FROM carts WHERE cart_id = ?")
    .bind(cartId)
    .first<CartRow>();
}

export interface PricedCart {
  lines: PricedLine[];
  totals: BasketTotal;
}

/** The cart's priced lines and totals as the last reserve-mode basket check stored them; null when unpriced. */
export function pricedCartOf(cart: CartRow): PricedCart | null {
  try {
    const lines = z.array(pricedLineSchema).safeParse(JSON.parse(cart.priced_lines));
    const totals = basketTotalSchema.safeParse(JSON.parse(cart.totals));
    if (!lines.success || !totals.success || lines.data.length === 0) return null;
    return { lines: lines.data, totals: totals.data };
  } catch {
    return null;
  }
}

export interface TicketSeed {
  code: string;
  seq: number;
  uniqueID: string;
  guestType: string;
  title: string;
  date: string;
  time: string | null;
}

/** One ticket per guest of every ticket line, numbered from 1: code = reservation code, a dash and the number. */
export function ticketsOf(reservationCode: string, lines: readonly PricedLine[]): TicketSeed[] {
  const tickets: TicketSeed[] = [];
  for (const line of lines) {
    for (const ticket of line.tickets) {
      for (let n = 0; n < ticket.quantity; n++) {
        const seq = tickets.length + 1;
        tickets.push({
          code: `${reservationCode}-${String(seq).padStart(2, "0")}`,
          seq,
          uniqueID: line.uniqueID,
          guestType: ticket.guestType,
          title: line.title,
          date: line.date,
          time: line.time,
        });
      }
    }
  }
  return tickets;
}

/** Captures a session of this site: null when there is no such session here. Safe to repeat at any time. */
export async function captureCheckout(db: D1Database, gateway: PaymentGateway, sessionId: string, siteId: number): Promise<CaptureAnswer | null> {
  let session = await gateway.readSession(sessionId);
  if (!session || session.siteId !== siteId) return null;
  if (session.state === "approved") {
    const cart = await readCart(db, session.cartId);
    const priced = cart ? pricedCartOf(cart) : null;
    const guest = await guestOfHash(db, session.tokenHash);
    if (!cart || !priced || !guest) {
      session = await gateway.refund(session.id, ORDER_ERROR_CODES.paidAfterExpiry);
    } else {
      const now = nowIso();
      const code = cart.cart_id;
      const tickets = ticketsOf(code, priced.lines);
      const guestJson = JSON.stringify({
        title: guest.title,
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: guest.email,
        mobile: guest.mobile,
        country: guest.country,
        nationality: guest.nationality,
      });
      const id = session.id;
      const paymentType = session.paymentType;
      const locale = session.locale;
      session = await gateway.capture(id, {
        // The holds live exactly as long as the open cart: past its end nothing may be sold.
        condition: {
          sql: "EXISTS (SELECT 1 FROM carts WHERE cart_id = ? AND site_id = ? AND state = 'open' AND expires_at > ?)",
          params: [code, siteId, now],
        },
        refundCode: ORDER_ERROR_CODES.paidAfterExpiry,
        onCaptured: (captured: SqlCondition) => {
          const noOrderYet = "NOT EXISTS (SELECT 1 FROM orders WHERE checkout_session_id = ?)";
          const statements = [
            db
              .prepare(
                `UPDATE slot_ledger SET state = 'sold', expires_at = NULL
                 WHERE reservation_code = ? AND state = 'held' AND expires_at > ? AND ${captured.sql}`,
              )
              .bind(code, now, ...captured.params),
          ];
          if (cart.promo_code) {
            // Before the order exists, so it counts once.
            statements.push(
              db
                .prepare(
                  `UPDATE promo_codes SET used_count = used_count + 1
                   WHERE site_id = ? AND code = ? AND (max_uses IS NULL OR used_count < max_uses) AND ${captured.sql} AND ${noOrderYet}`,
                )
                .bind(siteId, cart.promo_code, ...captured.params, id),
            );
          }
          statements.push(
            db
              .prepare(
                `INSERT OR IGNORE INTO orders
                   (reservation_code, site_id, checkout_session_id, status, locale, email, guest, lines, totals, payment_type, paid_at)
                 SELECT ?, ?, ?, 'confirmed', ?, ?, ?, ?, ?, ?, ? WHERE ${captured.sql}`,
              )
              .bind(code, siteId, id, locale, guest.email, guestJson, JSON.stringify(priced.lines), JSON.stringify(priced.totals), paymentType, now, ...captured.params),
            db
              .prepare(
                `INSERT OR IGNORE INTO order_tickets (code, reservation_code, seq, unique_id, guest_type, title, date, time)
                 SELECT json_extract(value, '$.code'), ?, json_extract(value, '$.seq'), json_extract(value, '$.uniqueID'),
                        json_extract(value, '$.guestType'), json_extract(value, '$.title'), json_extract(value, '$.date'),
                        json_extract(value, '$.time')
                 FROM json_each(?)
                 WHERE EXISTS (SELECT 1 FROM orders WHERE reservation_code = ? AND checkout_session_id = ?)`,
              )
              .bind(code, JSON.stringify(tickets), code, id),
            db
              .prepare(`UPDATE carts SET state = 'paid', updated_at = ? WHERE cart_id = ? AND state = 'open' AND ${captured.sql}`)
              .bind(now, code, ...captured.params),
          );
          return statements;
        },
      });
    }
  }
  return session ? captureAnswerOf(session) : null;
}

/** The capture answer a session's state gives, in the session's language. */
export function captureAnswerOf(session: CheckoutSession): CaptureAnswer {
  const base = { paymentType: session.paymentType, amount: session.amount, currency: session.currency };
  const locale: Locale = session.locale;
  switch (session.state) {
    case "captured":
      return { ...base, status: "confirmed", orderId: session.cartId, reservationCode: session.cartId, code: null, reason: null };
    case "refunded":
      return {
        ...base,
        status: "refunded",
        orderId: null,
        reservationCode: null,
        code: session.failureCode ?? ORDER_ERROR_CODES.paidAfterExpiry,
        reason: say(locale, "paidAfterExpiry"),
      };
    case "declined":
      return {
        ...base,
        status: "failed",
        orderId: null,
        reservationCode: null,
        code: ORDER_ERROR_CODES.paymentDeclined,
        reason: say(locale, session.cardLast4 && session.cardLast4 !== DECLINING_TEST_CARD_LAST4 ? "declinedUnknownCard" : "declined"),
      };
    case "cancelled":
      return { ...base, status: "failed", orderId: null, reservationCode: null, code: ORDER_ERROR_CODES.paymentCancelled, reason: say(locale, "cancelled") };
    default:
      return { ...base, status: "pending", orderId: null, reservationCode: null, code: null, reason: say(locale, "pending") };
  }
}

interface OrderRow {
  reservation_code: string;
  site_id: number;
  status: "confirmed" | "refunded";
  locale: Locale;
  email: string;
  guest: string;
  lines: string;
  totals: string;
  payment_type: Order["payment_type"];
  paid_at: string;
}

interface TicketRow {
  code: string;
  unique_id: string;
  guest_type: Order["tickets"][number]["guestType"];
  title: string;
  date: string;
  time: string | null;
}

export interface StoredOrder {
  order: Order;
  /** Country and nationality, kept for tokens issued again by find-your-booking. */
  guestExtra: { country: string; nationality: string };
}

/** The paid order with this code on this site, or null. */
export async function readOrder(db: D1Database, code: string, siteId: number): Promise<StoredOrder | null> {
  const [orderResult, ticketResult] = await db.batch([
    db.prepare("SELECT * FROM orders WHERE reservation_code = ? AND site_id = ?").bind(code, siteId),
    db.prepare("SELECT * FROM order_tickets WHERE reservation_code = ? ORDER BY seq").bind(code),
  ]);
  const row = (orderResult!.results as OrderRow[])[0];
  if (!row) return null;
  const guest = JSON.parse(row.guest) as Order["guest"] & { country?: string; nationality?: string };
  return {
    order: {
      reservation_code: row.reservation_code,
      status: row.status,
      site_id: row.site_id,
      locale: row.locale,
      paid_at: row.paid_at,
      payment_type: row.payment_type,
      guest: { title: guest.title, firstName: guest.firstName, lastName: guest.lastName, email: guest.email, mobile: guest.mobile },
      lines: JSON.parse(row.lines) as PricedLine[],
      totals: JSON.parse(row.totals) as BasketTotal,
      tickets: (ticketResult!.results as TicketRow[]).map((t) => ({
        code: t.code,
        uniqueID: t.unique_id,
        guestType: t.guest_type,
        title: t.title,
        date: t.date,
        time: t.time,
      })),
    },
    guestExtra: { country: guest.country ?? "", nationality: guest.nationality ?? "" },
  };
}
