// English texts of the shop's own interface (content texts come from the CMS).
import { accountEn } from "./parts/account.en";
import { holdingsEn } from "./parts/holdings.en";
import { bookingBarEn } from "./parts/booking-bar.en";
import { catalogueEn } from "./parts/catalogue.en";
import { cardsEn } from "./parts/cards.en";
import { checkoutEn } from "./parts/checkout.en";
import { orderEn } from "./parts/order.en";
import { shareEn } from "./parts/share.en";
import { extraEn } from "./parts/extra.en";
import { contentPagesEn } from "./parts/content-pages.en";
import { consentEn } from "./parts/consent.en";
import { contactEn } from "./parts/contact.en";
import { titlesEn } from "./parts/titles.en";
import { noticesEn } from "./parts/notices.en";
import { footerEn } from "./parts/footer.en";

export const en = {
  "common.skipToContent": "Skip to main content",
  "common.loading": "Loading",
  "common.close": "Close",
  "common.back": "Back",
  "common.goBack": "Go back",
  "common.takeMeHome": "Take me home",
  "common.from": "From",
  "common.perPerson": "per person",
  "common.learnMore": "Learn more",
  "common.learnMoreAbout": "about {title}",
  "header.menu": "Menu",
  "header.openMenu": "Open menu",
  "header.closeMenu": "Close menu",
  "header.mainNavigation": "Main navigation",
  "header.signIn": "Sign in",
  "header.signUp": "Sign up",
  "header.cart": "Cart",
  "header.cartCount": { one: "Cart, {count} item", other: "Cart, {count} items" },
  "header.watchVideo": "Watch the video",
  "header.language": "Language",
  "header.switchLanguage": "عربي",
  "header.location": "Location",
  "header.chooseLocation": "Choose a location",
  "header.liveUpdate": "Live update",
  "header.open": "Open",
  "header.closed": "Closed",
  "header.dismissMessage": "Dismiss message",
  "header.home": "Home",
  "header.globalMessage": "Announcement",
  "header.venueTools": "Venue and language",
  "header.currentLocation": "current location",
  "header.workingHours": "Working hours",
  "header.openSubMenu": "Show more in {title}",
  "header.opensInNewTab": "(opens in a new tab)",
  "bookingBar.title": "Find tickets",
  "bookingBar.experience": "Experience",
  "bookingBar.date": "Date",
  "bookingBar.people": "People",
  "bookingBar.search": "Search",
  "video.title": "Video",
  "faq.title": "Frequently asked questions",
  "sitemap.title": "Site map",
  "legal.lastUpdated": "Last updated {date}",
  "home.openingHours": "Opening hours",
  "toast.region": "Notifications",
  ...accountEn,
  ...holdingsEn,
  ...bookingBarEn,
  ...catalogueEn,
  ...checkoutEn,
  ...orderEn,
  ...cardsEn,
  ...shareEn,
  ...extraEn,
  ...contentPagesEn,
  ...consentEn,
  ...contactEn,
  ...titlesEn,
  ...noticesEn,
  ...footerEn,
} as const;

export type MessageKey = keyof typeof en;

/** Keys of counted texts (a value per plural category): `t(key, { count })` picks the form. */
export type PluralKey = { [K in MessageKey]: (typeof en)[K] extends string ? never : K }[MessageKey];
