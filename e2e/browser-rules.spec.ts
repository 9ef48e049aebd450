// The spec's browser rules in Chromium: the consent dialog (keyboard, both languages) whose choice reloads the page
// once and lets the tag manager load only after a grant; a failed lazy chunk's single reload; the survey hook after a
// navigation; idle prefetch skipped on 2g; FAQ structured data on the FAQ page; sitemap.xml and robots.txt.
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, ready, routeModulesOf, test, venueDate } from "./support";
import { UAE_GUEST, fillGuestForm } from "./purchase";

const DUBAI = "/en-ae/ski-dubai";
const DUBAI_AR = "/ar-ae/ski-dubai";
const TAG = /googletagmanager\.com\/gtm\.js\?id=GTM-SKIDXB0/;

/** Counts the main frame's document requests from now on; the tag manager's requests, answered by a stand-in. */
async function watch(page: Page) {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  const tagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__tagLoaded = true;" });
  });
  return { loads, tagRequests };
}

const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e) => Object.prototype.toString.call(e) === "[object Arguments]")
      .map((e) => [...(e as IArguments)]),
  );

test.describe("the consent dialog", () => {
  test.use({ consentChoice: null });

  test("English: keyboard inside the dialog, a chosen category, one reload, then the tag manager with the update", async ({ page, context }, testInfo) => {
    const { loads, tagRequests } = await watch(page);
    await page.goto(DUBAI);
    const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
    await expect(dialog).toBeVisible();
    await ready(page);
    await page.screenshot({ path: testInfo.outputPath("consent-en.png") });
    // Before a choice: the denied defaults only, no tag manager.
    expect(await consentCommands(page)).toEqual([["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]]);
    expect(await page.locator("script[data-analytics-tag]").count()).toBe(0);
    expect(tagRequests).toEqual([]);

    // Focus starts on the title; Tab goes round the dialog's controls and never leaves it.
    await expect(page.locator("#consent-title")).toBeFocused();
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      names.push(await page.evaluate(() => (document.activeElement?.closest("#consent-dialog") ? document.activeElement.textContent?.trim() ?? "" : "OUTSIDE")));
    }
    expect(names).toEqual(["Read our privacy policy", "Accept all", "Reject all", "Choose cookies", "Read our privacy policy", "Accept all"]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Choose cookies" })).toBeFocused();

    // The categories open, unticked; Escape closes them first and keeps the dialog.
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Choose cookies" })).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("checkbox", { name: /Analytics/ })).toBeFocused();
    for (const name of [/Analytics/, /Personalisation/, /Advertising/]) await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Strictly necessary/ })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("group")).toBeHidden();
    await expect(dialog.getByRole("button", { name: "Choose cookies" })).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
    const before = loads.length;
    await dialog.getByRole("button", { name: "Save my choices" }).dblclick();
    await expect.poll(() => loads.length - before).toBe(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(loads.length - before).toBe(1);

    const cookie = (await context.cookies()).find((c) => c.name === "consent_choice");
    expect(cookie?.value).toBe("C0002:1|C0003:0|C0004:0");
    expect(await consentCommands(page)).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied" })],
      ["consent", "update", expect.objectContaining({ analytics_storage: "granted", personalization_storage: "denied", ad_storage: "denied", functionality_storage: "granted", security_storage: "granted" })],
    ]);
    await expect(page.locator("script[data-analytics-tag]")).toHaveAttribute("src", TAG);
    expect(tagRequests).toEqual([expect.stringMatching(TAG)]);
    expect(await page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);

    // The choice is kept: another page asks nothing and loads the tag again.
    await page.goto(`${DUBAI}/faq`);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("script[data-analytics-tag]")).toHaveCount(1);
  });

  test("Arabic, right to left: reject all reloads once, and the tag manager never loads", async ({ page, context }, testInfo) => {
    const { loads, tagRequests } = await watch(page);
    await page.goto(DUBAI_AR);
    const dialog = page.getByRole("dialog", { name: "خيارات الخصوصية" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await ready(page);
    await dialog.getByRole("button", { name: "اختيار ملفات تعريف الارتباط" }).click();
    await expect(dialog.getByRole("checkbox", { name: /التحليلات/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("consent-ar.png") });
    const before = loads.length;
    await dialog.getByRole("button", { name: "رفض الكل" }).click();
    await expect.poll(() => loads.length - before).toBe(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(loads.length - before).toBe(1);
    expect((await context.cookies()).find((c) => c.name === "consent_choice")?.value).toBe("C0002:0|C0003:0|C0004:0");
    expect((await consentCommands(page))[1]).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]);
    expect(await page.locator("script[data-analytics-tag]").count()).toBe(0);
    expect(tagRequests).toEqual([]);
  });

  test("Escape on the dialog decides later: nothing stored, nothing loaded, no reload; the next page asks again", async ({ page, context }) => {
    const { loads, tagRequests } = await watch(page);
    await page.goto(DUBAI);
    await ready(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    const before = loads.length;
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The page is usable again.
    await page.getByTestId("site-header").getByRole("link").first().focus();
    await page.waitForTimeout(500);
    expect(loads.length).toBe(before);
    expect((await context.cookies()).some((c) => c.name === "consent_choice")).toBe(false);
    expect(tagRequests).toEqual([]);
    await page.goto(`${DUBAI}/faq`);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

// A stored choice is changed from the footer's "Cookie settings": the page opens again with the dialog, the stored
// choice ticked, and the new choice comes back to the same page and query without the parameter (docs/decisions/018).
test("the footer's cookie settings reopen the dialog with the stored choice; a new choice replaces it, in both languages", async ({ page, context }, testInfo) => {
  const { loads, tagRequests } = await watch(page);
  const stored = async () => (await context.cookies()).find((c) => c.name === "consent_choice")?.value;
  expect(await stored()).toBe("C0002:0|C0003:0|C0004:0");
  await page.goto(`${DUBAI}/faq?topic=snow`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await hydrated(page);
  const settings = page.getByTestId("site-footer").getByRole("link", { name: "Cookie settings" });
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  await page.waitForURL((url) => url.pathname === `${DUBAI}/faq` && url.search === "?topic=snow&cookie-settings");
  const dialog = page.getByRole("dialog", { name: "Your privacy choices" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Choose cookies" }).click();
  for (const name of [/Analytics/, /Personalisation/, /Advertising/]) await expect(dialog.getByRole("checkbox", { name })).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: /Advertising/ }).check();
  const before = loads.length;
  await dialog.getByRole("button", { name: "Save my choices" }).click();
  await page.waitForURL((url) => url.pathname === `${DUBAI}/faq` && url.search === "?topic=snow");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(loads.length - before).toBe(1);
  expect(await stored()).toBe("C0002:0|C0003:0|C0004:1");
  await expect(page.locator("script[data-analytics-tag]")).toHaveAttribute("src", TAG);
  expect(tagRequests).toEqual([expect.stringMatching(TAG)]);

  // Arabic, from a product page: the stored grant ticked; "reject all" takes it back. The query the page has at the
  // click (here one changed in the browser since the page loaded) comes back with it.
  await page.goto(`${DUBAI_AR}/passes-packages/snow-park?adult=2`);
  await hydrated(page);
  await page.evaluate(() => history.replaceState(history.state, "", `${location.pathname}?adult=3&junior=1`));
  const arabic = page.getByTestId("site-footer").getByRole("link", { name: "إعدادات ملفات تعريف الارتباط" });
  await arabic.scrollIntoViewIfNeeded();
  await arabic.click();
  const dialogAr = page.getByRole("dialog", { name: "خيارات الخصوصية" });
  await expect(dialogAr).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await dialogAr.getByRole("button", { name: "اختيار ملفات تعريف الارتباط" }).click();
  await expect(dialogAr.getByRole("checkbox", { name: /الإعلانات/ })).toBeChecked();
  await expect(dialogAr.getByRole("checkbox", { name: /التحليلات/ })).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("cookie-settings-ar.png") });
  await dialogAr.getByRole("button", { name: "رفض الكل" }).click();
  await page.waitForURL((url) => url.pathname === `${DUBAI_AR}/passes-packages/snow-park` && url.search === "?adult=3&junior=1");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored()).toBe("C0002:0|C0003:0|C0004:0");
  expect(await page.locator("script[data-analytics-tag]").count()).toBe(0);
});

// The footer hydrates when it comes near the screen. A click on its cookie settings link before its code has arrived
// is held, and followed once the footer has hydrated, with the page's query then (not the bare parameter).
test("the cookie settings link clicked before the footer hydrates keeps the page's query", async ({ page }) => {
  const footerCode = await holdScripts(page, /\/assets\/Footer-[\w-]+\.js$/);
  await page.goto(`${DUBAI}/passes-packages/snow-park?adult=2&junior=1`);
  await hydrated(page);
  const settings = page.getByTestId("site-footer").getByRole("link", { name: "Cookie settings" });
  await settings.scrollIntoViewIfNeeded();
  await expect.poll(() => footerCode.held()).toBeGreaterThan(0);
  await settings.click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe("?adult=2&junior=1");
  footerCode.release();
  await page.waitForURL((url) => url.pathname === `${DUBAI}/passes-packages/snow-park` && url.search === "?adult=2&junior=1&cookie-settings");
  await expect(page.getByRole("dialog", { name: "Your privacy choices" })).toBeVisible();
});

test("a lazy chunk that fails to load reloads the page once, and not again within the minute", async ({ page }) => {
  const { loads } = await watch(page);
  await page.route(/\/assets\/VideoModal-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(DUBAI);
  await hydrated(page);
  const openVideo = () =>
    page.evaluate(() => window.dispatchEvent(new CustomEvent("show-video-modal", { detail: { enabled: true, url: "about:blank" } })));
  const start = loads.length;
  await openVideo();
  await expect.poll(() => loads.length).toBe(start + 1);
  await hydrated(page);
  expect(await page.evaluate(() => sessionStorage.getItem("chunk_reload_at"))).toMatch(/^\d+$/);
  // The same failure right after: the page stays (its error screen), no second reload.
  await openVideo();
  await page.waitForTimeout(2_000);
  expect(loads.length).toBe(start + 1);
});

test("a page's own code that fails to load on a link reloads the page once, and not again within the minute", async ({ page }) => {
  const { loads } = await watch(page);
  // The route code of a pass's page (pass-detail), which React Router imports when a card to it is clicked.
  await page.route(/\/assets\/pass-detail-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(DUBAI);
  await hydrated(page);
  const card = () => page.getByTestId("home-card").getByRole("link").and(page.locator('[href$="/passes-packages/snow-park"]')).first();
  await expect(card()).toHaveCount(1);
  const start = loads.length;
  await card().click();
  await expect.poll(() => loads.length).toBe(start + 1);
  await hydrated(page);
  expect(await page.evaluate(() => sessionStorage.getItem("chunk_reload_at"))).toMatch(/^\d+$/);
  // The same failure right after: no second reload; the visitor is told instead of left waiting.
  await card().click();
  await expect(page.getByTestId("error-screen")).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(loads.length).toBe(start + 1);
});

test("a page names its stylesheet in its headers, so the browser asks for it before any script", async ({ page, request }) => {
  for (const path of [DUBAI, `${DUBAI_AR}/passes-packages/explore`, "/ar-eg/ski-egypt/ski-lessons"]) {
    const response = await request.get(path);
    const href = /<([^>]+)>; rel=preload; as=style/.exec(response.headers()["link"] ?? "")?.[1];
    expect(href, path).toMatch(/^\/assets\/.+\.css$/);
    expect(await response.text(), path).toContain(`rel="stylesheet" href="${href}"`);
  }
  // A page not found, and a page the page cache answers, name it as well.
  const missing = await request.get(`${DUBAI}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["link"]).toMatch(/^<\/assets\/.+\.css>; rel=preload; as=style/);
  let kept: Record<string, string> = {};
  await expect
    .poll(async () => {
      kept = (await request.get(`${DUBAI}/faq`, { headers: { cookie: "" } })).headers();
      return kept["x-page-cache"];
    }, { timeout: 20_000 })
    .toBe("hit");
  expect(kept["link"]).toMatch(/^<\/assets\/.+\.css>; rel=preload; as=style/);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (["stylesheet", "script"].includes(r.resourceType())) asked.push(r.resourceType());
  });
  await page.goto(`${DUBAI}/passes-packages/explore`);
  await hydrated(page);
  expect(asked[0]).toBe("stylesheet");
});

test("a page's scripts are asked for at low priority, after the stylesheet and the hero its first paint needs", async ({ page, request }) => {
  const preloaded = new Set<string>();
  for (const path of [DUBAI, `${DUBAI_AR}/passes-packages/explore`, "/ar-om/snow-oman/passes-packages/snow-park"]) {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(3);
    for (const link of preloads) {
      expect(link, path).toContain('fetchpriority="low"');
      preloaded.add(/href="([^"]+)"/.exec(link)![1]!);
    }
  }
  // What the browser itself decides for each request of the page's load (Chromium's own priorities).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const asked: { url: string; type: string; priority: string }[] = [];
  cdp.on("Network.requestWillBeSent", (event) => asked.push({ url: event.request.url, type: event.type ?? "", priority: event.request.initialPriority }));
  await page.goto(`${DUBAI_AR}/passes-packages/explore`);
  await hydrated(page);
  const scripts = asked.filter((r) => r.type === "Script" && preloaded.has(new URL(r.url).pathname));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script.priority, script.url).toBe("Low");
  expect(asked.find((r) => r.type === "Stylesheet")?.priority).toBe("VeryHigh");
  expect(asked.find((r) => r.url.endsWith("/hero.svg"))?.priority).toBe("High");
});

test("the satisfaction survey's hook is called 2 seconds after a navigation, not on the first load", async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { surveyCalls: string[] }).surveyCalls = calls;
    (window as unknown as { KAMPYLE_ONSITE_SDK: unknown }).KAMPYLE_ONSITE_SDK = { updatePageView: () => calls.push(location.pathname) };
  });
  await page.goto(DUBAI);
  await hydrated(page);
  await page.waitForTimeout(2_500);
  const calls = () => page.evaluate(() => (window as unknown as { surveyCalls: string[] }).surveyCalls);
  expect(await calls()).toEqual([]);
  const link = page.locator(`main a[data-discover][href^="${DUBAI}/"]`).first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await page.waitForURL(`**${href.split("?")[0]}*`);
  await page.waitForTimeout(1_000);
  expect(await calls()).toEqual([]);
  await expect.poll(calls, { timeout: 4_000 }).toEqual([new URL(page.url()).pathname]);
});

test.describe("link prefetch", () => {
  /** The home page's first card link, and whether the code of the route it opens has been asked for ahead of a click. */
  async function firstCard(page: Page) {
    const link = page.getByTestId("home-card").first().getByRole("link");
    const module = await page.evaluate((path) => {
      const w = window as unknown as {
        __reactRouterDataRouter: { match: (path: string) => { route: { id: string } }[] | null };
        __reactRouterManifest: { routes: Record<string, { module?: string }> };
      };
      const id = w.__reactRouterDataRouter.match(path)?.at(-1)?.route.id;
      return id ? w.__reactRouterManifest.routes[id]?.module ?? null : null;
    }, (await link.getAttribute("href"))!);
    expect(module).toBeTruthy();
    const asked = () => page.locator(`link[href="${module}"]`).count();
    return { link, asked };
  }

  test("a link to the booking path fetches its page's code when the visitor points at it, before the click", async ({ page }) => {
    await page.goto(DUBAI);
    await hydrated(page);
    const { link, asked } = await firstCard(page);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect.poll(asked).toBeGreaterThan(0);
  });

  test("the product page fetches the code of Buy tickets and of the step after it once hydrated, never in its HTML", async ({ page, request }) => {
    const path = `${DUBAI}/passes-packages/snow-park`;
    const html = await (await request.get(path)).text();
    await page.goto(path);
    await hydrated(page);
    const modules = (await routeModulesOf(page, [`${DUBAI}/booking/buy-tickets`, `${DUBAI}/booking/add-ons`])).map(([module]) => module!);
    for (const module of modules) {
      expect(html, module).not.toContain(module);
      await expect.poll(() => page.locator(`link[rel="modulepreload"][href="${module}"]`).count(), { message: module }).toBeGreaterThan(0);
    }
  });

  test("the product page's prefetch of the steps leaves out the cart's form: its guest form and dial codes", async ({ page }) => {
    await page.goto(`${DUBAI}/passes-packages/snow-park`);
    await hydrated(page);
    const [buyTickets] = await routeModulesOf(page, [`${DUBAI}/booking/buy-tickets`]);
    await expect.poll(() => page.locator(`link[rel="modulepreload"][href="${buyTickets![0]}"]`).count()).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
    // On a phone's link these come with the cart step, not before "Buy tickets": the steps before it have no form.
    expect(fetched.filter((p) => /\/assets\/(guest-form|dial-codes|family-form)-/.test(p))).toEqual([]);
  });

  for (const [prefix, days] of [[DUBAI, 170], [DUBAI_AR, 171]] as const) {
    test(`${prefix}: "Buy tickets" then waits for the hold only: the steps' code, texts and the card came while the page was read`, async ({ page }) => {
      await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate("Asia/Dubai", days)}&adult=2&junior=0&child=0&infant=0`);
      await hydrated(page);
      // The visitor reads the page to its end (the footer's own code comes then) and goes back up to the button.
      await page.getByTestId("site-footer").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const buy = page.getByTestId("buy-tickets");
      await buy.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      const asked: string[] = [];
      page.on("request", (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await buy.click();
      await page.waitForURL(/\/booking\/add-ons/);
      await expect(page.getByTestId("add-ons-continue")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The add-ons step asks for the cart step's code and texts in turn once it is shown: those only may come.
      const [buyTickets, addOns, cart] = await routeModulesOf(page, [`${prefix}/booking/buy-tickets`, `${prefix}/booking/add-ons`, `${prefix}/booking/personal-details`]);
      const cartOnly = cart!.filter((m) => !buyTickets!.includes(m) && !addOns!.includes(m));
      const late = asked.filter((r) => r.includes("/assets/") && !/\/(account|share)\.(en|ar)-/.test(r) && !cartOnly.some((m) => r.endsWith(m)));
      expect(late, "code or texts fetched after the tap").toEqual([]);
      expect(asked.filter((r) => r.includes("/cards/")), "the card asked again").toEqual([]);
      expect(asked.filter((r) => r.startsWith("GET /api/provider/add-ons")), "the card's add-ons asked after the tap").toEqual([]);
      expect(asked.filter((r) => r.includes("/check-basket")), "one hold").toEqual(["POST /api/provider/order/check-basket"]);
    });
  }

  // The steps' loaders read only what is already in (the line saved, the texts loaded before), so the navigation ends
  // in the tap's own task: React renders the step at once, not the product page again in a "loading" state first. A
  // listener on the window, which runs after the page's own handling of the click and its promises, sees the step's
  // address already.
  for (const [prefix, days] of [[DUBAI, 172], [DUBAI_AR, 173]] as const) {
    test(`${prefix}: "Buy tickets" with the steps' code and texts in reaches the step within the tap's own task`, async ({ page }) => {
      await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate("Asia/Dubai", days)}&adult=2&junior=0&child=0&infant=0`);
      await hydrated(page);
      const buy = page.getByTestId("buy-tickets");
      await buy.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => {
        window.addEventListener("click", () => ((window as unknown as { __pathAfterClick: string }).__pathAfterClick = location.pathname), { once: true });
      });
      await buy.click();
      await page.waitForURL(/\/booking\/add-ons/);
      await expect(page.getByTestId("add-ons-continue")).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __pathAfterClick: string }).__pathAfterClick)).toBe(`${prefix}/booking/add-ons`);
    });
  }

  // Day 195: only the four journeys below book it (two places each, nothing sold).
  for (const prefix of [DUBAI, DUBAI_AR]) {
    test(`${prefix}: the add-ons' and the cart's Continue wait for the server only: the next step's code and texts came before`, async ({ page }) => {
      await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate("Asia/Dubai", 195)}&adult=2&junior=0&child=0&infant=0`);
      await hydrated(page);
      await page.getByTestId("buy-tickets").click();
      await page.waitForURL(/\/booking\/add-ons/);
      await expect(page.getByTestId("add-ons-continue")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const asked: string[] = [];
      page.on("request", (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await page.getByTestId("add-ons-continue").click();
      await page.waitForURL(/\/booking\/personal-details/);
      await expect(page.locator("#guest-title")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The cart step asks for the payment step's code in turn once it is shown; nothing else may come after the tap.
      const [payment] = await routeModulesOf(page, [`${prefix}/payment`]);
      expect(asked.filter((r) => r.includes("/assets/") && !payment!.some((m) => r.endsWith(m))), "code or texts fetched after the add-ons' Continue").toEqual([]);

      await fillGuestForm(page, UAE_GUEST);
      await page.locator("#guest-terms").check();
      await page.waitForLoadState("networkidle");
      asked.length = 0;
      await page.getByTestId("guest-submit").click();
      await page.waitForURL(/\/payment(\?|$)/);
      await expect(page.getByTestId("pay")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(asked.filter((r) => r.includes("/assets/")), "code or texts fetched after the cart's Continue").toEqual([]);
      expect(asked.filter((r) => r.includes("/check-basket")), "the cart held once").toEqual(["POST /api/provider/order/check-basket"]);
    });
  }

  for (const prefix of [DUBAI, DUBAI_AR]) {
    test(`${prefix}: the cart panel's View cart waits for the server only: the cart step's code and texts came while it was open`, async ({ page }) => {
      await page.goto(`${prefix}/passes-packages/snow-park?date=${venueDate("Asia/Dubai", 195)}&adult=2&junior=0&child=0&infant=0`);
      await hydrated(page);
      await page.getByTestId("buy-tickets").click();
      await page.waitForURL(/\/booking\/add-ons/);
      // The step shows while the places are held (decision 061): the cart is filled once they are.
      await expect(page.locator('[data-testid="hold-status"]:not([data-holding])')).toBeVisible();
      await page.goto(prefix);
      await hydrated(page);
      await page.getByTestId("cart-button").click();
      await expect(page.getByTestId("view-cart")).toBeVisible();
      const [cart, payment] = await routeModulesOf(page, [`${prefix}/booking/personal-details`, `${prefix}/payment`]);
      // The open panel works out the cart step's modules before it asks for them, so an idle network alone can come
      // first: the visitor reading the panel is the wait, and the panel has asked for the step's own code and texts.
      await page.waitForFunction(
        (own) => {
          const fetched = performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname);
          return own.every((m) => fetched.includes(m)) && fetched.some((p) => /\/account\.(en|ar)-/.test(p)) && fetched.some((p) => /\/share\.(en|ar)-/.test(p));
        },
        cart!.filter((m) => !payment!.includes(m)),
      );
      await page.waitForLoadState("networkidle");
      const asked: string[] = [];
      page.on("request", (r) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
      await page.getByTestId("view-cart").click();
      await page.waitForURL(/\/booking\/personal-details/);
      await expect(page.locator("#guest-title")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Nothing of the cart step itself: its module, the modules only it imports, its texts (the payment step's code,
      // which the cart step asks for in turn, may come).
      const late = asked.filter((r) => r.includes("/assets/") && (/\/(account|share)\.(en|ar)-/.test(r) || cart!.some((m) => r.endsWith(m) && !payment!.includes(m))));
      expect(late, "the cart step's code or texts fetched after View cart").toEqual([]);
    });
  }

  test("is skipped on 2g and with data saver", async ({ page }) => {
    for (const connection of [{ effectiveType: "2g", saveData: false }, { effectiveType: "4g", saveData: true }]) {
      await page.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c, configurable: true }), connection);
      await page.goto(DUBAI);
      await hydrated(page);
      const { link, asked } = await firstCard(page);
      const before = await asked();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForTimeout(1_000);
      expect(await asked(), JSON.stringify(connection)).toBe(before);
      // Nor does the product page fetch the booking steps ahead.
      await page.goto(`${DUBAI}/passes-packages/snow-park`);
      await hydrated(page);
      await page.waitForTimeout(1_000);
      expect(await page.locator('link[rel="modulepreload"][href*="/buy-tickets-"], link[rel="modulepreload"][href*="/add-ons-"]').count(), JSON.stringify(connection)).toBe(0);
    }
  });
});

for (const prefix of [DUBAI, "/ar-om/snow-oman"]) {
  test(`the FAQ page ${prefix} carries its questions as FAQPage structured data`, async ({ page }) => {
    await page.goto(`${prefix}/faq`);
    const questions = await page.locator("main details summary").allTextContents();
    expect(questions.length).toBeGreaterThan(0);
    const data = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent())!);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions.map((q) => q.trim()));
  });
}

test("sitemap.xml lists the venues' pages with both languages' alternates, and each listed Dubai page answers", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar-AE" href="https://www.skidxb.example/ar-ae/ski-dubai/faq"/>');
  const dubai = [...xml.matchAll(/<loc>https:\/\/www\.skidxb\.example([^<]+)<\/loc>/g)].map(([, path]) => path!.replace(/&amp;/g, "&"));
  expect(dubai.length).toBeGreaterThan(20);
  for (const path of dubai) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain(`Sitemap: ${new URL(response.url()).origin}/sitemap.xml`);
});
