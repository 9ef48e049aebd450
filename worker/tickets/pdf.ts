// The ticket PDF of a paid order: a summary page with the totals, then one A5 page per ticket with its QR code,
// every label in English and Arabic. Arabic is shaped and reordered here (arabic.ts); the font is a cut DejaVu Sans.
// Import it with `await import("../tickets/pdf")` where a PDF is made: with pdf-lib, fontkit and the fonts it weighs
// about 1.5 MB, which a static import would load (and evaluate) at every start of the worker (docs/decisions/041).
import { vatPercent } from "../../shared/contract/orders";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, concatTransformationMatrix, fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingRgbColor } from "pdf-lib";
import type { Order } from "../../shared/contract/order-schemas";
import { QR_QUIET_ZONE, qrMatrix } from "../../shared/qr";
import { todayIn } from "../../shared/booking/calendar";
import type { Locale } from "../../shared/locale";
import { GUEST_TYPE_NAMES, guestCount } from "../../shared/booking/plurals";
import { baseDirection, visualLine } from "./arabic";
import { DEJAVU_SANS_BASE64, DEJAVU_SANS_BOLD_BASE64 } from "./font-data";
import { clockLabel } from "../../shared/clock";

export interface TicketPdfInput {
  order: Order;
  siteName: { en: string; ar: string };
  /** The language that leads (document language, the order of the summary's wording). */
  locale: Locale;
  /** Decimals of the site's currency. */
  decimals: 2 | 3;
  /** The venue's time zone, in which the payment's day is printed. */
  timeZone: string;
  /** The venue's VAT rate, printed beside the VAT the total includes. */
  vatRate: number;
}

/** A5 portrait, in points. */
export const TICKET_PAGE_SIZE: readonly [number, number] = [419.53, 595.28];
const MARGIN = 28;
/** Side of a ticket's QR code on the page, quiet zone included, in points (about 6.7 cm). */
export const TICKET_QR_SIDE = 190;

type Bilingual = { en: string; ar: string };

const L = {
  ticket: { en: "Ticket", ar: "تذكرة" },
  of: { en: "of", ar: "من" },
  summary: { en: "Booking summary", ar: "ملخص الحجز" },
  reservation: { en: "Reservation code", ar: "رمز الحجز" },
  guest: { en: "Guest", ar: "الضيف" },
  experience: { en: "Experience", ar: "التجربة" },
  date: { en: "Date", ar: "التاريخ" },
  time: { en: "Time", ar: "الوقت" },
  guestType: { en: "Guest type", ar: "فئة الضيف" },
  ticketCode: { en: "Ticket code", ar: "رمز التذكرة" },
  email: { en: "Email", ar: "البريد الإلكتروني" },
  mobile: { en: "Mobile", ar: "رقم الجوال" },
  paidOn: { en: "Paid on", ar: "تاريخ الدفع" },
  status: { en: "Status", ar: "الحالة" },
  subtotal: { en: "Subtotal", ar: "المجموع الفرعي" },
  discount: { en: "Discount", ar: "الخصم" },
  vat: { en: "VAT included ({rate}%)", ar: "ضريبة القيمة المضافة المشمولة ({rate}%)" },
  total: { en: "Total paid", ar: "إجمالي المدفوع" },
  tickets: { en: "Tickets", ar: "التذاكر" },
  show: { en: "Show this QR code at the entrance.", ar: "يرجى إبراز رمز الاستجابة السريعة عند المدخل." },
  valid: { en: "Valid only on the date shown.", ar: "صالحة فقط في التاريخ المذكور." },
} as const satisfies Record<string, Bilingual>;

const STATUS_WORDS: Record<Order["status"], Bilingual> = {
  confirmed: { en: "Confirmed", ar: "مؤكد" },
  refunded: { en: "Refunded", ar: "مسترد" },
};
const CURRENCY_WORDS: Record<Order["totals"]["currency"], Bilingual> = {
  AED: { en: "AED", ar: "درهم" },
  OMR: { en: "OMR", ar: "ر.ع." },
  EGP: { en: "EGP", ar: "ج.م." },
};

const INK = rgb(0.07, 0.09, 0.13);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.0, 0.36, 0.62);
const RULE = rgb(0.82, 0.85, 0.89);

