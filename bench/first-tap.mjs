// What the home page's waiting costs a visitor (docs/decisions/027): the time from a first tap on the booking bar's
// first step to its panel on screen, on a phone as Lighthouse's mobile run simulates one (CPU four times slower, 150 ms
// round trips, 1.6 Mbit/s down), the consent choice stored. Two visitors:
//  - "cold": the page loaded and left alone for 2 s, then the tap: the app's code is asked for at the tap;
//  - "woken": the page reached for first (a scroll) and hydrated, then the tap: as a page that loads its app at once.
// Median of several loads each, each in a new browser context. Figures only, never asserted.
import { LIGHTHOUSE_MOBILE_NETWORK, median, slowPhone } from "./phone.mjs";

const LOADS = Number(process.env.BENCH_FIRST_TAP_LOADS ?? 5);
const PAGES = ["/en-ae/ski-dubai", "/ar-ae/ski-dubai"];
const IDLE_MS = 2000;

async function tapOnce(browser, url, visitor) {
  const { context, page } = await slowPhone(browser, url, LIGHTHOUSE_MOBILE_NETWORK);
  try {
    // The tap's time and the panel's first appearance, read by the page itself.
    await page.addInitScript(() => {
      const times = {};
      Object.defineProperty(window, "__benchTap", { value: times });
      addEventListener("pointerdown", () => (times.tap ??= performance.now()), true);
      new MutationObserver(() => {
        if (times.tap !== undefined && times.panel === undefined && document.querySelector('[data-testid="booking-bar-panel-experience"]')) {
          times.panel = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url, { waitUntil: "load" });
    if (visitor === "woken") {
      await page.evaluate(() => window.scrollBy(0, 1));
      await page.waitForFunction(() => "__reactRouterRouteModules" in window && !("__shopEarlyInput" in window), null, { timeout: 60_000 });
      await page.waitForTimeout(500);
    } else {
      await page.waitForTimeout(IDLE_MS);
    }
    await page.getByTestId("booking-bar-step-experience").tap();
    await page.getByTestId("booking-bar-panel-experience").waitFor({ timeout: 60_000 });
    const times = await page.evaluate(() => window.__benchTap);
    return times.panel - times.tap;
  } finally {
    await context.close();
  }
}

export async function firstTapBench(browser, base) {
  const results = [];
  for (const path of PAGES) {
    for (const visitor of ["cold", "woken"]) {
      const times = [];
      for (let i = 0; i < LOADS; i++) times.push(await tapOnce(browser, `${base}${path}`, visitor));
      results.push({ path, visitor, loads: LOADS, medianMs: Math.round(median(times)), rangeMs: [Math.round(Math.min(...times)), Math.round(Math.max(...times))] });
    }
  }
  return results;
}

export function printFirstTap(results) {
  console.log(`\nFirst tap to the booking bar's panel (phone: CPU 4× slower, 150 ms RTT, 1.6 Mbit/s; median of ${results[0]?.loads ?? 0} loads):`);
  for (const r of results) {
    const visitor = r.visitor === "cold" ? "page left alone 2 s, then the tap" : "page woken and hydrated, then the tap";
    console.log(`  ${r.path.padEnd(20)} ${visitor.padEnd(40)} ${String(r.medianMs).padStart(5)} ms (${r.rangeMs.join("–")})`);
  }
}
