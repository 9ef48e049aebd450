// A payment that did not complete (booking-and-checkout §2, §8): why, and the way back to the cart or to another
// way to pay. A refund (paid after the session ended) explains that the places were released.
import { Link, useSearchParams } from "react-router";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { failureOf } from "../../lib/order-flow";
import { useSite } from "../../lib/site";

// Rendered in the browser only, like the booking steps.
export { clientLoader, HydrateFallback } from "../client-page";

export default function BookingFailed() {
  const t = useT();
  const site = useSite();
  const [query] = useSearchParams();
  const failure = failureOf(query);
  const title = t("order.failed.title");
  return (
    <article className="mx-auto max-w-xl px-4 py-10 lg:py-16" data-testid="booking-failed">
      <PageHead title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <div role="alert" className="mt-4 rounded-2xl bg-brand-ice p-6" data-testid="booking-failed-reason">
        <p>{failure.messageKey ? t(failure.messageKey) : failure.reason}</p>
        {failure.code !== null ? <p className="mt-2 text-sm text-brand-slate">{t("order.failed.code", { code: failure.code })}</p> : null}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {failure.refunded ? (
          <Link to={`${site.prefix}/passes-packages/explore`} className="btn-primary" data-testid="failed-find-tickets">
            {t("order.failed.findTickets")}
          </Link>
        ) : (
          <>
            <Link to={`${site.prefix}/payment`} className="btn-primary" data-testid="failed-try-another">
              {t("order.failed.tryAnother")}
            </Link>
            <Link to={`${site.prefix}/booking/personal-details`} className="rounded-full border px-5 py-2 font-semibold" data-testid="failed-back-to-cart">
              {t("order.failed.backToCart")}
            </Link>
          </>
        )}
      </div>
    </article>
  );
}
