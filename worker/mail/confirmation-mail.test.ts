// A paid order's confirmation e-mail, received by a real SMTP server (the mail catcher, scripts/mail-catcher.mjs):
// one per order whatever the number of captures, in the order's language, with the code, the lines, the amount, the
// link back to the booking and the ticket PDF; never a header or a recipient from a guest's name or e-mail; and an
// order never held back by a mail server that is down.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_HEADER, CART_SECRET_HEADER, PAYMENT_TYPE_HEADER } from "../../shared/contract/orders";
import { createApp } from "../app";
import { DB, DUBAI, OMAN, makeCart } from "../orders/checkout.fixture";
import { hashSecret } from "../orders/rules";
import { newClientAddress } from "../orders/testing";
import { deliverDueConfirmations } from "./outbox";

const { TEST_MAIL_SMTP_PORT, TEST_MAIL_INBOX } = env as unknown as { TEST_MAIL_SMTP_PORT: string; TEST_MAIL_INBOX: string };
const ORIGIN = "https://shop.test";
const CLIENT = newClientAddress();
const MAIL_SETTINGS = { SMTP_HOST: "127.0.0.1", SMTP_PORT: TEST_MAIL_SMTP_PORT, SMTP_SECURE: "none", MAIL_FROM: "Snow venues <bookings@shop.test>" };
const mailEnv = { ...env, ...MAIL_SETTINGS };
const app = createApp(() => new Response("a page"));

interface CaughtMail {
  envelope: { from: string | null; to: string[] };
  to: string;
  subject: string;
  messageId: string | null;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: { index: number; filename: string | null; contentType: string; size: number }[];
  id: number;
}

/** The mails the catcher holds whose subject names this code. */
async function mailsFor(code: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${TEST_MAIL_INBOX}/mails`)).json()) as CaughtMail[];
  return all.filter((m) => m.subject.includes(code));
}

async function allMails(): Promise<CaughtMail[]> {
  return (await (await fetch(`${TEST_MAIL_INBOX}/mails`)).json()) as CaughtMail[];
}

/** One request to the shop with the given settings, waiting for what it left running (the e-mail's sending). */
async function call(path: string, init: RequestInit, settings: object = mailEnv): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.request(`${ORIGIN}${path}`, init, settings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const randomCode = () => [...crypto.getRandomValues(new Uint8Array(6))].map((b) => (b % 36).toString(36)).join("");

/** A guest token written straight into the store, so names and e-mails the API would refuse can be tried. */
async function guestWith(siteId: number, names: { first: string; last: string; email: string }) {
  const token = `tok${randomCode()}${randomCode()}${randomCode()}${randomCode()}${randomCode()}`;
  await DB.prepare(
    `INSERT INTO guest_tokens (token_hash, site_id, email, title, first_name, last_name, mobile, country, nationality, expires_at)
     VALUES (?, ?, ?, 'mr', ?, ?, '+971501234567', 'AE', 'AE', ?)`,
  )
    .bind(await hashSecret(token), siteId, names.email, names.first, names.last, new Date(Date.now() + 3_600_000).toISOString())
    .run();
  return token;
}

/** A guest pays a cart by card through the sandbox page; the capture is left to the test. */
async function paidCheckout(options: { site?: typeof DUBAI; lang?: "en" | "ar"; first?: string; last?: string; email?: string; title?: string } = {}) {
  const site = options.site ?? DUBAI;
  const email = options.email ?? `guest-${randomCode()}@example.com`;
  const token = await guestWith(site.siteId, { first: options.first ?? "Sam", last: options.last ?? "Frost", email });
  const cart = await makeCart({
    siteId: site.siteId,
    prefix: site.reservationPrefix,
    currency: site.slug === "snow-oman" ? "OMR" : "AED",
    ...(options.title
      ? {
          lines: [
            {
              uniqueID: "l1",
              cardId: 101,
              title: options.title,
              date: "2030-01-15",
              performanceAk: null,
              time: "10:30",
              tickets: [{ ticketId: 1, ak: "SKD.PRD.ADULT", guestType: "adult", quantity: 2, unitPrice: 175, amount: 350 }],
              addOns: [],
              gross: 350,
            },
          ],
        }
      : {}),
  });
  const headers = { "site-id": String(site.siteId), "cf-connecting-ip": CLIENT, lang: options.lang ?? "en", "content-type": "application/json" };
  const started = await call("/api/provider/order/checkout", {
    method: "POST",
    headers: { ...headers, [ACCESS_TOKEN_HEADER]: token, [CART_SECRET_HEADER]: cart.secret, [PAYMENT_TYPE_HEADER]: "card" },
    body: JSON.stringify({ returnUrl: `${site.prefixes[options.lang ?? "en"]}/booking-redirect`, cartId: cart.cartId }),
  });
  expect(started.status).toBe(200);
  const { checkoutSessionId } = (await started.json()) as { checkoutSessionId: string };
  const paid = await call(`/sandbox-pay/${checkoutSessionId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ action: "card", number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Sam Frost" }).toString(),
  });
  expect(paid.status).toBe(303);
  const capture = (settings: object = mailEnv) =>
    call("/api/provider/order/capture", { method: "POST", headers, body: JSON.stringify({ checkoutSessionId }) }, settings);
  return { code: cart.cartId, email, capture };
}

