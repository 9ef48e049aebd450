import { describe, expect, it } from "vitest";
import { seedDocuments } from "../tenants/content";
import type { HeaderContent } from "./cms";
import { headerView, liveUpdateDetailsView, navbarMenusView } from "./cms-views";

const headers = seedDocuments().filter((doc) => doc.key === "header");

describe("the header's view and its menus", () => {
  it("carries each entry with the kind of menu it opens, and the menus apart, for every site and language", () => {
    expect(headers).toHaveLength(8);
    for (const { site, locale, body } of headers) {
      const header = body as HeaderContent;
      const entries = headerView(header).main_header.navbar_items;
      const menus = navbarMenusView(header);
      expect(entries.map((entry) => entry.id), `${site} ${locale}`).toEqual(header.main_header.navbar_items.map((item) => item.id));
      for (const entry of entries) {
        const item = header.main_header.navbar_items.find((candidate) => candidate.id === entry.id)!;
        expect(Object.keys(entry)).not.toContain("menu_items");
        expect(Object.keys(entry)).not.toContain("tabs");
        const expected = item.cta_url ? undefined : item.tabs.length ? "tabs" : item.menu_items.length ? "list" : undefined;
        expect(entry.menu, `${site} ${locale} entry ${entry.id}`).toBe(expected);
        const menu = menus.find((candidate) => candidate.id === entry.id);
        if (!expected) {
          expect(menu).toBeUndefined();
          continue;
        }
        expect(menu!.tabs.map((tab) => tab.cards_info.map(({ card }) => card.route))).toEqual(item.tabs.map((tab) => tab.cards_info.map(({ card }) => card.route)));
        expect(menu!.menu_items.map((entry) => entry.menu_item.url)).toEqual(item.menu_items.map((entry) => entry.menu_item.url));
      }
    }
  });

  it("keeps the live update's title and hours in the page's view, and its statuses and link for the box", () => {
    for (const { body } of headers) {
      const header = body as HeaderContent;
      const { live_status_category, cta, ...hours } = header.global_header.live_update;
      expect(headerView(header).global_header.live_update).toEqual(hours);
      expect(liveUpdateDetailsView(header)).toEqual(cta ? { live_status_category, cta } : { live_status_category });
    }
  });

  it("opens no menu for a direct link, nor for an entry with nothing under it", () => {
    const header = headers[0]!.body as HeaderContent;
    const [first] = header.main_header.navbar_items;
    const link = { ...first!, id: 90, cta_url: "/offers" };
    const empty = { ...first!, id: 91, cta_url: "", tabs: [], menu_items: [] };
    const edited = { ...header, main_header: { ...header.main_header, navbar_items: [link, empty] } };
    expect(headerView(edited).main_header.navbar_items.map((entry) => entry.menu)).toEqual([undefined, undefined]);
    expect(navbarMenusView(edited)).toEqual([]);
  });
});