function base64Bytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
// Decoded once per isolate: every PDF embeds (and subsets) from the same bytes.
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fonts() {
  fontBytes ??= { regular: base64Bytes(DEJAVU_SANS_BASE64), bold: base64Bytes(DEJAVU_SANS_BOLD_BASE64) };
  return fontBytes;
}

// Intl formatters are costly to build: one of each per isolate.
const AMOUNT_FORMATS = {
  2: new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  3: new Intl.NumberFormat("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
};
const DATE_OPTIONS = { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
let dateFormats: { en: Intl.DateTimeFormat; ar: Intl.DateTimeFormat } | undefined;

/** "1,234.500" with the site's decimals. */
export function formatAmount(amount: number, decimals: 2 | 3): string {
  return AMOUNT_FORMATS[decimals].format(amount);
}
function money(amount: number, currency: Order["totals"]["currency"], decimals: 2 | 3): Bilingual {
  const n = formatAmount(amount, decimals);
  return { en: `${CURRENCY_WORDS[currency].en} ${n}`, ar: `${n} ${CURRENCY_WORDS[currency].ar}` };
}

/** A date key in both languages, with Western digits: "Fri 14 Mar 2025" / "الجمعة 14 مارس 2025". */
function formatDate(dateKey: string): Bilingual {
  const [y, m, d] = dateKey.split("-").map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d!));
  dateFormats ??= { en: new Intl.DateTimeFormat("en-GB", DATE_OPTIONS), ar: new Intl.DateTimeFormat("ar-u-nu-latn", DATE_OPTIONS) };
  // Bidi control marks are not drawn: visualLine orders the text itself.
  const clean = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");
  return { en: clean(dateFormats.en.format(at)), ar: clean(dateFormats.ar.format(at)).replace(/,/g, "،") };
}

// Widths at size 1 per isolate: the same labels recur on every page and every document.
const WIDTHS = new Map<string, number>();
function unitWidth(font: PDFFont, bold: boolean, text: string): number {
  const key = (bold ? "b" : "r") + text;
  let w = WIDTHS.get(key);
  if (w === undefined) {
    if (WIDTHS.size > 4000) WIDTHS.clear();
    w = font.widthOfTextAtSize(text, 1);
    WIDTHS.set(key, w);
  }
  return w;
}

/** Draws text lines of one page, top down. */
class Sheet {
  y: number;
  readonly width: number;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.width = page.getWidth();
    this.y = page.getHeight() - MARGIN;
  }

  /**
   * Draws one line, ordered by the bidi algorithm in its direction: `dir` when the column has one (the Arabic side of
   * a pair is right to left, even when it starts with a digit), else its first strong letter's. align "start"
   * follows that direction.
   */
  text(
    text: string,
    opts: { size: number; bold?: boolean; color?: typeof INK; align?: "left" | "right" | "center" | "start"; y?: number; x?: number; maxWidth?: number; dir?: "ltr" | "rtl" },
  ): number {
    const font = opts.bold ? this.bold : this.regular;
    const widthAt = (t: string, size: number) => unitWidth(font, opts.bold === true, t) * size;
    const direction = opts.dir ?? baseDirection(text);
    const visual = visualLine(text, direction);
    let drawn = visual;
    const maxWidth = opts.maxWidth ?? this.width - 2 * MARGIN;
    // Too long: shrink down to 70 %, then cut (rare: titles are short).
    const size = Math.max(opts.size * 0.7, Math.min(opts.size, maxWidth / Math.max(widthAt(drawn, 1), 1e-6)));
    if (widthAt(drawn, size) > maxWidth) {
      const rtl = direction === "rtl";
      const chars = Array.from(visual);
      while (chars.length > 1 && widthAt(chars.join("") + "…", size) > maxWidth) rtl ? chars.shift() : chars.pop();
      drawn = rtl ? "…" + chars.join("") : chars.join("") + "…";
    }
    const w = widthAt(drawn, size);
    const align = opts.align === "start" || opts.align === undefined ? (direction === "rtl" ? "right" : "left") : opts.align;
    const x = opts.x ?? (align === "left" ? MARGIN : align === "right" ? this.width - MARGIN - w : (this.width - w) / 2);
    this.page.drawText(drawn, { x, y: opts.y ?? this.y, size, font, color: opts.color ?? INK });
    return w;
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.width - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
  }

  /** English on the left, Arabic on the right, one baseline. */
  pair(value: Bilingual, opts: { size: number; bold?: boolean; color?: typeof INK }) {
    const half = (this.width - 2 * MARGIN) / 2 - 6;
    this.text(value.en, { ...opts, align: "left", maxWidth: half });
    this.text(value.ar, { ...opts, align: "right", maxWidth: half, dir: "rtl" });
  }

  /** A labelled field: both labels small, then the value (one text, or English and Arabic side by side). */
  field(label: Bilingual, value: string | Bilingual, opts: { size?: number; bold?: boolean } = {}) {
    const size = opts.size ?? 12;
    this.pair(label, { size: 8, color: MUTED });
    this.down(size + 3);
    if (typeof value === "string") this.text(value, { size, bold: opts.bold, align: "start" });
    else this.pair(value, { size, bold: opts.bold });
    this.down(size * 0.5 + 9);
  }

  /** English label, amount in the middle, Arabic label: one row of the totals. */
  amountRow(label: Bilingual, amount: Bilingual, opts: { bold?: boolean; size?: number } = {}) {
    const size = opts.size ?? 10;
    const third = (this.width - 2 * MARGIN) / 3;
    this.text(label.en, { size, bold: opts.bold, align: "left", maxWidth: third });
    this.text(label.ar, { size, bold: opts.bold, align: "right", maxWidth: third, dir: "rtl" });
    this.text(amount.en, { size, bold: opts.bold, align: "center", maxWidth: third });
    this.down(size + 7);
  }

  header(siteName: Bilingual) {
    this.page.drawRectangle({ x: 0, y: this.page.getHeight() - 6, width: this.width, height: 6, color: ACCENT });
    this.down(10);
    this.pair(siteName, { size: 15, bold: true, color: ACCENT });
    this.down(12);
    this.rule();
    this.down(20);
  }
}

