// A lazy CMS read for a part with its own fall-back words: the document, or null for a failed call.
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingMessagesSchema } from "../../shared/cms-messages";
import { cmsSchema, readCmsLater, readCmsLaterOrNull } from "./cms-later";
import { stubFetch } from "./test-fetch";

const site = { tenant: { siteId: 1, cmsPath: "/api/cms/ski-dubai" }, locale: "ar" as const };
const message = { title: "T", description: "D", left_cta: "L", right_cta: "R" };
const messages = { change_location_clear_shopping_cart_message: message, logout_warning_message: message, session_expired: message, warning_timer_remaining: message };

afterEach(() => vi.unstubAllGlobals());

describe("readCmsLaterOrNull", () => {
  it("answers the document the CMS sends, read with its schema under the site's CMS path", async () => {
    const sent = stubFetch([200, { Success: true, Result: messages }]);
    expect(await readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", () => cmsSchema("bookingMessagesSchema"))).toEqual(messages);
    expect(sent[0]!.url).toMatch(/^\/api\/cms\/ski-dubai\/api\/Booking\/GetBookingMessages\?Lang=ar&/);
  });

  it("answers null for a failed call, a missing document or one that breaks its schema", async () => {
    for (const reply of [[503, {}], [200, { Success: false, Result: 404 }], [200, { Success: true, Result: { title: 1 } }]] as const) {
      stubFetch(reply);
      expect(await readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", () => cmsSchema("bookingMessagesSchema"))).toBeNull();
    }
  });

  it("sends the request while the schema loads, and reads the answer once it has", async () => {
    const sent = stubFetch([200, { Success: true, Result: messages }]);
    let loaded!: (schema: typeof bookingMessagesSchema) => void;
    const read = readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", () => new Promise<typeof bookingMessagesSchema>((resolve) => (loaded = resolve)));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    loaded(bookingMessagesSchema);
    expect(await read).toEqual(messages);
  });

  it("a schema that cannot load (offline) is a failed read, not a thrown one", async () => {
    stubFetch([200, { Success: true, Result: messages }]);
    const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await readCmsLater(site, "api/Booking/GetBookingMessages", offline)).toMatchObject({ ok: false, status: 0 });
    expect(await readCmsLaterOrNull(site, "api/Booking/GetBookingMessages", offline)).toBeNull();
  });
});
