// SHARE points (docs/decisions/012): the history, opt-in and simulation calls answer only the signed-in member's own
// points; bad input is refused with nothing written; points are taken at checkout by one conditional statement (50
// checkouts at once never take the balance below zero, and the ledger sums to it), earned once at capture, given
// back exactly once when a payment fails or its session ends, and pay a whole booking without a card.
import { describe, expect, it } from "vitest";
import { CART_SECRET_HEADER, ORDER_ERROR_CODES, PAYMENT_TYPE_HEADER, orderErrorMessage } from "../../shared/contract/orders";
import type { BasketTotal, PricedLine } from "../../shared/contract/order-schemas";
import { TEST_CARDS } from "../gateway/hosted-page";
import { DB, capture, checkout, count, expireCart, holdFixtureSeats, makeGuest, payWithCard } from "../orders/checkout.fixture";
import { hashSecret, newSecret } from "../orders/rules";
import { cardOn, dayAfter, lineOf, newClientAddress, prepareSite, singleUsePromoCode, tenantOf } from "../orders/testing";

const DUBAI = tenantOf("ski-dubai");
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
import { DEMO, memberBrowser, memberCall, signedIn } from "../auth/testing";

type Browser = ReturnType<typeof memberBrowser>;

const SARA_DETAILS = {
  title: "ms",
  firstName: "Sara",
  lastName: "Al Mansoori",
  dateOfBirth: "1992-04-18",
  nationality: "AE",
  countryOfResidence: "AE",
  mobile: "+971501234567",
  mobileRegion: "ae",
};
const RETURN_URL = "/en-ae/ski-dubai/booking-redirect";

/** Sara signed in, with the details a checkout needs. */
async function sara(): Promise<Browser> {
  const browser = await signedIn(DEMO.sara.email);
  const saved = await memberCall(browser, "POST", "/info/apply", SARA_DETAILS);
  if (saved.status !== 200) throw new Error(`apply info answered ${saved.status}`);
  return browser;
}

async function balanceOf(mafid: string): Promise<number> {
  return (await DB.prepare("SELECT points FROM share_accounts WHERE mafid = ?1").bind(mafid).first<{ points: number }>())?.points ?? 0;
}
async function ledgerSum(mafid: string): Promise<number> {
  return count("SELECT COALESCE(SUM(points), 0) AS n FROM share_transactions WHERE mafid = ?1", mafid);
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const randomCode = () => [...crypto.getRandomValues(new Uint8Array(10))].map((b) => ALPHABET[b % 36]).join("");

/** A held Dubai cart of `subtotal` that redeems `points` worth of SHARE (as a SHARE member's basket check leaves it). */
async function shareCart(subtotal: number, pointsAmount: number, expiresInMs = 1_800_000, promoCode: string | null = null) {
  const cartId = `SKD-${randomCode()}`;
  const secret = newSecret();
  const gross = Math.round((subtotal - pointsAmount) * 100) / 100;
  const lines: PricedLine[] = [
    {
      uniqueID: "line-1",
      cardId: 101,
      title: "Snow Classic",
      date: "2030-01-15",
      performanceAk: null,
      time: null,
      tickets: [{ ticketId: 1, ak: "SKD.PRD.ADULT", guestType: "adult", quantity: 2, unitPrice: subtotal / 2, amount: subtotal }],
      addOns: [],
      gross: subtotal,
    },
  ];
  const totals: BasketTotal = {
    gross,
    net: Math.round((gross / 1.05) * 100) / 100,
    tax: Math.round((gross - gross / 1.05) * 100) / 100,
    currency: "AED",
    subtotal,
    promo_code_amount: 0,
    christmas_promo: false,
    bank_offer_amount: 0,
    maf_amount: 0,
    fazaa_amount: 0, voucher_amount: 0,
    share_amount: pointsAmount,
    discount: pointsAmount,
  };
  const claims = { offerGroupId: null, offerBin: null, mafEmail: null, fazaaCard: null, redeemAmount: pointsAmount };
  const expiresAt = new Date(Date.now() + expiresInMs).toISOString();
  await DB.prepare(
    `INSERT INTO carts (cart_id, site_id, state, expires_at, lines, priced_lines, totals, promo_code, secret_hash, claims)
     VALUES (?, 1, 'open', ?, '[]', ?, ?, ?, ?, ?)`,
  )
    .bind(cartId, expiresAt, JSON.stringify(lines), JSON.stringify(totals), promoCode, await hashSecret(secret), JSON.stringify(claims))
    .run();
  await holdFixtureSeats(1, cartId, "SKD.EVN.SHARE", 2, expiresAt);
  return { cartId, secret };
}

function memberCheckout(browser: Browser, cart: { cartId: string; secret: string }, paymentType = "card", headers: Record<string, string> = {}) {
  return memberCall(browser, "POST", "/order/checkout", { returnUrl: RETURN_URL, cartId: cart.cartId }, 1, {
    [PAYMENT_TYPE_HEADER]: paymentType,
    [CART_SECRET_HEADER]: cart.secret,
    ...headers,
  });
}

async function started(response: Response): Promise<{ redirectUrl: string; checkoutSessionId: string }> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { redirectUrl: string; checkoutSessionId: string };
}

