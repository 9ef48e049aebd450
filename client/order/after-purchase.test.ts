// The after-purchase rules: steps, the assignment a save sends, double holders, who needs gear or a waiver, funnel
// events reported once, and the confirmed page's flags.
import { describe, expect, it } from "vitest";
import type { OrderGuestTicket, TicketHolder } from "../../shared/contract/order-guests";
import {
  accountHolders,
  changedAssignments,
  choicesFor,
  confirmedFlagsOf,
  doubleBookedTickets,
  draftOf,
  extraHref,
  firstCompletionReport,
  funnelEvent,
  guestHolders,
  nextExtraStep,
  withoutGear,
  withoutValidWaiver,
} from "./after-purchase";

const FATIMA: TicketHolder = { id: "UAK-1", kind: "member", firstName: "Fatima", lastName: "Rahman", ageGroup: "adult" };
const YOUSEF: TicketHolder = { id: "SUB-1", kind: "sub_account", firstName: "Yousef", lastName: "Rahman", ageGroup: "child" };
const SAMI: TicketHolder = { id: "GST-1", kind: "guest", firstName: "Sami", lastName: "Nasser", ageGroup: "adult" };
const ticket = (n: number, guestType: OrderGuestTicket["guestType"], assignedUser: TicketHolder | null, line = "line-1"): OrderGuestTicket => ({
  ticketId: `SKD-AAAAAAAAAA-0${n}`,
  uniqueID: line,
  guestType,
  title: "Snow Classic",
  date: "2030-01-15",
  time: null,
  assignedUser,
  eligibleUserIds: guestType === "adult" ? [FATIMA.id, SAMI.id] : [YOUSEF.id],
});

describe("steps", () => {
  it("go add guest → gear → waiver → confirm, and stay on confirm", () => {
    expect(nextExtraStep("add-guest")).toBe("gear");
    expect(nextExtraStep("gear")).toBe("waiver");
    expect(nextExtraStep("waiver")).toBe("confirm");
    expect(nextExtraStep("confirm")).toBe("confirm");
    expect(extraHref("/ar-om/snow-oman", "gear", "SNO-AAAAAAAAAA")).toBe("/ar-om/snow-oman/extra/gear/SNO-AAAAAAAAAA");
  });
});

describe("the assignment", () => {
  const order = { tickets: [ticket(1, "adult", FATIMA), ticket(2, "adult", null), ticket(3, "child", null)] };

  it("sends only the tickets whose holder changed", () => {
    const draft = { ...draftOf(order), "SKD-AAAAAAAAAA-03": YOUSEF.id };
    expect(changedAssignments(order, draft)).toEqual([{ ticketId: "SKD-AAAAAAAAAA-03", userId: YOUSEF.id }]);
    expect(changedAssignments(order, draftOf(order))).toEqual([]);
  });

  it("flags a person chosen twice for one visit, not for two visits", () => {
    expect([...doubleBookedTickets(order, { ...draftOf(order), "SKD-AAAAAAAAAA-02": FATIMA.id })]).toEqual(["SKD-AAAAAAAAAA-02"]);
    const twoVisits = { tickets: [ticket(1, "adult", FATIMA), ticket(2, "adult", null, "line-2")] };
    expect(doubleBookedTickets(twoVisits, { ...draftOf(twoVisits), "SKD-AAAAAAAAAA-02": FATIMA.id }).size).toBe(0);
  });

  it("offers only the holders that fit the ticket", () => {
    expect(choicesFor(ticket(3, "child", null), [FATIMA, YOUSEF, SAMI])).toEqual([YOUSEF]);
    expect(choicesFor(ticket(1, "adult", null), [FATIMA, YOUSEF, SAMI])).toEqual([FATIMA, SAMI]);
  });
});

