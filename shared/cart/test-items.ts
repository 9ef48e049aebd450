// Cart lines for the cart rule tests.
import type { BookingItem } from "./state";

export function bookingItem(overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    cardID: 11,
    cardType: "passes",
    cardName: "snow-classic",
    date: "2026-07-01",
    uniqueID: "11-2026-07-01-a",
    sellPrice: 300,
    title: "Snow Classic",
    people: { adult: 2, junior: 0, child: 0, infant: 0 },
    tickets: [{ ticketId: 101, performanceAk: null, performanceTime: null, quantities: { adult: 2, junior: 0, child: 0, infant: 0 } }],
    addOnsSelection: [],
    isPassTimebasedSelection: false,
    upgradeSelection: false,
    tableSelection: 0,
    booking_bar: null,
    ...overrides,
  };
}
