// The ticket PDF's Arabic lines in the reader's order (the Unicode bidi algorithm): a guest buys Snow Park for three
// adults from the English and from the Arabic site and downloads the tickets; in the PDF the Arabic count reads "3
// بالغين" from the right (the digit drawn at the right end) and the visit's date line keeps the year before the time.
import { readFile } from "node:fs/promises";
import { guestCount } from "../shared/booking/plurals";
import { tenantBySlug } from "../tenants";
import { visualLine } from "../worker/tickets/arabic";
import { pageTexts } from "../worker/tickets/pdf-text.fixture";
import { CARDS, UAE_GUEST, addPassToCart, fillGuestAndContinue, payWithCard } from "./purchase";
import { expect, test, venueDate } from "./support";

test.describe.configure({ timeout: 120_000 });
const dubai = tenantBySlug("ski-dubai")!;

for (const locale of ["en", "ar"] as const) {
  test(`the ticket PDF bought from the ${locale} site draws its Arabic lines in reading order`, async ({ page }) => {
    const prefix = dubai.prefixes[locale];
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    await addPassToCart(page, prefix, venueDate(dubai.timeZone, locale === "en" ? 51 : 52), 3);
    await fillGuestAndContinue(page, UAE_GUEST);
    await payWithCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-tickets").click()]);
    const [summary] = await pageTexts(new Uint8Array(await readFile((await download.path())!)));
    const lines = summary!.split("\n");

    // The English count as written, the Arabic one drawn with its digit on the right.
    expect(lines).toContain(guestCount(3, "adult", "en"));
    const adults = visualLine(guestCount(3, "adult", "ar"), "rtl");
    expect(adults.endsWith(" 3")).toBe(true);
    expect(lines).toContain(adults);

    // The Arabic date line (drawn glyphs are presentation forms): the weekday at the right end; a time, when the
    // pass has one, drawn left of the year.
    const year = venueDate(dubai.timeZone, locale === "en" ? 51 : 52).slice(0, 4);
    const dateLine = lines.find((line) => line.includes(year) && /[\ufe70-\ufeff]/.test(line));
    expect(dateLine, lines.join("\n")).toBeDefined();
    const time = /\d{1,2}:\d{2}/.exec(dateLine!)?.[0];
    if (time) expect(dateLine!.indexOf(time)).toBeLessThan(dateLine!.indexOf(year));
    expect(dateLine!.trimEnd()).toMatch(/[\ufe70-\ufeff،]$/);
  });
}
