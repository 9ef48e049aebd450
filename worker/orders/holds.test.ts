// Seat holds under concurrency and time, as callers see them: 500 reserve attempts on one slot never oversell,
// two carts racing for the last place, expiry returning places exactly once on a controlled clock, replacing and
// releasing a cart's holds, and session extension.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  BOOKING_SESSION_MS,
  MAX_SESSION_EXTENSIONS,
  ORDER_ERROR_CODES,
  ORDER_PATHS,
  SESSION_EXTENSION_MS,
} from "../../shared/contract/orders";
import { checkBasketSuccessSchema, extendSessionAnswerSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import { readAvailability } from "../provider/availability";
import { readCart } from "./carts";
import { readFreePlaces } from "./holds";
import { cardOn, checkBasketPath, clockedShop, dayAfter, db, lineOf, newClientAddress, prepareSite, rowCounts, slotOf, takenIn, testEnv } from "./testing";

const SLOPE = cardOn("ski-dubai", "SLOPE.2HR");
const SLOPE_EVENT = SLOPE.tickets[0]!.event_ak;
const BOOKED_NOW_EN = "The selected time slot is booked now. Please choose another time or date.";

describe("500 concurrent reserve attempts on one performance of capacity 50", () => {
  it("hold at most 50 places, exactly the sum of the successful answers; every refusal is a 409 with 5035", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 1);
    const slot = await slotOf(dubai, SLOPE, date, "10:00", 50);
    const sizes = Array.from({ length: 500 }, () => 1 + Math.floor(Math.random() * 4));
    const answers = await Promise.all(
      sizes.map(async (adults) => {
        const line = lineOf(SLOPE, date, slot, { adult: adults });
        // 500 shoppers, each from an address of their own (one client's reserve-mode checks are rate-limited).
        const response = await SELF.fetch(`https://shop.test/api/provider${checkBasketPath(dubai.locationCode)}`, {
          method: "POST",
          headers: { "site-id": "1", "content-type": "application/json", "cf-connecting-ip": newClientAddress() },
          body: JSON.stringify({ lineItems: [line] }),
        });
        return { adults, status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    for (const r of refused) {
      expect(r.status).toBe(409);
      const error = orderErrorAnswerSchema.parse(r.body);
      expect(error.code).toBe(ORDER_ERROR_CODES.slotBookedNow);
      expect(error.productErrorList[0]).toMatchObject({ errorNumber: 5035, errorDescription: BOOKED_NOW_EN });
    }
    const heldBySuccess = won.reduce((sum, a) => sum + a.adults, 0);
    const held = await takenIn(dubai, SLOPE_EVENT, date, slot);
    expect(held).toBe(heldBySuccess);
    expect(held).toBeLessThanOrEqual(50);
    // With 500 attempts of 1-4 places the slot fills up (a single place is asked for often enough).
    expect(held).toBeGreaterThanOrEqual(47);
    const ids = won.map((a) => checkBasketSuccessSchema.parse(a.body).cartId);
    expect(new Set(ids).size).toBe(won.length);
    // What the calendar shows is what the seat authority counts.
    const availability = await readAvailability(testEnv, dubai.siteId, SLOPE_EVENT, date, date);
    expect(availability.dayList[0]!.performanceList.find((p) => p.ak === slot)!.availability).toBe(50 - held);
  }, 120_000);

  it("control: the same load on a hold that reads the free places, then writes (no guard in one batch), oversells", async () => {
    // Shows the harness catches a race: a check and a write separated by an await let concurrent requests all see
    // the same free places. The shop never holds this way (DESIGN decision 4); this hold exists only here, on a day no
    // seat object keeps (D1 refuses such a row on a kept day: migration 0023).
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 8);
    const slot = await slotOf(dubai, SLOPE, date, "14:00", 50);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + BOOKING_SESSION_MS).toISOString();
    const naiveHold = async (quantity: number) => {
      const free = await readFreePlaces(db, dubai.siteId, [{ eventAk: SLOPE_EVENT, date, performanceAk: slot }], now);
      const places = [...free.values()][0]!;
      if (Math.min(places.day, places.performance ?? Infinity) < quantity) return false;
      await db
        .prepare("INSERT INTO slot_ledger (site_id, event_ak, date, performance_ak, quantity, state, expires_at, reservation_code) VALUES (?1, ?2, ?3, ?4, ?5, 'held', ?6, 'CONTROL')")
        .bind(dubai.siteId, SLOPE_EVENT, date, slot, quantity, expiresAt)
        .run();
      return true;
    };
    await Promise.all(Array.from({ length: 500 }, () => naiveHold(1 + Math.floor(Math.random() * 4))));
    const naive = await db
      .prepare("SELECT SUM(quantity) AS n FROM slot_ledger WHERE reservation_code = 'CONTROL' AND event_ak = ?1 AND date = ?2 AND performance_ak = ?3")
      .bind(SLOPE_EVENT, date, slot)
      .first<{ n: number }>();
    expect(naive!.n).toBeGreaterThan(50);
  }, 120_000);
});

describe("two carts racing for the last place", () => {
  it("lets exactly one of them hold it", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 2);
    const slot = await slotOf(dubai, SLOPE, date, "12:00", 1);
    const orders = clockedShop(() => new Date());
    const race = await Promise.all(
      [0, 1].map(() => orders.call("POST", checkBasketPath(dubai.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot)] } })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot)).toBe(1);
  });
});

