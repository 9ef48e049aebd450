// The home page's scripts wait for the visitor (docs/decisions/027): the page is read from the server's HTML alone,
// and its app comes with the visitor's first touch, key, pointer, focus or scroll. What a visitor does meanwhile is
// not lost: the touch that woke it takes effect, a link loads its page, another tab's sign-in and the app's global
// events are heard; the page view and the route are recorded without the app. A visitor with a cart, and a member,
// get the app at once.
import type { Page } from "@playwright/test";
import { tenantBySlug } from "../tenants";
import { addPassToCart, cartCount } from "./purchase";
import { expect, holdScripts, signIn, test, venueDate, waiting } from "./support";

const dubai = tenantBySlug("ski-dubai")!;

/** The app's own scripts the page has asked for (not the Intl warm-up worker's). */
function appScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** Whether the page has hydrated (the root has taken the early input over), without waking it. */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => "__reactRouterRouteModules" in window && !("__shopEarlyInput" in window));
}

type PageView = { event: string; user_type: string; page_path: string; page_title: string; language: string };
function pageViews(page: Page): Promise<PageView[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: PageView[] }).dataLayer ?? []).filter((e) => e.event === "page_view"));
}

for (const { prefix, title, language } of [
  { prefix: "/en-ae/ski-dubai", title: /^Ski Dubai/, language: "en" },
  { prefix: "/ar-om/snow-oman", title: /سنو عُمان/, language: "ar" },
]) {
  test(`${prefix}: nothing of the app loads until the visitor reaches for the page; the page view and the route are recorded all the same`, async ({ page }) => {
    const scripts = appScripts(page);
    await page.goto(prefix, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    expect(await waiting(page)).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    // Recorded by the server's inline script on load.
    const views = await pageViews(page);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ page_path: prefix, user_type: "Guest", language });
    expect(views[0]!.page_title).toMatch(title);
    expect(await page.evaluate(() => localStorage.getItem("last_visited_route"))).toBe(prefix);

    // The first step of the booking bar, clicked: the app comes, and the click opens the step's panel.
    await page.getByTestId("booking-bar-step-experience").click();
    await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
    expect(scripts.some((url) => url.includes("/assets/framework-"))).toBe(true);
    expect(await waiting(page)).toBe(false);
    // The app does not count the page a second time.
    expect(await pageViews(page)).toHaveLength(1);
  });
}

test("a step clicked before the app came shows it is busy until the app takes the click", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/ar-eg/ski-egypt", { waitUntil: "networkidle" });
  const step = page.getByTestId("booking-bar-step-experience");
  await step.click();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  await expect(step).toHaveAttribute("data-early", "");
  await expect(step).toHaveCSS("cursor", "progress");
  await expect(page.getByTestId("booking-bar-panel-experience")).toHaveCount(0);
  scripts.release();
  await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
  await expect(step).not.toHaveAttribute("data-early");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tap on the booking bar's step before anything else opens its panel, in Arabic", async ({ page }) => {
    await page.goto("/ar-ae/ski-dubai", { waitUntil: "networkidle" });
    expect(await waiting(page)).toBe(true);
    await page.getByTestId("booking-bar-step-experience").tap();
    const panel = page.getByTestId("booking-bar-panel-experience");
    await expect(panel).toBeVisible();
    await expect(page.getByTestId("booking-bar-step-experience")).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: "screenshots/e2e-wake-ar-first-tap.png" });
  });

  test("a scroll wakes the page, and the header then follows the scroll", async ({ page }) => {
    await page.goto("/en-om/snow-oman", { waitUntil: "networkidle" });
    expect(await waiting(page)).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.mouse.wheel(0, 200);
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-inverted", "true");
  });
});

test("the keyboard wakes the page: Tab, then the skip link and the header take keys as usual", async ({ page }) => {
  await page.goto("/en-eg/ski-egypt", { waitUntil: "networkidle" });
  expect(await waiting(page)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await expect.poll(() => isHydrated(page)).toBe(true);
});

test.describe("a first visit, no consent choice stored", () => {
  test.use({ consentChoice: null });

  test("the consent dialog, its focus and its answer, wakes nothing: the choice is stored and the page loads again, still waiting", async ({ page }) => {
    const scripts = appScripts(page);
    await page.goto("/en-ae/ski-dubai", { waitUntil: "networkidle" });
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await waiting(page)).toBe(true);
    await dialog.getByRole("button", { name: "Reject all" }).click();
    // The choice is stored and the page loads again, its scripts waiting as before.
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "consent_choice")?.value).toBe("C0002:0|C0003:0|C0004:0");
    await expect.poll(() => waiting(page)).toBe(true);
    // Nothing of the app was asked for, before or after the answer.
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
  });
});

test("a link clicked before the app came loads its page whole", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai", { waitUntil: "networkidle" });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByTestId("site-footer").locator('a[href="/en-ae/ski-dubai/faq"]').first().click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/faq$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test("a visitor with a cart gets the app at once: the header counts the cart without a touch", async ({ page }) => {
  await addPassToCart(page, dubai.prefixes.en, venueDate(dubai.timeZone, 31));
  await page.goto(dubai.prefixes.en);
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(cartCount(page)).toHaveText("1");
});

test("a member gets the app at once: the page is not held", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai/faq");
  await signIn(page, "fatima.family@example.com");
  await page.goto("/en-ae/ski-dubai");
  expect(await waiting(page)).toBe(false);
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect((await pageViews(page))[0]).toMatchObject({ user_type: "Member" });
});

test("a sign-in in another tab reaches a page that has not woken: it wakes and loads again signed in", async ({ page, context }) => {
  // The other tab is open first: its own page, as it loads, writes to the shared storage too (the route it remembers).
  const other = await context.newPage();
  await other.goto("/en-ae/ski-dubai/faq");
  await page.goto("/en-ae/ski-dubai", { waitUntil: "networkidle" });
  expect(await waiting(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  // The other tab's sign-in leaves its marker in the shared storage: the first thing this page hears of it wakes it.
  const reloaded = page.waitForEvent("load");
  await other.evaluate(() => localStorage.setItem("logged_in", String(Date.now())));
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  await other.close();
});

test("the app's global event sent by another script before the page woke is heard: the video modal opens", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai", { waitUntil: "networkidle" });
  expect(await waiting(page)).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("show-video-modal", { detail: { enabled: true, url: "about:blank" } })));
  await expect(page.getByTestId("video-modal")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("video-modal")).toHaveCount(0);
});

test("a product page is not held: its scripts come after the first paint, untouched", async ({ page }) => {
  const scripts = appScripts(page);
  await page.goto("/en-ae/ski-dubai/passes-packages/snow-park", { waitUntil: "networkidle" });
  expect(await waiting(page)).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
  await expect.poll(() => isHydrated(page)).toBe(true);
});
