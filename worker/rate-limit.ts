// Rate limits of the shop (DESIGN decision 10, docs/decisions/042): each rule counts events per key over a sliding
// window. A key is what is being guessed (a reservation code, a cart, a payment, a person's id), the caller's own
// proof (a member's session, a cart's secret), or, as a high ceiling only, the client's address, which a mall's
// Wi-Fi or a carrier's NAT shares among many people. Each rule and key is counted by one of a fixed set of Durable
// Objects, the one its name hashes to (worker/rate-counter.ts, docs/decisions/057): off D1's single writer, one event
// at a time per key, and no object created for a key never seen before. Every function takes the time, so tests move
// the clock.
import { FIND_BOOKING_LOCK_MINUTES, FIND_BOOKING_MAX_WRONG_EMAILS } from "../shared/contract/orders";
import type { RateCount, RateCounter } from "./rate-counter";

export interface RateRule {
  /** Names the counter with the key. */
  name: string;
  /** Events a key may have within the window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** The shop's rules; the numbers and why they are so are in docs/decisions/042. */
export const RATE_RULES = {
  /** Reserve-mode checks of one cart, keyed by the cart and its secret: a family's booking makes 10 to 20. */
  reserve: { name: "reserve", max: 120, windowSeconds: 600 },
  /** New carts per member session. */
  newCartSession: { name: "new-cart-session", max: 60, windowSeconds: 600 },
  /** New carts per address of guests (a ceiling: a mall's network on a holiday stays well under one a second). */
  newCartAddress: { name: "new-cart-address", max: 600, windowSeconds: 600 },
  /** Guest tokens issued per address (a ceiling, as new carts). */
  guestToken: { name: "guest-token", max: 300, windowSeconds: 600 },
  /** Failed look-ups per member session: a cart, order, payment, person or booking not found or not opened. */
  lookupFailure: { name: "lookup-failure", max: 20, windowSeconds: 900 },
  /** Failed look-ups per address, whoever made them (a ceiling). */
  lookupFailureAddress: { name: "lookup-failure-address", max: 100, windowSeconds: 900 },
  /** Failed look-ups of one thing looked up (a reservation code, a cart, a payment, a person's id), whoever asked. */
  lookupFailureTarget: { name: "lookup-failure-target", max: 20, windowSeconds: 900 },
  /** Wrong e-mails tried for one reservation code: then the code answers nothing for the rest of the window. */
  codeFailure: { name: "code-failure", max: FIND_BOOKING_MAX_WRONG_EMAILS, windowSeconds: FIND_BOOKING_LOCK_MINUTES * 60 },
  /** Refused ops requests per client (no or a wrong token). */
  opsFailure: { name: "ops-failure", max: 10, windowSeconds: 300 },
  /** Sign-ins started per address (each sets a sign-in cookie and sends the visitor to the identity provider; a ceiling). */
  signIn: { name: "sign-in", max: 300, windowSeconds: 600 },
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

/** The bindings the limits need. */
export interface RateEnv {
  RATE_COUNTER: DurableObjectNamespace<RateCounter>;
}

/** The client key when the request did not come through Cloudflare's edge (local runs). */
export const LOCAL_CLIENT = "local";

/** Who is asking: the address Cloudflare's edge saw (CF-Connecting-IP), or "local". */
export function clientKeyOf(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.trim().slice(0, 64) || LOCAL_CLIENT;
}

/** The start of a rule's window at `nowMs`: events at or before it no longer count (and may be deleted). */
export const windowStart = (rule: RateRule, nowMs: number) => nowMs - rule.windowSeconds * 1000;

/** A key made of a credential (a session id's hash, a cart's secret with its id): its digest, never the credential. */
export async function proofKey(kind: string, ...parts: string[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\n"))));
  return `${kind}:${btoa(String.fromCharCode(...digest.slice(0, 18)))}`;
}

/** How many objects count the keys between them; a key's shard is fixed by its name, so changing this resets the counts. */
export const RATE_SHARDS = 32;

/** The shard of a counter's name: FNV-1a of its UTF-16 units, modulo RATE_SHARDS. */
export function shardOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % RATE_SHARDS;
}

/** The counter of one rule and key, in its shard. */
export interface Counter {
  take(windowMs: number, nowMs: number, times?: number): Promise<RateCount>;
  peek(windowMs: number, nowMs: number): Promise<Omit<RateCount, "id">>;
  forget(id: number, windowMs: number): Promise<void>;
}

/** The shards' ids per namespace, named once per isolate: an id is its name's digest, the same in every request. */
const shardIds = new WeakMap<object, DurableObjectId[]>();

function shardIdOf(namespace: DurableObjectNamespace<RateCounter>, shard: number): DurableObjectId {
  let ids = shardIds.get(namespace);
  if (!ids) shardIds.set(namespace, (ids = []));
  return (ids[shard] ??= namespace.idFromName(`shard ${shard}`));
}

/** The counter of one rule and key. */
export function counterOf(env: RateEnv, rule: RateRule, key: string): Counter {
  const name = `${rule.name}\n${key}`;
  const shard = env.RATE_COUNTER.get(shardIdOf(env.RATE_COUNTER, shardOf(name)));
  return {
    take: (windowMs, nowMs, times = 1) => shard.take(name, windowMs, nowMs, times),
    peek: (windowMs, nowMs) => shard.peek(name, windowMs, nowMs),
    forget: (id) => shard.forget(name, id),
  };
}

export type Taken = { ok: true } | { ok: false; retryAfter: number };

function retryAfterOf(rule: RateRule, oldestMs: number | null, nowMs: number): number {
  if (oldestMs === null) return rule.windowSeconds;
  return Math.max(1, Math.ceil((oldestMs + rule.windowSeconds * 1000 - nowMs) / 1000));
}

/**
 * Counts one event and says whether it is within the rule: the count includes this event and every other already
 * taken, and one key counts one event at a time, so concurrent callers cannot all slip under the limit. A refused
 * event still counts.
 */
export async function takeEvent(env: RateEnv, rule: RateRule, key: string, nowMs: number): Promise<Taken> {
  const { n, oldest } = await counterOf(env, rule, key).take(rule.windowSeconds * 1000, nowMs);
  return n <= rule.max ? { ok: true } : { ok: false, retryAfter: retryAfterOf(rule, oldest, nowMs) };
}

/** One event under each rule and key at once: refused when any is over, with the longest wait. */
export async function takeEvents(env: RateEnv, keyed: readonly (readonly [RateRule, string])[], nowMs: number): Promise<Taken> {
  const taken = await Promise.all(keyed.map(([rule, key]) => takeEvent(env, rule, key, nowMs)));
  const refused = taken.flatMap((t) => (t.ok ? [] : [t.retryAfter]));
  return refused.length ? { ok: false, retryAfter: Math.max(...refused) } : { ok: true };
}

/** An attempt under a failure rule: `settle(failed)` once its outcome is known. */
export type Attempt = { ok: true; settle: (failed: boolean) => Promise<void> } | { ok: false; retryAfter: number };

/**
 * Opens one attempt of a key under a rule that counts failures, where what is guessed could be right (an e-mail for
 * a reservation code, an ops token). The attempt counts as a failure from the start, so attempts made at the same
 * moment all count and a burst cannot slip past the limit while each waits for its answer; `settle(false)` takes it
 * back once it succeeded. A key already at its limit is refused, and that refused attempt is not counted.
 */
export async function openAttempt(env: RateEnv, rule: RateRule, key: string, nowMs: number): Promise<Attempt> {
  const counter = counterOf(env, rule, key);
  const windowMs = rule.windowSeconds * 1000;
  const { id, n, oldest } = await counter.take(windowMs, nowMs);
  if (n > rule.max) {
    await counter.forget(id, windowMs);
    return { ok: false, retryAfter: retryAfterOf(rule, oldest, nowMs) };
  }
  return { ok: true, settle: async (failed) => (failed ? undefined : counter.forget(id, windowMs)) };
}

/** One attempt under each rule and key at once (openAttempt): refused when any is at its limit, counting none then. */
export async function openAttempts(env: RateEnv, keyed: readonly (readonly [RateRule, string])[], nowMs: number): Promise<Attempt> {
  const attempts = await Promise.all(keyed.map(([rule, key]) => openAttempt(env, rule, key, nowMs)));
  const refused = attempts.flatMap((a) => (a.ok ? [] : [a.retryAfter]));
  const opened = attempts.flatMap((a) => (a.ok ? [a] : []));
  if (refused.length) {
    await Promise.all(opened.map((a) => a.settle(false)));
    return { ok: false, retryAfter: Math.max(...refused) };
  }
  return { ok: true, settle: async (failed) => void (await Promise.all(opened.map((a) => a.settle(failed)))) };
}
