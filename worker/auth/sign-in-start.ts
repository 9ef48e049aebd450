// The start of a sign-in at the identity provider, the same for members (worker/auth/router.ts) and staff
// (worker/console/router.ts): sign-in configured, one sign-in event for the client's address, the provider's
// endpoints, a new flow (state, nonce, PKCE verifier) kept in a signed cookie, and the provider's authorization
// address. Each caller keeps its own cookie, client, scopes, return address and the pages it answers.
import type { Context } from "hono";
import { setSignedCookie } from "hono/cookie";
import type { Tenant } from "../../shared/tenant";
import type { Env } from "../env";
import { log } from "../observability/log";
import type { Clock } from "../provider/env";
import { RATE_RULES, clientKeyOf, takeEvent } from "../rate-limit";
import { type AuthorizationFlow, IdentityUnavailableError, authorizationUrl, endpointsOf, identityClientOf, issuerOf, newAuthorizationFlow } from "./identity";
import { sessionSecretOf } from "./sessions";

type CookieOptions = NonNullable<Parameters<typeof setSignedCookie>[4]>;

export interface SignInStartOptions<F extends AuthorizationFlow> {
  clock: Clock;
  /** The signed cookie that carries the flow to the return. */
  cookie: { name: string; options: CookieOptions };
  /** The site whose identity client signs in. */
  tenant: Tenant;
  /** The return path on this origin (the redirect URI is the request's origin and this path). */
  callbackPath: string;
  scopes: readonly string[];
  /** What the caller keeps in the flow besides state, nonce and verifier. */
  flowOf: (flow: AuthorizationFlow) => F;
}

/**
 * The provider's address to send the browser to (the flow's cookie is set), or why the sign-in cannot start (too
 * many: the answer's Retry-After is set).
 */
export type SignInStart =
  | { ok: true; url: URL }
  | { ok: false; reason: "unconfigured" | "unavailable" }
  | { ok: false; reason: "tooMany"; retryAfter: number };

export async function beginSignIn<E extends { Bindings: Env }, F extends AuthorizationFlow>(c: Context<E>, options: SignInStartOptions<F>): Promise<SignInStart> {
  const issuer = issuerOf(c.env);
  const secret = sessionSecretOf(c.env);
  if (!issuer || !secret) return { ok: false, reason: "unconfigured" };
  const taken = await takeEvent(c.env, RATE_RULES.signIn, clientKeyOf(c.req.raw.headers), options.clock().getTime());
  if (!taken.ok) {
    c.header("Retry-After", String(taken.retryAfter));
    return { ok: false, reason: "tooMany", retryAfter: taken.retryAfter };
  }
  let endpoints;
  try {
    endpoints = await endpointsOf(issuer);
  } catch (error) {
    if (!(error instanceof IdentityUnavailableError)) throw error;
    log("error", "identity provider unavailable", { error });
    return { ok: false, reason: "unavailable" };
  }
  const flow = options.flowOf(newAuthorizationFlow());
  await setSignedCookie(c, options.cookie.name, JSON.stringify(flow), secret, options.cookie.options);
  const redirectUri = `${new URL(c.req.url).origin}${options.callbackPath}`;
  return { ok: true, url: authorizationUrl(identityClientOf(c.env, options.tenant), redirectUri, endpoints, flow, [...options.scopes]) };
}
