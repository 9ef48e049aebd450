// Each page receives only its own texts (the chrome's with the layout, a page's with its data, a lazy part's with its
// code; docs/decisions/022): moving between pages in the client still shows every text, never a dictionary key, in
// both languages, and the server's HTML hydrates without a mismatch.
import type { Page } from "@playwright/test";
import { en } from "../client/i18n/en";
import { addPassToCart } from "./purchase";
import { expect, hydrated, signIn, test, venueDate } from "./support";

/** The dictionary's key families ("checkout", "bookingBar" …): a shown text of the form family.word is a raw key. */
const FAMILIES = [...new Set(Object.keys(en).map((key) => key.split(".")[0]!))];
const RAW_KEY = new RegExp(`\\b(?:${FAMILIES.join("|")})\\.[a-zA-Z][\\w-]*(?:\\.[\\w-]+)*`, "g");

/** Console errors and warnings of a hydration mismatch (React's production build reports them as #418/#423/#425). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (!["error", "warning"].includes(message.type())) return;
    if (/hydrat|did not match|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Raw dictionary keys on screen or in the names assistive technology reads. */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) found.push(element.getAttribute(name) ?? "");
    }
    return found.join("\n");
  });
  return [...new Set(texts.match(RAW_KEY) ?? [])].filter((match) => match in en);
}

async function expectNoRawKeys(page: Page, where: string) {
  await expect.poll(() => rawKeys(page), { message: `raw keys on ${where}` }).toEqual([]);
}

