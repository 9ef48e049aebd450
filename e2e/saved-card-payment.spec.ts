// Paying with a saved card: Omar saves a card under accounts/payments on Snow Abu Dhabi, then buys Snow Park; the
// gateway's payment page offers his saved cards, asks for the CVV again, refuses a card id that is not one of his,
// and pays with his card. In English and in Arabic (right to left, on a phone's screen).
import type { Page } from "@playwright/test";
import { TENANTS } from "../tenants";
import { UAE_GUEST, addPassToCart, completeMemberDetails, openHostedPage } from "./purchase";
import { expect, signIn, test, venueDate } from "./support";

const ABU_DHABI = TENANTS.find((t) => t.slug === "snow-abu-dhabi")!;

const WORDS = {
  en: { save: "Save card", pay: "Pay with this card", unknown: "Choose one of your saved cards shown here.", cvv: "Enter the card's CVV", heading: "Your saved cards", label: /Visa ending \u20664242\u2069, expires \u206612\/30\u2069/ },
  ar: { save: "حفظ البطاقة", pay: "ادفع بهذه البطاقة", unknown: "اختر إحدى بطاقاتك المحفوظة المعروضة هنا.", cvv: "أدخل رمز التحقق للبطاقة", heading: "بطاقاتك المحفوظة", label: /فيزا تنتهي بـ \u20664242\u2069، صالحة حتى \u206612\/30\u2069/ },
} as const;

async function saveVisa(page: Page, prefix: string, save: string) {
  await test.step("save a card under accounts/payments", async () => {
    await page.goto(`${prefix}/accounts/payments`);
    await signIn(page, "omar.member@example.com");
    await expect(page).toHaveURL(`${prefix}/accounts/payments`);
    await page.getByTestId("add-card").click();
    await page.waitForURL(/\/sandbox-pay\/tokenise\/tks_/);
    await page.locator("#number").fill("4242 4242 4242 4242");
    await page.locator("#expiry").fill("12/30");
    await page.locator("#cvv").fill("123");
    await page.locator("#holder").fill("Omar Haddad");
    await page.getByRole("button", { name: save }).click();
    await page.waitForURL(/\/accounts\/payments/);
    // The account pages render in the browser: on a busy machine their first data takes a while.
    await expect(page.getByTestId("saved-card").filter({ hasText: "4242" }).first()).toBeVisible({ timeout: 30_000 });
  });
}

async function toPayment(page: Page, prefix: string, daysAhead: number) {
  await addPassToCart(page, prefix, venueDate(ABU_DHABI.timeZone, daysAhead), 1);
  await completeMemberDetails(page, UAE_GUEST, { country: "ifEmpty" });
}

for (const locale of ["en", "ar"] as const) {
  test(`Omar pays for Snow Park with his saved card, the CVV asked again (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const prefix = ABU_DHABI.prefixes[locale];
    const words = WORDS[locale];
    await saveVisa(page, prefix, words.save);
    // A phone's screen once signed in (the header's sign-in link is in the menu there).
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    await toPayment(page, prefix, locale === "en" ? 21 : 22);
    await openHostedPage(page);

    const saved = page.getByTestId("saved-cards");
    await test.step("the gateway's page offers his saved cards, the default chosen, with the CVV field empty", async () => {
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(saved.getByRole("heading", { level: 2 })).toHaveText(words.heading);
      await expect(saved.getByRole("radio").first()).toBeChecked();
      await expect(saved.locator("label.choice").filter({ hasText: words.label }).first()).toBeVisible();
      await expect(page.locator("#saved-cvc")).toHaveValue("");
      // The blank card form stays for another card.
      await expect(page.locator("#number")).toBeVisible();
      if (locale === "ar") await page.screenshot({ path: "test-results/saved-card-payment-ar.png", fullPage: true });
    });

    await test.step("no CVV: asked for, nothing paid", async () => {
      await saved.getByRole("button", { name: words.pay }).click();
      await expect(saved.getByRole("alert")).toContainText(words.cvv);
      await expect(page.locator("#saved-cvc")).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(/\/sandbox-pay\/cs_/);
    });

    await test.step("a card id that is not his is refused, nothing paid", async () => {
      await saved.getByRole("radio").first().evaluate((radio: HTMLInputElement) => {
        radio.value = `crd_${"0".repeat(24)}`;
      });
      await page.locator("#saved-cvc").fill("123");
      await saved.getByRole("button", { name: words.pay }).click();
      await expect(saved.getByRole("alert")).toHaveText(words.unknown);
      await expect(page).toHaveURL(/\/sandbox-pay\/cs_/);
      // The CVV typed is not written back into the page.
      await expect(page.locator("#saved-cvc")).toHaveValue("");
      if (locale === "ar") await page.screenshot({ path: "test-results/saved-card-refused-ar.png", fullPage: true });
    });

    await test.step("his own card with its CVV pays: the booking is confirmed", async () => {
      await page.locator("#saved-cvc").fill("123");
      await saved.getByRole("button", { name: words.pay }).click();
      await page.waitForURL(/\/booking-confirmed\//);
      await expect(page.getByTestId("reservation-code")).toHaveText(new RegExp(`^\\s*${ABU_DHABI.reservationPrefix}-[A-Z0-9]{10}\\s*$`));
    });
  });
}
