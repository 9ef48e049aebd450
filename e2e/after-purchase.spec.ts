// After a member's purchase (booking-and-checkout §2 extra pages, content-and-account §2 bottom bar, §4 funnel events;
// docs/decisions/014): Fatima buys a Snow Park pass for one adult and one junior, continues from the confirmed page
// through the bottom bar, gives the junior ticket to her son Yousef and the adult one to herself (saved once), sets
// Yousef's gear, signs his waiver and sees the summary; the same page in Arabic, right to left; another booking is the
// not-found page; a payment the bank is still confirming is said so on the confirmed page until it goes through.
import type { Page } from "@playwright/test";
import { CARDS, UAE_GUEST, addPassToCart, cartCount, fillGuestAndContinue, payWithCard } from "./purchase";
import { expect, test, venueDate, signIn } from "./support";

const DUBAI = "/en-ae/ski-dubai";
const DUBAI_AR = "/ar-ae/ski-dubai";
const SHOTS = "test-results/after-purchase";


/** A Snow Park pass for the party into the cart, the member's details completed, and on to the payment page. */
async function memberCheckout(page: Page, party: { adult: number; junior: number }, daysAhead: number) {
  await test.step("the pass into the cart and the member's details", async () => {
    await addPassToCart(page, DUBAI, venueDate("Asia/Dubai", daysAhead), party);
    await expect(page.getByTestId("member-prefilled")).toBeVisible();
    if (!(await page.locator("#guest-title").inputValue())) await page.locator("#guest-title").selectOption("mrs");
    if (!(await page.locator("#guest-mobile").inputValue())) {
      await page.locator("#guest-mobileRegion").selectOption(UAE_GUEST.mobileRegion);
      await page.locator("#guest-mobile").fill(UAE_GUEST.mobile);
    }
    await page.locator("#guest-countryOfResidence").selectOption(UAE_GUEST.country);
    await page.locator("#guest-terms").check();
    await page.getByTestId("guest-submit").click();
    await page.waitForURL(/\/payment(\?|$)/);
  });
}

/** The funnel events pushed so far. */
async function funnelEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((e) => {
      const name = (e as { event?: unknown }).event;
      return typeof name === "string" && ["add_guest", "add_gear", "sign_waiver", "booking_complete"].includes(name) ? [name] : [];
    }),
  );
}

