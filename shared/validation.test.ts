import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, normaliseEmail, validateEmail } from "./validation";

/** A well-formed address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = "@example.com";
  return "a".repeat(length - domain.length) + domain;
}

describe("validateEmail", () => {
  it("allows at most 254 characters", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it.each([
    ["an empty string", ""],
    ["spaces only", "   "],
    ["tabs and newlines", "\t\n "],
    ["undefined", undefined],
    ["null", null],
  ])("asks for an email when given %s", (_, value) => {
    expect(validateEmail(value)).toEqual({ rule: "required" });
  });

  it("accepts an address of exactly 254 characters", () => {
    const email = addressOfLength(254);
    expect(email).toHaveLength(254);
    expect(validateEmail(email)).toBeNull();
  });

  it("refuses an address of 255 characters with the max rule", () => {
    const email = addressOfLength(255);
    expect(email).toHaveLength(255);
    expect(validateEmail(email)).toEqual({ rule: "max" });
  });

  it("measures the length after trimming", () => {
    expect(validateEmail(`  ${addressOfLength(254)}  `)).toBeNull();
  });

  it("reports max before the pattern when both fail", () => {
    expect(validateEmail("x".repeat(300))).toEqual({ rule: "max" });
  });

  it.each([
    "plainaddress",
    "@example.com",
    "user@",
    "user@example",
    "user@example.c",
    "user@@example.com",
    "user name@example.com",
    "user@exa mple.com",
    ".user@example.com",
    "user.@example.com",
    "us..er@example.com",
    "user@example..com",
    "user@.example.com",
    "user@example.com.",
    "user@example.123",
    "<user>@example.com",
    "user,name@example.com",
    "user@example_domain.com",
  ])("refuses %j with the email rule", (value) => {
    expect(validateEmail(value)).toEqual({ rule: "email" });
  });

  it.each([
    "user@example.com",
    "first.last@example.co.uk",
    "first+tag@sub.example.ae",
    "o'brien@example.ie",
    "USER@EXAMPLE.COM",
    "user_name-1@ex-ample.om",
    "1234@example.eg",
    "user@[192.168.0.1]",
    '"quoted name"@example.com',
    "  padded@example.com  ",
  ])("accepts %j", (value) => {
    expect(validateEmail(value)).toBeNull();
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  First.Last@Example.COM ")).toBe("first.last@example.com");
  });
});
