import { describe, expect, it } from "vitest";
import type { MemberOrder } from "../../shared/contract/member-schemas";
import { bookingDetailsHref, bookingRowOf, groupBookings, upcomingConfirmed } from "./bookings-list";

function order(code: string, firstDate: string, firstTime: string | null, upcoming: boolean, status: MemberOrder["status"] = "confirmed"): MemberOrder {
  return {
    reservationCode: code,
    siteId: 1,
    status,
    paidAt: "2026-01-01T10:00:00Z",
    firstDate,
    firstTime,
    upcoming,
    total: 450,
    currency: "AED",
    items: [
      { title: "Snow Classic", date: firstDate, time: firstTime, tickets: 2 },
      { title: "Snow Park", date: firstDate, time: null, tickets: 1 },
    ],
  };
}

const codes = (orders: MemberOrder[]) => orders.map((o) => o.reservationCode);

describe("groupBookings", () => {
  const orders = [
    order("PAST-OLD", "2025-12-01", "10:00", false),
    order("SOON-LATE", "2026-03-10", "16:30", true),
    order("PAST-NEW", "2026-02-20", null, false),
    order("LATER", "2026-04-01", "09:00", true),
    order("SOON-EARLY", "2026-03-10", "09:30", true),
    order("SOON-ALL-DAY", "2026-03-10", null, true),
  ];

  it("lists upcoming bookings soonest first (a booking without a slot opens its day), past ones latest first", () => {
    const { upcoming, past } = groupBookings(orders);
    expect(codes(upcoming)).toEqual(["SOON-ALL-DAY", "SOON-EARLY", "SOON-LATE", "LATER"]);
    expect(codes(past)).toEqual(["PAST-NEW", "PAST-OLD"]);
  });

  it("does not change the list it was given, and gives the same answer whatever order it came in", () => {
    const before = codes(orders);
    const reversed = groupBookings([...orders].reverse());
    expect(codes(orders)).toEqual(before);
    expect(reversed).toEqual(groupBookings(orders));
  });

  it("gives the dashboard the upcoming bookings that are not refunded", () => {
    const withRefund = [...orders, order("REFUNDED", "2026-03-01", null, true, "refunded")];
    expect(codes(upcomingConfirmed(withRefund))).toEqual(["SOON-ALL-DAY", "SOON-EARLY", "SOON-LATE", "LATER"]);
  });

  it("answers two empty groups for no bookings", () => {
    expect(groupBookings([])).toEqual({ upcoming: [], past: [] });
  });
});

describe("bookingRowOf", () => {
  it("writes date, time, items, tickets and total in English", () => {
    const row = bookingRowOf(order("R-1", "2026-03-14", "14:30", true), "en", 2);
    expect(row.date).toBe("Sat, 14 Mar 2026");
    expect(row.time).toBe("2:30 PM");
    expect(row.items).toEqual([{ title: "Snow Classic", tickets: 2 }, { title: "Snow Park", tickets: 1 }]);
    expect(row.tickets).toBe(3);
    expect(row.total).toBe("AED\u00a0450.00");
    expect(row).toMatchObject({ code: "R-1", status: "confirmed", upcoming: true });
  });

  it("uses the site's decimals and currency, and Latin digits in Arabic", () => {
    const oman = { ...order("R-2", "2026-03-14", null, false, "refunded"), total: 12.5, currency: "OMR" };
    const row = bookingRowOf(oman, "ar", 3);
    expect(row.time).toBeNull();
    expect(row.total).toContain("12.500");
    expect(row.date).toMatch(/2026/);
    expect(row.status).toBe("refunded");
  });
});

describe("bookingDetailsHref", () => {
  it("opens a booking on the bookings page with its code in the query", () => {
    expect(bookingDetailsHref("/ar-om/snow-oman", "AB 12/3")).toBe("/ar-om/snow-oman/accounts/transactions?booking=AB+12%2F3");
  });
});
