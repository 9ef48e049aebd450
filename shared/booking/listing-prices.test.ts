// One price source: a home or menu card that opens a product shows the product's listing price on the day.
import { describe, expect, it } from "vitest";
import { headerView, homeView } from "../cms-views";
import type { HeaderContent, HomeContent } from "../cms";
import { linkedPrice, listingPageOf, listingPricesOf, productNameOf } from "./listing-prices";
import { card, ticket } from "./test-cards";

describe("productNameOf", () => {
  it("names the product a link opens, with or without a leading slash, a query or a trailing slash", () => {
    expect(productNameOf("/passes-packages/snow-park")).toBe("snow-park");
    expect(productNameOf("passes-packages/snow-park")).toBe("snow-park");
    expect(productNameOf("/passes-packages/snow-park/?date=2026-12-01#slots")).toBe("snow-park");
  });
  it("is null for the listing itself and every other page", () => {
    for (const path of ["/passes-packages/explore", "/passes-packages", "/ski-lessons", "/memberships", "https://example.com/passes-packages/snow-park", "/passes-packages/a/b"]) {
      expect(productNameOf(path), path).toBeNull();
    }
  });
});

describe("listing prices", () => {
  const june = { id: 1, start_date: "2026-06-01", end_date: "2026-06-30", percentage: 20 };
  const cards = [card({ name: "snow-park", card_discount: june }), card({ id: 11, name: "snow-classic", price: 300, tickets: [ticket({ adult_details: null, junior_ak_details: null, child_ak_details: null })] })];

  it("are the listing's price of each card on the day, its discount window counted", () => {
    expect(listingPricesOf(cards, "2026-06-15")).toEqual({ "snow-park": 120, "snow-classic": 300 });
    expect(listingPricesOf(cards, "2026-07-01")).toEqual({ "snow-park": 150, "snow-classic": 300 });
  });

  it("replace the CMS price of a card that opens a product, and only of such a card", () => {
    const prices = listingPricesOf(cards, "2026-07-01");
    expect(linkedPrice("/passes-packages/snow-park", 175, prices)).toBe(150);
    // No lesson in this catalogue: the lessons' listing keeps the CMS's price.
    expect(linkedPrice("/ski-lessons", 250, prices)).toBe(250);
    // A product the catalogue does not answer for keeps the CMS's price rather than none.
    expect(linkedPrice("/passes-packages/no-such-pass", 99, prices)).toBe(99);
  });

  it("give a listing page the lowest price of the cards it lists, and a card opening it that price", () => {
    const lesson = (id: number, name: string, price: number, categoryCardType: number, lessonType: number) =>
      card({ id, name, kind: "lesson", price, category_card_type: categoryCardType, lesson: { level_ids: [1], lesson_type: lessonType, age_type: 0 }, tickets: [ticket({ adult_details: null, junior_ak_details: null, child_ak_details: null })] });
    const catalogue = [
      ...cards,
      lesson(20, "ski-group", 250, 1, 1),
      lesson(21, "ski-private", 460, 1, 2),
      lesson(22, "snowboard-group", 240, 2, 1),
      lesson(23, "ski-academy-term", 1450, 1, 5),
      card({ id: 30, name: "annual-membership", kind: "membership", is_membership: true, price: 2950, tickets: [ticket({ adult_details: null, junior_ak_details: null, child_ak_details: null })] }),
    ];
    const prices = listingPricesOf(catalogue, "2026-07-01");
    expect(prices).toMatchObject({ "/ski-lessons": 250, "/snowboard-lessons": 240, "/ski-academy": 1450, "/memberships": 2950 });
    expect(prices).not.toHaveProperty("/ice-rink");
    expect(linkedPrice("/ski-lessons", 999, prices)).toBe(250);
    expect(linkedPrice("ski-lessons/", 999, prices)).toBe(250);
    expect(linkedPrice("/memberships", 1, prices)).toBe(2950);
    // A listing the catalogue has no card for, a narrower search and a content page keep the CMS's price.
    expect(linkedPrice("/ice-rink", 65, prices)).toBe(65);
    expect(linkedPrice("/ski-lessons?level=2", 999, prices)).toBe(999);
    expect(linkedPrice("/birthday-parties", 199, prices)).toBe(199);
    expect(listingPageOf("/passes-packages/explore")).toBeNull();
  });

  it("price the home page's cards and the header's menu cards alike", () => {
    const prices = { "snow-park": 130 };
    const home = {
      seo: { meta_title: "t", meta_description: "d" },
      hero: { title: "h", subtitle: "", cta: { title: "c", url: "/" } },
      opening_hours: { title: "Hours", rows: [] },
      sections: [
        {
          id: 1,
          title: "Passes",
          description: "",
          cards: [
            { id: 1, title: "Snow Park", description: "", price: 150, label_text: "", url: "/passes-packages/snow-park" },
            { id: 2, title: "Lessons", description: "", price: 250, label_text: "", url: "/ski-lessons" },
          ],
        },
      ],
    } as unknown as HomeContent;
    expect(homeView(home, prices).sections[0]!.cards.map((c) => c.price)).toEqual([130, 250]);
    expect(homeView(home).sections[0]!.cards.map((c) => c.price)).toEqual([150, 250]);

    const eventCard = (id: number, route: string) => ({ card: { id, title: `Card ${id}`, price: 150, route }, description: "" });
    const header = {
      global_message: null,
      global_header: { live_update: { title: "Live", start_working_hour_time: "10:00", end_working_hour_time: "22:00", live_status_category: [] } },
      main_header: {
        navbar_items: [
          {
            id: 1,
            title: "Passes",
            cta_url: "",
            menu_items: [],
            tabs: [{ id: 1, title: "All", cards_info: [eventCard(1, "passes-packages/snow-park"), eventCard(2, "snow-park"), eventCard(3, "/passes-packages/other")] }],
          },
        ],
        avatar_female_icon: { image_url: "/f.svg", alt_text: "" },
        avatar_male_icon: { image_url: "/m.svg", alt_text: "" },
      },
    } as unknown as HeaderContent;
    expect(headerView(header, prices).main_header.navbar_items[0]!.tabs[0]!.cards_info.map((c) => c.card.price)).toEqual([130, 130, 150]);
  });
});
