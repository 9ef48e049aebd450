import { describe, expect, it } from "vitest";
import { seedDocuments } from "../tenants/content";
import type { HeaderContent } from "./cms";
import { headerView, liveUpdateDetailsView } from "./cms-views";

const headers = seedDocuments().filter((doc) => doc.key === "header");

describe("the header's view and its menus", () => {
  it("carries each entry with the kind of menu it opens and that menu, for every site and language", () => {
    expect(headers).toHaveLength(8);
    for (const { site, locale, body } of headers) {
      const header = body as HeaderContent;
      const entries = headerView(header).main_header.navbar_items;
      expect(entries.map((entry) => entry.id), `${site} ${locale}`).toEqual(header.main_header.navbar_items.map((item) => item.id));
      for (const entry of entries) {
        const item = header.main_header.navbar_items.find((candidate) => candidate.id === entry.id)!;
        const expected = item.cta_url ? undefined : item.tabs.length ? "tabs" : item.menu_items.length ? "list" : undefined;
        expect(entry.menu, `${site} ${locale} entry ${entry.id}`).toBe(expected);
        // The menu's links and cards are in the page's data: the server renders them, so a menu opens without scripts.
        expect(entry.tabs.map((tab) => tab.cards_info.map(({ card }) => card.route))).toEqual(item.tabs.map((tab) => tab.cards_info.map(({ card }) => card.route)));
        expect(entry.menu_items.map((menuItem) => menuItem.menu_item.url)).toEqual(item.menu_items.map((menuItem) => menuItem.menu_item.url));
        // No localized titles nor alt texts of decorative icons.
        expect(JSON.stringify(entry)).not.toContain("localized_title");
        expect(JSON.stringify(entry)).not.toContain("alt_text");
      }
    }
  });

  it("keeps the live update's title and hours in the page's view, and its statuses and link for the box", () => {
    for (const { body } of headers) {
      const header = body as HeaderContent;
      const { live_status_category, cta, title, weekly_hours } = header.global_header.live_update;
      // Every venue's seed gives its hours per day of the week: one source for the status and the home page.
      expect(weekly_hours).toBeDefined();
      expect(headerView(header).global_header.live_update).toEqual({ title, weekly_hours });
      expect(liveUpdateDetailsView(header)).toEqual(cta ? { live_status_category, cta } : { live_status_category });
    }
  });

  it("gives a CMS's single range of hours to every day of the week", () => {
    const header = headers[0]!.body as HeaderContent;
    const { weekly_hours: _, ...single } = header.global_header.live_update;
    const older = { ...header, global_header: { ...header.global_header, live_update: { ...single, start_working_hour_time: "10:00", end_working_hour_time: "22:00" } } };
    const week = headerView(older).global_header.live_update.weekly_hours;
    expect(Object.values(week)).toEqual(Array.from({ length: 7 }, () => ({ open: "10:00", close: "22:00" })));
  });

  it("opens no menu for a direct link, nor for an entry with nothing under it", () => {
    const header = headers[0]!.body as HeaderContent;
    const [first] = header.main_header.navbar_items;
    const link = { ...first!, id: 90, cta_url: "/offers" };
    const empty = { ...first!, id: 91, cta_url: "", tabs: [], menu_items: [] };
    const edited = { ...header, main_header: { ...header.main_header, navbar_items: [link, empty] } };
    expect(headerView(edited).main_header.navbar_items.map((entry) => entry.menu)).toEqual([undefined, undefined]);
  });
});
