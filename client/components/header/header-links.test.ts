import { describe, expect, it } from "vitest";
import { environmentSlug } from "./location";
import { eventCardPath } from "./TabMenu";

describe("environmentSlug", () => {
  it("takes the site segment of an environment link", () => {
    expect(environmentSlug("/en-om/snow-oman")).toBe("snow-oman");
    expect(environmentSlug("/ar-ae/snow-abu-dhabi/")).toBe("snow-abu-dhabi");
    expect(environmentSlug("https://shop.example/en-eg/ski-egypt?x=1")).toBe("ski-egypt");
  });
});

describe("eventCardPath", () => {
  const card = { id: 1, title: "Snow Park", price: 150, route: "passes-packages/snow-park", card_details_id: "cai-snow-park" };
  it("routes to the pass below passes-packages", () => {
    expect(eventCardPath(card, { slug: "ski-dubai" })).toBe("passes-packages/snow-park");
    expect(eventCardPath({ ...card, route: "snow-park" }, { slug: "snow-oman" })).toBe("passes-packages/snow-park");
  });
  it("routes to the card details identifier on Ski Egypt", () => {
    expect(eventCardPath(card, { slug: "ski-egypt" })).toBe("passes-packages/cai-snow-park");
    expect(eventCardPath({ ...card, card_details_id: undefined }, { slug: "ski-egypt" })).toBe("passes-packages/snow-park");
  });
});
