// Searching with the booking bar: experience, date or level, people or age; the date picker's rules; the guest counter;
// and the same search with scripts disabled, on every site and language (the bar is a form).
import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { LANG_HEADER, SITE_ID_HEADER } from "../shared/contract/orders";
import { TENANTS, tenantBySlug } from "../tenants";
import { dayInPicker, expect, hydrated, sellOut, test, venueDate } from "./support";

const dubai = tenantBySlug("ski-dubai")!;
const abuDhabi = tenantBySlug("snow-abu-dhabi")!;

/** The names of the cards the provider lists under an experience category. */
async function cardsOfExperience(page: Page, siteId: number, categoryId: number): Promise<string[]> {
  const response = await page.request.post("/api/provider/experience-category-tab", {
    headers: { [SITE_ID_HEADER]: String(siteId), [LANG_HEADER]: "en" },
    data: { experience_category_id: categoryId },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { name: string }[] };
  return data.map((card) => card.name);
}

/** The grid cell around a day's button, which carries aria-selected. */
function gridCell(day: Locator): Locator {
  return day.locator("xpath=..");
}

/** The page has hydrated and the bar's form has been taken over by its scripts (steps lock, searches are checked). */
async function barReady(page: Page) {
  await hydrated(page);
  await expect(page.getByTestId("booking-bar").locator("form")).toHaveAttribute("data-enhanced", "true");
}

async function openStep(page: Page, step: string) {
  const panel = page.getByTestId(`booking-bar-panel-${step}`);
  if (!(await panel.isVisible())) await page.getByTestId(`booking-bar-step-${step}`).click();
  await expect(panel).toBeVisible();
}

test("a search from the home booking bar lands on explore with the experience's products", async ({ page }) => {
  const date = venueDate(dubai.timeZone, 2);
  await page.goto(dubai.prefixes.en);
  await barReady(page);
  await openStep(page, "experience");
  await page.getByTestId("booking-bar-experience-snow-park").click();
  await openStep(page, "date");
  await (await dayInPicker(page, date)).click();
  await expect(page.getByTestId("booking-bar-step-date")).not.toHaveText(/^\s*$/);
  await page.getByTestId("booking-bar-search").click();

  await expect(page).toHaveURL(new RegExp(`/en-ae/ski-dubai/passes-packages/explore\\?experience=snow-park&date=${date}&adult=1`));
  const expected = await cardsOfExperience(page, dubai.siteId, 1);
  // The address changes as the results page's data arrives; its cards follow with the render.
  await expect(page.getByTestId("explore-results")).toBeVisible();
  const shown = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card-name")));
  expect(shown.length).toBeGreaterThan(0);
  expect([...shown].sort()).toEqual([...expected].sort());
  await expect(page.getByTestId("product-price").first()).toContainText("AED");
});

test("search without an experience flags the empty step in red and stays on the page", async ({ page }) => {
  await page.goto(dubai.prefixes.en);
  await barReady(page);
  await page.getByTestId("booking-bar-search").click();
  await expect(page.getByTestId("booking-bar-error")).toHaveText("Please select an experience.");
  await expect(page.getByTestId("booking-bar-step-experience")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai$/);
  // Later steps stay locked until the earlier value exists.
  await expect(page.getByTestId("booking-bar-step-date")).toBeDisabled();
});

test("a sold-out day and a past day cannot be picked", async ({ page }) => {
  const soldOut = venueDate(dubai.timeZone, 3);
  // The calendar is stored on the first read of the catalogue.
  await page.goto(`${dubai.prefixes.en}/passes-packages/snow-park`);
  sellOut(dubai.siteId, "SKD.EVN.SNOWPARK", soldOut);
  await page.reload();

  const soldOutCell = await dayInPicker(page, soldOut);
  await expect(soldOutCell).toHaveAttribute("aria-disabled", "true");
  await expect(soldOutCell).toHaveAttribute("data-reason", "sold_out");
  // The reason is there for screen readers.
  await expect(soldOutCell).toHaveAccessibleName(/sold out/i);
  await soldOutCell.click({ force: true });
  await expect(gridCell(soldOutCell)).not.toHaveAttribute("aria-selected", "true");
  expect(new URL(page.url()).searchParams.get("date")).not.toBe(soldOut);

  const today = venueDate(dubai.timeZone, 0);
  const yesterday = venueDate(dubai.timeZone, -1);
  const picker = page.getByTestId("date-picker");
  // Back to the current month: the month before it cannot be shown at all.
  while ((await picker.locator(`[data-date="${today}"]`).count()) === 0) await picker.getByTestId("date-picker-previous").click();
  await expect(picker.getByTestId("date-picker-previous")).toBeDisabled();
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    const past = picker.locator(`[data-date="${yesterday}"]`);
    await expect(past).toHaveAttribute("aria-disabled", "true");
    await expect(past).toHaveAttribute("data-reason", "past");
    await past.click({ force: true });
    await expect(gridCell(past)).not.toHaveAttribute("aria-selected", "true");
  }
  // A free day next to them can be picked.
  const free = await dayInPicker(page, venueDate(dubai.timeZone, 4));
  await free.click();
  await expect(gridCell(free)).toHaveAttribute("aria-selected", "true");
});

