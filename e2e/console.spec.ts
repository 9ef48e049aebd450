// The staff console in Chromium: venue staff sign in at /ops through the identity provider; Snow Oman's staff switch
// Snow Oman into maintenance (its pages show the maintenance screen while Ski Dubai keeps selling) and back, and cannot
// open Ski Dubai's settings nor post to them; a bad setting comes back with the field's message; the staff discount
// list takes someone on and off; sign-out ends the session; every console page passes axe, on a phone too.
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../scripts/identity/demo-members.mjs";
import { axeClean, consoleSignIn } from "./console-support";
import { expect, setMaintenance, test } from "./support";

const OPS = "ops@example.com";
const OPS_OMAN = "ops.oman@example.com";

test.describe.configure({ mode: "serial" });

test.afterAll(() => {
  // Whatever happened above, Snow Oman sells again.
  setMaintenance("snow-oman", false);
});

test("Snow Oman's staff switch Snow Oman into maintenance while Ski Dubai keeps selling, and back", async ({ page, context }) => {
  await consoleSignIn(page, OPS_OMAN);
  await expect(page.getByRole("heading", { name: "Your venues" })).toBeVisible();
  await expect(page.locator("#venue-picker option")).toHaveText(["Snow Oman"]);
  await axeClean(page);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Maintenance" }).click();
  await expect(page.getByRole("heading", { name: "Maintenance: Snow Oman" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Maintenance screen preview, Arabic" })).toHaveAttribute("dir", "rtl");
  await axeClean(page);
  // With the keyboard: the first Tab reaches the skip link, which leads past the console's header into the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link").first()).toBeFocused();

  await page.getByRole("button", { name: "Both languages on" }).click();
  await expect(page.getByRole("status")).toContainText("Snow Oman (English and Arabic): maintenance on. New page loads show it now; every location by");
  await expect(page.getByTestId("maintenance-en")).toHaveText("On");
  await expect(page.getByTestId("maintenance-ar")).toHaveText("On");

  const shop = await context.newPage();
  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
    const answer = await shop.goto(prefix);
    expect(answer?.status(), prefix).toBe(503);
    await expect(shop.getByTestId("maintenance-screen")).toBeVisible();
  }
  const dubai = await shop.goto("/en-ae/ski-dubai");
  expect(dubai?.status()).toBe(200);
  await expect(shop.getByTestId("maintenance-screen")).toHaveCount(0);
  await expect(shop.getByTestId("site-name")).toBeVisible();

  await page.getByRole("button", { name: "Switch Arabic off" }).click();
  await expect(page.getByTestId("maintenance-ar")).toHaveText("Off");
  await page.getByRole("button", { name: "Switch English off" }).click();
  await expect(page.getByTestId("maintenance-en")).toHaveText("Off");
  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
    const answer = await shop.goto(prefix);
    expect(answer?.status(), prefix).toBe(200);
    await expect(shop.getByTestId("maintenance-screen")).toHaveCount(0);
  }
  // Each switch names the staff member in the table.
  await expect(page.locator('li[data-locale="en"]')).toContainText(`by ${OPS_OMAN}`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Change log" }).click();
  await expect(page.getByRole("heading", { name: "Change log: Snow Oman" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Maintenance (English)" }).first()).toContainText(OPS_OMAN);
  await axeClean(page);
});

test("Snow Oman's staff cannot open Ski Dubai's settings, and a forged post for Ski Dubai is refused and changes nothing", async ({ page }) => {
  await consoleSignIn(page, OPS_OMAN);
  const opened = await page.goto("/ops/ski-dubai/settings");
  expect(opened?.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("cannot see or change Ski Dubai");
  await axeClean(page);

  // A form of the console's own origin, made by hand in the page, posting to Ski Dubai.
  await page.goto("/ops/snow-oman/maintenance");
  const [forged] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/ops/ski-dubai/maintenance") && response.request().method() === "POST"),
    page.evaluate(`(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/ops/ski-dubai/maintenance";
      form.innerHTML = '<input type="hidden" name="locale" value="both"><input type="hidden" name="enable_maintenance_page" value="true">';
      document.body.append(form);
      form.submit();
    })()`),
  ]);
  expect(forged.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("cannot see or change Ski Dubai");
  const dubai = await page.goto("/en-ae/ski-dubai");
  expect(dubai?.status()).toBe(200);
  await expect(page.getByTestId("maintenance-screen")).toHaveCount(0);
});

test("a bad site setting is refused with the field's message, and nothing is saved", async ({ page }) => {
  await consoleSignIn(page, OPS);
  await page.goto("/ops/snow-oman/settings?locale=ar");
  await expect(page.getByRole("heading", { name: "Site settings: Snow Oman" })).toBeVisible();
  await axeClean(page);
  const before = await page.locator("#promo_code_color").inputValue();

  await page.locator("#promo_code_color").fill("red");
  await page.getByRole("button", { name: /^Save Snow Oman/ }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.locator("#promo_code_color-error")).toHaveText("is a colour as # and six hex digits, e.g. #0B1F3A");
  await expect(page.locator("#promo_code_color")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#promo_code_color")).toHaveValue("red");
  await axeClean(page);

  await page.goto("/ops/snow-oman/settings?locale=ar");
  await expect(page.locator("#promo_code_color")).toHaveValue(before);
});

test("the staff discount list takes someone on and off", async ({ page }) => {
  await consoleSignIn(page, OPS);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff discount list" }).click();
  await expect(page.getByRole("heading", { name: "Staff discount list" })).toBeVisible();
  await axeClean(page);

  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Add to the list" }).click();
  await expect(page.locator("#email-error")).toBeVisible();
  await expect(page.locator("#name-error")).toBeVisible();
  await axeClean(page);

  const email = `console.${Date.now()}@maf.ae`;
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Name").fill("Layla Console");
  await page.getByRole("button", { name: "Add to the list" }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} is on the list.`);
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toContainText("On the list");
  await expect(row).toContainText(`by ${OPS}`);

  await row.getByRole("button", { name: `Remove ${email}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} is off the list.`);
  await expect(page.locator(`tr[data-email="${email}"]`)).toContainText("Removed");
});

test("on a phone, signed out: the console asks for sign-in again, and a member without the claim is refused", async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  const page = await phone.newPage();
  await consoleSignIn(page, OPS_OMAN);
  await page.goto("/ops/snow-oman/settings");
  await axeClean(page);
  // Nothing spills sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await axeClean(page);
  await page.goto("/ops/snow-oman/maintenance");
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.locator("#email").fill("omar.member@example.com");
  await page.locator("#password").fill(DEMO_PASSWORD);
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("/ops/callback")),
    page.locator("#password").press("Enter"),
  ]);
  expect(refused.status()).toBe(403);
  await expect(page.getByRole("alert")).toContainText("is not venue staff");
  await phone.close();
});
