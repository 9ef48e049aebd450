// The staff console's content, enquiries and sales pages in Chromium, signed in as Snow Oman's staff through the
// identity provider: an Arabic FAQ answer edited, previewed on the real Arabic FAQ page (for this staff member only),
// published, seen by visitors and rolled back; an enquiry a visitor just sent appears and is marked handled; a place
// bought in the shop moves the sales page's sold count. Ski Dubai's pages are refused. Every page passes axe.
import type { Page } from "@playwright/test";
import { CARDS, OMAN_GUEST, addPassToCart, fillGuestAndContinue, payWithCard } from "./purchase";
import type { Browser } from "@playwright/test";
import { axeClean, consoleSignIn } from "./console-support";
import { expect, hydrated, test, venueDate, withStoredConsent } from "./support";

const OPS_OMAN = "ops.oman@example.com";

let visitors = 0;
/** A visitor's own browser (no staff session), with the consent choice stored and a client address of its own. */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${(++visitors % 200) + 20}` } });
  return (await withStoredConsent(context, baseURL)).newPage();
}

test("an Arabic FAQ answer edited, previewed, published, seen on the Arabic FAQ page and rolled back", async ({ page, browser, baseURL }) => {
  await consoleSignIn(page, OPS_OMAN);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { name: "Content: Snow Oman", level: 1 })).toBeVisible();
  await axeClean(page);
  await page.getByLabel("Language").selectOption("ar");
  await page.getByLabel("Document").selectOption("faq");
  await page.getByRole("button", { name: "Open document" }).click();
  await expect(page.getByRole("heading", { name: "faq, Arabic" })).toBeVisible();
  await axeClean(page);

  // The last answer: no other journey reads it.
  const answers = page.locator('textarea[name$=".answer"]');
  const last = answers.last();
  const original = await last.inputValue();
  // Arabic letters only, so the page shows it exactly as typed (numbers get isolating marks around them).
  const tag = Array.from({ length: 8 }, () => "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"[Math.floor(Math.random() * 28)]).join("");
  const edited = `<p>تحديث من فريق سنو عُمان ${tag}.</p>`;
  await last.fill(`${edited.slice(0, -4)}<script>alert(1)</script></p>`);

  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status")).toContainText("Preview ready (not published");
  await expect(page.getByRole("status")).toContainText("Markup not allowed was removed");
  await axeClean(page);
  const previewHref = (await page.getByRole("link", { name: "Open the Arabic preview" }).getAttribute("href"))!;
  const preview = await page.context().newPage();
  const previewAnswer = await preview.goto(previewHref);
  expect(previewAnswer?.status()).toBe(200);
  expect(previewAnswer?.headers()["cache-control"]).toBe("no-store");
  await expect(preview.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(preview.locator("main")).toContainText(edited.slice(3, -4));
  await preview.screenshot({ path: test.info().outputPath("faq-ar-preview.png"), fullPage: true });

  // A visitor sees the published answer, and the preview link is nothing to them.
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto("/ar-om/snow-oman/faq");
  await expect(visitor.locator("main")).not.toContainText(edited.slice(3, -4));
  expect((await visitor.goto(previewHref))?.status()).toBe(404);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: visitors see it on their next page load.");
  await expect(page.locator("tbody tr").first()).toContainText(OPS_OMAN);
  await expect(page.locator("tbody tr").first()).toContainText("(current)");
  await visitor.goto("/ar-om/snow-oman/faq");
  await expect(visitor.locator("main")).toContainText(edited.slice(3, -4));
  await visitor.screenshot({ path: test.info().outputPath("faq-ar-published.png"), fullPage: true });

  // Back to the version before this edit.
  await page.locator("tbody tr").last().getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("Rolled back");
  await expect(page.locator('textarea[name$=".answer"]').last()).toHaveValue(original);
  await page.screenshot({ path: test.info().outputPath("console-content-rolled-back.png"), fullPage: true });
  await visitor.goto("/ar-om/snow-oman/faq");
  await expect(visitor.locator("main")).not.toContainText(edited.slice(3, -4));
});

/** Ticks the captcha widget's box and waits for the browser's proof of work to finish. */
async function solveCaptcha(page: Page) {
  const widget = page.getByTestId("captcha-widget");
  await expect(widget).toBeVisible();
  await widget.locator('label[for^="altcha-checkbox"]').click();
  await expect.poll(async () => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState()), { timeout: 20_000 }).toBe("verified");
}

test("an enquiry a visitor just sent appears in the console and is marked handled", async ({ page, browser, baseURL }) => {
  const visitor = await visitorPage(browser, baseURL!);
  await visitor.goto("/en-om/snow-oman/contact-us");
  await hydrated(visitor);
  const email = `console.${Date.now()}@example.com`;
  await visitor.locator("#contact-firstName").fill("Layla");
  await visitor.locator("#contact-lastName").fill("Harthy");
  await visitor.locator("#contact-email").fill(email);
  await visitor.locator("#contact-mobile").fill("92123456");
  await visitor.locator("#contact-message").fill("Do you open early on Fridays?");
  await solveCaptcha(visitor);
  await visitor.getByTestId("contact-submit").click();
  await expect(visitor.getByTestId("contact-sent")).toBeVisible();
  const reference = (await visitor.getByTestId("contact-reference").locator("bdi").textContent())!;

  await consoleSignIn(page, OPS_OMAN);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries: Snow Oman" })).toBeVisible();
  await axeClean(page);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: `Enquiry ${reference}` })).toBeVisible();
  await expect(page.locator("main")).toContainText(email);
  await axeClean(page);
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked handled.");
  await expect(page.getByTestId("enquiry-state")).toContainText(`Handled by ${OPS_OMAN}`);

  // No longer among the open ones; among the handled ones.
  await page.goto("/ops/snow-oman/enquiries");
  await expect(page.getByRole("link", { name: reference })).toHaveCount(0);
  await page.getByLabel("State").selectOption("handled");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these as CSV" }).click();
  expect((await download).suggestedFilename()).toBe("enquiries-snow-oman.csv");
});

test("a place bought in the shop moves the sales page's sold count; Ski Dubai's sales are refused", async ({ page, browser, baseURL }) => {
  // A purchase, then up to one re-read of the page (30 seconds).
  test.setTimeout(150_000);
  const date = venueDate("Asia/Muscat", 163);
  await consoleSignIn(page, OPS_OMAN);
  await page.goto(`/ops/snow-oman/sales?from=${date}`);
  await expect(page.getByRole("heading", { name: "Sales: Snow Oman" })).toBeVisible();
  await axeClean(page);
  const soldOn = async () => {
    const cells = await page.locator(`details[data-date="${date}"] tr[data-product] td[data-count="sold"]`).allTextContents();
    return cells.reduce((sum, cell) => sum + Number(cell), 0);
  };
  // The venue's days are listed before any visitor has asked about them, the first one open.
  await expect(page.locator(`details[data-date="${date}"]`)).toHaveJSProperty("open", true);
  expect(await page.locator(`details[data-date="${date}"] tr[data-product]`).count()).toBeGreaterThan(0);
  const before = await soldOn();


  const guest = await visitorPage(browser, baseURL!);
  await addPassToCart(guest, "/en-om/snow-oman", date, 2);
  await fillGuestAndContinue(guest, OMAN_GUEST);
  await payWithCard(guest, CARDS.approved);
  await guest.waitForURL(/\/booking-confirmed\//);

  // The page reads its figures again by itself: no reload.
  const readAt = await page.getByTestId("sales-read-at").textContent();
  await expect.poll(soldOn, { timeout: 45_000 }).toBe(before + 2);
  await expect(page.getByTestId("sales-read-at")).not.toHaveText(readAt!);
  // The day that was open is still open after the re-read.

  await expect(page.locator(`details[data-date="${date}"]`)).toHaveJSProperty("open", true);
  await expect(page.locator('tr[data-state="confirmed"]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("console-sales.png"), fullPage: true });

  const refused = await page.goto("/ops/ski-dubai/sales");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("cannot see or change Ski Dubai");
});

test("the content, enquiries and sales pages pass axe on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await consoleSignIn(page, OPS_OMAN);
  for (const path of ["/ops/snow-oman/content?locale=ar&document=faq", "/ops/snow-oman/enquiries?state=", "/ops/snow-oman/sales"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await axeClean(page);
  }
  await page.screenshot({ path: test.info().outputPath("console-sales-phone.png"), fullPage: true });
});
