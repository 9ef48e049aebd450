// A day's seat object deletes the holds that ended (docs/decisions/057): its alarm, set when a hold is written, takes
// away the ended holds and pending halves, keeps live holds and sold seats, and comes back for the next end.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PENDING_HOLD_MS, SWEEP_EVERY_MS, type SeatScope, seatLedgerOf } from "./seat-ledger";
import { prepareSite, testEnv } from "./testing";

const CAPACITY = { day: 50, performances: {} };
let scopes = 0;
const newScope = (): SeatScope => ({ siteId: 1, eventAk: `SWEEP-${Date.now()}-${++scopes}`, date: "2030-01-15" });
const line = (quantity: number) => [{ uniqueID: `line-${quantity}`, performanceAk: null, quantity }];

function rowsOf(scope: SeatScope) {
  return runInDurableObject(seatLedgerOf(testEnv, scope), (_, state) =>
    state.storage.sql.exec<{ cart_id: string; state: string }>("SELECT cart_id, state FROM seats ORDER BY cart_id, state").toArray().map((r) => `${r.cart_id} ${r.state}`),
  );
}

describe("ended holds in a day's seat object", () => {
  it("are deleted by its alarm, while live holds and sold seats stay and the next sweep is set", async () => {
    await prepareSite("ski-dubai");
    const scope = newScope();
    const ledger = seatLedgerOf(testEnv, scope);
    const now = Date.now();
    const session = 20 * 60_000;
    // Two carts whose sessions have ended, a pending half whose second half never came, one live cart, one sold.
    expect(await ledger.hold(scope, { cartId: "ENDED-1", tx: null, lines: line(2), capacity: CAPACITY, expiresAtMs: now - 1000, nowMs: now - session })).toEqual({ ok: true });
    expect(await ledger.hold(scope, { cartId: "ENDED-2", tx: null, lines: line(3), capacity: CAPACITY, expiresAtMs: now - 5, nowMs: now - session })).toEqual({ ok: true });
    expect(
      await ledger.hold(scope, { cartId: "PENDING", tx: "t1", lines: line(1), capacity: CAPACITY, expiresAtMs: now + session, nowMs: now - PENDING_HOLD_MS - 1 }),
    ).toEqual({ ok: true });
    expect(await ledger.hold(scope, { cartId: "LIVE", tx: null, lines: line(4), capacity: CAPACITY, expiresAtMs: now + session, nowMs: now })).toEqual({ ok: true });
    expect(await ledger.hold(scope, { cartId: "PAID", tx: null, lines: line(5), capacity: CAPACITY, expiresAtMs: now + session, nowMs: now })).toEqual({ ok: true });
    expect(await ledger.sell(scope, { cartId: "PAID", sale: "payment-1", lines: line(5), nowMs: now })).toBe("sold");
    expect(await rowsOf(scope)).toEqual(["ENDED-1 held", "ENDED-2 held", "LIVE held", "PAID sold", "PENDING pending"]);

    // The alarm was set when the first hold was written: for its end, or a minute later at the soonest.
    const alarm = await runInDurableObject(ledger, (_, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeLessThanOrEqual(Date.now() + SWEEP_EVERY_MS);
    expect(await runDurableObjectAlarm(ledger)).toBe(true);
    expect(await rowsOf(scope)).toEqual(["LIVE held", "PAID sold"]);
    // The places counted are the same before and after: ended holds were counted by nobody.
    expect(await ledger.taken(scope, Date.now())).toEqual({ day: 9, performances: {} });

    // The next sweep comes once the live hold has ended (not sooner than a minute from now).
    const next = await runInDurableObject(ledger, (_, state) => state.storage.getAlarm());
    expect(next).toBeGreaterThanOrEqual(now + SWEEP_EVERY_MS);
    expect(next).toBeLessThanOrEqual(now + session + SWEEP_EVERY_MS);
  });

  it("a day whose holds are all live keeps them all when its alarm runs", async () => {
    await prepareSite("ski-dubai");
    const scope = newScope();
    const ledger = seatLedgerOf(testEnv, scope);
    const now = Date.now();
    await ledger.hold(scope, { cartId: "A", tx: null, lines: line(2), capacity: CAPACITY, expiresAtMs: now + 60_000, nowMs: now });
    await ledger.hold(scope, { cartId: "B", tx: null, lines: line(2), capacity: CAPACITY, expiresAtMs: now + 120_000, nowMs: now });
    expect(await runDurableObjectAlarm(ledger)).toBe(true);
    expect(await rowsOf(scope)).toEqual(["A held", "B held"]);
    expect(await ledger.taken(scope, Date.now())).toEqual({ day: 4, performances: {} });
  });
});
