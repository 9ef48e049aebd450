import { describe, expect, it } from "vitest";
import { memberQueryKeys } from "./member-query-keys";

const dubai = { mafid: "m-1", site: "ski-dubai" };

describe("member query keys", () => {
  it("keep one member's data apart from another's and one site's from another's", () => {
    const keys = [
      memberQueryKeys.orders(dubai, "en"),
      memberQueryKeys.orders({ ...dubai, mafid: "m-2" }, "en"),
      memberQueryKeys.orders({ ...dubai, site: "snow-oman" }, "en"),
      memberQueryKeys.orders(dubai, "ar"),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(4);
  });

  it("start with the member's and the site's prefix, so one invalidation reaches all of them", () => {
    const scope = memberQueryKeys.scope(dubai);
    for (const key of [memberQueryKeys.orders(dubai, "en"), memberQueryKeys.information(dubai), memberQueryKeys.booking(dubai, "ar", "R-1")]) {
      expect(key.slice(0, scope.length)).toEqual([...scope]);
      expect(key.slice(0, 2)).toEqual([...memberQueryKeys.member("m-1")]);
    }
  });

  it("name the booking by its code and the page's language", () => {
    expect(memberQueryKeys.booking(dubai, "en", "R-1")).toEqual(["member", "m-1", "ski-dubai", "booking", "R-1", "en"]);
    expect(memberQueryKeys.booking(dubai, "en", "R-2")).not.toEqual(memberQueryKeys.booking(dubai, "en", "R-1"));
    expect(memberQueryKeys.information(dubai)).toEqual(["member", "m-1", "ski-dubai", "information"]);
  });

  it("keep each person's passport per discipline and language, under one key for that person's answers", () => {
    const ski = memberQueryKeys.passport(dubai, "ski", "SUB-1", "en");
    expect(ski).toEqual(["member", "m-1", "ski-dubai", "passport", "ski", "SUB-1", "en"]);
    expect(memberQueryKeys.passport(dubai, "snowboard", "SUB-1", "en")).not.toEqual(ski);
    const person = memberQueryKeys.personPassport(dubai, "ski", "SUB-1");
    expect(ski.slice(0, person.length)).toEqual([...person]);
    expect(memberQueryKeys.passport(dubai, "ski", "SUB-1", "ar").slice(0, person.length)).toEqual([...person]);
    expect(memberQueryKeys.shareBalance(dubai).slice(0, 3)).toEqual([...memberQueryKeys.scope(dubai)]);
  });
});
