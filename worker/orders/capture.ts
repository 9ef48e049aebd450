// Turning an approved payment into a paid order (booking-and-checkout §4, §7 capture): one transaction sells the
// cart's held places, writes the order and its tickets from what the checkout froze, and counts the promo code's
// use, only while the cart is live and still at the revision the payment was started for (and its SHARE points still
// taken); otherwise the same transaction refunds the payment and says why. A SHARE member earns points on what the
// card paid in the same transaction, once. Safe to repeat at any time, also concurrently.
import { ORDER_ERROR_CODES, orderErrorMessage, paidWithNoCard } from "../../shared/contract/orders";
import type { CaptureAnswer, PricedLine } from "../../shared/contract/order-schemas";
import { type CheckoutSession, SandboxGateway, type SqlCondition } from "../gateway/gateway";
import { type JsonAnswer, ok, refusal } from "./answers";
import type { OrderContext } from "./context";
import { payerDetailsAtCapture } from "./payer";
import { liveCart } from "./rules";
import { pointsEarnedBy, worthOfPoints } from "../../shared/booking/share-points";
import type { Tenant } from "../../shared/tenant";
import { earnStatement, redemptionHeld, restoreEndedRedemptions, skuLinesOf } from "../members/share-ledger";
import { voucherUnspent } from "./discounts";
import { enqueueConfirmation } from "../mail/outbox";
import type { Env } from "../env";
import type { SeatHold } from "./seats";
import { seatHoldsOf, sellSeats, unsellSeats } from "./seats";

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

/** No promo code (?1 NULL), or the site's code ?1 (?2 the site, ?3 the code again) has a use left. */
const PROMO_USE_LEFT = `(? IS NULL OR EXISTS (SELECT 1 FROM promo_codes WHERE site_id = ? AND code = ? AND (max_uses IS NULL OR used_count < max_uses)))`;

/** Captures a session of this site; 404 when there is none here (the session id is the capability). */
export async function captureCheckout(ctx: OrderContext, sessionId: string): Promise<JsonAnswer> {
  const db = ctx.env.DB;
  const gateway = new SandboxGateway(db);
  // A payment the bank was still confirming takes its outcome once its time has come.
  await gateway.settleDue(sessionId, ctx.now);
  let session = await gateway.readSession(sessionId);
  if (!session || session.siteId !== ctx.tenant.siteId) return refusal("paymentNotFound", ctx.locale);
  if (session.state === "approved") session = await sell(ctx.env, gateway, session, ctx.now, ctx.tenant, ctx.origin);
  // A payment that did not complete gives back the points it took (once; decision 012).
  if (session && session.memberMafid && session.claims.redeemAmount > 0 && session.state !== "captured") {
    await restoreEndedRedemptions(db, session.memberMafid, ctx.now);
  }
  return ok(captureAnswerOf(session!));
}

/**
 * The seats of the payment's cart sold to it at the seat authority, when the cart is still open at the revision paid
 * for and holds them live; false otherwise (the capture then refunds and says why). Sold before the order is
 * written, so no other cart can take them once the hold ends.
 */
async function sellCartSeats(env: Env, session: CheckoutSession, now: Date): Promise<{ sold: boolean; holds: SeatHold[] }> {
  const cart = await env.DB.prepare("SELECT state, revision, seat_holds FROM carts WHERE cart_id = ?1 AND site_id = ?2")
    .bind(session.cartId, session.siteId)
    .first<{ state: string; revision: number; seat_holds: string | null }>();
  if (!cart || cart.state !== "open" || cart.revision !== session.cartRevision) return { sold: false, holds: [] };
  const holds = await seatHoldsOf(env.DB, { cartId: session.cartId, seatHolds: cart.seat_holds ? (JSON.parse(cart.seat_holds) as SeatHold[]) : [] });
  const sold = await sellSeats(env, { siteId: session.siteId, cartId: session.cartId, sale: session.id, holds, now });
  return { sold: sold === "sold", holds };
}