test("a month whose availability call failed is asked again when the bar's calendar shows it again", async ({ page }) => {
  const calls: string[] = [];
  let refuse = true;
  await page.route(/\/viva\/rest-search-calender-availability\//, async (route) => {
    calls.push(new URL(route.request().url()).pathname);
    if (refuse) return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: 5030, errorMessage: "busy" }) });
    return route.continue();
  });
  const date = venueDate(dubai.timeZone, 2);
  await page.goto(dubai.prefixes.en);
  await barReady(page);
  await openStep(page, "experience");
  await page.getByTestId("booking-bar-experience-snow-park").click();
  await openStep(page, "date");
  const picker = page.getByTestId("date-picker");
  const cell = picker.locator(`[data-date="${date}"]`);
  // The picker comes with the panel's code: drawn first, then, near a month's end, the day is in the next month.
  await expect(picker).toBeVisible();
  for (let i = 0; i < 2 && (await cell.count()) === 0; i++) await picker.getByTestId("date-picker-next").click();
  await expect(cell).toBeVisible();
  // The call for the day's month (its range starts on the month's first day): near a month's end the month shown first
  // is asked too, and its call can be the last one seen when the day's month is already on screen.
  const ofTheDaysMonth = () => calls.find((path) => path.split("/").at(-3) === `${date.slice(0, 7)}-01`);
  await expect.poll(ofTheDaysMonth).toBeTruthy();
  const month = ofTheDaysMonth()!;
  await expect(cell).toHaveAttribute("aria-disabled", "true");

  // The next month and back: the first month is asked again, and its day opens.
  refuse = false;
  await picker.getByTestId("date-picker-next").click();
  await expect(cell).toHaveCount(0);
  await picker.getByTestId("date-picker-previous").click();
  await expect(cell).toBeVisible();
  await expect.poll(() => calls.filter((path) => path === month).length).toBe(2);
  await expect(cell).not.toHaveAttribute("aria-disabled", "true");
});