/** The QR code as filled squares (horizontal runs merged), lower-left corner at (x, y). */
function drawQr(page: PDFPage, text: string, x: number, y: number, side: number) {
  const { size, rows } = qrMatrix(text);
  const side_ = size + QR_QUIET_ZONE * 2;
  const unit = side / side_;
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  // Module units with the origin at the top-left module, y down: whole numbers keep the content stream short.
  const ops = [pushGraphicsState(), concatTransformationMatrix(unit, 0, 0, -unit, x + QR_QUIET_ZONE * unit, y + side - QR_QUIET_ZONE * unit)];
  ops.push(setFillingRgbColor(0, 0, 0));
  rows.forEach((row, r) => {
    for (let c = 0; c < size; c++) {
      if (!row[c]) continue;
      let end = c;
      while (end + 1 < size && row[end + 1]) end++;
      ops.push(rectangle(c, r, end + 1 - c, 1));
      c = end;
    }
  });
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

function guestName(order: Order): string {
  return `${order.guest.firstName} ${order.guest.lastName}`.trim();
}

function summaryPages(doc: PDFDocument, regular: PDFFont, bold: PDFFont, input: TicketPdfInput) {
  const { order, siteName, decimals } = input;
  const currency = order.totals.currency;
  let sheet = new Sheet(doc.addPage([...TICKET_PAGE_SIZE]), regular, bold);
  sheet.header(siteName);
  // Continues on a new page when the lines do not fit.
  const room = (points: number) => {
    if (sheet.y - points > MARGIN) return;
    sheet = new Sheet(doc.addPage([...TICKET_PAGE_SIZE]), regular, bold);
    sheet.header(siteName);
  };
  sheet.pair(L.summary, { size: 13, bold: true });
  sheet.down(28);
  sheet.field(L.reservation, order.reservation_code, { size: 18, bold: true });
  sheet.field(L.guest, guestName(order));
  sheet.field(
    { en: `${L.email.en} · ${L.mobile.en}`, ar: `${L.email.ar} · ${L.mobile.ar}` },
    `${order.guest.email} · ${order.guest.mobile}`,
    { size: 10 },
  );
  sheet.field(L.paidOn, formatDate(todayIn(input.timeZone, new Date(order.paid_at))), { size: 10 });
  sheet.field(L.status, STATUS_WORDS[order.status], { size: 10, bold: true });
  sheet.rule();
  sheet.down(18);

  for (const line of order.lines) {
    room(60 + line.tickets.length * 15 + line.addOns.length * 15);
    sheet.text(line.title, { size: 11, bold: true, align: "start" });
    sheet.down(14);
    const date = formatDate(line.date);
    const time = (locale: Locale) => (line.time ? ` · ${clockLabel(line.time, locale)}` : "");
    sheet.pair({ en: date.en + time("en"), ar: date.ar + time("ar") }, { size: 9, color: MUTED });
    sheet.down(15);
    for (const t of line.tickets) {
      const en = guestCount(t.quantity, t.guestType, "en");
      const ar = guestCount(t.quantity, t.guestType, "ar");
      sheet.amountRow({ en, ar }, money(t.amount, currency, decimals), { size: 9 });
    }
    for (const a of line.addOns) {
      sheet.amountRow({ en: `${a.quantity} × ${a.title}`, ar: `${a.title} × ${a.quantity}` }, money(a.amount, currency, decimals), { size: 9 });
    }
    sheet.down(6);
  }
  room(110);
  sheet.rule();
  sheet.down(18);
  const t = order.totals;
  sheet.amountRow(L.subtotal, money(t.subtotal, currency, decimals));
  if (t.discount > 0) sheet.amountRow(L.discount, money(-t.discount, currency, decimals));
  const rate = String(vatPercent(input.vatRate));
  sheet.amountRow({ en: L.vat.en.replace("{rate}", rate), ar: L.vat.ar.replace("{rate}", rate) }, money(t.tax, currency, decimals));
  sheet.down(2);
  sheet.amountRow(L.total, money(t.gross, currency, decimals), { bold: true, size: 12 });
  sheet.down(6);
  sheet.pair(
    { en: `${L.tickets.en}: ${order.tickets.length}`, ar: `${L.tickets.ar}: ${order.tickets.length}` },
    { size: 9, color: MUTED },
  );
}

function ticketPage(doc: PDFDocument, regular: PDFFont, bold: PDFFont, input: TicketPdfInput, index: number) {
  const { order, siteName } = input;
  const ticket = order.tickets[index]!;
  const count = order.tickets.length;
  const sheet = new Sheet(doc.addPage([...TICKET_PAGE_SIZE]), regular, bold);
  sheet.header(siteName);
  sheet.pair(
    { en: `${L.ticket.en} ${index + 1} ${L.of.en} ${count}`, ar: `${L.ticket.ar} ${index + 1} ${L.of.ar} ${count}` },
    { size: 11, bold: true },
  );
  sheet.down(8);
  drawQr(sheet.page, ticket.code, (sheet.width - TICKET_QR_SIDE) / 2, sheet.y - TICKET_QR_SIDE, TICKET_QR_SIDE);
  sheet.down(TICKET_QR_SIDE + 14);
  sheet.text(ticket.code, { size: 13, bold: true, align: "center" });
  sheet.down(24);
  sheet.field(L.reservation, order.reservation_code, { bold: true });
  // The person the member assigned the ticket to (docs/decisions/014), else the one who booked.
  sheet.field(L.guest, ticket.holder ?? guestName(order));
  sheet.field(L.experience, ticket.title);
  sheet.field(L.date, formatDate(ticket.date));
  if (ticket.time) sheet.field(L.time, { en: clockLabel(ticket.time, "en"), ar: clockLabel(ticket.time, "ar") });
  sheet.field(L.guestType, GUEST_TYPE_NAMES[ticket.guestType]);
  sheet.y = MARGIN + 14;
  sheet.pair(L.show, { size: 7.5, color: MUTED });
  sheet.down(11);
  sheet.pair(L.valid, { size: 7.5, color: MUTED });
}

/** The order's PDF: summary page(s), then one page per ticket. Title and subject carry the reservation code. */
export async function renderTicketPdf(input: TicketPdfInput): Promise<Uint8Array> {
  const { order, siteName, locale } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fonts();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const code = order.reservation_code;
  doc.setTitle(`${siteName[locale]} · ${code}`);
  doc.setSubject(code);
  doc.setKeywords([code, ...order.tickets.map((t) => t.code)]);
  doc.setAuthor(siteName.en);
  doc.setLanguage(locale);
  doc.setCreator(siteName.en);
  doc.setProducer(siteName.en);
  // The payment time, so the same order always gives the same document.
  const paid = new Date(order.paid_at);
  if (!Number.isNaN(paid.getTime())) {
    doc.setCreationDate(paid);
    doc.setModificationDate(paid);
  }
  summaryPages(doc, regular, bold, input);
  order.tickets.forEach((_, i) => ticketPage(doc, regular, bold, input, i));
  return doc.save();
}
