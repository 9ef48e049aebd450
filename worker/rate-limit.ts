// Rate limits of the shop (DESIGN decision 10): each rule counts events per key (a client, a reservation code)
// over a sliding window in D1. D1 sees its own writes at once and counts in one statement, where KV is eventually
// consistent between locations and takes about one write per second per key, so a burst could outrun it. Every
// function takes the time, so tests move the clock.

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
  codeFailure: { name: "code-failure", max: 5, windowSeconds: 1800 },
  /** Refused ops requests per client (no or a wrong token). */
  opsFailure: { name: "ops-failure", max: 10, windowSeconds: 300 },
} as const satisfies Record<string, RateRule>;

/** The client key when the request did not come through Cloudflare's edge (local runs). */
export const LOCAL_CLIENT = "local";

/** Who is asking: the address Cloudflare's edge saw (CF-Connecting-IP), or "local". */
export function clientKeyOf(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.trim().slice(0, 64) || LOCAL_CLIENT;
}

const windowStart = (rule: RateRule, nowMs: number) => nowMs - rule.windowSeconds * 1000;

function retryAfterOf(rule: RateRule, oldestMs: number | null, nowMs: number): number {
  if (oldestMs === null) return rule.windowSeconds;
  return Math.max(1, Math.ceil((oldestMs + rule.windowSeconds * 1000 - nowMs) / 1000));
}

/** Seconds until the key may act again under the rule; 0 when it may now. Reads only. */
export async function secondsBlocked(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE rule = ?1 AND key = ?2 AND at_ms > ?3")
    .bind(rule.name, key, windowStart(rule, nowMs))
    .first<{ n: number; oldest: number | null }>();
  if (!row || row.n < rule.max) return 0;
  return retryAfterOf(rule, row.oldest, nowMs);
}

function recordStatements(db: D1Database, rule: RateRule, key: string, nowMs: number): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM rate_events WHERE rule = ?1 AND key = ?2 AND at_ms <= ?3").bind(rule.name, key, windowStart(rule, nowMs)),
    db.prepare("INSERT INTO rate_events (rule, key, at_ms) VALUES (?1, ?2, ?3)").bind(rule.name, key, nowMs),
  ];
}

/** Counts one event (a failure) for the key. */
export async function recordEvent(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<void> {
  await db.batch(recordStatements(db, rule, key, nowMs));
}

/**
 * Counts one event and says whether it is within the rule, in one transaction: the count includes this event and
 * every other already written, so concurrent callers cannot all slip under the limit. A refused event still counts.
 */
export async function takeEvent(db: D1Database, rule: RateRule, key: string, nowMs: number): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const results = await db.batch<{ n: number; oldest: number | null }>([
    ...recordStatements(db, rule, key, nowMs),
    db.prepare("SELECT count(*) AS n, min(at_ms) AS oldest FROM rate_events WHERE rule = ?1 AND key = ?2 AND at_ms > ?3").bind(rule.name, key, windowStart(rule, nowMs)),
  ]);
  const row = results[2]!.results[0]!;
  return row.n <= rule.max ? { ok: true } : { ok: false, retryAfter: retryAfterOf(rule, row.oldest, nowMs) };
}
