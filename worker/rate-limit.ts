// Rate limits of the shop (DESIGN decision 10): each rule counts events per key (a client, a reservation code)
// over a sliding window in D1. D1 sees its own writes at once and counts in one statement, where KV is eventually
// consistent between locations and takes about one write per second per key, so a burst could outrun it. Every
// function takes the time, so tests move the clock.
import { FIND_BOOKING_LOCK_MINUTES, FIND_BOOKING_MAX_WRONG_EMAILS } from "../shared/contract/orders";

export interface RateRule {
  /** Stored with each event. */
  name: string;
  /** Events a key may have within the window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** The shop's rules; the numbers and why they are so are in docs/decisions/008. */
export const RATE_RULES = {
  /** Reserve-mode basket checks per client: a family's booking makes 10 to 20, a group booking agent a few dozen. */
  reserve: { name: "reserve", max: 120, windowSeconds: 600 },
  /** Guest tokens issued per client. */
  guestToken: { name: "guest-token", max: 30, windowSeconds: 600 },
  /** Failed look-ups per client: a cart, order, payment or booking not found or not opened with what was sent. */
  lookupFailure: { name: "lookup-failure", max: 20, windowSeconds: 900 },
  /** Wrong e-mails tried for one reservation code: then the code answers nothing for the rest of the window. */
  codeFailure: { name: "code-failure", max: FIND_BOOKING_MAX_WRONG_EMAILS, windowSeconds: FIND_BOOKING_LOCK_MINUTES * 60 },
  /** Refused ops requests per client (no or a wrong token). */
  opsFailure: { name: "ops-failure", max: 10, windowSeconds: 300 },
  /** Sign-ins started per client (each sets a sign-in cookie and sends the visitor to the identity provider). */
  signIn: { name: "sign-in", max: 30, windowSeconds: 600 },
  /** Changes to a member's account per session (docs/decisions/015): a family set up at once makes a few dozen. */
  accountWrite: { name: "account-write", max: 60, windowSeconds: 600 },
  /** Contact form enquiries per client (docs/decisions/017). */
  contactForm: { name: "contact-form", max: 10, windowSeconds: 3600 },
  /** Browser error reports per client (worker/observability/client-errors.ts): a page sends five at most. */
  clientError: { name: "client-error", max: 30, windowSeconds: 600 },
  /**
   * CSP violation reports per client (worker/observability/csp-reports.ts): a browser sends one per violation, and an
   * extension that injects scripts causes several on every page. A rule of its own, so it holds back no other call.
   */
  cspReport: { name: "csp-report", max: 60, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/** The client key when the request did not come through Cloudflare's edge (local runs). */
export const LOCAL_CLIENT = "local";

/** Who is asking: the address Cloudflare's edge saw (CF-Connecting-IP), or "local". */
export function clientKeyOf(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.trim().slice(0, 64) || LOCAL_CLIENT;
}

/** The start of a rule's window at `nowMs`: events at or before it no longer count (and may be deleted). */
export const windowStart = (rule: RateRule, nowMs: number) => nowMs - rule.windowSeconds * 1000;

function retryAfterOf(rule: RateRule, oldestMs: number | null, nowMs: number): number {
  if (oldestMs === null) return rule.windowSeconds;
  return Math.max(1, Math.ceil((oldestMs + rule.windowSeconds * 1000 - nowMs) / 1000));
}

function recordStatements(db: D1Database, rule: RateRule, key: string, nowMs: number): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM rate_events WHERE rule = ?1 AND key = ?2 AND at_ms <= ?3").bind(rule.name, key, windowStart(rule, nowMs)),
    db.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES (?1, ?2, ?3) RETURNING id").bind(rule.name, key, nowMs),
    db.prepare("SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE rule = ?1 AND key = ?2 AND at_ms > ?3").bind(rule.name, key, windowStart(rule, nowMs)),
  ];
}

/** Writes one event for the key and counts the key's events in the window, this one included, in one transaction. */
async function countWith(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<{ id: number; n: number; oldest: number | null }> {
  const [, inserted, counted] = await db.batch<{ id: number; n: number; oldest: number | null }>(recordStatements(db, rule, key, nowMs));
  const { n, oldest } = counted!.results[0]!;
  return { id: inserted!.results[0]!.id, n, oldest };
}

/**
 * Counts one event and says whether it is within the rule, in one transaction: the count includes this event and
 * every other already written, so concurrent callers cannot all slip under the limit. A refused event still counts.
 */
export async function takeEvent(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const { n, oldest } = await countWith(db, rule, key, nowMs);
  return n <= rule.max ? { ok: true } : { ok: false, retryAfter: retryAfterOf(rule, oldest, nowMs) };
}

/** An attempt under a failure rule: `settle(failed)` once its outcome is known. */
export type Attempt = { ok: true; settle: (failed: boolean) => Promise<void> } | { ok: false; retryAfter: number };

/**
 * Opens one attempt of a key under a rule that counts failures (wrong e-mails for a code, failed look-ups, refused
 * ops tokens). The attempt counts as a failure from the start, so attempts made at the same moment all count and a
 * burst cannot slip past the limit while each waits for its answer; `settle(false)` takes it back once it
 * succeeded. A key already at its limit is refused, and that refused attempt is not counted.
 */
export async function openAttempt(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<Attempt> {
  const { id, n, oldest } = await countWith(db, rule, key, nowMs);
  const forget = async () => {
    await db.prepare("DELETE FROM rate_events WHERE id = ?1").bind(id).run();
  };
  if (n > rule.max) {
    await forget();
    return { ok: false, retryAfter: retryAfterOf(rule, oldest, nowMs) };
  }
  return { ok: true, settle: async (failed) => (failed ? undefined : forget()) };
}
