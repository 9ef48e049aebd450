// Members' sessions in the shop (docs/decisions/010): one D1 row per sign-in keeps the tokens, sealed under a key
// derived from the session id (token-seal.ts); the browser holds only that random id in a signed __Host- cookie
// (Secure, HttpOnly, SameSite=Lax), and the row keeps only its hash. Tokens are refreshed here, one request at a time
// per session, and a session ends on sign-out, on a 403, on a failed refresh, or when its cookie's age or its refresh
// token's age is over.
import { OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from "arctic";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { REFRESH_TOKEN_MAX_AGE_S, SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_S } from "../../shared/contract/members";
import type { SessionMember } from "../../shared/contract/member-schemas";
import type { AppEnv, Env } from "../env";
import { hashSecret, newSecret } from "../orders/rules";
import { endpointsOf, identityClientById, issuerOf } from "./identity";
import { revokeAccessTokenStatements } from "./revoked-tokens";
import { type TokenColumn, openToken, sealToken, sessionTokenKey } from "./token-seal";

/** A member session is live until its cookie's end (`expires_at`, epoch ms) at `now`; the clean-up removes the rest. */
export function liveMemberSession(now: string): string {
  return `expires_at > ${now}`;
}

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
  /** The key the row's tokens are sealed with (from the session id in the cookie); never stored. */
  tokenKey: CryptoKey;
  /** The access token as the row stores it: a refresh claims the row only while it is still this one. */
  storedAccessToken: string;
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

/** The session of a row, its tokens opened with the session's key; null when one does not open. */
async function sessionOf(row: SessionRow, tokenKey: CryptoKey): Promise<MemberSession | null> {
  const open = (column: TokenColumn, sealed: string | null) => (sealed === null ? null : openToken(tokenKey, column, sealed));
  const [accessToken, refreshToken, idToken] = await Promise.all([
    open("access_token", row.access_token),
    open("refresh_token", row.refresh_token),
    open("id_token", row.id_token),
  ]);
  if (accessToken === null || (row.refresh_token !== null && refreshToken === null) || (row.id_token !== null && idToken === null)) return null;
  return {
    idHash: row.id_hash,
    siteSlug: row.site_slug,
    clientId: row.client_id,
    subject: row.subject,
    mafid: row.mafid,
    member: JSON.parse(row.member) as SessionMember,
    accessToken,
    accessExpiresAt: row.access_expires_at,
    refreshToken,
    refreshExpiresAt: row.refresh_expires_at,
    idToken,
    expiresAt: row.expires_at,
    tokenKey,
    storedAccessToken: row.access_token,
  };
}

/** A token sealed for its column, or null as it came. */
function sealOrNull(key: CryptoKey, column: TokenColumn, token: string | null): Promise<string | null> {
  return token === null ? Promise.resolve(null) : sealToken(key, column, token);
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
  const previous = await currentSession(c, now);
  if (previous) await dropSession(c.env, previous, now, leaveRunningOf(c));
  c.set("memberSession", undefined);
  const id = newSecret();
  const at = now.getTime();
  const key = await sessionTokenKey(id, secret);
  const [accessToken, refreshToken, idToken] = await Promise.all([
    sealToken(key, "access_token", session.accessToken),
    sealOrNull(key, "refresh_token", session.refreshToken),
    sealOrNull(key, "id_token", session.idToken),
  ]);
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
      accessToken,
      session.accessExpiresAt,
      refreshToken,
      at + REFRESH_TOKEN_MAX_AGE_S * 1000,
      idToken,
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
    const idHash = await hashSecret(id);
    const row = await c.env.DB.prepare(`SELECT * FROM member_sessions WHERE id_hash = ?1 AND ${liveMemberSession("?2")}`).bind(idHash, now.getTime()).first<SessionRow>();
    session = row ? await sessionOf(row, await sessionTokenKey(id, sessionSecretOf(c.env)!)) : null;
    // A row whose tokens do not open (stored before they were sealed, or changed by hand) is no session: it ends.
    if (row && !session) await c.env.DB.prepare("DELETE FROM member_sessions WHERE id_hash = ?1").bind(idHash).run();
  }
  c.set("memberSession", session);
  return session;
}

