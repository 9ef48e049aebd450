// A paid order with eight tickets over two lines, for the ticket PDF tests and the sample documents.
import type { Order } from "../../shared/contract/order-schemas";

const guestTypes = ["adult", "adult", "adult", "junior", "child", "child"] as const;

export function sampleOrder(locale: "en" | "ar" = "en"): Order {
  const title = locale === "ar" ? "منحدر التزلج – جلسة ساعتين" : "Ski Slope – 2 Hour Session";
  const penguins = locale === "ar" ? "لقاء البطاريق (السلام عليكم)" : "Penguin Encounter (Meet & Greet)";
  return {
    reservation_code: "SKD-7K2Q9M4XPA",
    status: "confirmed",
    site_id: 1,
    locale,
    paid_at: "2025-03-10T09:41:00.000Z",
    payment_type: "card",
    guest: { title: "mr", firstName: "Omar", lastName: "Al Fahim", email: "omar@example.com", mobile: "+971501234567" },
    lines: [
      {
        uniqueID: "line-1",
        cardId: 11,
        title,
        date: "2025-03-14",
        performanceAk: "PERF.1030",
        time: "10:30",
        tickets: [
          { ticketId: 1, ak: "TKT.ADULT", guestType: "adult", quantity: 3, unitPrice: 210, amount: 630 },
          { ticketId: 2, ak: "TKT.JUNIOR", guestType: "junior", quantity: 1, unitPrice: 180, amount: 180 },
          { ticketId: 3, ak: "TKT.CHILD", guestType: "child", quantity: 2, unitPrice: 150, amount: 300 },
        ],
        addOns: [{ ak: "ADD.GLOVES", title: locale === "ar" ? "قفازات" : "Gloves", quantity: 2, unitPrice: 25, amount: 50 }],
        gross: 1160,
      },
      {
        uniqueID: "line-2",
        cardId: 12,
        title: penguins,
        date: "2025-03-15",
        performanceAk: null,
        time: null,
        tickets: [{ ticketId: 4, ak: "TKT.PENG", guestType: "adult", quantity: 2, unitPrice: 195.5, amount: 391 }],
        addOns: [],
        gross: 391,
      },
    ],
    totals: {
      gross: 1395.9,
      net: 1329.43,
      tax: 66.47,
      currency: "AED",
      subtotal: 1551,
      promo_code_amount: 155.1,
      christmas_promo: false,
      bank_offer_amount: 0,
      maf_amount: 0,
      fazaa_amount: 0, voucher_amount: 0,
      share_amount: 0,
      discount: 155.1,
    },
    tickets: [
      ...guestTypes.map((guestType, i) => ({
        code: `SKD-7K2Q9M4XPA-${String(i + 1).padStart(2, "0")}`,
        uniqueID: "line-1",
        guestType,
        title,
        date: "2025-03-14",
        time: "10:30",
      })),
      ...[7, 8].map((n) => ({
        code: `SKD-7K2Q9M4XPA-0${n}`,
        uniqueID: "line-2",
        guestType: "adult" as const,
        title: penguins,
        date: "2025-03-15",
        time: null,
      })),
    ],
  };
}