const transactionsPath = (query: Record<string, string> = {}) =>
  `/share-transactions?${new URLSearchParams({ page_size: "10", show_sku: "true", sponsor_id: "35", ...query })}`;

describe("SHARE calls answer only the member's own points", () => {
  it("a guest gets 401 from every SHARE call", async () => {
    const guest = memberBrowser();
    expect((await memberCall(guest, "GET", transactionsPath())).status).toBe(401);
    expect((await memberCall(guest, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.sara.email)}&sponsor_id=35`)).status).toBe(401);
    expect((await memberCall(guest, "POST", "/share-simulate", { pay_in_amount: 10, trx_amount: 10 })).status).toBe(401);
  });

  it("member A never reads member B's history, not even with B's cursor", async () => {
    const a = await signedIn(DEMO.omar.email);
    const b = await sara();
    // Omar has no SHARE yet: his history is a 404 that says so, not Sara's rows.
    const before = await memberCall(a, "GET", transactionsPath());
    expect(before.status).toBe(404);
    expect(await before.json()).toMatchObject({ error: "not_a_share_member" });

    // Sara's first page, made one row long so that it has a cursor.
    await started(await memberCheckout(b, await shareCart(100, 10)));
    const saraPage = await memberCall(b, "GET", transactionsPath({ page_size: "1" }));
    expect(saraPage.headers.get("cache-control")).toBe("private, no-store");
    const { data } = (await saraPage.json()) as { data: { transactions: unknown[]; next_cursor: string } };
    expect(data.next_cursor).toBeTruthy();

    const joined = await memberCall(a, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.omar.email)}&sponsor_id=35`);
    expect(joined.status, await joined.clone().text()).toBe(200);
    const own = (await (await memberCall(a, "GET", transactionsPath())).json()) as { data: { transactions: unknown[]; next_cursor: null } };
    expect(own.data).toEqual({ transactions: [], next_cursor: null });
    // Sara's cursor is no cursor of Omar's list.
    const stolen = await memberCall(a, "GET", transactionsPath({ cursor: data.next_cursor }));
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: "invalid_request", issues: [{ field: "cursor", rule: "cursor" }] });
  });

  it("pages the history newest first, ten at most, with sku lines on request and a cursor that cannot be changed", async () => {
    const browser = await sara();
    for (let i = 0; i < 3; i++) await started(await memberCheckout(browser, await shareCart(100, 10)));
    const first = (await (await memberCall(browser, "GET", transactionsPath({ page_size: "2" }))).json()) as {
      data: { transactions: { id: string; type: string; points: number; currency_amount: number; reservation_code: string; sku?: unknown[] }[]; next_cursor: string };
    };
    expect(first.data.transactions).toHaveLength(2);
    const [newest] = first.data.transactions;
    expect(newest).toMatchObject({ type: "redeem", points: -100, currency_amount: -10, currency: "AED", site_id: 1 });
    expect(newest!.reservation_code).toMatch(/^SKD-/);
    expect(newest!.sku).toEqual([{ sku: "SKD.PRD.ADULT", title: "Snow Classic (adult)", quantity: 2, amount: 100 }]);
    expect(Number(first.data.transactions[0]!.id)).toBeGreaterThan(Number(first.data.transactions[1]!.id));

    const second = (await (await memberCall(browser, "GET", transactionsPath({ page_size: "2", cursor: first.data.next_cursor }))).json()) as {
      data: { transactions: { id: string }[] };
    };
    expect(Number(second.data.transactions[0]!.id)).toBeLessThan(Number(first.data.transactions[1]!.id));
    const withoutSku = (await (await memberCall(browser, "GET", transactionsPath({ show_sku: "false" }))).json()) as { data: { transactions: object[] } };
    expect(withoutSku.data.transactions[0]).not.toHaveProperty("sku");

    // A changed cursor (another id with the old signature) is refused.
    const [idPart, mac] = first.data.next_cursor.split(".");
    const forged = `${btoa(String(Number(atob(idPart!)) + 1)).replace(/=+$/, "")}.${mac}`;
    expect((await memberCall(browser, "GET", transactionsPath({ cursor: forged }))).status).toBe(400);
  });

  it("refuses a page size outside 1..10, another site's sponsor and unknown fields, naming the field and the rule", async () => {
    const browser = await sara();
    const issues = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { issues: { field: string; rule: string }[] }).issues;
    };
    expect(await issues(await memberCall(browser, "GET", transactionsPath({ page_size: "0" })))).toMatchObject([{ field: "page_size", rule: "min" }]);
    expect(await issues(await memberCall(browser, "GET", transactionsPath({ page_size: "11" })))).toMatchObject([{ field: "page_size", rule: "max" }]);
    expect(await issues(await memberCall(browser, "GET", transactionsPath({ sponsor_id: "91" })))).toMatchObject([{ field: "sponsor_id", rule: "one_of" }]);
    expect(await issues(await memberCall(browser, "GET", transactionsPath({ cursor: "nonsense" })))).toMatchObject([{ field: "cursor" }]);
    // Abu Dhabi's sponsor is 91.
    expect((await memberCall(browser, "GET", transactionsPath({ sponsor_id: "91" }), undefined, 2)).status).toBe(200);
    expect(await issues(await memberCall(browser, "GET", transactionsPath({ sponsor_id: "35" }), undefined, 2))).toMatchObject([{ field: "sponsor_id", rule: "one_of" }]);

    expect(await issues(await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 10, trx_amount: 10, mafid: "MAF-1000002" }))).toMatchObject([
      { field: "mafid", rule: "unknown_field" },
    ]);
    expect(await issues(await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 50, trx_amount: 10 }))).toMatchObject([{ field: "pay_in_amount", rule: "max" }]);
    expect(await issues(await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: -1, trx_amount: 10 }))).toMatchObject([{ field: "pay_in_amount", rule: "min" }]);
  });

  it("simulates what a payment earns and what its points cost, with the real rules", async () => {
    const browser = await sara();
    const points = await balanceOf(DEMO.sara.mafid);
    const answer = await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 100, trx_amount: 112.35 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: {
        earn_points: 30,
        earn_currency_amount: 3,
        redeem_points: 124,
        redeem_currency_amount: 12.35,
        balance_points: points,
        balance_currency_amount: points / 10,
        max_redeem_currency_amount: Math.min(points / 10, 112.35),
        sufficient: points >= 124,
      },
    });
    // Oman has no SHARE; a member without SHARE is told so (the page then estimates locally).
    expect(await (await memberCall(browser, "POST", "/share-simulate", { pay_in_amount: 1, trx_amount: 1 }, 3)).json()).toMatchObject({ error: "share_not_offered" });
    const fatima = await signedIn(DEMO.fatima.email);
    expect((await memberCall(fatima, "POST", "/share-simulate", { pay_in_amount: 1, trx_amount: 1 })).status).toBe(404);
  });

  it("opts a member in with their own e-mail only, once, on the site's sponsor; not on Oman", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const rows = () => count("SELECT COUNT(*) AS n FROM share_accounts WHERE mafid = ?1", DEMO.fatima.mafid);
    const stranger = await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.sara.email)}&sponsor_id=91`, undefined, 2);
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ issues: [{ field: "email", rule: "own_email" }] });
    const wrongSponsor = await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.fatima.email)}&sponsor_id=35`, undefined, 2);
    expect(wrongSponsor.status).toBe(400);
    expect((await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.fatima.email)}&sponsor_id=35`, undefined, 3)).status).toBe(404);
    // Another site's page cannot make the member's browser join.
    const crossSite = await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.fatima.email)}&sponsor_id=91`, undefined, 2, {
      origin: "https://elsewhere.test",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(await rows()).toBe(0);

    const first = await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.fatima.email.toUpperCase())}&sponsor_id=91`, undefined, 2);
    expect(first.status, await first.clone().text()).toBe(200);
    const joined = (await first.json()) as { data: { member_id: string; sponsor_id: string; joined: boolean; balance_points: number } };
    expect(joined.data).toMatchObject({ sponsor_id: "91", joined: true, balance_points: 0 });
    expect(joined.data.member_id).toMatch(/^SHR-91-\d{10}$/);
    const again = (await (await memberCall(fatima, "POST", `/shareoptin?email=${encodeURIComponent(DEMO.fatima.email)}&sponsor_id=91`, undefined, 2)).json()) as typeof joined;
    expect(again.data).toMatchObject({ member_id: joined.data.member_id, joined: false });
    expect(await rows()).toBe(1);
    // The session knows at once, and the balance call answers.
    const session = (await (await fatima.shop("/auth/session")).json()) as { member: { isShareMember: boolean } };
    expect(session.member.isShareMember).toBe(true);
    expect((await memberCall(fatima, "GET", "/share-balance", undefined, 2)).status).toBe(200);
  });
});

describe("SHARE points in the order path", () => {
  it("lets only a SHARE member claim points in a basket check, up to the balance", async () => {
    await prepareSite("ski-dubai");
    const browser = await sara();
    const points = await balanceOf(DEMO.sara.mafid);
    // Snow Park for 2 adults and a child: 430 AED.
    const basket = (redeemAmount: number) => ({ lineItems: [lineOf(SNOW_PARK, dayAfter(DUBAI, 1), null, { adult: 2, child: 1 })], redeemAmount });
    const check = (who: Browser, redeemAmount: number, site = 1) =>
      memberCall(who, "POST", `/order/check-basket?location=${site === 3 ? "snow_oman" : "ski_dubai"}`, basket(redeemAmount), site, { operation: "check" });

    const claimed = await check(browser, 12.35);
    expect(claimed.status, await claimed.clone().text()).toBe(200);
    const total = ((await claimed.json()) as { lineItems: { basketTotal: { gross: number; share_amount: number; subtotal: number } } }).lineItems.basketTotal;
    expect(total).toMatchObject({ share_amount: 12.35, gross: Math.round((total.subtotal - 12.35) * 100) / 100 });

    const tooMuch = await check(browser, points / 10 + 1);
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.pointsNotEnough);
    // Reserved with all the points, the payment page opened (the points taken), then back to the cart: the cart's
    // own open payment holds them, so the same claim still stands, and paying anew gives them back first.
    const all = points / 10;
    const reserve = (extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
      memberCall(browser, "POST", "/order/check-basket?location=ski_dubai", { ...basket(all), ...extra }, 1, headers);
    const held = (await reserve({})).clone();
    expect(held.status, await held.clone().text()).toBe(200);
    const { cartId, cartSecret } = (await held.json()) as { cartId: string; cartSecret: string };
    const cart = { cartId, secret: cartSecret };
    await started(await memberCheckout(browser, cart));
    expect(await balanceOf(DEMO.sara.mafid)).toBe(0);
    expect((await reserve({ cartId }, { [CART_SECRET_HEADER]: cartSecret })).status).toBe(200);
    const again = await started(await memberCheckout(browser, cart));
    expect(await balanceOf(DEMO.sara.mafid)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM share_transactions WHERE reservation_code = ?1 AND kind = 'restore'", cartId)).toBe(1);
    // The new page's points come back too when its cart is released; the ledger still sums to the balance.
    expect((await memberCall(browser, "POST", "/order/release", { cartId }, 1, { [CART_SECRET_HEADER]: cartSecret })).status).toBe(200);
    await memberCall(browser, "GET", "/share-balance");
    expect(await balanceOf(DEMO.sara.mafid)).toBe(points);
    expect(await ledgerSum(DEMO.sara.mafid)).toBe(points);
    expect(again.checkoutSessionId).toBeTruthy();

    // A guest cannot claim points at all (a member without SHARE neither: basket.test.ts).
    expect(((await (await check(memberBrowser(), 1)).json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.pointsNotAllowed);
  }, 30_000);

  it("gives the points of a declined payment back exactly once, and earns on a card payment once however often it is captured", async () => {
    const browser = await sara();
    const balance = await balanceOf(DEMO.sara.mafid);
    const declined = await started(await memberCheckout(browser, await shareCart(120, 20)));
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 200);
    expect((await payWithCard(declined.checkoutSessionId, TEST_CARDS.declined)).status).toBe(303);
    await Promise.all([capture(declined.checkoutSessionId), capture(declined.checkoutSessionId), memberCall(browser, "GET", "/share-balance")]);
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance);
    expect(await count("SELECT COUNT(*) AS n FROM share_transactions WHERE checkout_session_id = ?1 AND kind = 'restore'", declined.checkoutSessionId)).toBe(1);

    const paid = await started(await memberCheckout(browser, await shareCart(120, 20)));
    expect((await payWithCard(paid.checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
    const answers = await Promise.all(Array.from({ length: 5 }, () => capture(paid.checkoutSessionId)));
    for (const answer of answers) expect(await answer.json()).toMatchObject({ status: "confirmed" });
    // 100 AED by card earns 30 points; 20 AED of points cost 200.
    expect(await count("SELECT COUNT(*) AS n FROM share_transactions WHERE checkout_session_id = ?1 AND kind = 'earn' AND points = 30", paid.checkoutSessionId)).toBe(1);
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 200 + 30);
    await memberCall(browser, "GET", "/share-balance");
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 200 + 30);
    expect(await ledgerSum(DEMO.sara.mafid)).toBe(await balanceOf(DEMO.sara.mafid));
  });

  it("gives the points back once when the booking session ends before the payment, and a late capture then sells nothing", async () => {
    const browser = await sara();
    const balance = await balanceOf(DEMO.sara.mafid);
    const cart = await shareCart(100, 50);
    const open = await started(await memberCheckout(browser, cart));
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 500);
    await expireCart(cart.cartId);
    const [first, second] = await Promise.all([memberCall(browser, "GET", "/share-balance"), memberCall(browser, "GET", "/share-balance")]);
    expect(((await first.json()) as { balance_points: number }).balance_points).toBe(balance);
    expect(((await second.json()) as { balance_points: number }).balance_points).toBe(balance);
    expect(await count("SELECT COUNT(*) AS n FROM share_transactions WHERE checkout_session_id = ?1 AND kind = 'restore'", open.checkoutSessionId)).toBe(1);
    // The page was still open: paying it now refunds, and the points are not given twice.
    expect((await payWithCard(open.checkoutSessionId, TEST_CARDS.approved)).status).toBe(303);
    expect(await (await capture(open.checkoutSessionId)).json()).toMatchObject({ status: "refunded" });
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?1", cart.cartId)).toBe(0);
  });

  it("pays a booking with points alone: no card, no payment page, captured at once as Share", async () => {
    const browser = await sara();
    const balance = await balanceOf(DEMO.sara.mafid);
    const cart = await shareCart(80, 80);
    // Points that pay the whole total are paid as share, and share pays only such a total.
    const asCard = await memberCheckout(browser, cart, "card");
    expect(asCard.status).toBe(400);
    expect(await asCard.json()).toMatchObject({ issues: [{ field: "Payment-Type", rule: "one_of" }] });
    const partial = await memberCheckout(browser, await shareCart(100, 10), "share");
    expect(partial.status).toBe(400);
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance);

    const answer = await started(await memberCheckout(browser, cart, "share"));
    expect(answer.redirectUrl).toBe(`https://shop.test${RETURN_URL}?checkout_session_id=${answer.checkoutSessionId}`);
    expect(await (await capture(answer.checkoutSessionId)).json()).toMatchObject({ status: "confirmed", paymentType: "share", amount: 0, reservationCode: cart.cartId });
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?1", answer.checkoutSessionId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?1 AND payment_type = 'share' AND member_mafid = ?2", cart.cartId, DEMO.sara.mafid)).toBe(1);
    // Nothing was paid by card, so nothing is earned.
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 800);
    expect(await ledgerSum(DEMO.sara.mafid)).toBe(balance - 800);
  });

  it("a booking paid with points alone and refused at capture charges nothing, gives the points back, and never says refunded", async () => {
    const browser = await sara();
    for (const locale of ["en", "ar"] as const) {
      const balance = await balanceOf(DEMO.sara.mafid);
      // Its promo code's last use is taken by another booking before this one is sold.
      const promo = await singleUsePromoCode(DUBAI, `PTS${locale.toUpperCase()}`);
      await DB.prepare("UPDATE promo_codes SET used_count = max_uses WHERE site_id = 1 AND code = ?1").bind(promo).run();
      const cart = await shareCart(30, 30, undefined, promo);
      const answer = await started(
        await memberCall(browser, "POST", "/order/checkout", { returnUrl: `${DUBAI.prefixes[locale]}/booking-redirect`, cartId: cart.cartId }, 1, {
          [PAYMENT_TYPE_HEADER]: "share",
          [CART_SECRET_HEADER]: cart.secret,
        }),
      );
      const captured = (await (await capture(answer.checkoutSessionId)).json()) as { status: string; code: number; reason: string; paymentType: string; amount: number };
      expect(captured).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.promoUsedUpDuringPayment, paymentType: "share", amount: 0 });
      expect(captured.reason).toBe(orderErrorMessage(ORDER_ERROR_CODES.promoUsedUpDuringPayment, locale, "points"));
      expect(captured.reason).not.toMatch(locale === "en" ? /refund/i : /استرد/);
      expect(captured.reason).toContain(locale === "en" ? "Nothing was charged. The SHARE points are back in your balance." : "لم يُخصم أي مبلغ. أُعيدت نقاط شير إلى رصيدك.");
      // What it says is so: the points are back, nothing was charged or sold.
      expect(await balanceOf(DEMO.sara.mafid)).toBe(balance);
      expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?1", answer.checkoutSessionId)).toBe(0);
      expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?1", cart.cartId)).toBe(0);
    }
  });

  it("50 checkouts at once against one balance never take it below zero, and the ledger sums to the balance", async () => {
    const browser = await sara();
    const balance = await balanceOf(DEMO.sara.mafid);
    // Each checkout redeems 10 AED = 100 points, from devices of its own (each its own client for the rate limits).
    const carts = await Promise.all(Array.from({ length: 50 }, () => shareCart(40, 10)));
    const answers = await Promise.all(carts.map((cart) => memberCheckout(browser, cart, "card", { "cf-connecting-ip": newClientAddress() })));
    const statuses = answers.map((a) => a.status);
    const succeeded = statuses.filter((s) => s === 200).length;
    expect(succeeded).toBe(Math.min(50, Math.floor(balance / 100)));
    expect(succeeded).toBeGreaterThan(0);
    expect(succeeded).toBeLessThan(50);
    expect(statuses.filter((s) => s === 422).length).toBe(50 - succeeded);
    for (const refused of answers.filter((a) => a.status === 422)) expect(((await refused.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.pointsNotEnough);
    const after = await balanceOf(DEMO.sara.mafid);
    expect(after).toBe(balance - succeeded * 100);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(DEMO.sara.mafid)).toBe(after);
    // The refused checkouts took nothing and left no open payment.
    expect(await count("SELECT COUNT(*) AS n FROM checkout_sessions WHERE failure_code = ?1 AND state = 'cancelled'", ORDER_ERROR_CODES.pointsNotEnough)).toBeGreaterThanOrEqual(50 - succeeded);
  }, 60_000);

  it("two checkouts of one cart with points at once, many times over: one payment page stays open, the points are held once, and it pays", async () => {
    const browser = await sara();
    // Points enough for every cart of the test, whatever the tests before left (earned by a past booking).
    await DB.prepare(
      `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, checkout_session_id, created_at)
       VALUES (?1, 1, 'earn', 2000, 200, 'AED', ?2, ?3)`,
    )
      .bind(DEMO.sara.mafid, `cs_topup_${crypto.randomUUID()}`, new Date().toISOString())
      .run();
    const balance = await balanceOf(DEMO.sara.mafid);
    for (let i = 0; i < 15; i++) {
      const cart = await shareCart(40, 10);
      const answers = await Promise.all([memberCheckout(browser, cart), memberCheckout(browser, cart)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const ids = await Promise.all(answers.map(async (a) => (await started(a)).checkoutSessionId));
      const open = await DB.prepare("SELECT id FROM checkout_sessions WHERE cart_id = ?1 AND state IN ('pending', 'challenge')").bind(cart.cartId).all<{ id: string }>();
      expect(open.results.map((r) => r.id)).toHaveLength(1);
      const kept = open.results[0]!.id;
      expect(ids).toContain(kept);
      // 10 AED of points (100) are held for the cart once: the stopped page's came back.
      expect(await count("SELECT COALESCE(SUM(points), 0) AS n FROM share_transactions WHERE reservation_code = ?1", cart.cartId)).toBe(-100);
      expect(await count("SELECT COALESCE(SUM(points), 0) AS n FROM share_transactions WHERE checkout_session_id = ?1", kept)).toBe(-100);
      if (i === 0) {
        expect((await payWithCard(kept, TEST_CARDS.approved)).status).toBe(303);
        expect(await (await capture(kept)).json()).toMatchObject({ status: "confirmed", reservationCode: cart.cartId });
      } else {
        expect((await memberCall(browser, "POST", "/order/release", { cartId: cart.cartId }, 1, { [CART_SECRET_HEADER]: cart.secret })).status).toBe(200);
      }
    }
    await memberCall(browser, "GET", "/share-balance");
    // The one paid booking cost its 100 points and earned 9 (30 AED by card); every other cart's points came back.
    expect(await balanceOf(DEMO.sara.mafid)).toBe(balance - 100 + 9);
    expect(await ledgerSum(DEMO.sara.mafid)).toBe(await balanceOf(DEMO.sara.mafid));
  }, 120_000);

  it("takes points only from the member who pays: never another member's, never for a guest", async () => {
    const saraPoints = await balanceOf(DEMO.sara.mafid);
    const cart = await shareCart(100, 10);
    // A guest with a guest token paying a cart that claims points is refused for the points.
    const guest = await makeGuest(1);
    const asGuest = await checkout(guest.token, cart, "card");
    expect(asGuest.status).toBe(422);
    expect(((await asGuest.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.pointsNotAllowed);
    // Omar (a SHARE member with no points) paying the same cart spends his own points, which do not cover it.
    const omar = await signedIn(DEMO.omar.email);
    expect((await memberCall(omar, "POST", "/info/apply", { ...SARA_DETAILS, title: "mr", firstName: "Omar", lastName: "Haddad", dateOfBirth: "1988-11-02" })).status).toBe(200);
    const asOmar = await memberCheckout(omar, cart);
    expect(asOmar.status).toBe(422);
    expect(((await asOmar.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.pointsNotEnough);
    expect(await balanceOf(DEMO.sara.mafid)).toBe(saraPoints);
    expect(await count("SELECT COUNT(*) AS n FROM share_transactions WHERE reservation_code = ?1", cart.cartId)).toBe(0);
  });
});
