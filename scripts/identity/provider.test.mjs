// The development identity provider over real HTTP: discovery, the code flow with PKCE as the shop's worker
// drives it (sign-in form, token exchange with Basic auth, JWT access token for "mafid", refresh), sign-up rules,
// the verification of a new member's e-mail by a one-time link sent over real SMTP to the project's mail catcher,
// and the requests it must refuse.
import { createHash, randomBytes } from "node:crypto";
import { createRemoteJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startMailCatcher } from "../mail-catcher.mjs";
import { VERIFY_LINK_TTL_MS, VERIFY_SENDS_PER_HOUR } from "./accounts.mjs";
import { DEV_CLIENT_SECRETS } from "./clients.mjs";
import { DEMO_MEMBERS, DEMO_PASSWORD, DEMO_STAFF } from "./demo-members.mjs";
import { mailSettingsFor } from "./mail.mjs";
import { startIdentityProvider } from "./provider.mjs";

const SHOP = "https://shop.test";
const CLIENT_ID = "snow-venues-web";
const REDIRECT_URI = `${SHOP}/callback`;
const sara = DEMO_MEMBERS.find((m) => m.sub === "demo-sara");

let identity;
let catcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, quiet: true });
  identity = await startIdentityProvider({ port: 0, shopOrigins: [SHOP, "http://localhost"], mail: mailSettingsFor(catcher) });
});
afterAll(async () => {
  await identity?.close();
  await catcher?.close();
});

/** The mails the catcher holds for one address, oldest first. */
const mailsTo = (address) => catcher.mails().filter((m) => m.envelope.to.includes(address));

/** The verification link of the newest mail to `address`. */
function newestLink(address) {
  const mails = mailsTo(address);
  expect(mails.length).toBeGreaterThan(0);
  const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(mails.at(-1).text)?.[0];
  expect(link).toBeTruthy();
  return link;
}

/** A browser's cookies, just enough for one host. */
function browser() {
  const jar = new Map();
  return async function request(url, init = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(url, identity.issuer), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...value] = pair.split("=");
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value.join("=") === "";
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join("="));
    }
    return response;
  };
}

const basicAuth = (clientId = CLIENT_ID) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(DEV_CLIENT_SECRETS[clientId])}`).toString("base64")}`;

function authorizeUrl(extra = {}) {
  const verifier = randomBytes(32).toString("base64url");
  const params = {
    response_type: "code",
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: "openid email profile offline_access",
    state: randomBytes(8).toString("hex"),
    nonce: randomBytes(8).toString("hex"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    prompt: "login",
    audience: "mafid",
    ui_locales: "en",
    ...extra,
  };
  for (const [key, value] of Object.entries(params)) if (value === undefined) delete params[key];
  return { url: `/auth?${new URLSearchParams(params)}`, verifier, params };
}

/** Opens the authorization request and returns the interaction screen's path and HTML. */
async function openInteraction(request, extra) {
  const flow = authorizeUrl(extra);
  const started = await request(flow.url);
  expect(started.status).toBe(303);
  const screenPath = started.headers.get("location");
  expect(screenPath).toMatch(/^\/interaction\/[\w-]+$/);
  const screen = await request(screenPath);
  return { ...flow, screenPath, screen, html: await screen.text() };
}

const formPost = (request, path, fields) =>
  request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

/** Follows the provider's redirects until it sends the browser back to the shop. */
async function followToShop(request, response) {
  let current = response;
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get("location");
    expect(current.status, await current.clone().text()).toBeGreaterThanOrEqual(300);
    if (location.startsWith(SHOP)) return new URL(location);
    current = await request(location);
  }
  throw new Error("too many redirects");
}

