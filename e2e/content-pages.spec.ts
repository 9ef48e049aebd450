// The content pages of the header and footer on one English and one Arabic site: each renders its CMS content
// (a heading, sections, the right head tags) with no "being prepared" text and no console error; a venue without
// buy-now-pay-later says so on those pages; the staff landing by identifier; the bare booking path leads to the cart.
import type { Page } from "@playwright/test";
import { expect, hydrated, test, pageErrorsOf } from "./support";

const ROUTES = [
  "birthday-parties",
  "school-group",
  "corporate-group",
  "plan-your-visit/come-prepared",
  "plan-your-visit/our-penguin",
  "plan-your-visit/your-guide",
  "learn-to/challenge-yourself",
  "health-safety",
  "food-beverage",
  "sustainability",
  "anti-fraud-disclaimer",
  "interest-free-payments",
  "zero-installment-plan",
  "road-show-offers",
  "pdf",
];
const PREPARED = /being prepared|يجري تجهيز/i;
const ARABIC = /[\u0600-\u06FF]/;

async function hydratedAndIdle(page: Page) {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

for (const { prefix, lang, dir, other } of [
  { prefix: "/en-ae/ski-dubai", lang: "en", dir: "ltr", other: "/ar-ae/ski-dubai" },
  { prefix: "/ar-ae/snow-abu-dhabi", lang: "ar", dir: "rtl", other: "/en-ae/snow-abu-dhabi" },
]) {
  test(`every content page of ${prefix} renders its own content`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = pageErrorsOf(page);
    for (const path of ROUTES) {
      const response = await page.goto(`${prefix}/${path}`);
      expect(response?.status(), path).toBe(200);
      await hydratedAndIdle(page);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
      const h1 = page.locator("h1");
      await expect(h1, path).toHaveCount(1);
      if (lang === "ar") await expect(h1, path).toHaveText(ARABIC);
      await expect(page.getByTestId("content-page"), path).toBeVisible();
      expect(await page.getByTestId("content-section").count(), path).toBeGreaterThan(0);
      await expect(page.getByTestId("placeholder")).toHaveCount(0);
      expect(await page.locator("main, body").first().innerText(), path).not.toMatch(PREPARED);
      // Head: a title naming the site, a description, the canonical address and both languages' alternates.
      expect(await page.title(), path).not.toBe("");
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.+/);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`${prefix}/${path}$`));
      await expect(page.locator(`link[rel="alternate"][href$="${other}/${path}"]`), path).toHaveCount(1);
      // Every image says what it shows.
      for (const alt of await page.getByTestId("content-page").locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) {
        expect(alt, path).toBeTruthy();
      }
    }
    expect(errors).toEqual([]);
  });
}

test("group pages send their enquiries to the contact form of their type", async ({ page }) => {
  for (const [path, type] of [["birthday-parties", 2], ["school-group", 3], ["corporate-group", 4]] as const) {
    await page.goto(`/en-ae/ski-dubai/${path}`);
    const cta = page.getByTestId("enquiry-cta");
    await expect(cta).toHaveAttribute("href", `/en-ae/ski-dubai/contact-us/${type}`);
    await expect(cta).toHaveText(/enquiry/i);
  }
  await page.goto("/ar-ae/ski-dubai/birthday-parties");
  await expect(page.getByTestId("enquiry-cta")).toHaveText(ARABIC);
});

test("a content page opened by a link inside the shop loads its own content", async ({ page }) => {
  const errors = pageErrorsOf(page);
  await page.goto("/en-ae/ski-dubai/health-safety");
  await hydratedAndIdle(page);
  await page.getByTestId("page-cta").click();
  await expect(page).toHaveURL(/\/en-ae\/ski-dubai\/plan-your-visit\/come-prepared$/);
  await expect(page.locator("h1")).toHaveText("Come prepared");
  await page.goto("/ar-ae/ski-dubai/plan-your-visit/your-guide");
  await hydratedAndIdle(page);
  await page.getByRole("link", { name: "اقرأ عن بطاريقنا" }).click();
  await expect(page).toHaveURL(/\/ar-ae\/ski-dubai\/plan-your-visit\/our-penguin$/);
  await expect(page.locator("h1")).toHaveText("بطاريقنا");
  expect(errors).toEqual([]);
});

