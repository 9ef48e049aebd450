// The layout rules of booking-and-checkout §2 as flags of a path below the prefix (a route pattern or a real path).

export interface LayoutFlags {
  hideFooter: boolean;
  hideBookingBar: boolean;
  /** Rendered in the browser only; the server sends the loader. */
  clientOnly: boolean;
  /** The header takes its inverted look from the top of the page. */
  invertedHeader: boolean;
  /** The booking bar shows only when the site configuration enables the ski-school booking bar. */
  bookingBarNeedsSkiSchool: boolean;
  /** The not-found screen: it also hides the bottom bar. */
  notFound: boolean;
  /**
   * A page of the cart's own flow, where a booking session almost always runs: the header keeps the session strip's
   * place from the server's HTML, so the countdown does not push the page down when it comes.
   */
  holdsCart: boolean;
}

export const NOT_FOUND_PATH = "page-not-found";

const FOOTER_HIDDEN = ["booking-confirmed", "extra", "booking", "booking-failed"];
const BOOKING_BAR_HIDDEN = [
  "accounts",
  "plan-your-visit/come-prepared",
  "booking-confirmed",
  "extra",
  "booking",
  NOT_FOUND_PATH,
  "contact-us",
  "find-your-booking",
  "unauthorized",
  "sitemap",
  "booking-failed",
];
const CLIENT_ONLY = ["accounts", "booking", "extra"];
/**
 * The member pages rendered on the server from the session, with their data in the document (decision 033): the
 * dashboard, the bookings and the personal details. Every other account page still renders in the browser.
 */
export const SERVER_RENDERED_MEMBER_PAGES = ["accounts/dashboard", "accounts/transactions", "accounts/profile/personal-details"] as const;
const INVERTED_HEADER = ["accounts", "sitemap"];
const SKI_SCHOOL_BAR = ["alpine-vouchers", "ski-academy"];
const CART_FLOW = ["booking", "payment"];

/** True when the path is the section itself or lies below it. */
export function pathWithin(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}

export function layoutFlagsFor(path: string): LayoutFlags {
  const within = (list: string[]) => list.some((section) => pathWithin(path, section));
  return {
    hideFooter: within(FOOTER_HIDDEN),
    hideBookingBar: within(BOOKING_BAR_HIDDEN),
    clientOnly: within(CLIENT_ONLY) && !(SERVER_RENDERED_MEMBER_PAGES as readonly string[]).includes(path),
    invertedHeader: within(INVERTED_HEADER),
    bookingBarNeedsSkiSchool: within(SKI_SCHOOL_BAR),
    notFound: pathWithin(path, NOT_FOUND_PATH),
    holdsCart: within(CART_FLOW),
  };
}
