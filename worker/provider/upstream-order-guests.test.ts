// Ticket holders through the provider seam: with PROVIDER_API_URL set, a member's order guests are read and assigned
// at the upstream provider (here a first copy of the shop on its own database) with the bearer token, and its
// answers and refusals (404 another's or unknown order, 400 bad assignment) pass through in the contract's shapes.
import { describe, expect, it } from "vitest";
import { DEMO, memberCall } from "../auth/testing";
import { upstreamSeam } from "./upstream-seam.fixture";

const seam = upstreamSeam();
const { upstreamEnv, upstream } = seam;
const upstreamCalls = seam.calls;

/** A paid order of the member in the upstream's ledger: one adult ticket on 2030-02-01. */
async function upstreamOrder(code: string, mafid: string) {
  const db = upstreamEnv.DB;
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (reservation_code, site_id, checkout_session_id, status, locale, email, guest, lines, totals, payment_type, member_mafid)
         VALUES (?1, 1, ?2, 'confirmed', 'en', 'fatima.family@example.com', '{}', '[]', '{}', 'card', ?3)`,
      )
      .bind(code, `cs_${code}`, mafid),
    db.prepare("INSERT INTO order_tickets (code, reservation_code, seq, unique_id, guest_type, title, date, time) VALUES (?1, ?2, 1, 'line-1', 'adult', 'Snow Park', '2030-02-01', NULL)").bind(`${code}-01`, code),
  ]);
}

describe("ticket holders through the seam", () => {
  it("reads and assigns a member's order guests upstream with the bearer token; refusals pass through", async () => {
    const browser = seam.browser();
    expect((await browser.signIn(DEMO.fatima.email)).status).toBe(302);
    const me = ((await (await memberCall(browser, "GET", "/get-user-info")).json()) as { user: { user_ak: string } }).user.user_ak;
    const code = "SKD-UPSTREAM01";
    await upstreamOrder(code, DEMO.fatima.mafid);

    upstreamCalls.length = 0;
    const read = await memberCall(browser, "GET", `/order-guests/${code}`);
    expect(read.status, await read.clone().text()).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect(((await read.json()) as { data: { tickets: { eligibleUserIds: string[] }[] } }).data.tickets[0]!.eligibleUserIds).toContain(me);
    expect(upstreamCalls).toEqual([{ line: `GET /api/provider/order-guests/${code}`, bearer: true }]);

    const assigned = await memberCall(browser, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: me }] });
    expect(assigned.status).toBe(200);
    expect(await upstreamEnv.DB.prepare("SELECT person_id FROM ticket_assignments WHERE ticket_code = ?1").bind(`${code}-01`).first("person_id")).toBe(me);

    const wrongAge = await memberCall(browser, "POST", "/order/assign-guests", { orderId: code, tickets: [{ ticketId: `${code}-01`, userId: "SUB-1000003-02" }] });
    expect(wrongAge.status).toBe(400);
    expect(await wrongAge.json()).toMatchObject({ error: "invalid_request", issues: [{ field: "tickets.0.userId", rule: "age_group" }] });
    const unknown = await memberCall(browser, "GET", "/order-guests/SKD-NOSUCHCODE");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "order_not_found" });
  });
});
