// Today and the next 7 days of a venue as its staff see them: a guest's hold shows as held, the payment moves it to
// sold, the free places are the ones the shop's calendar shows, and the order appears with its state. A staff member
// limited to Snow Oman cannot read Ski Dubai's sales.
import { env } from "cloudflare:workers";
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { availabilityAnswerSchema } from "../../shared/catalogue";
import { ACCESS_TOKEN_HEADER, API_KEY_HEADER, ORDER_PATHS, PAYMENT_TYPE_HEADER, WEB_SHOP_API_KEY } from "../../shared/contract/orders";
import { captureAnswerSchema, checkBasketSuccessSchema, checkoutAnswerSchema, guestTokenAnswerSchema } from "../../shared/contract/order-schemas";
import { TEST_CARDS } from "../gateway/hosted-page";
import { ORIGIN, cardOn, checkBasketPath, clockedShop, dayAfter, lineOf, prepareSite, slotOf, tenantOf } from "../orders/testing";
import type { VenueSales } from "./sales";
import { limitedOpsCall } from "./testing";

const DUBAI = tenantOf("ski-dubai");
const SLOPE = cardOn("ski-dubai", "SLOPE.2HR");
const SLOPE_EVENT = SLOPE.tickets[0]!.event_ak;
const GUEST = { title: "ms", email: "sales.watch@example.com", firstName: "Noor", lastName: "Peak", mobile: "+971501234567", dateOfBirth: "1991-02-03", country: "AE", nationality: "AE" };

async function sales(site: string): Promise<VenueSales> {
  const response = await SELF.fetch(`https://shop.test/api/ops/sales/${site}`, { headers: { authorization: "Bearer test-ops-token" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.json();
}

function slotIn(answer: VenueSales, date: string, performance: string) {
  const product = answer.days.find((d) => d.date === date)!.products.find((p) => p.product.toUpperCase() === SLOPE_EVENT.toUpperCase())!;
  return product.slots.find((s) => s.performance!.toUpperCase() === performance.toUpperCase())!;
}

describe("a venue's sales", () => {
  it("shows a hold as held, the payment as sold, the calendar's own free places, and the order with its state", async () => {
    await prepareSite("ski-dubai");
    const date = dayAfter(DUBAI, 2);
    const slot = await slotOf(DUBAI, SLOPE, date, "10:00", 9);
    const before = await sales("ski-dubai");
    expect(before.from).toBe(dayAfter(DUBAI, 0));
    expect(before.to).toBe(dayAfter(DUBAI, 7));
    expect(slotIn(before, date, slot)).toMatchObject({ capacity: 9, sold: 0, held: 0, free: 9 });

    const shop = clockedShop(() => new Date());
    const reserved = await shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [lineOf(SLOPE, date, slot, { adult: 3 })] } });
    expect(reserved.status).toBe(200);
    const cart = checkBasketSuccessSchema.parse(await reserved.json());
    expect(slotIn(await sales("ski-dubai"), date, slot)).toMatchObject({ sold: 0, held: 3, free: 6 });

    const token = await shop.call("POST", ORDER_PATHS.generateToken, { body: GUEST, headers: { [API_KEY_HEADER]: WEB_SHOP_API_KEY } });
    const access = guestTokenAnswerSchema.parse(await token.json()).data.data.token;
    const started = await shop.call("POST", ORDER_PATHS.checkout, {
      body: { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId },
      headers: { [ACCESS_TOKEN_HEADER]: access, [PAYMENT_TYPE_HEADER]: "card" },
    });
    const sessionId = checkoutAnswerSchema.parse(await started.json()).checkoutSessionId;
    expect((await sales("ski-dubai")).orders[0]).toMatchObject({ reference: null, state: "pending" });

    const paid = await shop.fetch(`/sandbox-pay/${sessionId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ action: "card", number: TEST_CARDS.approved, expiry: "12/39", cvc: "123", name: "Noor Peak" }).toString(),
    });
    expect(paid.status).toBe(303);
    const captured = captureAnswerSchema.parse(await (await shop.call("POST", ORDER_PATHS.capture, { body: { checkoutSessionId: sessionId } })).json());
    expect(captured.status).toBe("confirmed");

    const after = await sales("ski-dubai");
    expect(slotIn(after, date, slot)).toMatchObject({ sold: 3, held: 0, free: 6 });
    expect(after.orders[0]).toMatchObject({ state: "confirmed", reference: expect.any(String), currency: "AED" });
    expect(after.orders.filter((o) => o.state === "pending")).toEqual([]);

    // The free places are the ones the shop's calendar shows for that slot.
    const calendar = await shop.call("POST", `/viva/rest-calender-availability/${SLOPE_EVENT}/${date}/${date}/true`);
    const shown = availabilityAnswerSchema.parse(await calendar.json()).dayList[0]!.performanceList.find((p) => p.ak === slot)!.availability;
    expect(shown).toBe(slotIn(after, date, slot).free);
    // Another venue's sales do not count it.
    expect((await sales("snow-oman")).orders.filter((o) => o.reference === after.orders[0]!.reference)).toEqual([]);
  });

  it("refuses Ski Dubai's sales to a staff member limited to Snow Oman, and an unknown venue", async () => {
    const call = (path: string) => limitedOpsCall(["snow-oman"])("GET", path);
    const refused = await call("/sales/ski-dubai");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "forbidden_venue", site: "ski-dubai" });
    expect((await call("/sales/snow-oman")).status).toBe(200);
    expect((await call("/sales/atlantis")).status).toBe(404);
  });
});

describe("another week", () => {
  it("starts from a day ahead, and refuses a day past, malformed or beyond the horizon", async () => {
    const ahead = dayAfter(DUBAI, 30);
    const answer = await (await SELF.fetch(`https://shop.test/api/ops/sales/ski-dubai?from=${ahead}`, { headers: { authorization: "Bearer test-ops-token" } })).json<VenueSales>();
    expect([answer.from, answer.to]).toEqual([ahead, dayAfter(DUBAI, 37)]);
    for (const from of [dayAfter(DUBAI, -1), "2026-02-30", "soon", dayAfter(DUBAI, 401)]) {
      const refused = await SELF.fetch(`https://shop.test/api/ops/sales/ski-dubai?from=${from}`, { headers: { authorization: "Bearer test-ops-token" } });
      expect(refused.status, from).toBe(400);
      expect(((await refused.json()) as { issues: { field: string }[] }).issues[0]!.field).toBe("from");
    }
  });
});