async function sell(
  env: Env,
  gateway: SandboxGateway,
  session: CheckoutSession,
  now: Date,
  tenant: Tenant,
  origin: string,
): Promise<CheckoutSession | null> {
  const db = env.DB;
  const guest = await payerDetailsAtCapture(db, session);
  // What is paid for is exactly what is sold: a session whose amount is not its frozen total is never captured.
  if (!guest || session.amount !== session.totals.gross || session.lines.length === 0) {
    return gateway.refund(session.id, ORDER_ERROR_CODES.paidAfterExpiry, now);
  }
  const seats = await sellCartSeats(env, session, now);
  const giveBack = () => unsellSeats(env, { siteId: session.siteId, cartId: session.cartId, sale: session.id, holds: seats.holds });
  let captured: CheckoutSession | null;
  try {
    captured = await captureOrder(db, gateway, session, guest, seats.sold, now, tenant, origin);
  } catch (error) {
    // When the payment is known to be still uncaptured, its seats go back to the cart's hold (a capture sent again
    // sells them anew); when that cannot be known they stay sold: a seat kept unsold, never one sold twice.
    const after = seats.sold ? await gateway.readSession(session.id).catch(() => null) : null;
    if (after?.state === "approved") await giveBack().catch(() => undefined);
    throw error;
  }
  // A payment refunded after its seats were sold gives them back.
  if (seats.sold && captured?.state !== "captured") await giveBack();
  return captured;
}

async function captureOrder(
  db: D1Database,
  gateway: SandboxGateway,
  session: CheckoutSession,
  guest: NonNullable<Awaited<ReturnType<typeof payerDetailsAtCapture>>>,
  seatsSold: boolean,
  now: Date,
  tenant: Tenant,
  origin: string,
): Promise<CheckoutSession | null> {
  const at = now.toISOString();
  const code = session.cartId;
  const id = session.id;
  // Points taken for this payment must still be taken (not given back because the payment seemed to have ended).
  const points = session.claims.redeemAmount > 0 ? redemptionHeld(id) : { sql: "1", params: [] };
  // A voucher priced in is still unspent: another booking of the member's may have spent it while this one paid.
  const voucher = voucherUnspent(session.claims.voucherCode);
  const guestJson = JSON.stringify({
    title: guest.title,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    mobile: guest.mobile,
    country: guest.country,
    nationality: guest.nationality,
  });
  return gateway.capture(
    id,
    {
      // The holds live exactly as long as the open cart, and hold what its revision holds (the seat authority sold
      // them to this payment); a promo code priced in still has a use left (other bookings may have taken the last
      // ones while this guest paid).
      condition: {
        sql: `? = 1 AND EXISTS (SELECT 1 FROM carts WHERE cart_id = ? AND site_id = ? AND ${liveCart("?")} AND revision = ?) AND ${PROMO_USE_LEFT} AND ${points.sql} AND ${voucher.sql}`,
        params: [seatsSold ? 1 : 0, code, session.siteId, at, session.cartRevision, session.promoCode, session.siteId, session.promoCode, ...points.params, ...voucher.params],
      },
      // Why not, read in the same transaction: paid by another payment, changed since, promo used up, or ended.
      refundCode: {
        sql: `CASE
          WHEN EXISTS (SELECT 1 FROM carts WHERE cart_id = ? AND state = 'paid') THEN ${ORDER_ERROR_CODES.alreadyPaid}
          WHEN EXISTS (SELECT 1 FROM carts WHERE cart_id = ? AND revision <> ?) THEN ${ORDER_ERROR_CODES.changedDuringPayment}
          WHEN NOT ${PROMO_USE_LEFT} THEN ${ORDER_ERROR_CODES.promoUsedUpDuringPayment}
          WHEN NOT ${voucher.sql} THEN ${ORDER_ERROR_CODES.voucherUsedDuringPayment}
          ELSE ${ORDER_ERROR_CODES.paidAfterExpiry} END`,
        params: [code, code, session.cartRevision, session.promoCode, session.siteId, session.promoCode, ...voucher.params],
      },
      onCaptured: (captured: SqlCondition) => {
        const statements: D1PreparedStatement[] = [];
        if (session.promoCode) {
          // Before the order exists, so it counts once.
          statements.push(
            db
              .prepare(
                `UPDATE promo_codes SET used_count = used_count + 1
                 WHERE site_id = ? AND code = ? AND ${captured.sql}
                   AND NOT EXISTS (SELECT 1 FROM orders WHERE checkout_session_id = ?)`,
              )
              .bind(session.siteId, session.promoCode, ...captured.params, id),
          );
        }
        if (session.claims.voucherCode) {
          // Spent by this order: the account lists it used from now on.
          statements.push(
            db
              .prepare(`UPDATE member_vouchers SET used_at = ? WHERE code = ? AND used_at IS NULL AND ${captured.sql}`)
              .bind(at, session.claims.voucherCode, ...captured.params),
          );
        }
        statements.push(
          db
            .prepare(
              `INSERT OR IGNORE INTO orders
                 (reservation_code, site_id, checkout_session_id, status, locale, email, guest, lines, totals, payment_type, paid_at, member_mafid)
               SELECT ?, ?, ?, 'confirmed', ?, ?, ?, ?, ?, ?, ?, ? WHERE ${captured.sql}`,
            )
            .bind(
              code,
              session.siteId,
              id,
              session.locale,
              guest.email,
              guestJson,
              JSON.stringify(session.lines),
              JSON.stringify(session.totals),
              session.paymentType,
              at,
              session.memberMafid,
              ...captured.params,
            ),
          db
            .prepare(
              `INSERT OR IGNORE INTO order_tickets (code, reservation_code, seq, unique_id, guest_type, title, date, time)
               SELECT json_extract(value, '$.code'), ?, json_extract(value, '$.seq'), json_extract(value, '$.uniqueID'),
                      json_extract(value, '$.guestType'), json_extract(value, '$.title'), json_extract(value, '$.date'),
                      json_extract(value, '$.time')
               FROM json_each(?)
               WHERE EXISTS (SELECT 1 FROM orders WHERE reservation_code = ? AND checkout_session_id = ?)`,
            )
            .bind(code, JSON.stringify(ticketsOf(code, session.lines)), code, id),
          db.prepare(`UPDATE carts SET state = 'paid', updated_at = ? WHERE cart_id = ? AND state = 'open' AND ${captured.sql}`).bind(at, code, ...captured.params),
          // Its confirmation e-mail, in the outbox, once (worker/mail/outbox.ts).
          enqueueConfirmation(db, { reservationCode: code, siteId: session.siteId, origin }, captured, now),
        );
        // A SHARE member earns on what the card paid, once (decision 012).
        const earned = tenant.containsShare && session.memberMafid ? pointsEarnedBy(session.amount, tenant.decimals) : 0;
        if (earned > 0) {
          statements.push(
            earnStatement(
              db,
              {
                mafid: session.memberMafid!,
                siteId: session.siteId,
                checkoutSessionId: id,
                reservationCode: code,
                points: earned,
                amount: worthOfPoints(earned, tenant.decimals),
                currency: session.currency,
                skuLines: skuLinesOf(session.lines),
              },
              captured,
              now,
            ),
          );
        }
        return statements;
      },
    },
    now,
  );
}

