// The confirmed booking (booking-and-checkout §2, §4): reservation code, items, guests, date and slot, totals and a
// QR code per ticket, the ticket PDF and the invoice. Rendered in the browser: it needs the guest token.
import { useCallback, useEffect, useState } from "react";
import { Link, redirect, useLoaderData, useParams } from "react-router";
import { ORDER_ERROR_CODES, VAT_RATE, orderErrorMessage } from "../../../shared/contract/orders";
import type { Order } from "../../../shared/contract/order-schemas";
import { qrSvg } from "../../../shared/qr";
import type { GuestCounts } from "../../../shared/catalogue";
import { guestSummary } from "../../../shared/booking/plurals";
import { formatDateKey } from "../../../shared/date-key";
import { formatAmount } from "../../../shared/format";
import { LoaderDots } from "../../components/Loader";
import { PageHead } from "../../components/PageHead";
import { useT } from "../../i18n";
import { type CallFailure, isOutage } from "../../lib/api";
import { fetchBookingDetails, fetchInvoice, fetchTicketPdf } from "../../lib/order-calls";
import { readOrderToken, safeSessionStorage, takeTokenFromUrl, tokenFromHref } from "../../lib/order-token";
import { useMember } from "../../lib/member-store";
import { useSite } from "../../lib/site-context";
import { slotTimeLabel } from "../../components/cart/format";
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

/** Saves a file the browser holds (a Blob) under a name, through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function countsOf(line: Order["lines"][number]): GuestCounts {
  const counts: GuestCounts = { adult: 0, junior: 0, child: 0, infant: 0 };
  for (const ticket of line.tickets) counts[ticket.guestType] += ticket.quantity;
  return counts;
}

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
  const site = useSite();
  const money = (amount: number) => formatAmount(amount, order.totals.currency, site.tenant.decimals, site.locale);
  const rate = Math.round(VAT_RATE * 100);
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

      <section className="mt-8" aria-labelledby="order-items">
        <h2 id="order-items" className="text-xl font-bold">{t("order.confirmed.items")}</h2>
        <ul className="mt-3 divide-y rounded-2xl border">
          {order.lines.map((line) => (
            <li key={line.uniqueID} className="flex flex-wrap justify-between gap-2 p-4" data-testid="order-line">
              <div>
                <p className="font-bold">{line.title}</p>
                <p className="text-sm text-brand-slate">
                  {formatDateKey(line.date, site.locale)}
                  {line.time ? ` · ${slotTimeLabel(line.time, site.locale)}` : ""}
                </p>
                <p className="text-sm text-brand-slate">{guestSummary(countsOf(line), site.locale)}</p>
                {line.addOns.length ? (
                  <p className="text-sm text-brand-slate">
                    {t("order.confirmed.addOns")}: {line.addOns.map((a) => `${a.quantity} × ${a.title}`).join(", ")}
                  </p>
                ) : null}
              </div>
              <p className="font-bold">{money(line.gross)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-4 ms-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="order-totals">
          {order.totals.discount > 0 ? (
            <>
              <dt>{t("order.confirmed.subtotal")}</dt>
              <dd className="text-end">{money(order.totals.subtotal)}</dd>
              <dt>{t("order.confirmed.discount")}</dt>
              <dd className="text-end">−{money(order.totals.discount)}</dd>
            </>
          ) : null}
          <dt>{t("order.cart.vat", { rate })}</dt>
          <dd className="text-end">{money(order.totals.tax)}</dd>
          <dt className="font-bold">{t("order.confirmed.total")}</dt>
          <dd className="text-end font-bold">{money(order.totals.gross)}</dd>
        </dl>
      </section>

      <section className="mt-8" aria-labelledby="order-tickets">
        <h2 id="order-tickets" className="text-xl font-bold">{t("order.confirmed.tickets")}</h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {order.tickets.map((ticket) => (
            <li key={ticket.code} className="rounded-2xl border p-4 text-center" data-testid="order-ticket">
              <div
                className="mx-auto w-40"
                // The SVG is built from the ticket code by the shared QR encoder; its only text is the escaped label.
                dangerouslySetInnerHTML={{ __html: qrSvg(ticket.code, { size: 160, label: t("order.confirmed.ticketQr", { code: ticket.code }) }) }}
              />
              <p className="mt-2 font-bold">
                {t("order.confirmed.ticketFor", { guest: t(`catalogue.guest.${ticket.guestType}`), title: ticket.title })}
              </p>
              <p className="text-sm text-brand-slate">
                {formatDateKey(ticket.date, site.locale)}
                {ticket.time ? ` · ${slotTimeLabel(ticket.time, site.locale)}` : ""}
              </p>
              <p className="mt-1 font-mono text-xs" dir="ltr">{ticket.code}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Ticket PDF (downloaded as a file) and invoice (opened in a new tab), both fetched with the token header. */
function DocumentActions({ code, token }: { code: string; token: string | null }) {
  const t = useT();
  const site = useSite();
  const [busy, setBusy] = useState<"pdf" | "invoice" | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why a document failed: the refusal's words, or ours when the call got no answer. */
  const failed = (failure: CallFailure, outage: string) => setError(isOutage(failure) ? outage : failure.message);

  const download = useCallback(async () => {
    setBusy("pdf");
    setError(null);
    const result = await fetchTicketPdf({ ...site, token }, code);
    setBusy(null);
    if (result.ok) saveBlob(result.data, `tickets-${code}.pdf`);
    else failed(result, t("order.confirmed.downloadFailed"));
  }, [site, code, token, t]);

  const openInvoice = useCallback(async () => {
    // Opened at once (a popup allowed by the click), filled when the invoice arrives.
    const tab = window.open("", "_blank");
    setBusy("invoice");
    setError(null);
    const result = await fetchInvoice({ ...site, token }, code);
    setBusy(null);
    if (!result.ok) {
      tab?.close();
      failed(result, t("order.confirmed.invoiceFailed"));
      return;
    }
    const url = URL.createObjectURL(result.data);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }, [site, code, token, t]);

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" onClick={download} disabled={busy !== null} aria-busy={busy === "pdf"} data-testid="download-tickets">
        {busy === "pdf" ? t("order.confirmed.downloading") : t("order.confirmed.download")}
      </button>
      <button
        type="button"
        className="rounded-full border px-5 py-2 font-semibold"
        onClick={openInvoice}
        disabled={busy !== null}
        aria-busy={busy === "invoice"}
        data-testid="view-invoice"
      >
        {busy === "invoice" ? t("order.confirmed.invoiceLoading") : t("order.confirmed.invoice")}
      </button>
      <p role="alert" className="w-full text-sm font-semibold text-red-700" data-testid="document-error">
        {error ?? ""}
      </p>
    </div>
  );
}
