// Payments behind one gateway interface (DESIGN decision 6), and the embedded sandbox gateway on D1: checkout
// sessions moved by the hosted pages, and a payment ledger with at most one charge and one refund per session.
// A session carries what it pays for, frozen when the checkout started. Every method takes the time.
import type { BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import { type CheckoutPaymentType, type Currency, type GatewayPaymentType, ORDER_ERROR_CODES } from "../../shared/contract/orders";
import type { Locale } from "../../shared/locale";
import type { CartClaims } from "../orders/carts";
import type { GuestDetails } from "../orders/guest-tokens";

/** A member payer's details, kept with the checkout as a guest token keeps a guest's. */
export type MemberPayerDetails = GuestDetails;
import { OPEN_PAYMENT } from "../orders/rules";

export const CHECKOUT_SESSION_STATES = ["pending", "challenge", "approved", "declined", "cancelled", "captured", "refunded"] as const;
export type CheckoutSessionState = (typeof CHECKOUT_SESSION_STATES)[number];
/** States the hosted page can no longer change: posting again only redirects again. */
export const FINISHED_SESSION_STATES: readonly CheckoutSessionState[] = ["approved", "declined", "cancelled", "captured", "refunded"];
/** Random bytes of a session id (hex: twice as many characters). */
export const SESSION_ID_BYTES = 16;
export const SESSION_ID_PREFIX = "cs_";

/** What a checkout pays for, frozen when it starts: capture sells exactly this for exactly `amount`. */
export interface PaidContent {
  cartRevision: number;
  lines: PricedLine[];
  totals: BasketTotal;
  promoCode: string | null;
  claims: CartClaims;
}

export interface CheckoutSession extends PaidContent {
  id: string;
  cartId: string;
  siteId: number;
  locale: Locale;
  paymentType: CheckoutPaymentType;
  amount: number;
  currency: Currency;
  state: CheckoutSessionState;
  /** Where the gateway sends the guest back: a path of this shop, or an absolute address of a shop it serves. */
  returnUrl: string;
  cardLast4: string | null;
  failureCode: number | null;
  /** The guest token the checkout was made with (hash), so the order belongs to that guest; null for a member's. */
  tokenHash: string | null;
  /** The member who checked out (their mafid), so the order belongs to that member; null for a guest's. */
  memberMafid: string | null;
  /** The member's details when the checkout started (a member's checkout only). */
  memberDetails: MemberPayerDetails | null;
  createdAt: string;
}

export type NewCheckoutSession = Omit<CheckoutSession, "id" | "state" | "cardLast4" | "failureCode" | "createdAt">;

/** A SQL boolean expression with its bound values, e.g. `EXISTS (SELECT 1 FROM carts WHERE cart_id = ?)`. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

export interface CaptureEffects {
  /** Must hold at capture time; when it does not, the approved payment is refunded instead, with `refundCode`. */
  condition: SqlCondition;
  /** The failure code of that refund: a SQL expression read in the same transaction, so it names the true reason. */
  refundCode: SqlCondition;
  /** Statements committed in the same transaction as the capture; each must guard itself with `captured`. */
  onCaptured: (captured: SqlCondition) => D1PreparedStatement[];
}

export interface PaymentGateway {
  createSession(input: NewCheckoutSession, now: Date): Promise<CheckoutSession>;
  readSession(id: string): Promise<CheckoutSession | null>;
  /**
   * Approved → captured with its effects (condition true) or → refunded with a refund (condition false), atomically;
   * any other state stays as it is. Idempotent: repeating it, even concurrently, changes nothing more.
   */
  capture(id: string, effects: CaptureEffects, now: Date): Promise<CheckoutSession | null>;
  /** Approved or captured → refunded, with one refund in the ledger. Idempotent. */
  refund(id: string, failureCode: number, now: Date): Promise<CheckoutSession | null>;
}

interface SessionRow {
  id: string;
  cart_id: string;
  site_id: number;
  locale: Locale;
  payment_type: CheckoutPaymentType;
  amount: number;
  currency: Currency;
  state: CheckoutSessionState;
  return_url: string;
  card_last4: string | null;
  failure_code: number | null;
  token_hash: string | null;
  member_mafid: string | null;
  member_details: string | null;
  cart_revision: number;
  promo_code: string | null;
  lines: string;
  totals: string;
  claims: string;
  created_at: string;
}

