// A lazy CMS read for a part with its own fall-back words: the document, or null for a failed call.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCmsLaterOrNull } from "./cms-later";
import { stubFetch } from "./test-fetch";

const site = { tenant: { siteId: 1, cmsPath: "/api/cms/ski-dubai" }, locale: "ar" as const };
const message = { title: "T", description: "D", left_cta: "L", right_cta: "R" };
const messages = { change_location_clear_shopping_cart_message: message, logout_warning_message: message, session_expired: message, warning_timer_remaining: message };

afterEach(() => vi.unstubAllGlobals());

describe("readCmsLaterOrNull", () => {
  it("answers the document the CMS sends, read with its schema under the site's CMS path", async () => {
    const sent = stubFetch([200, { Success: true, Result: messages }]);
    expect(await readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", (cms) => cms.bookingMessagesSchema)).toEqual(messages);
    expect(sent[0]!.url).toMatch(/^\/api\/cms\/ski-dubai\/api\/Booking\/GetBookingMessages\?Lang=ar&/);
  });

  it("answers null for a failed call, a missing document or one that breaks its schema", async () => {
    for (const reply of [[503, {}], [200, { Success: false, Result: 404 }], [200, { Success: true, Result: { title: 1 } }]] as const) {
      stubFetch(reply);
      expect(await readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", (cms) => cms.bookingMessagesSchema)).toBeNull();
    }
  });
});
