import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MemberInformation, MemberOrder } from "../../shared/contract/member-schemas";
import { CallFailedError, accountQueryClient, failureOf, profileSaved, retriesAfter } from "./account-queries";
import { announceSignedOut } from "../member/signed-out";
import { memberQueryKeys } from "../member/member-query-keys";

const dubai = { mafid: "m-1", site: "ski-dubai" };
const refusal = (status: number) => new CallFailedError({ ok: false, status, code: status, message: `refused ${status}`, uniqueID: null, retryAfter: null });

const info = { email: "sara@example.com", firstName: "Sara" } as MemberInformation;
const orders: MemberOrder[] = [];

describe("the account pages' queries", () => {
  it("read a failed call's refusal, and count anything else as no answer", () => {
    expect(failureOf(refusal(404))).toMatchObject({ status: 404, message: "refused 404" });
    expect(failureOf(new Error("boom"))).toEqual({ status: 0, message: "" });
  });

  it("try once more when nothing answered, never after a refusal", () => {
    expect(retriesAfter(0, refusal(0))).toBe(true);
    expect(retriesAfter(0, refusal(503))).toBe(true);
    expect(retriesAfter(1, refusal(503))).toBe(false);
    expect(retriesAfter(0, refusal(401))).toBe(false);
    expect(retriesAfter(0, refusal(404))).toBe(false);
  });

  it("after the profile is saved, keep the saved details and ask again for the member's data on that site only", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const otherSite = { ...dubai, site: "snow-oman" };
    client.setQueryData(memberQueryKeys.information(dubai), { ...info, firstName: "Old" });
    client.setQueryData(memberQueryKeys.orders(dubai, "en"), orders);
    client.setQueryData(memberQueryKeys.orders(otherSite, "en"), orders);
    await profileSaved(client, dubai, info);
    expect(client.getQueryData(memberQueryKeys.information(dubai))).toEqual(info);
    expect(client.getQueryState(memberQueryKeys.orders(dubai, "en"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(memberQueryKeys.orders(otherSite, "en"))?.isInvalidated).toBe(false);
  });

  it("keep one cache for the tab, refetched when the tab returns, and forget the member when the shop signs them out", () => {
    const client = accountQueryClient();
    expect(accountQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(true);
    client.setQueryData(memberQueryKeys.orders(dubai, "en"), orders);
    announceSignedOut();
    expect(client.getQueryData(memberQueryKeys.orders(dubai, "en"))).toBeUndefined();
  });
});