/** The capture answer a session's state gives, in the session's language. */
export function captureAnswerOf(session: CheckoutSession): CaptureAnswer {
  const base = { paymentType: session.paymentType, amount: session.amount, currency: session.currency };
  // A payment that took no card was never charged, so its refusals say what comes back instead of a refund.
  const paidWith = paidWithNoCard(session.paymentType, session.claims.voucherCode != null);
  const say = (code: number) => orderErrorMessage(code, session.locale, paidWith);
  const failed = (code: number) => ({ ...base, status: "failed" as const, orderId: null, reservationCode: null, code, reason: say(code) });
  switch (session.state) {
    case "captured":
      return { ...base, status: "confirmed", orderId: session.cartId, reservationCode: session.cartId, code: null, reason: null };
    case "refunded": {
      const code = session.failureCode ?? ORDER_ERROR_CODES.paidAfterExpiry;
      return { ...base, status: "refunded", orderId: null, reservationCode: null, code, reason: say(code) };
    }
    case "declined":
      return failed(session.failureCode === ORDER_ERROR_CODES.declinedNotTestCard ? ORDER_ERROR_CODES.declinedNotTestCard : ORDER_ERROR_CODES.paymentDeclined);
    case "cancelled":
      return failed(
        session.failureCode === ORDER_ERROR_CODES.paymentStoppedCartChanged || session.failureCode === ORDER_ERROR_CODES.paymentReplaced
          ? session.failureCode
          : ORDER_ERROR_CODES.paymentCancelled,
      );
    default:
      return { ...base, status: "pending", orderId: null, reservationCode: null, code: null, reason: say(ORDER_ERROR_CODES.paymentPending) };
  }
}
