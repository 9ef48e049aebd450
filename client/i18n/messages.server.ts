// The dictionaries, read on the server only: a page receives its own language's texts with its data, and only the
// texts its first render needs (docs/decisions/022-page-weight.md).
import type { RouterContextProvider } from "react-router";
import type { Locale } from "../../shared/locale";
import { shopContext } from "../../shared/request-context";
import { ar } from "./ar";
import { en } from "./en";
import type { MessageKey, Messages } from "./index";
import { consentTextsFor } from "./consent-texts";
import { type PartName, type PartTexts, type TitleKey, pickTitles } from "./texts";
import { accountAr } from "./parts/account.ar";
import { accountEn } from "./parts/account.en";
import { bookingBarAr } from "./parts/booking-bar.ar";
import { bookingBarEn } from "./parts/booking-bar.en";
import { cardsAr } from "./parts/cards.ar";
import { cardsEn } from "./parts/cards.en";
import { catalogueAr } from "./parts/catalogue.ar";
import { catalogueEn } from "./parts/catalogue.en";
import { checkoutAr } from "./parts/checkout.ar";
import { checkoutEn } from "./parts/checkout.en";
import { contactAr } from "./parts/contact.ar";
import { contactEn } from "./parts/contact.en";
import { contentPagesAr } from "./parts/content-pages.ar";
import { contentPagesEn } from "./parts/content-pages.en";
import { extraAr } from "./parts/extra.ar";
import { extraEn } from "./parts/extra.en";
import { footerAr } from "./parts/footer.ar";
import { footerEn } from "./parts/footer.en";
import { holdingsAr } from "./parts/holdings.ar";
import { holdingsEn } from "./parts/holdings.en";
import { noticesAr } from "./parts/notices.ar";
import { noticesEn } from "./parts/notices.en";
import { orderAr } from "./parts/order.ar";
import { orderEn } from "./parts/order.en";
import { shareAr } from "./parts/share.ar";
import { shareEn } from "./parts/share.en";
import { titlesAr } from "./parts/titles.ar";
import { titlesEn } from "./parts/titles.en";

/** The whole dictionary of a language (server renders that are not pages, such as the ticket PDF). */
export function messagesFor(locale: Locale): Messages {
  return locale === "ar" ? ar : en;
}

const PARTS: Record<PartName, Record<Locale, PartTexts>> = {
  account: { en: accountEn, ar: accountAr },
  "booking-bar": { en: bookingBarEn, ar: bookingBarAr },
  cards: { en: cardsEn, ar: cardsAr },
  catalogue: { en: catalogueEn, ar: catalogueAr },
  checkout: { en: checkoutEn, ar: checkoutAr },
  contact: { en: contactEn, ar: contactAr },
  "content-pages": { en: contentPagesEn, ar: contentPagesAr },
  extra: { en: extraEn, ar: extraAr },
  footer: { en: footerEn, ar: footerAr },
  holdings: { en: holdingsEn, ar: holdingsAr },
  notices: { en: noticesEn, ar: noticesAr },
  order: { en: orderEn, ar: orderAr },
  share: { en: shareEn, ar: shareAr },
  titles: { en: titlesEn, ar: titlesAr },
};

/** Keys of the parts' own files (and the consent dialog's), so the chrome's texts are the dictionary without them. */
const PART_KEYS = new Set([...Object.values(PARTS).flatMap((part) => Object.keys(part.en)), ...Object.keys(consentTextsFor("en"))]);

/**
 * Keys of lazily loaded parts that the always-present chrome renders: the booking bar's form, its steps and panels
 * (rendered with the page so they work before scripts; the date step's availability calendar loads the whole part with
 * its code). Of the routes' titles, only the not-found screen's: the site layout's error boundary renders it with the
 * chrome's texts alone.
 */
export const CHROME_PART_KEYS = [
  "bookingBar.level",
  "bookingBar.age",
  "bookingBar.step",
  "bookingBar.placeholder.experience",
  "bookingBar.placeholder.date",
  "bookingBar.placeholder.level",
  "bookingBar.placeholder.people",
  "bookingBar.placeholder.age",
  "bookingBar.required.experience",
  "bookingBar.required.date",
  "bookingBar.required.level",
  "bookingBar.noExperiences",
  "bookingBar.close",
  "bookingBar.done",
  "bookingBar.guest.adult",
  "bookingBar.guest.junior",
  "bookingBar.guest.child",
  "bookingBar.guestRange.plus",
  "bookingBar.guestRange.between",
  "bookingBar.increase",
  "bookingBar.decrease",
  "bookingBar.countAnnouncement",
  "bookingBar.maxTotal",
  "bookingBar.chooseDate",
  "bookingBar.dateBlocked",
  "bookingBar.dateOutOfRange",
  "bookingBar.closedDays",
  "route.page-not-found",
  // A tab menu without cards: the navigation's menus are server HTML (components/header/TabMenu.tsx).
  "header.noTabData",
  // The payment return's page says what it does before its own texts load (routes/booking/booking-redirect.tsx).
  "order.redirect.confirming",
] as const satisfies readonly MessageKey[];

const chromeCache: Partial<Record<Locale, PartTexts>> = {};

/**
 * The texts of the chrome every page shows (header, footer, collapsed booking bar, page titles, error and maintenance
 * screens): the dictionary's own texts without its parts. The consent dialog's texts stay on the server
 * (client/i18n/consent-texts.ts): only its server HTML uses them.
 */
export function chromeMessagesFor(locale: Locale): PartTexts {
  return (chromeCache[locale] ??= build(locale));
}

function build(locale: Locale): PartTexts {
  const all = messagesFor(locale);
  const texts: PartTexts = {};
  for (const [key, text] of Object.entries(all) as [MessageKey, string][]) if (!PART_KEYS.has(key)) texts[key] = text;
  for (const key of CHROME_PART_KEYS) texts[key] = all[key];
  return texts;
}

/** The texts of the given parts and of the given route titles only, in one language. */
export function partTextsFor(locale: Locale, parts: readonly PartName[], titles: readonly TitleKey[] = []): PartTexts {
  return Object.assign({}, ...parts.map((part) => PARTS[part][locale]), pickTitles(PARTS.titles[locale], titles));
}

/** The request's language. */
function localeOf(context: Readonly<RouterContextProvider>): Locale {
  return context.get(shopContext).location?.locale ?? "en";
}

/**
 * For a page's loader: its parts' texts and the titles of routes it renders, in the request's language (merged by
 * the site layout). The chrome holds no route title but the not-found screen's: a page names each one it renders.
 */
export function pageTexts(context: Readonly<RouterContextProvider>, parts: readonly PartName[], titles: readonly TitleKey[] = []): PartTexts {
  return partTextsFor(localeOf(context), parts, titles);
}

/** The titles of a language, for a loader whose title depends on its route (client/routes/placeholder.tsx). */
export function titleTextsFor(context: Readonly<RouterContextProvider>): PartTexts {
  return PARTS.titles[localeOf(context)];
}