/** Work left running after the answer, where the request has an execution context. */
export function leaveRunningOf(c: Context): LeaveRunning {
  return (work) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context (the app called directly): the work runs on as long as the caller lives.
    }
  };
}

/**
 * Ends a stored session: its row goes, its access token is refused from now on (revoked-tokens.ts), and its refresh
 * token is revoked at the provider (best effort, after the answer).
 */
async function dropSession(env: Env, session: MemberSession, now: Date, leaveRunning: LeaveRunning): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM member_sessions WHERE id_hash = ?1").bind(session.idHash),
    ...(await revokeAccessTokenStatements(env.DB, session.accessToken, now.getTime())),
  ]);
  if (session.refreshToken) leaveRunning(revoke(env, session).catch(() => {}));
}

/** Ends the session (see dropSession) and its cookie. */
export async function endSession<E extends AppEnv>(c: Context<E>, session: MemberSession | null): Promise<void> {
  if (session) await dropSession(c.env, session, new Date(), leaveRunningOf(c));
  c.set("memberSession", null);
  deleteCookie(c, SESSION_COOKIE, HOST_COOKIE);
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

/**
 * How long a refresh may hold the session before another request may try (one that died mid-way). Longer than any
 * answer worth waiting for: a refresh still under way goes on after its request has answered, and keeps its tokens.
 */
const REFRESH_LOCK_MS = 60_000;
/** How long a request waits for a refresh (its own or another request's) before answering "try again" (default). */
export const REFRESH_WAIT_MS = 10_000;
/** Tokens this close to their expiry are refreshed before use. */
export const ACCESS_TOKEN_MARGIN_MS = 30_000;

export function accessTokenExpired(session: MemberSession, now: Date): boolean {
  return session.accessExpiresAt - ACCESS_TOKEN_MARGIN_MS <= now.getTime();
}

/**
 * A refresh's outcome. `ended`: the session is over (the provider refused the grant with invalid_grant, there is no
 * refresh token, or the session is gone). Otherwise a failure is temporary (the provider slow, down or answering
 * something unexpected): the session and its refresh token stay as they were, and the caller is told to try again.
 */
export type RefreshResult = { ok: true; session: MemberSession } | { ok: false; ended: boolean; reason: string };

const ended = (reason: string): RefreshResult => ({ ok: false, ended: true, reason });
const temporary = (reason: string): RefreshResult => ({ ok: false, ended: false, reason });

/** Work a request leaves running after its answer (the execution context's waitUntil). */
export type LeaveRunning = (work: Promise<unknown>) => void;

/** The wait for a refresh (IDENTITY_REFRESH_WAIT_MS, else ten seconds). */
function refreshWaitOf(env: Env): number {
  const ms = Number(env.IDENTITY_REFRESH_WAIT_MS);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, REFRESH_LOCK_MS) : REFRESH_WAIT_MS;
}

/**
 * New tokens for the session with its refresh token, at the client it signed in with. One request refreshes; the
 * others that need a token meanwhile wait for its result (a refresh token used twice may end the whole grant). A
 * refresh slower than the wait answers "try again" and goes on (leaveRunning), keeping its tokens when they come.
 */