function sessionOf(row: SessionRow): CheckoutSession {
  return {
    id: row.id,
    cartId: row.cart_id,
    siteId: row.site_id,
    locale: row.locale,
    paymentType: row.payment_type,
    amount: row.amount,
    currency: row.currency,
    state: row.state,
    returnUrl: row.return_url,
    cardLast4: row.card_last4,
    failureCode: row.failure_code,
    tokenHash: row.token_hash,
    memberMafid: row.member_mafid,
    memberDetails: row.member_details ? (JSON.parse(row.member_details) as MemberPayerDetails) : null,
    cartRevision: row.cart_revision,
    promoCode: row.promo_code,
    lines: JSON.parse(row.lines ?? "[]") as PricedLine[],
    totals: JSON.parse(row.totals ?? "{}") as BasketTotal,
    claims: JSON.parse(row.claims ?? "{}") as CartClaims,
    createdAt: row.created_at,
  };
}

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SESSION_ID_BYTES));
  return SESSION_ID_PREFIX + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hosted page's decisions, which only the sandbox has. */
export type SandboxOutcome =
  | { kind: "approve"; cardLast4?: string }
  | { kind: "decline"; failureCode: number; cardLast4?: string }
  | { kind: "cancel"; failureCode: number }
  | { kind: "challenge"; cardLast4: string };

export class SandboxGateway implements PaymentGateway {
  constructor(private readonly db: D1Database) {}

  async createSession(input: NewCheckoutSession, now: Date): Promise<CheckoutSession> {
    const id = newSessionId();
    await this.createStatement(id, input, now).run();
    return (await this.readSession(id))!;
  }

