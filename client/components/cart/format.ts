// How the cart and order views print a time slot: "HH:mm" of a performance as "2:30 PM" / "2:30 م".
import type { Locale } from "../../../shared/locale";
import { timeOfDayLabel } from "../../../shared/cart/session";

/** A 24-hour "HH:mm" on a 12-hour clock with AM/PM in the page's language; anything else is given back as it is. */
export function slotTimeLabel(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${timeOfDayLabel(hours < 12 ? "AM" : "PM", locale)}`;
}
