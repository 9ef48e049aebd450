// A payment that did not complete (booking-and-checkout §2, §8): why, in the contract's words and the page's language,
// and the way on: back to the cart or another way to pay (not after a voucher or points paid it all: a total of
// nothing has no other way), or a new search when the session (and the cart) ended.
import { Link, useSearchParams } from "react-router";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { failedPaymentOf } from "../../cart/order-flow";
import { useSite } from "../../layout/site-context";

// Rendered in the browser only, like the booking steps.
export { HydrateFallback } from "../../document/client-only";
import { clientLoaderWithTexts } from "../../document/client-only";
export const clientLoader = clientLoaderWithTexts(["order"]);

export default function BookingFailed() {
  const t = useT();
  const site = useSite();
  const [query] = useSearchParams();
  const failure = failedPaymentOf(query, site.locale);
  const title = t("order.failed.title");
  return (
    <article className="mx-auto max-w-xl px-4 py-10 lg:py-16" data-testid="booking-failed">
      <PageHead title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <div role="alert" className="mt-4 rounded-2xl bg-brand-ice p-6" data-testid="booking-failed-reason">
        <p>{failure.message}</p>
        {failure.code !== null ? <p className="mt-2 text-sm text-brand-slate">{t("order.failed.code", { code: failure.code })}</p> : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {failure.cartEnded ? (
          <Link to={`${site.prefix}/passes-packages/explore`} className="btn-primary" data-testid="failed-find-tickets">
            {t("order.failed.findTickets")}
          </Link>
        ) : (
          <>
            <Link to={`${site.prefix}/booking/personal-details`} className="btn-primary" data-testid="failed-back-to-cart">
              {t("order.failed.backToCart")}
            </Link>
            {failure.noCard ? null : (
              <Link to={`${site.prefix}/payment`} className="inline-block rounded-full border px-5 py-3 font-semibold" data-testid="failed-try-another">
                {t("order.failed.tryAnother")}
              </Link>
            )}
          </>
        )}
      </div>
    </article>
  );
}
