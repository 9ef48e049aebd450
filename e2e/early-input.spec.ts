// A click or key press made before the page is interactive is not lost: with the page's scripts held back, the
// visitor clicks a calendar day, a booking-bar step or presses an arrow key in the calendar; once the scripts
// arrive and the page has hydrated, each takes effect as if made then.
import { type Locator, type Page } from "@playwright/test";
import { tenantBySlug } from "../tenants";
import { expect, holdScripts, hydrated as pageHydrated, signIn, test, otherDayOfMonth, venueDate } from "./support";

const dubai = tenantBySlug("ski-dubai")!;
const oman = tenantBySlug("snow-oman")!;

/** True once the root has taken the recorded input (the handover is gone), i.e. the document has hydrated. */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => !("__shopEarlyInput" in window));
}

for (const { tenant, locale } of [
  { tenant: dubai, locale: "en" as const },
  { tenant: oman, locale: "ar" as const },
]) {
  test(`a calendar day clicked on ${tenant.prefixes[locale]} before the page is interactive is picked once it is`, async ({ page }) => {
    // Before the page is interactive the month cannot be turned: the page opens on a month (its day in the address)
    // and another day of that month is clicked. Well ahead, away from the days other journeys sell out.
    const shown = venueDate(tenant.timeZone, 40);
    const date = otherDayOfMonth(shown);
    const scripts = await holdScripts(page);
    await page.goto(`${tenant.prefixes[locale]}/passes-packages/snow-park?date=${shown}`, { waitUntil: "commit" });
    const day = page.getByTestId("date-picker").locator(`[data-date="${date}"]`);
    await expect(day).toBeVisible();
    // The page's scripts are asked for after its first paint (decision 025), so possibly just after the day shows.
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);

    await day.click();
    // Nothing can happen yet: the page's code has not arrived.
    await expect(day.locator("xpath=..")).toHaveAttribute("aria-selected", "false");
    scripts.release();

    await expect(day.locator("xpath=..")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(new RegExp(`[?&]date=${date}`));
    expect(await hydrated(page)).toBe(true);
  });
}

test("a booking-bar step and the search clicked on the home page before it is interactive take effect once it is", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(dubai.prefixes.en, { waitUntil: "commit" });
  const step = page.getByTestId("booking-bar-step-experience");
  await expect(step).toBeVisible();
  expect(await hydrated(page)).toBe(false);

  await step.click();
  await expect(page.getByTestId("booking-bar-panel-experience")).toHaveCount(0);
  scripts.release();

  await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
  await expect(step).toHaveAttribute("aria-expanded", "true");
});

test("the search clicked before the page is interactive flags the empty step once it is, in Arabic", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(oman.prefixes.ar, { waitUntil: "commit" });
  const search = page.getByTestId("booking-bar-search");
  await expect(search).toBeVisible();

  await search.click();
  await expect(page.getByTestId("booking-bar-error")).toHaveCount(0);
  scripts.release();

  await expect(page.getByTestId("booking-bar-error")).toBeVisible();
  await expect(page.getByTestId("booking-bar-step-experience")).toHaveAttribute("aria-invalid", "true");
});

test("an arrow key pressed in the calendar before the page is interactive moves to the next day once it is", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 4);
  const next = venueDate(dubai.timeZone, 5);
  const scripts = await holdScripts(page);
  await page.goto(`${dubai.prefixes.en}/passes-packages/snow-park?date=${date}`, { waitUntil: "commit" });
  const picker = page.getByTestId("date-picker");
  const day = picker.locator(`[data-date="${date}"]`);
  await expect(day).toBeVisible();
  await day.focus();
  await page.keyboard.press("ArrowRight");
  await expect(day).toBeFocused();
  scripts.release();

  await expect(picker.locator(`[data-date="${next}"]`)).toBeFocused();
});

test("a link clicked before the page is interactive is not held: the browser follows it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(dubai.prefixes.en, { waitUntil: "commit" });
  const link = page.getByTestId("home-card").first().getByRole("link");
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  scripts.release();
});

/**
 * A member's page at `prefix`, loaded again with the badge's code held: the badge is rendered on the server with the
 * page, and its code is a part that loads on its own. Returns the badge and the held code.
 */
