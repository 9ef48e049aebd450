// The member's bookings as the account pages list them (content-and-account §2: booking details, invoice, tickets):
// upcoming ones first (soonest first), then past ones (latest first), each with its date, time, items, total in the
// site's currency and status. Pure, so the order and the words are tested without a page.
import type { MemberOrder } from "../../shared/contract/member-schemas";
import { formatDateKey } from "../../shared/date-key";
import { formatAmount } from "../../shared/format";
import type { Locale } from "../../shared/locale";
import { clockLabel } from "../../shared/clock";

export interface BookingGroups {
  upcoming: MemberOrder[];
  past: MemberOrder[];
}

/** "YYYY-MM-DD HH:mm" of a booking's first visit; a booking without a time slot counts as the start of its day. */
const startOf = (order: MemberOrder) => `${order.firstDate} ${order.firstTime ?? ""}`;

const byCode = (a: MemberOrder, b: MemberOrder) => a.reservationCode.localeCompare(b.reservationCode);
const soonestFirst = (a: MemberOrder, b: MemberOrder) => startOf(a).localeCompare(startOf(b)) || byCode(a, b);
const latestFirst = (a: MemberOrder, b: MemberOrder) => startOf(b).localeCompare(startOf(a)) || byCode(a, b);

/** Upcoming bookings (soonest first) and past ones (latest first), whatever order they came in. */
export function groupBookings(orders: readonly MemberOrder[]): BookingGroups {
  return {
    upcoming: orders.filter((order) => order.upcoming).sort(soonestFirst),
    past: orders.filter((order) => !order.upcoming).sort(latestFirst),
  };
}

/** The dashboard's bookings: upcoming and not refunded, soonest first. */
export function upcomingConfirmed(orders: readonly MemberOrder[]): MemberOrder[] {
  return groupBookings(orders).upcoming.filter((order) => order.status === "confirmed");
}

/** One booking's line in a list, in the page's language. */
export interface BookingRow {
  code: string;
  /** The first day ("Sat, 14 Mar 2026" or its Arabic). */
  date: string;
  /** The first time slot on a 12-hour clock, or null when the booking has none. */
  time: string | null;
  /** Each item's title with its number of tickets. */
  items: { title: string; tickets: number }[];
  tickets: number;
  /** The total in the booking's currency with the site's decimals. */
  total: string;
  status: MemberOrder["status"];
  upcoming: boolean;
}

export function bookingRowOf(order: MemberOrder, locale: Locale, decimals: 2 | 3): BookingRow {
  return {
    code: order.reservationCode,
    date: formatDateKey(order.firstDate, locale),
    time: order.firstTime ? clockLabel(order.firstTime, locale) : null,
    items: order.items.map((item) => ({ title: item.title, tickets: item.tickets })),
    tickets: order.items.reduce((sum, item) => sum + item.tickets, 0),
    total: formatAmount(order.total, order.currency, decimals, locale),
    status: order.status,
    upcoming: order.upcoming,
  };
}

/** The query parameter naming the booking the bookings page has open. */
export const OPEN_BOOKING_PARAM = "booking";

/** The bookings page with one booking open (below the site prefix). */
export function bookingDetailsHref(prefix: string, code: string): string {
  return `${prefix}/accounts/transactions?${new URLSearchParams({ [OPEN_BOOKING_PARAM]: code })}`;
}
