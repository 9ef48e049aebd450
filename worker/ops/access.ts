// Who may use the ops calls: bearer tokens whose SHA-256 hashes are listed by name in the OPS_TOKENS secret,
// checked in constant time, with repeated failures from one client answered 429 for a while.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** Refused requests a client may make within the window before it gets 429. */
export const OPS_FAILURE_LIMIT = 10;
/** The sliding window over which refused requests are counted. */
export const OPS_FAILURE_WINDOW_SECONDS = 5 * 60;
/** The client key when the request did not come through Cloudflare's edge (local runs). */
export const LOCAL_CLIENT = "local";

/** The ops router's environment: the app's, plus the name of the token a request was let in with. */
export interface OpsEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { opsTokenName: string };
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
        console.warn("OPS_TOKENS: an entry is not name:sha256hex and is ignored");
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

export function clientOf(c: Context<OpsEnv>): string {
  return c.req.header("cf-connecting-ip")?.trim() || LOCAL_CLIENT;
}

/**
 * Failed attempts are counted in D1 rather than KV: D1 reads its own writes at once and counts in one statement,
 * while KV is eventually consistent across locations (a burst of guesses could all read a stale count) and allows
 * about one write per second per key. Ops traffic is small, so the extra D1 statement per ops call costs nothing.
 */
async function secondsBlocked(db: D1Database, client: string, now: number): Promise<number> {
  const since = now - OPS_FAILURE_WINDOW_SECONDS * 1000;
  const row = await db
    .prepare("SELECT count(*) AS failures, min(at_ms) AS oldest FROM ops_auth_failures WHERE client = ?1 AND at_ms > ?2")
    .bind(client, since)
    .first<{ failures: number; oldest: number | null }>();
  if (!row || row.failures < OPS_FAILURE_LIMIT || row.oldest === null) return 0;
  return Math.max(1, Math.ceil((row.oldest + OPS_FAILURE_WINDOW_SECONDS * 1000 - now) / 1000));
}

async function recordFailure(db: D1Database, client: string, now: number): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM ops_auth_failures WHERE at_ms <= ?1").bind(now - OPS_FAILURE_WINDOW_SECONDS * 1000),
    db.prepare("INSERT INTO ops_auth_failures (client, at_ms) VALUES (?1, ?2)").bind(client, now),
  ]);
}

function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** Lets a request through with a valid ops token (its name set as opsTokenName); 401 without, 429 when blocked. */
export const requireOpsToken: MiddlewareHandler<OpsEnv> = async (c, next) => {
  const now = Date.now();
  const client = clientOf(c);
  const blocked = await secondsBlocked(c.env.DB, client, now);
  if (blocked > 0) {
    c.header("Retry-After", String(blocked));
    return c.json(
      { error: "too_many_attempts", message: `Too many refused ops requests from this client. Try again in ${blocked} seconds.` },
      429,
    );
  }
  const credential = bearerOf(c.req.header("authorization"));
  const tokens = parseOpsTokens(c.env.OPS_TOKENS);
  const name = credential && tokens.length > 0 ? await tokenNameFor(credential, tokens) : null;
  if (!name) {
    await recordFailure(c.env.DB, client, now);
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
