// The confirmed booking (booking-and-checkout §2, §4): reservation code, items, guests, date and slot, totals and a
// QR code per ticket, the ticket PDF and the invoice. Rendered in the browser: it needs the guest token.
// isUnCertain=true: the payment is still being confirmed; the page says so and follows it (capture, idempotent, with
// the session kept by the return page; else the booking itself) with growing pauses, then shows the booking or why
// it failed. isAlpineVoucher=true: a voucher, not a dated visit. A member's booking gets the bottom bar towards the
// after-purchase steps (decision 014).
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { Link, redirect, useLoaderData, useNavigate, useParams, useSearchParams } from "react-router";
import { ORDER_ERROR_CODES, orderErrorMessage } from "../../../shared/contract/orders";
import type { Order } from "../../../shared/contract/order-schemas";
import { LoaderDots } from "../../components/Loader";
import { DocumentActions, OrderItems, OrderTickets } from "../../components/order/OrderParts";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { type CallFailure, isOutage } from "../../api/api";
import { captureCheckout, fetchBookingDetails } from "../../cart/order-calls";
// This page reads the order as it opens: the order contract's schemas come with the page, not after its first call
// as on the other booking steps (docs/decisions/028), so that building them is not a task of its own on arrival.
import "../../../shared/contract/order-schemas";
import { UNCERTAIN_POLL_DELAYS_MS, confirmedFlagsOf, extraHref, readPendingPayment } from "../../order/after-purchase";
import { type BottomBarActions, showBottomBar, useBottomBar } from "../../layout/bottom-bar";
import { useTicketDownload } from "../../components/extra/ticket-download";
import { captureStep } from "../../cart/order-flow";
import { FUTURE_PAYMENT_STATUS_KEY, completePurchase } from "../../order/purchase-complete";
import { useCart } from "../../cart/cart-store";
import { announceCartChange } from "../../components/cart/leave";
import { readOrderToken, safeSessionStorage, takeTokenFromUrl, tokenFromHref } from "../../order/order-token";
import { useMember } from "../../member/member-store";
import { useSite } from "../../layout/site-context";
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
  return { token: fromUrl ?? readOrderToken(), texts: await textsOfPath(request.url, ["extra", "order", "catalogue"]) };
}
clientLoader.hydrate = true as const;

export { HydrateFallback } from "../../document/client-only";
import { textsOfPath } from "../../document/client-only";

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
  const [search] = useSearchParams();
  const flags = confirmedFlagsOf(search);
  // A payment still being confirmed: the booking is opened once it went through.
  const [payment, setPayment] = useState<PaymentView>(flags.uncertain ? { kind: "confirming" } : { kind: "settled", justPaid: false });
  const waiting = payment.kind !== "settled";

  useEffect(() => {
    // The token never stays in the address bar, nor in the history entry.
    takeTokenFromUrl(window.location, window.history, safeSessionStorage());
  }, []);

  useEffect(() => {
    if (waiting) return;
    if (!canOpen || !id) {
      setState(noToken);
      return;
    }
    let live = true;
    setState({ kind: "loading" });
    void fetchBookingDetails({ ...site, token }, id).then((result) => {
      if (!live) return;
      // The booking's parts (items, a QR code per ticket) render in slices, leaving the main thread free between them.
      startTransition(() => setState(result.ok ? { kind: "ready", order: result.data } : { kind: "failed", failure: result }));
    });
    return () => {
      live = false;
    };
  }, [id, token, canOpen, site, attempt, waiting]);

  // "Confirmed" is said only of a booking the page could open.
  const title = waiting ? t("extra.confirmed.confirmingTitle") : state.kind === "failed" ? t("order.confirmed.notOpened") : t("order.confirmed.title");
  return (
    <article className="mx-auto max-w-[960px] px-4 py-10 lg:py-16" data-testid="booking-confirmed">
      <PageHead title={title} description={t("order.confirmed.metaDescription", { venue: site.siteConfig?.title ?? site.tenant.name[site.locale] })} />
      {waiting ? (
        <UncertainPayment id={id} view={payment} onView={setPayment} />
      ) : (
        <>
          {payment.kind === "settled" && payment.justPaid ? (
            <p role="status" className="mb-4 rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="payment-confirmed">
              {t("extra.confirmed.paid")}
            </p>
          ) : null}
          {state.kind === "loading" ? <LoaderDots label={t("common.loading")} /> : null}
          {state.kind === "failed" ? <Failure failure={state.failure} onRetry={() => setAttempt((n) => n + 1)} /> : null}
          {state.kind === "ready" ? <OrderView order={state.order} token={token} voucher={flags.alpineVoucher} memberOrder={member !== null} /> : null}
        </>
      )}
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

/** The bottom bar of a member's booking: the ticket PDF, then who goes with each ticket, or not now. */
function useConfirmedBottomBar(orderId: string, enabled: boolean, voucher: boolean) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const download = useTicketDownload(orderId);
  const actions = useMemo<BottomBarActions | null>(
    () =>
      enabled
        ? {
            leftLabel: t("bottomBar.downloadTicket"),
            onLeft: () => void download(),
            skipLabel: t("bottomBar.skipForNow"),
            onSkip: () => showBottomBar(false),
            // A voucher is not a dated visit: who goes is chosen when it is booked.
            ...(voucher ? {} : { rightLabel: t("bottomBar.continueToAddGuest"), onRight: () => void navigate(extraHref(site.prefix, "add-guest", orderId)) }),
          }
        : null,
    [enabled, voucher, t, download, navigate, site.prefix, orderId],
  );
  useBottomBar(actions);
}

