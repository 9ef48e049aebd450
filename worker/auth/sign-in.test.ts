// The shop as relying party against the real development identity provider (scripts/identity, started by the
// Vitest config): PKCE and the sign-in parameters, state and nonce, the session cookie, refresh, the 401 retry, the
// 403 sign-out, return paths, and sign-out.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { SIGNED_OUT_HEADER } from "../../shared/contract/members";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DB } from "../orders/checkout.fixture";
import { safeReturnPath } from "./router";
import { DEMO, ORIGIN, SESSION_SECRET, memberBrowser, memberCall, sealedForSession, sessionIdOf, signCookieValue } from "./testing";
import { openToken, sessionTokenKey } from "./token-seal";
import { hashSecret } from "../orders/rules";
import { TENANTS } from "../../tenants";
import { RATE_RULES, type RateEnv, counterOf } from "../rate-limit";

const SESSION_COOKIE = "__Host-member_session";
const FLOW_COOKIE = "__Host-sign_in_flow";
const DUBAI = TENANTS[0]!;

async function sessionRows(mafid: string): Promise<number> {
  const row = await DB.prepare("SELECT COUNT(*) AS n FROM member_sessions WHERE mafid = ?1").bind(mafid).first<{ n: number }>();
  return row!.n;
}

describe("sign-in with PKCE at the site's identity client", () => {
  it("sends the authorization request with S256 PKCE, state, nonce, scopes, audience and the spec's parameters", async () => {
    const browser = memberBrowser();
    const oman = await browser.startSignIn({ site: "snow-oman", lang: "ar", returnTo: "/ar-om/snow-oman/memberships", hint: "signup" });
    const q = oman.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("snow-oman-web");
    expect(q.get("redirect_uri")).toBe(`${ORIGIN}/callback`);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")!.length).toBeGreaterThanOrEqual(20);
    expect(q.get("nonce")!.length).toBeGreaterThanOrEqual(20);
    expect(q.get("scope")!.split(" ").sort()).toEqual(["email", "offline_access", "openid", "profile"]);
    expect(q.get("audience")).toBe("mafid");
    expect(q.get("route_hint")).toBe("signup");
    expect(q.get("ui_locales")).toBe("ar");
    expect(q.get("share_terms")).toBe("false");
    expect(q.get("country")).toBe("OMN");
    // The verifier stays in the signed, HttpOnly sign-in cookie: never in the address.
    expect(browser.shopJar.cookies.has(FLOW_COOKIE)).toBe(true);
    expect(oman.href).not.toContain(decodeURIComponent(browser.shopJar.cookies.get(FLOW_COOKIE)!).split(".")[0]!.slice(0, 12));

    const abuDhabi = await memberBrowser().startSignIn({ site: "snow-abu-dhabi" });
    expect(abuDhabi.searchParams.get("client_id")).toBe("snow-abu-dhabi-web");
    expect(abuDhabi.searchParams.get("share_terms")).toBe("true");
    expect(abuDhabi.searchParams.get("route_hint")).toBe("");
    expect((await memberBrowser().startSignIn({ site: "ski-egypt" })).searchParams.get("client_id")).toBe("snow-venues-web");
  });

  it("signs a member in: a session row, an opaque __Host- cookie, the member in the provider, and back to the page", async () => {
    const browser = memberBrowser();
    const before = await sessionRows(DEMO.sara.mafid);
    const answer = await browser.signIn(DEMO.sara.email, { returnTo: "/en-ae/ski-dubai/passes-packages/explore?experience=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en-ae/ski-dubai/passes-packages/explore?experience=1");
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=2592000/i);
    expect(cookie).not.toMatch(/domain=/i);
    expect(browser.shopJar.cookies.has(FLOW_COOKIE)).toBe(false);
    expect(await sessionRows(DEMO.sara.mafid)).toBe(before + 1);
    // No token reaches the browser.
    expect(decodeURIComponent(browser.shopJar.cookies.get(SESSION_COOKIE)!)).not.toMatch(/eyJ/);

    const session = (await (await browser.shop("/auth/session")).json()) as { signedIn: boolean; member: Record<string, unknown> };
    expect(session.signedIn).toBe(true);
    expect(session.member).toMatchObject({ mafid: DEMO.sara.mafid, email: DEMO.sara.email, firstName: "Sara", lastName: "Al Mansoori", gender: "female", isShareMember: true, site: "ski-dubai" });

    const details = await memberCall(browser, "GET", "/get-user-info");
    expect(details.status).toBe(200);
    expect(details.headers.get("cache-control")).toBe("private, no-store");
    expect(await details.json()).toMatchObject({ user: { mafid: DEMO.sara.mafid, email: { email: DEMO.sara.email } } });
    expect((await (await memberCall(browser, "POST", "/check-session", {})).json())).toEqual({ active: true });
    // The record is made from the token's claims: names, title, birth date and the sign-up's country.
    const info = (await (await memberCall(browser, "POST", "/info/user", { email: DEMO.sara.email })).json()) as { data: Record<string, unknown> };
    expect(info.data).toMatchObject({ title: "ms", gender: "female", dateOfBirth: "1992-04-18", countryOfResidence: "AE", isShareMember: true, shareMemberId: "SHR-35-0000001" });
  });

  it("keeps the tokens sealed in the database: a copy of the row, with or without the shop's key, opens none", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const row = (await DB.prepare("SELECT access_token, refresh_token, id_token FROM member_sessions WHERE id_hash = ?1")
      .bind(await hashSecret(sessionIdOf(browser)))
      .first<Record<"access_token" | "refresh_token" | "id_token", string>>())!;
    for (const column of ["access_token", "refresh_token", "id_token"] as const) {
      expect(row[column]).toMatch(/^s1\.[A-Za-z0-9_-]+$/);
      // A JWT starts with "eyJ" and an opaque token is never this long without one: nothing of it is readable.
      expect(row[column]).not.toContain("eyJ");
      // Only the key from the cookie's id opens it; the shop's secret with another id does not.
      expect(await openToken(await sessionTokenKey(sessionIdOf(browser), SESSION_SECRET), column, row[column])).toMatch(/\S{20,}/);
      expect(await openToken(await sessionTokenKey("another-session-id-0123456789abcdef", SESSION_SECRET), column, row[column])).toBeNull();
    }
    // The member's calls still carry the opened token.
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(200);
  });

  it("ends a session whose stored token does not open (stored unsealed, or moved from another column)", async () => {
    const unsealed = memberBrowser();
    await unsealed.signIn(DEMO.omar.email);
    const idHash = await hashSecret(sessionIdOf(unsealed));
    await DB.prepare("UPDATE member_sessions SET access_token = ?2 WHERE id_hash = ?1").bind(idHash, "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl").run();
    const refused = await memberCall(unsealed, "GET", "/get-user-info");
    expect(refused.status).toBe(401);
    expect(await DB.prepare("SELECT id_hash FROM member_sessions WHERE id_hash = ?1").bind(idHash).first()).toBeNull();
    expect(((await (await unsealed.shop("/auth/session")).json()) as { signedIn: boolean }).signedIn).toBe(false);

    const moved = memberBrowser();
    await moved.signIn(DEMO.omar.email);
    const movedHash = await hashSecret(sessionIdOf(moved));
    await DB.prepare("UPDATE member_sessions SET refresh_token = access_token WHERE id_hash = ?1").bind(movedHash).run();
    expect((await memberCall(moved, "GET", "/get-user-info")).status).toBe(401);
    expect(await DB.prepare("SELECT id_hash FROM member_sessions WHERE id_hash = ?1").bind(movedHash).first()).toBeNull();
  });

  it("never opens another member's sealed token: copied into this session's row, the session ends and the owner's goes on", async () => {
    const owner = memberBrowser();
    await owner.signIn(DEMO.sara.email);
    const thief = memberBrowser();
    await thief.signIn(DEMO.omar.email);
    const [ownerHash, thiefHash] = [await hashSecret(sessionIdOf(owner)), await hashSecret(sessionIdOf(thief))];
    await DB.prepare(
      "UPDATE member_sessions SET access_token = (SELECT access_token FROM member_sessions WHERE id_hash = ?1), refresh_token = (SELECT refresh_token FROM member_sessions WHERE id_hash = ?1) WHERE id_hash = ?2",
    )
      .bind(ownerHash, thiefHash)
      .run();
    const refused = await memberCall(thief, "GET", "/get-user-info");
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).not.toContain(DEMO.sara.mafid);
    expect(await DB.prepare("SELECT id_hash FROM member_sessions WHERE id_hash = ?1").bind(thiefHash).first()).toBeNull();
    const mine = await memberCall(owner, "GET", "/get-user-info");
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ user: { mafid: DEMO.sara.mafid } });
  });

  it("refreshes an expired sealed token once for two calls at the same moment: both answer, and the row opens afterwards", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const idHash = await hashSecret(sessionIdOf(browser));
    const before = (await DB.prepare("SELECT access_token FROM member_sessions WHERE id_hash = ?1").bind(idHash).first<{ access_token: string }>())!;
    await DB.prepare("UPDATE member_sessions SET access_expires_at = 0 WHERE id_hash = ?1").bind(idHash).run();
    const answers = await Promise.all([memberCall(browser, "GET", "/get-user-info"), memberCall(browser, "POST", "/check-session", {})]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = (await DB.prepare("SELECT access_token, refreshing_until FROM member_sessions WHERE id_hash = ?1").bind(idHash).first<{ access_token: string; refreshing_until: number | null }>())!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refreshing_until).toBeNull();
    expect(await openToken(await sessionTokenKey(sessionIdOf(browser), SESSION_SECRET), "access_token", after.access_token)).toMatch(/\S{20,}/);
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(200);
  });

  it("rotates the session at sign-in: signing in again ends the session the browser had", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const first = browser.shopJar.cookies.get(SESSION_COOKIE)!;
    const before = await sessionRows(DEMO.omar.mafid);
    await browser.signIn(DEMO.omar.email);
    expect(browser.shopJar.cookies.get(SESSION_COOKIE)).not.toBe(first);
    expect(await sessionRows(DEMO.omar.mafid)).toBe(before);
  });

  it("refuses a return with another state, without the sign-in cookie, or with an ID token of another nonce", async () => {
    // Another state: the code of this browser's sign-in sent with a state it did not start.
    const browser = memberBrowser();
    const authorize = await browser.startSignIn();
    const back = new URL(await browser.signInAtProvider(authorize, DEMO.omar.email));
    back.searchParams.set("state", "an-attackers-state-value-0123456789");
    const wrongState = await browser.shop(back.pathname + back.search);
    expect(wrongState.status).toBe(400);
    expect(await wrongState.text()).toContain("We could not sign you in");
    expect(browser.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);

    // No sign-in cookie: a code and state pasted into another browser.
    const other = memberBrowser();
    const started = await other.startSignIn();
    const pasted = new URL(await other.signInAtProvider(started, DEMO.omar.email));
    const stranger = memberBrowser();
    expect((await stranger.shop(pasted.pathname + pasted.search)).status).toBe(400);
    expect(stranger.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);

    // Another nonce: the sign-in cookie re-signed with a nonce the ID token does not carry.
    const forger = memberBrowser();
    const begun = await forger.startSignIn();
    const raw = decodeURIComponent(forger.shopJar.cookies.get(FLOW_COOKIE)!);
    const flow = JSON.parse(raw.slice(0, raw.lastIndexOf(".")));
    forger.shopJar.cookies.set(FLOW_COOKIE, await signCookieValue(JSON.stringify({ ...flow, nonce: "not-the-nonce-of-this-sign-in-000" }), SESSION_SECRET));
    const returned = new URL(await forger.signInAtProvider(begun, DEMO.omar.email));
    const wrongNonce = await forger.shop(returned.pathname + returned.search);
    expect(wrongNonce.status).toBe(400);
    expect(forger.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("holds a loop guessing codes at /callback to the failed look-up ceiling of its address, then answers 429", async () => {
    const guesser = memberBrowser();
    // The address's earlier failures, as many as its ceiling allows but 20.
    const rule = RATE_RULES.lookupFailureAddress;
    await counterOf(env as unknown as RateEnv, rule, guesser.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 20);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      // A fresh sign-in cookie each time, and a made-up code with another state.
      await guesser.startSignIn();
      statuses.push((await guesser.shop(`/callback?code=guess-${i}&state=guess-state-${i}-0123456789`)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(guesser.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("holds sign-in starts, members' and staff's alike, to the sign-in ceiling of their address: 429, Retry-After, no cookie", async () => {
    const busy = memberBrowser();
    const rule = RATE_RULES.signIn;
    // The address's earlier starts, as many as its ceiling allows but 2.
    await counterOf(env as unknown as RateEnv, rule, busy.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 2);
    expect((await busy.shop("/auth/sign-in?site=ski-dubai&lang=ar")).status).toBe(302);
    expect((await busy.shop("/ops/sign-in")).status).toBe(302);
    busy.shopJar.cookies.clear();
    const member = await busy.shop("/auth/sign-in?site=ski-dubai&lang=ar&return=/ar-ae/ski-dubai");
    expect(member.status).toBe(429);
    expect(Number(member.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(member.headers.get("content-type")).toContain("text/html");
    expect(await member.text()).toContain('dir="rtl"');
    const staff = await busy.shop("/ops/sign-in");
    expect(staff.status).toBe(429);
    expect(Number(staff.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await staff.text()).toContain("Too many sign-ins from here");
    expect(busy.shopJar.cookies.size).toBe(0);
    // Another address starts as before.
    expect((await memberBrowser().shop("/auth/sign-in?site=ski-dubai")).status).toBe(302);
  });

  it("goes back only to a path of this shop", async () => {
    for (const unsafe of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "/not-a-site/page", "javascript:alert(1)", "/en-ae/ski-dubai\n/x"]) {
      expect(safeReturnPath(unsafe, DUBAI, "en"), unsafe).toMatch(/^\/en-ae\/ski-dubai(\/|$)/);
      expect(safeReturnPath(unsafe, DUBAI, "en")).not.toContain("evil");
    }
    expect(safeReturnPath("/ar-om/snow-oman/memberships?x=1", DUBAI, "ar")).toBe("/ar-om/snow-oman/memberships?x=1");
    const browser = memberBrowser();
    const answer = await browser.signIn(DEMO.omar.email, { returnTo: "//evil.example/steal" });
    expect(answer.headers.get("location")).toBe("/en-ae/ski-dubai");
  });
});

describe("the session cookie", () => {
  it("opens nothing when tampered with or signed by another key, and is cleared", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const real = decodeURIComponent(browser.shopJar.cookies.get(SESSION_COOKIE)!);
    const id = real.slice(0, real.lastIndexOf("."));

    const tampered = memberBrowser();
    tampered.shopJar.cookies.set(SESSION_COOKIE, encodeURIComponent(`${id.slice(0, -2)}xx${real.slice(real.lastIndexOf("."))}`));
    const refused = await memberCall(tampered, "GET", "/get-user-info");
    expect(refused.status).toBe(401);
    expect(refused.headers.get(SIGNED_OUT_HEADER)).toBe("1");
    expect(((await refused.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
    expect(tampered.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);

    const foreign = memberBrowser();
    foreign.shopJar.cookies.set(SESSION_COOKIE, await signCookieValue(id, "another-shops-key-another-shops-key-0000"));
    expect((await memberCall(foreign, "GET", "/get-user-info")).status).toBe(401);
    expect(((await (await foreign.shop("/auth/session")).json()) as { signedIn: boolean }).signedIn).toBe(false);
  });
});

describe("auth rules on every call", () => {
  it("refreshes an expired access token before the call", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const { access_token: before } = (await DB.prepare("SELECT access_token FROM member_sessions WHERE mafid = ?1 ORDER BY created_at DESC").bind(DEMO.omar.mafid).first<{ access_token: string }>())!;
    await DB.prepare("UPDATE member_sessions SET access_expires_at = 0 WHERE access_token = ?1").bind(before).run();
    const answer = await memberCall(browser, "GET", "/get-user-info");
    expect(answer.status).toBe(200);
    const after = await DB.prepare("SELECT access_token, access_expires_at FROM member_sessions WHERE access_token = ?1").bind(before).first();
    expect(after).toBeNull();
  });

  it("on a first 401 refreshes and retries once", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const row = (await DB.prepare("SELECT id_hash FROM member_sessions WHERE mafid = ?1 ORDER BY created_at DESC").bind(DEMO.omar.mafid).first<{ id_hash: string }>())!;
    // A token the shop thinks valid but the provider rejects (signed by nobody).
    const rejected = await sealedForSession(browser, "access_token", "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl");
    await DB.prepare("UPDATE member_sessions SET access_token = ?2 WHERE id_hash = ?1").bind(row.id_hash, rejected).run();
    const answer = await memberCall(browser, "GET", "/get-user-info");
    expect(answer.status).toBe(200);
    const now = (await DB.prepare("SELECT access_token FROM member_sessions WHERE id_hash = ?1").bind(row.id_hash).first<{ access_token: string }>())!;
    expect(now.access_token).not.toBe(rejected);
  });

  it("ignores the cached token when the call asks for a fresh one", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const row = (await DB.prepare("SELECT id_hash, access_token FROM member_sessions WHERE mafid = ?1 ORDER BY created_at DESC").bind(DEMO.omar.mafid).first<{ id_hash: string; access_token: string }>())!;
    expect((await memberCall(browser, "POST", "/check-session", {}, 1, { "X-Ignore-Cached-Token": "true" })).status).toBe(200);
    const now = (await DB.prepare("SELECT access_token FROM member_sessions WHERE id_hash = ?1").bind(row.id_hash).first<{ access_token: string }>())!;
    expect(now.access_token).not.toBe(row.access_token);
  });

  it("signs the member out on a 403 and on a failed refresh", async () => {
    const blocked = memberBrowser();
    await blocked.signIn(DEMO.fatima.email);
    await DB.prepare("UPDATE members SET blocked = 1 WHERE mafid = ?1").bind(DEMO.fatima.mafid).run();
    try {
      const refused = await memberCall(blocked, "GET", "/get-user-info");
      expect(refused.status).toBe(403);
      expect(refused.headers.get(SIGNED_OUT_HEADER)).toBe("1");
      expect(((await refused.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.accountRefused);
      expect(blocked.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await sessionRows(DEMO.fatima.mafid)).toBe(0);
    } finally {
      await DB.prepare("UPDATE members SET blocked = 0 WHERE mafid = ?1").bind(DEMO.fatima.mafid).run();
    }

    const stale = memberBrowser();
    await stale.signIn(DEMO.fatima.email);
    await DB.prepare("UPDATE member_sessions SET access_expires_at = 0, refresh_token = ?2 WHERE mafid = ?1")
      .bind(DEMO.fatima.mafid, await sealedForSession(stale, "refresh_token", "not-a-refresh-token"))
      .run();
    const ended = await memberCall(stale, "GET", "/get-user-info");
    expect(ended.status).toBe(401);
    expect(ended.headers.get(SIGNED_OUT_HEADER)).toBe("1");
    expect(((await ended.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.memberSessionEnded);
    expect(await sessionRows(DEMO.fatima.mafid)).toBe(0);
  });

  it("refuses member calls without a session", async () => {
    const guest = memberBrowser();
    const answer = await memberCall(guest, "GET", "/get-user-info");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);
    expect((await memberCall(guest, "POST", "/info/user", { email: DEMO.sara.email })).status).toBe(401);
    expect((await memberCall(guest, "GET", "/orders")).status).toBe(401);
  });
});

describe("sign-out", () => {
  it("ends the session and clears the cookie; a cross-site sign-out is refused", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const crossSite = await browser.shop("/auth/sign-out", { method: "POST", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(browser.shopJar.cookies.has(SESSION_COOKIE)).toBe(true);

    const cookie = browser.shopJar.cookies.get(SESSION_COOKIE)!;
    const out = await browser.shop("/auth/sign-out", { method: "POST", headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ signedOut: true });
    expect(browser.shopJar.cookies.has(SESSION_COOKIE)).toBe(false);
    // The old cookie, replayed, opens nothing.
    browser.shopJar.cookies.set(SESSION_COOKIE, cookie);
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(401);
  });
});

describe("page guards", () => {
  it("sends a guest on an account page to /unauthorized and a member on /unauthorized to the dashboard", async () => {
    const guest = memberBrowser();
    const guarded = await guest.shop("/en-ae/ski-dubai/accounts/dashboard");
    expect(guarded.status).toBe(302);
    expect(guarded.headers.get("location")).toBe(`/en-ae/ski-dubai/unauthorized?return=${encodeURIComponent("/en-ae/ski-dubai/accounts/dashboard")}`);
    expect((await guest.shop("/ar-om/snow-oman/extra/gear/12")).headers.get("location")).toMatch(/^\/ar-om\/snow-oman\/unauthorized\?/);
    // A navigation inside the app asks for the page's data: the redirect comes in the form React Router's client
    // follows (204 and X-Remix-Redirect), never the target's HTML; the data request's own `_routes` is not carried.
    const data = await guest.shop("/ar-om/snow-oman/accounts/profile/personal-details.data?tab=2&_routes=routes%2Faccount%2Fprofile");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe(`/ar-om/snow-oman/unauthorized?return=${encodeURIComponent("/ar-om/snow-oman/accounts/profile/personal-details?tab=2")}`);
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect((await guest.shop("/en-ae/ski-dubai/unauthorized")).status).toBe(200);

    const member = memberBrowser();
    await member.signIn(DEMO.omar.email);
    const dashboard = await member.shop("/en-ae/ski-dubai/accounts/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("private, no-store");
    const away = await member.shop("/ar-ae/snow-abu-dhabi/unauthorized");
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("/ar-ae/snow-abu-dhabi/accounts/dashboard");
  });

  it("leads accounts and my-account to the dashboard: a member at once, a guest through unauthorized", async () => {
    const guest = memberBrowser();
    const dashboardReturn = (prefix: string) => `${prefix}/unauthorized?return=${encodeURIComponent(`${prefix}/accounts/dashboard`)}`;
    for (const path of ["/en-ae/ski-dubai/my-account", "/en-ae/ski-dubai/accounts"]) {
      const answer = await guest.shop(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe(dashboardReturn("/en-ae/ski-dubai"));
    }
    const data = await guest.shop("/en-ae/ski-dubai/my-account.data");
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe(dashboardReturn("/en-ae/ski-dubai"));
    const member = memberBrowser();
    await member.signIn(DEMO.omar.email);
    for (const path of ["/ar-om/snow-oman/my-account", "/ar-om/snow-oman/accounts"]) {
      const answer = await member.shop(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toBe("/ar-om/snow-oman/accounts/dashboard");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("sign-out ends access", () => {
  /** The member's access token as the shop keeps it. */
  async function accessTokenOf(browser: ReturnType<typeof memberBrowser>): Promise<string> {
    const idHash = await hashSecret(sessionIdOf(browser));
    const row = (await DB.prepare("SELECT access_token FROM member_sessions WHERE id_hash = ?1").bind(idHash).first<{ access_token: string }>())!;
    return (await openToken(await sessionTokenKey(sessionIdOf(browser), SESSION_SECRET), "access_token", row.access_token))!;
  }
  const asBearer = (token: string) =>
    SELF.fetch(`${ORIGIN}/api/provider/get-user-info`, { headers: { authorization: `Bearer ${token}`, "site-id": "1", "cf-connecting-ip": "203.0.113.77" } });

  it("refuses the member's access token as a bearer token once the member has signed out", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const token = await accessTokenOf(browser);
    expect((await asBearer(token)).status).toBe(200);
    expect((await browser.shop("/auth/sign-out", { method: "POST", headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } })).status).toBe(200);
    const refused = await asBearer(token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("invalid_token");
  });

  it("refuses an access token the session has replaced by a refresh, and the one of a session ended by signing in again", async () => {
    const browser = memberBrowser();
    await browser.signIn(DEMO.omar.email);
    const first = await accessTokenOf(browser);
    expect((await memberCall(browser, "POST", "/check-session", {}, 1, { "X-Ignore-Cached-Token": "true" })).status).toBe(200);
    const second = await accessTokenOf(browser);
    expect(second).not.toBe(first);
    expect((await asBearer(first)).status).toBe(401);
    expect((await asBearer(second)).status).toBe(200);
    await browser.signIn(DEMO.omar.email);
    expect((await asBearer(second)).status).toBe(401);
    expect((await asBearer(await accessTokenOf(browser))).status).toBe(200);
  });
});

describe("the privacy center", () => {
  const app = createApp((c) => c.text("page"));
  const withCenter = { ...(env as object), PRIVACY_CENTER_URL: "https://privacy.example/center" } as never;
  const send = (url: string, init: RequestInit) => app.request(url, init, withCenter);
  const sameOrigin = { origin: ORIGIN, "sec-fetch-site": "same-origin" };

  it("opens with the language; without a configured center, the privacy policy", async () => {
    const guest = memberBrowser();
    const fallback = await guest.shop("/auth/privacy-center?lang=ar&site=snow-oman");
    expect(fallback.headers.get("location")).toBe("/ar-om/snow-oman/privacy-policy");
    const posted = await guest.shop("/auth/privacy-center?lang=ar&site=snow-oman", { method: "POST", headers: sameOrigin });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/ar-om/snow-oman/privacy-policy");

    const visitor = memberBrowser(undefined, send);
    const plain = new URL((await visitor.shop("/auth/privacy-center?lang=en&site=ski-dubai")).headers.get("location")!);
    expect(plain.origin + plain.pathname).toBe("https://privacy.example/center");
    expect(plain.searchParams.get("lang")).toBe("en");
    expect(plain.searchParams.has("access_token")).toBe(false);
  });

  it("never puts the member's token in a URL: a link (GET) carries none, a post from another site is refused", async () => {
    const member = memberBrowser(undefined, send);
    await member.signIn(DEMO.omar.email);
    const linked = await member.shop("/auth/privacy-center?lang=ar&site=ski-dubai");
    expect(linked.status).toBe(302);
    const target = new URL(linked.headers.get("location")!);
    expect(target.searchParams.get("lang")).toBe("ar");
    expect([...target.searchParams.keys()]).toEqual(["lang"]);
    const crossSite = await member.shop("/auth/privacy-center?lang=en&site=ski-dubai", { method: "POST", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).not.toMatch(/eyJ/);
  });

  it("hands the token over in a form post from the shop's own page, never in a URL, and the page is kept by nobody", async () => {
    const member = memberBrowser(undefined, send);
    await member.signIn(DEMO.omar.email);
    const handOver = await member.shop("/auth/privacy-center?lang=ar&site=ski-dubai", { method: "POST", headers: sameOrigin });
    expect(handOver.status).toBe(200);
    expect(handOver.headers.get("location")).toBeNull();
    expect(handOver.headers.get("cache-control")).toBe("private, no-store");
    expect(handOver.headers.get("content-security-policy")).toMatch(/form-action 'self' https:\/\/privacy\.example[;\s]/);
    const html = await handOver.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toMatch(/<form[^>]+method="post"[^>]+action="https:\/\/privacy\.example\/center"/);
    const token = html.match(/<input type="hidden" name="access_token" value="(eyJ[^"]+)"/)?.[1];
    expect(token).toMatch(/^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+$/);
    expect(html).toMatch(/<input type="hidden" name="lang" value="ar"/);
    // The token appears in the form's field only.
    expect(html.split(token!)).toHaveLength(2);

    const guest = memberBrowser(undefined, send);
    const guestPage = await (await guest.shop("/auth/privacy-center?lang=en&site=ski-dubai", { method: "POST", headers: sameOrigin })).text();
    expect(guestPage).not.toContain("access_token");
  });
});
