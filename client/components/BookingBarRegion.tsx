// The region where the booking bar (find tickets) sits; its search steps arrive with the catalogue.
import { Link } from "react-router";
import { useT } from "../i18n";
import { useSite } from "../lib/site";

export function BookingBarRegion() {
  const t = useT();
  const site = useSite();
  return (
    <section
      aria-label={t("bookingBar.title")}
      data-testid="booking-bar"
      className="sticky bottom-0 z-[90] mx-auto w-full max-w-[1320px] px-4 pb-4"
    >
      <div className="flex items-center justify-between gap-4 rounded-2xl bg-brand-navy px-6 py-4 text-white shadow-xl">
        <p className="font-semibold">{t("bookingBar.title")}</p>
        <Link className="btn-primary" to={`${site.prefix}/passes-packages/explore`}>
          {t("bookingBar.search")}
        </Link>
      </div>
    </section>
  );
}
