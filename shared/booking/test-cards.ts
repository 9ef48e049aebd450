// Cards and tickets for the booking rules' tests: a valid card with one plain pass ticket, changed per test.
import { CARD_DEFAULTS } from "../card-defaults";
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
    ...CARD_DEFAULTS,
    tickets: [ticket()],
    upgrade_ticket: null,
    gtm: { category_one: "", category_two: "", category_three: "", category_four: "", category_five: "" },
    ...overrides,
  });
}
