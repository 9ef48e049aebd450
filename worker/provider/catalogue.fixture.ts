// A small catalogue for the store's tests: fixed calendars and cards whose numbers the tests can reason about
// (the real seeds in tenants/catalogue change as the venues' offer does).
import { type CardDraft, calendar, card, discount, gtm, icon, performances } from "../../tenants/catalogue/build";
import type { CatalogueSeed } from "../../tenants/catalogue/types";

/** The fixture's "today": a Sunday. */
export const FIXTURE_TODAY = "2026-03-01";

const texts = (en: string, ar: string) => ({ en, ar });
const base = (id: number, name: string, more: Partial<CardDraft> = {}): CardDraft => ({
  id,
  name,
  kind: "pass",
  sort_order: id,
  title: texts(`Card ${name}`, `بطاقة ${id}`),
  description: texts("A test card.", "بطاقة للاختبار."),
  includes: { en: ["Entry"], ar: ["الدخول"] },
  label_text: texts("Ages 3+", "من عمر 3 سنوات"),
  price: 100,
  image: icon("ticket", texts("A ticket", "تذكرة")),
  experience_category_ids: [1],
  gtm: gtm("Passes", name, name, "All ages", "Test"),
  tickets: [
    {
      id: id * 10,
      title: texts(`Ticket ${name}`, `تذكرة ${id}`),
      ak: `TST.${id}`,
      event_ak: "TST.EVN.DAY",
      prices: { adult: 100, junior: 90, child: 80, infant: 0 },
      minimum_age: 0,
    },
  ],
  ...more,
});

const lessonTicket = (id: number) => [
  {
    id: id * 10,
    title: texts("Lesson", "درس"),
    ak: `TST.LSN.${id}`,
    event_ak: "TST.EVN.LESSON",
    prices: { adult: 200, junior: 180, child: 160, infant: null },
    minimum_age: 3,
  },
];

export const FIXTURE_SEED: CatalogueSeed = {
  cards: [
    card(base(1, "day-pass")),
    card(
      base(2, "slot-show", {
        kind: "event",
        is_movie: true,
        experience_category_ids: [7],
        tickets: [
          {
            id: 20,
            title: texts("Show", "عرض"),
            ak: "TST.SLOT",
            event_ak: "TST.EVN.SLOT",
            isTimebased: true,
            prices: { adult: 50, junior: 50, child: 40, infant: null },
            minimum_age: 0,
          },
        ],
      }),
    ),
    card(base(3, "ski-group", { kind: "lesson", category_card_type: 1, experience_category_ids: [3], lesson: { level_ids: [1, 2], lesson_type: 1, age_type: 0 }, tickets: lessonTicket(3) })),
    card(base(4, "ski-private", { kind: "lesson", category_card_type: 1, experience_category_ids: [3], lesson: { level_ids: [4, 5], lesson_type: 2, age_type: 1 }, tickets: lessonTicket(4) })),
    card(base(5, "snowboard-group", { kind: "lesson", category_card_type: 2, experience_category_ids: [4], lesson: { level_ids: [3], lesson_type: 1, age_type: 3 }, tickets: lessonTicket(5) })),
    card(base(6, "ski-offer", { kind: "lesson", category_card_type: 1, experience_category_ids: [3], lesson: { level_ids: [7], lesson_type: 4, age_type: 2 }, tickets: lessonTicket(6) })),
    card(base(7, "spring-deal", { card_discount: discount(1, "2026-02-20", "2026-03-10", 20) })),
    card(base(8, "winter-deal", { card_discount_temp: discount(2, "2026-01-01", "2026-02-01", 10) })),
  ],
  calendars: [
    // Open every day but Friday, and closed three days after "today"; at most 20 guests in one booking.
    {
      ...calendar({ event_ak: "TST.EVN.DAY", green: 100, capacity: 50, steps: [20, 40], week: ["red", "green", "green", "green", "orange", "red", "red"], decimals: 2 }),
      open_weekdays: [0, 1, 2, 3, 4, 6],
      closed_day_offsets: [3],
      max_total: 20,
    },
    calendar({ event_ak: "TST.EVN.SLOT", green: 50, steps: [0, 0], week: ["green", "green", "green", "green", "green", "green", "green"], decimals: 2, performances: performances("10:00", "12:00", 60, 10) }),
    calendar({ event_ak: "TST.EVN.CHEAP", green: 80, capacity: 5, steps: [0, 0], week: ["green", "green", "green", "green", "green", "green", "green"], decimals: 2 }),
    calendar({ event_ak: "TST.EVN.LESSON", green: 200, capacity: 12, steps: [0, 0], week: ["green", "green", "green", "green", "green", "green", "green"], decimals: 2 }),
  ],
};
