// A paid order's reads (booking-and-checkout §7, content-and-account §7): booking details, the ticket PDF, the
// invoice, and find-your-booking. An order opens with a guest token that started a checkout of its cart, or with
// the token find-your-booking made for it; every other token, and an unknown code, get the same 401. A code locks
// for a while after a few wrong e-mails (RATE_RULES.codeFailure), whether or not it exists.
import type { Order, PricedLine, BasketTotal } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";
import { normaliseEmail } from "../../shared/validation";
import { RATE_RULES, openAttempt } from "../rate-limit";
import { invoiceHtml } from "../tickets/invoice";
import { type FileAnswer, type JsonAnswer, ok, refusal } from "./answers";
import type { OrderContext } from "./context";
import { memberOf } from "../members/embedded";
import { FOUND_BOOKING_TOKEN_TTL_MS, type GuestRecord, issueGuestToken, readGuestToken } from "./guest-tokens";

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
  member_mafid: string | null;
}

interface TicketRow {
  code: string;
  unique_id: string;
  guest_type: Order["tickets"][number]["guestType"];
  title: string;
  date: string;
  time: string | null;
  holder: string | null;
}

export interface StoredOrder {
  order: Order;
  /** Country and nationality, kept for tokens issued again by find-your-booking. */
  guestExtra: { country: string; nationality: string };
  /** The member the order belongs to (their mafid); null for a guest's order. */
  memberMafid: string | null;
}

/** The paid order with this code on this site, or null. */
export async function readOrder(db: D1Database, code: string, siteId: number): Promise<StoredOrder | null> {
  const [orderResult, ticketResult] = await db.batch([
    db.prepare("SELECT * FROM orders WHERE reservation_code = ?1 AND site_id = ?2").bind(code, siteId),
    // With the ticket's holder, when the order's member assigned one (docs/decisions/014); keyed on the owner's mafid.
    db
      .prepare(
        `SELECT t.*, COALESCE(s.first_name || ' ' || s.last_name, g.first_name || ' ' || g.last_name, m.first_name || ' ' || m.last_name) AS holder
         FROM order_tickets t
         LEFT JOIN ticket_assignments a ON a.ticket_code = t.code AND a.reservation_code = t.reservation_code
         LEFT JOIN sub_accounts s ON a.person_kind = 'sub_account' AND s.id = a.person_id AND s.mafid = a.mafid
         LEFT JOIN order_guests g ON a.person_kind = 'guest' AND g.id = a.person_id AND g.mafid = a.mafid
         LEFT JOIN members m ON a.person_kind = 'member' AND m.user_ak = a.person_id AND m.mafid = a.mafid
         WHERE t.reservation_code = ?1 ORDER BY t.seq`,
      )
      .bind(code),
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
        ...(t.holder ? { holder: t.holder.trim() } : {}),
      })),
    },
    guestExtra: { country: guest.country ?? "", nationality: guest.nationality ?? "" },
    memberMafid: row.member_mafid,
  };
}

/** Whether a guest token opens an order: made for it by find-your-booking, or one that started a checkout of it. */
async function tokenOpens(db: D1Database, guest: GuestRecord, code: string): Promise<boolean> {
  if (guest.orderCode !== null) return guest.orderCode === code;
  const row = await db
    .prepare("SELECT 1 AS found FROM checkout_sessions WHERE cart_id = ?1 AND site_id = ?2 AND token_hash = ?3 LIMIT 1")
    .bind(code, guest.siteId, guest.tokenHash)
    .first();
  return row !== null;
}

/**
 * The order the caller opens: a member's own order with the member's access token; a guest's order with the token
 * that paid it or the find-your-booking token made for it. A guest token never opens a member's order. Anything
 * else (no proof, another's, an unknown code) gets the same refusal; a rejected member token its own (so the shop
 * refreshes it).
 */
