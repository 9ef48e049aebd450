// Members at checkout and the members' data: a member pays without a guest token and the order is the member's;
// member A never reads or changes member B's data; a guest token never opens a member's order.
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES, ORDER_PATHS, PAYMENT_TYPE_HEADER, CART_SECRET_HEADER, ACCESS_TOKEN_HEADER } from "../../shared/contract/orders";
import { DB, DUBAI, capture, makeCart, makeGuest, api } from "../orders/checkout.fixture";
import { DEMO, memberBrowser, memberCall, signedIn, memberPaysByCard } from "./testing";

const OMAR_DETAILS = {
  title: "mr",
  firstName: "Omar",
  lastName: "Haddad",
  dateOfBirth: "1988-11-02",
  nationality: "OM",
  countryOfResidence: "AE",
  mobile: "+971501234567",
  mobileRegion: "ae",
};

/** A member's paid order on Dubai: a cart, checkout with the session (no guest token), card payment, capture. */
async function memberBuys(browser: ReturnType<typeof memberBrowser>) {
  const cart = await makeCart();
  return memberPaysByCard(browser, cart);
}

describe("members at checkout", () => {
  it("asks a member without a title or mobile number to complete them before paying", async () => {
    const browser = await signedIn(DEMO.omar.email);
    await DB.prepare("UPDATE members SET mobile_number = NULL WHERE mafid = ?1").bind(DEMO.omar.mafid).run();
    const cart = await makeCart();
    const refused = await memberCall(browser, "POST", "/order/checkout", { returnUrl: "/en-ae/ski-dubai/booking-redirect", cartId: cart.cartId }, 1, {
      [PAYMENT_TYPE_HEADER]: "card",
      [CART_SECRET_HEADER]: cart.secret,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.memberDetailsMissing);
  });

  it("pays as a member with the session: the order is the member's, with the member's details, listed in their orders", async () => {
    const browser = await signedIn(DEMO.omar.email);
    const saved = await memberCall(browser, "POST", "/info/apply", OMAR_DETAILS);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const code = await memberBuys(browser);

    const order = await DB.prepare("SELECT member_mafid, email, guest FROM orders WHERE reservation_code = ?1").bind(code).first<{ member_mafid: string; email: string; guest: string }>();
    expect(order!.member_mafid).toBe(DEMO.omar.mafid);
    expect(order!.email).toBe(DEMO.omar.email);
    expect(JSON.parse(order!.guest)).toMatchObject({ firstName: "Omar", lastName: "Haddad", mobile: "+971501234567" });

    const details = await memberCall(browser, "GET", `/booking-details/${code}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ reservation_code: code });
    const listed = (await (await memberCall(browser, "GET", "/orders")).json()) as { data: { orders: { reservationCode: string }[] } };
    expect(listed.data.orders.map((o) => o.reservationCode)).toContain(code);
  });
});

describe("a member's data answers that member only", () => {
  it("member B cannot read member A's order, information or bookings, nor change A's details", async () => {
    const a = await signedIn(DEMO.omar.email);
    await memberCall(a, "POST", "/info/apply", OMAR_DETAILS);
    const code = await memberBuys(a);
    const b = await signedIn(DEMO.sara.email);

    expect((await memberCall(b, "GET", `/booking-details/${code}`)).status).toBe(401);
    expect((await b.shop(`/api/provider${ORDER_PATHS.ticketPdf}`, { headers: { "site-id": "1", "booking-reference": code } })).status).toBe(401);
    const infoOfA = await memberCall(b, "POST", "/info/user", { email: DEMO.omar.email });
    expect(infoOfA.status).toBe(400);
    expect(JSON.stringify(await infoOfA.json())).not.toContain("Haddad");
    const bOrders = (await (await memberCall(b, "GET", "/orders")).json()) as { data: { orders: { reservationCode: string }[] } };
    expect(bOrders.data.orders.map((o) => o.reservationCode)).not.toContain(code);

    // B's change of details changes B only.
    const changed = await memberCall(b, "POST", "/info/apply", { ...OMAR_DETAILS, title: "ms", firstName: "Sara", lastName: "Changed" });
    expect(changed.status).toBe(200);
    const omar = await DB.prepare("SELECT last_name FROM members WHERE mafid = ?1").bind(DEMO.omar.mafid).first<{ last_name: string }>();
    expect(omar!.last_name).toBe("Haddad");
    await memberCall(b, "POST", "/info/apply", { ...OMAR_DETAILS, title: "ms", firstName: "Sara", lastName: "Al Mansoori" });
  });

  it("a guest token never opens a member's order, not even one made for the member's e-mail or found by code", async () => {
    const member = await signedIn(DEMO.omar.email);
    await memberCall(member, "POST", "/info/apply", OMAR_DETAILS);
    const code = await memberBuys(member);

    const guest = await makeGuest(DUBAI.siteId, DEMO.omar.email);
    const opened = await api("GET", `/booking-details/${code}`, { token: guest.token });
    expect(opened.status).toBe(401);

    const found = await api("POST", "/search-booking", { body: { reservationCode: code, email: DEMO.omar.email } });
    expect(found.status).toBe(404);
    const body = (await found.json()) as { code: number; token?: string };
    expect(body.code).toBe(ORDER_ERROR_CODES.memberBooking);
    expect(body.token).toBeUndefined();

    // Nor does a member's session reach another site's order with the same code.
    expect((await memberCall(member, "GET", `/booking-details/${code}`, undefined, 3)).status).toBe(401);
    expect(opened.headers.get(ACCESS_TOKEN_HEADER)).toBeNull();
  });
});

describe("share balance", () => {
  it("answers a share member's points on a SHARE site, and no one else's", async () => {
    const sara = await signedIn(DEMO.sara.email);
    const balance = await memberCall(sara, "GET", "/share-balance");
    expect(balance.status).toBe(200);
    expect(await balance.json()).toEqual({ balance_points: 2450, member_id: "SHR-35-0000001", balance_currency_amount: 245 });
    // Oman has no SHARE.
    expect((await memberCall(sara, "GET", "/share-balance", undefined, 3)).status).toBe(404);
    const omar = await signedIn(DEMO.omar.email);
    expect((await memberCall(omar, "GET", "/share-balance")).status).toBe(404);
    expect((await memberCall(memberBrowser(), "GET", "/share-balance")).status).toBe(401);
  });
});

describe("apply info", () => {
  it("keeps the birth date when the cart's form leaves it out, and refuses a bad one with nothing written", async () => {
    const browser = await signedIn(DEMO.omar.email);
    const { dateOfBirth: _left, ...withoutBirthDate } = OMAR_DETAILS;
    expect((await memberCall(browser, "POST", "/info/apply", OMAR_DETAILS)).status).toBe(200);
    const saved = await memberCall(browser, "POST", "/info/apply", { ...withoutBirthDate, lastName: "Haddad Saleh" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ data: { lastName: "Haddad Saleh", dateOfBirth: "1988-11-02" } });
    const young = await memberCall(browser, "POST", "/info/apply", { ...OMAR_DETAILS, lastName: "Changed", dateOfBirth: "2015-01-01" });
    expect(young.status).toBe(400);
    expect(JSON.stringify(await young.json())).toContain("min_age");
    const row = await DB.prepare("SELECT last_name, date_of_birth FROM members WHERE mafid = ?1").bind(DEMO.omar.mafid).first<{ last_name: string; date_of_birth: string }>();
    expect(row).toEqual({ last_name: "Haddad Saleh", date_of_birth: "1988-11-02" });
    await memberCall(browser, "POST", "/info/apply", OMAR_DETAILS);
  });
});
