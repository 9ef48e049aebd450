// Layout rules that depend on more than the route: booking bar visibility, inverted header, remembered route.
import type { SiteConfiguration } from "./cms";
import { type LayoutFlags, NOT_FOUND_PATH, pathWithin } from "./layout-rules";

/** The header turns inverted after this many pixels of scroll (content-and-account §9). */
export const HEADER_INVERT_SCROLL_PX = 60;
export const MOBILE_MAX_WIDTH_PX = 767;
export const DESKTOP_MIN_WIDTH_PX = 1024;

export interface BookingBarState {
  bottomBarShown: boolean;
  mobileMenuOpen: boolean;
}

export function bookingBarVisible(
  route: LayoutFlags,
  config: Pick<SiteConfiguration, "hide_booking_bar" | "enable_booking_bar_ski_school"> | null,
  state: BookingBarState,
): boolean {
  if (route.hideBookingBar || state.bottomBarShown || state.mobileMenuOpen) return false;
  if (config?.hide_booking_bar) return false;
  if (route.bookingBarNeedsSkiSchool && !config?.enable_booking_bar_ski_school) return false;
  return true;
}

export function headerInverted(route: LayoutFlags, scrollY: number): boolean {
  return route.invertedHeader || scrollY > HEADER_INVERT_SCROLL_PX;
}

const REMEMBERED_AS_HOME = ["unauthorized", NOT_FOUND_PATH, "callback"];

/**
 * The path (below the prefix, with its query) to remember as the last visited route: unauthorized,
 * callback, not-found screens and routes with a message query are remembered as home ("").
 */
export function routeToRemember(rest: string, search: string, notFound = false): string {
  if (notFound || new URLSearchParams(search).has("message")) return "";
  if (REMEMBERED_AS_HOME.some((section) => pathWithin(rest, section))) return "";
  return `${rest}${search}`;
}

/** Browser storage key of the last visited route. */
export const LAST_ROUTE_STORAGE_KEY = "last_visited_route";

/**
 * The server's inline script that remembers the document's own route (`remembered`: the prefix and routeToRemember's
 * path) as the page is read, whether or not its scripts ever run; routes after it are remembered by the app. The text
 * comes from the request's address, so it is written as a JSON string with `<`, U+2028 and U+2029 escaped.
 */
export function rememberRouteScript(remembered: string): string {
  const value = JSON.stringify(remembered).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `try{localStorage.${LAST_ROUTE_STORAGE_KEY}=${value}}catch(e){}`;
}

/** A venue switch opens the new venue after this delay (content-and-account §9). */
export const LOCATION_REDIRECT_DELAY_MS = 1000;
/** Local-storage marker telling the next page it was reached by a hard refresh (booking-and-checkout §3). */
export const HARD_REFRESH_STORAGE_KEY = "hard_refresh_pages";

/** Toast defaults (booking-and-checkout §9). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SPEED_MS = 1000;