describe("gear and waivers of the holders", () => {
  const order = { tickets: [ticket(1, "adult", FATIMA), ticket(2, "adult", SAMI), ticket(3, "child", YOUSEF), ticket(4, "adult", FATIMA, "line-2")] };
  it("lists the account's holders once, and the named guests apart", () => {
    expect(accountHolders(order)).toEqual([FATIMA, YOUSEF]);
    expect(guestHolders(order)).toEqual([SAMI]);
  });
  it("finds who has no gear and who has no valid waiver", () => {
    expect(withoutGear([FATIMA, YOUSEF], [{ userId: YOUSEF.id }])).toEqual([FATIMA]);
    expect(withoutValidWaiver([FATIMA, YOUSEF], [{ userId: FATIMA.id, valid: true }, { userId: YOUSEF.id, valid: false }])).toEqual([YOUSEF]);
  });
});

describe("funnel events", () => {
  it("name the step, the member and the order", () => {
    expect(funnelEvent("add_guest", "SKD-AAAAAAAAAA", 3)).toEqual({ event: "add_guest", user_type: "Member", transaction_id: "SKD-AAAAAAAAAA", count: 3 });
  });
  it("report a booking's completion once per tab", () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    expect(firstCompletionReport(storage, "SKD-AAAAAAAAAA")).toBe(true);
    expect(firstCompletionReport(storage, "SKD-AAAAAAAAAA")).toBe(false);
    expect(firstCompletionReport(storage, "SKD-BBBBBBBBBB")).toBe(true);
  });
});

describe("the confirmed page's flags", () => {
  it("are on only when the query says true", () => {
    expect(confirmedFlagsOf(new URLSearchParams("fromBooking=true&isUnCertain=true&isAlpineVoucher=true"))).toEqual({ uncertain: true, alpineVoucher: true });
    expect(confirmedFlagsOf(new URLSearchParams("isUnCertain=1&isAlpineVoucher=false"))).toEqual({ uncertain: false, alpineVoucher: false });
  });
});

describe("a guest named for the order", () => {
  it("follows the guest form's rules in both languages, and takes the ticket's age group", async () => {
    const { validateOrderGuest, orderGuestRequestOf } = await import("./after-purchase");
    expect(validateOrderGuest({ title: "", firstName: "S4mi", lastName: "" }, "en")).toEqual({
      title: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(validateOrderGuest({ title: "", firstName: "", lastName: "" }, "ar").firstName).toMatch(/[\u0600-\u06FF]/);
    expect(orderGuestRequestOf("SKD-AAAAAAAAAA", { title: "mr", firstName: " Sami ", lastName: "Al  Nasser" }, "child", "en")).toEqual({
      orderId: "SKD-AAAAAAAAAA",
      title: "mr",
      firstName: "Sami",
      lastName: "Al Nasser",
      ageGroup: "child",
    });
    expect(orderGuestRequestOf("SKD-AAAAAAAAAA", { title: "dr", firstName: "Sami", lastName: "Nasser" }, "child", "en")).toBeNull();
  });
});

describe("alpine vouchers and pending payments", () => {
  it("call a purchase of vouchers only a voucher purchase", async () => {
    const { isAlpineVoucherPurchase } = await import("./after-purchase");
    expect(isAlpineVoucherPurchase([{ journey: "alpine" }, { journey: "alpine" }])).toBe(true);
    expect(isAlpineVoucherPurchase([{ journey: "alpine" }, { journey: null }])).toBe(false);
    expect(isAlpineVoucherPurchase([])).toBe(false);
  });
  it("read the pending payment of this order only", async () => {
    const { readPendingPayment } = await import("./after-purchase");
    const session = `cs_${"a".repeat(32)}`;
    const storage = { getItem: () => JSON.stringify({ orderId: "SKD-AAAAAAAAAA", checkoutSessionId: session }) };
    expect(readPendingPayment(storage, "k", "skd-aaaaaaaaaa")).toEqual({ orderId: "SKD-AAAAAAAAAA", checkoutSessionId: session });
    expect(readPendingPayment(storage, "k", "SKD-BBBBBBBBBB")).toBeNull();
    expect(readPendingPayment({ getItem: () => "{bad" }, "k", "SKD-AAAAAAAAAA")).toBeNull();
    expect(readPendingPayment({ getItem: () => JSON.stringify({ orderId: "SKD-AAAAAAAAAA", checkoutSessionId: "x" }) }, "k", "SKD-AAAAAAAAAA")).toBeNull();
  });
});
