// The confirmed booking (booking-and-checkout §2, §4): reservation code, items, guests, date and slot, totals and a
// QR code per ticket, the ticket PDF and the invoice. Rendered in the browser: it needs the guest token.
import { useEffect, useState } from "react";
import { Link, redirect, useLoaderData, useParams } from "react-router";
import { ORDER_ERROR_CODES, orderErrorMessage } from "../../../shared/contract/orders";
import type { Order } from "../../../shared/contract/order-schemas";
import { LoaderDots } from "../../components/Loader";
import { DocumentActions, OrderItems, OrderTickets } from "../../components/order/OrderParts";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { type CallFailure, isOutage } from "../../lib/api";
import { fetchBookingDetails } from "../../lib/order-calls";
import { readOrderToken, safeSessionStorage, takeTokenFromUrl, tokenFromHref } from "../../lib/order-token";
import { useMember } from "../../lib/member-store";
import { useSite } from "../../lib/site-context";
import type { Route } from "./+types/booking-confirmed";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The URL's token wins (a new purchase). Kept for this tab only, it leaves the address at once, before the page,
  // the remembered route or a page view can see it; only where session storage is blocked does the page keep it
  // from the URL (and then removes it from the address bar after render).
  const fromUrl = tokenFromHref(request.url);
  if (fromUrl && readOrderToken() === fromUrl) {
    const url = new URL(request.url);
    url.searchParams.delete("token");
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  return { token: fromUrl ?? readOrderToken() };
}
clientLoader.hydrate = true as const;

export { HydrateFallback } from "../../lib/client-only";

/** A failure the page explains: the call's refusal in the contract's words, or no token at all (nothing was asked). */
type Failed = Pick<CallFailure, "status" | "message">;
type State = { kind: "loading" } | { kind: "failed"; failure: Failed } | { kind: "ready"; order: Order };

export default function BookingConfirmed() {
  const t = useT();
  const site = useSite();
  const { id = "" } = useParams();
  const loaded = useLoaderData<typeof clientLoader>();
  const member = useMember(site.member);
  // A signed-in member opens the order with the session; a guest with the token.
  const token = member ? null : loaded.token;
  const canOpen = member !== null || Boolean(token);
  const noToken: State = { kind: "failed", failure: { status: 401, message: orderErrorMessage(ORDER_ERROR_CODES.accessDenied, site.locale) } };
  const [state, setState] = useState<State>(canOpen ? { kind: "loading" } : noToken);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The token never stays in the address bar, nor in the history entry.
    takeTokenFromUrl(window.location, window.history, safeSessionStorage());
  }, []);

  useEffect(() => {
    if (!canOpen || !id) {
      setState(noToken);
      return;
    }
    let live = true;
    setState({ kind: "loading" });
    void fetchBookingDetails({ ...site, token }, id).then((result) => {
      if (!live) return;
      setState(result.ok ? { kind: "ready", order: result.data } : { kind: "failed", failure: result });
    });
    return () => {
      live = false;
    };
  }, [id, token, canOpen, site, attempt]);

  // "Confirmed" is said only of a booking the page could open.
  const title = state.kind === "failed" ? t("order.confirmed.notOpened") : t("order.confirmed.title");
  return (
    <article className="mx-auto max-w-[960px] px-4 py-10 lg:py-16" data-testid="booking-confirmed">
      <PageHead title={title} />
      {state.kind === "loading" ? <LoaderDots label={t("common.loading")} /> : null}
      {state.kind === "failed" ? <Failure failure={state.failure} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {state.kind === "ready" ? <OrderView order={state.order} token={token} /> : null}
    </article>
  );
}

function Failure({ failure, onRetry }: { failure: Failed; onRetry: () => void }) {
  const t = useT();
  const site = useSite();
  const message = isOutage(failure) ? t("order.confirmed.loadFailed") : failure.message;
  return (
    <div role="alert" className="rounded-2xl bg-brand-ice p-6" data-testid="booking-confirmed-error">
      <h1 className="text-2xl font-bold">{t("order.confirmed.notOpened")}</h1>
      <p className="mt-2">{message}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={`${site.prefix}/find-your-booking`} className="btn-primary" data-testid="find-booking-link">
          {t("order.confirmed.findLink")}
        </Link>
        {isOutage(failure) ? (
          <button type="button" className="rounded-full border px-5 py-3 font-semibold" onClick={onRetry}>
            {t("order.confirmed.retry")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function OrderView({ order, token }: { order: Order; token: string | null }) {
  const t = useT();
  return (
    <>
      <header className="rounded-2xl bg-brand-navy p-6 text-white">
        <h1 className="text-3xl font-bold">{t("order.confirmed.title")}</h1>
        <p className="mt-2">{t("order.confirmed.thanks", { name: order.guest.firstName, email: order.guest.email })}</p>
        {order.status === "refunded" ? <p className="mt-2 font-bold" role="status">{t("order.confirmed.refunded")}</p> : null}
        <p className="mt-4 text-sm uppercase tracking-wide opacity-80">{t("order.confirmed.reservationCode")}</p>
        <p className="text-2xl font-bold" data-testid="reservation-code" dir="ltr">
          {order.reservation_code}
        </p>
      </header>

      <DocumentActions code={order.reservation_code} token={token} />

      <OrderItems order={order} />
      <OrderTickets order={order} />
    </>
  );
}
