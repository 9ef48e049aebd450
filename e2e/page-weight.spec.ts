// The first paint's largest element and the page's policy (docs/decisions/022): the hero is a real image the browser
// finds in the HTML and fetches first, and a product page runs its schemas without anything the CSP blocks.
import type { Page } from "@playwright/test";
import { expect, test, venueDate } from "./support";

/** Collects the page's CSP violation reports (events and console) from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (evaluate|execute)/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

for (const prefix of ["/en-ae/ski-dubai", "/ar-om/snow-oman"]) {
  test(`${prefix}: the home hero is an image in the HTML, fetched first, covering its box`, async ({ page, request }) => {
    const html = await (await request.get(prefix)).text();
    // In the server's HTML (discoverable without script), high priority and not lazy.
    const tag = /<img[^>]*data-testid="hero-image"[^>]*>/.exec(html)?.[0] ?? "";
    expect(tag).toContain('fetchPriority="high"');
    expect(tag).not.toContain("loading=");
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);

    await page.goto(prefix);
    const hero = page.getByTestId("hero-image");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The image fills the hero's section, whose height the layout sets: the image's arrival moves nothing.
    const [image, section] = await Promise.all([hero.boundingBox(), hero.locator("xpath=..").boundingBox()]);
    expect(image).toEqual(section);
    // The text stays above the image and its shade.
    await expect(page.locator("main h1")).toBeVisible();
  });
}

test("a product page, with a day chosen, reports no Content-Security-Policy violation", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(`/en-ae/ski-dubai/passes-packages/snow-park?date=${venueDate("Asia/Dubai", 51)}&adult=1&junior=0&child=0&infant=0`);
  await hydrated(page);
  // The calendar's answers and the cart's line are parsed with the schemas in the browser.
  await page.getByTestId("buy-tickets").click();
  await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/);
  await hydrated(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
