// A slow or failing identity provider never signs a member out: the real development provider (scripts/identity) is
// reached through a gate at the worker's outbound fetch that holds its token endpoint's answers, or answers for it
// as a provider that is down. Only a definite rejection of the grant (invalid_grant) ends a session.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_OUT_HEADER } from "../../shared/contract/members";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { createApp } from "../app";
import { DB } from "../orders/checkout.fixture";
import { hashSecret } from "../orders/rules";
import { endpointsOf } from "./identity";
import { DEMO, memberBrowser, memberCall, sealedForSession, sessionIdOf } from "./testing";

const SESSION_COOKIE = "__Host-member_session";
const ISSUER = (env as unknown as { IDENTITY_ISSUER: string }).IDENTITY_ISSUER;

/** The work a request leaves running after its answer (ctx.waitUntil), so the test can wait for it. */
const leftRunning: Promise<unknown>[] = [];
const executionCtx = {
  waitUntil: (work: Promise<unknown>) => void leftRunning.push(work),
  passThroughOnException: () => {},
  props: {},
} as unknown as ExecutionContext;

const app = createApp((c) => c.text("page"));
/** The shop with a short wait for a refresh, for the provider held at the gate (the default wait is ten seconds). */
const shortWait = { ...(env as object), IDENTITY_REFRESH_WAIT_MS: "300" } as never;
const sendWaitingBriefly = (url: string, init: RequestInit) => app.request(url, init, shortWait, executionCtx);
/** The shop with its default wait, for a provider that answers at once. */
const send = (url: string, init: RequestInit) => app.request(url, init, env as never, executionCtx);

let tokenEndpoint = "";
let tokenRequests = 0;
let hold: Promise<void> | null = null;
let release: () => void = () => {};
let providerDown = false;

beforeEach(async () => {
  tokenEndpoint = (await endpointsOf(ISSUER)).token_endpoint;
  tokenRequests = 0;
  hold = null;
  providerDown = false;
  leftRunning.length = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === tokenEndpoint) {
      const request = new Request(input as RequestInfo, init);
      if (/grant_type=refresh_token/.test(await request.clone().text())) {
        tokenRequests++;
        if (providerDown) return new Response("<h1>Service Unavailable</h1>", { status: 503, headers: { "content-type": "text/html" } });
        if (hold) await hold;
      }
      return realFetch(request);
    }
    return realFetch(input as RequestInfo, init);
  });
});
afterEach(() => {
  release();
  vi.restoreAllMocks();
});

/** From now on the provider's token endpoint answers only once `release()` is called. */
function holdTokenAnswers(): void {
  hold = new Promise((resolve) => (release = resolve));
}

async function signedInWithExpiredToken(through = send) {
  const browser = memberBrowser(undefined, through);
  expect((await browser.signIn(DEMO.omar.email)).status).toBe(302);
  const idHash = await hashSecret(sessionIdOf(browser));
  await DB.prepare("UPDATE member_sessions SET access_expires_at = 0 WHERE id_hash = ?1").bind(idHash).run();
  const row = () => DB.prepare("SELECT access_token, refresh_token, refreshing_until FROM member_sessions WHERE id_hash = ?1").bind(idHash).first<{ access_token: string; refresh_token: string; refreshing_until: number | null }>();
  return { browser, idHash, row, before: (await row())! };
}

describe("a slow identity provider", () => {
  it("leaves every waiting request signed in: they answer 'try again', the session and its refresh token stay, and the late answer is kept", async () => {
    const { browser, row, before } = await signedInWithExpiredToken(sendWaitingBriefly);
    holdTokenAnswers();
    const answers = await Promise.all([
      memberCall(browser, "GET", "/get-user-info"),
      memberCall(browser, "POST", "/check-session", {}),
      memberCall(browser, "GET", "/orders"),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get(SIGNED_OUT_HEADER)).toBeNull();
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.busy);
    }
    // One refresh at the provider, still under way; the session is as it was.
    expect(tokenRequests).toBe(1);
    expect(browser.shopJar.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(await row()).toMatchObject({ access_token: before.access_token, refresh_token: before.refresh_token });
    expect((await (await browser.shop("/auth/session")).json()) as { signedIn: boolean }).toMatchObject({ signedIn: true });

    // The provider answers at last: the refresh still under way keeps its tokens, and the next call uses them.
    release();
    await Promise.all(leftRunning);
    const after = (await row())!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refreshing_until).toBeNull();
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(200);
    expect(tokenRequests).toBe(1);
  });

  it("a provider that is down: 'try again', nothing ended; once it is back the same session refreshes", async () => {
    const { browser, row, before } = await signedInWithExpiredToken();
    providerDown = true;
    const down = await memberCall(browser, "GET", "/get-user-info");
    expect(down.status).toBe(503);
    expect(down.headers.get(SIGNED_OUT_HEADER)).toBeNull();
    expect(browser.shopJar.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(await row()).toMatchObject({ access_token: before.access_token, refresh_token: before.refresh_token, refreshing_until: null });

    providerDown = false;
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(200);
    expect((await row())!.access_token).not.toBe(before.access_token);
  });

  it("a definite refusal of the grant (invalid_grant) still ends the session", async () => {
    const { browser, idHash } = await signedInWithExpiredToken();
    // A refresh token the provider never issued (or revoked) is refused with invalid_grant.
    await DB.prepare("UPDATE member_sessions SET refresh_token = ?2 WHERE id_hash = ?1")
      .bind(idHash, await sealedForSession(browser, "refresh_token", "not-a-refresh-token-the-provider-issued"))
      .run();
    const ended = await memberCall(browser, "GET", "/get-user-info");
    expect(ended.status).toBe(401);
    expect(ended.headers.get(SIGNED_OUT_HEADER)).toBe("1");
    expect(((await ended.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.memberSessionEnded);
    expect(await DB.prepare("SELECT 1 FROM member_sessions WHERE id_hash = ?1").bind(idHash).first()).toBeNull();
    expect(tokenRequests).toBe(1);
  });
});
