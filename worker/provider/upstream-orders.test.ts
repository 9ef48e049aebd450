// One copy of the shop serves as the upstream provider of another (PROVIDER_API_URL), each with its own database:
// the whole order path goes upstream, so places held through the second shop are held in the first one's ledger and
// both show the same free places; the guest pays on the upstream's payment page and comes back to the second shop;
// refusals pass through in the contract's shapes; an answer that does not fit is a 502, never used.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayIn } from "../../shared/booking/calendar";
import { availabilityAnswerSchema } from "../../shared/catalogue";
import { ACCESS_TOKEN_HEADER, API_KEY_HEADER, CART_SECRET_HEADER, ORDER_ERROR_CODES, ORDER_PATHS, PAYMENT_TYPE_HEADER, WEB_SHOP_API_KEY } from "../../shared/contract/orders";
import {
  captureAnswerSchema,
  checkBasketSuccessSchema,
  checkoutAnswerSchema,
  guestTokenAnswerSchema,
  orderErrorAnswerSchema,
  orderSchema,
} from "../../shared/contract/order-schemas";
import { TENANTS } from "../../tenants";
import { CATALOGUE_SEEDS } from "../../tenants/catalogue";
import { createApp } from "../app";
import type { Env } from "../env";
import { TEST_CARDS } from "../gateway/hosted-page";
import { cardOn, dayAfter, lineOf } from "../orders/testing";
import { DEMO, memberBrowser, memberCall, sealedForSession } from "../auth/testing";
import { seedCatalogue } from "./store";

const DUBAI = TENANTS.find((t) => t.slug === "ski-dubai")!;
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
const SHOP = "https://second-shop.test";
const UPSTREAM = "https://first-shop.test";
const bindings = env as unknown as Env & { UPSTREAM_DB: D1Database; UPSTREAM_CACHE: KVNamespace };

/** The first shop: the embedded provider, on its own database, accepting the second shop's return pages. */
const upstreamEnv: Env = { ...bindings, DB: bindings.UPSTREAM_DB, CACHE: bindings.UPSTREAM_CACHE, PROVIDER_API_URL: "", SHOP_ORIGINS: SHOP };
/** The second shop: every provider call goes to the first one. */
const shopEnv: Env = { ...bindings, PROVIDER_API_URL: `${UPSTREAM}/api/provider` };
const upstream = createApp((c) => c.text("page"));
const shop = createApp((c) => c.text("page"));

const realFetch = globalThis.fetch;
let upstreamCalls: string[] = [];
let tamper: ((response: Response) => Response | Promise<Response>) | null = null;

beforeEach(async () => {
  upstreamCalls = [];
  tamper = null;
  // The network between the two shops: requests for the first shop's address reach its app.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    // Other addresses (the identity provider) go out untouched: reading a request here would use up its body.
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(UPSTREAM)) return realFetch(input as RequestInfo, init);
    const request = new Request(input as RequestInfo, init);
    upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}`);
    const response = await upstream.request(request, undefined, upstreamEnv);
    return tamper ? tamper(response) : response;
  });
  await seedCatalogue(upstreamEnv.DB, DUBAI.siteId, CATALOGUE_SEEDS["ski-dubai"], todayIn(DUBAI.timeZone));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function callShop(method: "GET" | "POST", path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const headers: Record<string, string> = { "site-id": "1", "cf-connecting-ip": "203.0.113.7", ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return shop.request(`${SHOP}/api/provider${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }, shopEnv);
}

async function freeOn(app: typeof shop, appEnv: Env, origin: string, date: string): Promise<number> {
  const response = await app.request(
    `${origin}/api/provider/viva/rest-calender-availability/${SNOW_PARK.tickets[0]!.event_ak}/${date}/${date}/true`,
    { method: "POST", headers: { "site-id": "1" } },
    appEnv,
  );
  return availabilityAnswerSchema.parse(await response.json()).dayList[0]!.maxAvailability;
}

