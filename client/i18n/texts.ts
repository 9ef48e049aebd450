// The dictionary's parts that reach the browser only with the code or the page that uses them, in one language.
// The site layout sends the chrome's texts (messages.server.ts); a page's loader sends its parts' texts, and a lazily
// loaded component of the chrome loads its parts with its code (one chunk per part and language).
import type { Locale } from "../../shared/locale";
import { type MessageKey, type Messages, type PluralKey, type Translate, type Vars, render } from "./index";
import type { titlesEn } from "./parts/titles.en";

export type PartName =
  | "account"
  | "booking-bar"
  | "cards"
  | "catalogue"
  | "checkout"
  | "contact"
  | "content-pages"
  | "extra"
  | "footer"
  | "holdings"
  | "notices"
  | "order"
  | "share"
  | "titles";

/** The key of a route's title (client/i18n/parts/titles.en.ts). */
export type TitleKey = keyof typeof titlesEn;

/** Texts of one or more parts, in the page's language. */
export type PartTexts = Partial<Messages>;

const PART_LOADERS: Record<PartName, Record<Locale, () => Promise<PartTexts>>> = {
  account: { en: () => import("./parts/account.en").then((m) => m.accountEn), ar: () => import("./parts/account.ar").then((m) => m.accountAr) },
  "booking-bar": {
    en: () => import("./parts/booking-bar.en").then((m) => m.bookingBarEn),
    ar: () => import("./parts/booking-bar.ar").then((m) => m.bookingBarAr),
  },
  cards: { en: () => import("./parts/cards.en").then((m) => m.cardsEn), ar: () => import("./parts/cards.ar").then((m) => m.cardsAr) },
  catalogue: { en: () => import("./parts/catalogue.en").then((m) => m.catalogueEn), ar: () => import("./parts/catalogue.ar").then((m) => m.catalogueAr) },
  checkout: { en: () => import("./parts/checkout.en").then((m) => m.checkoutEn), ar: () => import("./parts/checkout.ar").then((m) => m.checkoutAr) },
  contact: { en: () => import("./parts/contact.en").then((m) => m.contactEn), ar: () => import("./parts/contact.ar").then((m) => m.contactAr) },
  "content-pages": {
    en: () => import("./parts/content-pages.en").then((m) => m.contentPagesEn),
    ar: () => import("./parts/content-pages.ar").then((m) => m.contentPagesAr),
  },
  extra: { en: () => import("./parts/extra.en").then((m) => m.extraEn), ar: () => import("./parts/extra.ar").then((m) => m.extraAr) },
  footer: { en: () => import("./parts/footer.en").then((m) => m.footerEn), ar: () => import("./parts/footer.ar").then((m) => m.footerAr) },
  holdings: { en: () => import("./parts/holdings.en").then((m) => m.holdingsEn), ar: () => import("./parts/holdings.ar").then((m) => m.holdingsAr) },
  notices: { en: () => import("./parts/notices.en").then((m) => m.noticesEn), ar: () => import("./parts/notices.ar").then((m) => m.noticesAr) },
  order: { en: () => import("./parts/order.en").then((m) => m.orderEn), ar: () => import("./parts/order.ar").then((m) => m.orderAr) },
  share: { en: () => import("./parts/share.en").then((m) => m.shareEn), ar: () => import("./parts/share.ar").then((m) => m.shareAr) },
  titles: { en: () => import("./parts/titles.en").then((m) => m.titlesEn), ar: () => import("./parts/titles.ar").then((m) => m.titlesAr) },
};

/**
 * Loads the texts of the given parts in one language (the browser fetches one small chunk per part), and of the given
 * route titles only (from the titles' chunk): the page's data holds the titles it renders, not all of them.
 */
export async function loadPartTexts(locale: Locale, parts: readonly PartName[], titles: readonly TitleKey[] = []): Promise<PartTexts> {
  const [loaded, allTitles] = await Promise.all([Promise.all(parts.map((part) => partTexts(part, locale))), titles.length > 0 ? partTexts("titles", locale) : {}]);
  return Object.assign({}, ...loaded, pickTitles(allTitles, titles));
}

/** The parts already loaded, by part and language. */
const loadedParts = new Map<string, PartTexts>();

/**
 * One part's texts: from its chunk the first time, then as loaded. A module asked for again with `import()` answers
 * only in a later task of the browser, so a loader reading texts it has already loaded would give way to other work
 * (a render of the page being left) before the navigation can end.
 */
function partTexts(part: PartName, locale: Locale): PartTexts | Promise<PartTexts> {
  const key = `${part}|${locale}`;
  return loadedParts.get(key) ?? PART_LOADERS[part][locale]().then((texts) => (loadedParts.set(key, texts), texts));
}

/** The given titles out of a language's titles. */
export function pickTitles(allTitles: PartTexts, titles: readonly TitleKey[]): PartTexts {
  const picked: PartTexts = {};
  for (const key of titles) picked[key] = allTitles[key];
  return picked;
}


/** A translator that knows the given texts and falls back to the enclosing one for every other key. */
export function extendTranslator(parent: Translate, texts: PartTexts): Translate {
  const t = ((key: MessageKey, vars?: Vars) => {
    const text = texts[key];
    return text === undefined ? parent(key as PluralKey, vars as Vars & { count: number }) : render(parent.locale, text, vars);
  }) as Translate & { locale: Locale };
  t.has = (key: string): key is keyof Messages => key in texts || parent.has(key);
  t.locale = parent.locale;
  return t;
}
