// The chrome's analytics events in the data layer (content-and-account §7): a menu link pressed in the desktop's bar and
// in the phone's menu, a newsletter sign-up, a social network and an app badge, in both languages. Each is recorded at
// the press and the link goes where it goes at once: a menu link navigates in the app, the footer's open their tab.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support";

type Pushed = Record<string, unknown>;

/** The data layer's chrome events so far (the consent commands and page views left out). */
async function chromeEvents(page: Page): Promise<Pushed[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (e): e is Record<string, unknown> =>
        typeof e === "object" && e !== null && ["menu_click", "newsletter_signup", "social_click", "app_install"].includes(String((e as { event?: unknown }).event)),
    ),
  );
}

/** Pages outside the shop (the networks, the app stores) answer a blank page: the tests stay on this machine. */
async function keepOffTheInternet(page: Page) {
  await page.context().route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>elsewhere</title>" }));
}

test("desktop: a card in a menu's tabs and a link in a menu's list are recorded as the header's, and open their page", async ({ page }) => {
  await page.goto("/en-ae/ski-dubai");
  await hydrated(page);
  const entry = (await page.getByTestId("nav-item-1").innerText()).trim();
  await page.getByTestId("nav-item-1").click();
  const card = page.getByTestId("nav-panel-1").getByTestId("event-card-101");
  const cardTitle = (await card.locator(".font-bold").first().innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/passes-packages\/snow-park$/);
  expect(await chromeEvents(page)).toEqual([{ event: "menu_click", menu_item: entry, menu_sub_item: cardTitle, menu_source: "header" }]);

  const second = (await page.getByTestId("nav-item-2").innerText()).trim();
  await page.getByTestId("nav-item-2").click();
  await page.getByTestId("nav-panel-2").getByRole("link", { name: "Memberships" }).click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/memberships$/);
  expect((await chromeEvents(page))[1]).toEqual({ event: "menu_click", menu_item: second, menu_sub_item: "Memberships", menu_source: "header" });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("in Arabic: a link in the phone's menu is recorded as the hamburger's, with its Arabic titles", async ({ page }) => {
    await page.goto("/ar-om/snow-oman");
    await hydrated(page);
    await page.getByRole("button", { name: /القائمة/ }).click();
    const menu = page.getByTestId("mobile-menu");
    const entry = (await menu.getByTestId("nav-item-2").innerText()).trim();
    await menu.getByTestId("nav-item-2").click();
    await menu.getByRole("link", { name: "حلبة التزلج على الجليد" }).click();
    await expect(page).toHaveURL(/\/ar-om\/snow-oman\/ice-rink$/);
    expect(await chromeEvents(page)).toEqual([{ event: "menu_click", menu_item: entry, menu_sub_item: "حلبة التزلج على الجليد", menu_source: "hamburger" }]);
  });
});

for (const prefix of ["/en-ae/snow-abu-dhabi", "/ar-eg/ski-egypt"]) {
  test(`${prefix}: a newsletter sign-up, a social network and an app badge are recorded, and the links open at once`, async ({ page }) => {
    await keepOffTheInternet(page);
    await page.goto(prefix);
    await hydrated(page);
    const footer = page.getByTestId("site-footer");
    await footer.scrollIntoViewIfNeeded();
    // A sign-up the service accepts (the footer has hydrated once its answer shows).
    await page.getByTestId("newsletter-email").fill(`chrome-events-${Date.now()}@example.com`);
    await page.getByTestId("newsletter-submit").click();
    await expect(page.getByTestId("newsletter-submit")).toBeDisabled();
    await expect.poll(() => chromeEvents(page)).toEqual([{ event: "newsletter_signup", newsletter_type: "general" }]);
    expect(JSON.stringify(await chromeEvents(page))).not.toContain("@");

    const social = footer.locator("a[data-network]").first();
    const network = await social.getAttribute("data-network");
    const [networkTab] = await Promise.all([page.waitForEvent("popup"), social.click()]);
    expect(networkTab.url()).toBe(await social.getAttribute("href"));
    await networkTab.close();

    const badge = page.getByTestId("google-play-link");
    const [storeTab] = await Promise.all([page.waitForEvent("popup"), badge.click()]);
    expect(storeTab.url()).toBe(await badge.getAttribute("href"));
    await storeTab.close();

    expect((await chromeEvents(page)).slice(1)).toEqual([
      { event: "social_click", social_network: network },
      { event: "app_install", app_store: "google_play" },
    ]);
  });
}
