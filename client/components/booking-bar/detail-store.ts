// The booking bar's detail variant (price, Back, Buy tickets) on a card's detail page. The page's route says so in its
// handle: the bar's first state from the page's data, so the server renders the variant with the page and hydration
// finds it (no three-step bar that turns into it after load), and the bar's component, loaded with the page's code.
// What the visitor picks on the page afterwards (a date, a time slot) reaches the bar through the store.
import type { ComponentType } from "react";
import { useLocation, useMatches } from "react-router";
import { create } from "zustand";
import { type SiteLoaderData, useSite } from "../../layout/site-context";

export interface BookingBarDetail {
  /** The card the detail belongs to: the store's detail shows only on its own card's page. */
  card: string;
  title: string;
  /** The "from" price, already formatted in the site's currency and language. */
  priceText: string;
  /** Where Back goes (the listing the visitor came from). */
  backHref: string;
  /** Where Buy tickets goes. */
  buyHref: string;
}

interface DetailState {
  detail: BookingBarDetail | null;
  setDetail: (detail: BookingBarDetail | null) => void;
}

export const useBookingBarDetail = create<DetailState>((set) => ({
  detail: null,
  setDetail: (detail) => set({ detail }),
}));

/** True when two details show the same thing. */
export function sameDetail(a: BookingBarDetail | null, b: BookingBarDetail | null): boolean {
  if (a === null || b === null) return a === b;
  return a.card === b.card && a.title === b.title && a.priceText === b.priceText && a.backHref === b.backHref && a.buyHref === b.buyHref;
}

/** What a detail page's route exports as `handle.bookingBarDetail`. */
export interface DetailBarRoute {
  /** The bar's state when the page is first drawn, from the page's loader data and address query. */
  initial: (loaderData: unknown, site: SiteLoaderData, search: string) => BookingBarDetail | null;
  Bar: ComponentType<{ detail: BookingBarDetail }>;
}

function detailBarRouteOf(handle: unknown): DetailBarRoute | null {
  if (typeof handle !== "object" || handle === null || !("bookingBarDetail" in handle)) return null;
  return (handle as { bookingBarDetail: DetailBarRoute }).bookingBarDetail;
}

/** The detail variant of the current page and what it shows, or null on a page without one. */
export function useDetailBar(): { Bar: DetailBarRoute["Bar"]; detail: BookingBarDetail } | null {
  const matches = useMatches();
  const site = useSite();
  const { search } = useLocation();
  const leaf = matches[matches.length - 1];
  const route = leaf ? detailBarRouteOf(leaf.handle) : null;
  const initial = leaf && route ? route.initial(leaf.loaderData, site, search) : null;
  // The stored detail only where it is this card's and shows something else than the first state: the page writing
  // its first state (as it does once it has hydrated) reads the same here, so the bar does not render again for it.
  const live = useBookingBarDetail((s) => (s.detail && initial && s.detail.card === initial.card && !sameDetail(s.detail, initial) ? s.detail : null));
  if (!route || !initial) return null;
  return { Bar: route.Bar, detail: live ?? initial };
}