describe("expiry on a controlled clock", () => {
  it("returns the places exactly once when the session ends, and a new reserve then fills up to capacity, never beyond", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 3);
    const slot = await slotOf(dubai, SLOPE, date, "14:00", 3);
    const t0 = new Date();
    let now = t0;
    const orders = clockedShop(() => now);
    const reserve = (adults: number, cartId?: string) =>
      orders.call("POST", checkBasketPath(dubai.locationCode), { body: { cartId, lineItems: [lineOf(SLOPE, date, slot, { adult: adults })] } });
    const free = async (at: Date) =>
      (await readAvailability(testEnv, dubai.siteId, SLOPE_EVENT, date, date, at.toISOString())).dayList[0]!.performanceList.find((p) => p.ak === slot)!.availability;

    const first = await reserve(3);
    expect(first.status).toBe(200);
    const cart = checkBasketSuccessSchema.parse(await first.json());
    expect(Date.parse(cart.expiresAt!)).toBe(t0.getTime() + BOOKING_SESSION_MS);
    expect(await free(t0)).toBe(0);

    now = new Date(t0.getTime() + 10 * 60_000);
    expect((await reserve(1)).status).toBe(409);
    expect(await free(new Date(t0.getTime() + BOOKING_SESSION_MS - 1))).toBe(0);
    // At the very end of the session the holds stop counting: all three places come back, no more.
    expect(await free(new Date(t0.getTime() + BOOKING_SESSION_MS))).toBe(3);

    now = new Date(t0.getTime() + BOOKING_SESSION_MS + 60_000);
    // The ended cart cannot be extended, and releasing it gives nothing back twice.
    const extend = await orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } });
    expect(extend.status).toBe(409);
    expect(orderErrorAnswerSchema.parse(await extend.json()).code).toBe(ORDER_ERROR_CODES.sessionEnded);
    expect((await orders.call("POST", ORDER_PATHS.releaseCart, { body: { cartId: cart.cartId } })).status).toBe(200);
    expect(await free(now)).toBe(3);

    // Re-using the ended cart id starts a new cart; places fill up to 3 and not one more.
    const again = await reserve(2, cart.cartId!);
    expect(again.status).toBe(200);
    const second = checkBasketSuccessSchema.parse(await again.json());
    expect(second.cartId).not.toBe(cart.cartId);
    expect(Date.parse(second.expiresAt!)).toBe(now.getTime() + BOOKING_SESSION_MS);
    expect((await reserve(1)).status).toBe(200);
    const over = await reserve(1);
    expect(over.status).toBe(409);
    expect(orderErrorAnswerSchema.parse(await over.json()).code).toBe(ORDER_ERROR_CODES.slotBookedNow);
    expect(await free(now)).toBe(0);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot, now)).toBe(3);
  });
});

