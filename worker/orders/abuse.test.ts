// The ways a careful attacker or a busy weekend tried to cheat, abuse or crash the purchase path (issue 10), each
// replayed against the whole app: a cart changed after checkout, a cart id used by someone else, places hoarded,
// bookings guessed, unchecked text, and discounts claimed without being earned. What is charged always equals
// what is sold.
import { describe, expect, it } from "vitest";
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CART_SECRET_HEADER,
  CHECKOUT_SESSION_PARAM,
  MAX_CART_LINES,
  ORDER_ERROR_CODES,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
  WEB_SHOP_API_KEY,
  orderErrorMessage,
} from "../../shared/contract/orders";
import {
  captureAnswerSchema,
  checkBasketSuccessSchema,
  checkoutAnswerSchema,
  findBookingAnswerSchema,
  guestTokenAnswerSchema,
  invalidRequestSchema,
  orderErrorAnswerSchema,
  orderSchema,
} from "../../shared/contract/order-schemas";
import { TEST_CARDS } from "../gateway/hosted-page";
import { env as workerEnv } from "cloudflare:workers";
import { RATE_RULES, type RateEnv, counterOf, proofKey } from "../rate-limit";
import { ORIGIN, cardOn, checkBasketPath, clockedShop, dayAfter, db, lineOf, prepareSite, rowCounts, slotOf, takenIn, tenantOf, singleUsePromoCode } from "./testing";
import { DEMO, followVerificationLink, memberBrowser, memberCall, signedIn, verificationLinkFor } from "../auth/testing";
import { addStaffMember } from "./discounts";

const env = workerEnv as unknown as RateEnv;
const ARABIC = /[\u0600-\u06FF]/;
const DUBAI = tenantOf("ski-dubai");
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
const SNOW_PARK_EVENT = SNOW_PARK.tickets[0]!.event_ak;
const SLOPE = cardOn("ski-dubai", "SLOPE.2HR");
const GUEST = {
  title: "mr",
  email: "sam.frost@example.com",
  firstName: "Sam",
  lastName: "Frost",
  mobile: "+971501234567",
  dateOfBirth: "1990-01-01",
  country: "AE",
  nationality: "AE",
};

type Shop = ReturnType<typeof clockedShop>;

async function reserve(shop: Shop, body: Record<string, unknown>, lang?: string) {
  const response = await shop.call("POST", checkBasketPath(DUBAI.locationCode), { body, lang });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function reserved(shop: Shop, body: Record<string, unknown>) {
  const answer = await reserve(shop, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return checkBasketSuccessSchema.parse(answer.body);
}

async function guestToken(shop: Shop, guest = GUEST) {
  const response = await shop.call("POST", ORDER_PATHS.generateToken, { body: guest, headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY } });
  expect(response.status).toBe(200);
  return guestTokenAnswerSchema.parse(await response.json()).data.data.token;
}

function startCheckout(shop: Shop, token: string, cartId: string, extra: Record<string, unknown> = {}, paymentType = "card") {
  return shop.call("POST", ORDER_PATHS.checkout, {
    body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId, ...extra },
    headers: { [ACCESS_TOKEN_HEADER]: token, [PAYMENT_TYPE_HEADER]: paymentType },
  });
}

async function checkoutSession(shop: Shop, token: string, cartId: string, extra: Record<string, unknown> = {}) {
  const response = await startCheckout(shop, token, cartId, extra);
  expect(response.status).toBe(200);
  return checkoutAnswerSchema.parse(await response.json()).checkoutSessionId;
}

