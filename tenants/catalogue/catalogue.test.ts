// The catalogue seeds: every card parses as the provider answers it in both languages, and every site offers
// the products, flags, prices and calendars the pages and the booking rules rely on.
import { describe, expect, it } from "vitest";
import { type Card, type Ticket, cardSchema } from "../../shared/catalogue";
import { LOCALES } from "../../shared/locale";
import { SITE_SLUGS, type SiteSlug } from "../../shared/tenant";
import { tenantBySlug } from "../index";
import { CATALOGUE_SEEDS, catalogueSeedOf, localiseCard, localisedCatalogue } from "./index";
import { EXPERIENCE_CATEGORY_IDS, type CardSeed } from "./types";

const AK_PREFIX: Record<SiteSlug, string> = { "ski-dubai": "SKD", "snow-abu-dhabi": "SAD", "snow-oman": "SMO", "ski-egypt": "SKE" };
const ID_RANGE: Record<SiteSlug, [number, number]> = {
  "ski-dubai": [100, 199],
  "snow-abu-dhabi": [200, 299],
  "snow-oman": [300, 399],
  "ski-egypt": [400, 499],
};
const ICE_RINK_SITES: SiteSlug[] = ["ski-dubai", "snow-abu-dhabi", "snow-oman"];
const ARABIC = /[\u0600-\u06FF]/;

function ticketsOf(card: CardSeed): Ticket[] {
  return card.upgrade_ticket ? [...card.tickets, card.upgrade_ticket] : card.tickets;
}
function pricesOf(ticket: Ticket): number[] {
  return [ticket.adult_details, ticket.junior_ak_details, ticket.child_ak_details, ticket.infant_ak_details].flatMap((d) => (d ? [d.price] : []));
}
function firstPrice(ticket: Ticket): number {
  return pricesOf(ticket)[0]!;
}
function hasDecimalsAtMost(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

describe("localiseCard", () => {
  const seed = catalogueSeedOf("ski-dubai").cards.find((c) => c.upgrade_ticket)!;

  it("answers the texts and the image alt in the language asked, with the title in both", () => {
    const en = localiseCard(seed, "en");
    const ar = localiseCard(seed, "ar");
    expect(en.title).toBe(seed.title.en);
    expect(ar.title).toBe(seed.title.ar);
    expect(ar.localized_title).toEqual({ en: seed.title.en, ar: seed.title.ar });
    expect(ar.description).toBe(seed.description.ar);
    expect(ar.includes).toEqual(seed.includes.ar);
    expect(ar.label_text).toBe(seed.label_text.ar);
    expect(ar.image).toEqual({ image_url: seed.image.image_url, alt_text: seed.image.alt_text.ar });
    expect(en.image.alt_text).toBe(seed.image.alt_text.en);
  });

  it("localises ticket and upgrade titles and leaves the seed-only fields out", () => {
    const ar = localiseCard(seed, "ar") as Card & Record<string, unknown>;
    expect(ar.tickets[0]!.title).toMatch(ARABIC);
    expect(ar.upgrade_ticket!.title).toMatch(ARABIC);
    expect(localiseCard(seed, "en").upgrade_ticket!.title).not.toMatch(ARABIC);
    expect("sort_order" in ar).toBe(false);
    expect("ticket_titles" in ar).toBe(false);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(cardSchema.shape).sort());
  });

  it("keeps prices, AKs and flags as seeded", () => {
    const ar = localiseCard(seed, "ar");
    expect(ar.price).toBe(seed.price);
    expect(ar.tickets.map((t) => t.ak)).toEqual(seed.tickets.map((t) => t.ak));
    expect(ar.upgrade_ticket!.adult_details).toEqual(seed.upgrade_ticket!.adult_details);
  });

  it("lists a site's cards in listing order", () => {
    const ids = localisedCatalogue("ski-dubai", "en").map((c) => c.id);
    const bySort = [...catalogueSeedOf("ski-dubai").cards].sort((a, b) => a.sort_order - b.sort_order).map((c) => c.id);
    expect(ids).toEqual(bySort);
  });
});