describe("replacing and releasing a cart's lines", () => {
  it("replaces the old holds on success and keeps them (and the cart) when the replacement cannot be held", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 4);
    const slot = await slotOf(dubai, SLOPE, date, "16:00", 3);
    const other = await slotOf(dubai, SLOPE, date, "18:00", 2);
    const orders = clockedShop(() => new Date());
    const reserve = (body: unknown) => orders.call("POST", checkBasketPath(dubai.locationCode), { body });

    const first = checkBasketSuccessSchema.parse(await (await reserve({ lineItems: [lineOf(SLOPE, date, slot, { adult: 2 })] })).json());
    const cartId = first.cartId!;
    // 2 held + 3 asked would exceed 3 unless the old holds go: they do.
    const replaced = await reserve({ cartId, lineItems: [lineOf(SLOPE, date, slot, { adult: 3 })] });
    expect(replaced.status).toBe(200);
    const answer = checkBasketSuccessSchema.parse(await replaced.json());
    expect(answer.cartId).toBe(cartId);
    expect(answer.expiresAt).toBe(first.expiresAt);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot)).toBe(3);

    // A replacement whose second line does not fit fails as a whole, naming that line; the old holds stay.
    const before = await rowCounts();
    const fits = lineOf(SLOPE, date, slot, { adult: 1 });
    const tooBig = lineOf(SLOPE, date, other, { adult: 3 });
    const failed = await reserve({ cartId, lineItems: [fits, tooBig] });
    expect(failed.status).toBe(409);
    const error = orderErrorAnswerSchema.parse(await failed.json());
    expect(error.code).toBe(ORDER_ERROR_CODES.slotBookedNow);
    expect(error.productErrorList.map((e) => e.uniqueID)).toEqual([tooBig.uniqueID]);
    expect(await rowCounts()).toEqual(before);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot)).toBe(3);
    expect(await takenIn(dubai, SLOPE_EVENT, date, other)).toBe(0);
    expect((await readCart(db, 1, cartId))!.lines[0]!.tickets[0]!.quantities.adult).toBe(3);

    // Releasing gives every place back and closes the cart.
    const released = await orders.call("POST", ORDER_PATHS.releaseCart, { body: { cartId } });
    expect(await released.json()).toEqual({ cartId, state: "released" });
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot)).toBe(0);
    expect((await readCart(db, 1, cartId))!.state).toBe("released");
    // A released cart id is not reused: the next reserve opens a new cart.
    const next = checkBasketSuccessSchema.parse(await (await reserve({ cartId, lineItems: [lineOf(SLOPE, date, slot)] })).json());
    expect(next.cartId).not.toBe(cartId);
  });

  it("counts two lines of one cart on the same slot together", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 5);
    const slot = await slotOf(dubai, SLOPE, date, "10:00", 3);
    const orders = clockedShop(() => new Date());
    const a = lineOf(SLOPE, date, slot, { adult: 2 });
    const b = lineOf(SLOPE, date, slot, { adult: 2 });
    const response = await orders.call("POST", checkBasketPath(dubai.locationCode), { body: { lineItems: [a, b] } });
    expect(response.status).toBe(409);
    expect(orderErrorAnswerSchema.parse(await response.json()).productErrorList.map((e) => e.uniqueID)).toEqual([b.uniqueID]);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot)).toBe(0);
  });
});

describe("session extension", () => {
  it("moves the end of the cart and its holds by 15 minutes, at most 3 times", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 6);
    const slot = await slotOf(dubai, SLOPE, date, "12:00", 10);
    const t0 = new Date();
    let now = t0;
    const orders = clockedShop(() => now);
    const cart = checkBasketSuccessSchema.parse(
      await (await orders.call("POST", checkBasketPath(dubai.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot, { adult: 4 })] } })).json(),
    );
    let end = Date.parse(cart.expiresAt!);
    for (let n = 1; n <= MAX_SESSION_EXTENSIONS; n++) {
      now = new Date(end - 60_000);
      const response = await orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } });
      expect(response.status).toBe(200);
      const answer = extendSessionAnswerSchema.parse(await response.json());
      expect(answer).toEqual({ expiresAt: new Date(end + SESSION_EXTENSION_MS).toISOString(), extensions: n });
      end += SESSION_EXTENSION_MS;
      // The holds follow the cart: still counted past the original end.
      expect(await takenIn(dubai, SLOPE_EVENT, date, slot, new Date(end - 1))).toBe(4);
    }
    const refused = await orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId }, lang: "ar" });
    expect(refused.status).toBe(409);
    const error = orderErrorAnswerSchema.parse(await refused.json());
    expect(error.code).toBe(ORDER_ERROR_CODES.cannotExtend);
    expect(error.errorMessage).toMatch(/[\u0600-\u06FF]/);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot, new Date(end))).toBe(0);
    expect((await orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: "SKD-0000000000" } })).status).toBe(404);
    expect((await orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: "nope" } })).status).toBe(400);
  });

  it("ten extensions sent at once move the end by at most 3 × 15 minutes, and the holds with it", async () => {
    const dubai = await prepareSite("ski-dubai");
    const date = dayAfter(dubai, 7);
    const slot = await slotOf(dubai, SLOPE, date, "12:00", 10);
    const orders = clockedShop(() => new Date());
    const cart = checkBasketSuccessSchema.parse(
      await (await orders.call("POST", checkBasketPath(dubai.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot, { adult: 2 })] } })).json(),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => orders.call("POST", ORDER_PATHS.extendSession, { body: { cartId: cart.cartId } })));
    const granted = answers.filter((r) => r.status === 200).length;
    expect(granted).toBeGreaterThanOrEqual(1);
    expect(granted).toBeLessThanOrEqual(MAX_SESSION_EXTENSIONS);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const stored = await db.prepare("SELECT expires_at, extensions FROM carts WHERE cart_id = ?1").bind(cart.cartId).first<{ expires_at: string; extensions: number }>();
    expect(stored!.extensions).toBe(granted);
    expect(Date.parse(stored!.expires_at)).toBe(Date.parse(cart.expiresAt!) + granted * SESSION_EXTENSION_MS);
    // The holds end exactly when the cart does.
    const end = new Date(Date.parse(stored!.expires_at));
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot, new Date(end.getTime() - 1))).toBe(2);
    expect(await takenIn(dubai, SLOPE_EVENT, date, slot, end)).toBe(0);
  });
});
