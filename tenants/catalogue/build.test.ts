// The seed builders: a venue draft becomes the card the provider serves, with the venue's AKs, ids and analytics
// names; a shared product is the same product at every venue that sells it; a venue's calendars take its usual
// week and steps.
import { describe, expect, it } from "vitest";
import { card as testCard } from "../../shared/booking/test-cards";
import { CARD_DEFAULTS } from "../../shared/card-defaults";
import { GULF_WEEK, SINGLE_DAY, type Venue, type VenueCardDraft, card, venueCalendar, venueCard } from "./build";
import { FESTIVE_OFFER, PENGUIN_ENCOUNTER, PRIVATE_SKI_LESSON, SLOPE_DAY_VOUCHER } from "./shared-products";
import { EXPERIENCE_CATEGORY_IDS } from "./types";

const VENUE: Venue = { ak: "TST", name: "Test Venue", decimals: 3, week: GULF_WEEK, steps: [1.5, 3] };
const OTHER: Venue = { ...VENUE, ak: "OTH", name: "Other Venue" };
const TEXT = { en: "Text", ar: "نص" };

function draft(over: Partial<VenueCardDraft> = {}): VenueCardDraft {
  return {
    id: 150,
    name: "snow-park",
    kind: "pass",
    sort_order: 1,
    title: { en: "Snow Park", ar: "حديقة الثلج" },
    description: TEXT,
    includes: { en: ["Entry"], ar: ["الدخول"] },
    label_text: TEXT,
    icon: "ticket",
    alt: TEXT,
    experience_category_ids: [EXPERIENCE_CATEGORY_IDS.snowPark],
    gtm: ["Passes", "Snow Park", "All ages"],
    ak: "SNOWPARK.DAY",
    prices: { adult: null, junior: 12.5, child: 10.25, infant: null },
    minimum_age: 3,
    ...over,
  };
}

