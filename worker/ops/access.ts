// Who may use the ops calls: bearer tokens whose SHA-256 hashes are listed by name in the OPS_TOKENS secret,
// checked in constant time, with repeated failures from one client answered 429 for a while.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { RATE_RULES, clientKeyOf, openAttempt } from "../rate-limit";
import { log } from "../observability/log";

/** Refused requests a client may make within the window before it gets 429, and the window (RATE_RULES.opsFailure). */
export const OPS_FAILURE_LIMIT = RATE_RULES.opsFailure.max;
export const OPS_FAILURE_WINDOW_SECONDS = RATE_RULES.opsFailure.windowSeconds;

/** The ops router's environment: the app's, plus the name of the token a request was let in with. */
export interface OpsEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & {
    /** Who makes the request: the ops token's name, or the signed-in staff member's e-mail. */
    opsTokenName: string;
    /**
     * The venues (site slugs) the caller may see and change; unset: every venue (worker/ops/venues.ts). Nothing sets
     * it today: the ops calls take only a token, which serves scripts for every venue; staff are limited to their
     * venues in the console, from the identity provider's venue_ops claim (docs/decisions/054, its addendum).
     */
    opsVenues?: readonly string[];
  };
}

export interface OpsToken {
  name: string;
  /** SHA-256 of the token, 32 bytes. */
  hash: Uint8Array;
}

const TOKEN_ENTRY = /^([A-Za-z0-9._-]{1,64}):([0-9a-fA-F]{64})$/;

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Parses OPS_TOKENS ("name:sha256hex,name2:sha256hex"); malformed entries are skipped, never half-used. */
export function parseOpsTokens(secret: string | undefined): OpsToken[] {
  if (!secret) return [];
  return secret
    .split(/[,\s]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      const match = TOKEN_ENTRY.exec(entry);
      if (!match) {
        log("warn", "OPS_TOKENS: an entry is not name:sha256hex and is ignored");
        return [];
      }
      return [{ name: match[1]!, hash: bytesOfHex(match[2]!) }];
    });
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** Equal-length byte comparison that looks at every byte, whatever differs first. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * The name of the token a bearer credential matches, or null. The credential is hashed first, so every comparison
 * is between two 32-byte digests, and every configured token is compared, so the time does not tell which matched.
 */
export async function tokenNameFor(credential: string, tokens: readonly OpsToken[]): Promise<string | null> {
  const presented = await sha256(credential);
  let matched: string | null = null;
  for (const token of tokens) {
    if (sameBytes(presented, token.hash) && matched === null) matched = token.name;
  }
  return matched;
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** Lets a request through with a valid ops token (its name set as opsTokenName); 401 without, 429 when blocked. */
export const requireOpsToken: MiddlewareHandler<OpsEnv> = async (c, next) => {
  const attempt = await openAttempt(c.env, RATE_RULES.opsFailure, clientKeyOf(c.req.raw.headers), Date.now());
  if (!attempt.ok) {
    c.header("Retry-After", String(attempt.retryAfter));
    return c.json(
      { error: "too_many_attempts", message: `Too many refused ops requests from this client. Try again in ${attempt.retryAfter} seconds.` },
      429,
    );
  }
  const credential = bearerOf(c.req.header("authorization"));
  const tokens = parseOpsTokens(c.env.OPS_TOKENS);
  const name = credential && tokens.length > 0 ? await tokenNameFor(credential, tokens) : null;
  await attempt.settle(!name);
  if (!name) {
    c.header("WWW-Authenticate", 'Bearer realm="ops"');
    const message = !tokens.length
      ? "Ops access is not configured on this shop (OPS_TOKENS is empty)."
      : credential
        ? "The ops token is not valid."
        : "An ops token is required: Authorization: Bearer <token>.";
    return c.json({ error: "unauthorized", message }, 401);
  }
  c.set("opsTokenName", name);
  await next();
};
