// The seat authority as callers see it (docs/decisions/048): the calendar shows what can be held, all of it and not
// one more; a payment refunded at capture gives its seats back; the holds and sales made in D1 before the authority
// existed keep counting and a cart held then is released; an authority out of reach answers 503 and changes nothing.
// The 500-on-50 race, expiry and extension are in holds.test.ts.
import { describe, expect, it } from "vitest";
import { availabilityAnswerSchema } from "../../shared/catalogue";
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  ORDER_ERROR_CODES,
  ORDER_ERRORS,
  ORDER_PATHS,
  PAYMENT_TYPE_HEADER,
  WEB_SHOP_API_KEY,
} from "../../shared/contract/orders";
import { captureAnswerSchema, checkBasketSuccessSchema, checkoutAnswerSchema, guestTokenAnswerSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import { TEST_CARDS } from "../gateway/hosted-page";
import { hashSecret, newSecret } from "./rules";
import { seatLedgerOf } from "./seat-ledger";
import { unreachableSeats } from "./seats-testing";
import { ORIGIN, cardOn, checkBasketPath, clockedShop, dayAfter, db, lineOf, prepareSite, rowCounts, slotOf, takenIn, testEnv, tenantOf, singleUsePromoCode } from "./testing";

const DUBAI = tenantOf("ski-dubai");
const SLOPE = cardOn("ski-dubai", "SLOPE.2HR");
const SLOPE_EVENT = SLOPE.tickets[0]!.event_ak;
const GUEST = {
  title: "ms",
  email: "noor.peak@example.com",
  firstName: "Noor",
  lastName: "Peak",
  mobile: "+971501234567",
  dateOfBirth: "1991-02-03",
  country: "AE",
  nationality: "AE",
};

type Shop = ReturnType<typeof clockedShop>;

const reserve = (shop: Shop, date: string, slot: string, adults: number, more: Record<string, unknown> = {}) =>
  shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot, { adult: adults })], ...more } });

/** The free places of a performance as the calendar call answers them. */
async function shown(shop: Shop, date: string, slot: string): Promise<number> {
  const response = await shop.call("POST", `/viva/rest-calender-availability/${SLOPE_EVENT}/${date}/${date}/true`);
  expect(response.status).toBe(200);
  return availabilityAnswerSchema.parse(await response.json()).dayList[0]!.performanceList.find((p) => p.ak === slot)!.availability;
}

