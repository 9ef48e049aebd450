// Where a visitor lands after saving a package, for every kind of card.
import { describe, expect, it } from "vitest";
import { nextStepAfterSave } from "./next-step";
import { card, ticket } from "./test-cards";

const timed = ticket({ id: 2, isTimebased: true });
const plain = ticket({ id: 3 });

describe("nextStepAfterSave", () => {
  it("sends lessons to add-activity", () => {
    expect(nextStepAfterSave(card({ kind: "lesson" }))).toBe("add-activity");
  });

  it("sends memberships and alpine to personal details", () => {
    expect(nextStepAfterSave(card({ kind: "membership" }))).toBe("personal-details");
    expect(nextStepAfterSave(card({ kind: "alpine", tickets: [timed, plain] }))).toBe("personal-details");
  });

  describe.each(["pass", "package"] as const)("a %s", (kind) => {
    it("goes to add-ons when plain", () => {
      expect(nextStepAfterSave(card({ kind }))).toBe("add-ons");
      // Several tickets alone do not matter for passes.
      expect(nextStepAfterSave(card({ kind, tickets: [plain, plain] }))).toBe("add-ons");
      // Only the first ticket's time basis counts.
      expect(nextStepAfterSave(card({ kind, tickets: [plain, timed] }))).toBe("add-ons");
    });
    it("goes to add-activity when table-based", () => {
      expect(nextStepAfterSave(card({ kind, is_table: true, max_number_per_table: 4 }))).toBe("add-activity");
    });
    it("goes to add-activity when a movie", () => {
      expect(nextStepAfterSave(card({ kind, is_movie: true }))).toBe("add-activity");
    });
    it("goes to add-activity with an upgrade ticket", () => {
      expect(nextStepAfterSave(card({ kind, upgrade_ticket: plain }))).toBe("add-activity");
    });
    it("goes to add-activity when its first ticket is time-based", () => {
      expect(nextStepAfterSave(card({ kind, tickets: [timed, plain] }))).toBe("add-activity");
    });
  });

  describe.each(["event", "ice_rink", "food"] as const)("any other kind (%s)", (kind) => {
    it("goes to add-ons with one plain ticket", () => {
      expect(nextStepAfterSave(card({ kind }))).toBe("add-ons");
      // Table and movie flags do not matter here.
      expect(nextStepAfterSave(card({ kind, is_movie: true, is_table: true }))).toBe("add-ons");
    });
    it("goes to add-activity with several tickets", () => {
      expect(nextStepAfterSave(card({ kind, tickets: [plain, plain] }))).toBe("add-activity");
    });
    it("goes to add-activity with an upgrade ticket", () => {
      expect(nextStepAfterSave(card({ kind, upgrade_ticket: plain }))).toBe("add-activity");
    });
    it("goes to add-activity with a time-based ticket", () => {
      expect(nextStepAfterSave(card({ kind, tickets: [timed] }))).toBe("add-activity");
    });
  });
});
