// The member's analytics: login with the marketing identity (SHA-256 hex of the lower-cased e-mail), logout.
import { describe, expect, it } from "vitest";
import { loginEvent, logoutEvent, marketingIdentity } from "./analytics-member";

describe("member analytics", () => {
  it("the marketing identity is the SHA-256 hex of the trimmed, lower-cased e-mail", async () => {
    // printf %s 'sara.share@example.com' | sha256sum
    const expected = "b7d14e58369be270ce5930966a783d86e1fcd41099eb1abe6e081b7ff654f76b";
    expect(await marketingIdentity("sara.share@example.com")).toBe(expected);
    expect(await marketingIdentity("  Sara.Share@Example.COM ")).toBe(expected);
  });

  it("login reports a member with the identity, logout a guest", async () => {
    const login = await loginEvent("omar.member@example.com");
    expect(login).toEqual({ event: "login", user_type: "Member", marketing_identity: await marketingIdentity("omar.member@example.com") });
    expect(JSON.stringify(login)).not.toContain("omar");
    expect(logoutEvent()).toEqual({ event: "logout", user_type: "Guest" });
  });
});