export async function refreshSession(env: Env, session: MemberSession, now: Date, leaveRunning: LeaveRunning): Promise<RefreshResult> {
  const issuer = issuerOf(env);
  if (!issuer) return ended("sign-in is not configured");
  if (!session.refreshToken || session.refreshExpiresAt <= now.getTime()) return ended("no refresh token, or it is too old");
  const waitMs = refreshWaitOf(env);
  const at = now.getTime();
  const claimed = await env.DB.prepare(
    "UPDATE member_sessions SET refreshing_until = ?2 WHERE id_hash = ?1 AND access_token = ?3 AND (refreshing_until IS NULL OR refreshing_until < ?4) RETURNING id_hash",
  )
    .bind(session.idHash, at + REFRESH_LOCK_MS, session.storedAccessToken, at)
    .first();
  if (!claimed) return waitForRefresh(env, session, waitMs);
  const work = exchangeRefreshToken(env, issuer, session);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const result = await Promise.race([work, late]);
  clearTimeout(timer);
  if (result) return result;
  leaveRunning(work);
  return temporary("the identity provider is slow to answer");
}

/** The refresh at the provider; stores its tokens, or frees the session for another try. Never throws. */
async function exchangeRefreshToken(env: Env, issuer: string, session: MemberSession): Promise<RefreshResult> {
  const release = () => env.DB.prepare("UPDATE member_sessions SET refreshing_until = NULL WHERE id_hash = ?1").bind(session.idHash).run();
  let tokens: OAuth2Tokens;
  try {
    const endpoints = await endpointsOf(issuer);
    const client = identityClientById(env, session.clientId);
    tokens = await new OAuth2Client(client.id, client.secret, null).refreshAccessToken(endpoints.token_endpoint, session.refreshToken!, []);
  } catch (error) {
    await release().catch(() => {});
    // Only the provider's definite refusal of the grant ends the session; anything else may pass.
    if (error instanceof OAuth2RequestError && error.code === "invalid_grant") return ended(`the provider refused the refresh token (${error.description ?? error.code})`);
    return temporary(`the identity provider could not refresh (${(error as Error).message})`);
  }
  try {
    const accessToken = tokens.accessToken();
    const refreshToken = tokens.hasRefreshToken() ? tokens.refreshToken() : session.refreshToken;
    const [storedAccessToken, storedRefreshToken] = await Promise.all([
      sealToken(session.tokenKey, "access_token", accessToken),
      sealOrNull(session.tokenKey, "refresh_token", refreshToken),
    ]);
    const refreshed: MemberSession = { ...session, accessToken, accessExpiresAt: tokens.accessTokenExpiresAt().getTime(), refreshToken, storedAccessToken };
    // The replaced access token is let go with the change, so a copy of it opens nothing any more.
    const [stored] = await env.DB.batch([
      env.DB.prepare("UPDATE member_sessions SET access_token = ?2, access_expires_at = ?3, refresh_token = ?4, refreshing_until = NULL WHERE id_hash = ?1").bind(
        session.idHash,
        storedAccessToken,
        refreshed.accessExpiresAt,
        storedRefreshToken,
      ),
      ...(await revokeAccessTokenStatements(env.DB, session.accessToken, Date.now())),
    ]);
    if (!stored!.meta.changes) {
      // The member signed out while the provider was answering: its new refresh token goes too.
      await revoke(env, refreshed).catch(() => {});
      return ended("the session ended");
    }
    return { ok: true, session: refreshed };
  } catch (error) {
    await release().catch(() => {});
    return temporary(`the refreshed tokens could not be kept (${(error as Error).message})`);
  }
}

/** Waits (up to `waitMs`) for the refresh another request is making, and takes its tokens; else "try again". */
async function waitForRefresh(env: Env, session: MemberSession, waitMs: number): Promise<RefreshResult> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await env.DB.prepare("SELECT * FROM member_sessions WHERE id_hash = ?1").bind(session.idHash).first<SessionRow>();
    if (!row) return ended("the session ended");
    if (row.access_token !== session.storedAccessToken) {
      const refreshed = await sessionOf(row, session.tokenKey);
      return refreshed ? { ok: true, session: refreshed } : ended("the refreshed tokens do not open");
    }
    // The other refresh finished without new tokens: the provider refused it (that request ends the session) or
    // failed for a moment; either way this request does not decide.
    if (row.refreshing_until === null) return temporary("the other refresh failed");
  }
  return temporary("the refresh took too long");
}
