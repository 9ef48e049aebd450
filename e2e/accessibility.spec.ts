// WCAG 2.2 AA in the browser (issue 14; docs/decisions/021): axe finds no violation on any page of the route table, in
// English on Dubai and in Arabic on Oman, nor in the open states (the booking bar's steps, date picker and guest
// counter, the cart panel, the session warning, the payment choice, the confirmed booking, the member's pages, the
// mobile menu, the consent dialog); the date picker and a dialog checked by keyboard.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SITE_ROUTES } from "../shared/routes";
import { tenantBySlug } from "../tenants";
import { CARDS, OMAN_GUEST, UAE_GUEST, addPassToCart, cartCount, fillGuestForm, payWithCard, submitGuest } from "./purchase";
import { dayInPicker, expect, ready, test, venueDate, signIn } from "./support";

// Up to thirty pages in one test, each read by axe: more than the default minute on a busy machine.
test.describe.configure({ timeout: 420_000 });

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const dubai = tenantBySlug("ski-dubai")!;
const oman = tenantBySlug("snow-oman")!;

/** The two prefixes under test with what each needs: a guest of its country and its time zone. */
const PREFIXES = [
  { name: "English on Dubai", prefix: dubai.prefixes.en, tenant: dubai, guest: UAE_GUEST, member: "sara.share@example.com" },
  { name: "Arabic on Oman", prefix: oman.prefixes.ar, tenant: oman, guest: OMAN_GUEST, member: "omar.member@example.com" },
] as const;

/** A value for each path parameter of the route table, so every route is opened as a visitor would. */
const PARAMS: Record<string, string> = { name: "snow-park", type: "2", id: "" };

/** The path of a route under a prefix, its parameters filled (an optional one left out when it has no value). */
function pathOf(prefix: string, routePath: string, params: Record<string, string> = PARAMS): string {
  const parts = routePath.split("/").flatMap((segment) => {
    if (!segment.startsWith(":")) return [segment];
    const value = params[segment.replace(/^:|\?$/g, "")];
    return value ? [value] : [];
  });
  return [prefix, ...parts].filter(Boolean).join("/");
}

const isMemberRoute = (path: string) => path === "accounts" || path.startsWith("accounts/") || path.startsWith("extra/");
/** Pages a guest opens: everything but the member's (the blog and the CMS catch-all with a name of their own). */
const PUBLIC_ROUTES = SITE_ROUTES.filter((r) => !isMemberRoute(r.path) && r.path !== "booking-confirmed/:id?");
const MEMBER_ROUTES = SITE_ROUTES.filter((r) => isMemberRoute(r.path));
const PUBLIC_HALF = Math.ceil(PUBLIC_ROUTES.length / 2);

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says of the first element, e.g. the contrast found and the colours. */
  summary: string;
}

/**
 * Waits until the page is ready as a visitor meets it (hydrated, or waiting behind the consent dialog), has no
 * loader, no calendar day loading and no running finite animation (a fading row would read as low contrast).
 */
async function settled(page: Page) {
  await ready(page);
  await expect(page.getByTestId("loader")).toHaveCount(0, { timeout: 15_000 });
  // Calendar days still waiting for their availability are inactive and pulse; the visitor reads the loaded month.
  await expect(page.locator("[data-reason='loading']")).toHaveCount(0, { timeout: 15_000 });
  // Still for three checks in a row (a day that has just received its availability starts its colour transition on
  // the next frame, not the one that changed it).
  await page.waitForFunction(() => {
    const w = window as unknown as { __stillChecks?: number };
    const still = document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);
    w.__stillChecks = still ? (w.__stillChecks ?? 0) + 1 : 0;
    return w.__stillChecks >= 3;
  }, null, { polling: 50 });
  await page.evaluate(() => delete (window as unknown as { __stillChecks?: number }).__stillChecks);
}

