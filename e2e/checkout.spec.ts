// The purchase path in the browser: a pass bought with the sandbox gateway's test cards (approved, declined, 3-D Secure)
// in English and Arabic, the ticket PDF, a promo code, and the booking session's warning and end on a controlled clock.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DIAL_COUNTRIES } from "../shared/dial-codes";
import { tenantBySlug } from "../tenants";
import { CARDS, OMAN_GUEST, UAE_GUEST, addPassToCart, amountOf, cartCount, confirmationMailOf, fillGuestAndContinue, payWithCard } from "./purchase";
import { expect, test, venueDate } from "./support";

// A purchase walks up to seven pages and the gateway's hosted page: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const dubai = tenantBySlug("ski-dubai")!;
const oman = tenantBySlug("snow-oman")!;

/** Checks the confirmed page: code, totals, a QR per ticket, no token in the address, and the ticket PDF. */
async function expectConfirmed(page: Page, codePrefix: string, tickets: number) {
  return test.step("the confirmed page and the ticket PDF", () => checkConfirmed(page, codePrefix, tickets));
}

async function checkConfirmed(page: Page, codePrefix: string, tickets: number) {
  await page.waitForURL(/\/booking-confirmed\//);
  const code = page.getByTestId("reservation-code");
  await expect(code).toHaveText(new RegExp(`^\\s*${codePrefix}-[A-Z0-9]{10}\\s*$`));
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("order-totals")).toBeVisible();
  await expect(page.getByTestId("order-ticket")).toHaveCount(tickets);
  const qrs = page.getByTestId("order-ticket").locator("svg[role='img']");
  await expect(qrs).toHaveCount(tickets);
  // The guest token leaves the address (and the history entry) at once.
  await expect(page).not.toHaveURL(/token=/);
  expect(new URL(page.url()).search).not.toContain("token");

  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/provider/generate-ticket-pdf")),
    page.waitForEvent("download"),
    page.getByTestId("download-tickets").click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByTestId("document-error")).toHaveText("");
  return (await code.textContent())!.trim();
}

