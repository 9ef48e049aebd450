// Limits of the provider calls that look something up or hold places (docs/decisions/042), keyed so that one client's
// guesses never hold up the people behind the same address:
// - A look-up opened with a proof nobody can guess (a cart's secret, a guest token, a member's session, a payment's
//   id) is answered first. Only a failure (401, 404) counts, against what was looked up, the member's session when
//   there is one, and the address as a ceiling; a failure over any of them answers 429 instead. A success is never
//   refused, so a member, a cart's owner and a payment already made are never held up by somebody else's failures.
// - Reserve-mode checks count per cart and its secret, new carts per member session or, for guests, per address as
//   a ceiling.
import type { Context, MiddlewareHandler } from "hono";
import { BOOKING_REFERENCE_HEADER, CART_SECRET_HEADER, CHECK_OPERATION, OPERATION_HEADER } from "../../shared/contract/orders";
import { currentSession, hasSessionCookie } from "../auth/sessions";
import { refusal } from "../orders/answers";
import { RATE_RULES, type RateRule, type Taken, clientKeyOf, openAttempts, proofKey, takeEvents } from "../rate-limit";
import type { Clock, ProviderEnv } from "./env";

type ProviderContext = Context<ProviderEnv>;

/** Personal answers stay out of every cache (the same rule as PERSONAL_CACHE_CONTROL of the order calls). */
const NO_STORE = "private, no-store";

/** 429 with Retry-After and the contract's refusal in the call's language. */
export function tooManyRequests(c: ProviderContext, retryAfter: number): Response {
  const answer = refusal("tooManyRequests", c.get("providerLocale"), [], { "Retry-After": String(retryAfter) });
  return c.json(answer.body as object, answer.status as 429, { ...answer.headers, "Cache-Control": NO_STORE });
}

/** Statuses of a look-up that found nothing it could open. */
const FAILED_LOOKUP = new Set([401, 404]);

async function jsonBodyOf(c: ProviderContext): Promise<Record<string, unknown> | null> {
  if (!c.req.header("content-type")?.includes("json")) return null;
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What the request looks up: a reservation code, a cart, a payment or a person, upper-cased; null for nothing named. */
export async function lookedUpOf(c: ProviderContext): Promise<string | null> {
  const named =
    c.req.param("code") ??
    c.req.param("userId") ??
    c.req.param("id") ??
    c.req.header(BOOKING_REFERENCE_HEADER) ??
    c.req.query("reservationCode") ??
    (await jsonBodyOf(c).then((body) => body?.cartId ?? body?.checkoutSessionId ?? body?.reservationCode ?? body?.userId ?? body?.code ?? null));
  return typeof named === "string" && named ? named.slice(0, 128).toUpperCase() : null;
}

/**
 * Counts one failed look-up: against what was looked up (when named), the member's session (when signed in) and the
 * client's address (a ceiling). Refused when any is over its rule.
 */
export async function countFailedLookup(c: ProviderContext, lookedUp: string | null, nowMs: number): Promise<Taken> {
  const keyed: [RateRule, string][] = [[RATE_RULES.lookupFailureAddress, clientKeyOf(c.req.raw.headers)]];
  const session = c.get("memberSession");
  if (session) keyed.push([RATE_RULES.lookupFailure, `session:${session.idHash}`]);
  if (lookedUp) keyed.push([RATE_RULES.lookupFailureTarget, lookedUp]);
  return takeEvents(c.env, keyed, nowMs);
}

/**
 * A look-up opened with a proof nobody can guess: answered first; a failure counts (countFailedLookup) and, over a
 * rule, answers 429 instead. `failed` says which answers are failures (401 and 404 unless told).
 */
export function limitFailedLookups(clock: Clock, failed: (status: number) => boolean = (s) => FAILED_LOOKUP.has(s)): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    await next();
    if (!failed(c.res.status)) return;
    const taken = await countFailedLookup(c, await lookedUpOf(c), clock().getTime());
    if (!taken.ok) c.res = tooManyRequests(c, taken.retryAfter);
  };
}

const isReserveMode = (c: ProviderContext) => c.req.header(OPERATION_HEADER)?.toLowerCase() !== CHECK_OPERATION;

/**
 * Reserve-mode checks: of a cart, per cart and the secret sent with it (another caller naming the cart counts apart,
 * and fails); of a new cart, per member session, or per address for guests (a ceiling). Over it, 429 before anything
 * is held. The event is counted while the basket is read and priced (its D1 reads need no limit), and the check awaits
 * the count before it holds a seat or writes anything (OrderContext.reserveLimit): one wait fewer in a row.
 */
export function limitReserves(clock: Clock): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    if (isReserveMode(c)) {
      const now = clock();
      const cartId = (await jsonBodyOf(c))?.cartId;
      let keyed: [RateRule, string];
      if (typeof cartId === "string" && cartId) {
        keyed = [RATE_RULES.reserve, await proofKey("cart", cartId.toUpperCase(), c.req.header(CART_SECRET_HEADER)?.trim() ?? "")];
      } else {
        const session = hasSessionCookie(c) ? await currentSession(c, now) : null;
        keyed = session ? [RATE_RULES.newCartSession, `session:${session.idHash}`] : [RATE_RULES.newCartAddress, clientKeyOf(c.req.raw.headers)];
      }
      const locale = c.get("providerLocale");
      const limit = takeEvents(c.env, [keyed], now.getTime()).then((taken) =>
        taken.ok ? null : refusal("tooManyRequests", locale, [], { "Retry-After": String(taken.retryAfter) }),
      );
      // A check that ends before it holds anything (bad input, nothing sold) leaves the count unread: not a failure.
      limit.catch(() => undefined);
      c.set("reserveLimit", limit);
    }
    await next();
  };
}

/**
 * A look-up whose proof could be guessed (an e-mail for a reservation code): each attempt counts as a failure from
 * the start (openAttempt), per member session and per address (a ceiling), and is taken back when it succeeded; a
 * caller at a limit gets 429 before anything is looked up.
 */
export function limitGuesses(clock: Clock): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    const now = clock();
    const session = hasSessionCookie(c) ? await currentSession(c, now) : null;
    const keyed: [RateRule, string][] = [[RATE_RULES.lookupFailureAddress, clientKeyOf(c.req.raw.headers)]];
    if (session) keyed.push([RATE_RULES.lookupFailure, `session:${session.idHash}`]);
    const attempt = await openAttempts(c.env, keyed, now.getTime());
    if (!attempt.ok) return tooManyRequests(c, attempt.retryAfter);
    await next();
    await attempt.settle(FAILED_LOOKUP.has(c.res.status));
  };
}
