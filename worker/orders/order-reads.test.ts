// A paid order's reads as the confirmed and find-your-booking pages use them: booking details, the ticket PDF and
// the invoice only with the token that paid for it or one find-your-booking made for it (401 otherwise, never
// cached), and find-booking issuing a token for that order alone.
import { beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../shared/booking/calendar";
import { formatAmount } from "../../shared/format";
import { ORDER_ERROR_CODES, ORDER_PATHS } from "../../shared/contract/orders";
import { findBookingAnswerSchema, orderErrorAnswerSchema, orderSchema } from "../../shared/contract/order-schemas";
import { DUBAI, OMAN, api, capture, count, makeGuest, payWithCard, startCheckout } from "./checkout.fixture";
import { TENANTS } from "../../tenants";
import { TEST_CARDS } from "../gateway/hosted-page";

const ARABIC = /[\u0600-\u06FF]/;
let code = "";
let token = "";
let email = "";

beforeAll(async () => {
  const started = await startCheckout("card", { gross: 450 });
  await payWithCard(started.sessionId, TEST_CARDS.approved);
  expect((await capture(started.sessionId)).status).toBe(200);
  code = started.cart.cartId;
  token = started.guest.token;
  email = started.guest.email;
});

describe("booking details", () => {
  it("answers the order to its guest: guest, lines, totals and one ticket per guest", async () => {
    const response = await api("GET", ORDER_PATHS.bookingDetails(code), { token });
    expect(response.status).toBe(200);
    const order = orderSchema.parse(await response.json());
    expect(order).toMatchObject({ reservation_code: code, status: "confirmed", site_id: 1, locale: "en", payment_type: "card" });
    expect(order.guest).toEqual({ title: "mr", firstName: "Sam", lastName: "Guest", email, mobile: "+971501234567" });
    expect(order.totals.gross).toBe(450);
    expect(order.lines[0]!.title).toBe("Snow Classic");
    expect(order.tickets.map((t) => t.code)).toEqual([`${code}-01`, `${code}-02`, `${code}-03`]);
  });

  it("reads a code in any case, since the shop's URL normalisation lower-cases the confirmed page's path", async () => {
    const response = await api("GET", ORDER_PATHS.bookingDetails(code.toLowerCase()), { token });
    expect(response.status).toBe(200);
    expect(orderSchema.parse(await response.json()).reservation_code).toBe(code);
  });

  it("answers 401 without a token, with another guest's token, with another site's, or for an unknown order", async () => {
    const stranger = await makeGuest(DUBAI.siteId);
    const omanGuest = await makeGuest(OMAN.siteId, email);
    const calls = [
      api("GET", ORDER_PATHS.bookingDetails(code)),
      api("GET", ORDER_PATHS.bookingDetails(code), { token: stranger.token }),
      api("GET", ORDER_PATHS.bookingDetails(code), { token: omanGuest.token, site: OMAN.siteId }),
      api("GET", ORDER_PATHS.bookingDetails("SKD-0000000000"), { token }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(orderErrorAnswerSchema.parse(await response.json()).code).toBe(ORDER_ERROR_CODES.accessDenied);
    }
    expect((await api("GET", ORDER_PATHS.bookingDetails("nonsense"), { token })).status).toBe(400);
  });
});

describe("ticket PDF", () => {
  it("downloads a PDF named after the reservation for the order's guest only", async () => {
    const response = await api("GET", ORDER_PATHS.ticketPdf, { token, headers: { "booking-reference": code } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="tickets-${code}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const arabic = await api("GET", ORDER_PATHS.ticketPdf, { token, lang: "ar", headers: { "booking-reference": code } });
    expect(arabic.status).toBe(200);

    const stranger = await makeGuest(DUBAI.siteId);
    expect((await api("GET", ORDER_PATHS.ticketPdf, { token: stranger.token, headers: { "booking-reference": code } })).status).toBe(401);
    expect((await api("GET", ORDER_PATHS.ticketPdf, { token })).status).toBe(400);
  });
});

describe("invoice", () => {
  it("prints each venue's own VAT rate: 14% on Ski Egypt", async () => {
    const egypt = TENANTS.find((t) => t.slug === "ski-egypt")!;
    const started = await startCheckout("card", { gross: 1140, siteId: egypt.siteId, prefix: egypt.reservationPrefix, returnUrl: `${egypt.prefixes.en}/booking-redirect` });
    await payWithCard(started.sessionId, TEST_CARDS.approved);
    expect((await capture(started.sessionId, egypt.siteId)).status).toBe(200);
    const html = await (await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${started.cart.cartId}&lang=en`, { token: started.guest.token, site: egypt.siteId })).text();
    expect(html).toContain("VAT (14%)");
    expect(html).toContain(formatAmount(1000, "EGP", 2, "en"));
    expect(html).toContain(formatAmount(140, "EGP", 2, "en"));
    const arabic = await (await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${started.cart.cartId}&lang=ar`, { token: started.guest.token, site: egypt.siteId })).text();
    expect(arabic).toContain("(\u206614%\u2069)");
    const dubai = await (await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${code}&lang=en`, { token })).text();
    expect(dubai).toContain("VAT (5%)");
  });

  it("is printable HTML in the language asked, with the 5% VAT split out of the total", async () => {
    const english = await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${code}&lang=${"en"}`, { token });
    expect(english.status).toBe(200);
    expect(english.headers.get("content-type")).toContain("text/html");
    const html = await english.text();
    expect(html).toContain("Tax invoice");
    expect(html).toContain(code);
    expect(html).toContain(formatAmount(428.57, "AED", 2, "en")); // 450 / 1.05
    expect(html).toContain(formatAmount(21.43, "AED", 2, "en"));
    expect(html).toContain(formatAmount(450, "AED", 2, "en"));
    expect(html).not.toContain("<script");

    // The totals sit under the amount column, the label across the four columns before it.
    expect(html).toContain(`<tr><td colspan="4">Total paid</td><td>${formatAmount(450, "AED", 2, "en")}</td></tr>`);
    // Dated on the venue's day of payment, not UTC's.
    const order = orderSchema.parse(await (await api("GET", ORDER_PATHS.bookingDetails(code), { token })).json());
    expect(html).toContain(`<dd>${todayIn(DUBAI.timeZone, new Date(order.paid_at))}</dd>`);
    expect(html).toContain("(Adult)");

    const arabic = await (await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${code}&lang=${"ar"}`, { token })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain("فاتورة ضريبية");
    expect(arabic).toContain(formatAmount(428.57, "AED", 2, "ar"));
    // Every word of the Arabic invoice is Arabic: the guest type too.
    expect(arabic).toContain("(بالغ)");
    expect(arabic).not.toMatch(/\((adult|junior|child|infant)\)/i);

    expect((await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${code}&lang=${"fr"}`, { token })).status).toBe(400);
    const stranger = await makeGuest(DUBAI.siteId);
    expect((await api("GET", `${ORDER_PATHS.invoice}?reservationCode=${code}&lang=${"en"}`, { token: stranger.token })).status).toBe(401);
  });
});

describe("find your booking", () => {
  it("gives a fresh token of the order's guest when code and email match, whatever the email's case", async () => {
    const response = await api("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: code, email: email.toUpperCase() } });
    expect(response.status).toBe(200);
    const answer = findBookingAnswerSchema.parse(await response.json());
    expect(answer.reservation_code).toBe(code);
    expect(answer.token).not.toBe(token);
    const details = await api("GET", ORDER_PATHS.bookingDetails(code), { token: answer.token });
    expect(orderSchema.parse(await details.json()).reservation_code).toBe(code);
  });

  it("answers the same 404 whether the code or the email is wrong, and 400 for bad payloads", async () => {
    const tokensBefore = await count("SELECT COUNT(*) AS n FROM guest_tokens");
    const wrongEmail = await api("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: code, email: "someone@else.example" } });
    const wrongCode = await api("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: "SKD-0000000000", email } });
    expect(wrongEmail.status).toBe(404);
    expect(wrongCode.status).toBe(404);
    expect(await wrongEmail.json()).toEqual(await wrongCode.json());
    const arabic = await api("POST", ORDER_PATHS.searchBooking, { lang: "ar", body: { reservationCode: code, email: "someone@example.com" } });
    expect(orderErrorAnswerSchema.parse(await arabic.json()).errorMessage).toMatch(ARABIC);
    const otherSite = await api("POST", ORDER_PATHS.searchBooking, { site: OMAN.siteId, body: { reservationCode: code, email } });
    expect(otherSite.status).toBe(404);

    expect((await api("POST", ORDER_PATHS.searchBooking, { body: { reservationCode: "abc", email } })).status).toBe(400);
    expect((await api("POST", ORDER_PATHS.searchBooking, { body: "nope" })).status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM guest_tokens")).toBe(tokensBefore);
  });
});
