// The header's parts no first paint shows: the page's data carries only the bar's entries and the strip's working
// hours; a menu's links and cards, and the live-update box's statuses, come when a visitor reaches for one, with a
// loading state, and a way to try again when they cannot be read (docs/decisions/022).
import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./support";

const HEADER_CALL = /\/api\/cms\/[a-z-]+\/get-header/;

test("the page's data names the bar's entries and their kind of menu, not the menus nor the live statuses", async ({ request }) => {
  const html = await (await request.get("/en-ae/ski-dubai")).text();
  // The menus' cards and links, and the live statuses, are in neither the markup nor the data.
  expect(html).toContain("Passes and packages");
  expect(html).not.toContain("Sledging, slides and snow play");
  expect(html).not.toContain("menu_items");
  expect(html).not.toContain("cards_info");
  expect(html).toContain("start_working_hour_time");
  expect(html).not.toContain("live_status_category");
  expect(html).not.toContain("Closed for grooming");
});

test("desktop: the live-update box shows the working hours at once and the venue's statuses with the box, in Arabic", async ({ page }) => {
  await page.goto("/ar-ae/ski-dubai");
  await hydrated(page);
  await page.getByTestId("live-update").click();
  const box = page.locator("#" + (await page.getByTestId("live-update").getAttribute("aria-controls"))!.replace(/:/g, "\\:"));
  await expect(box).toContainText("10:00 – 23:00");
  await expect(box).toContainText("المسار الأسود");
  await expect(box).toContainText("مغلق لتسوية الثلج");
  await expect(box.getByRole("link", { name: "خطط لزيارتك" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include("header").withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations).toEqual([]);
});

test("desktop: a pointer over the bar loads the menus once; tabs of cards and a list open, by pointer and by keyboard", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (HEADER_CALL.test(r.url())) calls.push(r.url());
  });
  const panelCode: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(MenuPanel|header-parts|MenuList|TabMenu|LocationOptions)-[^/]*\.js$/.test(r.url())) panelCode.push(r.url());
  });
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  // Neither the menus nor the panels' code come with the page.
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  expect(panelCode).toEqual([]);

  await page.getByTestId("nav-item-1").hover();
  const tabs = page.getByTestId("nav-panel-1");
  await expect(tabs.getByTestId("event-card-101")).toContainText("Snow Park");
  await expect(tabs.getByTestId("event-card-101")).toContainText("150");
  expect(panelCode.some((url) => url.includes("/MenuPanel-"))).toBe(true);

  // Keyboard: focus opens the list menu; Escape closes it and gives the focus back.
  await page.getByTestId("nav-item-1").focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("nav-item-2")).toBeFocused();
  const list = page.getByTestId("nav-panel-2");
  await expect(list.getByRole("link", { name: "Memberships" })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[data-testid="nav-panel-2"]').withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(list).toHaveCount(0);
  await expect(page.getByTestId("nav-item-2")).toBeFocused();
  expect(calls).toHaveLength(1);

  // A card leads to its pass, inside the app.
  await page.getByTestId("nav-item-1").click();
  await page.getByTestId("nav-panel-1").getByTestId("event-card-101").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/passes-packages\/snow-park$/);
  expect(calls).toHaveLength(1);
});

test("desktop, Arabic: a menu that cannot be read says so in Arabic and opens on another try", async ({ page }) => {
  let failing = true;
  await page.route(HEADER_CALL, (route) => (failing ? route.abort("internetdisconnected") : route.continue()));
  await page.goto("/ar-om/snow-oman");
  await hydrated(page);
  await page.getByTestId("nav-item-3").click();
  const panel = page.getByTestId("nav-panel-3");
  const failed = panel.getByTestId("header-part-failed");
  await expect(failed).toContainText("تعذّر التحميل");
  await expect(failed).toHaveAttribute("role", "alert");

  failing = false;
  await failed.getByRole("button", { name: "حاول مرة أخرى" }).click();
  await expect(panel.getByRole("link", { name: "دليل الزائر" })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu loads the menus when it opens; an entry shows its links and goes back", async ({ page }) => {
    await page.goto("/ar-om/snow-oman");
    await hydrated(page);
    await page.getByRole("button", { name: /القائمة/ }).click();
    const menu = page.getByTestId("mobile-menu");
    await menu.getByTestId("nav-item-2").click();
    await expect(menu.getByRole("link", { name: "حلبة التزلج على الجليد" })).toBeVisible();
    await menu.getByTestId("mobile-menu-back").click();
    await menu.getByTestId("nav-item-1").click();
    await expect(menu.getByText("تذكرة حديقة الثلج")).toBeVisible();
  });
});

test("desktop: the location switcher's venues load with the box; choosing another venue opens its site", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  const switcher = page.getByTestId("location-switcher");
  await switcher.click();
  await expect(switcher).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("location-option-ski-dubai")).toHaveAttribute("aria-current", "true");
  await page.getByTestId("location-option-snow-oman").click();
  await expect(page).toHaveURL(/\/en-om\/snow-oman$/);
  await expect(page.locator("html")).toHaveAttribute("data-site", "snow-oman");
});
