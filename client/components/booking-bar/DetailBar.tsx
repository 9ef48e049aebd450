// The booking bar on a card's detail page: the card's title, its "from" price, Back and Buy tickets. Loaded with the
// page's code (its route's handle, detail-store.ts), so it is server-rendered and hydrates with the page.
import { Link } from "react-router";
import { useT } from "../../i18n";
import type { BookingBarDetail } from "./detail-store";

export default function DetailBar({ detail }: { detail: BookingBarDetail }) {
  const t = useT();
  return (
    <div data-testid="booking-bar-detail" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white px-6 py-4 text-brand-navy shadow-xl">
      <div className="flex items-center gap-4">
        <Link to={detail.backHref} className="inline-flex items-center gap-1 font-semibold underline" data-testid="booking-bar-back">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">‹</span>
          {t("bookingBar.back")}
        </Link>
        <div className="flex flex-col">
          <p className="font-bold">{detail.title}</p>
          <p className="text-sm text-brand-slate">{t("bookingBar.from", { price: detail.priceText })}</p>
        </div>
      </div>
      <Link to={detail.buyHref} className="btn-primary" data-testid="booking-bar-buy">
        {t("bookingBar.buyTickets")}
      </Link>
    </div>
  );
}
