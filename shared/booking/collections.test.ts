// The events collection: event cards, tables and films, and nothing else.
import { describe, expect, it } from "vitest";
import { isEventCard } from "./collections";
import { card } from "./test-cards";

describe("isEventCard", () => {
  it("lists event, table and movie cards as events, and no plain pass", () => {
    expect(isEventCard(card({ kind: "event" }))).toBe(true);
    expect(isEventCard(card({ is_table: true }))).toBe(true);
    expect(isEventCard(card({ is_movie: true }))).toBe(true);
    expect(isEventCard(card())).toBe(false);
    expect(isEventCard(card({ kind: "package" }))).toBe(false);
  });
});
