// The find-your-booking form's rules: a reservation code like SKD-7K2Q9M4XPA (each venue its own prefix) and the email booked with.
import { reservationCodeSchema } from "../../shared/contract/order-schemas";
import { validateEmail } from "../../shared/validation";
import type { MessageKey } from "../i18n";

export interface FindBookingFields {
  code: string;
  email: string;
}
export type FindBookingErrors = Partial<Record<keyof FindBookingFields, MessageKey>>;

/** The code as the provider keeps it: trimmed, upper-case, spaces removed. */
export function normaliseReservationCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The message of each field that breaks a rule; empty when the form may be sent. */
export function validateFindBooking(fields: FindBookingFields): FindBookingErrors {
  const errors: FindBookingErrors = {};
  const code = normaliseReservationCode(fields.code);
  if (!code) errors.code = "order.find.codeRequired";
  else if (!reservationCodeSchema.safeParse(code).success) errors.code = "order.find.codeInvalid";
  const email = validateEmail(fields.email);
  if (email) {
    errors.email = email.rule === "required" ? "order.find.emailRequired" : email.rule === "max" ? "order.find.emailTooLong" : "order.find.emailInvalid";
  }
  return errors;
}
