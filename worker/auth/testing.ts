// Test support for sign-in (imported by worker/**/*.test.ts only): a browser with a cookie jar for the shop and one
// for the identity provider, which signs in through the real development provider (scripts/identity) the way
// Chromium does: the shop's sign-in redirect, the provider's sign-in form, its redirects, and /callback.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { CART_SECRET_HEADER, PAYMENT_TYPE_HEADER } from "../../shared/contract/orders";
import { TEST_CARDS } from "../gateway/hosted-page";
import { capture, payWithCard } from "../orders/checkout.fixture";
import { newClientAddress } from "../orders/testing";
import { type TokenColumn, sealToken, sessionTokenKey } from "./token-seal";

export const ORIGIN = "https://shop.test";
export const DEMO_PASSWORD = "SnowDemo2026";
export const DEMO = {
  sara: { email: "sara.share@example.com", mafid: "MAF-1000001" },
  omar: { email: "omar.member@example.com", mafid: "MAF-1000002" },
  fatima: { email: "fatima.family@example.com", mafid: "MAF-1000003" },
  // Demo staff: on the demo staff list, address verified.
  amira: { email: "amira.haddad@maf.ae", mafid: "MAF-1000004" },
} as const;
export const SESSION_SECRET = (env as unknown as { SESSION_SECRET: string }).SESSION_SECRET;

/** Cookies by name, as a browser keeps them for one host. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()));
      if (gone || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface SignInOptions {
  site?: string;
  lang?: "en" | "ar";
  returnTo?: string;
  hint?: string;
}

/** How the browser reaches the shop: the test worker by default, or another app of the test. */
export type ShopFetch = (url: string, init: RequestInit) => Response | Promise<Response>;

