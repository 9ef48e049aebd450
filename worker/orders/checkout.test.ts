// Checkout, the sandbox's hosted pages and capture as the browser and the booking-redirect page see them: test cards,
// 3-D Secure, wallets and pay-later, idempotent capture under concurrency, refunds after the holds ended, 400/401/404/409.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatAmount } from "../../shared/format";
import { BNPL_MAXIMUM, CHECKOUT_SESSION_PARAM, ORDER_ERROR_CODES, PAYMENT_TYPE_HEADER } from "../../shared/contract/orders";
import { captureAnswerSchema, checkoutAnswerSchema, orderErrorAnswerSchema } from "../../shared/contract/order-schemas";
import {
  DB,
  DUBAI,
  OMAN,
  ORIGIN,
  api,
  capture,
  cartSeatsOf,
  checkout,
  count,
  expireCart,
  hostedPage,
  makeCart,
  makeGuest,
  payWithCard,
  postHosted,
  startCheckout,
} from "./checkout.fixture";
import { TEST_CARDS } from "../gateway/hosted-page";

const ARABIC = /[\u0600-\u06FF]/;
const captured = async (sessionId: string) => captureAnswerSchema.parse(await (await capture(sessionId)).json());
const returnOf = (sessionId: string, path = "/en-ae/ski-dubai/booking-redirect") => `${path}?${CHECKOUT_SESSION_PARAM}=${sessionId}`;
const sessionsOf = (cartId: string) => count("SELECT COUNT(*) AS n FROM checkout_sessions WHERE cart_id = ?", cartId);

