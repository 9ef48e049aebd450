// Layout rules: where the footer, booking bar and header show, the not-found screen, client-only pages, mobile menu.
import { expect, test } from "./support";

const cases: { path: string; footer: boolean; bookingBar: boolean }[] = [
  { path: "", footer: true, bookingBar: true },
  { path: "/faq", footer: true, bookingBar: true },
  { path: "/contact-us", footer: true, bookingBar: false },
  { path: "/find-your-booking", footer: true, bookingBar: false },
  { path: "/plan-your-visit/come-prepared", footer: true, bookingBar: false },
  { path: "/sitemap", footer: true, bookingBar: false },
  { path: "/booking-confirmed/123", footer: false, bookingBar: false },
  { path: "/booking-failed", footer: false, bookingBar: false },
  { path: "/booking/add-ons", footer: false, bookingBar: false },
  // A guest's accounts and extra pages answer unauthorized (footer, no booking bar); e2e/members.spec.ts signs in.
  { path: "/unauthorized", footer: true, bookingBar: false },
  { path: "/ski-academy", footer: true, bookingBar: true }, // Dubai enables the ski-school bar
];

for (const { path, footer, bookingBar } of cases) {
  test(`footer ${footer ? "shown" : "hidden"} and booking bar ${bookingBar ? "shown" : "hidden"} on ${path || "home"}`, async ({ page }) => {
    await page.goto(`/en-ae/ski-dubai${path}`);
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toHaveCount(footer ? 1 : 0);
    await expect(page.getByTestId("booking-bar")).toHaveCount(bookingBar ? 1 : 0);
  });
}

test("the ski-school booking bar is hidden where the site does not enable it", async ({ page }) => {
  await page.goto("/en-om/snow-oman/ski-academy");
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("booking-bar")).toHaveCount(0);
});

test("accounts and sitemap take the inverted header", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai/sitemap");
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-inverted", "true");
  await page.goto("/en-ae/ski-dubai/faq");
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-inverted", "false");
  await page.mouse.wheel(0, 400);
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-inverted", "true");
});

test("an unknown page answers 404 with the not-found screen and no booking bar", async ({ page }) => {
  const response = await page.goto("/ar-ae/snow-abu-dhabi/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-screen")).toBeVisible();
  await expect(page.getByTestId("booking-bar")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveTitle(/الصفحة غير موجودة/);
});

test("an unknown prefix answers 404 with the not-found screen", async ({ page }) => {
  for (const path of ["/fr-fr/ski-dubai", "/en-us/ski-dubai/faq", "/en-ae/ski-paris"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId("error-screen")).toBeVisible();
  }
});

test("client-only pages send the loader from the server and render in the browser", async ({ page, request }) => {
  // The bare booking path leads to the cart (decision 016), itself a browser-only page.
  const bare = await request.get("/en-ae/ski-dubai/booking", { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers()["location"]).toBe("/en-ae/ski-dubai/booking/personal-details");
  const html = await (await request.get("/en-ae/ski-dubai/booking/personal-details")).text();
  expect(html).toContain('data-testid="loader"');
  expect(html).not.toContain('data-testid="cart-empty"');
  // A booking step reads the cart in the browser: the server sends the loader, the browser the empty cart.
  const step = await (await request.get("/en-ae/ski-dubai/booking/add-ons")).text();
  expect(step).toContain('data-testid="loader"');
  expect(step).not.toContain('data-testid="cart-empty"');
  await page.goto("/en-ae/ski-dubai/booking/add-ons");
  await expect(page.getByTestId("cart-empty")).toBeVisible();
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu opens, hides the booking bar, locks scrolling and closes", async ({ page }) => {
    await page.goto("/en-ae/ski-dubai");
    await expect(page.getByTestId("booking-bar")).toHaveCount(1);
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    await expect(page.locator("body")).toHaveClass(/scroll-locked/);
    await expect(page.getByTestId("booking-bar")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/scroll-locked/);
    await expect(page.getByTestId("booking-bar")).toHaveCount(1);
  });
});