test("Fatima's purchase: who goes with each ticket, Yousef's gear and waiver, the summary; the Arabic page; another booking is not found", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  await memberCheckout(page, { adult: 1, junior: 1 }, 12);
  await payWithCard(page, CARDS.approved);
  await page.waitForURL(/\/booking-confirmed\//);
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();

  // The confirmed page of a member's booking: the bottom bar, no booking bar, keyboard reachable.
  const bar = page.getByTestId("bottom-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId("bottom-bar-left")).toHaveText("Download ticket");
  await expect(bar.getByTestId("bottom-bar-skip")).toHaveText("Skip for now");
  await expect(bar.getByTestId("bottom-bar-right")).toHaveText("Continue to add guest");
  await expect(page.getByTestId("booking-bar")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/confirmed-en.png`, fullPage: false });
  await bar.getByTestId("bottom-bar-right").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${DUBAI}/extra/add-guest/${code}`);

  // Who goes: the adult ticket to Fatima, the junior one to Yousef; saved once for a double click.
  const assignCalls: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/order/assign-guests")) assignCalls.push(r.url());
  });
  const tickets = page.getByTestId("assign-ticket");
  await expect(tickets).toHaveCount(2);
  const adult = page.locator('[data-testid="assign-ticket"][data-guest-type="adult"]').getByTestId("assign-choice");
  const junior = page.locator('[data-testid="assign-ticket"][data-guest-type="junior"]').getByTestId("assign-choice");
  // Only those whose age fits are offered: Yousef (11) for the junior ticket, not for the adult one.
  await expect(adult.locator("option", { hasText: "Yousef" })).toHaveCount(0);
  await adult.selectOption({ label: "Fatima Rahman (You)" });
  await junior.selectOption({ label: "Yousef Rahman" });
  await page.screenshot({ path: `${SHOTS}/add-guest-en.png`, fullPage: true });
  await page.getByTestId("assign-save").dblclick();
  await expect(page.getByTestId("assign-saved")).toContainText("2");
  expect(assignCalls).toHaveLength(1);

  // Gear for Yousef.
  await page.getByTestId("bottom-bar-right").click();
  await expect(page).toHaveURL(`${DUBAI}/extra/gear/${code}`);
  const yousefGear = page.locator('[data-testid="extra-gear-person"]', { hasText: "Yousef" });
  await yousefGear.getByTestId("extra-gear-open").click();
  const gear = page.getByTestId("gear-form");
  await gear.locator("select").first().selectOption({ index: 1 });
  await gear.locator("input[type=checkbox]").first().check();
  await gear.locator("select").nth(1).selectOption({ index: 1 });
  await gear.locator("input[type=number]").nth(0).fill("145");
  await gear.locator("input[type=number]").nth(1).fill("38");
  await gear.locator("input[type=number]").nth(2).fill("36.5");
  await page.getByTestId("gear-save").click();
  await expect(page.getByTestId("extra-gear-saved")).toContainText("Yousef");
  await expect(yousefGear).toHaveAttribute("data-done", "true");

  // A waiver for Yousef.
  await page.getByTestId("bottom-bar-right").click();
  await expect(page).toHaveURL(`${DUBAI}/extra/waiver/${code}`);
  const yousefWaiver = page.locator('[data-testid="extra-waiver-person"]', { hasText: "Yousef" });
  await yousefWaiver.getByTestId("extra-waiver-open").click();
  const waiver = page.getByTestId("waiver-form");
  for (const box of await waiver.locator("input[type=checkbox]").all()) await box.check();
  await waiver.locator("#waiver-skill").selectOption({ index: 1 });
  await waiver.locator("#waiver-signatureName").fill("Fatima Rahman");
  await page.getByTestId("waiver-sign").click();
  await expect(page.getByTestId("extra-waiver-signed")).toContainText("Yousef");
  await expect(yousefWaiver).toHaveAttribute("data-done", "true");

  // The summary.
  await page.getByTestId("bottom-bar-right").click();
  await expect(page).toHaveURL(`${DUBAI}/extra/confirm/${code}`);
  const rows = page.getByTestId("extra-summary-row");
  await expect(rows).toHaveCount(2);
  const yousefRow = rows.filter({ hasText: "Yousef" });
  await expect(yousefRow.getByTestId("summary-gear")).toHaveText("Set");
  await expect(yousefRow.getByTestId("summary-waiver")).toHaveText("Signed");
  await expect(rows.filter({ hasText: "Fatima" })).toHaveCount(1);
  await expect(page.getByTestId("extra-my-bookings")).toHaveAttribute("href", `${DUBAI}/accounts/transactions?booking=${code}`);
  await expect(page.getByTestId("bottom-bar-skip")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/confirm-en.png`, fullPage: true });
  expect(await funnelEvents(page)).toEqual(["add_guest", "add_gear", "sign_waiver", "booking_complete"]);

  // My bookings names who holds each ticket.
  await page.getByTestId("extra-my-bookings").click();
  await expect(page.getByTestId("ticket-holder")).toHaveText(["Fatima Rahman", "Yousef Rahman"]);

  // The summary in Arabic, right to left.
  await page.goto(`${DUBAI_AR}/extra/confirm/${code}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("extra-confirm-page").getByRole("heading", { level: 1 })).toHaveText("تأكيد");
  await expect(page.getByTestId("extra-summary-row").filter({ hasText: "Yousef" }).getByTestId("summary-waiver")).toHaveText("موقّع");
  await expect(page.getByTestId("bottom-bar-right")).toHaveText("الذهاب إلى حجوزاتي");
  await page.screenshot({ path: `${SHOTS}/confirm-ar.png`, fullPage: true });
  await page.goto(`${DUBAI_AR}/extra/add-guest/${code}`);
  await expect(page.getByTestId("assign-ticket")).toHaveCount(2);
  await expect(page.getByTestId("bottom-bar-skip")).toHaveText("تخطَّ الآن");
  await page.screenshot({ path: `${SHOTS}/add-guest-ar.png`, fullPage: true });

  // A booking that is not hers (here: none at all) is the not-found page; no id goes to her next booking.
  await page.goto(`${DUBAI}/extra/gear/SKD-0000000000`);
  await expect(page.getByTestId("error-screen")).toBeVisible();
  await page.goto(`${DUBAI}/extra/add-guest`);
  await expect(page).toHaveURL(new RegExp(`${DUBAI}/extra/add-guest/[A-Z]{3}-[0-9A-Z]{10}$`));
});

