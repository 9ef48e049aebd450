// The first paint's largest element and the page's policy (docs/decisions/022): the hero is a real image the browser
// finds in the HTML and fetches first, and a product page runs its schemas without anything the CSP blocks.
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { chromeMessagesFor } from "../client/i18n/messages.server";
import type { Locale } from "../shared/locale";
import { expect, hydrated, test, venueDate } from "./support";

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

/**
 * The hydration data of a server-rendered page: React Router's inline turbo-stream scripts, their size compressed (the
 * whole script elements, gzip) and the loader data they decode to.
 */
async function hydrationData(html: string): Promise<{ bytesSent: number; loaderData: Record<string, Record<string, unknown>> }> {
  // Each chunk is a string literal, evaluated here as the browser does, in a context of its own.
  const scripts = [...html.matchAll(/<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  const bytesSent = gzipSync(scripts.map((m) => m[0]).join("")).length;
  const chunks = scripts.map((m) => new TextEncoder().encode(runInNewContext(m[1]!) as string));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const { value } = await decodeTurboStream(stream, globalThis);
  return { bytesSent, loaderData: (value as { loaderData: Record<string, Record<string, unknown>> }).loaderData };
}

/**
 * Today's home pages as a first-time visitor gets them (no cookie, so with the consent dialog), in gzip bytes (what
 * travels), with a little room: the budget catches a CMS document or a dictionary coming back into the page. The
 * booking bar's form, whose panels are in the page so they work before scripts, takes about 2.2 KB of it and about
 * 1 KB of the data (docs/decisions/039); the header's menus, which open as <details> before scripts, about 3 KB more
 * of the HTML and 1 KB of the data. The Arabic dictionary's counted texts carry their six forms.
 */
const HOME_PAGES: { path: string; locale: Locale; htmlBudget: number; dataBudget: number }[] = [
  { path: "/en-ae/ski-dubai", locale: "en", htmlBudget: 19_200, dataBudget: 7_400 },
  { path: "/ar-ae/ski-dubai", locale: "ar", htmlBudget: 21_400, dataBudget: 8_700 },
  { path: "/en-om/snow-oman", locale: "en", htmlBudget: 18_600, dataBudget: 7_100 },
  { path: "/ar-eg/ski-egypt", locale: "ar", htmlBudget: 20_500, dataBudget: 8_400 },
];

/** The site configuration's fields the browser reads (shared/cms-views.ts). */
const SITE_CONFIG_FIELDS = [
  "title",
  "enable_maintenance_page",
  "hide_booking_bar",
  "enable_booking_bar_ski_school",
  "hide_adult",
  "hide_junior",
  "hide_child",
];

for (const { path, locale, htmlBudget, dataBudget } of HOME_PAGES) {
  test(`${path}: the home page sends views of its documents and the chrome's texts in its language, within its byte budget`, async ({ request }) => {
    const html = await (await request.get(path, { headers: { cookie: "" } })).text();
    expect(html).toContain('data-testid="consent-dialog"');
    const { bytesSent, loaderData } = await hydrationData(html);
    const { site, home } = loaderData;
    expect(site && home).toBeTruthy();

    // No whole document: the footer comes with its code, the header and configuration as views, the home page's too.
    // The booking messages come with a warning, the not-found page with its screen (client/cart/booking-messages.ts,
    // client/document/lazy-not-found.tsx).
    for (const later of ["footer", "bookingMessages", "notFound"]) expect(site!).not.toHaveProperty(later);
    expect(html).toContain('data-testid="site-footer"');
    const header = JSON.stringify(site!.header);
    expect(header).toContain("navbar_items");
    // The menus come with the page: they open as <details> before any script runs (e2e/no-script.spec.ts).
    for (const menu of ["menu_items", "tabs", "cards_info", "sub_menu_item"]) expect(header).toContain(`"${menu}":`);
    expect(html).toMatch(/<details name="[^"]+" class="nav-menu/);
    for (const unused of ["localized_title", "cart_icon", "scroll_video_icon", "event_logo_home_page"]) expect(header).not.toContain(unused);
    expect(SITE_CONFIG_FIELDS).toEqual(expect.arrayContaining(Object.keys(site!.siteConfig as object)));
    expect(JSON.stringify(home)).not.toContain("video_url");
    expect(html).toContain('data-testid="home-card"');

    // The chrome's texts, exactly, in the page's language: no part of the dictionary and nothing of the other language.
    expect(site!.messages).toEqual(chromeMessagesFor(locale));
    // Of the routes' titles only the not-found screen's; the home page renders none.
    expect(Object.keys(site!.messages as object).filter((key) => key.startsWith("route."))).toEqual(["route.page-not-found"]);
    if (locale === "en") {
      // Arabic appears only where the page names the other language or the venue in it.
      const rest = structuredClone(loaderData);
      const restSite = rest.site as { tenant: { name: Record<string, string> }; messages: Record<string, string>; header: { global_header: { language: unknown[] } } };
      delete restSite.tenant.name.ar;
      delete restSite.messages["header.switchLanguage"];
      restSite.header.global_header.language = [];
      expect(JSON.stringify(rest)).not.toMatch(/[\u0600-\u06FF]/);
    }

    expect(bytesSent, "hydration data, gzip").toBeLessThanOrEqual(dataBudget);
    expect(gzipSync(html).length, "the whole HTML, gzip").toBeLessThanOrEqual(htmlBudget);
  });
}
