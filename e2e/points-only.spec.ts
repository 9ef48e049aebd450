// The payment page when SHARE points pay the whole booking: one coherent page, that of paying with points (no card,
// no payment page named, no ways to pay offered), in English and in Arabic (right to left, on a phone's screen). A
// new member of its own joins SHARE and is given points, so no other journey's balance moves.
import type { Page } from "@playwright/test";
import { formatCount } from "../shared/plural";
import { UAE_GUEST, addPassToCart, amountOf, completeMemberDetails } from "./purchase";
import { expect, runSql, signUp, test, venueDate } from "./support";

const WORDS = {
  en: {
    title: "Pay with your SHARE points",
    note: "Your SHARE points pay the whole booking, so there is no card to enter and no payment page: confirming takes the points and opens your booking here.",
    button: "Confirm and pay with points",
  },
  ar: {
    title: "ادفع بنقاط شير",
    note: "نقاط شير لديك تغطي الحجز بالكامل، فلا بطاقة تُدخلها ولا صفحة دفع: التأكيد يخصم النقاط ويفتح حجزك هنا.",
    button: "أكّد وادفع بالنقاط",
  },
} as const;

async function newShareMember(page: Page, prefix: string, email: string) {
  await test.step(`a new member joins SHARE with points: ${email}`, async () => {
    await page.goto(prefix);
    await signUp(page, email);
    await page.goto(`${prefix}/accounts/share`);
    const join = page.getByTestId("share-join");
    // The account pages render in the browser: on a busy machine their first data takes a while.
    await expect(join.or(page.getByTestId("share-points-value"))).toBeVisible({ timeout: 30_000 });
    if (await join.isVisible()) {
      await join.click();
      await expect(page.getByTestId("share-joined")).toBeVisible();
    }
    // Points as a paid booking would have earned them: the ledger's trigger keeps the balance.
    runSql(
      `INSERT INTO share_transactions (mafid, site_id, kind, points, currency_amount, currency, created_at)
       SELECT mafid, 1, 'earn', 20000, 2000, 'AED', '2026-01-01T00:00:00.000Z' FROM members WHERE email = '${email}'`,
    );
  });
}

for (const locale of ["en", "ar"] as const) {
  test(`points that pay the whole booking: one page of paying with points (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const prefix = locale === "en" ? "/en-ae/ski-dubai" : "/ar-ae/ski-dubai";
    const words = WORDS[locale];
    await newShareMember(page, prefix, `points.only.${locale}.${Date.now()}@example.com`);
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });
    const asked: { pay_in_amount: number; trx_amount: number }[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/provider/share-simulate") && request.method() === "POST") asked.push(request.postDataJSON());
    });
    await addPassToCart(page, prefix, venueDate("Asia/Dubai", locale === "en" ? 41 : 42), 1);
    const total = amountOf(await page.getByTestId("totals-total").textContent());

    const points = page.getByTestId("checkout-share-points");
    await points.getByTestId("checkout-share-max").click();
    await points.getByTestId("checkout-share-apply").click();
    await expect(page.getByTestId("totals-total")).toHaveText(/0\.00/);
    // The points it takes, as the server's simulation of this basket answers: 10 points a unit, nothing by card.
    await expect(points.getByTestId("checkout-share-applied")).toContainText(formatCount(locale, Math.ceil(Math.round(total * 10 * 1e6) / 1e6)));
    await expect.poll(() => asked).toContainEqual({ pay_in_amount: 0, trx_amount: total });
    await expect(points.getByTestId("checkout-share-earn")).toHaveCount(0);
    await completeMemberDetails(page, UAE_GUEST, { title: "ms" });

    const payment = page.getByTestId("payment");
    await expect(payment.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByTestId("points-only")).toHaveText(words.note);
    // Nothing of a card payment: no ways to pay, no secure payment page promised.
    await expect(page.getByTestId("payment-methods")).toHaveCount(0);
    await expect(page.getByTestId("secure-page-note")).toHaveCount(0);
    await expect(payment).not.toContainText(locale === "en" ? "secure payment page" : "صفحة دفع آمنة");
    await expect(page.getByTestId("pay")).toHaveText(words.button);
    if (locale === "ar") await page.screenshot({ path: "test-results/points-only-ar.png", fullPage: true });

    // Confirming opens the booking without any payment page.
    await page.getByTestId("pay").click();
    await page.waitForURL(/\/booking-confirmed\//);
  });
}
