// Members' sessions in the shop (docs/decisions/010): one D1 row per sign-in keeps the tokens; the browser holds
// only a random session id in a signed __Host- cookie (Secure, HttpOnly, SameSite=Lax), and the row keeps only its
// hash. Tokens are refreshed here, one request at a time per session, and a session ends on sign-out, on a 403,
// on a failed refresh, or when its cookie's age or its refresh token's age is over.
import { OAuth2Client } from "arctic";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { REFRESH_TOKEN_MAX_AGE_S, SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_S } from "../../shared/contract/members";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { AppEnv, Env } from "../env";
import { hashSecret, newSecret } from "../orders/rules";
import { endpointsOf, identityClientById, issuerOf } from "./identity";

export interface MemberSession {
  idHash: string;
  siteSlug: string;
  clientId: string;
  subject: string;
  mafid: string;
  member: SessionMember;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  refreshExpiresAt: number;
  idToken: string | null;
  expiresAt: number;
}

interface SessionRow {
  id_hash: string;
  site_slug: string;
  client_id: string;
  subject: string;
  mafid: string;
  member: string;
  access_token: string;
  access_expires_at: number;
  refresh_token: string | null;
  refresh_expires_at: number;
  id_token: string | null;
  refreshing_until: number | null;
  expires_at: number;
}

function sessionOf(row: SessionRow): MemberSession {
  return {
    idHash: row.id_hash,
    siteSlug: row.site_slug,
    clientId: row.client_id,
    subject: row.subject,
    mafid: row.mafid,
    member: JSON.parse(row.member) as SessionMember,
    accessToken: row.access_token,
    accessExpiresAt: row.access_expires_at,
    refreshToken: row.refresh_token,
    refreshExpiresAt: row.refresh_expires_at,
    idToken: row.id_token,
    expiresAt: row.expires_at,
  };
}

/** The key that signs the shop's cookies; without one, sign-in is off. */
export function sessionSecretOf(env: Pick<Env, "SESSION_SECRET">): string | null {
  const secret = env.SESSION_SECRET?.trim();
  return secret && secret.length >= 32 ? secret : null;
}

/** Cookie options of the shop's signed cookies: the __Host- prefix (Secure, Path=/, no Domain), HttpOnly, Lax. */
export const HOST_COOKIE = { prefix: "host", httpOnly: true, sameSite: "Lax", secure: true, path: "/" } as const;

export interface NewSession {
  siteSlug: string;
  clientId: string;
  subject: string;
  mafid: string;
  member: SessionMember;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  idToken: string | null;
}