export async function openOrder(ctx: OrderContext, code: string): Promise<Order | JsonAnswer> {
  const db = ctx.env.DB;
  const denied = refusal("accessDenied", ctx.locale);
  if (ctx.bearer) {
    const found = await memberOf(ctx);
    if (!found.ok) return found.answer;
    const stored = await readOrder(db, code, ctx.tenant.siteId);
    return stored && stored.memberMafid === found.member.mafid ? stored.order : denied;
  }
  const guest = await readGuestToken(db, ctx.tenant.siteId, ctx.guestToken, ctx.now);
  if (!guest) return denied;
  const stored = await readOrder(db, code, ctx.tenant.siteId);
  if (!stored || stored.memberMafid !== null || !(await tokenOpens(db, guest, stored.order.reservation_code))) return denied;
  return stored.order;
}

const isAnswer = (opened: Order | JsonAnswer): opened is JsonAnswer => "status" in opened && "body" in opened;

export async function bookingDetails(ctx: OrderContext, code: string): Promise<JsonAnswer> {
  const order = await openOrder(ctx, code);
  return isAnswer(order) ? order : ok(order);
}

export async function ticketPdf(ctx: OrderContext, code: string): Promise<FileAnswer | JsonAnswer> {
  const order = await openOrder(ctx, code);
  if (isAnswer(order)) return order;
  // The PDF library and its fonts (about 1.5 MB) load with the first ticket asked for, not with the worker.
  const { renderTicketPdf } = await import("../tickets/pdf");
  const file = await renderTicketPdf({
    order,
    siteName: ctx.tenant.name,
    locale: ctx.locale,
    decimals: ctx.tenant.decimals,
    timeZone: ctx.tenant.timeZone,
    vatRate: ctx.tenant.vatRate,
  });
  return { status: 200, file, contentType: "application/pdf", fileName: `tickets-${order.reservation_code}.pdf` };
}

export async function invoice(ctx: OrderContext, code: string, lang: Locale | undefined): Promise<FileAnswer | JsonAnswer> {
  const order = await openOrder(ctx, code);
  if (isAnswer(order)) return order;
  return { status: 200, file: invoiceHtml(order, ctx.tenant, lang ?? order.locale), contentType: "text/html; charset=utf-8" };
}

/**
 * Find-your-booking: the reservation code and the e-mail it was booked with give a fresh token for that order
 * alone. A wrong e-mail, an unknown code and a locked code answer alike (404, or 429 while the code is locked).
 */
export async function findBooking(ctx: OrderContext, code: string, email: string): Promise<JsonAnswer> {
  const db = ctx.env.DB;
  // Every attempt counts as a wrong e-mail until it matched, so guesses sent at once cannot pass the lock together.
  const attempt = await openAttempt(ctx.env, RATE_RULES.codeFailure, code, ctx.now.getTime());
  if (!attempt.ok) return refusal("codeLocked", ctx.locale, [], { "Retry-After": String(attempt.retryAfter) });
  const stored = await readOrder(db, code, ctx.tenant.siteId);
  const matched = stored !== null && normaliseEmail(stored.order.guest.email) === normaliseEmail(email);
  await attempt.settle(!matched);
  if (!matched) return refusal("bookingNotFound", ctx.locale);
  // A member's booking opens with the member's sign-in, never with a guest token.
  if (stored.memberMafid !== null) return refusal("memberBooking", ctx.locale);
  const { guest } = stored.order;
  const token = await issueGuestToken(
    db,
    ctx.tenant.siteId,
    {
      email: guest.email,
      title: guest.title as GuestRecord["title"],
      firstName: guest.firstName,
      lastName: guest.lastName,
      mobile: guest.mobile,
      ...stored.guestExtra,
    },
    ctx.now,
    { ttlMs: FOUND_BOOKING_TOKEN_TTL_MS, orderCode: stored.order.reservation_code },
  );
  return ok({ reservation_code: stored.order.reservation_code, token });
}
