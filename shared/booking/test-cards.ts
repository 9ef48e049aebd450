// Cards and tickets for the booking rules' tests: a valid card with one plain pass ticket, changed per test.
import { type Card, type Ticket, cardSchema } from "../catalogue";

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 1,
    title: "Snow Park",
    ak: "SKD.PASS.1",
    event_ak: "SKD.EVENT.1",
    isTimebased: false,
    adult_details: { ak: "SKD.ADULT", price: 200 },
    junior_ak_details: { ak: "SKD.JUNIOR", price: 180 },
    child_ak_details: { ak: "SKD.CHILD", price: 150 },
    infant_ak_details: { ak: "SKD.INFANT", price: 0 },
    additional_ak: null,
    minimum_age: 3,
    redeem_ak: null,
    ...overrides,
  };
}

export function card(overrides: Partial<Card> = {}): Card {
  return cardSchema.parse({
    id: 10,
    name: "snow-park",
    kind: "pass",
    title: "Snow Park",
    localized_title: { en: "Snow Park", ar: "حديقة الثلج" },
    description: "",
    includes: [],
    label_text: "Ages 3+",
    price: 250,
    image: { image_url: "https://example.com/a.jpg", alt_text: "", title: "" },
    experience_category_ids: [1],
    category_card_type: null,
    card_type_id: 1,
    is_membership: false,
    is_table: false,
    max_number_per_table: null,
    is_movie: false,
    enable_christmas: false,
    every_range_of_booking: 0,
    days_of_booking: 0,
    required_quantity: 0,
    additional_price: 0,
    lesson: null,
    date_mode: { type: "default", length: 1, skip_dates: [] },
    tickets: [ticket()],
    upgrade_ticket: null,
    card_discount: null,
    card_discount_temp: null,
    external_link: null,
    parent_id: null,
    gtm: { category_one: "", category_two: "", category_three: "", category_four: "", category_five: "" },
    ...overrides,
  });
}