/** Follows a link of the page in the client (no document load) and waits for the page it leads to. */
async function follow(page: Page, href: string, landed: RegExp) {
  await page.locator(`a[href="${href}"]:visible`).first().click();
  await expect(page).toHaveURL(landed);
  await expect(page.locator("main h1").first()).toBeVisible();
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

for (const prefix of ["/en-ae/ski-dubai", "/ar-om/snow-oman"]) {
  test(`${prefix}: from home through product, lessons, explore and content pages in the client, every text shows`, async ({ page }) => {
    const hydration = watchHydration(page);
    await page.goto(prefix);
    await hydrated(page);
    await markDocument(page);
    await expectNoRawKeys(page, "home");

    // The booking bar's first step: its panel's texts load with its code.
    await page.getByTestId("booking-bar-step-experience").click();
    await expect(page.getByTestId("booking-bar-panel-experience")).toBeVisible();
    await expectNoRawKeys(page, "home with the booking bar open");
    await page.keyboard.press("Escape");

    await follow(page, `${prefix}/sitemap`, /\/sitemap$/);
    await expectNoRawKeys(page, "sitemap");
    for (const [path, landed] of [
      ["passes-packages/snow-park", /\/passes-packages\/snow-park$/],
      ["passes-packages/explore", /\/passes-packages\/explore$/],
      ["ski-lessons", /\/ski-lessons$/],
      ["contact-us", /\/contact-us/],
      ["find-your-booking", /\/find-your-booking$/],
      ["faq", /\/faq$/],
    ] as const) {
      await page.goto(`${prefix}/sitemap`);
      await hydrated(page);
      await markDocument(page);
      await follow(page, `${prefix}/${path}`, landed);
      await expectNoRawKeys(page, path);
      expect(await sameDocument(page), `${path} reached in the client`).toBe(true);
    }
    expect(hydration).toEqual([]);
  });
}

test("the cart panel and the cart (personal details) show every text in Arabic, reached in the client", async ({ page }) => {
  const prefix = "/ar-ae/ski-dubai";
  const hydration = watchHydration(page);
  await addPassToCart(page, prefix, venueDate("Asia/Dubai", 52));
  await expectNoRawKeys(page, "personal-details");
  await page.goto(prefix);
  await hydrated(page);
  await markDocument(page);
  await page.getByTestId("cart-button").first().click();
  await expect(page.getByTestId("cart-panel")).toBeVisible();
  await expectNoRawKeys(page, "home with the cart panel");
  await page.getByTestId("cart-panel").locator(`a[href^="${prefix}/booking/"]`).first().click();
  await expect(page).toHaveURL(/\/booking\/personal-details/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expectNoRawKeys(page, "personal-details reached in the client");
  expect(await sameDocument(page)).toBe(true);
  expect(hydration).toEqual([]);
});

test("a member's account pages and menu show every text, reached in the client", async ({ page }) => {
  const prefix = "/en-ae/ski-dubai";
  const hydration = watchHydration(page);
  await page.goto(`${prefix}/accounts/dashboard`);
  await signIn(page, "omar.member@example.com");
  await page.waitForURL((url) => url.pathname.endsWith("/accounts/dashboard"));
  await hydrated(page);
  await markDocument(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expectNoRawKeys(page, "dashboard");
  for (const [path, landed] of [
    ["accounts/transactions", /\/accounts\/transactions$/],
    ["accounts/profile/personal-details", /\/accounts\/profile\/personal-details$/],
    ["accounts/dashboard", /\/accounts\/dashboard$/],
  ] as const) {
    await page.getByTestId("user-menu-button").click();
    await expect(page.getByTestId("user-menu")).toBeVisible();
    // The menu's code has arrived once it moves the focus to its first entry. Before that the menu is the server's
    // markup in a native popover, and its links load a new document (as they do without scripts).
    await expect(page.getByTestId("user-menu").locator("a[href], button").first()).toBeFocused();
    await expectNoRawKeys(page, "account menu");
    await page.getByTestId("user-menu").locator(`a[href="${prefix}/${path}"]`).click();
    await expect(page).toHaveURL(landed);
    await expect(page.locator("main h1").first()).toBeVisible();
    await expectNoRawKeys(page, path);
  }
  expect(await sameDocument(page)).toBe(true);
  expect(hydration).toEqual([]);
});

/** Pages titled by their route: the title comes with the page's own data, not with the chrome (docs/decisions/022). */
const TITLED_PAGES = ["ski-lessons", "snowboard-lessons", "ski-academy", "memberships", "events", "offers", "passes-packages/explore"];

/** Neither the page nor its document title shows a route title's key. */
async function expectNoRouteKey(page: Page, where: string) {
  await expect.poll(() => page.evaluate(() => `${document.body.innerText}\n${document.title}`), { message: `route keys on ${where}` }).not.toContain("route.");
  await expectNoRawKeys(page, where);
}

for (const prefix of ["/en-ae/ski-dubai", "/ar-ae/ski-dubai"]) {
  test(`${prefix}: the pages titled by their route show their title, loaded or reached in the client, and so does not-found`, async ({ page }) => {
    const hydration = watchHydration(page);
    for (const path of TITLED_PAGES) {
      await page.goto(`${prefix}/sitemap`);
      await hydrated(page);
      await markDocument(page);
      await follow(page, `${prefix}/${path}`, new RegExp(`/${path}$`));
      await expectNoRouteKey(page, `${path} reached in the client`);
      expect(await sameDocument(page), `${path} reached in the client`).toBe(true);
    }
    await page.goto(`${prefix}/${TITLED_PAGES[0]}`);
    await hydrated(page);
    await expectNoRouteKey(page, `${TITLED_PAGES[0]} loaded`);
    // The not-found screen's title stays with the chrome: loaded, and reached in the client from a page.
    await markDocument(page);
    await page.evaluate((href) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(href), `${prefix}/no-such-page-here`);
    await expect(page.getByTestId("error-screen").or(page.locator("main h1")).first()).toBeVisible();
    await expectNoRouteKey(page, "not-found reached in the client");
    expect(await sameDocument(page)).toBe(true);
    await page.goto(`${prefix}/page-not-found`);
    await hydrated(page);
    await expectNoRouteKey(page, "page-not-found");
    expect(hydration).toEqual([]);
  });
}

test("a payment plan the venue does not offer shows its title in both languages", async ({ page }) => {
  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
    await page.goto(`${prefix}/zero-installment-plan`);
    await hydrated(page);
    await expect(page.getByTestId("not-offered")).toBeVisible();
    await expectNoRouteKey(page, `${prefix}/zero-installment-plan`);
  }
});

test("the payment return's page says what it does in the server's HTML, in both languages, with no raw key", async ({ request }) => {
  for (const [prefix, words] of [
    ["/en-ae/ski-dubai", "Confirming your payment…"],
    ["/ar-eg/ski-egypt", "جارٍ تأكيد الدفع…"],
  ] as const) {
    const html = await (await request.get(`${prefix}/booking-redirect`)).text();
    // What the page shows, without its scripts (whose data names the texts by their keys).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain(words);
    expect(shown).not.toContain("order.redirect.confirming");
  }
});