/** One browser: its own client address, its cookies for the shop and for the identity provider. */
export function memberBrowser(client = newClientAddress(), send: ShopFetch = (url, init) => SELF.fetch(url, init), origin = ORIGIN) {
  const shopJar = new CookieJar();
  const providerJar = new CookieJar();

  async function shop(path: string, init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { "cf-connecting-ip": client, ...(init.headers ?? {}) };
    if (shopJar.cookies.size) headers.cookie = shopJar.header();
    const response = await send(`${origin}${path}`, { redirect: "manual", ...init, headers });
    shopJar.take(response);
    return response;
  }

  async function provider(url: string, init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (providerJar.cookies.size) headers.cookie = providerJar.header();
    const response = await fetch(url, { redirect: "manual", ...init, headers });
    providerJar.take(response);
    return response;
  }

  /** Follows the provider's redirects until one leads back to the shop; answers that address. */
  async function followProvider(start: string): Promise<string> {
    let location = start;
    for (let hop = 0; hop < 10; hop++) {
      if (location.startsWith(origin)) return location;
      const response = await provider(location);
      const next = response.headers.get("location");
      if (!next) return location;
      location = new URL(next, location).href;
    }
    throw new Error("too many redirects at the identity provider");
  }

  /** Starts sign-in at the shop: the authorize address it sends the browser to. */
  async function startSignIn(options: SignInOptions = {}): Promise<URL> {
    const query = new URLSearchParams({ site: options.site ?? "ski-dubai", lang: options.lang ?? "en", return: options.returnTo ?? "/en-ae/ski-dubai" });
    if (options.hint !== undefined) query.set("hint", options.hint);
    const response = await shop(`/auth/sign-in?${query}`);
    if (response.status !== 302) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
    return new URL(response.headers.get("location")!);
  }

  /** At the provider: the sign-in form posted with these credentials; answers the shop address it returns to. */
  async function signInAtProvider(authorize: URL, email: string, password = DEMO_PASSWORD): Promise<string> {
    const interaction = await followProvider(authorize.href);
    const form = new URL(interaction);
    const posted = await provider(`${form.origin}${form.pathname.replace(/\/$/, "")}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password }).toString(),
    });
    const next = posted.headers.get("location");
    if (!next) throw new Error(`the provider's sign-in answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`);
    return followProvider(new URL(next, form).href);
  }

  /** The whole sign-in: answers the shop's answer to /callback (a redirect to the page to come back to). */
  async function signIn(email: string, options: SignInOptions = {}): Promise<Response> {
    const authorize = await startSignIn(options);
    const callback = new URL(await signInAtProvider(authorize, email));
    return shop(callback.pathname + callback.search);
  }

  /**
   * Signs a new member up at the provider (sign-up form, then "Continue to the shop" on the screen that says where
   * the verification link went) and answers the shop's answer to /callback. The address stays unverified; the
   * password is the demo members' (DEMO_PASSWORD), so signIn works for the new member too.
   */
  async function signUp(email: string, options: SignInOptions = {}): Promise<Response> {
    const authorize = await startSignIn({ ...options, hint: "signup" });
    const form = new URL(await followProvider(authorize.href));
    const path = `${form.origin}${form.pathname.replace(/\/$/, "")}`;
    const post = (to: string, fields: Record<string, string>) =>
      provider(to, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const lang = options.lang ?? "en";
    const created = await post(`${path}/signup`, { title: "ms", firstName: "Dana", lastName: "Staff", email, password: DEMO_PASSWORD, country: "ARE", shareTerms: "true", lang });
    if (created.status !== 200) throw new Error(`the provider's sign-up answered ${created.status}: ${(await created.text()).slice(0, 300)}`);
    const next = (await post(`${path}/continue`, { lang })).headers.get("location");
    if (!next) throw new Error("the provider's sign-up did not lead back to the shop");
    const callback = new URL(await followProvider(new URL(next, form).href));
    return shop(callback.pathname + callback.search);
  }

  return { client, shopJar, providerJar, shop, provider, startSignIn, signInAtProvider, signIn, signUp };
}

/** A new browser signed in as the member with this e-mail. */
export async function signedIn(email: string) {
  const browser = memberBrowser();
  expect((await browser.signIn(email)).status, `sign-in of ${email}`).toBe(302);
  return browser;
}

/** A member call of the provider through the shop, as the browser makes it. */
export function memberCall(browser: ReturnType<typeof memberBrowser>, method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown, site = 1, headers: Record<string, string> = {}) {
  return browser.shop(`/api/provider${path}`, {
    method,
    headers: { "site-id": String(site), ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A cookie value signed as Hono signs cookies (HMAC-SHA256, base64), for tests that forge a sign-in cookie. */
export async function signCookieValue(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value)));
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...signature))}`);
}

/** The id of the browser's member session, from its signed cookie (the id, a dot, the signature). */
export function sessionIdOf(browser: ReturnType<typeof memberBrowser>): string {
  const signed = decodeURIComponent(browser.shopJar.cookies.get("__Host-member_session") ?? "");
  return signed.slice(0, signed.lastIndexOf("."));
}

/** A token sealed for the browser's session as the shop stores it (worker/auth/token-seal.ts). */
export async function sealedForSession(browser: ReturnType<typeof memberBrowser>, column: TokenColumn, token: string, secret = SESSION_SECRET): Promise<string> {
  return sealToken(await sessionTokenKey(sessionIdOf(browser), secret), column, token);
}

/** A mail the tests' mail catcher holds (scripts/mail-catcher.mjs, its JSON inbox). */
interface CaughtMail {
  envelope: { to: string[] };
  subject: string;
  text: string;
}

/** The newest verification link the identity provider mailed to `email` (the tests' mail catcher). */
export async function verificationLinkFor(email: string): Promise<string> {
  const inbox = (env as unknown as { TEST_MAIL_INBOX: string }).TEST_MAIL_INBOX;
  const mails = ((await (await fetch(`${inbox}/mails`)).json()) as CaughtMail[]).filter((m) => m.envelope.to.includes(email));
  const link = mails.length ? /https?:\/\/\S+\/verify-email\?\S+/.exec(mails.at(-1)!.text)?.[0] : undefined;
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  return link;
}

/** Follows a verification link as its owner does: opens it, then presses "Verify my address" (a form post). */
export async function followVerificationLink(link: string): Promise<Response> {
  const url = new URL(link);
  const opened = await fetch(url);
  if (opened.status !== 200) throw new Error(`the verification link answered ${opened.status}`);
  return fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: url.searchParams.get("token")!, lang: "en" }).toString(),
  });
}

/** A member's checkout of a cart with the session (no guest token), paid by an approved card, not yet captured. */
export async function memberCardPayment(browser: ReturnType<typeof memberBrowser>, cart: { cartId: string; secret: string }): Promise<string> {
  const started = await memberCall(browser, "POST", "/order/checkout", { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId }, 1, {
    [PAYMENT_TYPE_HEADER]: "card",
    [CART_SECRET_HEADER]: cart.secret,
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
  expect((await payWithCard(checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
  return checkoutSessionId;
}

/** A member's order of a cart: checkout with the session (no guest token), paid by an approved card and captured. */
export async function memberPaysByCard(browser: ReturnType<typeof memberBrowser>, cart: { cartId: string; secret: string }): Promise<string> {
  const checkoutSessionId = await memberCardPayment(browser, cart);
  const captured = (await (await capture(checkoutSessionId)).json()) as { status: string; reservationCode: string };
  expect(captured.status).toBe("confirmed");
  return captured.reservationCode;
}