describe("checkout", () => {
  it("opens a sandbox session for the cart's total, frozen with what it pays for, and points to its hosted page", async () => {
    const guest = await makeGuest(DUBAI.siteId);
    const cart = await makeCart({ gross: 450 });
    const response = await checkout(guest.token, cart);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = checkoutAnswerSchema.parse(await response.json());
    expect(answer.checkoutSessionId).toMatch(/^cs_[0-9a-f]{32}$/);
    expect(answer.redirectUrl).toBe(`${ORIGIN}/sandbox-pay/${answer.checkoutSessionId}`);
    const row = await DB.prepare("SELECT * FROM checkout_sessions WHERE id = ?").bind(answer.checkoutSessionId).first<Record<string, unknown>>();
    expect(row).toMatchObject({ cart_id: cart.cartId, site_id: 1, amount: 450, currency: "AED", state: "pending", locale: "en", payment_type: "card", cart_revision: 1 });
    expect(JSON.parse(row!.totals as string)).toMatchObject({ gross: 450 });
    expect(JSON.parse(row!.lines as string)).toHaveLength(1);
  });

  it("answers 401 with 4010 without a valid guest token of this site, and writes nothing", async () => {
    const cart = await makeCart();
    const omanGuest = await makeGuest(OMAN.siteId);
    const expired = await makeGuest(DUBAI.siteId, undefined, -1000);
    for (const token of ["", "not-a-token-of-anyone-at-all-123", omanGuest.token, expired.token]) {
      const response = await checkout(token, cart);
      expect(response.status).toBe(401);
      expect(orderErrorAnswerSchema.parse(await response.json()).code).toBe(ORDER_ERROR_CODES.accessDenied);
    }
    expect(await sessionsOf(cart.cartId)).toBe(0);
  });

  it("answers 400 naming the field for bad payment types, bodies and return pages, and writes nothing", async () => {
    const guest = await makeGuest(DUBAI.siteId);
    const cart = await makeCart();
    const cases: [Promise<Response>, string][] = [
      [checkout(guest.token, cart, "bitcoin"), PAYMENT_TYPE_HEADER],
      [checkout(guest.token, cart, "share"), PAYMENT_TYPE_HEADER],
      [checkout(guest.token, { ...cart, cartId: "not-a-cart" }), "cartId"],
      [checkout(guest.token, cart, "card", { returnUrl: "https://evil.example/en-ae/ski-dubai/booking-redirect" }), "returnUrl"],
      [checkout(guest.token, cart, "card", { returnUrl: "//evil.example/en-ae/ski-dubai/booking-redirect" }), "returnUrl"],
      [checkout(guest.token, cart, "card", { returnUrl: "/en-om/snow-oman/booking-redirect" }), "returnUrl"],
      [checkout(guest.token, cart, "card", { returnUrl: "/en-ae/ski-dubai/booking-confirmed" }), "returnUrl"],
      [checkout(guest.token, cart, "apple_pay", { walletToken: "wt_made_up" }), "walletToken"],
      [checkout(guest.token, cart, "apple_pay", { walletToken: `wt_${"0".repeat(48)}` }), "walletToken"],
      [api("POST", "/order/checkout", { token: guest.token, secret: cart.secret, headers: { [PAYMENT_TYPE_HEADER]: "card" }, body: "{not json" }), "(body)"],
    ];
    for (const [call, field] of cases) {
      const response = await call;
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; issues: { field: string }[] };
      expect(answer.error).toBe("invalid_request");
      expect(answer.issues.map((i) => i.field)).toContain(field);
    }
    expect(await sessionsOf(cart.cartId)).toBe(0);
  });

  it("refuses the holder's expired or paid cart with 409 and code 5040, in the call's language", async () => {
    const guest = await makeGuest(DUBAI.siteId);
    const expired = await makeCart();
    await expireCart(expired.cartId);
    const paid = await makeCart();
    await DB.prepare("UPDATE carts SET state = 'paid' WHERE cart_id = ?").bind(paid.cartId).run();
    for (const cart of [expired, paid]) {
      const response = await checkout(guest.token, cart);
      expect(response.status).toBe(409);
      const answer = orderErrorAnswerSchema.parse(await response.json());
      expect(answer.code).toBe(ORDER_ERROR_CODES.sessionEnded);
      expect(answer.errorMessage).toMatch(/session has ended/);
    }
    const arabic = await api("POST", "/order/checkout", {
      token: guest.token,
      secret: expired.secret,
      lang: "ar",
      headers: { [PAYMENT_TYPE_HEADER]: "card" },
      body: { returnUrl: "/ar-ae/ski-dubai/booking-redirect", cartId: expired.cartId },
    });
    expect(orderErrorAnswerSchema.parse(await arabic.json()).errorMessage).toMatch(ARABIC);
  });

  it("answers 404 with 4041 for another site's cart, an unknown cart, or a cart whose secret the caller lacks", async () => {
    const guest = await makeGuest(DUBAI.siteId);
    const mine = await makeCart();
    const theirs = await makeCart();
    const oman = await makeCart({ siteId: OMAN.siteId, prefix: "SMO", currency: "OMR" });
    const attempts = [
      checkout(guest.token, oman),
      checkout(guest.token, { cartId: "SKD-0000000000", secret: mine.secret }),
      checkout(guest.token, { cartId: theirs.cartId, secret: mine.secret }),
      checkout(guest.token, { cartId: theirs.cartId, secret: "" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(orderErrorAnswerSchema.parse(await response.json()).code).toBe(ORDER_ERROR_CODES.cartNotFound);
    }
    expect(await sessionsOf(theirs.cartId)).toBe(0);
  });

  it("offers pay-later only where the site has it and up to its maximum", async () => {
    const dubaiGuest = await makeGuest(DUBAI.siteId);
    const small = await makeCart({ gross: 900 });
    expect((await checkout(dubaiGuest.token, small, "tabby")).status).toBe(200);
    expect((await checkout(dubaiGuest.token, small, "tamara")).status).toBe(200);
    const large = await makeCart({ gross: BNPL_MAXIMUM.tamara.AED + 1 });
    const tooMuch = await checkout(dubaiGuest.token, large, "tamara");
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(await tooMuch.json())).toContain(PAYMENT_TYPE_HEADER);
    expect((await checkout(dubaiGuest.token, large, "tabby")).status).toBe(200);

    const omanGuest = await makeGuest(OMAN.siteId);
    const omanCart = await makeCart({ siteId: OMAN.siteId, prefix: "SMO", currency: "OMR", gross: 10 });
    const refused = await checkout(omanGuest.token, omanCart, "tabby", { site: OMAN.siteId, returnUrl: "/ar-om/snow-oman/booking-redirect" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(PAYMENT_TYPE_HEADER);
    expect(await sessionsOf(omanCart.cartId)).toBe(0);
  });
});

describe("checkout token for wallets", () => {
  it("gives a token for Apple Pay and Google Pay only, usable at checkout with the same kind", async () => {
    const tokenCall = (type: string, location = DUBAI.locationCode) =>
      api("POST", `/checkout/token?location=${location}`, { headers: { [PAYMENT_TYPE_HEADER]: type } });
    const apple = await tokenCall("apple_pay");
    expect(apple.status).toBe(200);
    const { token } = (await apple.json()) as { token: string };
    expect(token.length).toBeGreaterThan(20);
    expect((await tokenCall("google_pay")).status).toBe(200);
    expect((await tokenCall("card")).status).toBe(400);
    expect((await tokenCall("apple_pay", "snow_oman")).status).toBe(400);

    const guest = await makeGuest(DUBAI.siteId);
    const cart = await makeCart();
    expect((await checkout(guest.token, cart, "google_pay", { walletToken: token })).status).toBe(400);
    expect((await checkout(guest.token, cart, "apple_pay", { walletToken: token })).status).toBe(200);
  });
});

describe("hosted card page", () => {
  it("says it is a sandbox, lists the test cards and asks for the card with labelled fields", async () => {
    const { sessionId } = await startCheckout();
    const response = await hostedPage(sessionId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Sandbox payment — no real money moves");
    for (const card of Object.values(TEST_CARDS)) expect(html).toContain(card);
    for (const field of ["number", "expiry", "cvc", "name"]) expect(html).toMatch(new RegExp(`<label for="${field}">`));
    expect(html).toContain('<form method="post"');
    expect(html).not.toContain("<script");
    expect(html).toContain(formatAmount(450, "AED", 2, "en"));
  });

  it("speaks Arabic right to left for a session started from an Arabic page", async () => {
    const { sessionId } = await startCheckout("card", { returnUrl: "/ar-ae/ski-dubai/booking-redirect" });
    const html = await (await hostedPage(sessionId)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    expect(html).toContain("دفع تجريبي — لا تُنقل أي أموال حقيقية");
    const bad = await payWithCard(sessionId, "1234", { cvc: "1" });
    expect(bad.status).toBe(422);
    const page = await bad.text();
    expect(page).toContain("أدخل أرقام البطاقة الستة عشر");
    expect(page).toContain('role="alert"');
  });

  it("re-renders bad input with errors on the fields and leaves the session open", async () => {
    const { sessionId } = await startCheckout();
    const response = await payWithCard(sessionId, "4242 4242 4242", { expiry: "01/20", cvc: "12", name: " " });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    for (const field of ["number", "expiry", "cvc", "name"]) expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    expect(html).toContain("Enter the 16 digits of the card number.");
    expect(html).toContain("Enter an expiry date in the future as MM/YY.");
    expect(html).toContain("Enter the 3 or 4 digit CVV.");
    // Neither the number nor the CVC goes back into the page.
    expect(html).not.toMatch(/id="number"[^>]*value="[^"]+"/);
    expect((await captured(sessionId)).status).toBe("pending");
  });

  it("never writes a card number or CVC back after a validation error, and no gateway page is stored by a cache", async () => {
    const { sessionId } = await startCheckout();
    const first = await hostedPage(sessionId);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const response = await payWithCard(sessionId, "4000 0566 5566 5556", { expiry: "01/20", cvc: "737" });
    expect(response.status).toBe(422);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html.replace(/\s/g, "")).not.toContain("4000056655665556");
    expect(html).not.toMatch(/value="[^"]*737[^"]*"/);
    expect(html).not.toMatch(/id="(number|cvc)"[^>]*value="[^"]+"/);
    // The card's last four digits only, in the message that asks for it again.
    expect(html).toContain("enter the card number and CVV again (card ending 5556)");
    expect(html).toMatch(/id="expiry"[^>]*value="01\/20"/);
    expect((await hostedPage("cs_00000000000000000000000000000000")).headers.get("cache-control")).toBe("no-store");
    expect((await SELF.fetch(`${ORIGIN}/sandbox-pay/bnpl/tabby?site=1&amount=400&lang=en`)).headers.get("cache-control")).toBe("no-store");
    expect((await SELF.fetch(`${ORIGIN}/sandbox-pay/tokenise/tok_00000000000000000000000000000000`)).headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown session with a 404 page", async () => {
    const response = await hostedPage("cs_00000000000000000000000000000000");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Payment not found");
    expect((await payWithCard("cs_nothing_here_at_all", TEST_CARDS.approved)).status).toBe(404);
  });
});

describe("paying and capturing", () => {
  it("approved card: charge once, capture makes the order, places sold, cart paid", async () => {
    const { sessionId, cart } = await startCheckout();
    const paid = await payWithCard(sessionId, TEST_CARDS.approved);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(returnOf(sessionId));
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ? AND kind = 'charge'", sessionId)).toBe(1);

    const answer = await captured(sessionId);
    expect(answer).toEqual({
      status: "confirmed",
      orderId: cart.cartId,
      reservationCode: cart.cartId,
      paymentType: "card",
      code: null,
      reason: null,
      amount: 450,
      currency: "AED",
    });
    expect(await cartSeatsOf(cart.cartId)).toEqual({ held: 0, sold: 3 });
    expect(await count("SELECT COUNT(*) AS n FROM carts WHERE cart_id = ? AND state = 'paid'", cart.cartId)).toBe(1);
    const tickets = await DB.prepare("SELECT code, guest_type FROM order_tickets WHERE reservation_code = ? ORDER BY seq").bind(cart.cartId).all();
    expect(tickets.results).toEqual([
      { code: `${cart.cartId}-01`, guest_type: "adult" },
      { code: `${cart.cartId}-02`, guest_type: "adult" },
      { code: `${cart.cartId}-03`, guest_type: "child" },
    ]);

    // Posting the form again or reloading only redirects back again: no second charge.
    const again = await payWithCard(sessionId, TEST_CARDS.approved);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(returnOf(sessionId));
    expect((await hostedPage(sessionId)).status).toBe(303);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", sessionId)).toBe(1);
    expect(await captured(sessionId)).toEqual(answer);
  });

  it("declined card: failed with 6001, nothing charged or sold, the cart stays open", async () => {
    const { sessionId, cart } = await startCheckout();
    const response = await payWithCard(sessionId, TEST_CARDS.declined);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(returnOf(sessionId));
    const answer = await captured(sessionId);
    expect(answer).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentDeclined, orderId: null });
    expect(answer.reason).toMatch(/declined/);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", sessionId)).toBe(0);
    expect(await cartSeatsOf(cart.cartId)).toEqual({ held: 3, sold: 0 });
    expect(await count("SELECT COUNT(*) AS n FROM carts WHERE cart_id = ? AND state = 'open'", cart.cartId)).toBe(1);

    // Any other card number is declined too, with a reason that points to the test cards.
    const other = await startCheckout();
    await payWithCard(other.sessionId, "5555 5555 5555 4444");
    const otherAnswer = await captured(other.sessionId);
    expect(otherAnswer.code).toBe(ORDER_ERROR_CODES.declinedNotTestCard);
    expect(otherAnswer.reason).toMatch(/test cards/);
  });

  it("3-D Secure card: challenge page first, then approve confirms; fail declines", async () => {
    const { sessionId, cart } = await startCheckout();
    const first = await payWithCard(sessionId, TEST_CARDS.challenge);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/sandbox-pay/${sessionId}`);
    const challenge = await (await hostedPage(sessionId)).text();
    expect(challenge).toContain("3-D Secure");
    expect(challenge).toContain('value="approve"');
    expect(challenge).toContain('value="fail"');
    expect(challenge).toContain("3220");
    expect((await captured(sessionId)).status).toBe("pending");

    const approved = await postHosted(sessionId, { action: "approve" });
    expect(approved.headers.get("location")).toBe(returnOf(sessionId));
    expect(await captured(sessionId)).toMatchObject({ status: "confirmed", orderId: cart.cartId });

    const failing = await startCheckout();
    await payWithCard(failing.sessionId, TEST_CARDS.challenge);
    await postHosted(failing.sessionId, { action: "fail" });
    expect(await captured(failing.sessionId)).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentDeclined });
  });

  it("wallets: Approve confirms, Cancel fails with 6002", async () => {
    const apple = await startCheckout("apple_pay");
    const page = await (await hostedPage(apple.sessionId)).text();
    expect(page).toContain("Pay with Apple Pay");
    expect(page).toContain('value="approve"');
    expect(page).toContain('value="cancel"');
    expect(page).toContain("Sandbox payment — no real money moves");
    await postHosted(apple.sessionId, { action: "approve" });
    expect(await captured(apple.sessionId)).toMatchObject({ status: "confirmed", paymentType: "apple_pay" });

    const google = await startCheckout("google_pay");
    const cancelled = await postHosted(google.sessionId, { action: "cancel" });
    expect(cancelled.headers.get("location")).toBe(returnOf(google.sessionId));
    const answer = await captured(google.sessionId);
    expect(answer).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentCancelled, paymentType: "google_pay" });
    expect(answer.reason).toMatch(/cancelled/);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", google.sessionId)).toBe(0);
  });

  it("pay-later: a plan of 4 payments with Approve and Cancel", async () => {
    const tabby = await startCheckout("tabby", { gross: 1000 });
    const page = await (await hostedPage(tabby.sessionId)).text();
    expect(page).toContain("Pay later with Tabby");
    expect(page.split(`: ${formatAmount(250, "AED", 2, "en")}`)).toHaveLength(5);
    await postHosted(tabby.sessionId, { action: "approve" });
    expect(await captured(tabby.sessionId)).toMatchObject({ status: "confirmed", paymentType: "tabby", amount: 1000 });
  });

  it("ten concurrent captures make one order, one charge, one promo use and the same answer", async () => {
    await DB.prepare("INSERT OR IGNORE INTO promo_codes (site_id, code, kind, value, starts_on, ends_on, max_uses) VALUES (1, 'PAYTEST10', 'percentage', 10, '2020-01-01', '2099-12-31', 100)").run();
    const before = await count("SELECT used_count AS n FROM promo_codes WHERE site_id = 1 AND code = 'PAYTEST10'");
    const { sessionId, cart } = await startCheckout("card", { promoCode: "PAYTEST10" });
    await payWithCard(sessionId, TEST_CARDS.approved);
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(sessionId).then((r) => r.json())));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(captureAnswerSchema.parse(answers[0])).toMatchObject({ status: "confirmed", orderId: cart.cartId });
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cart.cartId)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM order_tickets WHERE reservation_code = ?", cart.cartId)).toBe(3);
    expect(await count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", sessionId)).toBe(1);
    expect(await count("SELECT used_count AS n FROM promo_codes WHERE site_id = 1 AND code = 'PAYTEST10'")).toBe(before + 1);
    // A late duplicate notification is a capture again: the same answer.
    expect(await (await capture(sessionId)).json()).toEqual(answers[0]);
  });

  it("a payment approved after the session ended is refunded, explained, and sells nothing", async () => {
    const { sessionId, cart } = await startCheckout("card", { returnUrl: "/ar-ae/ski-dubai/booking-redirect" });
    await payWithCard(sessionId, TEST_CARDS.approved);
    await expireCart(cart.cartId);
    const answers = await Promise.all(Array.from({ length: 3 }, () => captured(sessionId)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.paidAfterExpiry, orderId: null, amount: 450 });
    expect(answers[0]!.reason).toMatch(ARABIC);
    const kinds = await DB.prepare("SELECT kind FROM payment_ledger WHERE checkout_session_id = ? ORDER BY kind").bind(sessionId).all();
    expect(kinds.results).toEqual([{ kind: "charge" }, { kind: "refund" }]);
    expect((await cartSeatsOf(cart.cartId)).sold).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cart.cartId)).toBe(0);

    const english = await startCheckout();
    await payWithCard(english.sessionId, TEST_CARDS.approved);
    await expireCart(english.cart.cartId);
    expect((await captured(english.sessionId)).reason).toBe(
      "Your booking session ended before the payment completed, so the places were released. The payment has been refunded.",
    );
  });

  it("a second paid session of a cart already paid is refunded, never a second order", async () => {
    const guest = await makeGuest(DUBAI.siteId);
    const cart = await makeCart();
    const { cartId } = cart;
    // The first page is paid before the second is opened (a new page stops only pages still open).
    const first = checkoutAnswerSchema.parse(await (await checkout(guest.token, cart)).json());
    await payWithCard(first.checkoutSessionId, TEST_CARDS.approved);
    const second = checkoutAnswerSchema.parse(await (await checkout(guest.token, cart, "apple_pay")).json());
    await postHosted(second.checkoutSessionId, { action: "approve" });
    expect((await captured(first.checkoutSessionId)).status).toBe("confirmed");
    expect(await captured(second.checkoutSessionId)).toMatchObject({ status: "refunded", code: ORDER_ERROR_CODES.alreadyPaid });
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE reservation_code = ?", cartId)).toBe(1);
  });

  it("capture: 400 for a bad body, 404 for an unknown session or another site's", async () => {
    expect((await api("POST", "/order/capture", { body: {} })).status).toBe(400);
    expect((await api("POST", "/order/capture", { body: { checkoutSessionId: 42 } })).status).toBe(400);
    expect((await capture("cs_00000000000000000000000000000000")).status).toBe(404);
    const { sessionId } = await startCheckout();
    expect((await capture(sessionId, OMAN.siteId)).status).toBe(404);
  });
});

describe("two checkouts of one cart at the same moment (two tabs, or a request sent again)", () => {
  it("leave exactly one payment page open, many times over; the other page says a newer one was opened, and the open one pays once", async () => {
    for (let i = 0; i < 15; i++) {
      const guest = await makeGuest(DUBAI.siteId);
      const cart = await makeCart();
      const answers = await Promise.all([checkout(guest.token, cart), checkout(guest.token, cart)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const ids = await Promise.all(answers.map(async (a) => checkoutAnswerSchema.parse(await a.json()).checkoutSessionId));
      const open = await DB.prepare("SELECT id FROM checkout_sessions WHERE cart_id = ?1 AND state IN ('pending', 'challenge')").bind(cart.cartId).all<{ id: string }>();
      expect(open.results.map((r) => r.id)).toHaveLength(1);
      const [kept] = open.results.map((r) => r.id);
      expect(ids).toContain(kept);
      const stopped = ids.find((id) => id !== kept)!;
      expect(await captured(stopped)).toMatchObject({ status: "failed", code: ORDER_ERROR_CODES.paymentReplaced });
      if (i === 0) {
        expect((await payWithCard(kept!, TEST_CARDS.approved)).status).toBe(303);
        expect(await captured(kept!)).toMatchObject({ status: "confirmed", reservationCode: cart.cartId });
        expect(await count("SELECT COUNT(*) AS n FROM payment_ledger p JOIN checkout_sessions s ON s.id = p.checkout_session_id WHERE s.cart_id = ?1 AND p.kind = 'charge'", cart.cartId)).toBe(1);
      }
    }
  }, 120_000);
});
