// The staff discount's own-booking rule: the guest books under the staff e-mail it was applied with.
import { describe, expect, it } from "vitest";
import { guestEmailBreaksStaffDiscount } from "./discounts";

describe("guestEmailBreaksStaffDiscount", () => {
  it("refuses another e-mail, or none, while a staff discount is applied", () => {
    expect(guestEmailBreaksStaffDiscount("amira.haddad@maf.ae", "sam.frost@example.com")).toBe(true);
    expect(guestEmailBreaksStaffDiscount("amira.haddad@maf.ae", "")).toBe(true);
  });
  it("compares normalised e-mails: spaces around and letter case do not count", () => {
    expect(guestEmailBreaksStaffDiscount("amira.haddad@maf.ae", "  Amira.Haddad@MAF.AE ")).toBe(false);
    expect(guestEmailBreaksStaffDiscount(" AMIRA.HADDAD@maf.ae", "amira.haddad@maf.ae")).toBe(false);
  });
  it("says nothing without a staff discount", () => {
    expect(guestEmailBreaksStaffDiscount(null, "sam.frost@example.com")).toBe(false);
    expect(guestEmailBreaksStaffDiscount(undefined, "")).toBe(false);
    expect(guestEmailBreaksStaffDiscount("  ", "sam.frost@example.com")).toBe(false);
  });
});
