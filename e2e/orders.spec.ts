// Orders that cannot be cheated, in the browser: a cart changed in another tab stops the payment started for its old
// content and the next payment charges what the cart holds; the staff discount is the signed-in staff member's own; a bank
// offer is paid with its bank's card; one discount per booking; refusals in the contract's words in both languages;
// a cart belongs to the venue it was started on; a payment page open in one tab follows a change made in another.
import { ORDER_ERRORS } from "../shared/contract/orders";
import { tenantBySlug } from "../tenants";
import {
  CARDS,
  UAE_GUEST,
  addPassToCart,
  amountOf,
  cartCount,
  fillGuestAndContinue,
  openHostedPage,
  payWithCard,
  submitCard,
  submitGuest,
} from "./purchase";
import { expect, signIn, test, venueDate } from "./support";

// A purchase walks up to seven pages and the gateway's hosted page, some of them twice.
test.describe.configure({ timeout: 180_000 });

const dubai = tenantBySlug("ski-dubai")!;
const abuDhabi = tenantBySlug("snow-abu-dhabi")!;
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

test("the staff discount: a guest typing a staff e-mail is told to sign in with it (4304), without the list being read", async ({ page }) => {
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

  await test.step("the staff member's address typed by a guest takes nothing off", async () => {
    const before = amountOf(await page.getByTestId("totals-total").textContent());
    await page.locator("#maf-email").fill(STAFF_EMAIL);
    await page.getByTestId("maf-apply").click();
    await expect(page.locator("#maf-email-error")).toHaveText(ORDER_ERRORS.mafSignInRequired.en);
    await expect(page.getByTestId("maf-applied")).toHaveCount(0);
    expect(amountOf(await page.getByTestId("totals-total").textContent())).toBe(before);
  });
});

