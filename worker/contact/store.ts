// Contact enquiries in D1 (migration 0015, docs/decisions/017): an enquiry and its captcha solution are written in
// one transaction, so a solution used once cannot send a second enquiry, and a failed write leaves neither behind.
import type { ContactEnquiry, ContactFormType, StoredEnquiry } from "../../shared/contact-form";
import type { Locale } from "../../shared/locale";
import { TENANTS } from "../../tenants";

/** Reference letters: no 0/O or 1/I, so a reference read out on the phone is not misheard. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERENCE_PREFIX = "ENQ-";

export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return REFERENCE_PREFIX + [...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
}

export interface EnquiryReceipt {
  reference: string;
  created_at: string;
}

/** The enquiry an earlier request of the same page sent with this key, if any. */
export async function enquiryByKey(db: D1Database, siteId: number, idempotencyKey: string): Promise<EnquiryReceipt | null> {
  return db
    .prepare("SELECT reference, created_at FROM contact_enquiries WHERE site_id = ?1 AND idempotency_key = ?2")
    .bind(siteId, idempotencyKey)
    .first<EnquiryReceipt>();
}

export type StoreOutcome = { kind: "stored"; receipt: EnquiryReceipt } | { kind: "repeat"; receipt: EnquiryReceipt } | { kind: "captcha_used" };

/**
 * Records the captcha solution as used and stores the enquiry, in one transaction. When the solution was already
 * used the transaction writes nothing: the enquiry of the same key (a double click that raced this one) is a repeat,
 * anything else a replayed solution.
 */
export async function storeEnquiry(
  db: D1Database,
  input: { siteId: number; locale: Locale; enquiry: ContactEnquiry; captchaKey: string; captchaExpiresAtMs: number; nowMs: number },
): Promise<StoreOutcome> {
  const { enquiry } = input;
  const reference = newReference();
  try {
    const [, , inserted] = await db.batch<EnquiryReceipt>([
      db.prepare("DELETE FROM captcha_solutions_used WHERE expires_at_ms < ?1").bind(input.nowMs),
      db.prepare("INSERT INTO captcha_solutions_used (signature, expires_at_ms) VALUES (?1, ?2)").bind(input.captchaKey, input.captchaExpiresAtMs),
      db
        .prepare(
          `INSERT INTO contact_enquiries (reference, site_id, locale, type, first_name, last_name, email, mobile, organisation, group_size,
             preferred_date, message, idempotency_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
           RETURNING reference, created_at`,
        )
        .bind(
          reference,
          input.siteId,
          input.locale,
          enquiry.type,
          enquiry.first_name.replace(/\s+/g, " "),
          enquiry.last_name.replace(/\s+/g, " "),
          enquiry.email,
          enquiry.mobile,
          enquiry.organisation ?? null,
          enquiry.group_size ?? null,
          enquiry.preferred_date ?? null,
          enquiry.message,
          enquiry.idempotency_key,
        ),
    ]);
    return { kind: "stored", receipt: inserted!.results[0]! };
  } catch (error) {
    if (!/UNIQUE|PRIMARY KEY|constraint/i.test(String(error))) throw error;
    const earlier = await enquiryByKey(db, input.siteId, enquiry.idempotency_key);
    return earlier ? { kind: "repeat", receipt: earlier } : { kind: "captcha_used" };
  }
}

export interface EnquiryFilter {
  /** One site, or any of these (a staff member's venues); neither: every site. */
  siteId?: number;
  siteIds?: readonly number[];
  type?: ContactFormType;
  /** Enquiries made on or after this instant (ISO). */
  since?: string;
  /** Only open ones (not yet handled), only handled ones, or both (unset). */
  state?: "open" | "handled";
  limit: number;
}

interface EnquiryRow extends Omit<StoredEnquiry, "site"> {
  site_id: number;
}

const ENQUIRY_COLUMNS = `reference, site_id, locale, type, first_name, last_name, email, mobile, organisation, group_size, preferred_date,
  message, created_at, handled_at, handled_by`;

const withSite = ({ site_id, ...row }: EnquiryRow): StoredEnquiry => ({ ...row, site: TENANTS.find((t) => t.siteId === site_id)?.slug ?? String(site_id) });

/** Enquiries for ops, newest first. */
export async function listEnquiries(db: D1Database, filter: EnquiryFilter): Promise<StoredEnquiry[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ENQUIRY_COLUMNS} FROM contact_enquiries
       WHERE (?1 IS NULL OR site_id = ?1) AND (?2 IS NULL OR type = ?2) AND (?3 IS NULL OR created_at >= ?3)
         AND (?5 IS NULL OR site_id IN (SELECT value FROM json_each(?5)))
         AND (?6 IS NULL OR (?6 = 'open' AND handled_at IS NULL) OR (?6 = 'handled' AND handled_at IS NOT NULL))
       ORDER BY created_at DESC, id DESC LIMIT ?4`,
    )
    .bind(filter.siteId ?? null, filter.type ?? null, filter.since ?? null, filter.limit, filter.siteIds ? JSON.stringify(filter.siteIds) : null, filter.state ?? null)
    .all<EnquiryRow>();
  return results.map(withSite);
}

/** One enquiry by its reference, or null. */
export async function enquiryByReference(db: D1Database, reference: string): Promise<StoredEnquiry | null> {
  const row = await db.prepare(`SELECT ${ENQUIRY_COLUMNS} FROM contact_enquiries WHERE reference = ?1`).bind(reference).first<EnquiryRow>();
  return row ? withSite(row) : null;
}

/**
 * Marks an enquiry handled (or open again) and records it in the ops change log, both in one batch: the log row is
 * written only when the enquiry changed (changes() of the update), so a repeat records nothing. True when it changed.
 */
export async function setEnquiryHandled(
  db: D1Database,
  input: { reference: string; site: string; locale: string; handled: boolean; by: string },
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE contact_enquiries SET handled_at = CASE WHEN ?2 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END, handled_by = CASE WHEN ?2 THEN ?3 END
         WHERE reference = ?1 AND (handled_at IS NULL) = (?2 = 1)`,
      )
      .bind(input.reference, input.handled ? 1 : 0, input.by),
    db
      .prepare(
        `INSERT INTO ops_changes (token_name, action, site, locale, doc_key, before, after)
         SELECT ?1, 'enquiry', ?2, ?3, reference, json_object('handled', json(?4)), json_object('handled', json(?5), 'handled_at', handled_at)
         FROM contact_enquiries WHERE reference = ?6 AND changes() = 1`,
      )
      .bind(input.by, input.site, input.locale, input.handled ? "false" : "true", input.handled ? "true" : "false", input.reference),
  ]);
  return (update!.meta.changes ?? 0) > 0;
}
