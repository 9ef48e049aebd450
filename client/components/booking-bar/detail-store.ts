// The card a detail page shows, so the booking bar can turn into its detail variant (price, Back, Buy tickets).
import { create } from "zustand";

export interface BookingBarDetail {
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