/** Runs axe on the page as it stands and keeps what it finds, named by where it was. */
async function audit(page: Page, findings: Finding[], where: string) {
  const t0 = Date.now();
  await settled(page);
  const t1 = Date.now();
  // Only the violations are collected: the passes' details are not needed and cost time on long pages.
  const result = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  if (process.env.A11Y_TIMING) console.log(`${where}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  for (const v of result.violations) {
    findings.push({ where, rule: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.map((n) => n.target.join(" ")), summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, " ") ?? "" });
  }
}

/** A picture of an open state in Arabic, kept with the test's results to look at the right-to-left layout. */
async function rtlShot(page: Page, prefix: string, name: string) {
  if (prefix.startsWith("/ar")) await page.screenshot({ path: test.info().outputPath(`rtl-${name}.png`) });
}

/** Fails with a readable list: where, rule, impact, what it means and the elements. */
function expectNone(findings: Finding[]) {
  const report = findings
    .map((f) => `${f.where}\n  ${f.rule} (${f.impact}): ${f.help}\n  ${f.summary}\n${f.targets.slice(0, 8).map((t) => `    ${t}`).join("\n")}${f.targets.length > 8 ? `\n    … ${f.targets.length - 8} more` : ""}`)
    .join("\n");
  expect(findings.length, `axe found ${findings.length} violation(s):\n${report}`).toBe(0);
}

async function visit(page: Page, findings: Finding[], path: string) {
  const t0 = Date.now();
  await page.goto(path, { waitUntil: "domcontentloaded" });
  if (process.env.A11Y_TIMING) console.log(`${path}: goto ${Date.now() - t0} ms`);
  await audit(page, findings, path);
}


async function openStep(page: Page, step: string) {
  const panel = page.getByTestId(`booking-bar-panel-${step}`);
  if (!(await panel.isVisible())) await page.getByTestId(`booking-bar-step-${step}`).click();
  await expect(panel).toBeVisible();
}

for (const site of PREFIXES) {
  test.describe(site.name, () => {
    // The guest's pages in two halves, so the two workers share them.
    for (const [half, routes] of [PUBLIC_ROUTES.slice(0, PUBLIC_HALF), PUBLIC_ROUTES.slice(PUBLIC_HALF)].entries()) {
      test(`every page a guest opens (part ${half + 1}), ${site.name}`, async ({ page }) => {
        const findings: Finding[] = [];
        for (const route of routes) await visit(page, findings, pathOf(site.prefix, route.path));
        // The general contact form beside the birthdays' one, and a name the CMS does not have (the not-found screen).
        if (half === 1) {
          await visit(page, findings, `${site.prefix}/contact-us`);
          await visit(page, findings, `${site.prefix}/no-such-page`);
        }
        expectNone(findings);
      });
    }

    test(`the booking bar's steps, the date picker and the guest counter, ${site.name}`, async ({ page }) => {
      const findings: Finding[] = [];
      await page.goto(site.prefix);
      await settled(page);
      await openStep(page, "experience");
      await audit(page, findings, "booking bar: experience open");
      await rtlShot(page, site.prefix, "experience");
      await page.getByTestId("booking-bar-experience-snow-park").click();
      await openStep(page, "date");
      await expect(page.getByTestId("date-picker-loading")).toHaveCount(0);
      await audit(page, findings, "booking bar: date picker open");
      await rtlShot(page, site.prefix, "date-picker");
      await (await dayInPicker(page, venueDate(site.tenant.timeZone, 2))).click();
      await openStep(page, "people");
      await audit(page, findings, "booking bar: guest counter open");
      await rtlShot(page, site.prefix, "guests");
      // The lesson search: level and age.
      await openStep(page, "experience");
      await page.getByTestId("booking-bar-experience-ski-lessons").click();
      await openStep(page, "level");
      await audit(page, findings, "booking bar: level open");
      await page.getByTestId("booking-bar-level-beginner").click();
      await openStep(page, "age");
      await audit(page, findings, "booking bar: age open");
      // The product page's own date picker.
      await visit(page, findings, `${site.prefix}/passes-packages/snow-park`);
      expectNone(findings);
    });

    test(`a purchase: the cart, its panel, the session warning, the payment choice and the confirmed booking, ${site.name}`, async ({ page }) => {
      await page.clock.install();
      const findings: Finding[] = [];
      await addPassToCart(page, site.prefix, venueDate(site.tenant.timeZone, 40), 1);
      await audit(page, findings, "personal-details with a line in the cart");
      await page.getByTestId("cart-button").click();
      await expect(page.getByTestId("cart-panel")).toBeVisible();
      await audit(page, findings, "the header's cart panel open");
      await rtlShot(page, site.prefix, "cart-panel");
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("cart-panel")).toHaveCount(0);
      // 5 minutes before the end of the booking session: the warning.
      await page.clock.fastForward("25:30");
      await expect(page.getByTestId("session-warning-modal")).toBeVisible();
      await audit(page, findings, "the session warning");
      await rtlShot(page, site.prefix, "session-warning");
      await page.getByTestId("session-continue").click();
      await expect(page.getByTestId("session-warning-modal")).toHaveCount(0);
      await fillGuestForm(page, site.guest);
      await submitGuest(page);
      await expect(page.getByTestId("pay")).toBeVisible();
      await audit(page, findings, "payment with its choice of method");
      await rtlShot(page, site.prefix, "payment");
      await payWithCard(page, CARDS.approved);
      await page.waitForURL(/\/booking-confirmed\//);
      await expect(page.getByTestId("reservation-code")).toBeVisible();
      await audit(page, findings, "the confirmed booking");
      expect(await cartCount(page).count()).toBe(0);
      expectNone(findings);
    });

    test(`the member's pages signed in, ${site.name}`, async ({ page }) => {
      const findings: Finding[] = [];
      await page.goto(site.prefix);
      await signIn(page, site.member);
      for (const route of MEMBER_ROUTES) await visit(page, findings, pathOf(site.prefix, route.path));
      expectNone(findings);
    });
  });
}

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu open, in English and Arabic", async ({ page }) => {
    const findings: Finding[] = [];
    for (const site of PREFIXES) {
      await visit(page, findings, site.prefix);
      await page.getByTestId("menu-button").click();
      await expect(page.getByTestId("mobile-menu")).toBeVisible();
      await audit(page, findings, `${site.prefix}: the mobile menu open`);
      await rtlShot(page, site.prefix, "mobile-menu");
    }
    expectNone(findings);
  });
});

