import { describe, expect, it } from "vitest";
import { type BookingBarDetail, sameDetail } from "./detail-store";

const detail: BookingBarDetail = { card: "snow-park", title: "Snow Park", priceText: "AED 200", backHref: "/en-ae/ski-dubai/passes-packages/explore", buyHref: "/en-ae/ski-dubai/booking/buy-tickets?card=snow-park" };

describe("sameDetail", () => {
  it("is true for two details that show the same thing, and false when any shown part differs", () => {
    expect(sameDetail(detail, { ...detail })).toBe(true);
    expect(sameDetail(null, null)).toBe(true);
    expect(sameDetail(detail, null)).toBe(false);
    expect(sameDetail(null, detail)).toBe(false);
    for (const key of Object.keys(detail) as (keyof BookingBarDetail)[]) {
      expect(sameDetail(detail, { ...detail, [key]: `${detail[key]}x` }), key).toBe(false);
    }
  });
});
