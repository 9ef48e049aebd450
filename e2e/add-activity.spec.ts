// The add-activity step's Continue posts the line's new choice to the step's action: a time slot someone else took
// meanwhile is refused in the page's language, the slots are asked again (that one now full) and nothing stays chosen,
// so the visitor picks again; another slot then goes through with one basket check. Snow Oman's Snow Park session is
// time-based, so "Buy tickets" leads here.
import { tenantBySlug } from "../tenants";
import { expect, hydrated, routeModulesOf, runSql, test, venueDate } from "./support";

const oman = tenantBySlug("snow-oman")!;
const SLOT_TAKEN = {
  en: "The selected time slot is booked now. Please choose another time or date.",
  ar: "الفترة الزمنية المختارة محجوزة الآن. يرجى اختيار وقت أو تاريخ آخر.",
};

for (const [locale, days] of [["en", 74], ["ar", 75]] as const) {
  const prefix = oman.prefixes[locale];
  test(`${prefix}: a time slot taken while it was chosen is refused, shown full and chosen no more`, async ({ page }) => {
    const date = venueDate(oman.timeZone, days);
    await page.goto(`${prefix}/booking/buy-tickets?card=snow-park&date=${date}&adult=1&junior=0&child=0&infant=0`);
    await page.waitForURL(/\/booking\/add-activity\//);
    const open = page.getByTestId("activity-slot").filter({ has: page.locator("input:enabled") }).first();
    await open.locator("input").check();
    const performance = (await open.locator("input").getAttribute("value"))!;
    // A performance key is its calendar's key, the start time and the date: SMO.EVN.SNOWPARK.2HR.1000.20270211.
    const event = performance.split(".").slice(0, -2).join(".");

    // The slot has no place left meanwhile: its capacity is gone (the day's seat authority counts against it).
    runSql(
      `UPDATE calendar_performances SET capacity = 0 WHERE site_id = ${oman.siteId} AND event_ak = '${event}' AND date = '${date}' AND performance_ak = '${performance}'`,
    );

    let checks = 0;
    page.on("request", (request) => {
      if (request.url().includes("/order/check-basket")) checks++;
    });
    const next = page.getByTestId("activity-continue");
    await next.click();

    await expect(page.getByTestId("checkout-error")).toHaveText(SLOT_TAKEN[locale]);
    await expect(page).toHaveURL(/\/booking\/add-activity\//);
    expect(checks).toBe(1);
    const taken = page.getByTestId("activity-slot").filter({ has: page.locator(`input[value="${performance}"]`) });
    await expect(taken).toHaveAttribute("data-slot-state", "full");
    await expect(taken.locator("input")).toBeDisabled();
    await expect(page.locator("input[name=slot]:checked")).toHaveCount(0);
    await expect(next).toBeEnabled();

    // Another slot goes through to add-ons.
    await page.getByTestId("activity-slot").filter({ has: page.locator("input:enabled") }).first().locator("input").check();
    await next.click();
    await page.waitForURL(/\/booking\/add-ons/);
    expect(checks).toBe(2);
  });
}

for (const [locale, days] of [["en", 124], ["ar", 125]] as const) {
  const prefix = oman.prefixes[locale];
  test(`${prefix}: "Buy tickets" lists the day's time slots the product page showed while they are asked for again`, async ({ page }) => {
    const date = venueDate(oman.timeZone, days);
    await page.goto(`${prefix}/passes-packages/snow-park?date=${date}&adult=1&junior=0&child=0&infant=0`);
    await hydrated(page);
    const buy = page.getByTestId("buy-tickets");
    await buy.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    // The slots' call after the tap is held until the step has been seen: the step lists what the page showed.
    const held: (() => Promise<void>)[] = [];
    let released = false;
    await page.route("**/rest-calender-availability/**", (route) => (released ? route.continue() : void held.push(() => route.continue())));
    await buy.click();
    await page.waitForURL(/\/booking\/add-activity\//);
    await expect(page.getByTestId("activity-slot").first()).toBeVisible();
    await expect.poll(() => held.length, { message: "the slots are asked for again" }).toBeGreaterThan(0);
    released = true;
    await Promise.all(held.map((answer) => answer()));
    // The answer is shown: a slot can be chosen and the step goes on.
    await page.getByTestId("activity-slot").filter({ has: page.locator("input:enabled") }).first().locator("input").check();
    // The add-ons step's code and the card's add-ons came while the visitor picked: Continue waits for the hold.
    await page.waitForLoadState("networkidle");
    const addOnsModule = (await routeModulesOf(page, [`${prefix}/booking/add-ons`]))[0]![0]!;
    const asked: string[] = [];
    page.on("request", (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.getByTestId("activity-continue").click();
    await page.waitForURL(/\/booking\/add-ons/);
    await expect(page.getByTestId("add-ons-continue")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked.filter((r) => r.endsWith(addOnsModule) || r.includes("/checkout.")), "the add-ons step's code or texts fetched after Continue").toEqual([]);
    expect(asked.filter((r) => r.startsWith("GET /api/provider/add-ons")), "the add-ons asked after Continue").toEqual([]);
  });
}