/** Pays on the hosted card page as the guest's browser does (a form posted from the page itself). */
function payCard(shop: Shop, sessionId: string, number: string = TEST_CARDS.approved, headers: Record<string, string> = { origin: ORIGIN, "sec-fetch-site": "same-origin" }) {
  return shop.fetch(`/sandbox-pay/${sessionId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ action: "card", number, expiry: "12/39", cvc: "123", name: "Sam Frost" }).toString(),
  });
}

async function capture(shop: Shop, sessionId: string) {
  const response = await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } });
  expect(response.status).toBe(200);
  return captureAnswerSchema.parse(await response.json());
}

/** Money kept for a cart: charges less refunds of every payment of the cart, and the worth of its orders. */
async function moneyOf(cartId: string) {
  const kept = await db
    .prepare(
      `SELECT COALESCE(SUM(CASE p.kind WHEN 'charge' THEN p.amount ELSE -p.amount END), 0) AS n
       FROM payment_ledger p JOIN checkout_sessions s ON s.id = p.checkout_session_id WHERE s.cart_id = ?1`,
    )
    .bind(cartId)
    .first<{ n: number }>();
  const sold = await db.prepare("SELECT COALESCE(SUM(json_extract(totals, '$.gross')), 0) AS n FROM orders WHERE reservation_code = ?1").bind(cartId).first<{ n: number }>();
  const tickets = await db.prepare("SELECT COUNT(*) AS n FROM order_tickets WHERE reservation_code = ?1").bind(cartId).first<{ n: number }>();
  return { charged: kept!.n, sold: sold!.n, tickets: tickets!.n };
}

const adults = (n: number, day = 20) => lineOf(SNOW_PARK, dayAfter(DUBAI, day), null, { adult: n });

describe("1. a cart changed after checkout is never sold for the amount paid before the change", () => {
  it("grows: reserve 1 adult, check out, reserve 3 adults, pay the open page: nothing charged or confirmed; paying again charges 450 for 3", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const one = await reserved(shop, { lineItems: [adults(1)] });
    expect(one.lineItems.basketTotal.gross).toBe(150);
    const token = await guestToken(shop);
    const session = await checkoutSession(shop, token, one.cartId!);

    const three = await reserved(shop, { cartId: one.cartId, lineItems: [adults(3)] });
    expect(three.lineItems.basketTotal.gross).toBe(450);
    expect(three.revision).toBe(2);

    // The open payment page of the 1-adult cart is void: paying it only sends the guest back, and charges nothing.
    const paid = await payCard(shop, session);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`/en-ae/ski-dubai/booking-redirect?${CHECKOUT_SESSION_PARAM}=${session}`);
    const answer = await capture(shop, session);
    expect(answer).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentStoppedCartChanged, orderId: null });
    expect(await moneyOf(one.cartId!)).toEqual({ charged: 0, sold: 0, tickets: 0 });

    // Paying the cart as it is now charges its worth and sells exactly it.
    const again = await checkoutSession(shop, token, one.cartId!, { revision: three.revision });
    await payCard(shop, again);
    expect(await capture(shop, again)).toMatchObject({ status: "confirmed", amount: 450, orderId: one.cartId });
    expect(await moneyOf(one.cartId!)).toEqual({ charged: 450, sold: 450, tickets: 3 });
  });

  it("approved just before the change: capture refunds the 150 and sells nothing; the 3 places stay held for the new cart", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const one = await reserved(shop, { lineItems: [adults(1, 21)] });
    const token = await guestToken(shop);
    const session = await checkoutSession(shop, token, one.cartId!);
    await payCard(shop, session);
    await reserved(shop, { cartId: one.cartId, lineItems: [adults(3, 21)] });
    const answer = await capture(shop, session);
    expect(answer).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.changedDuringPayment, amount: 150 });
    expect(answer.reason).toMatch(/changed while you were paying/);
    expect(await moneyOf(one.cartId!)).toEqual({ charged: 0, sold: 0, tickets: 0 });
    expect(await takenIn(DUBAI, SNOW_PARK_EVENT, dayAfter(DUBAI, 21), null)).toBe(3);
  });

  it("shrinks, or gets a promo code after checkout: the old amount is never charged", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const three = await reserved(shop, { lineItems: [adults(3, 22)] });
    const token = await guestToken(shop);
    const before = await checkoutSession(shop, token, three.cartId!);
    await reserved(shop, { cartId: three.cartId, lineItems: [adults(1, 22)] });
    await payCard(shop, before);
    expect((await capture(shop, before)).code).toBe(ORDER_ERROR_CODES.paymentStoppedCartChanged);

    const promoBefore = await checkoutSession(shop, token, three.cartId!);
    const withPromo = await reserved(shop, { cartId: three.cartId, lineItems: [adults(1, 22)], promoCode: "SNOW10" });
    expect(withPromo.lineItems.basketTotal.gross).toBe(135);
    await payCard(shop, promoBefore);
    expect((await capture(shop, promoBefore)).code).toBe(ORDER_ERROR_CODES.paymentStoppedCartChanged);
    expect(await moneyOf(three.cartId!)).toEqual({ charged: 0, sold: 0, tickets: 0 });

    const now = await checkoutSession(shop, token, three.cartId!, { revision: withPromo.revision });
    await payCard(shop, now);
    expect(await capture(shop, now)).toMatchObject({ status: "confirmed", amount: 135 });
    expect(await moneyOf(three.cartId!)).toEqual({ charged: 135, sold: 135, tickets: 1 });
  });

  it("an emptied (released) cart stops its open payment page: paying it charges nothing", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const cart = await reserved(shop, { lineItems: [adults(2, 26)] });
    const token = await guestToken(shop);
    const session = await checkoutSession(shop, token, cart.cartId!);
    expect((await shop.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } })).status).toBe(200);
    expect((await payCard(shop, session)).status).toBe(303);
    expect(await capture(shop, session)).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentStoppedCartChanged });
    expect(await moneyOf(cart.cartId!)).toEqual({ charged: 0, sold: 0, tickets: 0 });
  });

  it("a check that repeats the same cart (view cart) keeps the payment page; a stale revision at checkout is refused with 5042", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const line = adults(2, 23);
    const first = await reserved(shop, { lineItems: [line] });
    const token = await guestToken(shop);
    const session = await checkoutSession(shop, token, first.cartId!, { revision: first.revision });
    const repeat = await reserved(shop, { cartId: first.cartId, lineItems: [line] });
    expect(repeat.revision).toBe(first.revision);
    await payCard(shop, session);
    expect(await capture(shop, session)).toMatchObject({ status: "confirmed", amount: 300 });

    const other = await reserved(shop, { lineItems: [adults(1, 24)] });
    const changed = await reserved(shop, { cartId: other.cartId, lineItems: [adults(2, 24)] });
    const stale = await startCheckout(shop, token, other.cartId!, { revision: other.revision }, "card");
    expect(stale.status).toBe(409);
    expect(orderErrorAnswerSchema.parse(await stale.json()).code).toBe(ORDER_ERROR_CODES.cartChanged);
    expect((await startCheckout(shop, token, other.cartId!, { revision: changed.revision })).status).toBe(200);
  });

  it("the change made at the same moment as the payment, many times over: the charge always equals the order's worth", async () => {
    await prepareSite("ski-dubai");
    for (let round = 0; round < 12; round++) {
      const shop = clockedShop(() => new Date());
      const one = await reserved(shop, { lineItems: [adults(1, 25)] });
      const token = await guestToken(shop);
      const session = await checkoutSession(shop, token, one.cartId!);
      const change = () => reserve(shop, { cartId: one.cartId, lineItems: [adults(3, 25)] });
      const pay = () => payCard(shop, session);
      await Promise.all(round % 2 ? [change(), pay()] : [pay(), change()]);
      await Promise.all([capture(shop, session), capture(shop, session)]);
      const money = await moneyOf(one.cartId!);
      expect(money.charged, `round ${round}`).toBe(money.sold);
      expect(money.sold).toBe(0);
    }
  }, 30_000);
});

describe("a promo code's last use, taken by two payments at once", () => {
  it("sells one booking at the promo price and refunds the other with 6008: the code is never used beyond its limit", async () => {
    await prepareSite("ski-dubai");
    const code = await singleUsePromoCode(DUBAI, "LAST");
    const paid = await Promise.all(
      [26, 27].map(async (day) => {
        const shop = clockedShop(() => new Date());
        const cart = await reserved(shop, { lineItems: [adults(2, day)], promoCode: code });
        expect(cart.lineItems.basketTotal.promo_code_amount).toBeGreaterThan(0);
        const session = await checkoutSession(shop, await guestToken(shop), cart.cartId!);
        expect((await payCard(shop, session)).status).toBe(303);
        return { shop, cart, session };
      }),
    );
    const answers = await Promise.all(paid.map(({ shop, session }) => capture(shop, session)));
    expect(answers.map((a) => a.status).sort()).toEqual(["confirmed", "refunded"]);
    const refunded = answers.find((a) => a.status === "refunded")!;
    expect(refunded.code).toBe(ORDER_ERROR_CODES.promoUsedUpDuringPayment);
    expect(refunded.reason).toBe(orderErrorMessage(ORDER_ERROR_CODES.promoUsedUpDuringPayment, "en"));
    const used = await db.prepare("SELECT used_count AS n FROM promo_codes WHERE site_id = ?1 AND code = ?2").bind(DUBAI.siteId, code).first<{ n: number }>();
    expect(used!.n).toBe(1);
    for (const { cart } of paid) {
      const money = await moneyOf(cart.cartId!);
      expect(money.charged).toBe(money.sold);
    }
  });
});

describe("2. a cart answers only the holder of its secret", () => {
  it("another browser with the cart id, with or without a token of its own, gets the 404 of an unknown cart and changes nothing", async () => {
    await prepareSite("ski-dubai");
    const owner = clockedShop(() => new Date());
    const cart = await reserved(owner, { lineItems: [adults(2, 30)] });
    expect(cart.cartSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attacker = clockedShop(() => new Date());
    const token = await guestToken(attacker, { ...GUEST, email: "mallory@example.com" });
    const before = await rowCounts();
    const attempts = [
      attacker.call("POST", checkBasketPath(DUBAI.locationCode), { body: { cartId: cart.cartId, lineItems: [adults(1, 30)] } }),
      attacker.call("POST", checkBasketPath(DUBAI.locationCode), { body: { cartId: cart.cartId, lineItems: [adults(1, 30)] }, secret: "x".repeat(43) }),
      attacker.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } }),
      attacker.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } }),
      startCheckout(attacker, token, cart.cartId!),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(orderErrorAnswerSchema.parse(await response.json()).code).toBe(ORDER_ERROR_CODES.cartNotFound);
    }
    const unknown = await attacker.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: "SKD-0000000000" } });
    expect(await unknown.json()).toEqual(await (await attacker.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } })).json());
    expect(await rowCounts()).toEqual(before);
    expect(await takenIn(DUBAI, SNOW_PARK_EVENT, dayAfter(DUBAI, 30), null)).toBe(2);
    // The owner still can.
    expect((await owner.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } })).status).toBe(200);
  });

  it("a release sent with a wrong secret, many at once, answers 404 and leaves the cart, its places and its payment page as they were", async () => {
    await prepareSite("ski-dubai");
    const owner = clockedShop(() => new Date());
    const cart = await reserved(owner, { lineItems: [adults(2, 33)] });
    const session = await checkoutSession(owner, await guestToken(owner), cart.cartId!);
    const rowsOf = () =>
      db.batch([
        db.prepare("SELECT state, updated_at, revision, seat_holds FROM carts WHERE cart_id = ?1").bind(cart.cartId),
        db.prepare("SELECT state, updated_at FROM checkout_sessions WHERE id = ?1").bind(session),
      ]);
    const before = (await rowsOf()).map((r) => r.results);
    const attacker = clockedShop(() => new Date());
    const wrongSecrets = ["x".repeat(43), owner.secretOf(cart.cartId!)!.slice(0, 42) + "x", cart.cartId!, " ", "A".repeat(43)];
    const answers = await Promise.all(wrongSecrets.map((secret) => attacker.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId }, secret })));
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(orderErrorAnswerSchema.parse(await response.json()).code).toBe(ORDER_ERROR_CODES.cartNotFound);
    }
    expect((await rowsOf()).map((r) => r.results)).toEqual(before);
    expect(before[0]![0]).toMatchObject({ state: "open" });
    expect(before[1]![0]).toMatchObject({ state: "pending" });
    expect(await takenIn(DUBAI, SNOW_PARK_EVENT, dayAfter(DUBAI, 33), null)).toBe(2);
    // The owner's own release still frees the places and stops the page.
    const released = await owner.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } });
    expect(await released.json()).toEqual({ cartId: cart.cartId, state: "released" });
    expect(await takenIn(DUBAI, SNOW_PARK_EVENT, dayAfter(DUBAI, 33), null)).toBe(0);
    expect((await rowsOf())[1]!.results[0]).toMatchObject({ state: "cancelled" });
  });
});

describe("3. places cannot be hoarded", () => {
  it("refuses a ticket of more than 36 guests, more than 10 lines, and more than 12 of an age or 36 in all on one day across lines", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const before = await rowCounts();
    const huge = await reserve(shop, { lineItems: [lineOf(SNOW_PARK, dayAfter(DUBAI, 40), null, { adult: 12, junior: 12, child: 12, infant: 12 })] });
    expect(huge.status).toBe(400);
    expect(invalidRequestSchema.parse(huge.body).issues.map((i) => i.rule)).toContain("max_total");
    const tooMany = await reserve(shop, { lineItems: [lineOf(SNOW_PARK, dayAfter(DUBAI, 40), null, { adult: 13 })] });
    expect(tooMany.status).toBe(400);
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => lineOf(SNOW_PARK, dayAfter(DUBAI, 41 + i), null, { adult: 1 }));
    const manyLines = await reserve(shop, { lineItems: lines });
    expect(manyLines.status).toBe(400);
    expect(invalidRequestSchema.parse(manyLines.body).issues).toContainEqual(expect.objectContaining({ field: "lineItems", rule: "max" }));
    // The reproduction: a few lines of many tickets on one day held 240 of 600 places in one request.
    const hoard = Array.from({ length: 8 }, () => lineOf(SNOW_PARK, dayAfter(DUBAI, 40), null, { adult: 12, junior: 12, child: 6 }));
    const refused = await reserve(shop, { lineItems: hoard }, "ar");
    expect(refused.status).toBe(422);
    const error = orderErrorAnswerSchema.parse(refused.body);
    expect(error.code).toBe(ORDER_ERROR_CODES.tooManyGuests);
    expect(error.errorMessage).toMatch(ARABIC);
    expect(error.productErrorList).toHaveLength(8);
    expect(await rowCounts()).toEqual(before);
    expect(await takenIn(DUBAI, SNOW_PARK_EVENT, dayAfter(DUBAI, 40), null)).toBe(0);
  });

  it("still serves a family (two products, four guests) and a group of 36 on one day", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const date = dayAfter(DUBAI, 42);
    const slot = await slotOf(DUBAI, SLOPE, date, "10:00");
    const family = await reserved(shop, {
      lineItems: [lineOf(SNOW_PARK, date, null, { adult: 2, junior: 2 }), lineOf(SLOPE, date, slot, { adult: 2, junior: 2 })],
    });
    expect(family.lineItemsSoap).toHaveLength(2);
    const group = await reserved(clockedShop(() => new Date()), { lineItems: [lineOf(SNOW_PARK, date, null, { adult: 12, junior: 12, child: 12 })] });
    expect(group.lineItems.basketTotal.subtotal).toBeGreaterThan(0);
  });

  it("limits reserve-mode checks per cart: the 121st check of one cart within 10 minutes is 429 with Retry-After, in the page's language; check mode, other carts and new carts are not held back", async () => {
    await prepareSite("ski-dubai");
    let now = new Date();
    const shop = clockedShop(() => now);
    const line = adults(1, 43);
    const cart = await reserved(shop, { lineItems: [line] });
    // The cart's earlier checks, as many as the rule allows but one (the first reserve above made the cart new).
    const rule = RATE_RULES.reserve;
    await counterOf(env, rule, await proofKey("cart", cart.cartId!, shop.secretOf(cart.cartId!)!)).take(rule.windowSeconds * 1000, now.getTime(), rule.max - 1);
    expect((await reserve(shop, { cartId: cart.cartId, lineItems: [line] })).status).toBe(200);
    const refused = await shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { cartId: cart.cartId, lineItems: [line] }, lang: "ar" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = orderErrorAnswerSchema.parse(await refused.json());
    expect(error.code).toBe(ORDER_ERROR_CODES.tooManyRequests);
    expect(error.errorMessage).toMatch(ARABIC);
    const check = await shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { cartId: cart.cartId, lineItems: [line] }, headers: { operation: "check" } });
    expect(check.status).toBe(200);
    // The same shopper's new cart, and another shopper, are not held back; and the window moves on.
    expect((await reserve(shop, { lineItems: [line] })).status).toBe(200);
    expect((await reserve(clockedShop(() => now), { lineItems: [line] })).status).toBe(200);
    now = new Date(now.getTime() + rule.windowSeconds * 1000 + 1000);
    expect((await reserve(shop, { cartId: cart.cartId, lineItems: [line] })).status).toBe(200);
  }, 60_000);
});

describe("4. bookings cannot be guessed", () => {
  async function paidOrder(shop: Shop, day: number, guest = GUEST) {
    const cart = await reserved(shop, { lineItems: [adults(1, day)] });
    const token = await guestToken(shop, guest);
    const session = await checkoutSession(shop, token, cart.cartId!);
    await payCard(shop, session);
    expect((await capture(shop, session)).status).toBe("confirmed");
    return { code: cart.cartId!, token };
  }

  it("locks a reservation code after 5 wrong e-mails, whether or not the code exists, with one answer for every failure", async () => {
    await prepareSite("ski-dubai");
    let now = new Date();
    const owner = clockedShop(() => now);
    const { code } = await paidOrder(owner, 50);
    const find = (shop: Shop, reservationCode: string, email: string) => shop.call("POST", ORDER_PATHS.searchBooking, { body: { reservationCode, email } });
    const guesser = clockedShop(() => now);
    const answers = [];
    for (let i = 0; i < RATE_RULES.codeFailure.max; i++) answers.push(await find(guesser, code, `guess${i}@example.com`));
    for (const a of answers) expect(a.status).toBe(404);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    const unknown = await find(clockedShop(() => now), "SKD-ZZZZZZZZZZ", GUEST.email);
    expect(await unknown.json()).toEqual(bodies[0]);
    // Locked: even the right e-mail, even from another client, until the window moves on.
    const locked = await find(clockedShop(() => now), code, GUEST.email);
    expect(locked.status).toBe(429);
    // It says the code is locked and for how long, not that the connection sent too much.
    expect(orderErrorAnswerSchema.parse(await locked.json()).code).toBe(ORDER_ERROR_CODES.codeLocked);
    now = new Date(now.getTime() + RATE_RULES.codeFailure.windowSeconds * 1000 + 1000);
    const found = await find(clockedShop(() => now), code, GUEST.email);
    expect(found.status).toBe(200);
    expect(findBookingAnswerSchema.parse(await found.json()).reservation_code).toBe(code);
  });

  it("guesses sent all at once are held to the same limit: at most 5 wrong e-mails are answered, the rest 429", async () => {
    await prepareSite("ski-dubai");
    const owner = clockedShop(() => new Date());
    const { code } = await paidOrder(owner, 53);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      clockedShop(() => new Date()).call("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: code, email: `guess${i}@example.com` } }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(RATE_RULES.codeFailure.max);
    expect(statuses.filter((s) => s !== 404 && s !== 429)).toEqual([]);
    const right = await clockedShop(() => new Date()).call("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: code, email: GUEST.email } });
    expect(right.status).toBe(429);
  }, 30_000);

  it("a token generated for the guest's e-mail opens nothing; a find-your-booking token opens only its own order", async () => {
    await prepareSite("ski-dubai");
    const owner = clockedShop(() => new Date());
    const first = await paidOrder(owner, 51);
    const second = await paidOrder(owner, 52);
    const attacker = clockedShop(() => new Date());
    const forged = await guestToken(attacker, GUEST);
    const read = (shop: Shop, code: string, token: string) => shop.call("GET", ORDER_PATHS.bookingDetails(code), { headers: { [ACCESS_TOKEN_HEADER]: token } });
    expect((await read(attacker, first.code, forged)).status).toBe(401);
    expect((await attacker.call("GET", ORDER_PATHS.ticketPdf, { headers: { [ACCESS_TOKEN_HEADER]: forged, "booking-reference": first.code } })).status).toBe(401);
    expect((await read(owner, first.code, first.token)).status).toBe(200);
    const found = findBookingAnswerSchema.parse(
      await (await owner.call("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: second.code, email: GUEST.email } })).json(),
    );
    expect(orderSchema.parse(await (await read(owner, second.code, found.token)).json()).reservation_code).toBe(second.code);
    expect((await read(owner, first.code, found.token)).status).toBe(401);
  });

  it("counts a client's failed look-ups: past its address's ceiling a failure answers 429, while what its own proofs open still answers", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const own = await paidOrder(shop, 54);
    const rule = RATE_RULES.lookupFailureAddress;
    // The address's earlier failures, as many as the ceiling allows but 20.
    await counterOf(env, rule, shop.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 20);
    for (let i = 0; i < 20; i++) {
      const code = `SKD-${String(i).padStart(10, "0")}`;
      expect((await shop.call("GET", ORDER_PATHS.bookingDetails(code), { headers: { [ACCESS_TOKEN_HEADER]: own.token } })).status).toBe(401);
    }
    const blocked = await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: `cs_${"0".repeat(32)}` } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).not.toBeNull();
    // The client's own booking still opens with its token: a success is never refused.
    expect((await shop.call("GET", ORDER_PATHS.bookingDetails(own.code), { headers: { [ACCESS_TOKEN_HEADER]: own.token } })).status).toBe(200);
  }, 60_000);
  it("a client's failed look-ups sent all at once are held to the same limit: at most 20 answered, the rest 429", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const token = await guestToken(shop);
    const rule = RATE_RULES.lookupFailureAddress;
    await counterOf(env, rule, shop.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 20);
    const reads = Array.from({ length: 40 }, (_, i) =>
      shop.call("GET", ORDER_PATHS.bookingDetails(`SKD-${String(i).padStart(10, "0")}`), { headers: { [ACCESS_TOKEN_HEADER]: token } }),
    );
    const statuses = (await Promise.all(reads)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  }, 60_000);
  it("failed look-ups of one booking code, from any number of addresses, are held to the code's limit; its owner still opens it", async () => {
    await prepareSite("ski-dubai");
    const owner = clockedShop(() => new Date());
    const own = await paidOrder(owner, 55);
    const rule = RATE_RULES.lookupFailureTarget;
    const statuses: number[] = [];
    for (let i = 0; i < rule.max + 2; i++) {
      const guesser = clockedShop(() => new Date());
      statuses.push((await guesser.call("GET", ORDER_PATHS.bookingDetails(own.code), { headers: { [ACCESS_TOKEN_HEADER]: await guestToken(guesser) } })).status);
    }
    expect(statuses.slice(0, rule.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(rule.max)).toEqual([429, 429]);
    expect((await owner.call("GET", ORDER_PATHS.bookingDetails(own.code), { headers: { [ACCESS_TOKEN_HEADER]: own.token } })).status).toBe(200);
  }, 60_000);
});

describe("7. text that reaches the store, an invoice or a PDF is checked", () => {
  it.each([
    ["a control character in a name", { firstName: "Sam\u0007" }, "firstName"],
    ["a right-to-left override in a name", { lastName: "Frost\u202Egniht" }, "lastName"],
    ["a right-to-left override in the e-mail", { email: "sam\u202E@example.com" }, "email"],
    ["a NUL in the e-mail", { email: "sam\u0000@example.com" }, "email"],
    ["an e-mail that is not one", { email: "not-an-email" }, "email"],
    ["digits in a name", { firstName: "Sam3" }, "firstName"],
    ["a one-letter name", { lastName: "F" }, "lastName"],
  ])("generate-token refuses %s with 400 naming the field, storing nothing", async (_what, change, field) => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const before = await rowCounts();
    const response = await shop.call("POST", ORDER_PATHS.generateToken, { body: { ...GUEST, ...change }, headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY } });
    expect(response.status).toBe(400);
    expect(invalidRequestSchema.parse(await response.json()).issues.map((i) => i.field)).toContain(field);
    expect(await rowCounts()).toEqual(before);
  });

  it("a line name, a promo code and a staff e-mail with control or direction characters are refused before anything is stored", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ lineItems: [{ ...adults(1, 60), uniqueID: "line\u202E1" }] }, "lineItems.0.uniqueID"],
      [{ lineItems: [adults(1, 60)], promoCode: "SNOW\u000010" }, "promoCode"],
      [{ lineItems: [adults(1, 60)], maf_discount_code: "amira.haddad\u200F@maf.ae" }, "maf_discount_code"],
    ];
    for (const [body, field] of cases) {
      const answer = await reserve(shop, body);
      expect(answer.status).toBe(400);
      expect(invalidRequestSchema.parse(answer.body).issues.map((i) => i.field)).toContain(field);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

/** A member's details complete enough to pay (title, mobile), as the account page saves them. */
const MEMBER_DETAILS = { title: "ms", firstName: "Amira", lastName: "Haddad", dateOfBirth: "1990-03-14", nationality: "AE", countryOfResidence: "AE", mobile: "+971501234567", mobileRegion: "ae" };

/** A signed-in member's reserve-mode basket check on Dubai (the session's token travels with it). */
async function memberReserve(browser: ReturnType<typeof memberBrowser>, body: Record<string, unknown>, lang = "en") {
  const response = await memberCall(browser, "POST", checkBasketPath(DUBAI.locationCode), body, DUBAI.siteId, { lang });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The code and message of a refusal answer. */
const refusalOf = (answer: { body: unknown }) => orderErrorAnswerSchema.parse(answer.body);

describe("9. discounts must be earned at checkout and on the payment page too", () => {
  it("a guest who types a staff member's e-mail as the code and as the payer's e-mail gets no staff discount (4304), in both languages, and nothing is held", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const before = await rowCounts();
    for (const lang of ["en", "ar"] as const) {
      const refused = await reserve(shop, { lineItems: [adults(2, 70)], maf_discount_code: "Amira.Haddad@maf.ae" }, lang);
      expect(refused.status).toBe(422);
      const answer = refusalOf(refused);
      expect(answer.code).toBe(ORDER_ERROR_CODES.mafSignInRequired);
      expect(answer.errorMessage).toBe(orderErrorMessage(ORDER_ERROR_CODES.mafSignInRequired, lang));
      if (lang === "ar") expect(answer.errorMessage).toMatch(ARABIC);
    }
    // Any address at all: a guest learns nothing about who is on the staff list.
    expect(refusalOf(await reserve(shop, { lineItems: [adults(2, 70)], maf_discount_code: "nobody@example.com" })).code).toBe(ORDER_ERROR_CODES.mafSignInRequired);
    // The payer's e-mail of a guest token proves nothing either: the check never gets that far.
    await guestToken(shop, { ...GUEST, email: "amira.haddad@maf.ae", firstName: "Amira", lastName: "Haddad" });
    const after = await rowCounts();
    expect({ ...after, guest_tokens: before.guest_tokens }).toEqual(before);
  });

  it("the staff member's own discounted cart paid with a guest token in her name is refused (4304) and opens no payment page", async () => {
    await prepareSite("ski-dubai");
    const amira = await signedIn(DEMO.amira.email);
    const priced = await memberReserve(amira, { lineItems: [adults(2, 72)], maf_discount_code: DEMO.amira.email });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const cart = checkBasketSuccessSchema.parse(priced.body);
    expect(cart.lineItems.basketTotal.maf_amount).toBeGreaterThan(0);

    const shop = clockedShop(() => new Date());
    const guest = await guestToken(shop, { ...GUEST, email: DEMO.amira.email, firstName: "Amira", lastName: "Haddad" });
    const before = await rowCounts();
    const refused = await shop.call("POST", ORDER_PATHS.checkout, {
      body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId },
      headers: { [ACCESS_TOKEN_HEADER]: guest, [PAYMENT_TYPE_HEADER]: "card" },
      secret: cart.cartSecret,
    });
    expect(refused.status).toBe(422);
    expect(orderErrorAnswerSchema.parse(await refused.json()).code).toBe(ORDER_ERROR_CODES.mafSignInRequired);
    expect(await rowCounts()).toEqual(before);
  });

  it("a member signed up with a staff address is refused (4305) until the link mailed to it is followed; then the discount is hers", async () => {
    await prepareSite("ski-dubai");
    const email = `dana.${crypto.randomUUID().slice(0, 8)}@maf.ae`;
    await addStaffMember(db, email, "Dana Staff", "ops-test", new Date());
    const dana = memberBrowser();
    expect((await dana.signUp(email)).status).toBe(302);

    const before = await rowCounts();
    for (const lang of ["en", "ar"] as const) {
      const refused = await memberReserve(dana, { lineItems: [adults(2, 73)], maf_discount_code: email }, lang);
      expect(refused.status).toBe(422);
      const answer = refusalOf(refused);
      expect(answer.code).toBe(ORDER_ERROR_CODES.mafEmailNotVerified);
      expect(answer.errorMessage).toBe(orderErrorMessage(ORDER_ERROR_CODES.mafEmailNotVerified, lang));
    }
    expect(await rowCounts()).toEqual(before);

    // She opens the link the identity provider mailed her and confirms; her next token says so.
    const verified = await followVerificationLink(await verificationLinkFor(email));
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain("Address verified");
    const again = await signedIn(email);
    const session = (await (await again.shop("/auth/session")).json()) as { member: { emailVerified?: boolean } };
    expect(session.member.emailVerified).toBe(true);
    const granted = await memberReserve(again, { lineItems: [adults(2, 73)], maf_discount_code: email.toUpperCase() });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(checkBasketSuccessSchema.parse(granted.body).lineItems.basketTotal.maf_amount).toBeGreaterThan(0);
  });

  it("a verified staff member gets the discount and pays for it as herself; another verified member typing her address does not (4301)", async () => {
    await prepareSite("ski-dubai");
    const amira = await signedIn(DEMO.amira.email);
    const session = (await (await amira.shop("/auth/session")).json()) as { member: { emailVerified?: boolean } };
    expect(session.member.emailVerified).toBe(true);
    expect((await memberCall(amira, "POST", "/info/apply", MEMBER_DETAILS)).status).toBe(200);
    const priced = await memberReserve(amira, { lineItems: [adults(2, 74)], maf_discount_code: DEMO.amira.email });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const cart = checkBasketSuccessSchema.parse(priced.body);
    expect(cart.lineItems.basketTotal.maf_amount).toBeGreaterThan(0);
    const started = await memberCall(amira, "POST", ORDER_PATHS.checkout, { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId }, DUBAI.siteId, {
      [PAYMENT_TYPE_HEADER]: "card",
      [CART_SECRET_HEADER]: cart.cartSecret!,
    });
    expect(started.status, await started.clone().text()).toBe(200);

    const sara = await signedIn(DEMO.sara.email);
    const refused = await memberReserve(sara, { lineItems: [adults(2, 74)], maf_discount_code: DEMO.amira.email }, "ar");
    expect(refused.status).toBe(422);
    expect(refusalOf(refused).code).toBe(ORDER_ERROR_CODES.mafNotEligible);
    // Nor does she pay Amira's discounted cart, even holding its secret: it is not her own booking (4303).
    const saraDetails = { ...MEMBER_DETAILS, firstName: "Sara", lastName: "Al Mansoori", dateOfBirth: "1992-04-18" };
    expect((await memberCall(sara, "POST", "/info/apply", saraDetails)).status).toBe(200);
    const before = await rowCounts();
    const paidByOther = await memberCall(sara, "POST", ORDER_PATHS.checkout, { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId }, DUBAI.siteId, {
      [PAYMENT_TYPE_HEADER]: "card",
      [CART_SECRET_HEADER]: cart.cartSecret!,
    });
    expect(paidByOther.status).toBe(422);
    expect(orderErrorAnswerSchema.parse(await paidByOther.json()).code).toBe(ORDER_ERROR_CODES.mafNotOwnBooking);
    expect(await rowCounts()).toEqual(before);
  });

  it("a bank offer pays only by card (4202) with a card of its BIN", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    const bankCart = await reserved(shop, { lineItems: [adults(2, 71)], offerGroupId: 12, offerBin: "545454" });
    const token = await guestToken(shop);
    const wallet = await startCheckout(shop, token, bankCart.cartId!, {}, "apple_pay");
    expect(wallet.status).toBe(422);
    expect(orderErrorAnswerSchema.parse(await wallet.json()).code).toBe(ORDER_ERROR_CODES.bankOfferNeedsCard);
    const session = await checkoutSession(shop, token, bankCart.cartId!);
    // The approved test card does not start with 545454: the form says so, and nothing is charged.
    const other = await payCard(shop, session, TEST_CARDS.approved);
    expect(other.status).toBe(422);
    expect(await other.text()).toContain("This card is not the card of the bank offer you claimed.");
    expect(await capture(shop, session)).toMatchObject({ status: "pending" });
    expect(await moneyOf(bankCart.cartId!)).toEqual({ charged: 0, sold: 0, tickets: 0 });
  });
});