async function paidSession(shop: Shop, cartId: string) {
  const token = await shop.call("POST", ORDER_PATHS.generateToken, { body: GUEST, headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY } });
  const access = guestTokenAnswerSchema.parse(await token.json()).data.data.token;
  const started = await shop.call("POST", ORDER_PATHS.checkout, {
    body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId },
    headers: { [ACCESS_TOKEN_HEADER]: access, [PAYMENT_TYPE_HEADER]: "card" },
  });
  expect(started.status).toBe(200);
  const sessionId = checkoutAnswerSchema.parse(await started.json()).checkoutSessionId;
  const paid = await shop.fetch(`/sandbox-pay/${sessionId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ action: "card", number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Noor Peak" }).toString(),
  });
  expect(paid.status).toBe(303);
  return sessionId;
}

const cartSeats = (date: string, cartId: string) => {
  const scope = { siteId: DUBAI.siteId, eventAk: SLOPE_EVENT, date };
  return seatLedgerOf(testEnv, scope).cartSeats(scope, cartId, Date.now());
};

describe("one count for what is shown and what is sold", () => {
  it("the calendar's free places can all be held, and not one more; a release shows them again", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 8);
    const slot = await slotOf(DUBAI, SLOPE, date, "10:00", 7);
    const first = clockedShop(() => new Date());
    const held = await reserve(first, date, slot, 3);
    expect(held.status).toBe(200);
    const cart = checkBasketSuccessSchema.parse(await held.json());
    expect(await shown(first, date, slot)).toBe(4);
    expect(await shown(first, date, slot)).toBe(7 - (await takenIn(DUBAI, SLOPE_EVENT, date, slot)));

    const second = clockedShop(() => new Date());
    expect((await reserve(second, date, slot, 5)).status).toBe(409);
    expect((await reserve(second, date, slot, 4)).status).toBe(200);
    expect(await shown(second, date, slot)).toBe(0);
    const over = await reserve(clockedShop(() => new Date()), date, slot, 1);
    expect(over.status).toBe(409);
    expect(orderErrorAnswerSchema.parse(await over.json()).code).toBe(ORDER_ERROR_CODES.slotBookedNow);

    expect((await first.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } })).status).toBe(200);
    expect(await shown(first, date, slot)).toBe(3);
    expect((await reserve(clockedShop(() => new Date()), date, slot, 3)).status).toBe(200);
    expect(await shown(first, date, slot)).toBe(0);
  });

  it("a cart over two days holds both or neither", async () => {
    await prepareSite("ski-dubai");
    const [day1, day2] = [dayAfter(DUBAI, 10), dayAfter(DUBAI, 11)];
    const [slot1, slot2] = [await slotOf(DUBAI, SLOPE, day1, "12:00", 4), await slotOf(DUBAI, SLOPE, day2, "12:00", 2)];
    const shop = clockedShop(() => new Date());
    const both = (a: number, b: number) =>
      shop.call("POST", checkBasketPath(DUBAI.locationCode), {
        body: { lineItems: [lineOf(SLOPE, day1, slot1, { adult: a }), lineOf(SLOPE, day2, slot2, { adult: b })] },
      });
    const refused = await both(2, 3);
    expect(refused.status).toBe(409);
    expect(await takenIn(DUBAI, SLOPE_EVENT, day1, slot1)).toBe(0);
    expect(await takenIn(DUBAI, SLOPE_EVENT, day2, slot2)).toBe(0);
    expect((await both(4, 2)).status).toBe(200);
    expect([await shown(shop, day1, slot1), await shown(shop, day2, slot2)]).toEqual([0, 0]);
  });
});

describe("a refund gives the seats back", () => {
  it("a payment refunded at capture (its promo code used up meanwhile) keeps no seat sold; the cart's release frees them", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 12);
    const slot = await slotOf(DUBAI, SLOPE, date, "14:00", 2);
    const code = await singleUsePromoCode(DUBAI, "SEAT");
    const shop = clockedShop(() => new Date());
    const cart = checkBasketSuccessSchema.parse(await (await reserve(shop, date, slot, 2, { promoCode: code })).json());
    const sessionId = await paidSession(shop, cart.cartId!);
    // Another booking takes the code's last use while this guest pays.
    await db.prepare("UPDATE promo_codes SET used_count = 1 WHERE site_id = ?1 AND code = ?2").bind(DUBAI.siteId, code).run();
    const answer = captureAnswerSchema.parse(await (await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } })).json());
    expect(answer).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.promoUsedUpDuringPayment });
    expect(await cartSeats(date, cart.cartId!)).toEqual({ held: 2, sold: 0 });
    expect((await shop.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } })).status).toBe(200);
    expect(await shown(shop, date, slot)).toBe(2);
    expect((await reserve(clockedShop(() => new Date()), date, slot, 2)).status).toBe(200);
  });

  it("a capture sells the held seats once, however often it is called", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 13);
    const slot = await slotOf(DUBAI, SLOPE, date, "16:00", 3);
    const shop = clockedShop(() => new Date());
    const cart = checkBasketSuccessSchema.parse(await (await reserve(shop, date, slot, 3)).json());
    const sessionId = await paidSession(shop, cart.cartId!);
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => captureAnswerSchema.parse(await (await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } })).json())),
    );
    expect(answers.map((a) => a.status)).toEqual(["confirmed", "confirmed", "confirmed", "confirmed"]);
    expect(await cartSeats(date, cart.cartId!)).toEqual({ held: 0, sold: 3 });
    expect(await shown(shop, date, slot)).toBe(0);
    // Sold seats stay sold when the paid cart is released.
    await shop.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } });
    expect(await shown(shop, date, slot)).toBe(0);
  });
});

describe("holds and sales made in D1 before the seat authority", () => {
  it("are taken over by the day's object when it is first used: sold and live holds count, ended ones do not", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 14);
    const slot = await slotOf(DUBAI, SLOPE, date, "18:00", 10);
    const now = Date.now();
    const legacyCart = `SKD-LEGACY${String(now % 10000).padStart(4, "0")}`;
    const secret = newSecret();
    const expiresAt = new Date(now + 20 * 60_000).toISOString();
    await db.batch([
      db
        .prepare("INSERT INTO carts (cart_id, site_id, state, expires_at, secret_hash) VALUES (?1, ?2, 'open', ?3, ?4)")
        .bind(legacyCart, DUBAI.siteId, expiresAt, await hashSecret(secret)),
      ...[
        { code: "SKD-LEGACYSOLD", quantity: 2, state: "sold", expires: null },
        { code: legacyCart, quantity: 3, state: "held", expires: expiresAt },
        { code: "SKD-LEGACYGONE", quantity: 4, state: "held", expires: new Date(now - 60_000).toISOString() },
      ].map((row) =>
        db
          .prepare(
            "INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
          )
          .bind(DUBAI.siteId, SLOPE_EVENT, date, slot, row.quantity, row.state, row.expires, row.code),
      ),
    ]);
    // The days of such rows, listed as migration 0020 lists them (its statement).
    await db
      .prepare("INSERT OR IGNORE INTO seat_days (site_id, event_ak, date) SELECT DISTINCT site_id, event_ak, date FROM slot_ledger WHERE state IN ('held', 'sold')")
      .run();
    const shop = clockedShop(() => new Date());
    expect(await shown(shop, date, slot)).toBe(5);
    expect((await reserve(shop, date, slot, 6)).status).toBe(409);
    expect((await reserve(clockedShop(() => new Date()), date, slot, 5)).status).toBe(200);
    expect(await shown(shop, date, slot)).toBe(0);
    // The cart held before gives its places back when released.
    const released = await shop.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: legacyCart }, secret });
    expect(await released.json()).toEqual({ cartId: legacyCart, state: "released" });
    expect(await shown(shop, date, slot)).toBe(3);
  });
});

describe("an earlier version of the shop, still serving during a gradual deploy", () => {
  // Such a version holds places by writing D1's slot_ledger (its statement, below). A day its object keeps never
  // counts that table again, so such a hold would sell a place twice: migration 0023 refuses it.
  const OLD_HOLD =
    "INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code) VALUES (?1, ?2, ?3, ?4, ?5, 'held', ?6, ?7)";

  it("cannot hold places in D1 on a day its object keeps; a day no object keeps yet is taken over with them", async () => {
    await prepareSite("ski-dubai");
    const kept = dayAfter(DUBAI, 17);
    const keptSlot = await slotOf(DUBAI, SLOPE, kept, "14:00", 4);
    const shop = clockedShop(() => new Date());
    expect((await reserve(shop, kept, keptSlot, 3)).status).toBe(200);
    const expiresAt = new Date(Date.now() + 20 * 60_000).toISOString();
    await expect(db.prepare(OLD_HOLD).bind(DUBAI.siteId, SLOPE_EVENT, kept, keptSlot, 1, expiresAt, "SKD-OLDVERSION1").run()).rejects.toThrow(
      /seat object/,
    );
    expect(await db.prepare("SELECT count(*) AS n FROM slot_ledger WHERE date = ?1").bind(kept).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await shown(shop, kept, keptSlot)).toBe(1);
    expect((await reserve(clockedShop(() => new Date()), kept, keptSlot, 1)).status).toBe(200);
    expect(await shown(shop, kept, keptSlot)).toBe(0);

    // A day nobody has held yet: the earlier version's hold is written, and the day's object counts it from its first call.
    const fresh = dayAfter(DUBAI, 18);
    const freshSlot = await slotOf(DUBAI, SLOPE, fresh, "14:00", 4);
    await db.prepare(OLD_HOLD).bind(DUBAI.siteId, SLOPE_EVENT, fresh, freshSlot, 3, expiresAt, "SKD-OLDVERSION2").run();
    expect((await reserve(clockedShop(() => new Date()), fresh, freshSlot, 2)).status).toBe(409);
    expect((await reserve(clockedShop(() => new Date()), fresh, freshSlot, 1)).status).toBe(200);
    expect(await shown(shop, fresh, freshSlot)).toBe(0);
  });
});

describe("a seat authority out of reach", () => {
  it("a reserve answers 503 with 5030 in the call's language and writes nothing; the calendar answers 503 too", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 15);
    const slot = await slotOf(DUBAI, SLOPE, date, "10:00", 5);
    const down = clockedShop(() => new Date(), undefined, { ...testEnv, SEAT_LEDGER: unreachableSeats() });
    const before = await rowCounts();
    for (const lang of ["en", "ar"] as const) {
      const response = await down.call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot, { adult: 2 })] }, lang });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      const error = orderErrorAnswerSchema.parse(await response.json());
      expect(error.code).toBe(ORDER_ERRORS.busy.code);
      expect(error.errorMessage).toBe(ORDER_ERRORS.busy[lang]);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await down.call("POST", `/viva/rest-calender-availability/${SLOPE_EVENT}/${date}/${date}/true`)).status).toBe(503);
    const up = clockedShop(() => new Date());
    expect(await shown(up, date, slot)).toBe(5);
    expect((await reserve(up, date, slot, 5)).status).toBe(200);
  });

  it("a capture answers 503 and charges once; the payment is captured when the authority is back", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 16);
    const slot = await slotOf(DUBAI, SLOPE, date, "12:00", 2);
    const client = `203.0.113.${Date.now() % 200}`;
    const shop = clockedShop(() => new Date(), client);
    const cart = checkBasketSuccessSchema.parse(await (await reserve(shop, date, slot, 2)).json());
    const sessionId = await paidSession(shop, cart.cartId!);
    const down = clockedShop(() => new Date(), client, { ...testEnv, SEAT_LEDGER: unreachableSeats() });
    const refused = await down.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } });
    expect(refused.status).toBe(503);
    expect(await cartSeats(date, cart.cartId!)).toEqual({ held: 2, sold: 0 });
    const ledger = await db.prepare("SELECT kind FROM payment_ledger WHERE checkout_session_id = ?1").bind(sessionId).all<{ kind: string }>();
    expect(ledger.results.map((r) => r.kind)).toEqual(["charge"]);
    const answer = captureAnswerSchema.parse(await (await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } })).json());
    expect(answer.status).toBe("confirmed");
    expect(await cartSeats(date, cart.cartId!)).toEqual({ held: 0, sold: 2 });
    const after = await db.prepare("SELECT kind FROM payment_ledger WHERE checkout_session_id = ?1").bind(sessionId).all<{ kind: string }>();
    expect(after.results.map((r) => r.kind)).toEqual(["charge"]);
  });
});
