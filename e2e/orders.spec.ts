// Orders that cannot be cheated, in the browser: a cart changed in another tab stops the payment started for its old
// content and the next payment charges what the cart holds; the staff discount books under the staff e-mail; a bank
// offer is paid with its bank's card; one discount per booking; refusals in the contract's words in both languages.
import { ORDER_ERRORS } from "../shared/contract/orders";
import { tenantBySlug } from "../tenants";
import { CARDS, UAE_GUEST, addPassToCart, amountOf, cartCount, fillGuestAndContinue, openHostedPage, payWithCard, submitCard, submitGuest } from "./purchase";
import { expect, test, venueDate } from "./support";

// A purchase walks up to seven pages and the gateway's hosted page, some of them twice.
test.describe.configure({ timeout: 180_000 });

const dubai = tenantBySlug("ski-dubai")!;
const STAFF_EMAIL = "amira.haddad@maf.ae";

test("a cart changed in another tab stops the open payment before any money is taken (6009); paying again charges what the cart holds now", async ({ page, context }) => {
  const prefix = dubai.prefixes.en;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 41));
  await fillGuestAndContinue(page, UAE_GUEST);
  await openHostedPage(page);
  const firstCharge = amountOf(await page.locator(".amount").textContent());

  await test.step("another tab adds a pass to the same cart", async () => {
    const other = await context.newPage();
    await addPassToCart(other, prefix, venueDate(dubai.timeZone, 42), 1, 2);
    await other.close();
  });

  await test.step("paying on the page opened for the old cart ends on booking-failed, nothing confirmed", async () => {
    await submitCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-failed/);
    const reason = page.getByTestId("booking-failed-reason");
    await expect(reason).toContainText(ORDER_ERRORS.paymentStoppedCartChanged.en);
    await expect(reason).toContainText(String(ORDER_ERRORS.paymentStoppedCartChanged.code));
    // The cart stays, with both lines, for the next try.
    await expect(cartCount(page)).toHaveText("2");
    await page.screenshot({ path: "screenshots/e2e-orders-en-cart-changed-during-payment.png", fullPage: true });
  });

  await test.step("back in the cart, the next payment charges the cart as it is now and confirms it", async () => {
    await page.getByTestId("failed-back-to-cart").click();
    await page.waitForURL(/\/booking\/personal-details/);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const cartTotal = amountOf(await page.getByTestId("totals-total").textContent());
    await submitGuest(page);
    await openHostedPage(page);
    const charged = amountOf(await page.locator(".amount").textContent());
    expect(charged).toBe(cartTotal);
    expect(charged).toBeGreaterThan(firstCharge);
    await submitCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);
    await expect(page.getByTestId("order-line")).toHaveCount(2);
    const paid = page.getByTestId("order-totals").locator("dd").last();
    expect(amountOf(await paid.textContent())).toBe(charged);
    await expect(cartCount(page)).toHaveCount(0);
  });
});

test("the staff discount: one discount at a time, and paid only by the staff member's own booking (4303)", async ({ page }) => {
  const prefix = dubai.prefixes.en;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 43));
  await expect(page.getByTestId("discount-rule")).toHaveText(/One discount per booking.*SHARE points can be added/);

  await test.step("a malformed staff e-mail is refused in the form, without a call", async () => {
    const checks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/order/check-basket")) checks.push(request.url());
    });
    await page.locator("#maf-email").fill("amira.haddad");
    await page.getByTestId("maf-apply").click();
    await expect(page.locator("#maf-email-error")).toHaveText(ORDER_ERRORS.mafNotEligible.en);
    await expect(page.locator("#maf-email")).toHaveAttribute("aria-invalid", "true");
    expect(checks).toEqual([]);
  });

  await test.step("the staff e-mail applies the discount and disables the others, saying why", async () => {
    const before = amountOf(await page.getByTestId("totals-total").textContent());
    await page.locator("#maf-email").fill(STAFF_EMAIL);
    await page.getByTestId("maf-apply").click();
    await expect(page.getByTestId("maf-applied")).toContainText(STAFF_EMAIL);
    await expect.poll(async () => amountOf(await page.getByTestId("totals-total").textContent())).toBeLessThan(before);
    await expect(page.locator("#promo-code-input")).toBeDisabled();
    const apply = page.getByTestId("promo-apply");
    await expect(apply).toHaveAttribute("aria-disabled", "true");
    await expect(apply).toHaveAccessibleDescription(/The staff discount is applied to this booking/);
    // Still reachable by keyboard: Apply takes the guest to the reason.
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#promo-code-blocked")).toBeFocused();
    await expect(page.locator("#bank-bin")).toBeDisabled();
    await page.screenshot({ path: "screenshots/e2e-orders-en-staff-discount-one-at-a-time.png", fullPage: true });
  });

  await test.step("a guest booking under another e-mail is refused at payment with the 4303 words", async () => {
    await fillGuestAndContinue(page, UAE_GUEST);
    await page.getByTestId("pay").click();
    await expect(page.getByTestId("payment-error")).toHaveText(ORDER_ERRORS.mafNotOwnBooking.en);
    await expect(page).toHaveURL(/\/payment(\?|$)/);
  });

  await test.step("booked with the staff e-mail, the discount is paid and shown on the booking", async () => {
    await page.getByRole("link", { name: "Back to your cart" }).click();
    await page.waitForURL(/\/booking\/personal-details/);
    await fillGuestAndContinue(page, { ...UAE_GUEST, email: STAFF_EMAIL });
    await payWithCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);
    await expect(page.getByTestId("order-totals")).toContainText("Discount");
  });
});