test("a payment the bank is still confirming: the confirmed page says so in both languages, then shows the booking once paid", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(DUBAI);
  await signIn(page, "fatima.family@example.com");
  await memberCheckout(page, { adult: 1, junior: 0 }, 14);
  await payWithCard(page, CARDS.processing);
  await page.waitForURL(/\/booking-confirmed\/.*isUnCertain=true/, { timeout: 30_000 });
  const uncertain = page.getByTestId("payment-uncertain");
  await expect(uncertain).toContainText("We are still confirming your payment");
  await page.screenshot({ path: `${SHOTS}/uncertain-en.png` });
  // Paid once the bank answers: the booking, the notice, and the flag gone from the address.
  await expect(page.getByTestId("payment-confirmed")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("reservation-code")).toBeVisible();
  expect(new URL(page.url()).searchParams.has("isUnCertain")).toBe(false);
  await expect(cartCount(page)).toHaveCount(0);
  await expect(page.getByTestId("bottom-bar")).toBeVisible();

  // Its one adult ticket goes to a guest named inline (the form's rules first), who sets gear and waiver at the venue.
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();
  await page.getByTestId("bottom-bar-right").click();
  await expect(page).toHaveURL(`${DUBAI}/extra/add-guest/${code}`);
  await page.getByTestId("assign-choice").selectOption({ label: "Add a guest…" });
  const newGuest = page.getByTestId("new-guest");
  await newGuest.getByTestId("new-guest-add").click();
  await expect(newGuest.getByTestId("field-error")).toHaveCount(3);
  await newGuest.getByLabel("Title").selectOption("mr");
  await newGuest.getByLabel("First name").fill("Sami");
  await newGuest.getByLabel("Last name").fill("Nasser");
  await newGuest.getByTestId("new-guest-add").click();
  await expect(newGuest).toHaveCount(0);
  await expect(page.getByTestId("assign-choice").locator("option:checked")).toHaveText("Sami Nasser (Guest)");
  await page.getByTestId("assign-save").click();
  await expect(page.getByTestId("assign-saved")).toBeVisible();
  await page.getByTestId("bottom-bar-skip").click();
  await expect(page).toHaveURL(`${DUBAI}/extra/confirm/${code}`);
  const row = page.getByTestId("extra-summary-row");
  await expect(row.getByTestId("summary-who")).toContainText("Sami Nasser");
  await expect(row.getByTestId("summary-gear")).toHaveText("At the venue");

  // The Arabic words of a payment still being confirmed (any booking code of hers opens with them).
  await page.goto(`${DUBAI_AR}/booking-confirmed/${code}?fromBooking=true&isUnCertain=true`);
  await expect(page.getByTestId("payment-uncertain")).toContainText("ما زلنا نؤكد دفعتك");
  await page.screenshot({ path: `${SHOTS}/uncertain-ar.png` });
  await expect(page.getByTestId("reservation-code")).toBeVisible({ timeout: 30_000 });
});

test("an alpine voucher: the confirmed page speaks of a voucher, with no visit date", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${DUBAI}/passes-packages/slope-day-voucher?date=${venueDate("Asia/Dubai", 5)}&adult=1&junior=0&child=0&infant=0`);
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/);
  if (page.url().includes("/add-ons")) {
    await page.getByTestId("add-ons-continue").click();
    await page.waitForURL(/\/booking\/personal-details/);
  }
  await fillGuestAndContinue(page, UAE_GUEST);
  await payWithCard(page, CARDS.approved);
  await page.waitForURL(/\/booking-confirmed\/.*isAlpineVoucher=true/);
  await expect(page.getByTestId("booking-confirmed").getByRole("heading", { level: 1 })).toHaveText("Your alpine voucher is ready");
  await expect(page.getByTestId("voucher-note")).toBeVisible();
  await expect(page.getByTestId("order-line")).not.toContainText(/\d{4}/);
  // A guest's booking: no after-purchase bar (there is no account to assign its tickets to).
  await expect(page.getByTestId("bottom-bar")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/voucher-en.png` });
});

test("a payment the bank declines after the guest is back: the confirmed page says it failed, and the cart is kept", async ({ page }) => {
  test.setTimeout(150_000);
  await addPassToCart(page, DUBAI, venueDate("Asia/Dubai", 6), 1);
  await fillGuestAndContinue(page, UAE_GUEST);
  await payWithCard(page, CARDS.processingDeclined);
  await page.waitForURL(/\/booking-confirmed\/.*isUnCertain=true/, { timeout: 30_000 });
  await expect(page.getByTestId("payment-uncertain")).toContainText("We are still confirming your payment");
  const failed = page.getByTestId("payment-uncertain").and(page.locator('[data-state="failed"]'));
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText("Your payment did not go through");
  await expect(failed.getByRole("link", { name: "Back to the cart" })).toHaveAttribute("href", `${DUBAI}/booking/personal-details`);
  await expect(page.getByTestId("reservation-code")).toHaveCount(0);
  await expect(cartCount(page)).toHaveText("1");
});
