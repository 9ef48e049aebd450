// The SHARE simulation in the browser (content-and-account §5-§6): a SHARE member's cart shows what paying by card
// earns, as the server's POST /share-simulate answers it; a member without SHARE gets no such call. In English and
// in Arabic (right to left, on a phone's screen).
import { formatAmount } from "../shared/format";
import { formatCount } from "../shared/plural";
import { addPassToCart, amountOf } from "./purchase";
import { expect, signIn, test, venueDate } from "./support";

const DUBAI = { en: "/en-ae/ski-dubai", ar: "/ar-ae/ski-dubai" } as const;
// The Arabic sentence ends with the currency's own abbreviation point ("د.إ."), which is its full stop too.
const EARNS = {
  en: (amount: string, points: number, reward: string) => `Paying ${amount} by card earns you ${formatCount("en", points)} points, worth ${reward}.`,
  ar: (amount: string, points: number, reward: string) => `دفع ${amount} بالبطاقة يكسبك ${formatCount("ar", points)} نقطة بقيمة ${reward}`,
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`Sara's cart shows what the booking earns, from the server's simulation (${locale})`, async ({ page }) => {
    const prefix = DUBAI[locale];
    await page.goto(prefix);
    await signIn(page, "sara.share@example.com");
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    const asked: { pay_in_amount: number; trx_amount: number }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/provider/share-simulate") && request.method() === "POST") asked.push(request.postDataJSON());
    });
    await addPassToCart(page, prefix, venueDate("Asia/Dubai", locale === "en" ? 31 : 32), 2);

    const earn = page.getByTestId("checkout-share-earn");
    await expect(earn).toBeVisible();
    const total = amountOf(await page.getByTestId("totals-total").textContent());
    // The server's rule: 0.3 point per unit paid by card, rounded down; 10 points are worth 1 unit.
    const points = Math.floor(Math.round(total * 0.3 * 1e6) / 1e6);
    const money = (amount: number) => formatAmount(amount, "AED", 2, locale);
    await expect(earn).toHaveText(EARNS[locale](money(total), points, money(points / 10)));
    // Asked of the server for this cart: the card pays the whole total.
    expect(asked).toContainEqual({ pay_in_amount: total, trx_amount: total });
    if (locale === "ar") {
      await page.getByTestId("checkout-share-points").scrollIntoViewIfNeeded();
      await page.screenshot({ path: "test-results/share-simulation-ar.png" });
    }
  });
}

test("a member without SHARE is never simulated: no call, no SHARE section at checkout", async ({ page }) => {
  const simulateCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/share-simulate")) simulateCalls.push(request.url());
  });
  await page.goto(DUBAI.ar);
  await signIn(page, "fatima.family@example.com");
  await addPassToCart(page, DUBAI.ar, venueDate("Asia/Dubai", 33), 1);
  await expect(page.getByTestId("totals-total")).toBeVisible();
  await expect(page.getByTestId("checkout-share-points")).toHaveCount(0);
  await page.goto(`${DUBAI.ar}/accounts/share`);
  await expect(page.getByTestId("share-estimate")).toBeVisible();
  expect(simulateCalls).toEqual([]);
});