test("the guest counter stops at 12 per type and at the total of 36, and keeps at least one guest", async ({ page }) => {
  // Infants are never counted in the bar (content-and-account §2); adults, juniors and children are.
  await page.goto(dubai.prefixes.en);
  await barReady(page);
  await openStep(page, "experience");
  await page.getByTestId("booking-bar-experience-snow-park").click();
  await openStep(page, "date");
  await (await dayInPicker(page, venueDate(dubai.timeZone, 5))).click();
  await openStep(page, "people");

  const count = (type: string) => page.getByTestId(`guest-count-${type}`);
  await expect(count("adult")).toHaveValue("1");
  // The last guest cannot be removed.
  await expect(page.getByTestId("guest-minus-adult")).toBeDisabled();
  await expect(page.getByTestId("guest-minus-junior")).toBeDisabled();

  for (let i = 0; i < 11; i++) await page.getByTestId("guest-plus-adult").click();
  await expect(count("adult")).toHaveValue("12");
  await expect(page.getByTestId("guest-plus-adult")).toBeDisabled();

  for (let i = 0; i < 12; i++) await page.getByTestId("guest-plus-junior").click();
  for (let i = 0; i < 12; i++) await page.getByTestId("guest-plus-child").click();
  await expect(count("junior")).toHaveValue("12");
  await expect(count("child")).toHaveValue("12");
  await expect(page.getByTestId("guest-plus-infant")).toHaveCount(0);
  // 36 guests: nobody more, of any type.
  for (const type of ["adult", "junior", "child"]) await expect(page.getByTestId(`guest-plus-${type}`)).toBeDisabled();
  await page.getByTestId("guest-minus-child").click();
  await expect(count("child")).toHaveValue("11");
  await expect(page.getByTestId("guest-plus-child")).toBeEnabled();
  // Adults stay at their own limit of 12; one more child brings the total back to 36.
  await expect(page.getByTestId("guest-plus-adult")).toBeDisabled();
  await page.getByTestId("guest-plus-child").click();
  await expect(page.getByTestId("guest-plus-child")).toBeDisabled();
  await page.getByTestId("booking-bar-search").click();
  await expect(page).toHaveURL(/adult=12&junior=12&child=12&infant=0/);
  // The open step closes with the search.
  await expect(page.getByTestId("booking-bar-panel-people")).toBeHidden();
});

test("a lesson search by level and age lists the lessons of that level and age", async ({ page }) => {
  await page.goto(dubai.prefixes.en);
  await barReady(page);
  await openStep(page, "experience");
  await page.getByTestId("booking-bar-experience-ski-lessons").click();
  await openStep(page, "level");
  await page.getByTestId("booking-bar-level-beginner").click();
  await openStep(page, "age");
  await page.getByTestId("booking-bar-age-2").click();
  await page.getByTestId("booking-bar-search").click();

  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/ski-lessons\?level=2&lesson=0&age=2$/);
  const response = await page.request.post("/api/provider/lessons-by-level", {
    headers: { [SITE_ID_HEADER]: String(dubai.siteId), [LANG_HEADER]: "en" },
    data: { category_card_type: 1, level_id: 2, lesson_type: 0, age_type: 2 },
  });
  const { data } = (await response.json()) as { data: { key: string; cards: { name: string }[] }[] };
  const expected = [...new Set(data.flatMap((group) => group.cards.map((c) => c.name)))].sort();
  expect(expected.length).toBeGreaterThan(0);
  const shown = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card-name")));
  expect([...new Set(shown)].sort()).toEqual(expected);
  await expect(page.getByTestId("lesson-group-beginner")).toBeVisible();
  // The same groups, in the same order, with the same cards in each.
  const groups = await page.locator("[data-testid^='lesson-group-']").evaluateAll((sections) =>
    sections.map((s) => [
      s.getAttribute("data-testid"),
      [...s.querySelectorAll("[data-testid='product-card']")].map((c) => c.getAttribute("data-card-name")),
    ]),
  );
  expect(groups).toEqual(data.map((group) => [`lesson-group-${group.key}`, group.cards.map((c) => c.name)]));
});

