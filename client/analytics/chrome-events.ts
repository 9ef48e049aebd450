// The chrome's analytics events (content-and-account §7): a menu link, a newsletter sign-up, a social network and an
// app badge pressed. Each is pushed to the data layer at once, in the press's own handler: nothing waits for it, so a
// link's navigation is never held back.
import { type AppStoreName, type ChromeEvent, appInstallEvent, menuClickEvent, newsletterSignupEvent, socialClickEvent } from "../../shared/analytics";
import { DESKTOP_MIN_WIDTH_PX } from "../../shared/layout";
import { dataLayer } from "./analytics";

function push(event: ChromeEvent): void {
  dataLayer().push(event);
}

/** A menu link pressed: in the desktop's bar ("header") or in the phone's menu ("hamburger"). */
export function trackMenuClick(item: string, subItem: string | null = null): void {
  const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`).matches;
  push(menuClickEvent(item, subItem, desktop ? "header" : "hamburger"));
}

export function trackNewsletterSignup(newsletterType: string): void {
  push(newsletterSignupEvent(newsletterType));
}

export function trackSocialClick(network: string): void {
  push(socialClickEvent(network));
}

export function trackAppInstall(store: AppStoreName): void {
  push(appInstallEvent(store));
}
