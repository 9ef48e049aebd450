// Where the booking flow goes after a package is saved to the cart (booking-and-checkout §2).
import type { Card } from "../catalogue";

export const NEXT_STEPS = ["add-activity", "personal-details", "add-ons"] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

type NextStepCard = Pick<Card, "kind" | "is_table" | "is_movie" | "upgrade_ticket" | "tickets">;

/**
 * Lessons → add-activity; memberships and alpine → personal-details; passes and packages → add-activity when
 * table-based, a movie, with an upgrade ticket or a time-based first ticket, else add-ons; any other kind →
 * add-activity with several tickets, an upgrade ticket or any time-based ticket, else add-ons.
 */
export function nextStepAfterSave(card: NextStepCard): NextStep {
  switch (card.kind) {
    case "lesson":
      return "add-activity";
    case "membership":
    case "alpine":
      return "personal-details";
    case "pass":
    case "package": {
      const needsChoice =
        card.is_table || card.is_movie || card.upgrade_ticket !== null || card.tickets[0]?.isTimebased === true;
      return needsChoice ? "add-activity" : "add-ons";
    }
    default: {
      const needsChoice =
        card.tickets.length > 1 || card.upgrade_ticket !== null || card.tickets.some((t) => t.isTimebased);
      return needsChoice ? "add-activity" : "add-ons";
    }
  }
}
