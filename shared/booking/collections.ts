// Which cards a collection page lists beyond kind and category: the events collection (content-and-account §7
// get-all-event-cards). The offers rule is isOfferCard in ./pricing, beside the discount windows it reads.
import type { Card } from "../catalogue";

/** An event listing: event cards, table bookings and cinema nights. */
export function isEventCard(card: Pick<Card, "kind" | "is_table" | "is_movie">): boolean {
  return card.kind === "event" || card.is_table || card.is_movie;
}
