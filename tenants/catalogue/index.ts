// The catalogue seed of every site and the one function that turns a bilingual card seed into the card the
// provider answers in one language.
import type { Card, Ticket } from "../../shared/catalogue";
import type { Locale } from "../../shared/locale";
import type { SiteSlug } from "../../shared/tenant";
import { skiDubaiCatalogue } from "./ski-dubai";
import { skiEgyptCatalogue } from "./ski-egypt";
import { snowAbuDhabiCatalogue } from "./snow-abu-dhabi";
import { snowOmanCatalogue } from "./snow-oman";
import type { CardSeed, CatalogueSeed } from "./types";

export const CATALOGUE_SEEDS: Record<SiteSlug, CatalogueSeed> = {
  "ski-dubai": skiDubaiCatalogue,
  "snow-abu-dhabi": snowAbuDhabiCatalogue,
  "snow-oman": snowOmanCatalogue,
  "ski-egypt": skiEgyptCatalogue,
};

export function catalogueSeedOf(slug: SiteSlug): CatalogueSeed {
  return CATALOGUE_SEEDS[slug];
}

function localiseTicket(ticket: Ticket, seed: CardSeed, locale: Locale): Ticket {
  const title = seed.ticket_titles?.[ticket.ak]?.[locale];
  return title ? { ...ticket, title } : { ...ticket };
}

/**
 * A card in one language: texts and image alt in the locale, localized_title in both, ticket titles in the
 * locale where the seed has them; sort_order and ticket_titles are seed-only and left out.
 */
export function localiseCard(seed: CardSeed, locale: Locale): Card {
  const { sort_order: _sort, ticket_titles: _titles, title, description, includes, label_text, image, tickets, upgrade_ticket, ...rest } = seed;
  return {
    ...rest,
    title: title[locale],
    localized_title: { en: title.en, ar: title.ar },
    description: description[locale],
    includes: [...includes[locale]],
    label_text: label_text[locale],
    image: { image_url: image.image_url, alt_text: image.alt_text[locale] },
    tickets: tickets.map((t) => localiseTicket(t, seed, locale)),
    upgrade_ticket: upgrade_ticket ? localiseTicket(upgrade_ticket, seed, locale) : null,
  };
}

/** A site's cards in one language, in listing order (lowest sort_order first). */
export function localisedCatalogue(slug: SiteSlug, locale: Locale): Card[] {
  return [...catalogueSeedOf(slug).cards].sort((a, b) => a.sort_order - b.sort_order).map((c) => localiseCard(c, locale));
}

export type { CalendarSeed, CardSeed, CatalogueSeed } from "./types";
