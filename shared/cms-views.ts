// What the browser receives of the CMS documents and the site configuration: the fields the pages render or use, no
// more (docs/decisions/022-page-weight.md). Each view is a type derived from the document's schema and a function that
// builds it, so a field the client starts to read must be added here, where the type checker sees it.
import type { z } from "zod";
import type { HeaderContent, HomeContent, SiteConfiguration, eventCardSchema, menuItemSchema, navbarItemSchema, subMenuItemSchema, tabSchema } from "./cms";
import type { imageSchema } from "./image";
import { type ListingPrices, linkedPrice } from "./booking/listing-prices";
import { eventCardRoute } from "./links";
import { type WeeklyHours, sameHoursEveryDay } from "./working-hours";

type CmsImage = z.infer<typeof imageSchema>;
/** An icon drawn beside a text that already says it all (alt=""): its address only. */
export type IconView = Pick<CmsImage, "image_url">;

function icon(image: CmsImage): IconView {
  return { image_url: image.image_url };
}

// ---------- Header ----------
type SubMenuItem = z.infer<typeof subMenuItemSchema>;
type MenuItem = z.infer<typeof menuItemSchema>;
type Tab = z.infer<typeof tabSchema>;
type NavbarItemDocument = z.infer<typeof navbarItemSchema>;

export type SubMenuItemView = Pick<SubMenuItem, "id" | "title" | "url"> & { icon?: IconView };
export interface MenuItemView extends Pick<MenuItem, "id"> {
  menu_item: Pick<MenuItem["menu_item"], "title" | "url"> & { icon?: IconView };
  sub_menu_item: SubMenuItemView[];
}
export interface TabView extends Pick<Tab, "id" | "title" | "tabs_cta"> {
  cards_info: { card: z.infer<typeof eventCardSchema>; icon?: IconView; description: string }[];
}
/** A navigation entry with its menu, as the bar and its panels render it. */
export interface NavbarItemView extends Pick<NavbarItemDocument, "id" | "title" | "cta_url"> {
  left_title_icon?: IconView;
  right_title_icon?: IconView;
  menu_items: MenuItemView[];
  tabs: TabView[];
}
/** The kind of menu an entry opens: a list of links, or tabs of cards (the wide panel). */
export type NavbarMenuKind = "list" | "tabs";
/**
 * A navigation entry as the page's data carries it: what the bar shows, the kind of menu it opens, if any, and that
 * menu's links and cards, which the server renders into the page so a menu opens before any script (decision 12).
 */
export interface NavbarEntryView extends NavbarItemView {
  menu?: NavbarMenuKind;
}

type MainHeader = HeaderContent["main_header"];
type GlobalHeader = HeaderContent["global_header"];
/** The venue's live statuses and their link, as the live-update box renders them (loaded with the box). */
export type LiveUpdateDetailsView = Pick<GlobalHeader["live_update"], "live_status_category" | "cta">;
/**
 * The strip's live update as the page's data carries it: its title and the hours per day of the week, which the open
 * status, the box and the home page's hours all come from.
 */
export type LiveUpdateView = Pick<GlobalHeader["live_update"], "title"> & { weekly_hours: WeeklyHours };
export interface HeaderView {
  global_message: HeaderContent["global_message"];
  global_header: Omit<GlobalHeader, "live_update"> & { live_update: LiveUpdateView };
  main_header: Pick<MainHeader, "logo" | "sign_in_cta" | "video_cta" | "empty_cart_state" | "my_account"> & {
    navbar_items: NavbarEntryView[];
    avatar_female_icon: IconView;
    avatar_male_icon: IconView;
  };
}

/** The kind of menu an entry opens: none for a direct link or an entry with nothing under it. */
function menuKind(item: NavbarItemDocument): NavbarMenuKind | undefined {
  if (item.cta_url) return undefined;
  if (item.tabs.length) return "tabs";
  return item.menu_items.length ? "list" : undefined;
}

function navbarEntryView(item: NavbarItemDocument, prices: ListingPrices): NavbarEntryView {
  const menu = menuKind(item);
  return { ...navbarItemView(item, prices), ...(menu && { menu }) };
}

/** The venue's hours per day: the CMS's weekly hours, else its one range for every day. */
export function weeklyHoursOf(live: Pick<GlobalHeader["live_update"], "weekly_hours" | "start_working_hour_time" | "end_working_hour_time">): WeeklyHours {
  return live.weekly_hours ?? sameHoursEveryDay(live.start_working_hour_time, live.end_working_hour_time);
}

/** The live-update box's statuses and link, as it renders them. */
export function liveUpdateDetailsView(header: HeaderContent): LiveUpdateDetailsView {
  const { live_status_category, cta } = header.global_header.live_update;
  return { live_status_category, ...(cta && { cta }) };
}

