// The header's parts: the navigation's menus are in the page (server HTML, so they open before any script, decision 12;
// e2e/no-script.spec.ts), scripts add hover, keyboard focus and Escape; the live-update box's statuses come when a
// visitor reaches for the box (docs/decisions/022).
import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./support";

const HEADER_CALL = /\/api\/cms\/[a-z-]+\/get-header/;

test("the page carries the menus' links and cards, not the live statuses", async ({ request }) => {
  const html = await (await request.get("/en-ae/ski-dubai")).text();
  expect(html).toContain("Passes and packages");
  expect(html).toContain("Sledging, slides and snow play");
  expect(html).toContain("weekly_hours");
  expect(html).not.toContain("live_status_category");
  expect(html).not.toContain("Closed for grooming");
});

test("desktop: the live-update box shows the working hours at once and the venue's statuses with the box, in Arabic", async ({ page }) => {
  // A Monday: Ski Dubai's weekday hours (its weekend opens earlier and closes later, e2e/opening-hours.spec.ts).
  await page.clock.setFixedTime(new Date("2026-11-30T12:00:00+04:00"));
  await page.goto("/ar-ae/ski-dubai");
  await hydrated(page);
  await page.getByTestId("live-update").click();
  const box = page.locator("#" + (await page.getByTestId("live-update").getAttribute("aria-controls"))!.replace(/:/g, "\\:"));
  await expect(box).toContainText("10:00 ص – 11:00 م");
  await expect(box).toContainText("المسار الأسود");
  await expect(box).toContainText("مغلق لتسوية الثلج");
  await expect(box.getByRole("link", { name: "خطط لزيارتك" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("header").withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations).toEqual([]);
});

test("desktop: tabs of cards and a list open by pointer and by keyboard, without a call for them", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (HEADER_CALL.test(r.url())) calls.push(r.url());
  });
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);

  await page.getByTestId("nav-item-1").hover();
  const tabs = page.getByTestId("nav-panel-1");
  await expect(tabs.getByTestId("event-card-101")).toContainText("Snow Park");
  // With its listing's price (e2e/price-source.spec.ts compares it with explore's).
  await expect(tabs.getByTestId("event-card-101")).toContainText(/\d+\.\d{2}/);

  // Keyboard: focus opens the list menu; Escape closes it and gives the focus back.
  await page.getByTestId("nav-item-1").focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("nav-item-2")).toBeFocused();
  const list = page.getByTestId("nav-panel-2");
  await expect(list.getByRole("link", { name: "Memberships" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-testid="nav-panel-2"]').withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(page.getByTestId("nav-item-2")).toBeFocused();

  // A press outside closes a menu opened by click; a card leads to its pass, inside the app.
  await page.getByTestId("nav-item-1").click();
  await expect(tabs).toBeVisible();
  await page.locator("main").click({ position: { x: 5, y: 400 } });
  await expect(tabs).toBeHidden();
  await page.getByTestId("nav-item-1").click();
  await page.getByTestId("nav-panel-1").getByTestId("event-card-101").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/passes-packages\/snow-park$/);
  await expect(tabs).toBeHidden();
  expect(calls).toEqual([]);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens with the menus; an entry shows its links in place and closes again", async ({ page }) => {
    await page.goto("/ar-om/snow-oman");
    await hydrated(page);
    await page.getByRole("button", { name: /القائمة/ }).click();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByTestId("nav-item-2").click();
    await expect(menu.getByRole("link", { name: "حلبة التزلج على الجليد" })).toBeVisible();
    await menu.getByTestId("nav-item-2").click();
    await expect(menu.getByRole("link", { name: "حلبة التزلج على الجليد" })).toBeHidden();
    await menu.getByTestId("nav-item-1").click();
    await expect(menu.getByText("تذكرة حديقة الثلج")).toBeVisible();
  });
});

test("desktop: the location switcher's venues load with the box; choosing another venue opens its site", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  const switcher = page.getByTestId("location-switcher");
  await switcher.click();
  await expect(page.locator("details:has(> [data-testid=location-switcher])")).toHaveAttribute("open", "");
  await expect(page.getByTestId("location-option-ski-dubai")).toHaveAttribute("aria-current", "true");
  await page.getByTestId("location-option-snow-oman").click();
  await expect(page).toHaveURL(/\/en-om\/snow-oman$/);
  await expect(page.locator("html")).toHaveAttribute("data-site", "snow-oman");
});
