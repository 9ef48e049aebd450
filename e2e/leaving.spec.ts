// Leaving a cart behind (content-and-account §4, §8): a location switch and a sign-out with items in the cart warn
// first, in the CMS's words when it has them, else in the shop's own. Neither the words nor the CMS's messages are in
// the page's data: they are read when the session's code starts (docs/decisions/022).
import AxeBuilder from "@axe-core/playwright";
import { tenantBySlug } from "../tenants";
import { addPassToCart, cartCount } from "./purchase";
import { expect, hydrated, signIn, test, venueDate } from "./support";

// Days no other test sells out or fills (booking-bar.spec.ts sells out the third day).

const MESSAGES_CALL = /\/api\/cms\/[a-z-]+\/api\/Booking\/GetBookingMessages/;
const dubai = tenantBySlug("ski-dubai")!;

test("Arabic: with a pass in the cart, another venue asks first in the CMS's words; staying keeps the cart, changing empties it", async ({ page }) => {
  await addPassToCart(page, dubai.prefixes.ar, venueDate(dubai.timeZone, 62));
  const reads: string[] = [];
  page.on("request", (r) => {
    if (MESSAGES_CALL.test(r.url())) reads.push(r.url());
  });
  await page.goto(dubai.prefixes.ar);
  await hydrated(page);
  await expect(cartCount(page)).toHaveText("1");

  const choose = async () => {
    await page.getByTestId("location-switcher").click();
    await page.getByTestId("location-option-snow-oman").click();
  };
  await choose();
  const warning = page.getByTestId("warning-modal");
  await expect(warning.getByRole("heading")).toHaveText("هل تريد تغيير الموقع؟");
  await expect(warning).toContainText("التذاكر الموجودة في سلتك صالحة للاستخدام في سكي دبي فقط.");
  expect((await new AxeBuilder({ page }).include('[data-testid="warning-modal"]').withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze()).violations).toEqual([]);
  await warning.getByRole("button", { name: "البقاء هنا" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${dubai.prefixes.ar}$`));
  await expect(cartCount(page)).toHaveText("1");

  await choose();
  await warning.getByRole("button", { name: "تغيير الموقع" }).click();
  await expect(page).toHaveURL(/\/ar-om\/snow-oman$/);
  await hydrated(page);
  await expect(cartCount(page)).toHaveCount(0);
  // Read once on the Dubai home page, by the session's code, and kept for both warnings.
  expect(reads.filter((url) => url.includes("/ski-dubai/"))).toHaveLength(1);
});

test("when the CMS's messages cannot be read, the warning says the shop's own words", async ({ page }) => {
  await page.route(MESSAGES_CALL, (route) => route.abort());
  await addPassToCart(page, dubai.prefixes.en, venueDate(dubai.timeZone, 63));
  await page.goto(dubai.prefixes.en);
  await hydrated(page);
  await page.getByTestId("location-switcher").click();
  await page.getByTestId("location-option-snow-oman").click();
  const warning = page.getByTestId("warning-modal");
  await expect(warning).toContainText("Your cart can only be used at this venue. Changing location will empty it.");
  await warning.getByRole("button", { name: "Stay here" }).click();
  await expect(cartCount(page)).toHaveText("1");
});

test("a member signing out with a pass in the cart is asked first; staying keeps the member signed in and the cart", async ({ page }) => {
  await page.goto(dubai.prefixes.en);
  await signIn(page, "omar.member@example.com");
  await addPassToCart(page, dubai.prefixes.en, venueDate(dubai.timeZone, 64));
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("sign-out").click();
  const warning = page.getByTestId("warning-modal");
  await expect(warning.getByRole("heading")).toHaveText("Sign out now?");
  await expect(warning).toContainText("You still have items in your cart.");
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
});

test("Arabic: the session's warning says the CMS's words, and the shop's own when the CMS's read hangs", async ({ page }) => {
  await page.clock.install();
  await addPassToCart(page, dubai.prefixes.ar, venueDate(dubai.timeZone, 65), 1);
  // 5 minutes before the end of the 30-minute session: the warning, in the CMS's words.
  await page.clock.fastForward("25:30");
  const warning = page.getByTestId("session-warning-modal");
  await expect(warning).toContainText("أكمل الدفع قبل انتهاء الوقت، وإلا ستُعاد التذاكر الموجودة في سلتك إلى المخزون.");

  // A fresh page whose read of the messages never answers: the warning still opens, in the shop's own words.
  await page.route(MESSAGES_CALL, () => {});
  await page.reload();
  await expect(warning).toContainText("أكمل الدفع قبل انتهاء المؤقت، وإلا فسيتم إلغاء حجز التذاكر الموجودة في سلتك.");
});
