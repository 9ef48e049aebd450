// Shared helpers of the browser tests: the test function every journey uses (each test its own client address), the
// sites under test and direct switches of the local test database.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { type Page, test as base, expect, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../scripts/identity/demo-members.mjs";
import { E2E_PORT } from "../playwright.config";
import { TENANTS } from "../tenants";

export { expect } from "@playwright/test";

/**
 * A client address of its own for one run of one test, from the private 10.0.0.0/8 range. The shop's rate limits
 * count per client (CF-Connecting-IP, which Cloudflare's edge sets and wrangler dev passes on as sent); without it,
 * every browser of the run would be one client, "local", and the journeys would share one budget.
 */
export function clientAddressOf(testInfo: Pick<TestInfo, "testId" | "retry" | "repeatEachIndex" | "project">): string {
  const digest = createHash("sha256").update(`${testInfo.project.name}|${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/**
 * A stored consent choice (everything rejected) for every journey, so the consent dialog, a modal that asks on the
 * first visit, does not stand in front of pages the journey is about; e2e/browser-rules.spec.ts sets null to meet it.
 */
export const STORED_CONSENT = "C0002:0|C0003:0|C0004:0";

/** Stores the consent choice in a context a journey opens itself (browser.newContext), as the fixture does for its own. */
export async function withStoredConsent<C extends { addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void> }>(
  context: C,
  baseURL: string,
): Promise<C> {
  await context.addCookies([{ name: "consent_choice", value: STORED_CONSENT, url: baseURL }]);
  return context;
}

/** Playwright's test with the client address set on every page and request of the test. */
export const test = base.extend<{ clientAddress: string; consentChoice: string | null }>({
  clientAddress: [async ({}, use, testInfo) => use(clientAddressOf(testInfo)), { auto: true }],
  consentChoice: [STORED_CONSENT, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => use({ ...extraHTTPHeaders, "CF-Connecting-IP": clientAddress }),
  context: async ({ context, consentChoice, baseURL }, use) => {
    if (consentChoice !== null) await context.addCookies([{ name: "consent_choice", value: consentChoice, url: baseURL! }]);
    await use(context);
  },
});

export const SITES = TENANTS.flatMap((tenant) =>
  (["en", "ar"] as const).map((locale) => ({ tenant, locale, prefix: tenant.prefixes[locale], dir: locale === "ar" ? "rtl" : "ltr" })),
);

/** Runs one SQL statement against the database the test server uses. */
export function runSql(sql: string): void {
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", `.wrangler/e2e-state-${E2E_PORT}`, "-c", "wrangler.toml", "--command", sql],
    { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

/**
 * Switches a site's maintenance flag (both languages) as an operator does, through the ops command line against the
 * test server: the change is logged and the content version moves, so no page kept from before is served.
 */
export function setMaintenance(site: string, on: boolean): void {
  const env = { ...process.env };
  delete env.OPS_TOKEN;
  execFileSync(process.execPath, ["scripts/ops.mjs", "--url", `http://127.0.0.1:${E2E_PORT}`, "maintenance", on ? "on" : "off", site], { stdio: "pipe", env });
}

/**
 * Leaves a calendar's day no free place, so the day shows as sold out: its capacity drops to 0 (the day's seat
 * authority counts holds and sales against the capacity D1 keeps, decision 048).
 */
export function sellOut(siteId: number, eventAk: string, date: string): void {
  runSql(`UPDATE calendar_days SET capacity = 0 WHERE site_id = ${siteId} AND event_ak = '${eventAk}' AND date = '${date}'`);
}

/** A date key (YYYY-MM-DD) in a venue's time zone, days after today. */
export function venueDate(timeZone: string, daysAfterToday = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + daysAfterToday)).toISOString().slice(0, 10);
}

/**
 * The day cell of `date` in the page's date picker, the picker moved on month by month until it shows it (it shows
 * the current month first), once the month's availability has arrived.
 */
export async function dayInPicker(page: Page, date: string) {
  const picker = page.getByTestId("date-picker");
  await expect(picker).toBeVisible();
  const cell = picker.locator(`[data-date="${date}"]`);
  for (let i = 0; i < 3 && (await cell.count()) === 0; i++) await picker.getByTestId("date-picker-next").click();
  await expect(cell).toBeVisible();
  // Availability has arrived when the loading note is gone.
  await expect(picker.getByTestId("date-picker-loading")).toHaveCount(0);
  return cell;
}

/** The day after `date` if it is in the same month, else the day before: two days a calendar shows together. */
export function otherDayOfMonth(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return next.slice(0, 7) === date.slice(0, 7) ? next : new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * From a page showing the sign-in button: signs in as a demo member at the identity provider's screen and waits until
 * the browser is back on the shop (past the callback).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await test.step(`sign in as ${email}`, async () => {
    const shop = new URL(page.url()).origin;
    await page.getByTestId("sign-in").first().click();
    await page.locator("#email").waitFor();
    await page.locator("#email").fill(email);
    await page.locator("#password").fill(DEMO_PASSWORD);
    await page.locator("button[type=submit]").click();
    await page.waitForURL((url) => url.origin === shop && !url.pathname.startsWith("/callback"));
  });
}

/** The page's console errors and uncaught errors, from now on. */
export function pageErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The code of the pages at `paths` as this page's router knows it (its route table, React Router's manifest): for each
 * path, the deepest route's module and the modules it imports. Read to tell which requests belong to which step.
 */
export function routeModulesOf(page: Page, paths: readonly string[]): Promise<string[][]> {
  return page.evaluate((list) => {
    const w = window as unknown as {
      __reactRouterDataRouter: { match(path: string): { route: { id: string } }[] | null };
      __reactRouterManifest: { routes: Record<string, { module: string; imports?: string[] }> };
    };
    return list.map((path) => {
      const route = w.__reactRouterManifest.routes[w.__reactRouterDataRouter.match(path)!.at(-1)!.route.id]!;
      return [route.module, ...(route.imports ?? [])];
    });
  }, [...paths]);
}

/** The page has hydrated and run its effects: the root layout's effect, the last of the commit, marks <html>. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The page as a visitor meets it, hydrated (every page hydrates, the consent dialog shown or not). */
export async function ready(page: Page): Promise<void> {
  await hydrated(page);
}

/**
 * Holds every script of the shop (or those `pattern` names) until `release` is called: the page shows its server HTML
 * and is not interactive (or the part of it those scripts bring is not).
 */
export async function holdScripts(page: Page, pattern = /\/assets\/.*\.js$/): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(pattern, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Signs up as a new member (Layla Nasser) at the identity provider's sign-up screen, reached from the shop's sign-in;
 * the provider mails a link to verify the address and lets the new member go on to the shop meanwhile.
 */
export async function signUp(page: Page, email: string): Promise<void> {
  await test.step(`sign up as ${email}`, async () => {
    const shop = new URL(page.url()).origin;
    await page.getByTestId("sign-in").first().click();
    await page.locator("#email").waitFor();
    await page.locator("p.switch a").click();
    await page.locator("select[name=title]").selectOption("ms");
    await page.locator("input[name=firstName]").fill("Layla");
    await page.locator("input[name=lastName]").fill("Nasser");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill("Snowfall2026");
    const terms = page.locator("input[name=shareTerms]");
    if (await terms.count()) await terms.check();
    await page.locator("form button[type=submit]").click();
    await page.getByRole("button", { name: /continue to the shop|تابع إلى المتجر/i }).click();
    await page.waitForURL((url) => url.origin === shop && !url.pathname.startsWith("/callback"));
  });
}
