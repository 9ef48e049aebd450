// A page's title is the label that leads to it, and one word per thing (docs/glossary.md): each area of the member's
// dashboard opens a page whose title and heading are the link's words, and the header's menu names its pages as they
// title themselves; in English and in Arabic (right to left, on a phone's screen).
import { expect, signIn, test } from "./support";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SITE = { en: { prefix: "/en-ae/ski-dubai", name: "Ski Dubai" }, ar: { prefix: "/ar-ae/ski-dubai", name: "سكي دبي" } } as const;
const BANNED_AR = ["تنازل", "ألباين", "ألبية", "رقم الحجز"];

for (const locale of ["en", "ar"] as const) {
  test(`each account area opens a page titled as its link (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { prefix, name } = SITE[locale];
    await page.goto(`${prefix}/accounts/dashboard`);
    await signIn(page, "fatima.family@example.com");
    await expect(page).toHaveURL(`${prefix}/accounts/dashboard`);
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    const areas = page.getByTestId("account-areas").locator("a[data-testid^='account-area-']");
    const links = await areas.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute("href")!, label: (a.textContent ?? "").replace(/[›↗]/g, "").trim() })));
    expect(links.length).toBeGreaterThanOrEqual(9);
    if (locale === "ar") await page.screenshot({ path: "test-results/dashboard-areas-ar.png", fullPage: true });
    for (const link of links) {
      await test.step(`${link.label} → ${link.href}`, async () => {
        await page.goto(link.href);
        // Member pages render in the browser: on a busy machine their first data takes a while.
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(link.label)} \\| ${escapeRegExp(name)}$`), { timeout: 30_000 });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.label);
        if (locale === "ar") for (const word of BANNED_AR) await expect(page.locator("main")).not.toContainText(word);
      });
    }
  });

  test(`the header's menu names its pages as they title themselves (${locale})`, async ({ page }) => {
    const { prefix, name } = SITE[locale];
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(prefix);
    // The menu's links are in the page (inside closed <details>): their words, read without opening them.
    const guide = page.locator(`header a[href="${prefix}/plan-your-visit/your-guide"]`).first();
    const label = ((await guide.textContent()) ?? "").trim();
    expect(label).toBe(locale === "en" ? "Your visitor guide" : "دليل الزائر");
    await page.goto(`${prefix}/plan-your-visit/your-guide`);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(label)}( \\| ${escapeRegExp(name)})?`));
  });
}