test("in Arabic: the bar, the right-to-left date picker with Arabic month names, and the results", async ({ page }) => {
  const date = venueDate(abuDhabi.timeZone, 2);
  await page.goto(abuDhabi.prefixes.ar);
  await barReady(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openStep(page, "experience");
  await page.getByTestId("booking-bar-experience-snow-park").click();
  await openStep(page, "date");
  const cell = await dayInPicker(page, date);
  const month = new Intl.DateTimeFormat("ar-AE-u-nu-latn", { month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  await expect(page.getByTestId("date-picker")).toContainText(month);
  await cell.click();
  await page.getByTestId("booking-bar-search").click();
  await expect(page).toHaveURL(new RegExp(`/ar-ae/snow-abu-dhabi/passes-packages/explore\\?experience=snow-park&date=${date}`));
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  // Arabic titles and prices in dirhams written the Arabic way.
  await expect(page.getByTestId("product-card").first()).toContainText(/[\u0600-\u06FF]/);
  await expect(page.getByTestId("product-price").first()).toContainText("د.إ");
});

/** The booking bar's filter data a site answers in a language, as stored in its seed content. */
function filterOf(slug: string, locale: "en" | "ar"): { experience_categories: { id: number; url_key: string; title: string; ski_school_experience_category_type: number | null }[]; blocked_dates: string[] } {
  return JSON.parse(readFileSync(new URL(`../tenants/content/${slug}/${locale}/booking-bar-filter.json`, import.meta.url), "utf8"));
}

/** A day from `daysAhead` on that the venue does not close. */
function openDay(timeZone: string, blocked: readonly string[], daysAhead: number): string {
  let n = daysAhead;
  while (blocked.includes(venueDate(timeZone, n))) n++;
  return venueDate(timeZone, n);
}

test.describe("with scripts disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const tenant of TENANTS) {
    for (const locale of ["en", "ar"] as const) {
      const prefix = tenant.prefixes[locale];
      test(`${prefix}: choose an experience, a date and guests, search, and land on the matching results`, async ({ page }) => {
        const filter = filterOf(tenant.slug, locale);
        const experience = filter.experience_categories.find((c) => c.url_key === "snow-park")!;
        const date = openDay(tenant.timeZone, filter.blocked_dates, 2);
        await page.goto(prefix);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

        // Each step is a button opening its panel (a popover): no script involved.
        await page.getByTestId("booking-bar-step-experience").click();
        await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
        await page.getByTestId("booking-bar-experience-snow-park").click();
        await expect(page.getByTestId("booking-bar-panel-experience").getByRole("radio", { name: new RegExp(experience.title) })).toBeChecked();
        await page.getByTestId("booking-bar-step-date").click();
        await expect(page.getByTestId("booking-bar-panel-date")).toBeVisible();
        // Opening another step closed the first.
        await expect(page.getByTestId("booking-bar-panel-experience")).toBeHidden();
        const input = page.getByTestId("booking-bar-date-input");
        await expect(input).toHaveAttribute("min", venueDate(tenant.timeZone, 0));
        await input.fill(date);
        await page.getByTestId("booking-bar-step-people").click();
        await page.getByTestId("guest-count-adult").fill("2");
        await page.getByTestId("guest-count-junior").fill("1");
        await page.getByTestId("booking-bar-search").click();

        await expect(page).toHaveURL(`${prefix}/passes-packages/explore?experience=snow-park&date=${date}&adult=2&junior=1&child=0&infant=0`);
        const expected = await cardsOfExperience(page, tenant.siteId, experience.id);
        const shown = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card-name")));
        expect(shown.length).toBeGreaterThan(0);
        expect([...shown].sort()).toEqual([...expected].sort());
        await expect(page.getByTestId("explore-results")).toContainText(experience.title);

        // The bar on the results page shows the search, from the server alone.
        await expect(page.getByTestId("booking-bar-step-experience")).toContainText(experience.title);
        await expect(page.getByTestId("booking-bar-step-date")).toContainText(String(Number(date.slice(8))));
        await expect(page.getByTestId("booking-bar-date-input")).toHaveValue(date);
        await expect(page.getByTestId("guest-count-adult")).toHaveValue("2");
        await expect(page.getByTestId("guest-count-junior")).toHaveValue("1");
        await expect(page.locator('input[name="experience"][value="snow-park"]')).toBeChecked();
      });
    }
  }

  test("a ski-lesson search by level and age lands on the ski lessons of that level and age", async ({ page }) => {
    await page.goto(dubai.prefixes.en);
    await page.getByTestId("booking-bar-step-experience").click();
    await page.getByTestId("booking-bar-experience-ski-lessons").click();
    // The lesson steps replace date and people while a lesson experience is checked.
    await expect(page.getByTestId("booking-bar-step-date")).toBeHidden();
    await page.getByTestId("booking-bar-step-level").click();
    await page.getByTestId("booking-bar-level-beginner").click();
    await page.getByTestId("booking-bar-step-age").click();
    // Only the ages ski lessons offer.
    await expect(page.getByTestId("booking-bar-age-3")).toBeHidden();
    await page.getByTestId("booking-bar-age-2").click();
    await page.getByTestId("booking-bar-search").click();

    await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/ski-lessons\?level=2&lesson=0&age=2$/);
    await expect(page.getByTestId("lesson-group-beginner")).toBeVisible();
    await expect(page.getByTestId("booking-bar-step-experience")).toContainText("Ski Lessons");
    await expect(page.getByTestId("booking-bar-step-level")).toContainText("Beginner");
    await expect(page.getByTestId("booking-bar-step-age")).toContainText("Junior");
  });

  test("a closed day is refused on the results page with a message, in both languages", async ({ page }) => {
    for (const [locale, words] of [["en", /closed on/], ["ar", /مغلق/]] as const) {
      const blocked = filterOf(dubai.slug, locale).blocked_dates.find((d) => d >= venueDate(dubai.timeZone, 1))!;
      await page.goto(dubai.prefixes[locale]);
      await page.getByTestId("booking-bar-step-experience").click();
      await page.getByTestId("booking-bar-experience-snow-park").click();
      await page.getByTestId("booking-bar-step-date").click();
      await page.getByTestId("booking-bar-date-input").fill(blocked);
      await page.getByTestId("booking-bar-search").click();
      await expect(page).toHaveURL(new RegExp(`date=${blocked}`));
      await expect(page.getByTestId("explore-date-problem")).toContainText(words);
    }
  });
});

