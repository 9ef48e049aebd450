// Main-thread blocking while a page loads, as observed in Chromium (not simulated as Lighthouse does): the page is
// loaded with the CPU slowed four times (Lighthouse's mobile factor) and the consent choice stored, and the long tasks
// the page itself reports are summed: blocking time (each task's part over 50 ms, after the first contentful paint,
// as total blocking time counts it) and all long-task time. Median of several loads, each in a new browser context,
// for the pages where visitors land. Figures only, never asserted.
import { median, slowPhone } from "./phone.mjs";

const LOADS = Number(process.env.BENCH_BLOCKING_LOADS ?? 7);
const PAGES = ["/en-ae/ski-dubai", "/ar-ae/ski-dubai", "/en-ae/ski-dubai/passes-packages/snow-park", "/ar-om/snow-oman/passes-packages/snow-park"];
const SETTLE_MS = 3000;

async function loadOnce(browser, url) {
  const { context, page } = await slowPhone(browser, url);
  try {
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, "__benchLongTasks", { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tasks = window.__benchLongTasks;
      return {
        blockingMs: tasks.filter(([start]) => start >= paint).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longTaskMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
      };
    });
  } finally {
    await context.close();
  }
}

export async function blockingBench(browser, base) {
  const results = [];
  for (const path of PAGES) {
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, `${base}${path}`));
    results.push({
      path,
      loads: LOADS,
      blockingMs: Math.round(median(loads.map((l) => l.blockingMs))),
      longTaskMs: Math.round(median(loads.map((l) => l.longTaskMs))),
      blockingRangeMs: [Math.round(Math.min(...loads.map((l) => l.blockingMs))), Math.round(Math.max(...loads.map((l) => l.blockingMs)))],
    });
  }
  return results;
}

export function printBlocking(results) {
  console.log(`\nMain-thread blocking while loading (Chromium, CPU 4× slower, observed; median of ${results[0]?.loads ?? 0} loads):`);
  console.log(`  ${"page".padEnd(44)} blocking ms (range)   long tasks ms`);
  for (const r of results) {
    console.log(`  ${r.path.padEnd(44)} ${String(r.blockingMs).padStart(5)} (${r.blockingRangeMs.join("–")})`.padEnd(70) + `${String(r.longTaskMs).padStart(6)}`);
  }
}
