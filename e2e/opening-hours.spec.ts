// Opening hours per day of the week, one source for the header's live status, its box and the home page, on the
// venue's clock and the shop's 12-hour style (ص/م in Arabic). Each instant below falls where a single range for every
// day would have said the wrong thing (Ski Dubai "Closed" at 09:38 on a Saturday, while the weekend opens at 9 AM).
import { expect, hydrated, test } from "./support";

const CASES = [
  // Saturday 28 November 2026, 09:38 in Dubai: the weekend opens at 9 AM, weekdays at 10.
  { prefix: "/en-ae/ski-dubai", at: "2026-11-28T09:38:00+04:00", open: true, today: "9:00 AM – 12:00 AM" },
  { prefix: "/ar-ae/ski-dubai", at: "2026-11-28T09:38:00+04:00", open: true, today: "9:00 ص – 12:00 ص" },
  // The Monday after, at the same time: closed until 10.
  { prefix: "/en-ae/ski-dubai", at: "2026-11-30T09:38:00+04:00", open: false, today: "10:00 AM – 11:00 PM" },
  // Friday 22:30 in Abu Dhabi: Friday to Sunday close at 11 PM, other days at 10.
  { prefix: "/ar-ae/snow-abu-dhabi", at: "2026-11-27T22:30:00+04:00", open: true, today: "10:00 ص – 11:00 م" },
  // Thursday 23:00 in Muscat: Thursday to Saturday run to midnight.
  { prefix: "/en-om/snow-oman", at: "2026-11-26T23:00:00+04:00", open: true, today: "10:00 AM – 12:00 AM" },
  // Thursday 10:30 in Cairo (UTC+2 in winter): Thursday to Saturday open at 10, other days at 11.
  { prefix: "/ar-eg/ski-egypt", at: "2026-11-26T10:30:00+02:00", open: true, today: "10:00 ص – 12:00 ص" },
] as const;

for (const { prefix, at, open, today } of CASES) {
  test(`${prefix} at ${at}: the live status and the box follow the day's hours`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(at));
    await page.goto(prefix);
    await hydrated(page);
    const arabic = prefix.startsWith("/ar");
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-open", String(open));
    await expect(page.getByTestId("live-status")).toHaveText(open ? (arabic ? "مفتوح" : "Open") : arabic ? "مغلق" : "Closed");
    await page.getByTestId("live-update").click();
    await expect(page.getByTestId("hours-today")).toHaveText(today);
  });
}

const HOME_ROWS = {
  // The UAE's week starts on Monday.
  "/en-ae/ski-dubai": [
    ["Monday – Friday", "10:00 AM – 11:00 PM"],
    ["Saturday – Sunday", "9:00 AM – 12:00 AM"],
  ],
  // Oman's starts on Saturday.
  "/ar-om/snow-oman": [
    ["السبت", "10:00 ص – 12:00 ص"],
    ["الأحد – الأربعاء", "10:00 ص – 10:00 م"],
    ["الخميس – الجمعة", "10:00 ص – 12:00 ص"],
  ],
} as const;

for (const [prefix, rows] of Object.entries(HOME_ROWS)) {
  test(`${prefix}: the home page lists the hours of each day of the week from the same hours`, async ({ page }) => {
    await page.goto(prefix);
    const shown = page.getByTestId("opening-hours-row");
    await expect(shown).toHaveCount(rows.length);
    for (const [i, [days, hours]] of rows.entries()) {
      await expect(shown.nth(i).locator("dt")).toHaveText(days);
      await expect(shown.nth(i).locator("dd")).toHaveText(hours);
    }
    if (prefix.startsWith("/ar")) {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.getByTestId("opening-hours").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("opening-hours-ar.png") });
    }
  });
}