async function token(fields, clientId = CLIENT_ID) {
  return fetch(`${identity.issuer}/token`, {
    method: "POST",
    headers: { authorization: basicAuth(clientId), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("the development identity provider", () => {
  it("publishes its discovery document with PKCE S256", async () => {
    const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`);
    const discovery = await response.json();
    expect(identity.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery.issuer).toBe(identity.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile", "offline_access"]));
    expect(discovery.revocation_endpoint).toBe(`${identity.issuer}/token/revocation`);
    expect(discovery.end_session_endpoint).toBe(`${identity.issuer}/session/end`);
  });

  it("signs a demo member in through the code flow and issues tokens for the member API", async () => {
    const request = browser();
    const { screenPath, html, verifier, params } = await openInteraction(request);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('action="' + screenPath + '/login"');

    const callback = await followToShop(request, await formPost(request, `${screenPath}/login`, { email: sara.email, password: DEMO_PASSWORD }));
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("state")).toBe(params.state);
    expect(callback.searchParams.get("iss")).toBe(identity.issuer);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const exchanged = await token({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    const tokens = await exchanged.json();
    expect(exchanged.status, JSON.stringify(tokens)).toBe(200);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBe(600);

    const jwks = createRemoteJWKSet(new URL(`${identity.issuer}/jwks`));
    const { payload: idToken, protectedHeader } = await jwtVerify(tokens.id_token, jwks, { issuer: identity.issuer, audience: CLIENT_ID });
    expect(protectedHeader.alg).toBe("RS256");
    expect(idToken).toMatchObject({
      sub: "demo-sara",
      nonce: params.nonce,
      mafid: "MAF-1000001",
      email: sara.email,
      email_verified: true,
      given_name: "Sara",
      family_name: "Al Mansoori",
      gender: "female",
      locale: "en",
    });

    const { payload: accessToken } = await jwtVerify(tokens.access_token, jwks, { issuer: identity.issuer, audience: "mafid" });
    expect(accessToken).toMatchObject({ sub: "demo-sara", mafid: "MAF-1000001", email: sara.email, given_name: "Sara", client_id: CLIENT_ID });
    expect(accessToken.exp - accessToken.iat).toBe(600);

    const refreshed = await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    const renewed = await refreshed.json();
    expect(refreshed.status, JSON.stringify(renewed)).toBe(200);
    const { payload: renewedAccess } = await jwtVerify(renewed.access_token, jwks, { issuer: identity.issuer, audience: "mafid" });
    expect(renewedAccess.mafid).toBe("MAF-1000001");

    // Revocation answers 200 and the refresh token no longer works.
    const revoked = await fetch(`${identity.issuer}/token/revocation`, {
      method: "POST",
      headers: { authorization: basicAuth(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: renewed.refresh_token ?? tokens.refresh_token, token_type_hint: "refresh_token" }),
    });
    expect(revoked.status).toBe(200);
    const afterRevocation = await token({ grant_type: "refresh_token", refresh_token: renewed.refresh_token ?? tokens.refresh_token });
    expect(afterRevocation.status).toBe(400);

    // prompt=login asks again even though the provider's session is still open.
    const again = await openInteraction(request);
    expect(again.html).toContain("Sign in");
  });

  it("refuses a wrong password with one message for e-mail and password", async () => {
    const request = browser();
    const { screenPath } = await openInteraction(request);
    const refused = await formPost(request, `${screenPath}/login`, { email: sara.email, password: "WrongPassword1" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Wrong e-mail or password");
    expect(html).toContain('role="alert"');
    const unknown = await formPost(request, `${screenPath}/login`, { email: "nobody@example.com", password: "WrongPassword1" });
    expect(await unknown.text()).toContain("Wrong e-mail or password");
  });

  it("locks an e-mail for 15 minutes after 10 wrong passwords", async () => {
    const request = browser();
    const { screenPath } = await openInteraction(request);
    const member = DEMO_MEMBERS.find((m) => m.sub === "demo-omar");
    for (let i = 0; i < 9; i++) await formPost(request, `${screenPath}/login`, { email: member.email, password: "WrongPassword1" });
    const tenth = await formPost(request, `${screenPath}/login`, { email: member.email, password: "WrongPassword1" });
    expect(tenth.status).toBe(429);
    const locked = await formPost(request, `${screenPath}/login`, { email: member.email, password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("locked for 15 minutes");
  });

  it("opens the sign-up screen in Arabic with the SHARE terms and the country preselected", async () => {
    const request = browser();
    const { html } = await openInteraction(request, { route_hint: "signup", ui_locales: "ar", share_terms: "true", country: "OMN" });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<option value="OMN" selected>');
    expect(html).toContain('name="shareTerms"');
    expect(html).toContain('<label for="shareTerms">');
  });

  it("refuses a weak password at sign-up, in both languages", async () => {
    const request = browser();
    const { screenPath } = await openInteraction(request, { route_hint: "signup" });
    const fields = { title: "ms", firstName: "Layla", lastName: "Nasser", email: "layla@example.com", password: "weakpass", country: "ARE" };
    const refused = await formPost(request, `${screenPath}/signup`, fields);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("The password is too weak");
    expect(html).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*aria-describedby="password-error password-hint"/);
    const arabic = await formPost(request, `${screenPath}/signup?lang=ar`, fields);
    expect(await arabic.text()).toContain("كلمة المرور ضعيفة جداً");
  });

  it("refuses an e-mail that is already registered", async () => {
    const request = browser();
    const { screenPath } = await openInteraction(request, { route_hint: "signup" });
    const refused = await formPost(request, `${screenPath}/signup`, {
      title: "mr", firstName: "Omar", lastName: "Haddad", email: "OMAR.member@example.com", password: "Another1Pass", country: "OMN",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This e-mail is already registered");
  });

  it("requires the SHARE terms when the shop asks for them", async () => {
    const request = browser();
    const { screenPath } = await openInteraction(request, { route_hint: "signup", share_terms: "true" });
    const fields = { title: "miss", firstName: "Noor", lastName: "Salem", email: "noor.terms@example.com", password: "Snowy2026x", country: "ARE" };
    const refused = await formPost(request, `${screenPath}/signup`, fields);
    expect(await refused.text()).toContain("Agree to the SHARE rewards terms");
    const accepted = await formPost(request, `${screenPath}/signup`, { ...fields, shareTerms: "true" });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain("We sent a link to");
  });

  it("signs a new member up and signs them in with a new sub and mafid", async () => {
    const request = browser();
    const { screenPath, verifier, params } = await openInteraction(request, { route_hint: "signup", country: "EGY" });
    const created = await formPost(request, `${screenPath}/signup`, {
      title: "mr", firstName: "Karim", lastName: "El Sayed", email: "karim.new@example.com", password: "Skiing2026", country: "EGY",
    });
    expect(created.status).toBe(200);
    const callback = await followToShop(request, await formPost(request, `${screenPath}/continue`, { lang: "en" }));
    const exchanged = await token({ grant_type: "authorization_code", code: callback.searchParams.get("code"), redirect_uri: REDIRECT_URI, code_verifier: verifier });
    const tokens = await exchanged.json();
    expect(exchanged.status, JSON.stringify(tokens)).toBe(200);
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(idToken.mafid).toMatch(/^MAF-\d{7}$/);
    expect(idToken).toMatchObject({ email: "karim.new@example.com", given_name: "Karim", family_name: "El Sayed", gender: "male", nonce: params.nonce });
  });

  it("refuses a redirect URI of another origin", async () => {
    const response = await fetch(`${identity.issuer}${authorizeUrl({ redirect_uri: "https://evil.test/callback" }).url}`, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("redirect_uri did not match any of the client's registered redirect_uris");
  });

  it("refuses an authorization request without a code challenge", async () => {
    const response = await fetch(`${identity.issuer}${authorizeUrl({ code_challenge: undefined, code_challenge_method: undefined }).url}`, { redirect: "manual" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location"));
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE/);
  });
});

/** Signs a new member up in `lang` and goes on to the shop; answers the tokens and the sign-up screen's HTML. */
async function signUp(fields, lang = "en") {
  const request = browser();
  const { screenPath, verifier } = await openInteraction(request, { route_hint: "signup", ui_locales: lang });
  const created = await formPost(request, `${screenPath}/signup`, { title: "ms", firstName: "Layla", lastName: "Nasser", password: "Snowy2026x", country: "ARE", lang, ...fields });
  const html = await created.text();
  expect(created.status, html).toBe(200);
  const callback = await followToShop(request, await formPost(request, `${screenPath}/continue`, { lang }));
  const exchanged = await token({ grant_type: "authorization_code", code: callback.searchParams.get("code"), redirect_uri: REDIRECT_URI, code_verifier: verifier });
  expect(exchanged.status).toBe(200);
  return { html, tokens: await exchanged.json(), request, screenPath };
}

/** Signs `email` in through the code flow; answers the decoded ID and access tokens. */
async function signInTokens(email, password = "Snowy2026x") {
  const request = browser();
  const { screenPath, verifier } = await openInteraction(request);
  const callback = await followToShop(request, await formPost(request, `${screenPath}/login`, { email, password }));
  const exchanged = await token({ grant_type: "authorization_code", code: callback.searchParams.get("code"), redirect_uri: REDIRECT_URI, code_verifier: verifier });
  const tokens = await exchanged.json();
  return { id: decodeJwt(tokens.id_token), access: decodeJwt(tokens.access_token) };
}

describe("verifying a new member's e-mail address", () => {
  it("the seeded demo members and demo staff are verified", async () => {
    // Fatima and Amira (Omar's address is locked by the test of wrong passwords above).
    for (const account of [DEMO_MEMBERS.find((m) => m.sub === "demo-fatima"), DEMO_STAFF[0]]) {
      const { id, access } = await signInTokens(account.email, DEMO_PASSWORD);
      expect(id).toMatchObject({ email: account.email, email_verified: true });
      expect(access).toMatchObject({ email: account.email, email_verified: true });
    }
  });

  it("a new account is unverified until the link mailed to it is followed, once; opening the link alone verifies nothing", async () => {
    const email = "layla.verify@example.com";
    const { html, tokens } = await signUp({ email });
    expect(html).toContain("We sent a link to <strong>layla.verify@example.com</strong>");
    // Signed in, but the tokens say the address is not proven.
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email, email_verified: false });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email, email_verified: false });

    const [mail] = mailsTo(email);
    expect(mail.subject).toBe("Verify your e-mail address for Snow venues ID");
    expect(mail.text).toContain("Hello Layla,");
    const link = newestLink(email);
    expect(link.startsWith(`${identity.issuer}/verify-email?`)).toBe(true);
    // A random one-time token of 32 bytes, not anything derived from the account.
    expect(new URL(link).searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const request = browser();
    const opened = await request(link);
    expect(opened.status).toBe(200);
    const confirm = await opened.text();
    expect(confirm).toContain("Confirm that <strong>layla.verify@example.com</strong> is your address.");
    // A mail scanner that opens the link uses nothing up.
    expect((await signInTokens(email)).id.email_verified).toBe(false);

    const token = new URL(link).searchParams.get("token");
    const verified = await formPost(request, "/verify-email", { token, lang: "en" });
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain("Address verified");
    const { id, access } = await signInTokens(email);
    expect(id).toMatchObject({ email, email_verified: true });
    expect(access).toMatchObject({ email, email_verified: true });

    // Single use: the same link again changes nothing and says so.
    const again = await formPost(request, "/verify-email", { token, lang: "en" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This link was already used");
  });

  it("in Arabic: the mail and the screens right to left; an expired link verifies nothing and offers a new one, which replaces it", async () => {
    const email = "noor.arabic@example.com";
    const { html } = await signUp({ email, firstName: "Noor" }, "ar");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('أرسلنا رابطاً إلى <bdi dir="ltr">noor.arabic@example.com</bdi>');
    const [mail] = mailsTo(email);
    expect(mail.subject).toBe("تحقق من بريدك الإلكتروني لهوية مراكز الثلج");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const first = newestLink(email);
    const firstToken = new URL(first).searchParams.get("token");

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + VERIFY_LINK_TTL_MS + 60_000);
      const request = browser();
      const expired = await request(first);
      expect(expired.status).toBe(410);
      const page = await expired.text();
      expect(page).toContain("انتهت صلاحية هذا الرابط");
      expect(page).toContain("أرسل لي رابطاً جديداً");
      const refused = await formPost(request, "/verify-email", { token: firstToken, lang: "ar" });
      expect(refused.status).toBe(410);
      expect((await signInTokens(email)).id.email_verified).toBe(false);

      const resent = await formPost(request, "/verify-email/resend", { token: firstToken, lang: "ar" });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain("أرسلنا رابطاً جديداً إلى");
      expect(mailsTo(email)).toHaveLength(2);
      const second = newestLink(email);
      expect(second).not.toBe(first);

      // Asked again at once: no third mail.
      const tooSoon = await formPost(request, "/verify-email/resend", { token: firstToken, lang: "ar" });
      expect(tooSoon.status).toBe(429);
      expect(await tooSoon.text()).toContain("يرجى الانتظار دقيقة");
      expect(mailsTo(email)).toHaveLength(2);

      const verified = await formPost(request, "/verify-email", { token: new URL(second).searchParams.get("token"), lang: "ar" });
      expect(verified.status).toBe(200);
      expect(await verified.text()).toContain("تم التحقق من العنوان");
    } finally {
      vi.useRealTimers();
    }
    expect((await signInTokens(email)).id.email_verified).toBe(true);
  });

  it("re-sends are limited: one a minute and five an hour; a newer link replaces the older", async () => {
    const email = "sami.resend@example.com";
    const request = browser();
    const { screenPath } = await openInteraction(request, { route_hint: "signup" });
    const created = await formPost(request, `${screenPath}/signup`, { title: "mr", firstName: "Sami", lastName: "Nasser", email, password: "Snowy2026x", country: "ARE" });
    expect(created.status).toBe(200);
    // The sign-up screen's "send the link again" at once: refused, nothing sent, the way on still offered.
    const atOnce = await formPost(request, `${screenPath}/resend`, { lang: "en" });
    expect(atOnce.status).toBe(429);
    const screen = await atOnce.text();
    expect(screen).toContain("Please wait a minute before asking for another.");
    expect(screen).toContain(`action="${screenPath}/continue"`);
    expect(mailsTo(email)).toHaveLength(1);
    const first = newestLink(email);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const statuses = [];
      let last = first;
      for (let i = 0; i < VERIFY_SENDS_PER_HOUR; i++) {
        vi.setSystemTime(Date.now() + 61_000);
        const resent = await formPost(browser(), "/verify-email/resend", { token: new URL(last).searchParams.get("token"), lang: "en" });
        statuses.push(resent.status);
        if (resent.status === 200) last = newestLink(email);
      }
      // Five in the hour, the sign-up's included: four more, then "too many".
      expect(statuses).toEqual([...Array(VERIFY_SENDS_PER_HOUR - 1).fill(200), 429]);
      expect(mailsTo(email)).toHaveLength(VERIFY_SENDS_PER_HOUR);
      const replaced = await browser()(first);
      expect(replaced.status).toBe(410);
      expect(await replaced.text()).toContain("This link was replaced");
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers an unknown or malformed link with 404 and a resend for it with nothing sent", async () => {
    const before = catcher.mails().length;
    const unknown = await browser()(`/verify-email?token=${randomBytes(32).toString("base64url")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This link is not valid");
    expect((await browser()("/verify-email?token=%3Cscript%3E")).status).toBe(404);
    const resend = await formPost(browser(), "/verify-email/resend", { token: randomBytes(32).toString("base64url") });
    expect(resend.status).toBe(404);
    expect((await browser()("/verify-email/resend")).status).toBe(405);
    expect(catcher.mails().length).toBe(before);
  });
});
