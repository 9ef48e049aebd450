import { afterEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../../tenants";
import { bookingQueryClient, bookingQueryKeys, cardFor } from "./booking-queries";
import { stubFetch } from "../api/test-fetch";

const dubai = TENANTS.find((t) => t.slug === "ski-dubai")!;
const caller = { tenant: dubai, locale: "en" as const, token: null };

afterEach(() => {
  vi.unstubAllGlobals();
  bookingQueryClient().clear();
});

describe("the booking steps' reads", () => {
  it("ask once for a card two steps want, and keep a card that does not exist", async () => {
    const sent = stubFetch([404, { error: "not_found" }]);
    const [a, b] = await Promise.all([cardFor(caller, "no-such-card"), cardFor(caller, "no-such-card")]);
    expect(a).toEqual({ ok: false, reason: "not-found" });
    expect(b).toEqual(a);
    expect(await cardFor(caller, "no-such-card")).toEqual(a);
    expect(sent.length).toBe(1);
    expect(sent[0]!.url).toMatch(/\/cards\/no-such-card/);
    expect(bookingQueryClient().getQueryData(bookingQueryKeys.card(dubai.siteId, "en", "no-such-card"))).toEqual(a);
  });

  it("never keep a card that could not be read: the next step asks again", async () => {
    const sent = stubFetch([503, { error: "unavailable" }]);
    expect(await cardFor(caller, "snow-classic")).toEqual({ ok: false, reason: "error" });
    const first = sent.length;
    // One more try when nothing answered.
    expect(first).toBe(2);
    expect(bookingQueryClient().getQueryData(bookingQueryKeys.card(dubai.siteId, "en", "snow-classic"))).toBeUndefined();
    await cardFor(caller, "snow-classic");
    expect(sent.length).toBeGreaterThan(first);
  }, 10_000);

  it("refetch when the tab comes back", () => {
    expect(bookingQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(true);
  });
});
