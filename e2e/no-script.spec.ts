// The controls a visitor reaches first work with scripts disabled (decision 12): the header's menus, the mobile menu,
// the language and venue switches, the FAQ and the footer's sections, on several sites in both languages.
import { expect, signIn, test, venueDate } from "./support";

test.use({ javaScriptEnabled: false });

const PREFIXES = [
  { prefix: "/en-ae/ski-dubai", other: "/ar-ae/ski-dubai", venue: "snow-oman", venuePrefix: "/en-om/snow-oman" },
  { prefix: "/ar-om/snow-oman", other: "/en-om/snow-oman", venue: "ski-dubai", venuePrefix: "/ar-ae/ski-dubai" },
  { prefix: "/ar-eg/ski-egypt", other: "/en-eg/ski-egypt", venue: "snow-abu-dhabi", venuePrefix: "/ar-ae/snow-abu-dhabi" },
];

for (const site of PREFIXES) {
  test.describe(`desktop ${site.prefix}`, () => {
    test("the navigation's menus open: tabs of cards, a list of links; one menu at a time", async ({ page }) => {
      await page.goto(site.prefix);
      const tabsPanel = page.getByTestId("nav-panel-1");
      await expect(tabsPanel).toBeHidden();
      await page.getByTestId("nav-item-1").click();
      await expect(tabsPanel).toBeVisible();
      // The first tab's cards show; another tab shows its own instead.
      const panels = tabsPanel.locator(".tab-panel");
      expect(await panels.count()).toBeGreaterThan(1);
      await expect(panels.first()).toBeVisible();
      await expect(panels.nth(1)).toBeHidden();
      await tabsPanel.locator(".tab-choice").nth(1).click();
      await expect(panels.nth(1)).toBeVisible();
      await expect(panels.first()).toBeHidden();

      // Another entry's menu opens and the first one closes.
      await page.getByTestId("nav-item-3").click();
      const list = page.getByTestId("nav-panel-3");
      await expect(list).toBeVisible();
      await expect(tabsPanel).toBeHidden();
      const link = list.getByRole("link").first();
      const href = await link.getAttribute("href");
      expect(href).toMatch(new RegExp(`^${site.prefix}/`));
      await link.click();
      await expect(page).toHaveURL(href!);
    });

    test("the language switch is a link to the same page in the other language", async ({ page }) => {
      await page.goto(`${site.prefix}/faq`);
      const language = page.getByTestId("language-switch");
      await expect(language).toHaveAttribute("href", `${site.other}/faq`);
      await language.click();
      await expect(page).toHaveURL(`${site.other}/faq`);
      await expect(page.locator("html")).toHaveAttribute("lang", site.other.slice(1, 3));
    });

    test("the venue switch opens and its venues are links to their sites", async ({ page }) => {
      await page.goto(site.prefix);
      const option = page.getByTestId(`location-option-${site.venue}`);
      await expect(option).toBeHidden();
      await page.getByTestId("location-switcher").click();
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(site.venuePrefix);
      await expect(page.locator("html")).toHaveAttribute("data-site", site.venue);
    });

    test("the header's cart is a link to the cart page", async ({ page }) => {
      await page.goto(site.prefix);
      const cart = page.getByTestId("cart-button");
      if (site.prefix.includes("egypt")) return expect(cart).toHaveCount(0);
      await cart.click();
      await expect(page).toHaveURL(`${site.prefix}/booking/personal-details`);
    });

    test("the FAQ's questions open", async ({ page }) => {
      await page.goto(`${site.prefix}/faq`);
      const question = page.locator("article details").first();
      const answer = question.locator(".prose");
      await expect(answer).toBeHidden();
      await question.locator("summary").click();
      await expect(answer).toBeVisible();
      await expect(answer).not.toBeEmpty();
    });
  });

  test.describe(`phone ${site.prefix}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the menu button opens the mobile menu; an entry shows its links; the venues and the language are links; it closes", async ({ page }) => {
      await page.goto(site.prefix);
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeHidden();
      await page.getByTestId("menu-button").click();
      await expect(menu).toBeVisible();
      const entry = menu.getByTestId("nav-item-3");
      await expect(entry).toBeVisible();
      await expect(menu.getByTestId("nav-panel-3").getByRole("link").first()).toBeHidden();
      await entry.click();
      await expect(menu.getByTestId("nav-panel-3").getByRole("link").first()).toBeVisible();
      await expect(menu.getByTestId("mobile-language-switch")).toHaveAttribute("href", site.other);
      await expect(menu.getByTestId(`mobile-location-option-${site.venue}`)).toHaveAttribute("href", site.venuePrefix);
      await expect(menu.getByTestId("mobile-sign-in")).toBeVisible();

      await menu.getByRole("button", { name: site.prefix.startsWith("/ar") ? "إغلاق القائمة" : "Close menu" }).click();
      await expect(menu).toBeHidden();
      await page.getByTestId("menu-button").click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      // The language link leads to the other language's home.
      await page.getByTestId("menu-button").click();
      await menu.getByTestId("mobile-language-switch").click();
      await expect(page).toHaveURL(site.other);
    });

    test("the footer's sections open", async ({ page }) => {
      await page.goto(site.prefix);
      const section = page.getByTestId("footer-section").first();
      const firstLink = section.locator(".footer-links a").first();
      await expect(firstLink).toBeHidden();
      await section.locator("summary").click();
      await expect(firstLink).toBeVisible();
      await section.locator("summary").click();
      await expect(firstLink).toBeHidden();
    });
  });
}

test.describe("the product page", () => {
  for (const { prefix, timeZone } of [
    { prefix: "/en-ae/ski-dubai", timeZone: "Asia/Dubai" },
    { prefix: "/ar-ae/ski-dubai", timeZone: "Asia/Dubai" },
  ]) {
    test(`${prefix}: a day, a time slot and another month are links; "Buy tickets" carries the choices`, async ({ page }) => {
      const date = venueDate(timeZone, 2);
      // The month of that day (on a month's last days it is the next month, which a link shows).
      await page.goto(`${prefix}/passes-packages/penguin-encounter?month=${date.slice(0, 7)}&adult=2&junior=1&child=0&infant=0`);
      const day = page.getByTestId("date-picker").locator(`a[data-date="${date}"]`);
      await expect(day).toHaveAttribute("href", new RegExp(`date=${date}`));
      await day.click();
      await expect(page).toHaveURL(new RegExp(`date=${date}`));
      await expect(page).toHaveURL(/adult=2/);
      await expect(page.getByTestId("selected-date")).toBeVisible();
      await expect(page.getByTestId("date-picker").locator(`[data-date="${date}"]`)).toHaveClass(/bg-brand-navy/);

      // The server rendered the chosen day's time slots; choosing one is a link too.
      const slot = page.locator('a[data-testid="time-slot"]').first();
      await expect(slot).toBeVisible();
      await slot.click();
      await expect(page).toHaveURL(/performance=/);
      const performance = new URL(page.url()).searchParams.get("performance")!;
      await expect(page.locator('a[data-testid="time-slot"][aria-current="true"]')).toHaveCount(1);

      const buy = page.getByTestId("buy-tickets");
      const href = new URL((await buy.getAttribute("href"))!, page.url());
      expect(href.pathname).toBe(`${prefix}/booking/buy-tickets`);
      expect(Object.fromEntries(href.searchParams)).toEqual({ card: "penguin-encounter", date, performance, adult: "2", junior: "1", child: "0", infant: "0" });

      // The next month is a link; its days come with the page.
      await page.getByTestId("date-picker-next").click();
      await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
      const month = new URL(page.url()).searchParams.get("month")!;
      const first = page.getByTestId("date-picker").locator(`[data-date="${month}-01"]`);
      await expect(first).toBeVisible();
      await expect(first).not.toHaveAttribute("data-reason", "loading");
    });
  }
});

test.describe("the product page's party and calendar", () => {
  for (const { prefix, problem, firstWeekday } of [
    { prefix: "/en-ae/ski-dubai", problem: "Choose from 0 to 12", firstWeekday: "Monday" },
    { prefix: "/ar-om/snow-oman", problem: "اختر من 0 إلى 12", firstWeekday: "السبت" },
  ]) {
    test(`${prefix}: a GET form changes the party and keeps the day; a count out of range says why`, async ({ page }) => {
      const card = prefix.includes("oman") ? "snow-park" : "penguin-encounter";
      const date = venueDate(prefix.includes("oman") ? "Asia/Muscat" : "Asia/Dubai", 3);
      await page.goto(`${prefix}/passes-packages/${card}?date=${date}&adult=1&junior=0&child=0&infant=0`);
      // The calendar's week starts on the country's own first day: Monday in the UAE, Saturday in Oman.
      await expect(page.getByTestId("date-picker").locator("thead th").first()).toHaveAttribute("abbr", firstWeekday);
      const form = page.getByTestId("party-form");
      await form.getByTestId("party-adult").fill("3");
      await form.getByTestId("party-submit").click();
      await expect(page).toHaveURL(/adult=3/);
      await expect(page).toHaveURL(new RegExp(`date=${date}`));
      await expect(form.getByTestId("party-adult")).toHaveValue("3");
      await expect(page.getByTestId("buy-tickets")).toHaveAttribute("href", /adult=3/);
      await expect(page.getByTestId("party-problem")).toHaveCount(0);

      // A count the shop cannot book (typed into the address) is refused in words, and one adult is shown instead.
      await page.goto(`${prefix}/passes-packages/${card}?adult=40&junior=0`);
      await expect(page.getByTestId("party-problem")).toContainText(problem);
      await expect(form.getByTestId("party-adult")).toHaveValue("1");
    });
  }
});

test.describe("a member's account menu", () => {
  // Signed in with scripts on (the identity provider's page); then the shop's pages without them.
  test.use({ javaScriptEnabled: true });
  for (const { prefix, name } of [
    { prefix: "/en-ae/ski-dubai", name: "Fatima" },
    { prefix: "/ar-eg/ski-egypt", name: "Fatima" },
  ]) {
    test(`${prefix}: opens from the avatar, closes on Escape and leads to the dashboard`, async ({ browser, page, baseURL }) => {
      await page.goto(prefix);
      await signIn(page, "fatima.family@example.com");
      const storageState = await page.context().storageState();

      const context = await browser.newContext({ javaScriptEnabled: false, storageState, baseURL });
      const plain = await context.newPage();
      await plain.goto(prefix);
      const menu = plain.getByTestId("user-menu");
      await expect(menu).toBeHidden();
      await plain.getByTestId("user-menu-button").click();
      await expect(menu).toBeVisible();
      await expect(menu.getByTestId("user-greeting")).toContainText(name);
      await plain.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await plain.getByTestId("user-menu-button").click();
      await menu.getByTestId("user-menu-dashboard").click();
      await expect(plain).toHaveURL(`${prefix}/accounts/dashboard`);
      await context.close();
    });
  }
});
