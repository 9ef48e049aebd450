// The shop's edge as an attacker meets it: redirects that never leave the shop, state-changing requests from another
// site refused, HSTS, personal answers never cached, 405 with Allow for a known path asked the wrong way, capped
// bodies, and no input that gives a 5xx.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORDER_PATHS } from "../../shared/contract/orders";
import { STRICT_TRANSPORT_SECURITY } from "../app";
import { BODY_LIMITS } from "./edge";

const ORIGIN = "https://shop.test";
const get = (path: string, init: RequestInit = {}) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

describe("URL normalisation never sends a browser to another host", () => {
  it.each(["//other.example/", "/\\other.example/", "///other.example/", "//Other.Example/", "//other.example/Path/", "/\\/other.example"])(
    "%s",
    async (path) => {
      for (const method of ["GET", "POST"]) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, { method, redirect: "manual", headers: { origin: ORIGIN } });
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        const location = response.headers.get("location");
        if (location !== null) {
          expect(location.startsWith("//") || location.startsWith("/\\"), location).toBe(false);
          expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
        }
      }
    },
  );
});

describe("a state-changing request from another site is refused", () => {
  const crossSite: Record<string, string>[] = [
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  ];
  const posts: [string, RequestInit][] = [
    ["/api/newsletter", { headers: { "site-id": "1", lang: "en", "content-type": "application/json" }, body: JSON.stringify({ email: "a@example.com" }) }],
    [`/api/provider${ORDER_PATHS.checkBasket}?location=ski_dubai`, { headers: { "site-id": "1", "content-type": "text/plain" }, body: "{}" }],
    [`/api/provider${ORDER_PATHS.generateToken}`, { headers: { "site-id": "1", "content-type": "application/json" }, body: "{}" }],
    [`/sandbox-pay/cs_${"0".repeat(32)}`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "action=approve" }],
  ];
  it.each(posts)("POST %s", async (path, init) => {
    for (const headers of crossSite) {
      const response = await get(path, { ...init, method: "POST", headers: { ...(init.headers as Record<string, string>), ...headers } });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe("cross_site_request");
    }
    // The shop's own pages, and callers that are not browsers (no Origin, no Sec-Fetch-Site), pass the edge.
    const own = await get(path, { ...init, method: "POST", headers: { ...(init.headers as Record<string, string>), origin: ORIGIN, "sec-fetch-site": "same-origin" } });
    expect(own.status).not.toBe(403);
    const server = await get(path, { ...init, method: "POST" });
    expect(server.status).not.toBe(403);
  });

  it("lets reads through from anywhere", async () => {
    expect((await get("/api/health", { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("headers", () => {
  it("asks browsers for HTTPS for a year, subdomains included, on every answer", async () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
    for (const path of ["/api/health", "/en-ae/ski-dubai", "/api/nothing-here", `/sandbox-pay/cs_${"0".repeat(32)}`]) {
      expect((await get(path)).headers.get("strict-transport-security"), path).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it("keeps every answer of the order calls out of caches, refusals and bad input included", async () => {
    const answers = [
      await get(`/api/provider${ORDER_PATHS.bookingDetails("nonsense")}`, { headers: { "site-id": "1" } }),
      await get(`/api/provider${ORDER_PATHS.bookingDetails("SKD-0000000000")}`, { headers: { "site-id": "1" } }),
      await get(`/api/provider${ORDER_PATHS.searchBooking}`, { method: "POST", headers: { "site-id": "1", "content-type": "application/json" }, body: "{}" }),
      await get(`/api/provider${ORDER_PATHS.generateToken}`, { method: "POST", headers: { "site-id": "1", "content-type": "application/json" }, body: "{}" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 401, 400, 400]);
    for (const response of answers) expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a known path asked with another method 405 naming the methods it takes", async () => {
    const cases: [string, string, string][] = [
      ["GET", `/api/provider${ORDER_PATHS.checkBasket}`, "POST"],
      ["PUT", `/api/provider${ORDER_PATHS.capture}`, "POST"],
      ["POST", `/api/provider${ORDER_PATHS.ticketPdf}`, "GET, HEAD"],
      ["DELETE", "/api/health", "GET, HEAD"],
      ["POST", "/en-ae/ski-dubai/faq", "GET, HEAD"],
      ["GET", "/api/newsletter", "POST"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await get(path, { method, headers: { "site-id": "1" } });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(((await response.json()) as { error: string }).error).toBe("method_not_allowed");
    }
    // An unknown API path stays a 404 whatever the method.
    expect((await get("/api/nothing-here", { method: "POST" })).status).toBe(404);
  });

  it("caps request bodies by area with a 413 and a clear message, before reading them", async () => {
    const api = BODY_LIMITS.find(([prefix]) => prefix === "/api/")![1];
    const response = await get(`/api/provider${ORDER_PATHS.generateToken}`, {
      method: "POST",
      headers: { "site-id": "1", "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(api + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "payload_too_large", message: `The request body may not be larger than ${api} bytes.` });
    const page = await get(`/sandbox-pay/cs_${"0".repeat(32)}`, { method: "POST", body: "x".repeat(9000) });
    expect(page.status).toBe(413);
  });
});

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 bytes a client could send for it. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

describe("no input gives a 5xx", () => {
  const weird = ["\u0000", "\u202E", "\uD800", "%00", "%ZZ", "'; DROP TABLE carts; --", "../".repeat(20), "x".repeat(2000), "{}", "[]", "null", "😀"];
  it("over every order call, with odd bodies, headers and query values", async () => {
    const calls: [string, string][] = [
      ["POST", `${ORDER_PATHS.checkBasket}?location=ski_dubai`],
      ["POST", ORDER_PATHS.generateToken],
      ["POST", ORDER_PATHS.extendSession],
      ["POST", ORDER_PATHS.releaseCart],
      ["POST", ORDER_PATHS.checkout],
      ["POST", ORDER_PATHS.capture],
      ["POST", ORDER_PATHS.searchBooking],
      ["POST", `${ORDER_PATHS.checkoutToken}?location=ski_dubai`],
      ["GET", ORDER_PATHS.ticketPdf],
      ["GET", ORDER_PATHS.invoice],
      ["GET", ORDER_PATHS.addOns],
      ["GET", ORDER_PATHS.bankOffers],
    ];
    for (const [method, path] of calls) {
      for (const value of weird) {
        const body = method === "POST" ? JSON.stringify({ cartId: value, lineItems: value, email: value, reservationCode: value, checkoutSessionId: value, returnUrl: value }) : undefined;
        const headers: Record<string, string> = { "site-id": "1", "content-type": "application/json" };
        for (const name of ["x-access-token", "x-cart-secret", "booking-reference", "payment-type", "operation"]) {
          headers[name] = encode(value).slice(0, 200);
        }
        const v = encode(value);
        const query = `${path.includes("?") ? "&" : "?"}reservationCode=${v}&cardId=${v}&region=${v}&Lang=${v}`;
        const response = await get(`/api/provider${path}${query}`, { method, headers, body });
        expect(response.status, `${method} ${path} with ${JSON.stringify(value)}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
  });

  it("over the newsletter, the CMS and the pages", async () => {
    for (const value of weird) {
      const newsletter = await get("/api/newsletter", {
        method: "POST",
        headers: { "site-id": "1", lang: "en", "content-type": "application/json" },
        body: JSON.stringify({ email: `a${value}@example.com`, newsletter_type: value }),
      });
      expect(newsletter.status, JSON.stringify(value)).toBeLessThan(500);
      const cms = await get(`/api/cms/ski-dubai/api/ContentPage/GetContentPage?Name=${encode(value)}&Lang=${encode(value)}`);
      expect(cms.status, JSON.stringify(value)).toBeLessThan(500);
      const page = await get(`/en-ae/ski-dubai/${encode(value)}`);
      expect(page.status, JSON.stringify(value)).toBeLessThan(500);
    }
    const nul = await get("/api/newsletter", {
      method: "POST",
      headers: { "site-id": "1", lang: "en", "content-type": "application/json" },
      body: JSON.stringify({ email: "sam\u0000@example.com" }),
    });
    expect(nul.status).toBe(400);
  });
});
