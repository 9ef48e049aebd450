// A card payment the bank is still confirming (the sandbox's processing cards): the guest returns to the shop at
// once, capture answers pending (nothing sold, the cart still held) until the bank's answer is due, then sells exactly
// once, or fails with the bank's refusal; the hosted page only sends the guest back meanwhile.
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DB, capture, count, hostedPage, payWithCard, startCheckout } from "../orders/checkout.fixture";
import { PROCESSING_MS, TEST_CARDS } from "./hosted-page";

async function captureStatus(sessionId: string) {
  return (await (await capture(sessionId)).json()) as { status: string; orderId: string | null; code: number | null };
}

/** The bank's answer falls due now (the test does not wait PROCESSING_MS). */
async function bankAnswersNow(sessionId: string) {
  await DB.prepare("UPDATE checkout_sessions SET settles_at = ?1 WHERE id = ?2").bind(new Date(Date.now() - 1000).toISOString(), sessionId).run();
}

describe("a payment the bank is still confirming", () => {
  it("returns to the shop at once and captures as pending, then sells once when the bank approves", async () => {
    const { cart, sessionId } = await startCheckout();
    const paid = await payWithCard(sessionId, TEST_CARDS.processing);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(`checkout_session_id=${sessionId}`);
    expect(PROCESSING_MS).toBeGreaterThan(0);

    expect(await captureStatus(sessionId)).toMatchObject({ status: "pending", orderId: null });
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cart.cartId)).toBe(0);
    // Meanwhile the hosted page only sends the guest back: no second card on the same payment.
    const again = await hostedPage(sessionId);
    expect(again.status).toBe(303);
    expect((await payWithCard(sessionId, TEST_CARDS.approved)).status).toBe(303);
    expect(await captureStatus(sessionId)).toMatchObject({ status: "pending" });

    await bankAnswersNow(sessionId);
    const [first, second] = await Promise.all([captureStatus(sessionId), captureStatus(sessionId)]);
    expect(first).toMatchObject({ status: "confirmed", orderId: cart.cartId });
    expect(second).toMatchObject({ status: "confirmed", orderId: cart.cartId });
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cart.cartId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ? AND kind = 'charge'", sessionId)).toBe(1);
  });

  it("fails with the bank's refusal when the bank declines, and sells nothing", async () => {
    const { cart, sessionId } = await startCheckout();
    expect((await payWithCard(sessionId, TEST_CARDS.processingDeclined)).status).toBe(303);
    expect(await captureStatus(sessionId)).toMatchObject({ status: "pending" });
    await bankAnswersNow(sessionId);
    expect(await captureStatus(sessionId)).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentDeclined });
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cart.cartId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", sessionId)).toBe(0);
  });
});
