// Saved cards in the browser: a member adds a card on the sandbox gateway's own page and comes back to it saved,
// adds a second one that carries the site's card warning and dismisses it, makes it the default, deletes it after the
// confirmation dialog (keyboard and focus), cancels a visit to the gateway; and the Arabic page on Oman, right to left.
import type { Page } from "@playwright/test";
import { expect, test, signIn } from "./support";

const DUBAI = "/en-ae/ski-dubai";
const OMAN_AR = "/ar-om/snow-oman";


/** On the gateway's "add a card" page: the card typed and saved (or cancelled); back on the shop's page afterwards. */
async function onGatewayPage(page: Page, card: { number: string; expiry: string; cvv: string; holder: string } | "cancel", button: string) {
  await page.waitForURL(/\/sandbox-pay\/tokenise\/tks_/);
  if (card !== "cancel") {
    await page.locator("#number").fill(card.number);
    await page.locator("#expiry").fill(card.expiry);
    await page.locator("#cvv").fill(card.cvv);
    await page.locator("#holder").fill(card.holder);
  }
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/accounts\/payments/);
}

test("a member adds a card through the gateway's page, adds a second, dismisses its warning, makes it default and deletes it", async ({ page }) => {
  await page.goto(`${DUBAI}/accounts/payments`);
  await expect(page).toHaveURL(/\/unauthorized\?return=/);
  await signIn(page, "omar.member@example.com");
  await expect(page).toHaveURL(`${DUBAI}/accounts/payments`);
  await expect(page.getByTestId("payments-page").getByRole("heading", { level: 1 })).toHaveText("Saved cards");
  await expect(page.getByTestId("cards-empty")).toHaveText("You have no saved cards yet.");
  await page.screenshot({ path: "screenshots/e2e-cards-en-dubai-empty.png", fullPage: true });

  // A visit cancelled at the gateway: back with the words, nothing saved.
  await page.getByTestId("add-card").click();
  await onGatewayPage(page, "cancel", "Cancel");
  await expect(page.getByTestId("cards-notice-done")).toHaveText("You cancelled adding a card. No card was saved.");
  await expect(page).toHaveURL(`${DUBAI}/accounts/payments`);
  await expect(page.getByTestId("cards-empty")).toBeVisible();

  // The first card: the gateway's page checks it, the shop saves it and shows it at once as the default.
  await page.getByTestId("add-card").click();
  await page.waitForURL(/\/sandbox-pay\/tokenise\//);
  await page.locator("#number").fill("4242 4242 4242 4241");
  await page.locator("#expiry").fill("12/30");
  await page.locator("#cvv").fill("123");
  await page.locator("#holder").fill("Omar Haddad");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a valid card number.");
  await expect(page.locator("#number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#number")).toHaveValue("");
  await page.locator("#number").fill("4242 4242 4242 4242");
  await page.locator("#cvv").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
  await page.waitForURL(/\/accounts\/payments/);
  await expect(page.getByTestId("cards-notice-done")).toHaveText("Your Visa card ending in 4242 is saved.");
  await expect(page).toHaveURL(`${DUBAI}/accounts/payments`);
  const cards = page.getByTestId("saved-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Visa");
  await expect(cards.first()).toContainText("•••• 4242");
  await expect(cards.first()).toContainText("12/30");
  await expect(cards.first()).toContainText("Omar Haddad");
  await expect(cards.first().getByTestId("card-default-badge")).toHaveText("Default");
  await expect(cards.first().getByTestId("card-warning")).toHaveCount(0);

  // An American Express card: the site's ski-school warning shows on it.
  await page.getByTestId("add-card").click();
  await onGatewayPage(page, { number: "3782 822463 10005", expiry: "09/29", cvv: "1234", holder: "Omar Haddad" }, "Save card");
  await expect(page.getByTestId("cards-notice-done")).toHaveText("Your American Express card ending in 0005 is saved.");
  await expect(cards).toHaveCount(2);
  const amex = cards.filter({ hasText: "0005" });
  await expect(amex.getByTestId("card-warning")).toContainText("American Express cards cannot be used to pay for ski school lessons at Ski Dubai");
  await expect(amex.getByTestId("card-default-badge")).toHaveCount(0);
  await page.screenshot({ path: "screenshots/e2e-cards-en-dubai-two-cards.png", fullPage: true });
  await amex.getByRole("button", { name: "Dismiss the note about the card ending in 0005" }).click();
  await expect(amex.getByTestId("card-warning")).toHaveCount(0);
  await expect(page.getByTestId("cards-notice-done")).toHaveText("The note is dismissed.");

  // Make it the default: one default, the other loses the badge.
  await amex.getByRole("button", { name: "Make the American Express card ending in 0005 your default card" }).click();
  await expect(page.getByTestId("cards-notice-done")).toHaveText("Your American Express card ending in 0005 is now your default card.");
  await expect(page.getByTestId("card-default-badge")).toHaveCount(1);
  await expect(amex.getByTestId("card-default-badge")).toBeVisible();
  await expect(cards.first()).toContainText("0005");

  // Delete it: the alert dialog takes the focus (on "Keep card"), Escape keeps the card and gives the focus back.
  const deleteButton = amex.getByRole("button", { name: "Delete the American Express card ending in 0005" });
  await deleteButton.click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this card?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your newest other card becomes the default.");
  await expect(dialog.getByRole("button", { name: "Keep card" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(cards).toHaveCount(2);
  await deleteButton.press("Enter");
  await dialog.getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByTestId("cards-notice-done")).toHaveText("The American Express card ending in 0005 was deleted.");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("4242");
  await expect(cards.first().getByTestId("card-default-badge")).toBeVisible();
  await expect(page.getByTestId("payments-page").getByRole("heading", { level: 1 })).toBeFocused();

  // A reload keeps the list (and does not save anything again).
  await page.reload();
  await expect(cards).toHaveCount(1);

  // The dashboard leads here.
  await page.goto(`${DUBAI}/accounts/dashboard`);
  await page.getByRole("link", { name: "Saved cards" }).click();
  await expect(page).toHaveURL(`${DUBAI}/accounts/payments`);
});

test("the Arabic page on Oman: right to left, the gateway's page in Arabic, a card saved and its warning in Arabic", async ({ page }) => {
  await page.goto(`${OMAN_AR}/accounts/payments`);
  await signIn(page, "fatima.family@example.com");
  await expect(page).toHaveURL(`${OMAN_AR}/accounts/payments`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("payments-page").getByRole("heading", { level: 1 })).toHaveText("البطاقات المحفوظة");
  await expect(page.getByTestId("cards-empty")).toHaveText("لا توجد لديك بطاقات محفوظة بعد.");

  await page.getByTestId("add-card").click();
  await page.waitForURL(/\/sandbox-pay\/tokenise\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("إضافة بطاقة");
  await page.screenshot({ path: "screenshots/e2e-cards-ar-oman-gateway.png", fullPage: true });
  await onGatewayPage(page, { number: "3782 822463 10005", expiry: "10/31", cvv: "4321", holder: "Fatima Rahman" }, "حفظ البطاقة");
  await expect(page.getByTestId("cards-notice-done")).toHaveText("تم حفظ بطاقة أمريكان إكسبريس المنتهية بـ 0005.");
  const card = page.getByTestId("saved-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("card-default-badge")).toHaveText("الافتراضية");
  await expect(card.getByTestId("card-warning")).toContainText("سنو عُمان");
  await page.screenshot({ path: "screenshots/e2e-cards-ar-oman-saved.png", fullPage: true });

  await card.getByRole("button", { name: "حذف بطاقة أمريكان إكسبريس المنتهية بـ 0005" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "حذف البطاقة" }).click();
  await expect(page.getByTestId("cards-empty")).toBeVisible();
});

test("the list's error state offers a retry, and a gateway page that cannot open says so", async ({ page }) => {
  await page.goto(`${DUBAI}/accounts/payments`);
  await page.route("**/api/provider/cards-list*", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
  await signIn(page, "sara.share@example.com");
  const error = page.getByTestId("cards-load-error");
  await expect(error).toHaveText(/We could not load your cards\./, { timeout: 15_000 });
  await expect(error).toHaveAttribute("role", "alert");
  await page.unroute("**/api/provider/cards-list*");
  await error.getByRole("button").click();
  await expect(page.getByTestId("cards-empty")).toBeVisible();

  await page.route("**/api/provider/credit-card", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.getByTestId("add-card").click();
  await expect(page.getByTestId("cards-notice-error")).toHaveText("We could not open the card page. Please try again.");
  await expect(page.getByTestId("add-card")).toBeEnabled();
  await expect(page).toHaveURL(`${DUBAI}/accounts/payments`);
});
