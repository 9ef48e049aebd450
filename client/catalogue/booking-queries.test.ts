import { afterEach, describe, expect, it, vi } from "vitest";
import { TENANTS } from "../../tenants";
import type { MemberInformation, SessionMember } from "../../shared/contract/member-schemas";
import { bookingQueryClient, bookingQueryKeys, cardFor, keepMemberDetails, keptMemberDetails, readMemberDetails } from "./booking-queries";
import { stubFetch } from "../api/test-fetch";
import { useMemberStore } from "../member/member-store";

const dubai = TENANTS.find((t) => t.slug === "ski-dubai")!;
const caller = { tenant: dubai, locale: "en" as const, token: null };

afterEach(() => {
  vi.unstubAllGlobals();
  bookingQueryClient().clear();
  useMemberStore.setState({ known: false, member: null });
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

const SARA: MemberInformation = {
  email: "sara.share@example.com",
  title: "ms",
  firstName: "Sara",
  lastName: "Haddad",
  gender: "female",
  dateOfBirth: "1990-04-12",
  nationality: "AE",
  countryOfResidence: "AE",
  mobile: null,
  isShareMember: true,
  shareMemberId: "SH-1",
};
const OMAR: MemberInformation = { ...SARA, email: "omar.member@example.com", firstName: "Omar", isShareMember: false, shareMemberId: null };
const member = (email: string): SessionMember => ({ mafid: `maf-${email}`, userAk: "AK", email, firstName: "", lastName: "", gender: null, isShareMember: false, site: "ski-dubai" });

describe("a member's details for the cart step", () => {
  it("are read once for the step that starts the read and the cart step that waits for it, and kept for that member only", async () => {
    const sent = stubFetch([200, { data: SARA }], [200, { data: OMAR }]);
    const [first, second] = await Promise.all([readMemberDetails(caller, SARA.email), readMemberDetails(caller, SARA.email)]);
    expect(first).toEqual(SARA);
    expect(second).toEqual(SARA);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/info\/user/);
    expect(sent[0]!.body).toEqual({ email: SARA.email });
    expect(keptMemberDetails(caller, SARA.email)).toEqual(SARA);
    // Another member, or the same member on another language's page, is another read.
    expect(keptMemberDetails(caller, OMAR.email)).toBeUndefined();
    expect(keptMemberDetails({ ...caller, locale: "ar" }, SARA.email)).toBeUndefined();
    expect(await readMemberDetails(caller, OMAR.email)).toEqual(OMAR);
    expect(sent).toHaveLength(2);
  });

  it("that could not be read are not kept: the cart step asks again", async () => {
    const sent = stubFetch([503, { error: "unavailable" }], [200, { data: SARA }]);
    expect(await readMemberDetails(caller, SARA.email)).toBeNull();
    expect(sent).toHaveLength(1);
    expect(keptMemberDetails(caller, SARA.email)).toBeUndefined();
    expect(await readMemberDetails(caller, SARA.email)).toEqual(SARA);
    expect(sent).toHaveLength(2);
  });

  it("are never asked again on a returning tab or a reconnection", async () => {
    stubFetch([200, { data: SARA }]);
    await readMemberDetails(caller, SARA.email);
    const query = bookingQueryClient().getQueryCache().find({ queryKey: bookingQueryKeys.memberDetails(dubai.siteId, "en", SARA.email) })!;
    expect(query.options).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false });
  });

  it("saved by the member are the answer from then on, without a read", async () => {
    const sent = stubFetch([200, { data: SARA }]);
    keepMemberDetails(caller, SARA.email, { ...SARA, firstName: "Sarah" });
    expect((await readMemberDetails(caller, SARA.email))?.firstName).toBe("Sarah");
    expect(sent).toHaveLength(0);
  });

  it("are forgotten when the member signs out, and another member never sees them", async () => {
    stubFetch([200, { data: SARA }]);
    useMemberStore.getState().adopt(member(SARA.email));
    await readMemberDetails(caller, SARA.email);
    // The same member adopted again keeps them.
    useMemberStore.getState().adopt(member(SARA.email));
    expect(keptMemberDetails(caller, SARA.email)).toEqual(SARA);
    useMemberStore.getState().adopt(member(OMAR.email));
    expect(keptMemberDetails(caller, SARA.email)).toBeUndefined();

    useMemberStore.getState().adopt(member(SARA.email));
    await readMemberDetails(caller, SARA.email);
    useMemberStore.getState().forget();
    expect(keptMemberDetails(caller, SARA.email)).toBeUndefined();
    expect(bookingQueryClient().getQueryCache().findAll({ predicate: ({ queryKey }) => queryKey.includes(SARA.email) })).toEqual([]);
  });
});
