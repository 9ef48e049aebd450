// The parts of a paid order's view shared by the confirmation page and the member's bookings (booking-and-checkout
// §2, §4; content-and-account §2): its items with the totals, a QR code per ticket, and the ticket PDF and invoice.
// A signed-in member's session opens the documents; a guest's token is passed in.
import { useCallback, useState } from "react";
import { vatPercent } from "../../../shared/contract/orders";
import type { Order } from "../../../shared/contract/order-schemas";
import { qrSvg } from "../../../shared/qr";
import type { GuestCounts } from "../../../shared/catalogue";
import { guestSummary } from "../../../shared/booking/plurals";
import { formatDateKey } from "../../../shared/date-key";
import { formatAmount } from "../../../shared/format";
import { useT } from "../../i18n";
import { type CallFailure, isOutage } from "../../api/api";
import { fetchInvoice, fetchTicketPdf } from "../../cart/order-calls";
import { useSite } from "../../layout/site-context";
import { clockLabel } from "../../../shared/clock";

/** Saves a file the browser holds (a Blob) under a name, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** The order's items (date, slot, guests, add-ons, price) and its totals. */
export function OrderItems({ order, undated = false }: { order: Order; undated?: boolean }) {
  const t = useT();
  const site = useSite();
  const money = (amount: number) => formatAmount(amount, order.totals.currency, site.tenant.decimals, site.locale);
  const rate = vatPercent(site.tenant.vatRate);
  return (
    <section className="mt-8" aria-labelledby="order-items">
      <h2 id="order-items" className="text-xl font-bold">{t("order.confirmed.items")}</h2>
      <ul className="mt-3 divide-y rounded-2xl border">
        {order.lines.map((line) => (
          <li key={line.uniqueID} className="flex flex-wrap justify-between gap-2 p-4" data-testid="order-line">
            <div>
              <p className="font-bold">{line.title}</p>
              {/* A voucher is not a dated visit: no date or time (isAlpineVoucher). */}
              {undated ? null : (
                <p className="text-sm text-brand-slate">
                  {formatDateKey(line.date, site.locale)}
                  {line.time ? ` · ${clockLabel(line.time, site.locale)}` : ""}
                </p>
              )}
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

  );
}

/** A QR code per ticket, with its guest type, title, date and code. */
export function OrderTickets({ order, undated = false }: { order: Order; undated?: boolean }) {
  const t = useT();
  const site = useSite();
  return (
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
            {ticket.holder ? <p className="text-sm font-semibold" data-testid="ticket-holder">{ticket.holder}</p> : null}
            {undated ? null : (
              <p className="text-sm text-brand-slate">
                {formatDateKey(ticket.date, site.locale)}
                {ticket.time ? ` · ${clockLabel(ticket.time, site.locale)}` : ""}
              </p>
            )}
            <p className="mt-1 font-mono text-xs" dir="ltr">{ticket.code}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Ticket PDF (downloaded as a file) and invoice (opened in a new tab), both fetched with the guest token's header, or
 * with the member's session when there is no token. A refunded booking has no tickets to download.
 */
export function DocumentActions({ code, token, withTickets = true }: { code: string; token: string | null; withTickets?: boolean }) {
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
      {withTickets ? (
        <button type="button" className="btn-primary" onClick={download} disabled={busy !== null} aria-busy={busy === "pdf"} data-testid="download-tickets">
          {busy === "pdf" ? t("order.confirmed.downloading") : t("order.confirmed.download")}
        </button>
      ) : null}
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
