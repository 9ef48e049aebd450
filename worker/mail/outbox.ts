// The confirmation e-mails' outbox (docs/decisions: e-mail): capture writes one row per paid order in its own
// transaction; a sender claims the row, renders the mail with the ticket PDF, sends it and marks it sent. Sending runs
// after the capture's answer (waitUntil) and again from the scheduled handler for rows a failure left waiting, with a
// growing pause, so a mail server that is down delays the e-mail and never the order.
import { TENANTS } from "../../tenants";
import { readOrder } from "../orders/order-reads";
import { errorFields, log } from "../observability/log";
import { confirmationMail } from "./confirmation";
import { type MailEnv, mailSettingsOf } from "./settings";
import { UnsafeMailError, sendMail } from "./transport";

/** How long a claim holds a row: longer than one send can take (connection and commands, 15 s each at most). */
export const MAIL_CLAIM_MS = 5 * 60_000;
/** Tries before a row is given up as failed. */
export const MAIL_MAX_ATTEMPTS = 8;
/** The pause after the n-th failed try: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}
/** Rows one run of the scheduled handler sends at most. */
export const MAIL_BATCH = 20;

export interface OutboxEnv extends MailEnv {
  DB: D1Database;
}

/**
 * The outbox row of an order, for the capture's transaction: written only when `captured` holds, once (the code is
 * the key), due at once.
 */
export function enqueueConfirmation(
  db: D1Database,
  order: { reservationCode: string; siteId: number; origin: string },
  captured: { sql: string; params: unknown[] },
  now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `INSERT OR IGNORE INTO order_mails (reservation_code, site_id, origin, state, next_attempt_at, created_at)
       SELECT ?, ?, ?, 'pending', ?, ? WHERE ${captured.sql}`,
    )
    .bind(order.reservationCode, order.siteId, order.origin, at, at, ...captured.params);
}

/** A row is due when it waits and its time has come, or when its sender's claim ran out (the sender died). */
const DUE = "((state = 'pending' AND next_attempt_at <= ?1) OR (state = 'sending' AND claimed_until <= ?1))";

interface ClaimedRow {
  reservation_code: string;
  site_id: number;
  origin: string;
  attempts: number;
}

export type DeliveryOutcome = "sent" | "retry" | "failed" | "not-due" | "no-server";

/**
 * Sends the confirmation of one order if its row is due: claims it (one sender wins), sends, records the outcome.
 * Never throws: a failure is recorded on the row and logged.
 */
export async function deliverConfirmation(env: OutboxEnv, reservationCode: string, now: Date): Promise<DeliveryOutcome> {
  let settings;
  try {
    settings = mailSettingsOf(env);
  } catch (error) {
    log("error", "mail settings are wrong; the e-mail waits", { reservationCode, error });
    return "no-server";
  }
  if (!settings) return "no-server";
  const at = now.toISOString();
  const claimed = await env.DB.prepare(
    `UPDATE order_mails SET state = 'sending', claimed_until = ?2, attempts = attempts + 1
     WHERE reservation_code = ?3 AND ${DUE} RETURNING reservation_code, site_id, origin, attempts`,
  )
    .bind(at, new Date(now.getTime() + MAIL_CLAIM_MS).toISOString(), reservationCode)
    .first<ClaimedRow>();
  if (!claimed) return "not-due";
  try {
    const tenant = TENANTS.find((t) => t.siteId === claimed.site_id);
    const stored = tenant ? await readOrder(env.DB, claimed.reservation_code, claimed.site_id) : null;
    if (!tenant || !stored) throw new Error("the order of this e-mail is not found");
    const mail = confirmationMail(stored.order, tenant, claimed.origin);
    // The PDF library loads only when a PDF is made.
    const { renderTicketPdf } = await import("../tickets/pdf");
    const pdf = await renderTicketPdf({
      order: stored.order,
      siteName: tenant.name,
      locale: stored.order.locale,
      decimals: tenant.decimals,
      timeZone: tenant.timeZone,
      vatRate: tenant.vatRate,
    });
    await sendMail(settings, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `${claimed.reservation_code}.confirmation@${settings.from.email.split("@")[1]}`,
      attachments: [{ filename: mail.ticketsFileName, content: pdf, mimeType: "application/pdf" }],
    });
    await env.DB.prepare(
      "UPDATE order_mails SET state = 'sent', sent_at = ?1, claimed_until = NULL, last_error = NULL WHERE reservation_code = ?2 AND state = 'sending'",
    )
      .bind(at, claimed.reservation_code)
      .run();
    log("info", "confirmation e-mail sent", { reservationCode: claimed.reservation_code, attempts: claimed.attempts });
    return "sent";
  } catch (error) {
    // An address that cannot be sent to safely never will be: given up at once.
    const last = claimed.attempts >= MAIL_MAX_ATTEMPTS || error instanceof UnsafeMailError;
    const { errorName, errorMessage } = errorFields(error);
    await env.DB.prepare(
      `UPDATE order_mails SET state = ?1, claimed_until = NULL, next_attempt_at = ?2, last_error = ?3
       WHERE reservation_code = ?4 AND state = 'sending'`,
    )
      .bind(last ? "failed" : "pending", new Date(now.getTime() + retryDelayMs(claimed.attempts)).toISOString(), `${errorName}: ${errorMessage}`.slice(0, 500), claimed.reservation_code)
      .run()
      .catch(() => {});
    log(last ? "error" : "warn", last ? "confirmation e-mail given up" : "confirmation e-mail not sent; tried again later", {
      reservationCode: claimed.reservation_code,
      attempts: claimed.attempts,
      error,
    });
    return last ? "failed" : "retry";
  }
}

/** Sends the due confirmations, oldest first, at most MAIL_BATCH (the scheduled handler). */
export async function deliverDueConfirmations(env: OutboxEnv, now: Date): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, "not-due": 0, "no-server": 0 };
  if (!env.SMTP_HOST?.trim()) return counts;
  const { results } = await env.DB.prepare(`SELECT reservation_code FROM order_mails WHERE ${DUE} ORDER BY next_attempt_at LIMIT ?2`)
    .bind(now.toISOString(), MAIL_BATCH)
    .all<{ reservation_code: string }>();
  for (const row of results) counts[await deliverConfirmation(env, row.reservation_code, now)]++;
  return counts;
}
