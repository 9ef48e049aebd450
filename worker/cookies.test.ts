// Every cookie the worker sets, as a browser receives it along a visitor's and a member's way through the shop: each
// is Secure (over https and on the loopback host a browser treats as secure), HttpOnly (no page script needs one),
// SameSite and on the whole site (Path=/).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO, ORIGIN, memberBrowser, memberCall } from "./auth/testing";

interface SetCookie {
  name: string;
  line: string;
  attrs: Record<string, string | true>;
}

function setCookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((p) => p.trim());
    const attrs = Object.fromEntries(
      attributes.map((a) => {
        const at = a.indexOf("=");
        return at < 0 ? [a.toLowerCase(), true] : [a.slice(0, at).toLowerCase(), a.slice(at + 1)];
      }),
    );
    return { name: pair.slice(0, pair.indexOf("=")), line, attrs };
  });
}

function expectLocked(cookie: SetCookie): void {
  expect(cookie.attrs.secure, cookie.line).toBe(true);
  expect(cookie.attrs.httponly, cookie.line).toBe(true);
  expect(String(cookie.attrs.samesite), cookie.line).toMatch(/^(Lax|Strict)$/);
  expect(cookie.attrs.path, cookie.line).toBe("/");
  expect(cookie.attrs.domain, cookie.line).toBeUndefined();
}

describe("the cookies the worker sets", () => {
  it("the locale cookie is Secure, HttpOnly, SameSite=Lax on the whole site, from / and from a page", async () => {
    for (const path of ["/", "/ar-om/snow-oman/faq"]) {
      const response = await SELF.fetch(`https://shop.test${path}`, { redirect: "manual", headers: { "accept-language": "ar-OM" } });
      const cookie = setCookiesOf(response).find((c) => c.name === "i18n_redirected");
      expect(cookie, path).toBeDefined();
      expectLocked(cookie!);
      expect(cookie!.attrs.samesite).toBe("Lax");
      expect(cookie!.attrs["max-age"]).toBe(String(365 * 24 * 60 * 60));
    }
  });

  it("keeps working on http://localhost and 127.0.0.1 (a secure context to browsers), and is not Secure on another plain-http host", async () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8788"]) {
      const cookie = setCookiesOf(await SELF.fetch(`${origin}/en-ae/ski-dubai/faq`, { redirect: "manual" })).find((c) => c.name === "i18n_redirected");
      expectLocked(cookie!);
    }
    // A browser drops a Secure cookie set over plain http from another host, so the choice would be forgotten.
    const lan = setCookiesOf(await SELF.fetch("http://192.168.1.20:8787/en-ae/ski-dubai/faq", { redirect: "manual" })).find((c) => c.name === "i18n_redirected");
    expect(lan!.attrs.secure).toBeUndefined();
    expect(lan!.attrs.httponly).toBe(true);
  });

  it("every cookie of sign-in, the session, a dead session cookie and sign-out is Secure, HttpOnly, SameSite, Path=/", async () => {
    const seen: SetCookie[] = [];
    const browser = memberBrowser(undefined, async (url, init) => {
      const response = await SELF.fetch(url, init);
      seen.push(...setCookiesOf(response));
      return response;
    });
    await browser.shop("/en-ae/ski-dubai");
    const signedIn = await browser.signIn(DEMO.omar.email);
    expect(signedIn.status).toBe(302);
    expect((await memberCall(browser, "GET", "/get-user-info")).status).toBe(200);
    const cookie = browser.shopJar.cookies.get("__Host-member_session")!;
    expect((await browser.shop("/auth/sign-out", { method: "POST", headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } })).status).toBe(200);
    // The old cookie again: the worker clears it.
    browser.shopJar.cookies.set("__Host-member_session", cookie);
    await browser.shop("/auth/session");
    const names = new Set(seen.map((c) => c.name));
    expect([...names].sort()).toEqual(["__Host-member_session", "__Host-sign_in_flow", "i18n_redirected"]);
    for (const c of seen) expectLocked(c);
  });
});