test("a bank offer is paid by card only, with a card of the offer's BIN", async ({ page }) => {
  const prefix = dubai.prefixes.en;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 44));

  await test.step("claim the Falcon offer with BIN 424242", async () => {
    await page.locator("#bank-bin").fill("424242");
    await page.getByTestId("bank-offer-claim").click();
    await expect(page.getByTestId("bank-offer-claimed")).toBeVisible();
    await expect(page.getByTestId("bank-offer-card-only")).toContainText("424242");
    await expect(page.locator("#promo-code-input")).toBeDisabled();
  });

  await test.step("the payment page offers the card alone and says why", async () => {
    await fillGuestAndContinue(page, UAE_GUEST);
    await expect(page.getByTestId("payment-method")).toHaveCount(1);
    await expect(page.getByTestId("payment-method")).toHaveAttribute("data-method", "card");
    await expect(page.getByTestId("card-only-note")).toContainText("424242");
    await page.screenshot({ path: "screenshots/e2e-orders-en-bank-offer-card-only.png", fullPage: true });
  });

  await test.step("on the hosted page a card of another BIN is refused; the offer's card pays", async () => {
    await openHostedPage(page);
    await submitCard(page, CARDS.declined);
    await expect(page).toHaveURL(/\/sandbox-pay\//);
    await expect(page.locator("#number-error")).toHaveText(ORDER_ERRORS.cardNotForOffer.en);
    await expect(page.locator("#number")).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: "screenshots/e2e-orders-en-hosted-page-card-not-for-offer.png", fullPage: true });
    await submitCard(page, CARDS.approved);
    await page.waitForURL(/\/booking-confirmed\//);
    await expect(page.getByTestId("order-totals")).toContainText("Discount");
  });
});

test("in Arabic, refusals are the contract's Arabic words: a staff e-mail not on the list, a malformed Fazaa card", async ({ page }) => {
  const prefix = dubai.prefixes.ar;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 45), 1);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("discount-rule")).toContainText("خصم واحد لكل حجز");

  await page.locator("#maf-email").fill("someone@example.com");
  await page.getByTestId("maf-apply").click();
  await expect(page.locator("#maf-email-error")).toHaveText(ORDER_ERRORS.mafNotEligible.ar);

  await page.locator("#fazaa-code").fill("7001-ABC");
  await page.getByTestId("fazaa-apply").click();
  await expect(page.locator("#fazaa-code-error")).toHaveText(ORDER_ERRORS.fazaaInvalid.ar);
  await expect(page.getByTestId("totals-discount")).toHaveCount(0);
  await page.screenshot({ path: "screenshots/e2e-orders-ar-discount-refusals.png", fullPage: true });

  await test.step("an issued Fazaa card applies, and the other discounts say why they are disabled, in Arabic", async () => {
    await page.locator("#fazaa-code").fill("7001234567");
    await page.getByTestId("fazaa-apply").click();
    await expect(page.getByTestId("totals-discount")).toHaveCount(1);
    await expect(page.locator("#promo-code-blocked")).toHaveText("خصم فزعة مطبق على هذا الحجز. أزله لاستخدام هذا الخصم بدلاً منه.");
    await expect(page.locator("#maf-email")).toBeDisabled();
    await page.getByTestId("discounts").screenshot({ path: "screenshots/e2e-orders-ar-fazaa-applied-others-disabled.png" });
  });

  await test.step("the failed page explains a payment stopped by a cart change in Arabic", async () => {
    await page.goto(`${prefix}/booking-failed?status=failed&code=${ORDER_ERRORS.paymentStoppedCartChanged.code}`);
    await expect(page.getByTestId("booking-failed-reason")).toContainText(ORDER_ERRORS.paymentStoppedCartChanged.ar);
    await expect(page.getByTestId("failed-back-to-cart")).toBeVisible();
    await page.screenshot({ path: "screenshots/e2e-orders-ar-cart-changed-during-payment.png", fullPage: true });
  });
});