/** A lesson link (a menu's, a filter's, a shared one) fills the bar with its discipline, level and age. */
for (const tenant of [dubai, abuDhabi]) {
  for (const locale of ["en", "ar"] as const) {
    for (const scripts of [true, false]) {
      test.describe(`a lesson link on ${tenant.prefixes[locale]} ${scripts ? "with" : "without"} scripts`, () => {
        test.use({ javaScriptEnabled: scripts });
        test("shows its experience, level and age in the bar", async ({ page }) => {
          const experience = filterOf(tenant.slug, locale).experience_categories.find((c) => c.ski_school_experience_category_type === 1)!;
          await page.goto(`${tenant.prefixes[locale]}/ski-lessons?level=3&lesson=0&age=1`);
          if (scripts) await barReady(page);
          // Level 3 belongs to the Intermediate group, age 1 is the adult choice of ski lessons.
          const level = (await page.getByTestId("booking-bar-level-intermediate").textContent())!.trim();
          const age = (await page.locator('li[data-age-for~="ski"] input[name="age"][value="1"]').locator("xpath=..").textContent())!.trim();
          expect(level.length && age.length).toBeGreaterThan(0);
          await expect(page.getByTestId("booking-bar-step-experience")).toContainText(experience.title);
          await expect(page.getByTestId("booking-bar-step-level")).toContainText(level);
          await expect(page.getByTestId("booking-bar-step-age")).toContainText(age);
          await expect(page.locator(`input[name="experience"][value="${experience.url_key}"]`)).toBeChecked();
          await expect(page.locator('input[name="level"][value="3"]')).toBeChecked();
          // The lesson list and the bar agree: the Intermediate group is what the page lists.
          await expect(page.getByTestId("lesson-group-intermediate")).toBeVisible();
          if (locale === "ar" && scripts && tenant === dubai) {
            await page.setViewportSize({ width: 412, height: 823 });
            await page.screenshot({ path: test.info().outputPath("lesson-link-bar-ar.png") });
          }
        });
      });
    }
  }
}
