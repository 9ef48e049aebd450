// Cards, tickets and days for the catalogue helpers' tests: the shared booking test cards (shared/booking/test-cards)
// with this suite's snow-park prices (150 / 120 / 100, no infant seat), each field overridable.
import type { AvailabilityDay, Card, Ticket } from "../../../shared/catalogue";
import { card as testCard, ticket as testTicket } from "../../../shared/booking/test-cards";

export const ticket = (over: Partial<Ticket> = {}): Ticket =>
  testTicket({
    ak: "SP.PROD",
    event_ak: "SP.EVT",
    adult_details: { ak: "SP.A", price: 150 },
    junior_ak_details: { ak: "SP.J", price: 120 },
    child_ak_details: { ak: "SP.C", price: 100 },
    infant_ak_details: null,
    ...over,
  });

export const card = (over: Partial<Card> = {}): Card => testCard({ id: 1, price: 200, tickets: [ticket()], ...over });

export const day = (over: Partial<AvailabilityDay> = {}): AvailabilityDay => ({
  date: "2026-06-12",
  isActive: true,
  maxAvailability: 10,
  countAvailability: 100,
  maxTotal: null,
  performanceList: [],
  price: null,
  color_code_tag: null,
  ...over,
});