function OrderView({ order, token, voucher, memberOrder }: { order: Order; token: string | null; voucher: boolean; memberOrder: boolean }) {
  const t = useT();
  const afterPurchase = memberOrder && order.status === "confirmed";
  useConfirmedBottomBar(order.reservation_code, afterPurchase, voucher);
  return (
    <div className={afterPurchase ? "pb-24" : undefined}>
      <header className="rounded-2xl bg-brand-navy p-6 text-white">
        <h1 className="text-3xl font-bold">{voucher ? t("extra.confirmed.voucherTitle") : t("order.confirmed.title")}</h1>
        <p className="mt-2">{t("order.confirmed.thanks", { name: order.guest.firstName, email: order.guest.email })}</p>
        {voucher ? <p className="mt-2" data-testid="voucher-note">{t("extra.confirmed.voucherText")}</p> : null}
        {order.status === "refunded" ? <p className="mt-2 font-bold" role="status">{t("order.confirmed.refunded")}</p> : null}
        <p className="mt-4 text-sm uppercase tracking-wide opacity-80">{t("order.confirmed.reservationCode")}</p>
        <p className="text-2xl font-bold" data-testid="reservation-code" dir="ltr">
          {order.reservation_code}
        </p>
      </header>

      <DocumentActions code={order.reservation_code} token={token} />
      {afterPurchase && !voucher ? <p className="mt-2 text-brand-slate" data-testid="after-purchase-hint">{t("extra.confirmed.nextSteps")}</p> : null}

      <OrderItems order={order} undated={voucher} />
      <OrderTickets order={order} undated={voucher} />
    </div>
  );
}

/** Following a payment still being confirmed: confirming (polling), still unknown after the pauses, or failed. */
type PaymentView =
  | { kind: "confirming" }
  | { kind: "unknown" }
  | { kind: "failed"; reason: string }
  | { kind: "settled"; justPaid: boolean };

function UncertainPayment({ id, view, onView }: { id: string; view: PaymentView; onView: (view: PaymentView) => void }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const loaded = useLoaderData<typeof clientLoader>();
  const member = useMember(site.member);
  const [round, setRound] = useState(0);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useEffect(() => {
    if (view.kind !== "confirming") return;
    let live = true;
    void (async () => {
      const pending = readPendingPayment(safeSessionStorage(), FUTURE_PAYMENT_STATUS_KEY, id);
      for (const delay of UNCERTAIN_POLL_DELAYS_MS) {
        await new Promise((resolve) => window.setTimeout(resolve, delay));
        if (!live || !shown.current) return;
        if (pending) {
          // The return page's session: capture is idempotent, and completes the purchase once the bank said yes.
          const answer = await captureCheckout(site, pending.checkoutSessionId);
          if (!live) return;
          if (!answer.ok) continue;
          const step = captureStep(answer.data);
          if (step.kind === "confirmed") {
            onView({ kind: "settled", justPaid: true });
            void navigate(completePurchase(site, answer.data, step.orderId), { replace: true });
            return;
          }
          if (step.kind === "failed") {
            if (step.clearCart) {
              useCart.getState().clearCartAndFlow();
              useCart.getState().clearTimer();
              announceCartChange();
            }
            return onView({ kind: "failed", reason: answer.data.reason ?? "" });
          }
        } else {
          // Opened elsewhere (no session kept in this tab): the booking opens once it exists.
          const details = await fetchBookingDetails({ ...site, token: member ? null : loaded.token }, id);
          if (!live) return;
          if (details.ok) {
            onView({ kind: "settled", justPaid: true });
            const url = new URL(window.location.href);
            url.searchParams.delete("isUnCertain");
            void navigate(`${url.pathname}${url.search}`, { replace: true });
            return;
          }
        }
      }
      if (live) onView({ kind: "unknown" });
    })();
    return () => {
      live = false;
    };
  }, [view.kind, round, id, site, member, loaded.token, navigate, onView]);

  return (
    <div role={view.kind === "failed" ? "alert" : "status"} className="rounded-2xl bg-brand-ice p-6" data-testid="payment-uncertain" data-state={view.kind}>
      <h1 className="text-2xl font-bold">{view.kind === "failed" ? t("order.confirmed.notOpened") : t("extra.confirmed.confirmingTitle")}</h1>
      {view.kind === "confirming" ? (
        <>
          <p className="mt-2">{t("extra.confirmed.uncertain")}</p>
          <LoaderDots label={t("common.loading")} />
        </>
      ) : null}
      {view.kind === "unknown" ? (
        <>
          <p className="mt-2">{t("extra.confirmed.uncertainStill")}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => {
              setRound((n) => n + 1);
              onView({ kind: "confirming" });
            }}
            data-testid="payment-check-again"
          >
            {t("extra.confirmed.checkAgain")}
          </button>
        </>
      ) : null}
      {view.kind === "failed" ? (
        <>
          <p className="mt-2 font-semibold">{t("extra.confirmed.failed")}</p>
          {view.reason ? <p className="mt-1">{view.reason}</p> : null}
          <Link to={`${site.prefix}/booking/personal-details`} className="btn-primary mt-4 inline-block">{t("extra.confirmed.backToCart")}</Link>
        </>
      ) : null}
    </div>
  );
}