  /** The statement that creates a pending session with this id, for a batch that writes more with it. */
  createStatement(id: string, input: NewCheckoutSession, now: Date): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO checkout_sessions
           (id, cart_id, site_id, locale, payment_type, amount, currency, state, return_url, token_hash, cart_revision, lines, totals, promo_code, claims, created_at, updated_at, member_mafid, member_details)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?15, ?16, ?17)`,
      )
      .bind(
        id,
        input.cartId,
        input.siteId,
        input.locale,
        input.paymentType,
        input.amount,
        input.currency,
        input.returnUrl,
        input.tokenHash,
        input.cartRevision,
        JSON.stringify(input.lines),
        JSON.stringify(input.totals),
        input.promoCode,
        JSON.stringify(input.claims),
        now.toISOString(),
        input.memberMafid,
        input.memberDetails ? JSON.stringify(input.memberDetails) : null,
      );
  }

  async readSession(id: string): Promise<CheckoutSession | null> {
    const row = await this.db.prepare("SELECT * FROM checkout_sessions WHERE id = ?1").bind(id).first<SessionRow>();
    return row ? sessionOf(row) : null;
  }

  /**
   * Applies a hosted-page decision to a session still open (pending, or challenge for the 3-D Secure answer). An
   * approval records the charge in the same transaction; a finished session is left alone.
   */
  async decide(id: string, outcome: SandboxOutcome, now: Date): Promise<CheckoutSession | null> {
    const at = now.toISOString();
    const open = `id = ? AND ${OPEN_PAYMENT}`;
    const statements: D1PreparedStatement[] = [];
    switch (outcome.kind) {
      case "approve":
        statements.push(
          this.db
            .prepare(`UPDATE checkout_sessions SET state = 'approved', card_last4 = COALESCE(?, card_last4), updated_at = ? WHERE ${open}`)
            .bind(outcome.cardLast4 ?? null, at, id),
          // The charge follows the approval it belongs to; UNIQUE (session, kind) keeps it single.
          this.db
            .prepare(
              `INSERT OR IGNORE INTO payment_ledger (checkout_session_id, kind, amount, currency, created_at)
               SELECT id, 'charge', amount, currency, ? FROM checkout_sessions WHERE id = ? AND state = 'approved'`,
            )
            .bind(at, id),
        );
        break;
      case "decline":
        statements.push(
          this.db
            .prepare(
              `UPDATE checkout_sessions SET state = 'declined', failure_code = ?, card_last4 = COALESCE(?, card_last4), updated_at = ? WHERE ${open}`,
            )
            .bind(outcome.failureCode, outcome.cardLast4 ?? null, at, id),
        );
        break;
      case "cancel":
        statements.push(
          this.db.prepare(`UPDATE checkout_sessions SET state = 'cancelled', failure_code = ?, updated_at = ? WHERE ${open}`).bind(outcome.failureCode, at, id),
        );
        break;
      case "challenge":
        statements.push(
          this.db
            .prepare(`UPDATE checkout_sessions SET state = 'challenge', card_last4 = ?, updated_at = ? WHERE id = ? AND state = 'pending'`)
            .bind(outcome.cardLast4, at, id),
        );
        break;
    }
    await this.db.batch(statements);
    return this.readSession(id);
  }

  /**
   * The bank takes its time (the sandbox's processing cards): the session stays open until `settlesAt`, then
   * settleDue turns it into the outcome given. Only a session still pending is deferred.
   */
  async defer(id: string, outcome: { settlesAs: "approve" | "decline"; settlesAt: Date; cardLast4: string }, now: Date): Promise<CheckoutSession | null> {
    await this.db
      .prepare(`UPDATE checkout_sessions SET settles_at = ?, settles_as = ?, card_last4 = ?, updated_at = ? WHERE id = ? AND state = 'pending' AND settles_at IS NULL`)
      .bind(outcome.settlesAt.toISOString(), outcome.settlesAs, outcome.cardLast4, now.toISOString(), id)
      .run();
    return this.readSession(id);
  }

  /** Whether the bank is still confirming this session's payment. */
  async isSettling(id: string): Promise<boolean> {
    return (await this.db.prepare("SELECT 1 AS found FROM checkout_sessions WHERE id = ?1 AND state = 'pending' AND settles_at IS NOT NULL").bind(id).first()) !== null;
  }

  /** A deferred payment whose time has come takes its outcome (once: decide only changes an open session). */
  async settleDue(id: string, now: Date): Promise<void> {
    const row = await this.db
      .prepare("SELECT settles_as FROM checkout_sessions WHERE id = ?1 AND state = 'pending' AND settles_at IS NOT NULL AND settles_at <= ?2")
      .bind(id, now.toISOString())
      .first<{ settles_as: "approve" | "decline" }>();
    if (!row) return;
    await this.decide(id, row.settles_as === "approve" ? { kind: "approve" } : { kind: "decline", failureCode: ORDER_ERROR_CODES.paymentDeclined }, now);
  }

  async capture(id: string, effects: CaptureEffects, now: Date): Promise<CheckoutSession | null> {
    const at = now.toISOString();
    const captured: SqlCondition = { sql: "EXISTS (SELECT 1 FROM checkout_sessions WHERE id = ? AND state = 'captured')", params: [id] };
    // One transaction: the claim succeeds for exactly one caller; the effects check `captured`; when the condition
    // failed the session is still approved after the claim, so the refund claim takes it instead.
    await this.db.batch([
      this.db
        .prepare(`UPDATE checkout_sessions SET state = 'captured', updated_at = ? WHERE id = ? AND state = 'approved' AND (${effects.condition.sql})`)
        .bind(at, id, ...effects.condition.params),
      ...effects.onCaptured(captured),
      this.db
        .prepare(`UPDATE checkout_sessions SET state = 'refunded', failure_code = (${effects.refundCode.sql}), updated_at = ? WHERE id = ? AND state = 'approved'`)
        .bind(...effects.refundCode.params, at, id),
      this.refundRow(id, at),
    ]);
    return this.readSession(id);
  }

  async refund(id: string, failureCode: number, now: Date): Promise<CheckoutSession | null> {
    const at = now.toISOString();
    await this.db.batch([
      this.db
        .prepare(`UPDATE checkout_sessions SET state = 'refunded', failure_code = ?, updated_at = ? WHERE id = ? AND state IN ('approved', 'captured')`)
        .bind(failureCode, at, id),
      this.refundRow(id, at),
    ]);
    return this.readSession(id);
  }

  /** The refund of a refunded session's charge; UNIQUE (session, kind) keeps it single. */
  private refundRow(id: string, at: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT OR IGNORE INTO payment_ledger (checkout_session_id, kind, amount, currency, created_at)
         SELECT s.id, 'refund', s.amount, s.currency, ? FROM checkout_sessions s
         WHERE s.id = ? AND s.state = 'refunded'
           AND EXISTS (SELECT 1 FROM payment_ledger p WHERE p.checkout_session_id = s.id AND p.kind = 'charge')`,
      )
      .bind(at, id);
  }
}
