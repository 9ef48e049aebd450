// Many people behind one address (a mall's Wi-Fi, a mobile carrier's NAT): one client's failed look-ups and a busy
// network's reserves never hold up the others' own calls. A member with their session, a guest with their cart's
// proof, and the capture of a payment the gateway already approved are answered as if nobody else were there; the
// client that guessed is held to its limits.
import { SELF } from "cloudflare:test";
import { env as workerEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_HEADER, API_KEY_HEADER, CART_SECRET_HEADER, ORDER_PATHS, PAYMENT_TYPE_HEADER, WEB_SHOP_API_KEY } from "../shared/contract/orders";
import { AUTH_PATHS } from "../shared/contract/members";
import { checkBasketSuccessSchema, checkoutAnswerSchema, guestTokenAnswerSchema } from "../shared/contract/order-schemas";
import { DEMO, memberBrowser, memberCall } from "./auth/testing";
import { TEST_CARDS } from "./gateway/hosted-page";
import { RATE_RULES, type RateEnv, counterOf } from "./rate-limit";
import { cardOn, checkBasketPath, dayAfter, lineOf, prepareSite, tenantOf } from "./orders/testing";

const env = workerEnv as unknown as RateEnv;
const ORIGIN = "https://shop.test";
const DUBAI = tenantOf("ski-dubai");
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
const GUEST = {
  title: "mr",
  email: "mall.guest@example.com",
  firstName: "Mall",
  lastName: "Guest",
  mobile: "+971501234567",
  dateOfBirth: "1990-01-01",
  country: "AE",
  nationality: "AE",
};

let addressCounter = 0;
/** An address of its own per test, shared by everyone in that test. */
const sharedAddress = () => `203.0.113.${100 + (++addressCounter % 100)}`;

/** One anonymous caller on the shared address. */
function onAddress(address: string) {
  return (method: "GET" | "POST", path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) =>
    SELF.fetch(`${ORIGIN}/api/provider${path}`, {
      method,
      headers: {
        "site-id": "1",
        "cf-connecting-ip": address,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.headers ?? {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

const snowPark = (day: number, adults = 1) => lineOf(SNOW_PARK, dayAfter(DUBAI, day), null, { adult: adults });

/** A guest on the address with a cart of their own (reserved before anyone else was there) and a guest token. */
async function guestWithCart(address: string, day: number) {
  const call = onAddress(address);
  const tokenAnswer = await call("POST", ORDER_PATHS.generateToken, { body: GUEST, headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY } });
  expect(tokenAnswer.status).toBe(200);
  const token = guestTokenAnswerSchema.parse(await tokenAnswer.json()).data.data.token;
  const reserved = await call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [snowPark(day)] } });
  expect(reserved.status).toBe(200);
  const cart = checkBasketSuccessSchema.parse(await reserved.json());
  return { call, token, cartId: cart.cartId!, secret: cart.cartSecret!, revision: cart.revision };
}

function checkout(guest: Awaited<ReturnType<typeof guestWithCart>>) {
  return guest.call("POST", ORDER_PATHS.checkout, {
    body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: guest.cartId },
    headers: { [ACCESS_TOKEN_HEADER]: guest.token, [CART_SECRET_HEADER]: guest.secret, [PAYMENT_TYPE_HEADER]: "card" },
  });
}

