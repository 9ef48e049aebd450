// Maintenance is per site: switching Oman on shows its maintenance screen in both languages while Dubai keeps serving.
import { type Locator } from "@playwright/test";
import { expect, hydrated, runSql, setMaintenance, test } from "./support";

test.describe.configure({ mode: "serial" });

// The site's documents are seeded on first use; make sure they exist before the database is switched directly.
test.beforeAll(async ({ request }) => {
  for (const path of ["/en-om/snow-oman", "/ar-om/snow-oman", "/en-ae/ski-dubai"]) expect((await request.get(path)).ok()).toBe(true);
});

test.afterAll(() => setMaintenance("snow-oman", false));

test("maintenance on Oman replaces its whole layout and leaves Dubai serving", async ({ page }) => {
  setMaintenance("snow-oman", true);
  for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman", "/en-om/snow-oman/faq"]) {
    const response = await page.goto(prefix);
    expect(response?.status(), prefix).toBe(503);
    await expect(page.getByTestId("maintenance-screen")).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    await expect(page.getByTestId("booking-bar")).toHaveCount(0);
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const dubai = await page.goto("/en-ae/ski-dubai");
  expect(dubai?.status()).toBe(200);
  await expect(page.getByTestId("site-name")).toBeVisible();

  setMaintenance("snow-oman", false);
  const restored = await page.goto("/ar-om/snow-oman");
  expect(restored?.status()).toBe(200);
  await expect(page.getByTestId("maintenance-screen")).toHaveCount(0);
  await expect(page.getByTestId("site-name")).toBeVisible();
});

test("an open page swaps to the maintenance screen at its next five-minute recheck", async ({ page }) => {
  // With a faked clock, wait from the test side (expect.poll) rather than with in-page polling assertions.
  await page.clock.install();
  await page.goto("/en-om/snow-oman");
  await hydrated(page);
  expect(await page.getByTestId("site-name").count()).toBe(1);
  setMaintenance("snow-oman", true);
  // Jumps, like a sleeping laptop waking: each due timer fires once.
  await page.clock.fastForward(4 * 60 * 1000);
  expect(await page.getByTestId("maintenance-screen").count()).toBe(0);
  await page.clock.fastForward(60 * 1000 + 100);
  await expect.poll(() => page.getByTestId("maintenance-screen").count(), { timeout: 15_000 }).toBe(1);
  expect(await page.getByTestId("site-header").count()).toBe(0);
  expect(await page.getByRole("link", { name: /take me home/i }).count()).toBe(1);
});

test("an open page in maintenance returns to the page at the first recheck after maintenance ends", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto("/en-om/snow-oman");
  await hydrated(page);
  setMaintenance("snow-oman", true);
  await page.clock.fastForward(5 * 60 * 1000 + 100);
  await expect.poll(() => page.getByTestId("maintenance-screen").count(), { timeout: 15_000 }).toBe(1);
  setMaintenance("snow-oman", false);
  // Later rechecks, with maintenance over: the page comes back at the first of them.
  await page.clock.fastForward(5 * 60 * 1000 + 100);
  await expect.poll(() => page.getByTestId("maintenance-screen").count(), { timeout: 15_000 }).toBe(0);
  await expect(page.getByTestId("site-name")).toHaveCount(1);
});

/** True when `first` is drawn to the left of `last` in the element's text (as a phone number is read, left to right). */
function drawnInOrder(element: Locator, first: string, last: string): Promise<boolean | null> {
  return element.evaluate(
    (el, [a, b]) => {
      const boxOf = (needle: string) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const at = node.data.indexOf(needle);
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          return range.getBoundingClientRect();
        }
        return null;
      };
      const [x, y] = [boxOf(a!), boxOf(b!)];
      return x && y ? x.left < y.left : null;
    },
    [first, last],
  );
}

test("a phone number and an e-mail address in the maintenance texts keep their order, in Arabic too", async ({ page }) => {
  // Written by an operator without any direction markup, as plain text in the subtitle and in the rich description.
  const texts = {
    en: { subtitle: "Call +968 2455 0103 for help.", description: "<p>Call +968 2455 0103 or write to guests@snowoman.example.</p>" },
    ar: { subtitle: "اتصل على +968 2455 0103 للمساعدة.", description: "<p>اتصل بنا على +968 2455 0103 أو راسلنا على guests@snowoman.example.</p>" },
  } as const;
  const where = (locale: string) => `site = 'snow-oman' AND locale = '${locale}' AND doc_key = 'error-and-maintenance'`;
  try {
    for (const locale of ["en", "ar"] as const) {
      const { subtitle, description } = texts[locale];
      runSql(
        `UPDATE cms_documents SET body = json_set(body, '$.maintenance_page.subtitle', '${subtitle}', '$.maintenance_page.description_highlighted', '${description}'), seed_hash = NULL, updated_by = 'e2e' WHERE ${where(locale)}`,
      );
    }
    setMaintenance("snow-oman", true);
    for (const locale of ["en", "ar"] as const) {
      await page.goto(locale === "en" ? "/en-om/snow-oman" : "/ar-om/snow-oman");
      const subtitle = page.getByTestId("maintenance-subtitle");
      const description = page.getByTestId("maintenance-description");
      await expect(description).toContainText("guests@snowoman.example");
      expect(await drawnInOrder(subtitle, "968", "0103"), `${locale} subtitle`).toBe(true);
      expect(await drawnInOrder(description, "968", "0103"), `${locale} description`).toBe(true);
      expect(await drawnInOrder(description, "guests", "example"), `${locale} e-mail`).toBe(true);
      if (locale === "ar") await page.screenshot({ path: test.info().outputPath("maintenance-phone-ar.png") });
    }
  } finally {
    setMaintenance("snow-oman", false);
    // The next read writes the documents again from their seed.
    runSql(`DELETE FROM cms_documents WHERE ${where("en")} OR ${where("ar")}`);
  }
});