test.describe("before a consent choice", () => {
  test.use({ consentChoice: null });

  test("the consent dialog open, in English and Arabic", async ({ page }) => {
    const findings: Finding[] = [];
    for (const site of PREFIXES) {
      await page.goto(site.prefix);
      await expect(page.locator("#consent-dialog")).toBeVisible();
      await audit(page, findings, `${site.prefix}: the consent dialog open`);
    }
    expectNone(findings);
  });
});

/** The day after a date key. */
function nextDay(date: string, days = 1): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const focusedDate = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);

for (const site of PREFIXES) {
  test(`by keyboard: the date picker's grid (arrows follow the reading direction) and the remove dialog, ${site.name}`, async ({ page }) => {
    const rtl = site.prefix.startsWith("/ar");
    await page.goto(site.prefix);
    await settled(page);
    await openStep(page, "experience");
    await page.getByTestId("booking-bar-experience-snow-park").click();
    await openStep(page, "date");
    const picker = page.getByTestId("date-picker");
    await expect(picker.getByTestId("date-picker-loading")).toHaveCount(0);
    await settled(page);
    const grid = picker.getByRole("grid");
    await expect(grid).toHaveAccessibleName(/.+/);
    // One day is in the tab order (roving tabindex); the arrows move between days.
    const start = picker.locator("button[data-date][tabindex='0']");
    await expect(start).toHaveCount(1);
    const first = (await start.getAttribute("data-date"))!;
    await start.focus();
    await expect(start).toBeFocused();
    await page.keyboard.press(rtl ? "ArrowLeft" : "ArrowRight");
    await expect.poll(() => focusedDate(page)).toBe(nextDay(first));
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedDate(page)).toBe(nextDay(first, 8));
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => focusedDate(page)).toBe(nextDay(first, 1));
    await page.keyboard.press(rtl ? "ArrowLeft" : "ArrowRight");
    await expect.poll(() => focusedDate(page)).toBe(nextDay(first, 2));
    await expect(picker.locator("button[data-date][tabindex='0']")).toHaveAttribute("data-date", nextDay(first, 2));
    // PageDown shows the next month with the focus in it; PageUp comes back.
    await page.keyboard.press("PageDown");
    await expect.poll(async () => (await focusedDate(page))?.slice(0, 7)).not.toBe(first.slice(0, 7));
    await page.keyboard.press("PageUp");
    await expect.poll(() => focusedDate(page)).toBe(nextDay(first, 2));
    // Enter picks the focused day: its cell is selected and the step shows it.
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("booking-bar-step-date")).toContainText(/\d/);

    // The remove dialog of a cart line: a labelled modal, focus inside, Tab kept inside, Escape closes and gives the
    // focus back to the button that opened it.
    await addPassToCart(page, site.prefix, venueDate(site.tenant.timeZone, 41), 1);
    const remove = page.getByTestId("cart-line-remove");
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toHaveAccessibleName(/.+/);
    const inDialog = () => page.evaluate(() => document.activeElement?.closest("[role='alertdialog']") !== null);
    expect(await inDialog()).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });
}