test("a guest buys a pass with the approved card in English on Dubai and downloads the ticket PDF", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 31);
  await addPassToCart(page, dubai.prefixes.en, date);
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByTestId("session-countdown")).toBeVisible();
  await expect(page.getByTestId("session-countdown")).toContainText("Your booking is held until");
  const cartTotal = amountOf(await page.getByTestId("totals-total").textContent());
  expect(cartTotal).toBeGreaterThan(0);

  await fillGuestAndContinue(page, UAE_GUEST);
  await payWithCard(page, CARDS.approved);
  await expectConfirmed(page, "SKD", 2);
  await expect(page.locator("h1")).toHaveText("Your booking is confirmed");
  const totals = page.getByTestId("order-totals");
  await expect(totals).toContainText("AED");
  await expect(totals).toContainText(/\d+\.\d{2}\b/);
  await expect(totals).toContainText(`${cartTotal.toFixed(2)}`);
  // The paid cart is gone: no count in the header and no countdown, nor the place kept for it.
  await expect(cartCount(page)).toHaveCount(0);
  await expect(page.getByTestId("session-countdown")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-held");
  await page.screenshot({ path: "screenshots/e2e-checkout-en-dubai-confirmed.png", fullPage: true });

  // A reload goes through the server, whose URL normalisation lower-cases the path: the booking still shows.
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/booking-confirmed/${code.toLowerCase()}`));
  await expect(page.getByTestId("reservation-code")).toHaveText(code);
  await expect(page.getByTestId("order-ticket")).toHaveCount(2);
});

test("in Arabic on Oman: right to left, amounts with 3 decimals, the confirmed page in Arabic", async ({ page }) => {
  const date = venueDate(oman.timeZone, 32);
  await addPassToCart(page, oman.prefixes.ar, date);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", /^ar/);
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByTestId("session-countdown")).toBeVisible();
  await expect(page.getByTestId("totals-total")).toHaveText(/\d+\.\d{3}(?!\d)/);
  // The Arabic comma between the two links of the terms line.
  await expect(page.locator("label[for='guest-terms']")).toHaveText(/\)?الشروط والأحكام،\s/);

  await fillGuestAndContinue(page, OMAN_GUEST);
  await payWithCard(page, CARDS.approved);
  await expectConfirmed(page, "SMO", 2);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("h1")).toHaveText("تم تأكيد حجزك");
  const totals = page.getByTestId("order-totals");
  await expect(totals).toContainText(/\d+\.\d{3}(?!\d)/);
  await expect(totals).toContainText("ر.ع.");
  await expect(page.getByTestId("order-ticket").first()).toContainText(/[\u0600-\u06FF]/);
  await expect(cartCount(page)).toHaveCount(0);
  await page.screenshot({ path: "screenshots/e2e-checkout-ar-oman-confirmed.png", fullPage: true });
  // One confirmation e-mail in the real mail catcher, in Arabic, with the ticket PDF (e2e/global-setup.mjs).
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  const mail = await confirmationMailOf(code);
  expect(mail.subject).toBe(`تم تأكيد حجزك ${code} في ${oman.name.ar}`);
  expect(mail.envelope.to).toEqual(["sam.frost@example.com"]);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.text).toContain("رمز الحجز");
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`tickets-${code}.pdf`, "application/pdf"]]);
});

test("the guest form's country lists are whole with the form, for the keyboard and a tap alike", async ({ page }) => {
  await addPassToCart(page, oman.prefixes.ar, venueDate(oman.timeZone, 32));
  const residence = page.locator("#guest-countryOfResidence");
  const dialCode = page.locator("#guest-mobileRegion");
  // A browser that never comes to rest still gets every country with the form's first render.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });
  await page.reload();
  await expect(page.getByTestId("guest-form")).toBeVisible();
  await expect(residence.locator("option")).toHaveCount(DIAL_COUNTRIES.length + 1);
  await expect(dialCode.locator("option")).toHaveCount(DIAL_COUNTRIES.length);
  await expect(dialCode).toHaveValue("om");
  // The keyboard: Tab into the list, and the arrow moves through the countries.
  await page.locator("#guest-mobile").focus();
  await page.keyboard.press("Tab");
  await expect(residence).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(residence).not.toHaveValue("");
  // A tap on the dial codes, then a choice.
  await dialCode.click();
  await page.keyboard.press("Escape");
  await dialCode.selectOption("ae");
  await expect(dialCode).toHaveValue("ae");
});

test("the declined card lands on booking-failed with the reason, and the cart is intact", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 33);
  await addPassToCart(page, dubai.prefixes.en, date);
  const line = await page.getByTestId("cart-line").textContent();
  await fillGuestAndContinue(page, UAE_GUEST);
  await payWithCard(page, CARDS.declined);

  await page.waitForURL(/\/booking-failed/);
  await expect(page.getByTestId("booking-failed-reason")).toContainText("Your payment was declined.");
  await expect(cartCount(page)).toHaveText("1");
  // The two ways on sit on one line, their words on one baseline.
  const middle = async (testId: string) => {
    const box = (await page.getByTestId(testId).boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await middle("failed-back-to-cart")) - (await middle("failed-try-another")))).toBeLessThanOrEqual(1);
  await page.screenshot({ path: "screenshots/e2e-checkout-en-booking-failed.png" });
  await page.getByTestId("failed-back-to-cart").click();
  await page.waitForURL(/\/booking\/personal-details/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toHaveText(line!);
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByTestId("session-countdown")).toBeVisible();
});

test("the 3-D Secure card shows the challenge, and approving it confirms the booking", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 34);
  await addPassToCart(page, dubai.prefixes.en, date, 1);
  await fillGuestAndContinue(page, UAE_GUEST);
  await payWithCard(page, CARDS.challenge);

  // The challenge page, with Approve and Fail.
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await expect(page.getByRole("heading", { name: "3-D Secure check" })).toBeVisible();
  const approve = page.locator("button.primary");
  await expect(approve).toHaveText("Approve");
  await expect(page.locator("button[name='action'][value='fail']")).toHaveText("Fail");
  await approve.click();
  await expectConfirmed(page, "SKD", 1);
  await expect(cartCount(page)).toHaveCount(0);
});

test("a promo code: an unknown code is refused with a message and changes nothing, SNOW10 takes 10% off", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 35);
  await addPassToCart(page, dubai.prefixes.en, date);
  const total = page.getByTestId("totals-total");
  const before = amountOf(await total.textContent());

  await page.locator("#promo-code-input").fill("NOPE123");
  await page.getByTestId("promo-apply").click();
  await expect(page.locator("#promo-code-error")).toHaveText("This promo code is not valid.");
  await expect(page.locator("#promo-code-input")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("totals-discount")).toHaveCount(0);
  expect(amountOf(await total.textContent())).toBe(before);

  await page.locator("#promo-code-input").fill("SNOW10");
  await page.getByTestId("promo-apply").click();
  await expect(page.getByTestId("promo-applied")).toContainText("SNOW10");
  await expect(page.getByTestId("totals-discount")).toHaveCount(1);
  await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo(before * 0.9, 2);
  expect(amountOf(await page.getByTestId("totals-discount").textContent())).toBeCloseTo(before * 0.1, 2);
});

test("in Arabic, an unknown promo code is refused in Arabic", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 36);
  await addPassToCart(page, dubai.prefixes.ar, date, 1);
  const before = await page.getByTestId("totals-total").textContent();
  await page.locator("#promo-code-input").fill("NOPE123");
  await page.getByTestId("promo-apply").click();
  await expect(page.locator("#promo-code-error")).toHaveText("رمز الخصم هذا غير صالح.");
  await expect(page.getByTestId("totals-discount")).toHaveCount(0);
  await expect(page.getByTestId("totals-total")).toHaveText(before!);
});

test("a discount waits for a time slot: on Oman's time-based pass without one, it is refused in Arabic and nothing changes", async ({ page }) => {
  const date = venueDate(oman.timeZone, 38);
  await page.goto(`${oman.prefixes.ar}/booking/buy-tickets?card=snow-park&date=${date}&adult=1&junior=0&child=0&infant=0`);
  await page.waitForURL(/add-activity/);
  // Straight to the cart, leaving the time slot unchosen.
  await page.goto(`${oman.prefixes.ar}/booking/personal-details`);
  const before = await page.getByTestId("totals-total").textContent();
  await page.locator("#promo-code-input").fill("SNOW10");
  await page.getByTestId("promo-apply").click();
  await expect(page.locator("#promo-code-error")).toHaveText("يرجى اختيار فترة زمنية لكل تذكرة قبل إضافة الخصم.");
  await expect(page.getByTestId("promo-applied")).toHaveCount(0);
  await expect(page.getByTestId("totals-total")).toHaveText(before!);
});

test("the session timer on a controlled clock: the warning, Continue extends, then the end clears the cart", async ({ page }) => {
  // Installed before the first page, so the shop's timers run on it; it keeps flowing until fast-forwarded.
  await page.clock.install();
  const date = venueDate(dubai.timeZone, 37);
  await addPassToCart(page, dubai.prefixes.en, date, 1);
  await expect(cartCount(page)).toHaveText("1");
  const countdown = page.getByTestId("session-countdown");
  await expect(countdown).toBeVisible();
  const heldUntil = (await countdown.locator("span").first().textContent())!;

  // 5 minutes before the end (30 minutes): the warning.
  await page.clock.fastForward("25:30");
  const warning = page.getByRole("dialog", { name: "Your booking session ends in 5 minutes" });
  await expect(warning).toBeVisible();
  await expect(page.getByTestId("session-warning-modal")).toBeVisible();
  await warning.getByTestId("session-continue").click();
  // Extended by 15 minutes on the provider: the modal closes, a toast and the countdown say the new end.
  await expect(warning).toHaveCount(0);
  await expect(page.locator("[data-group='booking-toast']")).toContainText("Your booking is now held until");
  await expect(countdown.locator("span").first()).not.toHaveText(heldUntil);

  // Past the extended end (30 + 15 minutes from the start): the end modal, and the cart is cleared.
  await page.clock.fastForward("20:00");
  const ended = page.getByRole("dialog", { name: "Your booking session has ended" });
  await expect(ended).toBeVisible();
  await expect(cartCount(page)).toHaveCount(0);
  await expect(countdown).toHaveCount(0);
  await ended.getByTestId("session-find-tickets").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/passes-packages\/explore/);
  await expect(ended).toHaveCount(0);
});

test("at 1280×900 the booking bar never covers the Pay button or the messages around it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addPassToCart(page, dubai.prefixes.en, venueDate(dubai.timeZone, 39));
  await fillGuestAndContinue(page, UAE_GUEST);
  // The payment page shows the booking bar (the spec hides it on the booking steps only), kept clear of the actions.
  await expect(page.getByTestId("booking-bar")).toHaveCount(1);
  const actions = page.getByTestId("payment-actions");
  await expect(page.getByTestId("pay")).toBeVisible();
  const uncovered = () =>
    actions.evaluate((element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      const points: [number, number][] = [];
      for (let x = left + 4; x < right; x += 40) for (let y = top + 4; y < Math.min(bottom, innerHeight); y += 8) points.push([x, y]);
      return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
    });
  await expect.poll(uncovered).toBe(true);
  await page.screenshot({ path: "screenshots/e2e-checkout-en-payment-1280x900.png" });
});

test("a confirmation link opened without its token says the booking could not be opened, never that it is confirmed", async ({ page }) => {
  await page.goto(`${dubai.prefixes.en}/booking-confirmed/SKD-7K2Q9M4XPA?fromBooking=true`);
  const failure = page.getByTestId("booking-confirmed-error");
  await expect(failure).toContainText("This booking cannot be opened with this link.");
  await expect(page.locator("h1")).toHaveText("This booking could not be opened");
  await expect(page.getByText("Booking confirmed")).toHaveCount(0);
  await expect(page).toHaveTitle(/This booking could not be opened/);
  await page.screenshot({ path: "screenshots/e2e-checkout-en-confirmed-link-without-token.png" });

  await page.goto(`${dubai.prefixes.ar}/booking-confirmed/SKD-7K2Q9M4XPA`);
  await expect(page.locator("h1")).toHaveText("تعذّر فتح هذا الحجز");
});

test("find-your-booking gives an example code with the venue's own prefix", async ({ page }) => {
  await page.goto(`${oman.prefixes.en}/find-your-booking`);
  await expect(page.getByText("For example SMO-7K2Q9M4XPA")).toBeVisible();
  await page.goto(`${dubai.prefixes.ar}/find-your-booking`);
  await expect(page.getByText("مثال: SKD-7K2Q9M4XPA")).toBeVisible();
});
