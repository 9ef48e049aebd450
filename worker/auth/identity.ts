// The identity provider as the shop sees it (DESIGN decision 5): its issuer and endpoints from OpenID discovery,
// its signing keys (JWKS), and the identity client of each site with its secret. Discovery and keys are fetched
// once per isolate and kept; jose refetches the keys when a token names a key it has not seen.
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from "arctic";
import { type JWTPayload, type JWTVerifyGetKey, createRemoteJWKSet, jwtVerify } from "jose";
import { MEMBER_AUDIENCE } from "../../shared/contract/members";
import type { Tenant } from "../../shared/tenant";
import type { Env } from "../env";

export interface IdentityEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

export interface IdentityClient {
  id: string;
  secret: string | null;
}

export class IdentityUnavailableError extends Error {}

/** What a sign-in keeps (in a signed cookie) between the redirect to the provider and its return. */
export interface AuthorizationFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** A new flow's random state, nonce and PKCE verifier. */
export function newAuthorizationFlow(): AuthorizationFlow {
  return { state: generateState(), nonce: generateState(), verifier: generateCodeVerifier() };
}

/**
 * The provider's authorization address for a flow (code flow with PKCE S256 and the flow's nonce), asking for the
 * password every time (`prompt=login`): a sign-out is a real one, also on a shared device or desk.
 */
export function authorizationUrl(client: IdentityClient, redirectUri: string, endpoints: IdentityEndpoints, flow: AuthorizationFlow, scopes: string[]): URL {
  const url = new OAuth2Client(client.id, client.secret, redirectUri).createAuthorizationURLWithPKCE(
    endpoints.authorization_endpoint,
    flow.state,
    CodeChallengeMethod.S256,
    flow.verifier,
    scopes,
  );
  url.searchParams.set("nonce", flow.nonce);
  url.searchParams.set("prompt", "login");
  return url;
}

/** Exchanges the provider's code for tokens, with the flow's verifier. */
export function exchangeCode(client: IdentityClient, redirectUri: string, endpoints: IdentityEndpoints, code: string, flow: AuthorizationFlow) {
  return new OAuth2Client(client.id, client.secret, redirectUri).validateAuthorizationCode(endpoints.token_endpoint, code, flow.verifier);
}

/** The issuer without a trailing slash, or null when sign-in is not configured. */
export function issuerOf(env: Pick<Env, "IDENTITY_ISSUER">): string | null {
  const issuer = env.IDENTITY_ISSUER?.trim().replace(/\/+$/, "");
  return issuer && /^https?:\/\/[^\s/]+/.test(issuer) ? issuer : null;
}

function pairs(list: string | undefined, separator: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of (list ?? "").split(",")) {
    const at = entry.indexOf(separator);
    if (at > 0) map.set(entry.slice(0, at).trim(), entry.slice(at + 1).trim());
  }
  return map;
}

/** The site's identity client: its id (IDENTITY_CLIENT_IDS overrides tenants/) and secret (IDENTITY_CLIENT_SECRETS). */
export function identityClientOf(env: Pick<Env, "IDENTITY_CLIENT_IDS" | "IDENTITY_CLIENT_SECRETS">, tenant: Tenant): IdentityClient {
  const id = pairs(env.IDENTITY_CLIENT_IDS, "=").get(tenant.slug) || tenant.identityClient;
  return { id, secret: pairs(env.IDENTITY_CLIENT_SECRETS, ":").get(id) || null };
}

/** A client by id (a session refreshes with the client it signed in with). */
export function identityClientById(env: Pick<Env, "IDENTITY_CLIENT_SECRETS">, id: string): IdentityClient {
  return { id, secret: pairs(env.IDENTITY_CLIENT_SECRETS, ":").get(id) || null };
}

const discovered = new Map<string, Promise<IdentityEndpoints>>();
const keySets = new Map<string, JWTVerifyGetKey>();

/** The provider's endpoints from its discovery document, fetched once per isolate (again after a failure). */
export function endpointsOf(issuer: string): Promise<IdentityEndpoints> {
  let found = discovered.get(issuer);
  if (!found) {
    found = (async () => {
      let response: Response;
      try {
        response = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { accept: "application/json" } });
      } catch (error) {
        throw new IdentityUnavailableError(`the identity provider at ${issuer} does not answer (${(error as Error).message})`);
      }
      if (!response.ok) throw new IdentityUnavailableError(`the identity provider's discovery answered ${response.status}`);
      const document = (await response.json()) as Partial<IdentityEndpoints>;
      if (document.issuer !== issuer || !document.authorization_endpoint || !document.token_endpoint || !document.jwks_uri) {
        throw new IdentityUnavailableError("the identity provider's discovery document is not for this issuer");
      }
      return document as IdentityEndpoints;
    })();
    discovered.set(issuer, found);
    found.catch(() => discovered.delete(issuer));
  }
  return found;
}

async function keysOf(issuer: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = createRemoteJWKSet(new URL((await endpointsOf(issuer)).jwks_uri), { cooldownDuration: 30_000 });
    keySets.set(issuer, keys);
  }
  return keys;
}

/** Claims of an ID token the shop reads. */
export interface IdTokenClaims extends JWTPayload {
  sub: string;
  nonce?: string;
  email?: string;
  /** True once the member followed the link the identity provider sent to `email`. */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  gender?: string;
  mafid?: string;
}

/** Verifies an ID token: signature by the provider's keys, issuer, audience (the client), expiry, and the nonce. */
export async function verifyIdToken(issuer: string, token: string, clientId: string, nonce: string, now: Date): Promise<IdTokenClaims> {
  const { payload } = await jwtVerify<IdTokenClaims>(token, await keysOf(issuer), {
    issuer,
    audience: clientId,
    currentDate: now,
    clockTolerance: 30,
    requiredClaims: ["sub", "exp", "iat"],
  });
  if (payload.nonce !== nonce) throw new Error("the ID token's nonce is not this sign-in's");
  return payload;
}

/** Claims of a member's access token (audience mafid) the provider reads. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  mafid?: string;
  email?: string;
  /** The identity provider's word that the member proved they receive mail at `email`. */
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  gender?: string;
  title?: string;
  birthdate?: string;
  /** Country of residence, ISO 3166 alpha-3 (the sign-up's country). */
  country?: string;
}

/** Verifies a member's access token as the provider does: the provider's keys, issuer, audience mafid, expiry. */
export async function verifyAccessToken(issuer: string, token: string, now: Date): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify<AccessTokenClaims>(token, await keysOf(issuer), {
    issuer,
    audience: MEMBER_AUDIENCE,
    currentDate: now,
    clockTolerance: 5,
    requiredClaims: ["sub", "exp"],
  });
  return payload;
}