describe.each(SITE_SLUGS)("catalogue of %s", (slug) => {
  const seed = CATALOGUE_SEEDS[slug];
  const tenant = tenantBySlug(slug)!;
  const cards = seed.cards;
  const tickets = cards.flatMap(ticketsOf);
  const calendarAks = new Set(seed.calendars.map((c) => c.event_ak));

  it("has at least 12 cards that parse in both languages", () => {
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const locale of LOCALES) {
      for (const c of cards) {
        const parsed = cardSchema.safeParse(localiseCard(c, locale));
        expect(parsed.success ? "" : `${c.name} (${locale}): ${parsed.error.message}`).toBe("");
      }
    }
  });

  it("has unique card ids in the site's range, unique names, ticket ids and AKs with the site's prefix", () => {
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [low, high] = ID_RANGE[slug];
    expect(ids.every((id) => id >= low && id <= high)).toBe(true);
    expect(new Set(cards.map((c) => c.name)).size).toBe(cards.length);
    expect(new Set(tickets.map((t) => t.id)).size).toBe(tickets.length);

    const productAks = tickets.map((t) => t.ak);
    const priceAks = tickets.flatMap((t) =>
      [t.adult_details, t.junior_ak_details, t.child_ak_details, t.infant_ak_details].flatMap((d) => (d ? [d.ak] : [])),
    );
    const extraAks = tickets.flatMap((t) => [t.additional_ak, t.redeem_ak].filter((a): a is string => a !== null));
    const calendarList = seed.calendars.map((c) => c.event_ak);
    const all = [...productAks, ...priceAks, ...extraAks, ...calendarList];
    expect(new Set(all).size).toBe(all.length);
    for (const ak of all) {
      expect(ak).toMatch(new RegExp(`^${AK_PREFIX[slug]}\\.[A-Z0-9.]+$`));
    }
    expect(calendarList.every((ak) => ak.startsWith(`${AK_PREFIX[slug]}.EVN.`))).toBe(true);
  });

  it("has a calendar for every ticket's event AK, upgrades included, and no calendar without a ticket", () => {
    for (const t of tickets) expect(calendarAks.has(t.event_ak), `${t.ak} → ${t.event_ak}`).toBe(true);
    const used = new Set(tickets.map((t) => t.event_ak));
    for (const ak of calendarAks) expect(used.has(ak), ak).toBe(true);
  });

  it("prices its calendars from the ticket booked on them: green is the ticket's adult (or first) price", () => {
    for (const t of tickets) {
      const calendar = seed.calendars.find((c) => c.event_ak === t.event_ak)!;
      expect(calendar.price_by_tag.green, t.ak).toBe(firstPrice(t));
      expect(calendar.price_by_tag.orange).toBeGreaterThanOrEqual(calendar.price_by_tag.green);
      expect(calendar.price_by_tag.red).toBeGreaterThanOrEqual(calendar.price_by_tag.orange);
    }
  });

  it("has realistic calendars: weekends red, a time-based one with performances, one with a total limit", () => {
    const weekend = slug === "ski-egypt" ? [5, 6] : [0, 6];
    for (const c of seed.calendars) {
      expect(c.open_weekdays.length).toBeGreaterThan(0);
      expect(c.capacity).toBeGreaterThan(0);
      if (c.performances) expect(c.capacity).toBe(c.performances.reduce((s, p) => s + p.capacity, 0));
    }
    const busy = seed.calendars.filter((c) => new Set(c.tag_by_weekday).size > 1);
    expect(busy.length).toBeGreaterThan(seed.calendars.length / 2);
    for (const c of busy) for (const day of weekend) expect(c.tag_by_weekday[day]).toBe("red");
    expect(seed.calendars.some((c) => c.max_total === 20)).toBe(true);
    expect(seed.calendars.some((c) => c.closed_day_offsets.length > 0)).toBe(true);

    const timed = tickets.filter((t) => t.isTimebased);
    expect(timed.length).toBeGreaterThan(0);
    for (const t of timed) {
      const perf = seed.calendars.find((c) => c.event_ak === t.event_ak)!.performances;
      expect(perf && perf.length > 1, t.ak).toBe(true);
      expect(new Set(perf!.map((p) => p.suffix)).size).toBe(perf!.length);
    }
    for (const t of tickets.filter((x) => !x.isTimebased)) {
      expect(seed.calendars.find((c) => c.event_ak === t.event_ak)!.performances, t.ak).toBeNull();
    }
  });

  it(`keeps every price to the site's ${tenant.decimals} decimals`, () => {
    const amounts = [
      ...cards.flatMap((c) => [c.price, c.additional_price]),
      ...tickets.flatMap(pricesOf),
      ...seed.calendars.flatMap((c) => Object.values(c.price_by_tag)),
    ];
    for (const a of amounts) expect(hasDecimalsAtMost(a, tenant.decimals), String(a)).toBe(true);
    if (slug === "snow-oman") {
      // Rials are priced to the baisa, in realistic steps, and not all in whole rials.
      for (const a of amounts) expect(hasDecimalsAtMost(a * 2, 2), String(a)).toBe(true);
      expect(amounts.some((a) => !hasDecimalsAtMost(a, 0))).toBe(true);
      expect(amounts.some((a) => !hasDecimalsAtMost(a, 2))).toBe(true);
    } else {
      expect(amounts.every((a) => hasDecimalsAtMost(a, 0))).toBe(true);
    }
  });

  it("writes every text in English and Arabic", () => {
    for (const c of cards) {
      const ar = [c.title.ar, c.description.ar, c.label_text.ar, c.image.alt_text.ar, ...c.includes.ar];
      for (const text of ar) expect(text, c.name).toMatch(ARABIC);
      const en = [c.title.en, c.description.en, c.label_text.en, c.image.alt_text.en, ...c.includes.en];
      for (const text of en) expect(text, c.name).not.toMatch(ARABIC);
      expect(c.includes.ar.length).toBe(c.includes.en.length);
      for (const t of ticketsOf(c)) expect(c.ticket_titles?.[t.ak]?.ar, t.ak).toMatch(ARABIC);
    }
  });

  it("offers passes, packages, a family pack and a two-day package", () => {
    const passes = cards.filter((c) => c.kind === "pass" && c.card_type_id === 1);
    expect(passes.some((c) => c.experience_category_ids.includes(EXPERIENCE_CATEGORY_IDS.snowPark))).toBe(true);
    const packages = cards.filter((c) => c.kind === "package");
    expect(packages.every((c) => c.card_type_id === 2 && c.experience_category_ids.includes(EXPERIENCE_CATEGORY_IDS.packages))).toBe(true);
    expect(packages.some((c) => c.days_of_booking === 2)).toBe(true);
    expect(packages.some((c) => c.required_quantity === 4)).toBe(true);
  });

  it("covers ski levels 1-7, every lesson type and the ski and snowboard age types", () => {
    const ski = cards.filter((c) => c.kind === "lesson" && c.category_card_type === 1);
    const board = cards.filter((c) => c.kind === "lesson" && c.category_card_type === 2);
    expect(cards.filter((c) => c.kind === "lesson").every((c) => c.lesson !== null)).toBe(true);
    expect(new Set(ski.flatMap((c) => c.lesson!.level_ids))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(ski.map((c) => c.lesson!.lesson_type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(ski.map((c) => c.lesson!.age_type))).toEqual(new Set([0, 1, 2, 4]));
    expect(ski.every((c) => c.experience_category_ids.includes(EXPERIENCE_CATEGORY_IDS.skiLessons))).toBe(true);
    expect(new Set(board.map((c) => c.lesson!.age_type))).toEqual(new Set([0, 1, 3]));
    expect(board.every((c) => c.experience_category_ids.includes(EXPERIENCE_CATEGORY_IDS.snowboardLessons))).toBe(true);
    const camp = ski.find((c) => c.lesson!.lesson_type === 3)!;
    expect(["days", "week"]).toContain(camp.date_mode.type);
    expect(ski.some((c) => c.every_range_of_booking === 1 && c.days_of_booking === 3)).toBe(true);
  });

  it("offers a membership, an alpine voucher, an event, a table, a movie and an upgrade", () => {
    expect(cards.some((c) => c.kind === "membership" && c.is_membership)).toBe(true);
    const vouchers = cards.filter((c) => c.kind === "alpine");
    expect(vouchers.length).toBeGreaterThan(0);
    expect(vouchers.every((c) => c.tickets.every((t) => t.redeem_ak !== null))).toBe(true);
    expect(cards.some((c) => c.kind === "event")).toBe(true);
    const table = cards.find((c) => c.is_table)!;
    expect([4, 6]).toContain(table.max_number_per_table);
    expect(["food", "event"]).toContain(table.kind);
    expect(table.experience_category_ids).toContain(EXPERIENCE_CATEGORY_IDS.eventsAndDining);
    const movie = cards.find((c) => c.is_movie)!;
    expect(movie.tickets[0]!.isTimebased).toBe(true);
    const upgrade = cards.find((c) => c.upgrade_ticket !== null)!;
    expect(upgrade.experience_category_ids).toContain(EXPERIENCE_CATEGORY_IDS.penguins);
    if (ICE_RINK_SITES.includes(slug)) {
      expect(cards.some((c) => c.kind === "ice_rink" && c.experience_category_ids.includes(EXPERIENCE_CATEGORY_IDS.iceRink))).toBe(true);
    }
  });

  it("has a festive discount over late December, a temporary discount and an additional-person price", () => {
    const festive = cards.find((c) => c.enable_christmas)!;
    expect(festive.card_discount).not.toBeNull();
    expect(festive.card_discount!.start_date <= "2026-12-25" && festive.card_discount!.end_date >= "2026-12-31").toBe(true);
    expect(cards.some((c) => c.card_discount_temp !== null)).toBe(true);
    const extra = cards.find((c) => c.additional_price > 0)!;
    expect(extra.tickets[0]!.additional_ak).not.toBeNull();
  });

  it("uses sensible minimum ages and leaves out prices for age groups a card does not take", () => {
    const snowPark = cards.find((c) => c.name === "snow-park")!;
    expect(snowPark.tickets[0]!.minimum_age).toBe(tenant.childMinimumAge);
    for (const t of tickets) {
      if (t.minimum_age >= 7) expect(t.child_ak_details, t.ak).toBeNull();
      if (t.minimum_age >= 3) expect(t.infant_ak_details, t.ak).toBeNull();
      if (t.minimum_age >= 14) expect(t.junior_ak_details, t.ak).toBeNull();
      expect(pricesOf(t).length, t.ak).toBeGreaterThan(0);
    }
  });

  it("fills the analytics categories", () => {
    for (const c of cards) for (const value of Object.values(c.gtm)) expect(value.length, c.name).toBeGreaterThan(0);
  });
});