/** An entry with its menu. Absent fields stay absent: an undefined value would still cost its key in the data. */
function navbarItemView(item: NavbarItemDocument, prices: ListingPrices): NavbarItemView {
  return {
    id: item.id,
    title: item.title,
    cta_url: item.cta_url,
    ...(item.left_title_icon && { left_title_icon: icon(item.left_title_icon) }),
    ...(item.right_title_icon && { right_title_icon: icon(item.right_title_icon) }),
    menu_items: item.menu_items.map((entry) => ({
      id: entry.id,
      menu_item: { title: entry.menu_item.title, url: entry.menu_item.url, ...(entry.menu_item.icon && { icon: icon(entry.menu_item.icon) }) },
      sub_menu_item: entry.sub_menu_item.map((sub) => ({ id: sub.id, title: sub.title, url: sub.url, ...(sub.icon && { icon: icon(sub.icon) }) })),
    })),
    tabs: item.tabs.map((tab) => ({
      id: tab.id,
      title: tab.title,
      ...(tab.tabs_cta && { tabs_cta: tab.tabs_cta }),
      cards_info: tab.cards_info.map(({ card, icon: cardIcon, description }) => ({
        card: { ...card, price: linkedPrice(eventCardRoute(card.route), card.price, prices) },
        description,
        ...(cardIcon && { icon: icon(cardIcon) }),
      })),
    })),
  };
}

/**
 * The header without the localized titles (the page's language is already chosen), the alt texts of decorative icons
 * and the images nothing shows (event logos, cart and scroll-video icons).
 */
export function headerView(header: HeaderContent, prices: ListingPrices = {}): HeaderView {
  const main = header.main_header;
  return {
    global_message: header.global_message,
    global_header: {
      ...header.global_header,
      live_update: { title: header.global_header.live_update.title, weekly_hours: weeklyHoursOf(header.global_header.live_update) },
    },
    main_header: {
      logo: main.logo,
      navbar_items: main.navbar_items.map((item) => navbarEntryView(item, prices)),
      sign_in_cta: main.sign_in_cta,
      video_cta: main.video_cta,
      empty_cart_state: main.empty_cart_state,
      my_account: main.my_account,
      avatar_female_icon: icon(main.avatar_female_icon),
      avatar_male_icon: icon(main.avatar_male_icon),
    },
  };
}

// ---------- Site configuration ----------
/**
 * The settings every page reads: the page title, the booking bar's switches and maintenance, with the maintenance
 * screen's background only while it shows. The saved-card warnings are read by the payments page itself.
 */
export type SiteConfigView = Pick<
  SiteConfiguration,
  "title" | "enable_maintenance_page" | "hide_booking_bar" | "enable_booking_bar_ski_school" | "hide_adult" | "hide_junior" | "hide_child"
> & { maintenance_background_image?: IconView };

export function siteConfigView(config: SiteConfiguration): SiteConfigView {
  return {
    title: config.title,
    enable_maintenance_page: config.enable_maintenance_page,
    hide_booking_bar: config.hide_booking_bar,
    enable_booking_bar_ski_school: config.enable_booking_bar_ski_school,
    hide_adult: config.hide_adult,
    hide_junior: config.hide_junior,
    hide_child: config.hide_child,
    ...(config.enable_maintenance_page && config.maintenance_background_image && { maintenance_background_image: icon(config.maintenance_background_image) }),
  };
}

// ---------- Home ----------
type HomeSection = HomeContent["sections"][number];
type HomeCard = HomeSection["cards"][number];
type GreatMoment = NonNullable<HomeSection["great_moment"]>;

export type HomeCardView = Pick<HomeCard, "id" | "title" | "description" | "price" | "label_text" | "url"> & { image?: IconView };
export interface HomeSectionView extends Pick<HomeSection, "id" | "title" | "description"> {
  cards: HomeCardView[];
  great_moment?: Pick<GreatMoment, "title" | "description" | "cta">;
}
export interface HomeView extends Pick<HomeContent, "seo"> {
  /** The section's title and note; its hours are the header's weekly hours (LiveUpdateView). */
  opening_hours: Omit<HomeContent["opening_hours"], "rows">;
  hero: Pick<HomeContent["hero"], "title" | "subtitle" | "cta"> & { image?: IconView };
  sections: HomeSectionView[];
}

/**
 * The home page as it renders: no video address (the header's video button has its own), decorative images by address,
 * and a card that opens a product priced as the product's listing (`prices`, shared/booking/listing-prices.ts).
 */
export function homeView(home: HomeContent, prices: ListingPrices = {}): HomeView {
  return {
    seo: home.seo,
    hero: { title: home.hero.title, subtitle: home.hero.subtitle, cta: home.hero.cta, ...(home.hero.image && { image: icon(home.hero.image) }) },
    opening_hours: { title: home.opening_hours.title, ...(home.opening_hours.note && { note: home.opening_hours.note }) },
    sections: home.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      cards: section.cards.map((card) => ({
        id: card.id,
        title: card.title,
        description: card.description,
        price: linkedPrice(card.url, card.price, prices),
        label_text: card.label_text,
        url: card.url,
        ...(card.image && { image: icon(card.image) }),
      })),
      ...(section.great_moment && {
        great_moment: { title: section.great_moment.title, description: section.great_moment.description, ...(section.great_moment.cta && { cta: section.great_moment.cta }) },
      }),
    })),
  };
}
