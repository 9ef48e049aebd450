// The catalogue pages on every site and language: listings with prices in the site's currency, details, time slots.
import { formatAmount } from "../shared/format";
import { tenantBySlug } from "../tenants";
import { expect, hydrated, SITES, test, venueDate } from "./support";

const LISTINGS = ["passes-packages/explore", "ski-lessons", "snowboard-lessons", "ski-academy", "alpine-vouchers", "memberships", "events"];

for (const { tenant, locale, prefix, dir } of SITES) {
  test(`catalogue pages of ${prefix} list products in ${tenant.currency}`, async ({ page }) => {
    const sample = formatAmount(0, tenant.currency, tenant.decimals, locale).replace(/0\.0+/, "").replace(/[\s\u200f\u00a0]/g, "");
    for (const path of LISTINGS) {
      const response = await page.goto(`${prefix}/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByTestId("product-card").first(), path).toBeVisible();
      const price = page.getByTestId("product-price").first();
      await expect(price, path).toContainText(sample);
      expect((await price.innerText()).match(/\d+\.(\d+)/)?.[1]?.length, path).toBe(tenant.decimals);
    }
    // A product's page, opened from the listing.
    await page.goto(`${prefix}/passes-packages/explore`);
    const first = page.getByTestId("product-card").first();
    const name = await first.getAttribute("data-card-name");
    await page.goto(`${prefix}/passes-packages/${name}`);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByTestId("booking-bar-detail")).toBeVisible();
    if (locale === "ar") await expect(page.locator("h1")).toHaveText(/[\u0600-\u06FF]/);
  });
}

test("an unknown product answers the not-found page", async ({ page }) => {
  const response = await page.goto("/en-ae/ski-dubai/passes-packages/no-such-product");
  expect(response?.status()).toBe(404);
});

test("a time-based product shows the time slots of the chosen day with their free places", async ({ page }) => {
  const dubai = tenantBySlug("ski-dubai")!;
  const date = venueDate(dubai.timeZone, 2);
  await page.goto(`${dubai.prefixes.en}/passes-packages/penguin-encounter?date=${date}`);
  const slots = page.getByTestId("time-slot");
  await expect(slots.first()).toBeVisible();
  expect(await slots.count()).toBeGreaterThan(3);
  await expect(slots.first()).toContainText(/\d{2}:\d{2}/);
});

test("a lesson page filters by level group and age from its query", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai/ski-lessons?level=3&lesson=0&age=1");
  await expect(page.getByTestId("level-filter")).toBeVisible();
  await expect(page.getByTestId("lesson-type-tabs")).toBeVisible();
  await expect(page.getByTestId("age-filter")).toBeVisible();
  // Levels 1 and 2 (ids 3 and 4) are shown together as Intermediate.
  await expect(page.getByTestId("lesson-group-intermediate")).toBeVisible();
  await expect(page.getByTestId("lesson-group-beginner")).toHaveCount(0);
});

test("a product page loads without the schema library; a month past the days it came with gets its availability when shown", async ({ page }) => {
  const dubai = tenantBySlug("ski-dubai")!;
  // A visitor saving data: nothing is prefetched, so what loads is the page's own code (the booking steps' code,
  // prefetched for other visitors once the page has hydrated, brings the schema library: browser-rules.spec.ts).
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { effectiveType: "4g", saveData: true }, configurable: true }));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${dubai.prefixes.en}/passes-packages/snow-park`);
  await hydrated(page);
  const picker = page.getByTestId("date-picker");
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId("date-picker-loading")).toHaveCount(0);
  expect(scripts.filter((path) => /\/(schemas|catalogue-calls)-/.test(path))).toEqual([]);

  // The page came with 60 days; 75 days ahead is asked when its month is shown, and the call's code comes then.
  const date = venueDate(dubai.timeZone, 75);
  const cell = picker.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 4 && (await cell.count()) === 0; i++) await picker.getByTestId("date-picker-next").click();
  await expect(cell).toBeVisible();
  await expect(picker.getByTestId("date-picker-loading")).toHaveCount(0);
  await expect(cell).not.toHaveAttribute("data-reason", "loading");
  expect(scripts.some((path) => /\/catalogue-calls-/.test(path))).toBe(true);
});

test("a month whose availability call failed is asked again when shown again, and its days open", async ({ page }) => {
  const dubai = tenantBySlug("ski-dubai")!;
  const calls: string[] = [];
  let refuse = true;
  await page.route(/\/viva\/rest-calender-availability\//, async (route) => {
    calls.push(new URL(route.request().url()).pathname);
    if (refuse) return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: 5030, errorMessage: "busy" }) });
    return route.continue();
  });
  await page.goto(`${dubai.prefixes.en}/passes-packages/snow-park`);
  await hydrated(page);
  const picker = page.getByTestId("date-picker");
  const date = venueDate(dubai.timeZone, 75);
  const cell = picker.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 4 && (await cell.count()) === 0; i++) await picker.getByTestId("date-picker-next").click();
  await expect(cell).toBeVisible();
  // The month's own call (from its first day past what the page came with); a month before it may have had one too.
  const monthCalls = () => calls.filter((path) => path.split("/").at(-3)!.startsWith(date.slice(0, 7)));
  await expect.poll(() => monthCalls().length).toBe(1);
  await expect(cell).toHaveAttribute("aria-disabled", "true");

  // Back one month and forward again: the month is asked again, and this time its days open.
  refuse = false;
  await picker.getByTestId("date-picker-previous").click();
  await picker.getByTestId("date-picker-next").click();
  await expect.poll(() => monthCalls().length).toBe(2);
  expect(monthCalls()[1]).toBe(monthCalls()[0]);
  await expect(cell).not.toHaveAttribute("aria-disabled", "true");
});

