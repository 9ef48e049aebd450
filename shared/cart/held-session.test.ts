// The head's mark of a running booking session: set exactly when the header's cart summary will show the session's
// strip for this venue (so the kept place is taken, never left empty), and never an error.
import { describe, expect, it } from "vitest";
import { cartViewOf, readCartSummary } from "../../client/components/header/cart";
import { HELD_ATTRIBUTE, heldSessionScript } from "./held-session";

const HERE = 3;
const END = "2026-11-25T10:30:00.000Z";

/** Runs the script against a stored state (undefined: nothing stored) and says whether it marked the page. */
function marks(stored: string | undefined, siteId = HERE): boolean {
  const dataset: Record<string, string> = {};
  const localStorage = stored === undefined ? {} : { vuex: stored };
  new Function("localStorage", "document", heldSessionScript(siteId))(localStorage, { documentElement: { dataset } });
  return `${HELD_ATTRIBUTE}`.slice(5) in dataset;
}

const state = (cart: Record<string, unknown>) => JSON.stringify({ cart, version: "1" });
const running = { isStart: true, endDateTime: END };

const CASES: [string, string | undefined, boolean][] = [
  ["a running session of this venue's cart", state({ siteId: HERE, bookingData: [{}], bookingSessionTimer: running }), true],
  ["another venue's cart", state({ siteId: 1, bookingData: [{}], bookingSessionTimer: running }), false],
  ["a timer not started", state({ siteId: HERE, bookingData: [{}], bookingSessionTimer: { isStart: false, endDateTime: END } }), false],
  ["an end that does not read as a time", state({ siteId: HERE, bookingData: [{}], bookingSessionTimer: { isStart: true, endDateTime: "soon" } }), false],
  ["an emptied cart whose session runs on, recorded for another venue (nobody's cart)", state({ siteId: 1, bookingData: [], bookingSessionTimer: running }), true],
  ["an emptied cart whose session runs on, venue not recorded", state({ siteId: null, bookingData: [], bookingSessionTimer: running }), true],
  ["a cart of a venue not recorded", state({ bookingData: [{}], bookingSessionTimer: running }), false],
  ["nothing stored", undefined, false],
  ["a stored state that is not JSON", "{not json", false],
  ["a stored state without a cart", JSON.stringify({ version: "1" }), false],
];

describe("the head's mark of a running booking session", () => {
  it.each(CASES.map(([what, stored, marked]) => [what, marked, stored] as const))("%s: marked %s, as the header's summary shows the strip", (_what, marked, stored) => {
    expect(marks(stored)).toBe(marked);
    const summary = readCartSummary(stored === undefined ? {} : { vuex: stored });
    expect(cartViewOf(summary, HERE).end > 0).toBe(marked);
  });

  it("is written for the page's own venue", () => {
    expect(heldSessionScript(4)).toContain("c.siteId==4");
    expect(marks(state({ siteId: 4, bookingData: [{}], bookingSessionTimer: running }), 4)).toBe(true);
  });

  it("fails quietly where storage cannot be read", () => {
    const dataset: Record<string, string> = {};
    const blocked = {
      get vuex(): string {
        throw new Error("SecurityError");
      },
    };
    expect(() => new Function("localStorage", "document", heldSessionScript(HERE))(blocked, { documentElement: { dataset } })).not.toThrow();
    expect(dataset).toEqual({});
  });
});
