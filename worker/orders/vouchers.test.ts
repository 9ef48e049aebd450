// Member vouchers at the cart (docs/decisions/057): a signed-in member spends a voucher on their account on a booking
// and pays less; another member's code, a guest and a spent or expired voucher are refused with nothing written; and
// two bookings paying with the same voucher at once spend it once: the other payment is refunded with the reason.
import { describe, expect, it } from "vitest";
import { CART_SECRET_HEADER, ORDER_ERROR_CODES, PAYMENT_TYPE_HEADER } from "../../shared/contract/orders";
import { TEST_CARDS } from "../gateway/hosted-page";
import { DEMO, memberBrowser, memberCall } from "../auth/testing";
import { DB, capture, payWithCard } from "./checkout.fixture";
import { cardOn, dayAfter, lineOf, prepareSite, tenantOf } from "./testing";

const DUBAI = tenantOf("ski-dubai");
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
const FATIMA_DETAILS = {
  title: "mrs",
  firstName: "Fatima",
  lastName: "Rahman",
  dateOfBirth: "1986-02-11",
  nationality: "AE",
  countryOfResidence: "AE",
  mobile: "+971501234568",
  mobileRegion: "ae",
};
type Browser = ReturnType<typeof memberBrowser>;

async function fatima(): Promise<Browser> {
  const browser = memberBrowser();
  expect((await browser.signIn(DEMO.fatima.email)).status).toBe(302);
  expect((await memberCall(browser, "POST", "/info/apply", FATIMA_DETAILS)).status).toBe(200);
  return browser;
}

let serial = 0;
/** A fresh voucher of `value` AED on Dubai for `mafid`, valid until `validUntil`. */
async function voucherFor(mafid: string, value: number, validUntil = "2030-12-31"): Promise<string> {
  const code = `VCH-T${Date.now().toString(36).toUpperCase()}-${++serial}`;
  await DB.prepare("INSERT INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until) VALUES (?1, ?2, 1, 'Test voucher', 'قسيمة', ?3, 'AED', ?4)")
    .bind(code, mafid, value, validUntil)
    .run();
  return code;
}
const usedAt = async (code: string) => (await DB.prepare("SELECT used_at FROM member_vouchers WHERE code = ?1").bind(code).first<{ used_at: string | null }>())?.used_at ?? null;

// Snow Park for 2 adults.
const basket = (voucherCode: string | undefined, daysAhead = 2) => ({ lineItems: [lineOf(SNOW_PARK, dayAfter(DUBAI, daysAhead), null, { adult: 2 })], ...(voucherCode ? { voucherCode } : {}) });
const check = (who: Browser, voucherCode?: string) => memberCall(who, "POST", "/order/check-basket?location=ski_dubai", basket(voucherCode), 1, { operation: "check" });
const codeOf = async (response: Response) => ((await response.json()) as { code: number }).code;

describe("member vouchers at the cart", () => {
  it("take the voucher's value off the member's own booking, and refuse another member's, a guest's, an expired one", async () => {
    await prepareSite("ski-dubai");
    const browser = await fatima();
    const own = await voucherFor(DEMO.fatima.mafid, 50);
    const plain = await check(browser);
    const withVoucher = await check(browser, own.toLowerCase());
    expect(withVoucher.status, await withVoucher.clone().text()).toBe(200);
    type Totals = { lineItems: { basketTotal: { gross: number; subtotal: number; voucher_amount: number; discount: number } } };
    const before = ((await plain.json()) as Totals).lineItems.basketTotal;
    const after = ((await withVoucher.json()) as Totals).lineItems.basketTotal;
    expect(after).toMatchObject({ subtotal: before.subtotal, voucher_amount: 50, discount: 50, gross: before.gross - 50 });

    const others = await voucherFor(DEMO.omar.mafid, 50);
    const refused = await check(browser, others);
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe(ORDER_ERROR_CODES.voucherNotYours);
    expect(await codeOf(await check(browser, "VCH-NO-SUCH-CODE"))).toBe(ORDER_ERROR_CODES.voucherNotYours);
    expect(await codeOf(await check(memberBrowser(), own))).toBe(ORDER_ERROR_CODES.voucherSignInRequired);
    expect(await codeOf(await check(browser, await voucherFor(DEMO.fatima.mafid, 50, "2020-01-01")))).toBe(ORDER_ERROR_CODES.voucherExpired);
    const bad = await check(browser, "no spaces allowed");
    expect(bad.status).toBe(400);
    // The member's own code with a direction mark, a bidi override, an invisible space or a NUL: refused as written,
    // naming the field, never read as the code.
    for (const forged of [`\u202E${own}`, `${own}\u200F`, `${own.slice(0, 4)}\u200B${own.slice(4)}`, `${own}\u0000`, `\u2068${own}\u2069`]) {
      const answer = await check(browser, forged);
      expect(answer.status, JSON.stringify(forged)).toBe(400);
      expect(await answer.text(), JSON.stringify(forged)).toContain("voucherCode");
    }
    expect(await usedAt(own)).toBeNull();
    expect(await usedAt(others)).toBeNull();
  }, 30_000);

  it("is spent once when two bookings pay with it at the same moment; the other payment is refunded", async () => {
    await prepareSite("ski-dubai");
    const browser = await fatima();
    const code = await voucherFor(DEMO.fatima.mafid, 40);
    const reserveAndPay = async (daysAhead: number) => {
      const held = await memberCall(browser, "POST", "/order/check-basket?location=ski_dubai", basket(code, daysAhead), 1);
      expect(held.status, await held.clone().text()).toBe(200);
      const { cartId, cartSecret } = (await held.json()) as { cartId: string; cartSecret: string };
      const started = await memberCall(browser, "POST", "/order/checkout", { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId }, 1, {
        [PAYMENT_TYPE_HEADER]: "card",
        [CART_SECRET_HEADER]: cartSecret,
      });
      expect(started.status, await started.clone().text()).toBe(200);
      const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
      expect((await payWithCard(checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
      return checkoutSessionId;
    };
    // Two carts (two tabs, say), both priced with the voucher and both paid before either is captured.
    const sessions = [await reserveAndPay(3), await reserveAndPay(4)];
    const answers = await Promise.all(sessions.map(async (id) => (await capture(id)).json() as Promise<{ status: string; code: number | null }>));
    expect(answers.map((a) => a.status).sort()).toEqual(["confirmed", "refunded"]);
    expect(answers.find((a) => a.status === "refunded")!.code).toBe(ORDER_ERROR_CODES.voucherUsedDuringPayment);
    expect(await usedAt(code)).not.toBeNull();
    // Spent: a new booking cannot claim it, nor open a payment with it.
    expect(await codeOf(await check(browser, code))).toBe(ORDER_ERROR_CODES.voucherUsed);
  }, 60_000);
});