describe("venueCard", () => {
  it("names the ticket, its age prices and its calendar under the venue's prefix, ticket id = card id × 10 + 1", () => {
    const seed = venueCard(VENUE, draft());
    const [ticket] = seed.tickets;
    expect(ticket).toEqual({
      id: 1501,
      title: "Snow Park",
      ak: "TST.SNOWPARK.DAY",
      event_ak: "TST.EVN.SNOWPARK.DAY",
      isTimebased: false,
      adult_details: null,
      junior_ak_details: { ak: "TST.SNOWPARK.DAY.JNR", price: 12.5 },
      child_ak_details: { ak: "TST.SNOWPARK.DAY.CHD", price: 10.25 },
      infant_ak_details: null,
      additional_ak: null,
      minimum_age: 3,
      redeem_ak: null,
    });
    expect(seed.ticket_titles).toEqual({ "TST.SNOWPARK.DAY": { en: "Snow Park", ar: "حديقة الثلج" } });
    expect(venueCard(VENUE, draft({ event_ak: "SNOWPARK" })).tickets[0]!.event_ak).toBe("TST.EVN.SNOWPARK");
  });

  it("fills analytics with the English title and the venue, the image from the icon, the price from the first age price", () => {
    const seed = venueCard(VENUE, draft());
    expect(seed.gtm).toEqual({
      category_one: "Passes",
      category_two: "Snow Park",
      category_three: "Snow Park",
      category_four: "All ages",
      category_five: "Test Venue",
    });
    expect(seed.image).toEqual({ image_url: "/images/icons/ticket.svg", alt_text: TEXT });
    expect(seed.price).toBe(12.5);
    expect(venueCard(VENUE, draft({ price: 25 })).price).toBe(25);
  });

  it("leaves every flag at the card defaults unless the draft sets it", () => {
    const seed = venueCard(VENUE, draft());
    for (const [field, value] of Object.entries(CARD_DEFAULTS)) expect(seed[field as keyof typeof seed], field).toEqual(value);
    expect(seed.date_mode).toEqual(SINGLE_DAY);
    expect(seed.upgrade_ticket).toBeNull();
    expect(venueCard(VENUE, draft({ is_movie: true, days_of_booking: 2 }))).toMatchObject({ is_movie: true, days_of_booking: 2 });
  });

  it("ties a discount window to the card's first ticket", () => {
    const seed = venueCard(VENUE, draft({ card_discount: FESTIVE_OFFER, card_discount_temp: null }));
    expect(seed.card_discount).toEqual({ id: 1501, ...FESTIVE_OFFER });
    expect(seed.card_discount_temp).toBeNull();
  });

  it("writes an extra-person AK, a redemption AK and an upgrade on its own calendar with id × 10 + 9", () => {
    const lesson = venueCard(VENUE, draft({ ...PRIVATE_SKI_LESSON, additional_price: 5 }));
    expect(lesson.tickets[0]!.additional_ak).toBe("TST.LSN.SKI.PRIVATE.ADD");
    const voucher = venueCard(VENUE, draft({ ...SLOPE_DAY_VOUCHER }));
    expect(voucher.tickets[0]!.redeem_ak).toBe("TST.ALP.SLOPE.RDM");

    const vip = { en: "VIP upgrade", ar: "ترقية VIP" };
    const penguins = venueCard(VENUE, draft({ ...PENGUIN_ENCOUNTER, upgrade_title: vip, upgrade_prices: { adult: 9.5, junior: 9.5, child: null, infant: null } }));
    expect(penguins.upgrade_ticket).toMatchObject({
      id: 1509,
      title: "VIP upgrade",
      ak: "TST.PENGUIN.VIP",
      event_ak: "TST.EVN.PENGUIN.VIP",
      minimum_age: 8,
      adult_details: { ak: "TST.PENGUIN.VIP.ADT", price: 9.5 },
    });
    expect(penguins.ticket_titles!["TST.PENGUIN.VIP"]).toEqual(vip);
  });

  it("refuses an upgrade without a title or prices", () => {
    expect(() => venueCard(VENUE, draft({ upgrade_ak: "PENGUIN.VIP" }))).toThrow(/upgrade/);
  });

  it("gives each venue's card its own copy of a shared product", () => {
    const at = (venue: Venue) => venueCard(venue, draft({ ...PRIVATE_SKI_LESSON }));
    const here = at(VENUE);
    const there = at(OTHER);
    expect(here.includes).toEqual(there.includes);
    here.includes.en.push("Changed");
    here.lesson!.level_ids.push(9);
    expect(there.includes.en).not.toContain("Changed");
    expect(there.lesson!.level_ids).not.toContain(9);
    expect(PRIVATE_SKI_LESSON.lesson.level_ids).not.toContain(9);
    expect(there.tickets[0]!.ak).toBe("OTH.LSN.SKI.PRIVATE");
  });
});

describe("card defaults", () => {
  it("are the same for a plain seed card and the booking rules' test card", () => {
    const seed = card({
      id: 1,
      name: "plain",
      kind: "pass",
      title: TEXT,
      description: TEXT,
      includes: { en: [], ar: [] },
      label_text: TEXT,
      price: 1,
      image: { image_url: "/a.svg", alt_text: TEXT },
      experience_category_ids: [],
      gtm: { category_one: "", category_two: "", category_three: "", category_four: "", category_five: "" },
      sort_order: 1,
      tickets: [],
    });
    const test = testCard();
    for (const field of Object.keys(CARD_DEFAULTS) as (keyof typeof CARD_DEFAULTS)[]) expect(seed[field], field).toEqual(test[field]);
  });
});

describe("venueCalendar", () => {
  const cal = venueCalendar(VENUE);

  it("names the calendar {prefix}.EVN.{event} and takes the venue's week, steps and decimals", () => {
    const c = cal("SNOWPARK", 12.5, 100);
    expect(c.event_ak).toBe("TST.EVN.SNOWPARK");
    expect(c.tag_by_weekday).toEqual(GULF_WEEK);
    expect(c.price_by_tag).toEqual({ green: 12.5, orange: 14, red: 15.5 });
    expect(c.capacity).toBe(100);
  });

  it("lets a calendar set its own steps, days and limits", () => {
    const c = cal("FESTIVAL", 10.1, 50, { steps: [0.2, 0.4], open_weekdays: [4, 5], max_total: 20 });
    expect(c.price_by_tag).toEqual({ green: 10.1, orange: 10.3, red: 10.5 });
    expect(c.open_weekdays).toEqual([4, 5]);
    expect(c.max_total).toBe(20);
  });
});
