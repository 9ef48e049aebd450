// The printable invoice of a paid order, in English or Arabic (right to left), with the venue's VAT the prices include.
import { todayIn } from "../../shared/booking/calendar";
import { GUEST_TYPE_NAMES } from "../../shared/booking/plurals";
import { vatPercent } from "../../shared/contract/orders";
import type { Order } from "../../shared/contract/order-schemas";
import type { Locale } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import { PAYMENT_TYPE_NAMES, esc, formatAmount, say } from "../gateway/texts";
import { clockLabel } from "../../shared/clock";

export function invoiceHtml(order: Order, tenant: Tenant, locale: Locale): string {
  const money = (n: number) => esc(formatAmount(n, order.totals.currency, tenant.decimals, locale));
  // The basket check split the VAT-inclusive total into net and VAT at the venue's rate in the site's decimals.
  const { net, tax: vat } = order.totals;
  const dir = locale === "ar" ? "rtl" : "ltr";
  const rows = order.lines
    .flatMap((line) => [
      ...line.tickets.map(
        (t) =>
          `<tr><td>${esc(line.title)} (${esc(GUEST_TYPE_NAMES[t.guestType][locale])})</td><td>${esc(line.date)}${line.time ? ` ${esc(clockLabel(line.time, locale))}` : ""}</td>` +
          `<td>${t.quantity}</td><td>${money(t.unitPrice)}</td><td>${money(t.amount)}</td></tr>`,
      ),
      ...line.addOns.map(
        (a) => `<tr><td>${esc(a.title)}</td><td>${esc(line.date)}</td><td>${a.quantity}</td><td>${money(a.unitPrice)}</td><td>${money(a.amount)}</td></tr>`,
      ),
    ])
    .join("");
  const guest = order.guest;
  // Totals sit under the amount column, their label across the other four.
  const total = (label: string, amount: string) => `<tr><td colspan="4">${esc(label)}</td><td>${amount}</td></tr>`;
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(say(locale, "invoiceTitle"))} ${esc(order.reservation_code)} — ${esc(tenant.name[locale])}</title>
<style>
body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;margin:2rem auto;max-width:48rem;color:#111;padding:0 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.4rem;border-bottom:1px solid #ccc;text-align:start}
td:nth-child(n+3),th:nth-child(n+3){text-align:end}.totals td{border:none}.totals td:first-child{text-align:end}.totals tr:last-child td{font-weight:700;border-top:2px solid #111}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
@media print{body{margin:0}}
</style></head>
<body>
<h1>${esc(say(locale, "invoiceTitle"))} — ${esc(tenant.name[locale])}</h1>
${order.status === "refunded" ? `<p><strong>${esc(say(locale, "statusRefunded"))}</strong></p>` : ""}
<dl>
<dt>${esc(say(locale, "invoiceNumber"))}</dt><dd>${esc(order.reservation_code)}</dd>
<dt>${esc(say(locale, "invoiceDate"))}</dt><dd>${esc(todayIn(tenant.timeZone, new Date(order.paid_at)))}</dd>
<dt>${esc(say(locale, "billedTo"))}</dt><dd>${esc(`${guest.firstName} ${guest.lastName}`)}<br>${esc(guest.email)}<br><span dir="ltr">${esc(guest.mobile)}</span></dd>
<dt>${esc(say(locale, "paymentMethod"))}</dt><dd>${esc(PAYMENT_TYPE_NAMES[order.payment_type][locale])}</dd>
</dl>
<table>
<thead><tr><th>${esc(say(locale, "item"))}</th><th>${esc(say(locale, "visitDate"))}</th><th>${esc(say(locale, "quantity"))}</th><th>${esc(say(locale, "unitPrice"))}</th><th>${esc(say(locale, "amount"))}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot class="totals">
${total(say(locale, "subtotal"), money(order.totals.subtotal))}
${order.totals.discount > 0 ? total(say(locale, "discount"), `<span dir="ltr">−${money(order.totals.discount)}</span>`) : ""}
${total(say(locale, "net"), money(net))}
${total(say(locale, "vat").replace("{rate}", String(vatPercent(tenant.vatRate))), money(vat))}
${total(say(locale, "total"), money(order.totals.gross))}
</tfoot>
</table>
<p>${esc(say(locale, "vatIncluded"))}</p>
</body></html>`;
}
