// The confirmation e-mail of a paid order, in the order's language (Arabic right to left): the reservation code, what
// was bought, the amount paid, the way back to the booking and the tickets (the PDF, attached by the outbox). Every
// value from the order is escaped in the HTML part and kept to one line where it reaches a header.
import { GUEST_TYPE_NAMES } from "../../shared/booking/plurals";
import type { Order } from "../../shared/contract/order-schemas";
import { formatAmount } from "../../shared/format";
import type { Locale } from "../../shared/locale";
import { escapeMarkup as esc, fillPlaceholders } from "../../shared/text";
import type { Tenant } from "../../shared/tenant";
import { mailNameOf, mailSubjectOf } from "./safe-header";
import { clockLabel } from "../../shared/clock";

const TEXTS = {
  en: {
    subject: "Your booking {code} at {site} is confirmed",
    greeting: "Hello {name},",
    thanks: "Thank you for booking with {site}. Your booking is confirmed.",
    code: "Reservation code",
    items: "Your booking",
    paid: "Total paid",
    tickets: "Your tickets are attached to this e-mail as a PDF; show them at the entrance.",
    find: "See your booking at any time with your reservation code and this e-mail address:",
    findLink: "Find your booking",
    footer: "This e-mail was sent by {site} because a booking was made with this address.",
  },
  ar: {
    subject: "تم تأكيد حجزك {code} في {site}",
    greeting: "مرحباً {name}،",
    thanks: "شكراً لحجزك مع {site}. تم تأكيد حجزك.",
    code: "رمز الحجز",
    items: "حجزك",
    paid: "المبلغ المدفوع",
    tickets: "تذاكرك مرفقة بهذا البريد الإلكتروني بصيغة PDF؛ يرجى إبرازها عند الدخول.",
    find: "يمكنك الاطلاع على حجزك في أي وقت باستخدام رمز الحجز وعنوان البريد الإلكتروني هذا:",
    findLink: "ابحث عن حجزك",
    footer: "أرسل {site} هذا البريد الإلكتروني لأن حجزاً تم باستخدام هذا العنوان.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

const fill = (text: string, values: Record<string, string>) => fillPlaceholders(text, values, () => "");

export interface ConfirmationMail {
  to: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
  /** The ticket PDF's file name. */
  ticketsFileName: string;
  /** Where the guest finds the booking again (find-your-booking with the code filled in). */
  bookingUrl: string;
}

/** The address of find-your-booking for this order on the shop at `origin` (http or https only). */
export function bookingUrlOf(origin: string, tenant: Tenant, locale: Locale, code: string): string {
  const base = new URL(origin);
  if (base.protocol !== "https:" && base.protocol !== "http:") throw new Error("the shop's origin is not http(s)");
  const url = new URL(`${tenant.prefixes[locale]}/find-your-booking`, base.origin);
  url.searchParams.set("code", code);
  return url.href;
}

/** One row per ticket type and per add-on of each line: what, when, how many, how much. */
function rowsOf(order: Order, locale: Locale, money: (n: number) => string) {
  return order.lines.flatMap((line) => {
    const when = line.time ? `${line.date} ${clockLabel(line.time, locale)}` : line.date;
    return [
      ...line.tickets
        .filter((t) => t.quantity > 0)
        .map((t) => ({ what: `${line.title} (${GUEST_TYPE_NAMES[t.guestType][locale]})`, when, quantity: t.quantity, amount: money(t.amount) })),
      ...line.addOns.filter((a) => a.quantity > 0).map((a) => ({ what: a.title, when, quantity: a.quantity, amount: money(a.amount) })),
    ];
  });
}

export function confirmationMail(order: Order, tenant: Tenant, origin: string): ConfirmationMail {
  const locale: Locale = order.locale === "ar" ? "ar" : "en";
  const t = TEXTS[locale];
  const site = tenant.name[locale];
  const code = order.reservation_code;
  const name = mailNameOf(`${order.guest.firstName} ${order.guest.lastName}`);
  const money = (n: number) => formatAmount(n, order.totals.currency, tenant.decimals, locale);
  const rows = rowsOf(order, locale, money);
  const bookingUrl = bookingUrlOf(origin, tenant, locale, code);
  const greeting = fill(t.greeting, { name: mailNameOf(order.guest.firstName) || name });
  const total = money(order.totals.gross);

  const text = [
    greeting,
    "",
    fill(t.thanks, { site }),
    "",
    `${t.code}: ${code}`,
    "",
    `${t.items}:`,
    ...rows.map((r) => `- ${r.what}, ${r.when}, × ${r.quantity}: ${r.amount}`),
    "",
    `${t.paid}: ${total}`,
    "",
    t.tickets,
    "",
    t.find,
    bookingUrl,
    "",
    "--",
    fill(t.footer, { site }),
  ].join("\n");

  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = locale === "ar" ? "right" : "left";
  const cell = `padding:6px 8px;border-bottom:1px solid #dde3ea;text-align:${align}`;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(fill(t.subject, { code, site }))}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f4f7fa;font-family:Tahoma,Arial,sans-serif;color:#0b1f3a;text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${esc(site)}</h1>
<p>${esc(greeting)}</p>
<p>${esc(fill(t.thanks, { site }))}</p>
<p style="font-size:16px">${esc(t.code)}: <strong><bdi dir="ltr">${esc(code)}</bdi></strong></p>
<h2 style="font-size:16px;margin:24px 0 8px">${esc(t.items)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
${rows.map((r) => `<tr><td style="${cell}">${esc(r.what)}</td><td style="${cell}"><bdi dir="ltr">${esc(r.when)}</bdi></td><td style="${cell}">× ${r.quantity}</td><td style="${cell}">${esc(r.amount)}</td></tr>`).join("\n")}
<tr><td colspan="3" style="${cell};font-weight:bold">${esc(t.paid)}</td><td style="${cell};font-weight:bold">${esc(total)}</td></tr>
</table>
<p style="margin-top:24px">${esc(t.tickets)}</p>
<p>${esc(t.find)}</p>
<p><a href="${esc(bookingUrl)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(t.findLink)}</a></p>
<p style="font-size:12px;color:#5b6b7f;margin-top:32px">${esc(fill(t.footer, { site }))}</p>
</div>
</body>
</html>`;

  return {
    to: { name, email: order.guest.email },
    subject: mailSubjectOf(fill(t.subject, { code, site })),
    text,
    html,
    ticketsFileName: `tickets-${code}.pdf`,
    bookingUrl,
  };
}
