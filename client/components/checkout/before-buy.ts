// What a tap on "Buy tickets" needs besides the hold itself, loaded while the visitor reads the product page: the card
// the page shows (kept as the booking steps' answer, so the step does not ask for it again), the card's add-ons when
// the add-ons step comes next, the steps' texts, the order contract's schemas and the parts a cart with lines shows at
// once. The route modules of the steps come through
// React Router's own prefetch (the link's `prefetch` and PrefetchAfterHydration); this module is the rest, so the tap
// waits for the hold's round trip only (e2e/buy-tickets-waits.spec.ts says so).
import type { AvailabilityDay, Card } from "../../../shared/catalogue";
import { cardCalendar } from "../../../shared/booking/calendar";
import type { Locale } from "../../../shared/locale";
import { nextStepAfterSave } from "../../../shared/booking/next-step";
import { keepCard, keepSlots, prefetchAddOns } from "../../catalogue/booking-queries";
import { type OrderCaller, preloadOrderSchemas } from "../../cart/order-calls";
import { loadPartTexts } from "../../i18n/texts";
import { preloadCartParts } from "../cart/cart-parts";

/** The texts of buy-tickets and of the step it goes on to (add-ons, add-activity, personal-details). */
const STEP_PARTS = ["checkout"] as const;
const STEP_TITLES = ["route.booking.buy-tickets"] as const;

export function prepareBuyTickets(caller: OrderCaller & { locale: Locale }, card: Card): void {
  keepCard(caller, card);
  if (nextStepAfterSave(card) === "add-ons") prefetchAddOns(caller, card.id);
  preloadOrderSchemas();
  preloadCartParts(caller.locale);
  loadPartTexts(caller.locale, STEP_PARTS, STEP_TITLES).catch(() => {});
}

/**
 * At the tap: the chosen day's time slots as the page shows them, for the time-slot step "Buy tickets" leads to, which
 * then lists them at once instead of after a round trip (and asks for them again meanwhile).
 */
export function keepDayShown(caller: OrderCaller & { locale: Locale }, card: Card, day: AvailabilityDay): void {
  const calendar = cardCalendar(card);
  if (calendar && nextStepAfterSave(card) === "add-activity") keepSlots(caller, calendar, day.date, day.performanceList);
}
