// The vouchers on a member's account (GET /get-vouchers-list) on accounts/alpine: Fatima's seeded voucher is listed,
// not "no voucher yet", with a used and an expired one beside it, each with its state, in English and in Arabic
// (right to left, on a phone's screen).
import { expect, runSql, signIn, test } from "./support";

const FATIMA = "MAF-1000003";
const WORDS = {
  en: { title: "Vouchers on your account", valid: "Valid", used: "Used", expired: "Expired", seeded: "Family Snow Park voucher", empty: "You have no alpine voucher here yet.", usedUntil: "Valid until", ended: "Ended on" },
  ar: { title: "القسائم في حسابك", valid: "صالحة", used: "مستخدمة", expired: "منتهية", seeded: "قسيمة حديقة الثلج للعائلة", empty: "ليست لديك قسيمة ألبين هنا بعد.", usedUntil: "صالحة حتى", ended: "انتهت في" },
} as const;

test.beforeAll(() => {
  // A voucher already used and one past its last day, beside the seeded valid one (same codes each run: kept once).
  runSql(
    `INSERT OR IGNORE INTO member_vouchers (code, mafid, site_id, title_en, title_ar, value, currency, valid_until, used_at) VALUES
     ('VCH-E2E-USED', '${FATIMA}', 1, 'Slope day voucher', 'قسيمة يوم على المنحدر', 250, 'AED', '2030-12-31', '2026-01-10T10:00:00.000Z'),
     ('VCH-E2E-OLD', '${FATIMA}', 1, 'Penguin encounter voucher', 'قسيمة لقاء البطاريق', 120, 'AED', '2024-03-31', NULL)`,
  );
});

for (const locale of ["en", "ar"] as const) {
  test(`Fatima's vouchers on accounts/alpine, each with its state (${locale})`, async ({ page }) => {
    const prefix = locale === "en" ? "/en-ae/ski-dubai" : "/ar-ae/ski-dubai";
    const words = WORDS[locale];
    const listCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/get-vouchers-list")) listCalls.push(request.url());
    });
    await page.goto(`${prefix}/accounts/alpine`);
    await signIn(page, "fatima.family@example.com");
    await expect(page).toHaveURL(`${prefix}/accounts/alpine`);
    // A phone's screen once signed in (the header's sign-in link is in the menu there).
    if (locale === "ar") await page.setViewportSize({ width: 412, height: 823 });

    const list = page.getByTestId("account-vouchers");
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(words.title);
    const vouchers = list.getByTestId("account-voucher");
    await expect(vouchers).toHaveCount(3);
    // Valid first, then used, then expired.
    await expect(vouchers.nth(0)).toHaveAttribute("data-state", "active");
    await expect(vouchers.nth(0)).toContainText(words.seeded);
    await expect(vouchers.nth(0).getByTestId("account-voucher-state")).toHaveText(words.valid);
    await expect(vouchers.nth(0).getByTestId("account-voucher-code")).toHaveText("VCH-1000003-01");
    await expect(vouchers.nth(1).getByTestId("account-voucher-state")).toHaveText(words.used);
    await expect(vouchers.nth(2).getByTestId("account-voucher-state")).toHaveText(words.expired);
    // A used voucher is not offered for use any more; an expired one says when it ended.
    await expect(vouchers.nth(1).getByTestId("account-voucher-until")).toContainText(words.usedUntil);
    await expect(vouchers.nth(2).getByTestId("account-voucher-until")).toContainText(words.ended);
    await expect(page.getByText(words.empty)).toHaveCount(0);
    expect(listCalls.length).toBeGreaterThan(0);
    if (locale === "ar") {
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.screenshot({ path: "test-results/member-vouchers-ar.png", fullPage: true });
    }

    // The lessons' tabs do not ask for the vouchers.
    const before = listCalls.length;
    await page.getByTestId("alpine-tab-ski").click();
    await page.waitForURL(/\/ski-group-lessons$/);
    await expect(page.getByTestId("account-vouchers")).toHaveCount(0);
    expect(listCalls.length).toBe(before);
  });
}
