// The find-your-booking form's field rules and their messages.
import { describe, expect, it } from "vitest";
import { normaliseReservationCode, validateFindBooking } from "./find-booking";
import { orderEn } from "../i18n/parts/order.en";
import { orderAr } from "../i18n/parts/order.ar";

describe("validateFindBooking", () => {
  it("accepts a reservation code typed in lower case or with spaces, and an email", () => {
    expect(validateFindBooking({ code: " skd-7k2q9m4xpa ", email: "guest@example.com" })).toEqual({});
    expect(normaliseReservationCode(" skd-7k2q 9m4xpa ")).toBe("SKD-7K2Q9M4XPA");
  });

  it("asks for both fields when empty", () => {
    expect(validateFindBooking({ code: "", email: "  " })).toEqual({ code: "order.find.codeRequired", email: "order.find.emailRequired" });
  });

  it("refuses a malformed code and a malformed email", () => {
    expect(validateFindBooking({ code: "SKD-123", email: "guest@" })).toEqual({ code: "order.find.codeInvalid", email: "order.find.emailInvalid" });
    expect(validateFindBooking({ code: "SKDX7K2Q9M4XPA", email: "a@b.co" }).code).toBe("order.find.codeInvalid");
  });

  it("refuses an email longer than 254 characters", () => {
    const email = `${"a".repeat(250)}@b.co`;
    expect(validateFindBooking({ code: "SKD-7K2Q9M4XPA", email }).email).toBe("order.find.emailTooLong");
  });

  it("has every message in English and Arabic", () => {
    for (const key of ["order.find.codeRequired", "order.find.codeInvalid", "order.find.emailRequired", "order.find.emailInvalid", "order.find.emailTooLong"] as const) {
      expect(orderEn[key]).toBeTruthy();
      expect(orderAr[key]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
