// Member vouchers at the cart (docs/decisions/056): a signed-in member spends a voucher on their account on a booking
// and pays less; another member's code, a guest and a spent or expired voucher are refused with nothing written; and
// two bookings paying with the same voucher at once spend it once: the other payment is refunded with the reason. A
// voucher that pays the whole booking is paid with no card (Payment-Type voucher), once, also when raced.
import { describe, expect, it } from "vitest";
import { CART_SECRET_HEADER, ORDER_ERROR_CODES, PAYMENT_TYPE_HEADER, orderErrorMessage } from "../../shared/contract/orders";
import { TEST_CARDS } from "../gateway/hosted-page";
import { DEMO, memberBrowser, memberCall, memberCardPayment, signedIn } from "../auth/testing";
import { DB, capture, checkout, count, makeGuest, payWithCard } from "./checkout.fixture";
import { cardOn, dayAfter, lineOf, prepareSite, singleUsePromoCode, tenantOf } from "./testing";
import { pointsToRedeem } from "../../shared/booking/share-points";

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

/** A member signed in, with these details on their profile. */
async function withDetails(email: string, details = FATIMA_DETAILS): Promise<Browser> {
  const browser = await signedIn(email);
  expect((await memberCall(browser, "POST", "/info/apply", details)).status).toBe(200);
  return browser;
}
const fatima = () => withDetails(DEMO.fatima.email);

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
      return memberCardPayment(browser, { cartId, secret: cartSecret });
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

  describe("a voucher that pays the whole booking", () => {
    const RETURN_URL = "/en-ae/ski-dubai/booking-redirect";
    type Held = { cartId: string; cartSecret: string; lineItems: { basketTotal: { gross: number; voucher_amount: number; share_amount: number } } };
    /** Fatima's (or `who`'s) cart held with `extra` claims (the voucher, points). */
    const hold = async (who: Browser, daysAhead: number, extra: Record<string, unknown>): Promise<Held> => {
      const held = await memberCall(who, "POST", "/order/check-basket?location=ski_dubai", { lineItems: basket(undefined, daysAhead).lineItems, ...extra }, 1);
      expect(held.status, await held.clone().text()).toBe(200);
      return (await held.json()) as Held;
    };
    const pay = (who: Browser, cart: Held, paymentType: string, returnUrl = RETURN_URL) =>
      memberCall(who, "POST", "/order/checkout", { returnUrl, cartId: cart.cartId }, 1, {
        [PAYMENT_TYPE_HEADER]: paymentType,
        [CART_SECRET_HEADER]: cart.cartSecret,
      });
    const ordersOf = (cartId: string) => count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?1", cartId);
    const sessionsOf = (cartId: string) => count("SELECT COUNT(*) AS n FROM checkout_sessions WHERE cart_id = ?1", cartId);
    const chargesOf = (cartId: string) =>
      count("SELECT COUNT(*) AS n FROM payment_ledger p JOIN checkout_sessions s ON s.id = p.checkout_session_id WHERE s.cart_id = ?1", cartId);

    it("confirms the booking with no card and no payment page, spending the voucher with the sale, once", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      const code = await voucherFor(DEMO.fatima.mafid, 5000);
      const cart = await hold(browser, 5, { voucherCode: code });
      expect(cart.lineItems.basketTotal.gross).toBe(0);
      expect(cart.lineItems.basketTotal.voucher_amount).toBeGreaterThan(0);

      // No card payment of nothing: a card, a wallet or points are refused for it, naming the way to pay.
      for (const paymentType of ["card", "apple_pay", "share"]) {
        const refused = await pay(browser, cart, paymentType);
        expect(refused.status, paymentType).toBe(400);
        expect(JSON.stringify(await refused.json()), paymentType).toContain("Payment-Type");
      }
      expect(await sessionsOf(cart.cartId)).toBe(0);

      const started = await pay(browser, cart, "voucher");
      expect(started.status, await started.clone().text()).toBe(200);
      const { redirectUrl, checkoutSessionId } = (await started.json()) as { redirectUrl: string; checkoutSessionId: string };
      // Straight back to the shop's own return page, which confirms the booking: no hosted payment page.
      expect(redirectUrl).toBe(`https://shop.test${RETURN_URL}?checkout_session_id=${checkoutSessionId}`);
      expect(await usedAt(code)).not.toBeNull();
      for (let n = 0; n < 2; n++) {
        expect(await (await capture(checkoutSessionId)).json()).toMatchObject({ status: "confirmed", paymentType: "voucher", amount: 0, reservationCode: cart.cartId });
      }
      expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?1 AND payment_type = 'voucher' AND member_mafid = ?2", cart.cartId, DEMO.fatima.mafid)).toBe(1);
      expect(await chargesOf(cart.cartId)).toBe(0);

      // Paid: the cart is not paid again, with the voucher or otherwise.
      expect((await pay(browser, cart, "voucher")).status).not.toBe(200);
      expect(await ordersOf(cart.cartId)).toBe(1);
    }, 60_000);

    it("does not open for a voucher that leaves a part to pay; that part is paid by card", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      const code = await voucherFor(DEMO.fatima.mafid, 30);
      const cart = await hold(browser, 6, { voucherCode: code });
      expect(cart.lineItems.basketTotal.gross).toBeGreaterThan(0);
      const refused = await pay(browser, cart, "voucher");
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ issues: [{ field: "Payment-Type", rule: "not_available" }] });
      expect(await sessionsOf(cart.cartId)).toBe(0);
      expect(await usedAt(code)).toBeNull();

      const byCard = await pay(browser, cart, "card");
      expect(byCard.status, await byCard.clone().text()).toBe(200);
      const { redirectUrl, checkoutSessionId } = (await byCard.json()) as { redirectUrl: string; checkoutSessionId: string };
      expect(redirectUrl).toBe(`https://shop.test/sandbox-pay/${checkoutSessionId}`);
      expect((await payWithCard(checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
      expect(await (await capture(checkoutSessionId)).json()).toMatchObject({ status: "confirmed", paymentType: "card", amount: cart.lineItems.basketTotal.gross });
      expect(await usedAt(code)).not.toBeNull();
    }, 60_000);

    it("with SHARE points that pay the rest: no card, the points and the voucher both spent by the one sale", async () => {
      await prepareSite("ski-dubai");
      const SARA = { ...FATIMA_DETAILS, firstName: "Sara", lastName: "Al Mansoori", dateOfBirth: "1992-04-18", mobile: "+971501234567" };
      const browser = await withDetails(DEMO.sara.email, SARA);
      const balance = async () => (await DB.prepare("SELECT points FROM share_accounts WHERE mafid = ?1").bind(DEMO.sara.mafid).first<{ points: number }>())?.points ?? 0;
      // Points enough for the rest, as a paid booking would have earned them (the ledger's trigger keeps the balance).
      await DB.prepare(
        "INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at) VALUES (?1, 1, 'earn', 20000, 2000, 'AED', '2026-01-01T00:00:00.000Z')",
      )
        .bind(DEMO.sara.mafid)
        .run();
      const before = await balance();
      const plain = (await (await check(browser)).json()) as Held;
      const code = await voucherFor(DEMO.sara.mafid, 20);
      const cart = await hold(browser, 7, { voucherCode: code, redeemAmount: plain.lineItems.basketTotal.gross - 20 });
      expect(cart.lineItems.basketTotal).toMatchObject({ gross: 0, voucher_amount: 20 });
      const points = cart.lineItems.basketTotal.share_amount;
      expect(points).toBeGreaterThan(0);

      // Points take the last part, so the booking is paid as the points' no-card payment.
      expect((await pay(browser, cart, "voucher")).status).toBe(400);
      expect((await pay(browser, cart, "card")).status).toBe(400);
      expect(await balance()).toBe(before);
      const started = await pay(browser, cart, "share");
      expect(started.status, await started.clone().text()).toBe(200);
      const { redirectUrl, checkoutSessionId } = (await started.json()) as { redirectUrl: string; checkoutSessionId: string };
      expect(redirectUrl).not.toContain("sandbox-pay");
      expect(await (await capture(checkoutSessionId)).json()).toMatchObject({ status: "confirmed", paymentType: "share", amount: 0 });
      expect(await usedAt(code)).not.toBeNull();
      expect(await balance()).toBe(before - pointsToRedeem(points));
      expect(await ordersOf(cart.cartId)).toBe(1);
    }, 60_000);

    it("refused at capture (its promo code used up meanwhile) charges nothing, keeps the voucher, and never says refunded", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      type Answer = { status: string; code: number; reason: string; paymentType: string; amount: number };
      for (const [locale, days] of [["en", 17], ["ar", 18]] as const) {
        const code = await voucherFor(DEMO.fatima.mafid, 5000);
        const promo = await singleUsePromoCode(DUBAI, `NOCARD${locale.toUpperCase()}`);
        const cart = await hold(browser, days, { voucherCode: code, promoCode: promo });
        expect(cart.lineItems.basketTotal.gross).toBe(0);
        // Another booking takes the code's last use while this member pays.
        await DB.prepare("UPDATE promo_codes SET used_count = max_uses WHERE site_id = ?1 AND code = ?2").bind(DUBAI.siteId, promo).run();
        const started = await pay(browser, cart, "voucher", `${DUBAI.prefixes[locale]}/booking-redirect`);
        expect(started.status, await started.clone().text()).toBe(200);
        const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
        const answer = (await (await capture(checkoutSessionId)).json()) as Answer;
        expect(answer).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.promoUsedUpDuringPayment, paymentType: "voucher", amount: 0 });
        expect(answer.reason).toBe(orderErrorMessage(ORDER_ERROR_CODES.promoUsedUpDuringPayment, locale, "voucher"));
        expect(answer.reason).not.toMatch(locale === "en" ? /refund/i : /استرد/);
        expect(answer.reason).toContain(locale === "en" ? "Nothing was charged. Your voucher was not used" : "لم يُخصم أي مبلغ. لم تُستخدم قسيمتك");
        // What it says is so: no charge, no booking, the voucher unspent.
        expect(await chargesOf(cart.cartId)).toBe(0);
        expect(await ordersOf(cart.cartId)).toBe(0);
        expect(await usedAt(code)).toBeNull();
      }
    }, 60_000);

    it("with SHARE points, refused at capture, says the voucher was not used and the points are back", async () => {
      await prepareSite("ski-dubai");
      const SARA = { ...FATIMA_DETAILS, firstName: "Sara", lastName: "Al Mansoori", dateOfBirth: "1992-04-18", mobile: "+971501234567" };
      const browser = await withDetails(DEMO.sara.email, SARA);
      const balance = async () => (await DB.prepare("SELECT points FROM share_accounts WHERE mafid = ?1").bind(DEMO.sara.mafid).first<{ points: number }>())?.points ?? 0;
      await DB.prepare(
        "INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at) VALUES (?1, 1, 'earn', 20000, 2000, 'AED', '2026-01-01T00:00:00.000Z')",
      )
        .bind(DEMO.sara.mafid)
        .run();
      const promo = await singleUsePromoCode(DUBAI, "NOCARDPTS");
      const plain = (await (await memberCall(browser, "POST", "/order/check-basket?location=ski_dubai", { ...basket(undefined, 19), promoCode: promo }, 1, { operation: "check" })).json()) as Held;
      const code = await voucherFor(DEMO.sara.mafid, 20);
      const cart = await hold(browser, 19, { voucherCode: code, promoCode: promo, redeemAmount: plain.lineItems.basketTotal.gross - 20 });
      expect(cart.lineItems.basketTotal).toMatchObject({ gross: 0, voucher_amount: 20 });
      const before = await balance();
      await DB.prepare("UPDATE promo_codes SET used_count = max_uses WHERE site_id = ?1 AND code = ?2").bind(DUBAI.siteId, promo).run();
      const started = await pay(browser, cart, "share");
      expect(started.status, await started.clone().text()).toBe(200);
      const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
      const answer = (await (await capture(checkoutSessionId)).json()) as { status: string; code: number; reason: string };
      expect(answer).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.promoUsedUpDuringPayment });
      expect(answer.reason).toBe(orderErrorMessage(ORDER_ERROR_CODES.promoUsedUpDuringPayment, "en", "voucher-and-points"));
      expect(answer.reason).toContain("Your voucher was not used, and you can still use it. The SHARE points are back in your balance.");
      expect(answer.reason).not.toMatch(/refund/i);
      expect(await usedAt(code)).toBeNull();
      expect(await balance()).toBe(before);
      expect(await chargesOf(cart.cartId)).toBe(0);
    }, 60_000);

    it("a card payment refused the same way was charged, and says it is refunded", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      for (const [locale, days] of [["en", 20], ["ar", 21]] as const) {
        const code = await voucherFor(DEMO.fatima.mafid, 30);
        const promo = await singleUsePromoCode(DUBAI, `CARD${locale.toUpperCase()}`);
        const cart = await hold(browser, days, { voucherCode: code, promoCode: promo });
        expect(cart.lineItems.basketTotal.gross).toBeGreaterThan(0);
        const started = await pay(browser, cart, "card", `${DUBAI.prefixes[locale]}/booking-redirect`);
        expect(started.status, await started.clone().text()).toBe(200);
        const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
        expect((await payWithCard(checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
        await DB.prepare("UPDATE promo_codes SET used_count = max_uses WHERE site_id = ?1 AND code = ?2").bind(DUBAI.siteId, promo).run();
        const answer = (await (await capture(checkoutSessionId)).json()) as { status: string; code: number; reason: string; paymentType: string };
        expect(answer).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.promoUsedUpDuringPayment, paymentType: "card" });
        expect(answer.reason).toBe(orderErrorMessage(ORDER_ERROR_CODES.promoUsedUpDuringPayment, locale));
        expect(answer.reason).toMatch(locale === "en" ? /has been refunded/ : /تم استرداد/);
        expect(await usedAt(code)).toBeNull();
      }
    }, 60_000);

    it("refuses another member's or a guest's paying with it, with nothing written", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      const code = await voucherFor(DEMO.fatima.mafid, 5000);
      const cart = await hold(browser, 8, { voucherCode: code });
      expect(cart.lineItems.basketTotal.gross).toBe(0);
      // Omar holds Fatima's cart (its id and secret) and pays it as himself.
      const omar = await withDetails(DEMO.omar.email, { ...FATIMA_DETAILS, title: "mr", firstName: "Omar", lastName: "Haddad", mobile: "+971501234569" });
      const refused = await pay(omar, cart, "voucher");
      expect(refused.status).toBe(422);
      expect(await codeOf(refused)).toBe(ORDER_ERROR_CODES.voucherNotYours);
      // Nor as a card payment of nothing.
      expect(await codeOf(await pay(omar, cart, "card"))).toBe(ORDER_ERROR_CODES.voucherNotYours);
      // Nor a guest holding the cart, with a guest token of their own.
      const guest = await makeGuest(DUBAI.siteId);
      const asGuest = await checkout(guest.token, { cartId: cart.cartId, secret: cart.cartSecret }, "voucher");
      expect(asGuest.status).toBe(422);
      expect(await codeOf(asGuest)).toBe(ORDER_ERROR_CODES.voucherSignInRequired);
      expect(await usedAt(code)).toBeNull();
      expect(await sessionsOf(cart.cartId)).toBe(0);
      expect(await ordersOf(cart.cartId)).toBe(0);
    }, 60_000);

    it("sent twice for one cart at once (a double click, a request sent again) sells it once", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      const code = await voucherFor(DEMO.fatima.mafid, 5000);
      const cart = await hold(browser, 15, { voucherCode: code });
      const answers = await Promise.all([pay(browser, cart, "voucher"), pay(browser, cart, "voucher")]);
      // Both answers lead to the one booking: the return page of the payment that sold it.
      const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: (await a.json()) as { checkoutSessionId: string } })));
      expect(bodies.map((b) => b.status)).toEqual([200, 200]);
      expect(bodies[0]!.body.checkoutSessionId).toBe(bodies[1]!.body.checkoutSessionId);
      expect(await (await capture(bodies[0]!.body.checkoutSessionId)).json()).toMatchObject({ status: "confirmed", reservationCode: cart.cartId });
      expect(await ordersOf(cart.cartId)).toBe(1);
      expect(await usedAt(code)).not.toBeNull();
      expect(await chargesOf(cart.cartId)).toBe(0);
    }, 60_000);

    it.each(["ski-dubai", "snow-abu-dhabi", "snow-oman", "ski-egypt"] as const)("is paid with no card on %s, in its currency", async (slug) => {
      const tenant = await prepareSite(slug);
      const browser = await fatima();
      const code = `VCH-S${tenant.siteId}${Date.now().toString(36).toUpperCase()}`;
      await DB.prepare("INSERT INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until) VALUES (?1, ?2, ?3, 'Test voucher', 'قسيمة', 100000, ?4, '2030-12-31')")
        .bind(code, DEMO.fatima.mafid, tenant.siteId, tenant.currency)
        .run();
      // A day pass of the venue (no time to choose).
      const line = lineOf(cardOn(slug, slug === "snow-oman" ? "SNOWPARK.DAY" : "SNOWPARK"), dayAfter(tenant, 16), null, { adult: 1 });
      const held = await memberCall(browser, "POST", `/order/check-basket?location=${tenant.locationCode}`, { lineItems: [line], voucherCode: code }, tenant.siteId);
      expect(held.status, await held.clone().text()).toBe(200);
      const cart = (await held.json()) as Held;
      expect(cart.lineItems.basketTotal.gross).toBe(0);
      const returnUrl = `${tenant.prefixes.ar}/booking-redirect`;
      const started = await memberCall(browser, "POST", "/order/checkout", { returnUrl, cartId: cart.cartId }, tenant.siteId, {
        [PAYMENT_TYPE_HEADER]: "voucher",
        [CART_SECRET_HEADER]: cart.cartSecret,
      });
      expect(started.status, await started.clone().text()).toBe(200);
      const { redirectUrl, checkoutSessionId } = (await started.json()) as { redirectUrl: string; checkoutSessionId: string };
      expect(redirectUrl).toBe(`https://shop.test${returnUrl}?checkout_session_id=${checkoutSessionId}`);
      expect(await (await capture(checkoutSessionId, tenant.siteId)).json()).toMatchObject({ status: "confirmed", paymentType: "voucher", amount: 0, currency: tenant.currency });
      expect(await usedAt(code)).not.toBeNull();
    }, 60_000);

    it("raced from two carts at once sells exactly one booking; the other is told the voucher is used", async () => {
      await prepareSite("ski-dubai");
      const browser = await fatima();
      for (const [round, days] of [[1, [9, 10]], [2, [11, 12]], [3, [13, 14]]] as const) {
        const code = await voucherFor(DEMO.fatima.mafid, 5000);
        const carts = [await hold(browser, days[0], { voucherCode: code }), await hold(browser, days[1], { voucherCode: code })];
        const answers = await Promise.all(carts.map((cart) => pay(browser, cart, "voucher")));
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses, `round ${round}`).toEqual([200, 422]);
        const loser = answers.find((a) => a.status === 422)!;
        expect(await codeOf(loser)).toBe(ORDER_ERROR_CODES.voucherUsed);
        expect((await ordersOf(carts[0]!.cartId)) + (await ordersOf(carts[1]!.cartId)), `round ${round}`).toBe(1);
        expect(await usedAt(code)).not.toBeNull();
        // The refused cart stays open to be paid otherwise; nothing of it was sold or charged.
        for (const cart of carts) expect(await chargesOf(cart.cartId)).toBe(0);
        // One payment captured; the other, when it got as far as the sale, refunded nothing with the voucher's reason.
        const sessions = await DB.prepare("SELECT state, failure_code FROM checkout_sessions WHERE cart_id IN (?1, ?2) ORDER BY state")
          .bind(carts[0]!.cartId, carts[1]!.cartId)
          .all<{ state: string; failure_code: number | null }>();
        expect(sessions.results.filter((r) => r.state === "captured")).toHaveLength(1);
        for (const other of sessions.results.filter((r) => r.state !== "captured")) expect(other).toEqual({ state: "refunded", failure_code: ORDER_ERROR_CODES.voucherUsedDuringPayment });
      }
    }, 120_000);
  });
});
