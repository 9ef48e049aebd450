// The cart changes a line's guests: each age's count within the product's limits, held again with the provider (the
// places and the price follow), and a clear refusal, with the line unchanged, when the day lacks the places. On the
// sites whose Snow Park is sold by the day (Snow Oman's is a timed session), in English and Arabic by turns.
import { tenantBySlug } from "../tenants";
import { addPassToCart, amountOf } from "./purchase";
import { expect, runSql, test, venueDate } from "./support";

const EVENT_AK = { "ski-dubai": "SKD", "snow-abu-dhabi": "SAD", "ski-egypt": "SKE" } as const;
const CASES = [
  { slug: "ski-dubai", locale: "en", days: 121 },
  { slug: "snow-abu-dhabi", locale: "ar", days: 122 },
  { slug: "ski-egypt", locale: "ar", days: 123 },
] as const;

const WORDS = {
  en: { change: "Change guests", noPlaces: /There are not enough places left for 5 Adults on this day and time\. Your booking is unchanged: 2 Adults\./, updated: "Guests updated: 3 Adults." },
  ar: { change: "تغيير الضيوف", noPlaces: /لا تتوفر أماكن كافية لـ 5 بالغين في هذا اليوم والوقت\. لم يتغيّر حجزك: بالغان\./, updated: "تم تحديث الضيوف: 3 بالغين." },
} as const;

/**
 * The pass's day, a fresh one where this cart holds the only places, takes one guest more than the cart's two: its
 * capacity is what the seat authority counts a hold against.
 */
function leaveOnePlace(siteId: number, eventAk: string, date: string) {
  runSql(`UPDATE calendar_days SET capacity = 3 WHERE site_id = ${siteId} AND event_ak = '${eventAk}' AND date = '${date}'`);
}

for (const { slug, locale, days } of CASES) {
  const tenant = tenantBySlug(slug)!;
  const prefix = tenant.prefixes[locale];
  test(`${prefix}: the cart changes a line's guests, and says so when the day lacks the places`, async ({ page }) => {
    // A purchase path, two basket checks and a reload.
    test.setTimeout(120_000);
    // A day no other journey books (they take theirs up to 77 days ahead), and another one on a retry: the day's
    // capacity is cut to this cart's places below, so it is used once.
    const date = venueDate(tenant.timeZone, days + 15 * test.info().retry);
    await addPassToCart(page, prefix, date, 2, 1, tenant.features.cartPanel);
    const line = page.getByTestId("cart-line");
    const words = WORDS[locale];
    const priceOfTwo = amountOf(await line.getByTestId("cart-line-price").innerText());
    const totalOfTwo = amountOf(await page.getByTestId("totals-total").innerText());
    leaveOnePlace(tenant.siteId, `${EVENT_AK[slug]}.EVN.SNOWPARK`, date);

    await line.locator("summary", { hasText: words.change }).click();
    // More guests than the day has places for: refused in the page's language, the line as it was.
    await line.getByTestId("cart-party-adult").fill("5");
    await line.getByTestId("cart-party-submit").click();
    await expect(line.getByTestId("cart-party-outcome")).toHaveText(words.noPlaces);
    await expect(line.getByTestId("cart-party-outcome")).toHaveAttribute("role", "alert");
    expect(amountOf(await line.getByTestId("cart-line-price").innerText())).toBe(priceOfTwo);
    await expect(line.getByTestId("cart-line-guests")).toHaveText(locale === "en" ? "2 Adults" : "بالغان");
    if (locale === "ar" && slug === "ski-egypt") {
      await page.setViewportSize({ width: 412, height: 823 });
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("cart-guests-refused-ar.png") });
    }

    // The one place left: three adults are held, and the price and total follow the provider's answer.
    await line.getByTestId("cart-party-adult").fill("3");
    await line.getByTestId("cart-party-submit").click();
    await expect(line.getByTestId("cart-party-outcome")).toContainText(words.updated);
    await expect(line.getByTestId("cart-line-guests")).toHaveText(locale === "en" ? "3 Adults" : "3 بالغين");
    await expect.poll(async () => amountOf(await line.getByTestId("cart-line-price").innerText())).toBeCloseTo((priceOfTwo / 2) * 3, 3);
    expect(amountOf(await page.getByTestId("totals-total").innerText())).toBeGreaterThan(totalOfTwo);
    // What the cart keeps is the line the provider holds: a reload shows three adults.
    await page.reload();
    await expect(page.getByTestId("cart-line").getByTestId("cart-line-guests")).toHaveText(locale === "en" ? "3 Adults" : "3 بالغين");
  });
}

test("in Arabic: a count out of range or nobody at all is refused at once, without a basket check or a card call", async ({ page }) => {
  const dubai = tenantBySlug("ski-dubai")!;
  await addPassToCart(page, dubai.prefixes.ar, venueDate(dubai.timeZone, 45), 2);
  const checks: string[] = [];
  page.on("request", (request) => {
    if (/\/check-basket|\/cards\//.test(request.url())) checks.push(request.url());
  });
  const line = page.getByTestId("cart-line");
  await line.locator("summary", { hasText: WORDS.ar.change }).click();
  for (const type of ["adult", "junior", "child"] as const) await line.getByTestId(`cart-party-${type}`).fill("0");
  // The browser's own check would stop an out-of-range number first: sent past it, the shop's rule answers.
  await line.locator("form").evaluate((form: HTMLFormElement) => form.setAttribute("novalidate", ""));
  await line.getByTestId("cart-party-submit").click();
  await expect(line.getByTestId("cart-party-outcome")).toContainText("اختر من 0 إلى 12 ضيفًا");
  await line.getByTestId("cart-party-adult").fill("40");
  await line.getByTestId("cart-party-submit").click();
  await expect(line.getByTestId("cart-party-outcome")).toHaveAttribute("role", "alert");
  await expect(line.getByTestId("cart-line-guests")).toHaveText("بالغان");
  expect(checks).toEqual([]);
});
