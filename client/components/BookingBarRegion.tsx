// The region where the booking bar (find tickets) sits; the bar itself lives in booking-bar/.
import { BookingBar } from "./booking-bar/BookingBar";

export function BookingBarRegion() {
  return <BookingBar />;
}
