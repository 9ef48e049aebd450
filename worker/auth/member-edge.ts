// The auth rules of every order and member call (booking-and-checkout §7, content-and-account §7): a signed-in
// member's call carries the member's access token as a bearer token, refreshed first when it has expired or the
// call asks for a fresh one; a first 401 refreshes and retries once; a 403, a refresh the provider refuses
// (invalid_grant) or a session cookie that no longer opens a session signs the member out (the session ends, the
// cookie goes, and the answer says so in X-Signed-Out so the browser clears what it keeps). A refresh that is slow or
// fails for a moment answers 503 "try again" and leaves the session as it was.
import type { Context } from "hono";
import { IGNORE_CACHED_TOKEN_HEADER, SIGNED_OUT_HEADER } from "../../shared/contract/members";
import type { Clock, ProviderEnv } from "../provider/env";
import { type JsonAnswer, type OrderAnswer, isFileAnswer, refusal } from "../orders/answers";
import type { OrderContext } from "../orders/context";
import { busyHeaders } from "../d1-busy";
import { type RefreshResult, accessTokenExpired, currentSession, endSession, hasSessionCookie, leaveRunningOf, refreshSession } from "./sessions";

type ProviderContext = Context<ProviderEnv>;

/** A bearer token sent by a server-side caller (another shop using this one as its upstream provider). */
function bearerHeaderOf(c: ProviderContext): string | null {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]{20,4096})$/);
  return match ? match[1]! : null;
}

function wantsFreshToken(c: ProviderContext): boolean {
  return c.req.header(IGNORE_CACHED_TOKEN_HEADER)?.toLowerCase() === "true";
}

/** A 401 that rejects the bearer token (RFC 6750 invalid_token), so a refreshed one may pass. */
function tokenRejected(answer: OrderAnswer): boolean {
  if (isFileAnswer(answer) || answer.status !== 401) return false;
  const challenge = Object.entries(answer.headers ?? {}).find(([name]) => name.toLowerCase() === "www-authenticate")?.[1];
  return challenge?.includes("invalid_token") ?? false;
}

/** A refresh that failed: the member signed out only when the session is over, else "try again" with the session kept. */
async function refreshFailed(c: ProviderContext, refreshed: Extract<RefreshResult, { ok: false }>): Promise<JsonAnswer> {
  if (!refreshed.ended) {
    console.error(`token refresh: ${refreshed.reason}`);
    return refusal("busy", c.get("providerLocale"), [], busyHeaders());
  }
  await signOut(c);
  return refusal("memberSessionEnded", c.get("providerLocale"));
}

async function signOut(c: ProviderContext): Promise<void> {
  await endSession(c, c.get("memberSession") ?? null);
  c.header(SIGNED_OUT_HEADER, "1");
}

/**
 * Runs one provider call as the request's caller: a member (bearer from the session, or from the Authorization
 * header of a server-side caller) or a guest. `contextOf` builds the call context around the bearer.
 */
export async function callAs<A extends OrderAnswer>(
  c: ProviderContext,
  clock: Clock,
  contextOf: (bearer: string | null) => OrderContext,
  call: (ctx: OrderContext) => Promise<A>,
): Promise<A | JsonAnswer> {
  const sent = bearerHeaderOf(c);
  if (sent) return call(contextOf(sent));

  const now = clock();
  let session = await currentSession(c, now);
  if (!session) {
    // A session cookie that opens nothing (ended elsewhere, expired, forged): the browser must forget the member.
    if (hasSessionCookie(c)) await signOut(c);
    return call(contextOf(null));
  }
  if (wantsFreshToken(c) || accessTokenExpired(session, now)) {
    const refreshed = await refreshSession(c.env, session, now, leaveRunningOf(c));
    if (!refreshed.ok) return refreshFailed(c, refreshed);
    session = refreshed.session;
    c.set("memberSession", session);
  }
  let answer: A | JsonAnswer = await call(contextOf(session.accessToken));
  if (tokenRejected(answer)) {
    // Once: the provider may have rejected a token the shop still thought valid.
    const refreshed = await refreshSession(c.env, session, now, leaveRunningOf(c));
    if (!refreshed.ok) return refreshFailed(c, refreshed);
    c.set("memberSession", refreshed.session);
    answer = await call(contextOf(refreshed.session.accessToken));
  }
  if (!isFileAnswer(answer) && answer.status === 403) await signOut(c);
  return answer;
}