/**
 * What the shop itself holds or sold: the days whose seat authority it ever asked (written before a day's first hold),
 * the holds its carts record, and the old ledger's rows.
 */
async function heldInLedger(db: D1Database): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM seat_days) + (SELECT COUNT(*) FROM carts WHERE seat_holds != '[]')
              + (SELECT COALESCE(SUM(quantity), 0) FROM slot_ledger) AS n`,
    )
    .first<{ n: number }>();
  return row!.n;
}

describe("a shop whose provider is another copy of the shop", () => {
  // Room for the first ticket PDF of this test worker, which loads the PDF library then (docs/decisions/041).
  it("holds, pays and sells in the upstream's ledger only: both shops show the same free places", { timeout: 30_000 }, async () => {
    const date = dayAfter(DUBAI, 15);
    const freeBefore = await freeOn(upstream, upstreamEnv, UPSTREAM, date);
    const ownBefore = await heldInLedger(shopEnv.DB);

    const reserve = await callShop("POST", `${ORDER_PATHS.checkBasket}?location=ski_dubai`, { body: { lineItems: [lineOf(SNOW_PARK, date, null, { adult: 5 })] } });
    expect(reserve.status).toBe(200);
    const cart = checkBasketSuccessSchema.parse(await reserve.json());
    expect(cart.cartSecret).not.toBeNull();
    expect(upstreamCalls).toContain("POST /api/provider/order/check-basket");

    // Five places fewer upstream, and the second shop's availability (read upstream too) agrees; its own ledger is untouched.
    expect(await freeOn(upstream, upstreamEnv, UPSTREAM, date)).toBe(freeBefore - 5);
    expect(await freeOn(shop, shopEnv, SHOP, date)).toBe(freeBefore - 5);
    expect(await heldInLedger(shopEnv.DB)).toBe(ownBefore);

    // The guest's token, the checkout and the payment page are the upstream's; the way back is the second shop's.
    const tokenAnswer = await callShop("POST", ORDER_PATHS.generateToken, {
      headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY },
      body: { title: "ms", email: "lina@example.com", firstName: "Lina", lastName: "Saleh", mobile: "+971501234567", dateOfBirth: "1990-01-01", country: "AE", nationality: "AE" },
    });
    const token = guestTokenAnswerSchema.parse(await tokenAnswer.json()).data.data.token;
    const started = await callShop("POST", ORDER_PATHS.checkout, {
      headers: { [ACCESS_TOKEN_HEADER]: token, [CART_SECRET_HEADER]: cart.cartSecret!, [PAYMENT_TYPE_HEADER]: "card" },
      body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId, revision: cart.revision },
    });
    expect(started.status).toBe(200);
    const checkout = checkoutAnswerSchema.parse(await started.json());
    expect(checkout.redirectUrl).toBe(`${UPSTREAM}/sandbox-pay/${checkout.checkoutSessionId}`);

    const paid = await upstream.request(
      checkout.redirectUrl,
      {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: UPSTREAM, "sec-fetch-site": "same-origin" },
        body: new URLSearchParams({ action: "card", number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Lina Saleh" }).toString(),
      },
      upstreamEnv,
    );
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${SHOP}/en-ae/ski-dubai/booking-redirect?checkout_session_id=${checkout.checkoutSessionId}`);

    const captured = captureAnswerSchema.parse(await (await callShop("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: checkout.checkoutSessionId } })).json());
    expect(captured).toMatchObject({ status: "confirmed", amount: 750, orderId: cart.cartId });
    const order = orderSchema.parse(await (await callShop("GET", `${ORDER_PATHS.bookingDetails(cart.cartId!)}?isGuest=true`, { headers: { [ACCESS_TOKEN_HEADER]: token } })).json());
    expect(order.tickets).toHaveLength(5);
    const pdf = await callShop("GET", ORDER_PATHS.ticketPdf, { headers: { [ACCESS_TOKEN_HEADER]: token, "booking-reference": cart.cartId! } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect(await heldInLedger(shopEnv.DB)).toBe(ownBefore);
  });

  it("checks the web shop's key itself before asking the upstream for a guest token", async () => {
    const refused = await callShop("POST", ORDER_PATHS.generateToken, {
      headers: { [API_KEY_HEADER]: "not-the-key" },
      body: { title: "ms", email: "lina@example.com", firstName: "Lina", lastName: "Saleh", mobile: "+971501234567", dateOfBirth: "1990-01-01", country: "AE", nationality: "AE" },
    });
    expect(refused.status).toBe(401);
    expect(upstreamCalls).toEqual([]);
  });

  it("passes the upstream's refusals on in the contract's shapes", async () => {
    const date = dayAfter(DUBAI, 16);
    const cart = checkBasketSuccessSchema.parse(
      await (await callShop("POST", `${ORDER_PATHS.checkBasket}?location=ski_dubai`, { body: { lineItems: [lineOf(SNOW_PARK, date, null)] } })).json(),
    );
    const foreign = await callShop("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } });
    expect(foreign.status).toBe(404);
    expect(orderErrorAnswerSchema.parse(await foreign.json()).code).toBe(ORDER_ERROR_CODES.cartNotFound);
    const promo = await callShop("POST", `${ORDER_PATHS.checkBasket}?location=ski_dubai`, {
      headers: { lang: "ar" },
      body: { lineItems: [lineOf(SNOW_PARK, date, null)], promoCode: "NOPE" },
    });
    expect(promo.status).toBe(422);
    expect(orderErrorAnswerSchema.parse(await promo.json()).errorMessage).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers 502 when the upstream's answer does not fit the contract, and uses none of it", async () => {
    tamper = () => Response.json({ lineItemsSoap: "nonsense" });
    const response = await callShop("POST", `${ORDER_PATHS.checkBasket}?location=ski_dubai`, {
      body: { lineItems: [lineOf(SNOW_PARK, dayAfter(DUBAI, 17), null)] },
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toBe("provider_unavailable");
  });
});

describe("a member through the seam", () => {
  it("signs in at the second shop and every member call goes upstream with the bearer token, refreshed on a 401", async () => {
    const browser = memberBrowser(undefined, (url, init) => shop.request(url, init, shopEnv), SHOP);
    const signedIn = await browser.signIn(DEMO.omar.email);
    expect(signedIn.status).toBe(302);
    // The member's record is made by the upstream provider, the session is kept by the second shop.
    expect(await upstreamEnv.DB.prepare("SELECT COUNT(*) AS n FROM members WHERE mafid = ?1").bind(DEMO.omar.mafid).first("n")).toBe(1);
    const session = await shopEnv.DB.prepare("SELECT id_hash FROM member_sessions WHERE mafid = ?1 ORDER BY created_at DESC").bind(DEMO.omar.mafid).first<{ id_hash: string }>();
    expect(session).not.toBeNull();

    upstreamCalls = [];
    const details = await memberCall(browser, "GET", "/get-user-info");
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ user: { mafid: DEMO.omar.mafid } });
    expect(upstreamCalls).toContain("GET /api/provider/get-user-info");

    // The upstream rejects a token the second shop still thought valid: refreshed, and the call retried once.
    const rejected = await sealedForSession(browser, "access_token", "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl", shopEnv.SESSION_SECRET);
    await shopEnv.DB.prepare("UPDATE member_sessions SET access_token = ?2 WHERE id_hash = ?1").bind(session!.id_hash, rejected).run();
    upstreamCalls = [];
    expect((await memberCall(browser, "POST", "/check-session", {})).status).toBe(200);
    expect(upstreamCalls.filter((c) => c === "POST /api/provider/check-session")).toHaveLength(2);
  });
});
