// Who goes with which ticket of a member's order, through the shop (real sign-in at the development identity
// provider): only the order's member reads or assigns its tickets; another member's order answers like an unknown
// one (404); a guest gets 401; a ticket not of the order, a person not of the account or a wrong age group is a 400
// and nothing is written (the whole assignment is one batch); assigning a ticket again replaces its holder.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { makeCart } from "../orders/checkout.fixture";
import { DEMO, memberBrowser, memberCall, signedIn, memberPaysByCard } from "../auth/testing";

const DB = (env as unknown as { DB: D1Database }).DB;
const YOUSEF = "SUB-1000003-01";
const MARIAM = "SUB-1000003-02";

type Browser = ReturnType<typeof memberBrowser>;
interface Holder {
  id: string;
  kind: string;
  firstName: string;
  lastName: string;
  ageGroup: string | null;
}
interface Ticket {
  ticketId: string;
  uniqueID: string;
  guestType: string;
  date: string;
  assignedUser: Holder | null;
  eligibleUserIds: string[];
}
interface OrderGuests {
  orderId: string;
  status: string;
  tickets: Ticket[];
  guests: Holder[];
}
interface Issues {
  error: string;
  issues: { field: string; rule: string }[];
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const DETAILS = {
  fatima: { title: "mrs", firstName: "Fatima", lastName: "Rahman", nationality: "AE", countryOfResidence: "AE", mobile: "+971501234568", mobileRegion: "ae" },
  omar: { title: "mr", firstName: "Omar", lastName: "Haddad", nationality: "OM", countryOfResidence: "AE", mobile: "+971501234567", mobileRegion: "ae" },
};

/** A paid order of the member: two adult tickets and one child ticket, all on 2030-01-15 (one line). */
async function paidOrder(browser: Browser, details: (typeof DETAILS)[keyof typeof DETAILS]): Promise<string> {
  expect((await memberCall(browser, "POST", "/info/apply", details)).status).toBe(200);
  const cart = await makeCart();
  await memberPaysByCard(browser, cart);
  return cart.cartId;
}

async function assignmentRows(code: string): Promise<{ ticket_code: string; person_id: string }[]> {
  return (await DB.prepare("SELECT ticket_code, person_id FROM ticket_assignments WHERE reservation_code = ?1 ORDER BY ticket_code").bind(code).all<{ ticket_code: string; person_id: string }>()).results;
}

async function guestsOf(browser: Browser, code: string): Promise<OrderGuests> {
  const answer = await memberCall(browser, "GET", `/order-guests/${code}`);
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  return (await json<{ data: OrderGuests }>(answer)).data;
}

async function memberId(browser: Browser): Promise<string> {
  return (await json<{ user: { user_ak: string } }>(await memberCall(browser, "GET", "/get-user-info"))).user.user_ak;
}

describe("a guest", () => {
  it("gets 401 (sign in) from every ticket holder call, and nothing is written", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const guest = memberBrowser();
    const calls: ["GET" | "POST", string, unknown?][] = [
      ["GET", `/order-guests/${code}`],
      ["POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: YOUSEF }] }],
      ["POST", "/quick-guest-user", { orderId: code, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "child" }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await memberCall(guest, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect((await json<{ code: number }>(answer)).code).toBe(ORDER_ERROR_CODES.signInRequired);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await assignmentRows(code)).toEqual([]);
    expect((await DB.prepare("SELECT COUNT(*) AS n FROM order_guests WHERE reservation_code = ?1").bind(code).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("another site's page", () => {
  it("cannot assign a member's tickets with the member's cookie (cross-site request refused, nothing written)", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const assign = await memberCall(fatima, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-02`, userId: YOUSEF }] }, 1, crossSite);
    expect(assign.status).toBe(403);
    const quick = await memberCall(fatima, "POST", "/quick-guest-user", { orderId: code, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "adult" }, 1, crossSite);
    expect(quick.status).toBe(403);
    expect(await assignmentRows(code)).toEqual([]);
    expect((await DB.prepare("SELECT COUNT(*) AS n FROM order_guests WHERE reservation_code = ?1").bind(code).first<{ n: number }>())!.n).toBe(0);
  });
});

describe("another member", () => {
  it("can neither read nor assign nor add guests to Fatima's order: 404 like an unknown order, nothing written", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const omar = await signedIn(DEMO.omar.email);
    const omarsId = await memberId(omar);

    const read = await memberCall(omar, "GET", `/order-guests/${code}`);
    expect(read.status).toBe(404);
    const unknown = await memberCall(omar, "GET", "/order-guests/SKD-0000000000");
    expect(unknown.status).toBe(404);
    // The same body for another's order and an unknown one: a code tells a guesser nothing.
    expect(await read.json()).toEqual(await unknown.json());

    const assign = await memberCall(omar, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: omarsId }] });
    expect(assign.status).toBe(404);
    expect((await json<{ error: string }>(assign)).error).toBe("order_not_found");
    const quick = await memberCall(omar, "POST", "/quick-guest-user", { orderId: code, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "child" });
    expect(quick.status).toBe(404);
    expect(await assignmentRows(code)).toEqual([]);

    // Fatima cannot hand her ticket to Omar (not a person of her account), nor to Omar's order's guests.
    const toOmar = await memberCall(fatima, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: omarsId }] });
    expect(toOmar.status).toBe(400);
    expect((await json<Issues>(toOmar)).issues).toEqual([expect.objectContaining({ field: "tickets.0.userId", rule: "person_of_account" })]);
    const omarsCode = await paidOrder(omar, DETAILS.omar);
    const omarsGuest = await json<{ data: Holder }>(
      await memberCall(omar, "POST", "/quick-guest-user", { orderId: omarsCode, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "adult" }),
    );
    const toOmarsGuest = await memberCall(fatima, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: omarsGuest.data.id }] });
    expect(toOmarsGuest.status).toBe(400);
    expect(await assignmentRows(code)).toEqual([]);
  });
});

describe("the order's member", () => {
  it("reads the tickets with who of the account may hold each on its date", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const me = await memberId(fatima);
    const order = await guestsOf(fatima, code);
    expect(order).toMatchObject({ orderId: code, status: "confirmed", guests: [] });
    expect(order.tickets.map((t) => [t.ticketId, t.guestType, t.date, t.assignedUser])).toEqual([
      [`${code}-01`, "adult", "2030-01-15", null],
      [`${code}-02`, "adult", "2030-01-15", null],
      [`${code}-03`, "child", "2030-01-15", null],
    ]);
    // On 2030-01-15 Yousef (born 2015-06-10) is 14, an adult; Mariam (2019-02-21) is 10, a junior.
    expect(order.tickets[0]!.eligibleUserIds).toEqual(expect.arrayContaining([me, YOUSEF]));
    expect(order.tickets[0]!.eligibleUserIds).not.toContain(MARIAM);
    expect(order.tickets[2]!.eligibleUserIds).toEqual([]);
  });

  it("assigns tickets to the member, a sub-account and a guest named for the order, in one call", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const me = await memberId(fatima);
    // A name with a bidi override or a control character is refused on its field, and no guest is named.
    const guestsBefore = (await memberCall(fatima, "GET", `/order-guests/${code}`).then((r) => r.text())).length;
    for (const firstName of ["Sa\u202Emi", "Sa\u0000mi", "Sami\u2066"]) {
      const refused = await memberCall(fatima, "POST", "/quick-guest-user", { orderId: code, title: "mr", firstName, lastName: "Nasser", ageGroup: "child" });
      expect(refused.status, JSON.stringify(firstName)).toBe(400);
      expect((await json<{ issues: { field: string }[] }>(refused)).issues[0]!.field).toBe("firstName");
    }
    expect((await memberCall(fatima, "GET", `/order-guests/${code}`).then((r) => r.text())).length).toBe(guestsBefore);
    const added = await memberCall(fatima, "POST", "/quick-guest-user", { orderId: code, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "child" });
    expect(added.status, await added.clone().text()).toBe(200);
    const sami = (await json<{ data: Holder }>(added)).data;
    expect(sami).toMatchObject({ kind: "guest", firstName: "Sami", lastName: "Nasser", ageGroup: "child" });
    expect(sami.id).toMatch(/^GST-/);

    const answer = await memberCall(fatima, "POST", "/order/assign-guests", {
      reservationCode: code.toLowerCase(),
      tickets: [
        { ticketId: `${code}-01`, userId: me },
        { ticketId: `${code}-02`, userId: YOUSEF },
        { ticketId: `${code}-03`, userId: sami.id },
      ],
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const order = (await json<{ data: OrderGuests }>(answer)).data;
    expect(order.tickets.map((t) => [t.assignedUser?.kind, t.assignedUser?.firstName])).toEqual([
      ["member", "Fatima"],
      ["sub_account", "Yousef"],
      ["guest", "Sami"],
    ]);
    expect((await guestsOf(fatima, code)).guests).toEqual([sami]);
    expect(await assignmentRows(code)).toEqual([
      { ticket_code: `${code}-01`, person_id: me },
      { ticket_code: `${code}-02`, person_id: YOUSEF },
      { ticket_code: `${code}-03`, person_id: sami.id },
    ]);

    // The booking's details and the ticket PDF name the holders.
    const details = await json<{ tickets: { code: string; holder?: string | null }[] }>(await memberCall(fatima, "GET", `/booking-details/${code}`));
    expect(details.tickets.map((t) => t.holder)).toEqual(["Fatima Rahman", "Yousef Rahman", "Sami Nasser"]);
  });

  it("replaces a ticket's holder when it is assigned again, and swaps two holders in one call", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const me = await memberId(fatima);
    const assign = (tickets: { ticketId: string; userId: string }[]) => memberCall(fatima, "POST", "/order/assign-guests", { orderId: code, tickets });
    expect((await assign([{ ticketId: `${code}-01`, userId: me }])).status).toBe(200);
    expect((await assign([{ ticketId: `${code}-01`, userId: YOUSEF }])).status).toBe(200);
    expect(await assignmentRows(code)).toEqual([{ ticket_code: `${code}-01`, person_id: YOUSEF }]);
    expect((await assign([{ ticketId: `${code}-02`, userId: me }])).status).toBe(200);
    const swapped = await assign([
      { ticketId: `${code}-01`, userId: me },
      { ticketId: `${code}-02`, userId: YOUSEF },
    ]);
    expect(swapped.status, await swapped.clone().text()).toBe(200);
    expect(await assignmentRows(code)).toEqual([
      { ticket_code: `${code}-01`, person_id: me },
      { ticket_code: `${code}-02`, person_id: YOUSEF },
    ]);
  });

  it("refuses bad assignments with 400 naming the field and rule, and writes none of the batch", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const me = await memberId(fatima);
    expect((await memberCall(fatima, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: me }] })).status).toBe(200);
    const before = await assignmentRows(code);
    const good = { ticketId: `${code}-02`, userId: YOUSEF };
    const cases: [unknown, string, string][] = [
      // Another order's ticket (a code of the right shape that is not this order's).
      [{ orderId: code, tickets: [good, { ticketId: "SKD-0000000000-01", userId: me }] }, "tickets.1.ticketId", "ticket_of_order"],
      [{ orderId: code, tickets: [good, { ticketId: `${code}-09`, userId: me }] }, "tickets.1.ticketId", "ticket_of_order"],
      // Someone not of the account.
      [{ orderId: code, tickets: [good, { ticketId: `${code}-01`, userId: "SUB-1000099-01" }] }, "tickets.1.userId", "person_of_account"],
      // A child ticket to an adult, an adult ticket to a junior.
      [{ orderId: code, tickets: [good, { ticketId: `${code}-03`, userId: me }] }, "tickets.1.userId", "age_group"],
      [{ orderId: code, tickets: [{ ticketId: `${code}-02`, userId: MARIAM }] }, "tickets.0.userId", "age_group"],
      // One person on two tickets of the same visit (here with the ticket already held by the member).
      [{ orderId: code, tickets: [{ ticketId: `${code}-02`, userId: me }] }, "tickets.0.userId", "one_per_person"],
      // Shapes.
      [{ orderId: code, tickets: [good, good] }, "tickets", "unique"],
      [{ orderId: code, tickets: [] }, "tickets", "min"],
      [{ tickets: [good] }, "orderId", "required"],
      [{ orderId: code, reservationCode: "SKD-0000000000", tickets: [good] }, "reservationCode", "same_order"],
      [{ orderId: code, tickets: [{ ...good, userId: "x'; DROP TABLE orders" }] }, "tickets.0.userId", "regex"],
      [{ orderId: code, tickets: [{ ...good, mafid: DEMO.omar.mafid }] }, "tickets.0.mafid", "unknown_field"],
      [{ orderId: "not-a-code", tickets: [good] }, "orderId", "regex"],
    ];
    for (const [body, field, rule] of cases) {
      const answer = await memberCall(fatima, "POST", "/order/assign-guests", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const issues = (await json<Issues>(answer)).issues;
      expect(issues.find((i) => i.field === field)?.rule, `${JSON.stringify(body)} → ${JSON.stringify(issues)}`).toBe(rule);
      expect(await assignmentRows(code)).toEqual(before);
    }
  });

  it("names guests for the order with the form's rules, at most one per ticket", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const code = await paidOrder(fatima, DETAILS.fatima);
    const guest = { orderId: code, title: "mr", firstName: "Sami", lastName: "Nasser", ageGroup: "adult" };
    const bad: [unknown, string, string][] = [
      [{ ...guest, firstName: "S4mi" }, "firstName", "alpha_spaces"],
      [{ ...guest, ageGroup: "elder" }, "ageGroup", "one_of"],
      [{ ...guest, title: "dr" }, "title", "one_of"],
      [{ ...guest, mafid: DEMO.omar.mafid }, "mafid", "unknown_field"],
    ];
    for (const [body, field, rule] of bad) {
      const answer = await memberCall(fatima, "POST", "/quick-guest-user", body);
      expect(answer.status).toBe(400);
      expect((await json<Issues>(answer)).issues.find((i) => i.field === field)?.rule).toBe(rule);
    }
    for (let n = 0; n < 3; n++) expect((await memberCall(fatima, "POST", "/quick-guest-user", guest)).status).toBe(200);
    const fourth = await memberCall(fatima, "POST", "/quick-guest-user", guest);
    expect(fourth.status).toBe(422);
    expect((await json<{ error: string }>(fourth)).error).toBe("too_many_order_guests");
    expect((await guestsOf(fatima, code)).guests).toHaveLength(3);
  });
});
