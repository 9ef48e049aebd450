// Moving between pages happens in the client, without full page loads, and lands at the top of each page.
import { expect, hydrated, test } from "./support";

test("three pages visited through links without a full reload", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const footer = page.getByTestId("site-footer");
  await footer.locator('a[href="/en-ae/ski-dubai/faq"]').first().click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/faq$/);
  await expect(page.locator("h1")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByTestId("site-footer").locator('a[href="/en-ae/ski-dubai/sitemap"]').first().click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.locator("h1")).toBeVisible();

  await page.getByTestId("header-logo").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai$/);
  await expect(page.getByTestId("site-name")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("the last visited route is remembered, and not-found pages are remembered as home", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai/faq?tab=2");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("last_visited_route"))).toBe("/en-ae/ski-dubai/faq?tab=2");
  await page.goto("/en-ae/ski-dubai/page-not-found");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("last_visited_route"))).toBe("/en-ae/ski-dubai");
});

test("the language switch opens the same page in the other language", async ({ page }) => {
  await page.goto("/en-om/snow-oman/faq");
  await page.getByTestId("language-switch").first().click();
  await expect(page).toHaveURL(/\/ar-om\/snow-oman\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});
