// Paying with a stored card on the sandbox gateway's page: the paying member's saved cards on the session's site are
// offered, the CVV is asked again and never kept, and a card id of anyone else (another member, another site, a
// guest's checkout, a deleted card) is refused with nothing charged.
import { describe, expect, it } from "vitest";
import { newCardId, newGatewayToken, newTokenisationId } from "../../shared/contract/cards";
import { CHECKOUT_SESSION_PARAM, ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DB, DUBAI, OMAN, count, hostedPage, postHosted } from "../orders/checkout.fixture";
import { type CartClaims, NO_CLAIMS } from "../orders/carts";
import { type CheckoutSession, SandboxGateway } from "./gateway";
import { testCardOfStored } from "./stored-cards";
import { TEST_CARDS } from "./hosted-page";

const OMAR = "MAF-1000002";
const SARA = "MAF-1000001";

interface SavedCardInput {
  mafid: string;
  siteId?: number;
  bin?: string;
  last4?: string;
  brand?: "visa" | "mastercard" | "amex" | "other";
  expYear?: number;
  isDefault?: boolean;
}

/** A card saved as the shop saves it: the gateway's tokenisation and the shop's card on file, with no number. */
async function saveCard(input: SavedCardInput): Promise<string> {
  const id = newCardId();
  const tokenisationId = newTokenisationId();
  const token = newGatewayToken();
  const siteId = input.siteId ?? DUBAI.siteId;
  const now = new Date().toISOString();
  const facts = [input.brand ?? "visa", input.bin ?? "424242", input.last4 ?? "4242", 12, input.expYear ?? 2039, "Omar Haddad"];
  await DB.batch([
    DB.prepare(
      `INSERT INTO card_tokenisations (id, mafid, site_id, locale, return_url, state, token, brand, bin, last4, exp_month, exp_year, holder_name, created_at, expires_at, consumed_at)
       VALUES (?, ?, ?, 'en', '/en-ae/ski-dubai/accounts/payments', 'tokenised', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(tokenisationId, input.mafid, siteId, token, ...facts, now, now, now),
    DB.prepare(
      `INSERT INTO member_cards (id, mafid, site_id, tokenisation_id, gateway_token, brand, bin, last4, exp_month, exp_year, holder_name, is_default, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(id, input.mafid, siteId, tokenisationId, token, ...facts, 0, now),
  ]);
  // One default per member and site (a unique index): the others give it up first.
  if (input.isDefault)
    await DB.batch([
      DB.prepare("UPDATE member_cards SET is_default = 0 WHERE mafid = ? AND site_id = ?").bind(input.mafid, siteId),
      DB.prepare("UPDATE member_cards SET is_default = 1 WHERE id = ?").bind(id),
    ]);
  return id;
}

/** A card checkout of 450 on Dubai, paid by a member (or a guest with `null`), waiting on the hosted page. */
async function checkoutOf(mafid: string | null, options: { siteId?: number; claims?: Partial<CartClaims>; locale?: "en" | "ar" } = {}): Promise<CheckoutSession> {
  const siteId = options.siteId ?? DUBAI.siteId;
  return new SandboxGateway(DB).createSession(
    {
      cartId: `SKD-STORED${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
      siteId,
      locale: options.locale ?? "en",
      paymentType: "card",
      amount: 450,
      currency: siteId === OMAN.siteId ? "OMR" : "AED",
      returnUrl: "/en-ae/ski-dubai/booking-redirect",
      tokenHash: mafid ? null : "guest-token-hash",
      memberMafid: mafid,
      memberDetails: null,
      cartRevision: 1,
      lines: [],
      totals: { gross: 450, net: 428.57, tax: 21.43, currency: "AED", subtotal: 450, promo_code_amount: 0, christmas_promo: false, bank_offer_amount: 0, maf_amount: 0, fazaa_amount: 0, voucher_amount: 0, share_amount: 0, discount: 0 },
      promoCode: null,
      claims: { ...NO_CLAIMS, ...options.claims },
    },
    new Date(),
  );
}

const stateOf = async (id: string) => (await new SandboxGateway(DB).readSession(id))!;
const charges = (id: string) => count("SELECT COUNT(*) AS n FROM payment_ledger WHERE checkout_session_id = ?", id);
const payWithStored = (sessionId: string, card: string, cvc = "123") => postHosted(sessionId, { action: "saved", card, cvc });

describe("the payment page offers the paying member's saved cards", () => {
  it("lists Omar's usable cards on this site, the default first, with the CVV asked again; none of anyone else's", async () => {
    const old = await saveCard({ mafid: OMAR, last4: "4242", isDefault: true });
    const other = await saveCard({ mafid: OMAR, brand: "mastercard", bin: "555555", last4: "4444" });
    const expired = await saveCard({ mafid: OMAR, last4: "1881", bin: "401288", expYear: 2020 });
    const sarasCard = await saveCard({ mafid: SARA, last4: "4242" });
    const omansCard = await saveCard({ mafid: OMAR, siteId: OMAN.siteId });
    const session = await checkoutOf(OMAR);

    const page = await hostedPage(session.id);
    expect(page.status).toBe(200);
    const html = await page.text();
    const offered = [...html.matchAll(/name="card" value="(crd_[0-9a-f]+)"/g)].map((m) => m[1]);
    expect(offered[0]).toBe(old);
    expect(offered).toContain(other);
    expect(offered).not.toContain(expired);
    expect(offered).not.toContain(sarasCard);
    expect(offered).not.toContain(omansCard);
    expect(html).toContain('id="saved-cvc"');
    expect(html).toMatch(/Visa ending \u20664242\u2069, expires \u206612\/39\u2069 \(default card\)/);
    // Never a gateway token in the page.
    expect(html).not.toMatch(/tok_[0-9a-f]/);
  });

  it("offers none to a guest's checkout, and refuses a card id posted to it", async () => {
    const omars = await saveCard({ mafid: OMAR });
    const session = await checkoutOf(null);
    const html = await (await hostedPage(session.id)).text();
    expect(html).not.toContain('data-testid="saved-cards"');
    const refused = await payWithStored(session.id, omars);
    expect(refused.status).toBe(422);
    expect((await stateOf(session.id)).state).toBe("pending");
    expect(await charges(session.id)).toBe(0);
  });

  it("shows the list in Arabic with the digits isolated left to right", async () => {
    await saveCard({ mafid: OMAR, last4: "4242" });
    const session = await checkoutOf(OMAR, { locale: "ar" });
    const html = await (await hostedPage(session.id)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("بطاقاتك المحفوظة");
    expect(html).toMatch(/فيزا تنتهي بـ \u20664242\u2069، صالحة حتى \u206612\/39\u2069/);
  });
});

describe("paying with a stored card", () => {
  it("approves Omar's saved approving test card with its CVV: the session is paid with that card and the CVV is nowhere", async () => {
    const card = await saveCard({ mafid: OMAR });
    const session = await checkoutOf(OMAR);
    const answer = await payWithStored(session.id, card, "737");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/en-ae/ski-dubai/booking-redirect?${CHECKOUT_SESSION_PARAM}=${session.id}`);
    const paid = await stateOf(session.id);
    expect(paid).toMatchObject({ state: "approved", cardLast4: "4242" });
    expect(await charges(session.id)).toBe(1);
    // Nothing the gateway or the shop keeps holds the CVV or a full number.
    const rows = JSON.stringify([
      (await DB.prepare("SELECT * FROM checkout_sessions WHERE id = ?").bind(session.id).all()).results,
      (await DB.prepare("SELECT * FROM member_cards WHERE id = ?").bind(card).all()).results,
      (await DB.prepare("SELECT * FROM payment_ledger WHERE checkout_session_id = ?").bind(session.id).all()).results,
    ]);
    // Random ids and times may hold any digits by chance (a hex id with twelve digits in a row, ".737Z"): they are set
    // aside first, so what is left is every value that could carry card data.
    const values = rows.replace(/\b(?:cs|crd|tks|tok)_[0-9a-f]+/g, "<id>").replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>");
    expect(values).not.toContain("737");
    expect(values).not.toMatch(/\d{12,}/);
    expect(rows).not.toContain("4242424242424242");
  });

  it("takes a stored 3-D Secure card through the bank's check, and declines a card that is no test card", async () => {
    const challenge = await saveCard({ mafid: OMAR, bin: "400000", last4: "3220" });
    const first = await checkoutOf(OMAR);
    const answer = await payWithStored(first.id, challenge);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/sandbox-pay/${first.id}`);
    expect((await stateOf(first.id)).state).toBe("challenge");

    const mastercard = await saveCard({ mafid: OMAR, brand: "mastercard", bin: "555555", last4: "4444" });
    const second = await checkoutOf(OMAR);
    expect((await payWithStored(second.id, mastercard)).status).toBe(303);
    expect(await stateOf(second.id)).toMatchObject({ state: "declined", failureCode: ORDER_ERROR_CODES.declinedNotTestCard, cardLast4: "4444" });
  });

  it("refuses another member's card id: 422 on the page, the session still open, nothing charged", async () => {
    const sarasCard = await saveCard({ mafid: SARA });
    const session = await checkoutOf(OMAR);
    const answer = await payWithStored(session.id, sarasCard);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain("Choose one of your saved cards shown here.");
    expect(html).not.toContain(sarasCard);
    expect((await stateOf(session.id)).state).toBe("pending");
    expect(await charges(session.id)).toBe(0);
  });

  it("refuses Omar's own card of another site, a made-up id and a malformed one, the same way", async () => {
    const omans = await saveCard({ mafid: OMAR, siteId: OMAN.siteId });
    const session = await checkoutOf(OMAR);
    for (const id of [omans, newCardId(), "crd_' OR 1=1 --", ""]) {
      const answer = await payWithStored(session.id, id);
      expect(answer.status, id).toBe(422);
    }
    expect((await stateOf(session.id)).state).toBe("pending");
    expect(await charges(session.id)).toBe(0);
  });

  it("refuses a card the shop no longer keeps on file, though the gateway still knows its token", async () => {
    const card = await saveCard({ mafid: OMAR });
    await DB.prepare("DELETE FROM member_cards WHERE id = ?").bind(card).run();
    const session = await checkoutOf(OMAR);
    expect((await payWithStored(session.id, card)).status).toBe(422);
    expect((await stateOf(session.id)).state).toBe("pending");
  });

  it("asks for the CVV again: missing, short, or 3 digits for American Express is refused, never written back", async () => {
    const visa = await saveCard({ mafid: OMAR });
    const amex = await saveCard({ mafid: OMAR, brand: "amex", bin: "378282", last4: "0005" });
    const session = await checkoutOf(OMAR);
    for (const [card, cvc] of [[visa, ""], [visa, "12"], [visa, "12a"], [amex, "123"]] as const) {
      const answer = await payWithStored(session.id, card, cvc);
      expect(answer.status, `${card} ${cvc}`).toBe(422);
      const html = await answer.text();
      expect(html).toContain('id="saved-cvc" name="cvc" value=""');
      expect(html).toContain('aria-invalid="true"');
    }
    expect((await stateOf(session.id)).state).toBe("pending");
    expect(await charges(session.id)).toBe(0);
  });

  it("refuses an expired card, and a card outside the bank offer's BIN", async () => {
    const expired = await saveCard({ mafid: OMAR, expYear: 2020 });
    const session = await checkoutOf(OMAR);
    expect((await payWithStored(session.id, expired)).status).toBe(422);

    const mastercard = await saveCard({ mafid: OMAR, brand: "mastercard", bin: "555555", last4: "4444" });
    const offer = await checkoutOf(OMAR, { claims: { offerBin: "424242" } });
    const refused = await payWithStored(offer.id, mastercard);
    expect(refused.status).toBe(422);
    expect((await stateOf(offer.id)).state).toBe("pending");
    const visa = await saveCard({ mafid: OMAR });
    expect((await payWithStored(offer.id, visa)).status).toBe(303);
    expect((await stateOf(offer.id)).state).toBe("approved");
  });
});

describe("testCardOfStored", () => {
  it("knows a stored test card by its first six and last four digits only", () => {
    expect(testCardOfStored({ bin: "424242", last4: "4242" }, TEST_CARDS)).toBe("approved");
    expect(testCardOfStored({ bin: "400000", last4: "3220" }, TEST_CARDS)).toBe("challenge");
    expect(testCardOfStored({ bin: "400000", last4: "0077" }, TEST_CARDS)).toBe("processing");
    expect(testCardOfStored({ bin: "555555", last4: "4444" }, TEST_CARDS)).toBeNull();
    expect(testCardOfStored({ bin: "424242", last4: "0002" }, TEST_CARDS)).toBeNull();
  });
});