/** Stores a new session and sets its cookie; any session the browser had before ends (the id is rotated). */
export async function startSession<E extends AppEnv>(c: Context<E>, session: NewSession, now: Date): Promise<void> {
  const secret = sessionSecretOf(c.env)!;
  const previous = await readSessionCookie(c);
  if (previous) await c.env.DB.prepare("DELETE FROM member_sessions WHERE id_hash = ?1").bind(await hashSecret(previous)).run();
  const id = newSecret();
  const at = now.getTime();
  await c.env.DB.prepare(
    `INSERT INTO member_sessions (id_hash, site_slug, client_id, subject, mafid, member, access_token, access_expires_at, refresh_token,
       refresh_expires_at, id_token, created_at, expires_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
  )
    .bind(
      await hashSecret(id),
      session.siteSlug,
      session.clientId,
      session.subject,
      session.mafid,
      JSON.stringify(session.member),
      session.accessToken,
      session.accessExpiresAt,
      session.refreshToken,
      at + REFRESH_TOKEN_MAX_AGE_S * 1000,
      session.idToken,
      at,
      at + SESSION_COOKIE_MAX_AGE_S * 1000,
    )
    .run();
  await setSignedCookie(c, SESSION_COOKIE, id, secret, { ...HOST_COOKIE, maxAge: SESSION_COOKIE_MAX_AGE_S });
}

/** The session id from a cookie signed with this shop's key; undefined for none, a forged or a foreign cookie. */
async function readSessionCookie<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const secret = sessionSecretOf(c.env);
  if (!secret) return undefined;
  const id = await getSignedCookie(c, secret, SESSION_COOKIE, "host");
  return typeof id === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(id) ? id : undefined;
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie<E extends AppEnv>(c: Context<E>): boolean {
  return (c.req.header("cookie") ?? "").includes(`__Host-${SESSION_COOKIE}=`);
}

/** The request's live session, read once per request; null for none, a bad cookie, or an ended session. */
export async function currentSession<E extends AppEnv>(c: Context<E>, now: Date): Promise<MemberSession | null> {
  const known = c.get("memberSession");
  if (known !== undefined) return known;
  const id = await readSessionCookie(c);
  let session: MemberSession | null = null;
  if (id) {
    const row = await c.env.DB.prepare("SELECT * FROM member_sessions WHERE id_hash = ?1 AND expires_at > ?2")
      .bind(await hashSecret(id), now.getTime())
      .first<SessionRow>();
    session = row ? sessionOf(row) : null;
  }
  c.set("memberSession", session);
  return session;
}

/** Ends the session: its row (and the refresh token at the provider, best effort) and the cookie. */
export async function endSession<E extends AppEnv>(c: Context<E>, session: MemberSession | null): Promise<void> {
  if (session) {
    await c.env.DB.prepare("DELETE FROM member_sessions WHERE id_hash = ?1").bind(session.idHash).run();
    if (session.refreshToken) c.executionCtx?.waitUntil?.(revoke(c.env, session).catch(() => {}));
  }
  c.set("memberSession", null);
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, prefix: "host" });
}

async function revoke(env: Env, session: MemberSession): Promise<void> {
  const issuer = issuerOf(env);
  if (!issuer || !session.refreshToken) return;
  const endpoints = await endpointsOf(issuer);
  if (!endpoints.revocation_endpoint) return;
  const client = identityClientById(env, session.clientId);
  await new OAuth2Client(client.id, client.secret, null).revokeToken(endpoints.revocation_endpoint, session.refreshToken);
}

/** Updates what the pages show of the member (after a change of their information). */
export async function updateSessionMember(db: D1Database, session: MemberSession, member: SessionMember): Promise<void> {
  await db.prepare("UPDATE member_sessions SET member = ?2 WHERE id_hash = ?1").bind(session.idHash, JSON.stringify(member)).run();
  session.member = member;
}

/** How long a refresh may take before another request may try (a refresh that died mid-way). */
const REFRESH_LOCK_MS = 10_000;
/** Tokens this close to their expiry are refreshed before use. */
export const ACCESS_TOKEN_MARGIN_MS = 30_000;

export function accessTokenExpired(session: MemberSession, now: Date): boolean {
  return session.accessExpiresAt - ACCESS_TOKEN_MARGIN_MS <= now.getTime();
}

export type RefreshResult = { ok: true; session: MemberSession } | { ok: false; reason: string };

/**
 * New tokens for the session with its refresh token, at the client it signed in with. One request refreshes; the
 * others that need a token meanwhile wait for its result (a refresh token used twice may end the whole grant).
 */
export async function refreshSession(env: Env, session: MemberSession, now: Date): Promise<RefreshResult> {
  const issuer = issuerOf(env);
  if (!issuer) return { ok: false, reason: "sign-in is not configured" };
  if (!session.refreshToken || session.refreshExpiresAt <= now.getTime()) return { ok: false, reason: "no refresh token, or it is too old" };
  const at = now.getTime();
  const claimed = await env.DB.prepare(
    "UPDATE member_sessions SET refreshing_until = ?2 WHERE id_hash = ?1 AND access_token = ?3 AND (refreshing_until IS NULL OR refreshing_until < ?4) RETURNING id_hash",
  )
    .bind(session.idHash, at + REFRESH_LOCK_MS, session.accessToken, at)
    .first();
  if (!claimed) return waitForRefresh(env, session);
  try {
    const endpoints = await endpointsOf(issuer);
    const client = identityClientById(env, session.clientId);
    const tokens = await new OAuth2Client(client.id, client.secret, null).refreshAccessToken(endpoints.token_endpoint, session.refreshToken, []);
    const refreshed: MemberSession = {
      ...session,
      accessToken: tokens.accessToken(),
      accessExpiresAt: tokens.accessTokenExpiresAt().getTime(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : session.refreshToken,
    };
    await env.DB.prepare(
      "UPDATE member_sessions SET access_token = ?2, access_expires_at = ?3, refresh_token = ?4, refreshing_until = NULL WHERE id_hash = ?1",
    )
      .bind(session.idHash, refreshed.accessToken, refreshed.accessExpiresAt, refreshed.refreshToken)
      .run();
    return { ok: true, session: refreshed };
  } catch (error) {
    await env.DB.prepare("UPDATE member_sessions SET refreshing_until = NULL WHERE id_hash = ?1").bind(session.idHash).run();
    return { ok: false, reason: (error as Error).message };
  }
}

/** Waits (up to the lock's length) for the refresh another request is making, and takes its tokens. */
async function waitForRefresh(env: Env, session: MemberSession): Promise<RefreshResult> {
  const deadline = Date.now() + REFRESH_LOCK_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await env.DB.prepare("SELECT * FROM member_sessions WHERE id_hash = ?1").bind(session.idHash).first<SessionRow>();
    if (!row) return { ok: false, reason: "the session ended" };
    if (row.access_token !== session.accessToken) return { ok: true, session: sessionOf(row) };
    if (row.refreshing_until === null) return { ok: false, reason: "the other refresh failed" };
  }
  return { ok: false, reason: "the refresh took too long" };
}
