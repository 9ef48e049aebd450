// The ticket PDF in the Workers runtime: a valid document, one summary page and one page per ticket, each ticket page
// carrying its codes and the Arabic labels as drawn, metadata naming the reservation, and the time it takes.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { visualLine } from "./arabic";
import { formatAmount, renderTicketPdf, type TicketPdfInput } from "./pdf";
import { latin1, pageTexts } from "./pdf-text.fixture";
import { sampleOrder } from "./sample-order.fixture";

const SITE = { en: "Ski Dubai", ar: "سكي دبي" };
const input = (over: Partial<TicketPdfInput> = {}): TicketPdfInput => ({ order: sampleOrder(), siteName: SITE, locale: "en", decimals: 2, timeZone: "Asia/Dubai", vatRate: 0.05, ...over });
describe("renderTicketPdf", () => {
  it("is a PDF with a summary page and one page per ticket", async () => {
    const bytes = await renderTicketPdf(input());
    const text = latin1(bytes);
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1 + 8);
    const [width, height] = [doc.getPage(1).getWidth(), doc.getPage(1).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([420, 595]); // A5
  });

  it("names the reservation in the metadata", async () => {
    const doc = await PDFDocument.load(await renderTicketPdf(input({ locale: "ar" })));
    expect(doc.getSubject()).toBe("SKD-7K2Q9M4XPA");
    expect(doc.getTitle()).toBe("سكي دبي · SKD-7K2Q9M4XPA");
    expect(doc.getKeywords()).toContain("SKD-7K2Q9M4XPA-08");
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-03-10T09:41:00.000Z");
  });

  it("prints every ticket's codes, details and both languages' labels, Arabic shaped right to left", async () => {
    const pages = await pageTexts(await renderTicketPdf(input({ order: sampleOrder("ar"), locale: "ar" })));
    const tickets = pages.slice(1);
    expect(tickets).toHaveLength(8);
    tickets.forEach((page, i) => {
      expect(page).toContain(`SKD-7K2Q9M4XPA-0${i + 1}`);
      expect(page).toContain("SKD-7K2Q9M4XPA\n");
      expect(page).toContain("Ski Dubai");
      expect(page).toContain(visualLine("سكي دبي"));
      expect(page).toContain(`Ticket ${i + 1} of 8`);
      expect(page).toContain(visualLine(`تذكرة ${i + 1} من 8`));
      expect(page).toContain("Reservation code");
      expect(page).toContain(visualLine("رمز الحجز"));
      expect(page).toContain("Omar Al Fahim");
    });
    expect(tickets[0]).toContain(visualLine("منحدر التزلج – جلسة ساعتين"));
    expect(tickets[0]).toContain("10:30 AM");
    expect(tickets[0]).toContain("Fri, 14 Mar 2025");
    expect(tickets[3]).toContain("Junior");
    expect(tickets[3]).toContain(visualLine("ناشئ"));
    expect(tickets[7]).toContain(visualLine("لقاء البطاريق (السلام عليكم)"));
    expect(tickets[7]).not.toContain("Time");
    // Drawn glyphs are presentation forms, never the unjoined letters.
    expect(tickets[0]).not.toMatch(/[\u0621-\u064a]/);
  });

  it("sums up the order with amounts in the site's decimals", async () => {
    const [summary] = await pageTexts(await renderTicketPdf(input()));
    expect(summary).toContain("Booking summary");
    expect(summary).toContain(visualLine("ملخص الحجز"));
    expect(summary).toContain("SKD-7K2Q9M4XPA");
    expect(summary).toContain("3 Adults");
    expect(summary).toContain("AED 630.00");
    expect(summary).toContain("AED -155.10");
    expect(summary).toContain("Total paid");
    expect(summary).toContain("AED 1,395.90");
    expect(summary).toContain(visualLine("إجمالي المدفوع"));

    const order = sampleOrder();
    const omr = { ...order, totals: { ...order.totals, currency: "OMR" as const, gross: 13.9 } };
    const [oman] = await pageTexts(await renderTicketPdf(input({ order: omr, decimals: 3, siteName: { en: "Snow Oman", ar: "سنو عُمان" } })));
    expect(oman).toContain("OMR 13.900");
    expect(oman).toContain(visualLine("سنو عُمان"));
    expect(formatAmount(1234.5, 3)).toBe("1,234.500");
  });

  it("draws Arabic lines that start with a digit right to left: the count on the right, the time after the year", async () => {
    const [summary] = await pageTexts(await renderTicketPdf(input({ locale: "ar" })));
    const lines = summary!.split("\n");
    // "3 بالغين" reads from the right: the digit is drawn last, at the right end.
    const adults = visualLine("3 بالغين", "rtl");
    expect(lines).toContain(adults);
    expect(adults.endsWith(" 3")).toBe(true);
    expect(lines).not.toContain("3 " + visualLine("بالغين"));
    // The visit's date line: weekday, day, month, year, then the time, so the time is drawn left of the year.
    const dateLine = lines.find((line) => line.includes("2025") && /[\ufe70-\ufeff]/.test(line) && line.includes("10:30"))!;
    expect(dateLine).toBeDefined();
    expect(dateLine.indexOf("10:30")).toBeLessThan(dateLine.indexOf("2025"));
    expect(dateLine.endsWith(visualLine("الجمعة"))).toBe(true);
  });

  it("gives an order of one ticket two pages and survives a long title", async () => {
    const order = sampleOrder();
    const one = { ...order, lines: order.lines.slice(0, 1), tickets: [{ ...order.tickets[0]!, title: "A very long experience title ".repeat(6) }] };
    const doc = await PDFDocument.load(await renderTicketPdf(input({ order: one })));
    expect(doc.getPageCount()).toBe(2);
  });
});

