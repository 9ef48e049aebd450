// The title of each booking-bar step, shared by the bar and its mobile sheet.
import type { BookingBarStep } from "../../../shared/booking/booking-bar";
import type { MessageKey } from "../../i18n";

export const STEP_TITLES: Record<BookingBarStep, MessageKey> = {
  experience: "bookingBar.experience",
  date: "bookingBar.date",
  level: "bookingBar.level",
  people: "bookingBar.people",
  age: "bookingBar.age",
};
