// A page's title is the label of the menu entry that leads to it (docs/glossary.md): for every page the header's menu
// links to in the seed content of each site and language, the route's title in the dictionary is the menu's label.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locale";
import { TENANTS } from "../../tenants";
import { titlesAr } from "./parts/titles.ar";
import { titlesEn } from "./parts/titles.en";

const TITLES: Record<Locale, Record<string, unknown>> = { en: titlesEn, ar: titlesAr };

/** Where a venue's own marketing names a page its own way (content-and-account §1): the menu says more than the title. */
const VENUE_WORDING: { site: string; url: string; why: string }[] = [
  { site: "snow-oman", url: "/ski-lessons", why: "Snow Oman sells its ski lessons as first lessons" },
  { site: "snow-oman", url: "/ice-rink", why: "Snow Oman's rink entry leads to its skating lessons" },
];

interface MenuEntry {
  label: string;
  url: string;
}

interface NavbarItem {
  title: string;
  cta_url?: string;
  menu_items?: { menu_item: { title: string; url: string }; sub_menu_item?: { title: string; url: string }[] }[];
}

/** The entries of the header's menu that lead to one page: links with no entries below them. */
function menuEntries(site: string, locale: Locale): MenuEntry[] {
  const header = JSON.parse(readFileSync(resolve(`tenants/content/${site}/${locale}/header.json`), "utf8")) as { main_header: { navbar_items: NavbarItem[] } };
  return header.main_header.navbar_items.flatMap((nav): MenuEntry[] => [
    ...(nav.cta_url ? [{ label: nav.title, url: nav.cta_url }] : []),
    ...(nav.menu_items ?? []).flatMap((item): MenuEntry[] =>
      item.sub_menu_item?.length ? item.sub_menu_item.map((sub) => ({ label: sub.title, url: sub.url })) : [{ label: item.menu_item.title, url: item.menu_item.url }],
    ),
  ]);
}

const titleKeyOf = (url: string) => `route.${url.replace(/^\/+|\/+$/g, "").replace(/\//g, ".")}`;

describe.each(TENANTS.flatMap((t) => (["en", "ar"] as const).map((locale) => [t.slug, locale] as const)))("the menu of %s in %s", (site, locale) => {
  it("names each page as the page's title does", () => {
    const entries = menuEntries(site, locale);
    expect(entries.length).toBeGreaterThan(5);
    const differ = entries
      .filter((entry) => titleKeyOf(entry.url) in TITLES[locale])
      .filter((entry) => !VENUE_WORDING.some((w) => w.site === site && w.url === entry.url))
      .filter((entry) => TITLES[locale][titleKeyOf(entry.url)] !== entry.label)
      .map((entry) => `${entry.url}: menu "${entry.label}", title "${String(TITLES[locale][titleKeyOf(entry.url)])}"`);
    expect(differ).toEqual([]);
  });
});