test("the staff discount: the staff member signed in with her verified address gets it, one discount at a time", async ({ page }) => {
  const prefix = dubai.prefixes.en;
  await page.goto(prefix);
  await signIn(page, STAFF_EMAIL);
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 46));

  await test.step("her staff e-mail applies the discount and disables the others, saying why", async () => {
    const before = amountOf(await page.getByTestId("totals-total").textContent());
    await page.locator("#maf-email").fill(STAFF_EMAIL);
    await page.getByTestId("maf-apply").click();
    await expect(page.getByTestId("maf-applied")).toContainText(STAFF_EMAIL);
    await expect.poll(async () => amountOf(await page.getByTestId("totals-total").textContent())).toBeLessThan(before);
    await expect(page.locator("#promo-code-input")).toBeDisabled();
    const apply = page.getByTestId("promo-apply");
    await expect(apply).toHaveAttribute("aria-disabled", "true");
    await expect(apply).toHaveAccessibleDescription(/The staff discount is applied to this booking/);
    await expect(page.getByTestId("order-totals")).toContainText("Employee discount");
    // Still reachable by keyboard: Apply takes the member to the reason.
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#promo-code-blocked")).toBeFocused();
    await expect(page.locator("#bank-bin")).toBeDisabled();
    await page.screenshot({ path: "screenshots/e2e-orders-en-staff-discount-one-at-a-time.png", fullPage: true });
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

test("in Arabic, refusals are the contract's Arabic words: the staff discount for a guest, a malformed Fazaa card", async ({ page }) => {
  const prefix = dubai.prefixes.ar;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 45), 1);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("discount-rule")).toContainText("خصم واحد لكل حجز");

  await page.locator("#maf-email").fill("someone@example.com");
  await page.getByTestId("maf-apply").click();
  await expect(page.locator("#maf-email-error")).toHaveText(ORDER_ERRORS.mafSignInRequired.ar);

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

test("a cart belongs to its venue: another venue's page asks first, in its language, and never mixes the two", async ({ page }) => {
  await addPassToCart(page, dubai.prefixes.en, venueDate(dubai.timeZone, 46), 1);
  const line = await page.getByTestId("cart-line").textContent();

  await test.step("Abu Dhabi's page asks, with no count and no countdown of the Dubai cart; Escape goes back to it", async () => {
    await page.goto(abuDhabi.prefixes.en);
    const dialog = page.getByRole("alertdialog", { name: "Your cart is at Ski Dubai" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/Go back to Ski Dubai to finish that booking, or empty the cart to book at Snow Abu Dhabi/);
    await expect(dialog.getByRole("button", { name: "Back to Ski Dubai" })).toBeFocused();
    await expect(cartCount(page)).toHaveCount(0);
    await expect(page.getByTestId("session-countdown")).toHaveCount(0);
    await page.screenshot({ path: "screenshots/e2e-orders-en-cart-of-another-venue.png" });
    await page.keyboard.press("Escape");
    await page.waitForURL(/\/en-ae\/ski-dubai\/booking\/personal-details/);
    await expect(page.getByTestId("cart-line")).toHaveText(line!);
    await expect(cartCount(page)).toHaveText("1");
    await expect(page.getByTestId("foreign-cart-modal")).toHaveCount(0);
  });

  await test.step("a cart stored before carts recorded their venue is placed by its reservation code", async () => {
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem("vuex")!);
      delete state.cart.siteId;
      localStorage.setItem("vuex", JSON.stringify(state));
    });
    await page.goto(`${abuDhabi.prefixes.en}/faq`);
    await expect(page.getByRole("alertdialog", { name: "Your cart is at Ski Dubai" })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("vuex")!).cart.siteId)).toBe(1);
  });

  await test.step("in Arabic, emptying the cart releases its places at Dubai, and the Abu Dhabi pass is booked alone", async () => {
    await page.goto(abuDhabi.prefixes.ar);
    const dialog = page.getByRole("alertdialog", { name: "سلتك في سكي دبي" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/للحجز في سنو أبوظبي/);
    await page.screenshot({ path: "screenshots/e2e-orders-ar-cart-of-another-venue.png" });
    await page.keyboard.press("Tab");
    const empty = dialog.getByRole("button", { name: "إفراغ السلة والحجز هنا" });
    await expect(empty).toBeFocused();
    const released = page.waitForResponse((r) => r.url().includes("/order/release"));
    await page.keyboard.press("Enter");
    const release = await released;
    expect(release.status()).toBe(200);
    expect(release.request().headers()["site-id"]).toBe(String(dubai.siteId));
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("[data-group='booking-toast']")).toContainText("سلتك فارغة الآن: يمكنك الحجز في سنو أبوظبي.");
    await addPassToCart(page, abuDhabi.prefixes.ar, venueDate(abuDhabi.timeZone, 46), 1);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("checkout-error")).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("vuex")!).cart.siteId)).toBe(abuDhabi.siteId);
  });
});

test("a payment page open in one tab follows a change made in another: the count, a polite notice, the same ways to pay", async ({ page, context }) => {
  const prefix = dubai.prefixes.en;
  await addPassToCart(page, prefix, venueDate(dubai.timeZone, 47), 1);
  await fillGuestAndContinue(page, UAE_GUEST);
  const before = amountOf(await page.getByTestId("pay").textContent());
  const notice = page.getByTestId("cart-changed");
  await expect(notice).toHaveAttribute("role", "status");
  await expect(notice).toHaveText("");
  const methods = page.getByTestId("payment-method");
  await expect(methods.and(page.locator("[data-method='tabby']"))).toHaveCount(1);
  await expect(methods.and(page.locator("[data-method='tamara']"))).toHaveCount(1);

  await test.step("another tab adds a pass to the same cart", async () => {
    const other = await context.newPage();
    await addPassToCart(other, prefix, venueDate(dubai.timeZone, 48), 1, 2);
    await other.close();
  });

  await test.step("the first tab counts two lines, says the total changed and still offers Tabby and Tamara", async () => {
    await expect(cartCount(page)).toHaveText("2");
    await expect(notice).toContainText("Your cart has changed, perhaps in another tab. The total is now");
    const after = amountOf(await page.getByTestId("pay").textContent());
    expect(after).toBeGreaterThan(before);
    expect(amountOf(await notice.textContent())).toBe(after);
    await expect(methods.and(page.locator("[data-method='tabby']"))).toHaveCount(1);
    await expect(methods.and(page.locator("[data-method='tamara']"))).toHaveCount(1);
    await page.screenshot({ path: "screenshots/e2e-orders-en-payment-cart-changed-in-another-tab.png", fullPage: true });
  });
});