test("the road-show page lists the venue's current offers as product cards", async ({ page }) => {
  // The same offers as the offers page, by the same rule.
  await page.goto("/en-ae/ski-dubai/offers");
  const offers = await page.getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card-name")));
  await page.goto("/en-ae/ski-dubai/road-show-offers");
  if (offers.length === 0) {
    await expect(page.getByTestId("catalogue-empty")).toBeVisible();
    return;
  }
  await expect(page.getByTestId("offer-cards")).toBeVisible();
  expect(await page.getByTestId("offer-cards").getByTestId("product-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-card-name")))).toEqual(offers);
});

test("a venue without buy-now-pay-later says so on the plan pages, with the ways to pay and status 404", async ({ page }) => {
  for (const path of ["interest-free-payments", "zero-installment-plan"]) {
    for (const prefix of ["/en-om/snow-oman", "/ar-om/snow-oman"]) {
      const response = await page.goto(`${prefix}/${path}`);
      expect(response?.status(), `${prefix}/${path}`).toBe(404);
      const notice = page.getByTestId("not-offered");
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(prefix.startsWith("/en") ? "Snow Oman does not offer" : "سنو عُمان");
      await expect(page.getByTestId("not-offered-cta")).toHaveAttribute("href", `${prefix}/passes-packages/explore`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(await page.getByTestId("content-section").count()).toBeGreaterThan(0);
    }
  }
});

test("the staff landing opens by its identifier; no identifier shows the general page; an unknown one a clear page", async ({ page }) => {
  const errors = pageErrorsOf(page);
  const known = await page.goto("/en-ae/ski-dubai/maf-employee-offers?identifier=maf-retail");
  expect(known?.status()).toBe(200);
  await hydratedAndIdle(page);
  await expect(page.getByTestId("staff-landing")).toBeVisible();
  await expect(page.locator("h1")).toHaveText(/MAF Retail/);
  await expect(page.getByTestId("staff-validity")).toContainText("2027");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const general = await page.goto("/ar-ae/ski-dubai/maf-employee-offers");
  expect(general?.status()).toBe(200);
  await expect(page.getByTestId("staff-general")).toBeVisible();
  await expect(page.locator("h1")).toHaveText(ARABIC);
  expect(errors).toEqual([]);

  const unknown = await page.goto("/en-ae/ski-dubai/maf-employee-offers?identifier=no-such-company");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("staff-unknown")).toBeVisible();
  await expect(page.locator("h1")).toHaveText("We do not recognise this staff link");
  await expect(page.getByTestId("staff-unknown")).toContainText("no-such-company");
  await expect(page.getByTestId("staff-unknown-cta")).toHaveAttribute("href", "/en-ae/ski-dubai/offers");

  // Whatever is typed into the link is shown as text, never as markup.
  const odd = await page.goto("/en-ae/ski-dubai/maf-employee-offers?identifier=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  expect(odd?.status()).toBe(404);
  await expect(page.getByTestId("staff-unknown")).toContainText("<script>alert(1)</script>");
});

test("the bare booking path leads to the cart", async ({ page }) => {
  const response = await page.goto("/ar-om/snow-oman/booking");
  expect(response?.url()).toMatch(/\/ar-om\/snow-oman\/booking\/personal-details$/);
  await expect(page).toHaveURL(/\/ar-om\/snow-oman\/booking\/personal-details$/);
});

test("screenshots of content pages in both languages", async ({ page }, testInfo) => {
  for (const path of ["/en-ae/ski-dubai/birthday-parties", "/ar-ae/snow-abu-dhabi/plan-your-visit/your-guide", "/ar-om/snow-oman/interest-free-payments", "/en-eg/ski-egypt/health-safety", "/ar-eg/ski-egypt/anti-fraud-disclaimer"]) {
    await page.goto(path);
    await hydratedAndIdle(page);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1).replace(/\//g, "_")}.png`), fullPage: true });
  }
});
