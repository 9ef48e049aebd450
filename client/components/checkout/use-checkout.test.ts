// The booking steps' reserve-mode basket check: the held cart's secret travels with it, an emptied cart releases
// its holds, and a cart the provider will not open (4041) is forgotten and reserved once more as a new cart.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_ERRORS } from "../../../shared/contract/orders";
import { type CartState, emptyCart, savePackage } from "../../../shared/cart/state";
import { bookingItem } from "../../../shared/cart/test-items";
import { emptyCartData, useCart } from "../../lib/cart-store";
import { reserveBasket } from "./use-checkout";

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** Answers fetches in turn with the given statuses and bodies, recording what was sent. */
function answers(...replies: [number, unknown][]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const [status, body] = replies[Math.min(sent.length - 1, replies.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

const CALLER = { tenant: { siteId: 1, locationCode: "ski_dubai" as const, bankOffer: { region: "UAE" as const, buCode: "SKD" } }, locale: "en" as const, token: null };
const OLD = { reservationCode: "SKD-AAAAAAAAAA", cartSecret: "o".repeat(32), revision: 3 };
const total = { gross: 105, net: 100, tax: 5, currency: "AED", subtotal: 105, promo_code_amount: 0, christmas_promo: false, bank_offer_amount: 0, maf_amount: 0, fazaa_amount: 0, share_amount: 0, discount: 0 };
const created = {
  lineItemsSoap: [],
  lineItems: { basketTotal: total },
  cartId: "SKD-BBBBBBBBBB",
  cartSecret: "n".repeat(32),
  revision: 1,
  expiresAt: "2026-12-01T10:30:00.000Z",
  googleToken: null,
  tabbyWebUrl: null,
  tamaraHrefUrl: null,
  bank_offer_claimed: false,
  offerGroupId: null,
  msg: "ok",
};
const notFound = { code: 4041, errorMessage: "x", productErrorList: [{ errorNumber: 4041, errorDescription: "x" }] };

function heldCart(): CartState {
  return { ...savePackage(emptyCart(), bookingItem({ uniqueID: "u1" })), ...OLD };
}

beforeEach(() => useCart.setState({ ...emptyCartData(), ...heldCart(), hydrated: true }));
afterEach(() => vi.unstubAllGlobals());

describe("reserveBasket", () => {
  it("names the held cart and sends its secret", async () => {
    const sent = answers([200, { ...created, cartId: OLD.reservationCode, cartSecret: null, revision: 4 }]);
    const result = await reserveBasket(CALLER, heldCart());
    expect(result).toMatchObject({ ok: true, answer: { revision: 4 } });
    expect(sent[0]!.body?.cartId).toBe(OLD.reservationCode);
    expect(sent[0]!.headers["X-Cart-Secret"]).toBe(OLD.cartSecret);
  });

  it("a cart the provider will not open (4041) is forgotten and reserved once more as a new cart", async () => {
    const sent = answers([404, notFound], [200, created]);
    const result = await reserveBasket(CALLER, heldCart());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body?.cartId).toBeNull();
    expect(sent[1]!.headers["X-Cart-Secret"]).toBeUndefined();
    expect(result).toMatchObject({ ok: true, answer: { cartId: "SKD-BBBBBBBBBB", cartSecret: "n".repeat(32) } });
    // The old cart is gone from the store; the caller stores the new one from the answer.
    expect(useCart.getState()).toMatchObject({ reservationCode: null, cartSecret: null, revision: null });
    expect(useCart.getState().bookingData).toHaveLength(1);
  });

  it("tries once: a second 4041 is the answer, in the contract's words", async () => {
    const sent = answers([404, notFound], [404, notFound]);
    expect(await reserveBasket(CALLER, heldCart())).toMatchObject({ ok: false, code: 4041, message: ORDER_ERRORS.cartNotFound.en });
    expect(sent).toHaveLength(2);
  });

  it("a cart without a reservation is not retried on 4041", async () => {
    const sent = answers([404, notFound]);
    const fresh = { ...heldCart(), reservationCode: null, cartSecret: null, revision: null };
    expect(await reserveBasket(CALLER, fresh)).toMatchObject({ ok: false, code: 4041 });
    expect(sent).toHaveLength(1);
  });

  it("an emptied cart releases its holds with the secret instead of checking", async () => {
    const sent = answers([200, { cartId: OLD.reservationCode, state: "released" }]);
    const emptied = { ...heldCart(), bookingData: [] };
    expect(await reserveBasket(CALLER, emptied)).toEqual({ ok: true, answer: null, skipped: "empty-cart" });
    expect(sent[0]!.url).toBe("/api/provider/order/release");
    expect(sent[0]!.headers["X-Cart-Secret"]).toBe(OLD.cartSecret);
  });
});