async function outboxRow(code: string) {
  return DB.prepare("SELECT state, attempts, last_error FROM order_mails WHERE reservation_code = ?1").bind(code).first<{ state: string; attempts: number; last_error: string | null }>();
}

describe("the confirmation e-mail", { timeout: 60_000 }, () => {
  it("reaches the guest once, in English, with the code, the lines, the amount, the booking's link and the ticket PDF", async () => {
    const { code, email, capture } = await paidCheckout();
    const captured = await capture();
    expect(captured.status).toBe(200);
    expect(((await captured.json()) as { status: string }).status).toBe("confirmed");
    // Captured again, twice at once: still the one e-mail.
    await Promise.all([capture(), capture()]);
    const mails = await mailsFor(code);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.envelope.from).toBe("bookings@shop.test");
    expect(mail.subject).toBe(`Your booking ${code} at Ski Dubai is confirmed`);
    expect(mail.to).toBe(`"Sam Frost" <${email}>`);
    expect(mail.messageId).toBe(`<${code}.confirmation@shop.test>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(code);
      expect(part).toContain("Snow Classic (Adult)");
      expect(part).toContain("Snow Classic (Child)");
      expect(part).toMatch(/AED\s*450\.00/);
    }
    const link = `${ORIGIN}/en-ae/ski-dubai/find-your-booking?code=${code}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `tickets-${code}.pdf`, contentType: "application/pdf" })]);
    const pdf = await (await fetch(`${TEST_MAIL_INBOX}/mails/${mail.id}/attachments/0`)).text();
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(await outboxRow(code)).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("is in Arabic, right to left, for an Arabic order", async () => {
    const { code, capture } = await paidCheckout({ site: OMAN, lang: "ar" });
    expect((await capture()).status).toBe(200);
    const [mail] = await mailsFor(code);
    expect(mail!.subject).toBe(`تم تأكيد حجزك ${code} في ${OMAN.name.ar}`);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain('<body dir="rtl"');
    expect(mail!.text).toContain("رمز الحجز");
    expect(mail!.text).toContain(`${ORIGIN}/ar-om/snow-oman/find-your-booking?code=${code}`);
  });

  it("never takes a header or a recipient from a guest's name, and escapes what the order holds", async () => {
    const { code, email, capture } = await paidCheckout({
      first: 'Sam\r\nBcc: victim@evil.test\r\nX-Injected: yes',
      last: 'Frost" <attacker@evil.test>',
      title: '<img src=x onerror="alert(1)"> Pass\r\nSubject: forged',
    });
    expect((await capture()).status).toBe(200);
    const mails = await mailsFor(code);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelope.to).toEqual([email]);
    expect(Object.keys(mail.headers)).not.toContain("bcc");
    expect(Object.keys(mail.headers)).not.toContain("x-injected");
    expect(mail.to).not.toContain("attacker@evil.test>");
    expect(mail.to).toContain(`<${email}>`);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect((await allMails()).flatMap((m) => m.envelope.to)).not.toContain("victim@evil.test");
  });

  it("is never sent to an e-mail that could carry a command or a header, and the order stands", async () => {
    const { code, capture } = await paidCheckout({ email: "sam@example.com\r\nRCPT TO:<victim@evil.test>" });
    const captured = await capture();
    expect(captured.status).toBe(200);
    expect(((await captured.json()) as { status: string }).status).toBe("confirmed");
    expect(await mailsFor(code)).toEqual([]);
    expect(await outboxRow(code)).toMatchObject({ state: "failed", last_error: expect.stringContaining("UnsafeMailError") });
    expect((await allMails()).flatMap((m) => m.envelope.to)).not.toContain("victim@evil.test");
  });

  it("waits in the outbox while the mail server is down, and leaves once, later, from the scheduled sending", async () => {
    const { code, capture } = await paidCheckout();
    // A port nothing listens on: the capture still confirms the order.
    const down = { ...mailEnv, SMTP_PORT: "9" };
    const captured = await capture(down);
    expect(captured.status).toBe(200);
    expect(((await captured.json()) as { status: string }).status).toBe("confirmed");
    expect(await mailsFor(code)).toEqual([]);
    expect(await outboxRow(code)).toMatchObject({ state: "pending", attempts: 1 });
    // Not due yet: the scheduled sending leaves it alone.
    await deliverDueConfirmations({ ...mailEnv, DB }, new Date());
    expect(await mailsFor(code)).toEqual([]);
    // Its time has come and the server is back: sent, once.
    const later = new Date(Date.now() + 2 * 60_000);
    await deliverDueConfirmations({ ...mailEnv, DB }, later);
    await deliverDueConfirmations({ ...mailEnv, DB }, later);
    expect(await mailsFor(code)).toHaveLength(1);
    expect(await outboxRow(code)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("waits, unsent, in a shop without an SMTP server", async () => {
    const { code, capture } = await paidCheckout();
    // No SMTP server, whatever a local .dev.vars says.
    expect((await capture({ ...env, SMTP_HOST: "" })).status).toBe(200);
    expect(await outboxRow(code)).toMatchObject({ state: "pending", attempts: 0 });
    expect(await mailsFor(code)).toEqual([]);
  });
});