/** Pays on the sandbox card page as the guest's browser does. */
function payCard(address: string, sessionId: string) {
  return SELF.fetch(`${ORIGIN}/sandbox-pay/${sessionId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin", "cf-connecting-ip": address },
    body: new URLSearchParams({ action: "card", number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Mall Guest" }).toString(),
  });
}

/** Anonymous look-ups of bookings that do not exist, as a client walking through codes makes them. */
async function guessBookings(address: string, count: number) {
  const call = onAddress(address);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await call("GET", ORDER_PATHS.bookingDetails(`SKD-${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`));
    statuses.push(response.status);
  }
  return statuses;
}

describe("one address, many people", () => {
  it("a client's failed look-ups leave the members, cart owners and payers behind the same address unaffected", async () => {
    await prepareSite("ski-dubai");
    const address = sharedAddress();
    // Before anyone guesses: a guest whose card payment the gateway approved (capture still to come), a guest with a
    // cart still to pay, and a member signed in on the same network.
    const payer = await guestWithCart(address, 30);
    const started = await checkout(payer);
    expect(started.status).toBe(200);
    const { checkoutSessionId } = checkoutAnswerSchema.parse(await started.json());
    expect((await payCard(address, checkoutSessionId)).status).toBe(303);
    const shopper = await guestWithCart(address, 31);
    const member = memberBrowser(address);
    expect((await member.signIn(DEMO.omar.email)).status).toBe(302);

    // Someone on the network walks through booking codes, past every limit of failures the address has.
    const guesses = await guessBookings(address, RATE_RULES.lookupFailureAddress.max + 1);
    expect(guesses.filter((s) => s !== 401 && s !== 404 && s !== 429)).toEqual([]);
    expect(guesses.at(-1)).toBe(429);

    // The payment the gateway approved is captured.
    const captured = await payer.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId } });
    expect(captured.status).toBe(200);
    expect(((await captured.json()) as { status: string }).status).toBe("confirmed");

    // The guest with a cart changes it with the cart's proof, checks out, pays and captures.
    const changed = await shopper.call("POST", checkBasketPath(DUBAI.locationCode), {
      body: { cartId: shopper.cartId, lineItems: [snowPark(31, 2)] },
      headers: { [CART_SECRET_HEADER]: shopper.secret },
    });
    expect(changed.status).toBe(200);
    const paying = await checkout(shopper);
    expect(paying.status).toBe(200);
    const second = checkoutAnswerSchema.parse(await paying.json()).checkoutSessionId;
    expect((await payCard(address, second)).status).toBe(303);
    const secondCapture = await shopper.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: second } });
    expect(secondCapture.status).toBe(200);

    // The member's own calls with their session: their people's gear and waivers, a reserve and a checkout.
    const people = await memberCall(member, "GET", "/primary-and-sub-accounts");
    expect(people.status).toBe(200);
    const self = ((await people.json()) as { users: { id: string }[] }).users[0]!.id;
    expect((await memberCall(member, "GET", "/gear/user")).status).toBe(200);
    expect((await memberCall(member, "GET", `/gear/${self}`)).status).toBe(200);
    expect((await memberCall(member, "GET", `/waiver/${self}`)).status).toBe(200);
    const memberCart = await memberCall(member, "POST", checkBasketPath(DUBAI.locationCode), { lineItems: [snowPark(32)] });
    expect(memberCart.status).toBe(200);
    const { cartId, cartSecret } = checkBasketSuccessSchema.parse(await memberCart.json());
    const memberCheckout = await memberCall(member, "POST", ORDER_PATHS.checkout, { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId }, 1, {
      [PAYMENT_TYPE_HEADER]: "card",
      [CART_SECRET_HEADER]: cartSecret!,
    });
    expect(memberCheckout.status, await memberCheckout.clone().text()).not.toBe(429);
  }, 120_000);

  it("a member who signs in after someone on the address went past every limit of failures is signed in", async () => {
    await prepareSite("ski-dubai");
    const address = sharedAddress();
    const guesses = await guessBookings(address, RATE_RULES.lookupFailureAddress.max + 1);
    expect(guesses.at(-1)).toBe(429);
    // The sign-in's return carries the proof of its own start (the signed sign-in cookie and its state), which
    // nobody else has: it is answered whatever others on the address did.
    const member = memberBrowser(address);
    const signedIn = await member.signIn(DEMO.omar.email);
    expect(signedIn.status, await signedIn.clone().text()).toBe(302);
    expect((await memberCall(member, "GET", "/primary-and-sub-accounts")).status).toBe(200);
    // A return without that proof is a failure of the address, held at its ceiling.
    const forged = await SELF.fetch(`${ORIGIN}${AUTH_PATHS.callback}?code=guess&state=guess`, { headers: { "cf-connecting-ip": address }, redirect: "manual" });
    expect(forged.status).toBe(429);
  }, 120_000);

  it("the client that guessed is held: past the address's ceiling of failures its look-ups answer 429", async () => {
    await prepareSite("ski-dubai");
    const address = sharedAddress();
    const rule = RATE_RULES.lookupFailureAddress;
    const statuses = await guessBookings(address, rule.max + 3);
    expect(statuses.slice(0, rule.max).every((s) => s === 401 || s === 404)).toBe(true);
    expect(statuses.slice(rule.max)).toEqual([429, 429, 429]);
  }, 120_000);

  it("a busy network's reserves: more new carts than one shopper ever makes are all answered, and a cart's own checks go on past the address's ceiling", async () => {
    await prepareSite("ski-dubai");
    const address = sharedAddress();
    const call = onAddress(address);
    // 130 visitors behind the address each start a cart (more than the old limit of 120 per address).
    const statuses: number[] = [];
    for (let sent = 0; sent < 130; sent += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [snowPark(40 + ((sent + i) % 20))] } })),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // Past the address's ceiling of new carts, a new cart waits; a cart's owner goes on changing their own cart.
    const owner = await guestWithCart(address, 33);
    const now = Date.now();
    const rule = RATE_RULES.newCartAddress;
    await counterOf(env, rule, address).take(rule.windowSeconds * 1000, now, rule.max);
    const refused = await call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [snowPark(34)] } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const ownCheck = await call("POST", checkBasketPath(DUBAI.locationCode), {
      body: { cartId: owner.cartId, lineItems: [snowPark(33, 2)] },
      headers: { [CART_SECRET_HEADER]: owner.secret },
    });
    expect(ownCheck.status).toBe(200);
  }, 120_000);
});
