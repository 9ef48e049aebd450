// Rate limits of the member's account calls (docs/decisions/015): changes are counted per member session (members on
// a venue's shared network count apart; a request without a session counts for its client address), and calls that
// name a person, card or order by id count their 404s against the failed look-up rule per client, as the order
// look-ups do, so nobody can walk through ids.
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../shared/contract/members";
import { refusal } from "../orders/answers";
import { RATE_RULES, type RateRule, clientKeyOf, takeEvent } from "../rate-limit";
import type { Clock, ProviderEnv } from "./env";
import { limitFailedLookups } from "./lookup-limits";
import { PERSONAL_CACHE_CONTROL } from "./order-routes";

/** Changes to the account (saves, additions, removals) per member session. */
export const ACCOUNT_WRITE_RULE: RateRule = RATE_RULES.accountWrite;

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function sessionKeyOf(cookie: string): Promise<string> {
  // The cookie itself is a credential: only its digest is kept.
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(cookie)));
  return `session:${btoa(String.fromCharCode(...digest.slice(0, 18)))}`;
}

function tooMany(c: Parameters<MiddlewareHandler<ProviderEnv>>[0], retryAfter: number): Response {
  const answer = refusal("tooManyRequests", c.get("providerLocale"), [], { "Retry-After": String(retryAfter) });
  return c.json(answer.body as object, answer.status as 429, { ...answer.headers, "Cache-Control": PERSONAL_CACHE_CONTROL });
}

/** Counts each change against ACCOUNT_WRITE_RULE; over it, 429 with Retry-After before anything runs. */
export function limitAccountChanges(clock: Clock): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    if (CHANGES.has(c.req.method)) {
      const cookie = getCookie(c, SESSION_COOKIE, "host");
      const key = cookie ? await sessionKeyOf(cookie) : clientKeyOf(c.req.raw.headers);
      const taken = await takeEvent(c.env, ACCOUNT_WRITE_RULE, key, clock().getTime());
      if (!taken.ok) return tooMany(c, taken.retryAfter);
    }
    await next();
  };
}

/**
 * A call naming something by id: its 404 counts as a failed look-up of the member's session, of the id and of the
 * address (a ceiling), and over any of them answers 429; a found id is never refused (lookup-limits.ts).
 */
export function limitIdLookups(clock: Clock): MiddlewareHandler<ProviderEnv> {
  return limitFailedLookups(clock, (status) => status === 404);
}