async function memberPageWithBadgeCodeHeld(page: Page, prefix: string) {
  await page.goto(prefix);
  await pageHydrated(page);
  await signIn(page, "omar.member@example.com");
  await expect(page.getByTestId("user-menu-button")).toBeVisible();
  const badgeCode = await holdScripts(page, /\/assets\/MemberBadge-[^/]*\.js$/);
  await page.goto(prefix, { waitUntil: "commit" });
  await pageHydrated(page);
  await expect.poll(() => badgeCode.held()).toBeGreaterThan(0);
  const badge = page.getByTestId("user-menu-button");
  await expect(badge).toBeVisible();
  return { badge, badgeCode };
}

/** A click on the badge while its code is held opens nothing; once the code arrives, the menu opens. */
async function clickWhileHeldOpensLater(page: Page, badge: Locator, badgeCode: { release: () => void }) {
  await badge.click();
  // The rest of the page is interactive, the badge not yet: nothing opens.
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  badgeCode.release();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(badge).toHaveAttribute("aria-expanded", "true");
}

for (const { tenant, locale } of [
  { tenant: dubai, locale: "en" as const },
  { tenant: oman, locale: "ar" as const },
]) {
  test(`the member's badge clicked on ${tenant.prefixes[locale]} after the page hydrated, before its own code arrived, opens its menu once it has`, async ({ page }) => {
    const { badge, badgeCode } = await memberPageWithBadgeCodeHeld(page, tenant.prefixes[locale]);
    await clickWhileHeldOpensLater(page, badge, badgeCode);
  });
}

test("the member's badge stays on screen while the header changes its look on scroll before the badge's code arrives", async ({ page }) => {
  const { badge, badgeCode } = await memberPageWithBadgeCodeHeld(page, oman.prefixes.ar);
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-inverted", "false");

  // Down past the hero the header turns white; a little way back up it shows again, in that look.
  await page.evaluate(() => window.scrollTo(0, 1600));
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect(header).toHaveAttribute("data-inverted", "true");
  await expect(header).toHaveAttribute("data-hidden", "false");
  // The server's badge is still there, not the empty placeholder.
  await expect(badge).toBeVisible();
  await clickWhileHeldOpensLater(page, badge, badgeCode);
});

test("a click on a part of the page that has hydrated is not held: it takes effect at once", async ({ page }) => {
  await page.goto(dubai.prefixes.en);
  await pageHydrated(page);
  // Without the replay's code on the page, a held click could not take effect: only React's own handling can.
  await page.route(/\/assets\/early-input-replay-[^/]*\.js$/, (route) => route.abort());
  const step = page.getByTestId("booking-bar-step-experience");
  await step.click();
  await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
  await expect(step).toHaveAttribute("aria-expanded", "true");
});

test("the footer's Back to top pressed while the footer's code is still loading takes the visitor up once it has, in Arabic", async ({ page }) => {
  // The footer hydrates when it comes near the screen; its code is held here.
  const footerCode = await holdScripts(page, /\/assets\/Footer-[^/]*\.js$/);
  await page.goto(oman.prefixes.ar);
  await pageHydrated(page);
  const button = page.getByTestId("back-to-top");
  await button.scrollIntoViewIfNeeded();
  await expect.poll(() => footerCode.held()).toBeGreaterThan(0);
  const down = await page.evaluate(() => window.scrollY);
  expect(down).toBeGreaterThan(0);

  await button.click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(down);
  footerCode.release();

  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator(".skip-link")).toBeFocused();
});

for (const { tenant, locale, name } of [
  { tenant: dubai, locale: "en" as const, name: "Layla" },
  { tenant: oman, locale: "ar" as const, name: "ليلى" },
]) {
  test(`text typed into the contact form on ${tenant.prefixes[locale]} before the page is interactive is kept once it is`, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${tenant.prefixes[locale]}/contact-us`, { waitUntil: "commit" });
    const first = page.locator("#contact-firstName");
    const email = page.locator("#contact-email");
    await expect(first).toBeVisible();
    expect(await hydrated(page)).toBe(false);

    await first.pressSequentially(name);
    await email.pressSequentially("layla@example.com");
    scripts.release();
    await expect.poll(() => hydrated(page)).toBe(true);

    // React draws a field it hydrates with the value it rendered (empty); the text typed comes back, into its state too.
    await expect(first).toHaveValue(name);
    await expect(email).toHaveValue("layla@example.com");
    await page.getByTestId("contact-submit").click();
    await expect(page.locator("#contact-lastName")).toHaveAttribute("aria-invalid", "true");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveValue(name);
  });
}
