// The booking steps' reserve-mode basket check: the held cart's secret travels with it, the answer is stored after
// the caller's own change, an emptied cart releases its holds, and a cart the provider will not open (4041) is
// forgotten and reserved once more as a new cart; a line leaves the cart only once the cart without it is held.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_ERRORS } from "../../../shared/contract/orders";
import { type CartState, emptyCart, savePackage } from "../../../shared/cart/state";
import { basketAnswer, bookingItem } from "../../../shared/cart/test-items";
import { emptyCartData, useCart } from "../../cart/cart-store";
import { stubFetch as answers } from "../../api/test-fetch";
import { JUST_HELD_MS, isJustHeld, removeLine, reserveBasket } from "./use-checkout";

const CALLER = {
  tenant: {
    siteId: 1,
    locationCode: "ski_dubai" as const,
    bankOffer: { region: "UAE" as const, buCode: "SKD" },
    currency: "AED" as const,
    buyNowPayLater: { tabby: true, tamara: true },
  },
  locale: "en" as const,
  token: null,
};
const OLD = { reservationCode: "SKD-AAAAAAAAAA", cartSecret: "o".repeat(32), revision: 3 };
const created = basketAnswer({ cartId: "SKD-BBBBBBBBBB", cartSecret: "n".repeat(32) });
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

  it("asks for the pay-later links the cart's total allows on every reserve call, whichever page makes it", async () => {
    const sent = answers([200, created], [200, created], [200, created]);
    await reserveBasket(CALLER, heldCart());
    expect(sent[0]!.body).toMatchObject({ tabbyIsEnabled: true, tamaraIsEnabled: true });
    // Above tamara's maximum (3000 AED) only tabby is asked for; on a venue without pay-later, neither.
    const big = savePackage(heldCart(), bookingItem({ uniqueID: "big", sellPrice: 4000 }));
    await reserveBasket(CALLER, big, { commit: () => useCart.setState(big) });
    expect(sent[1]!.body).toMatchObject({ tabbyIsEnabled: true, tamaraIsEnabled: false });
    const oman = { ...CALLER, tenant: { ...CALLER.tenant, currency: "OMR" as const, buyNowPayLater: { tabby: false, tamara: false } } };
    useCart.setState(heldCart());
    await reserveBasket(oman, heldCart());
    expect(sent).toHaveLength(3);
    expect(sent[2]!.body).toMatchObject({ tabbyIsEnabled: false, tamaraIsEnabled: false });
  });

  it("a cart the provider will not open (4041) is forgotten and reserved once more as a new cart", async () => {
    const sent = answers([404, notFound], [200, created]);
    const result = await reserveBasket(CALLER, heldCart());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body?.cartId).toBeNull();
    expect(sent[1]!.headers["X-Cart-Secret"]).toBeUndefined();
    expect(result).toMatchObject({ ok: true, answer: { cartId: "SKD-BBBBBBBBBB", cartSecret: "n".repeat(32) } });
    // The old cart is gone from the store, the new one stored in its place.
    expect(useCart.getState()).toMatchObject({ reservationCode: "SKD-BBBBBBBBBB", cartSecret: "n".repeat(32), revision: 1 });
    expect(useCart.getState().bookingData).toHaveLength(1);
  });

  it("tries once: a second 4041 is the answer, in the contract's words", async () => {
    const sent = answers([404, notFound], [404, notFound]);
    expect(await reserveBasket(CALLER, heldCart())).toMatchObject({ ok: false, code: 4041, message: ORDER_ERRORS.cartNotFound.en });
    expect(sent).toHaveLength(2);
    // The old cart is forgotten all the same: the next check makes a new one.
    expect(useCart.getState()).toMatchObject({ reservationCode: null, cartSecret: null, revision: null });
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

describe("the answer stored after the caller's change", () => {
  it("the caller's change is made once the cart as it would be is held, then the answer is stored", async () => {
    answers([200, { ...created, cartId: OLD.reservationCode, cartSecret: null, revision: 4 }]);
    const order: string[] = [];
    const result = await reserveBasket(CALLER, heldCart(), { commit: (answer) => order.push(`commit ${answer?.revision} ${useCart.getState().revision}`) });
    expect(result.ok).toBe(true);
    expect(order).toEqual(["commit 4 3"]);
    expect(useCart.getState()).toMatchObject({ reservationCode: OLD.reservationCode, cartSecret: OLD.cartSecret, revision: 4 });
  });

  it("a refusal makes no change and stores nothing", async () => {
    answers([409, { code: 5035, errorMessage: "x", productErrorList: [{ errorNumber: 5035, errorDescription: "x", uniqueID: "u1" }] }]);
    const commit = vi.fn();
    expect(await reserveBasket(CALLER, heldCart(), { commit })).toMatchObject({ ok: false, code: 5035 });
    expect(commit).not.toHaveBeenCalled();
    expect(useCart.getState()).toMatchObject(OLD);
  });
});

// The store follows other tabs' writes (cart-persist.ts): what one of them changes while this page's check is out is
// in the store when the answer comes, and the cart held must be the cart shown.
describe("another tab's change while a check is out", () => {
  const twoLines = () => savePackage(heldCart(), bookingItem({ uniqueID: "u2" }));
  const otherTabWrites = (state: CartState) => queueMicrotask(() => useCart.setState(state));

  it("a line another tab took out: the cart as shown is held once more, under the cart just answered", async () => {
    useCart.setState(twoLines());
    const sent = answers([200, { ...created, revision: 1 }], [200, { ...created, revision: 2 }]);
    const pending = reserveBasket(CALLER, twoLines());
    otherTabWrites(heldCart());
    expect(await pending).toMatchObject({ ok: true, answer: { revision: 1 } });
    expect(sent).toHaveLength(2);
    const linesSent = (i: number) => (sent[i]!.body?.lineItems as { uniqueID: string }[]).map((l) => l.uniqueID).sort();
    expect(linesSent(0)).toEqual(["u1", "u2"]);
    expect(linesSent(1)).toEqual(["u1"]);
    expect(sent[1]!.body?.cartId).toBe("SKD-BBBBBBBBBB");
    expect(useCart.getState()).toMatchObject({ reservationCode: "SKD-BBBBBBBBBB", revision: 2 });
    expect(useCart.getState().bookingData.map((b) => b.uniqueID)).toEqual(["u1"]);
  });

  it("the cart another tab emptied: the places just held are released and the cart ends", async () => {
    const sent = answers([200, { ...created, revision: 1 }], [200, { cartId: "SKD-BBBBBBBBBB", state: "released" }]);
    const pending = reserveBasket(CALLER, heldCart());
    otherTabWrites({ ...heldCart(), bookingData: [], reservationCode: null, cartSecret: null, revision: null });
    expect(await pending).toMatchObject({ ok: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url).toBe("/api/provider/order/release");
    expect(sent[1]!.body).toEqual({ cartId: "SKD-BBBBBBBBBB" });
    expect(sent[1]!.headers["X-Cart-Secret"]).toBe("n".repeat(32));
    expect(useCart.getState()).toMatchObject({ bookingData: [], reservationCode: null, cartSecret: null, lastBasket: null });
    expect(useCart.getState().bookingSessionTimer.isStart).toBe(false);
  });

  it("no other change: one check, nothing sent again", async () => {
    const sent = answers([200, { ...created, revision: 1 }]);
    await reserveBasket(CALLER, heldCart());
    expect(sent).toHaveLength(1);
  });
});

describe("isJustHeld: a basket this page held as it is, moments ago", () => {
  it("is the cart as stored after the hold, for the same token, within the minute", async () => {
    answers([200, { ...created, cartId: OLD.reservationCode, cartSecret: null, revision: 4 }]);
    const before = Date.now();
    await reserveBasket(CALLER, heldCart());
    const held = useCart.getState();
    expect(isJustHeld(CALLER, held, before + 1_000)).toBe(true);
    expect(isJustHeld(CALLER, held, Date.now() + JUST_HELD_MS)).toBe(false);
    expect(isJustHeld({ ...CALLER, token: "guest" }, held)).toBe(false);
    expect(isJustHeld(CALLER, savePackage(held, bookingItem({ uniqueID: "u2" })))).toBe(false);
  });

  it("a refused hold leaves nothing held", async () => {
    answers([409, { code: 5035, errorMessage: "x", productErrorList: [{ errorNumber: 5035, errorDescription: "x", uniqueID: "u1" }] }]);
    const candidate = savePackage(heldCart(), bookingItem({ uniqueID: "u3" }));
    await reserveBasket(CALLER, candidate);
    expect(isJustHeld(CALLER, candidate)).toBe(false);
  });
});

describe("removeLine", () => {
  const twoLines = () => ({ ...savePackage(heldCart(), bookingItem({ uniqueID: "u2" })), hydrated: true });

  it("holds the cart without the line, then removes it here", async () => {
    useCart.setState(twoLines());
    const sent = answers([200, { ...created, cartId: OLD.reservationCode, cartSecret: null, revision: 4 }]);
    expect(await removeLine(CALLER, "u2")).toMatchObject({ ok: true });
    expect((sent[0]!.body?.lineItems as { uniqueID: string }[]).map((l) => l.uniqueID)).toEqual(["u1"]);
    expect(useCart.getState().bookingData.map((b) => b.uniqueID)).toEqual(["u1"]);
    expect(useCart.getState().revision).toBe(4);
  });

  it("a refusal keeps the line, so the cart shown stays the cart held", async () => {
    useCart.setState(twoLines());
    answers([409, { code: 5035, errorMessage: "x", productErrorList: [{ errorNumber: 5035, errorDescription: "x", uniqueID: "u1" }] }]);
    expect(await removeLine(CALLER, "u2")).toMatchObject({ ok: false, code: 5035 });
    expect(useCart.getState().bookingData.map((b) => b.uniqueID)).toEqual(["u2", "u1"]);
    expect(useCart.getState().revision).toBe(3);
  });

  it("the last line releases the places and empties the cart", async () => {
    const sent = answers([200, { cartId: OLD.reservationCode, state: "released" }]);
    expect(await removeLine(CALLER, "u1")).toMatchObject({ ok: true, skipped: "empty-cart" });
    expect(sent[0]!.url).toBe("/api/provider/order/release");
    expect(useCart.getState()).toMatchObject({ bookingData: [], reservationCode: null, cartSecret: null, revision: null });
  });
});
