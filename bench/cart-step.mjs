// The cart step (booking/personal-details) as a phone loads it: a pass put in the cart through the product page, then
// the step loaded as a document with the CPU four times slower (bench/phone.mjs). Per load: the time from the
// navigation's start to the guest form's first field on screen, the long tasks until then and in the 3 s after, and
// how many options the country list holds at each point. Median of CART_LOADS loads (default 5). Figures only.
// `node bench/cart-step.mjs` serves this checkout's build on CART_PORT (default 8940) with its own database, or measures
// a shop already served at CART_BASE; the figures go to bench/results/<CART_LABEL>.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { openDays } from "./orders.mjs";
import { median, phoneContext, slowDown } from "./phone.mjs";
import { migrate, serve, stop } from "../scripts/serve.mjs";

const PORT = Number(process.env.CART_PORT ?? 8940);
const BASE = process.env.CART_BASE ?? `http://127.0.0.1:${PORT}`;
const LOADS = Number(process.env.CART_LOADS ?? 5);
const LABEL = process.env.CART_LABEL ?? "cart-step";
const SETTLE_MS = 3000;
const SITES = [
  { language: "en", prefix: "/en-ae/ski-dubai", siteId: 1 },
  { language: "ar", prefix: "/ar-ae/ski-dubai", siteId: 1 },
];

async function cartStepOnce(browser, site, day) {
  const url = `${BASE}${site.prefix}/booking/personal-details`;
  const context = await phoneContext(browser, `${BASE}/`);
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}${site.prefix}/passes-packages/snow-park?date=${day}&adult=1&junior=0&child=0&infant=0`);
    await page.getByTestId("buy-tickets").click();
    await page.waitForURL(/\/booking\/(add-ons|add-activity|personal-details)/, { timeout: 60_000 });
    if (page.url().includes("/add-activity")) {
      await page.getByTestId("activity-slot").first().check();
      await page.getByTestId("activity-continue").click();
      await page.waitForURL(/\/booking\/(add-ons|personal-details)/);
    }
    if (page.url().includes("/add-ons")) {
      await page.getByTestId("add-ons-continue").click();
      await page.waitForURL(/\/booking\/personal-details/);
    }
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, "__benchLongTasks", { value: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await slowDown(context, page);
    await page.goto(url, { waitUntil: "commit" });
    const field = page.locator("#guest-countryOfResidence");
    await field.waitFor({ state: "visible", timeout: 60_000 });
    const shown = await page.evaluate(() => ({ at: performance.now(), options: document.querySelectorAll("#guest-countryOfResidence option").length }));
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate((shownAt) => {
      const tasks = window.__benchLongTasks;
      const sum = (list) => list.reduce((total, [, duration]) => total + duration, 0);
      return {
        formShownMs: shownAt.at,
        optionsAtFirst: shownAt.options,
        optionsAfter: document.querySelectorAll("#guest-countryOfResidence option").length,
        longTaskMsUntilForm: sum(tasks.filter(([start]) => start < shownAt.at)),
        longTaskMsAfterForm: sum(tasks.filter(([start]) => start >= shownAt.at)),
        longestAfterFormMs: Math.max(0, ...tasks.filter(([start]) => start >= shownAt.at).map(([, duration]) => duration)),
      };
    }, shown);
  } finally {
    await context.close();
  }
}

const server = process.env.CART_BASE ? null : await (async () => {
  const state = `.wrangler/cart-step-state-${PORT}`;
  migrate(state);
  return serve({ port: PORT, persistTo: state, stdio: "ignore" });
})();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const results = [];
try {
  const { data } = await fetch(`${BASE}/api/provider/cards`, { headers: { "site-id": "1" } }).then((r) => r.json());
  const card = data.find((c) => c.name === "snow-park");
  const days = await openDays(BASE, { "site-id": "1" }, card);
  for (const site of SITES) {
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await cartStepOnce(browser, site, days[(i * 3) % days.length].date.slice(0, 10)));
    const med = (key) => Math.round(median(loads.map((l) => l[key])));
    const row = { language: site.language, loads: LOADS, ...Object.fromEntries(Object.keys(loads[0]).map((key) => [key, med(key)])), each: loads };
    results.push(row);
    console.log(`${site.language}: form shown ${row.formShownMs} ms, long tasks until it ${row.longTaskMsUntilForm} ms, after ${row.longTaskMsAfterForm} ms (longest ${row.longestAfterFormMs}), options ${row.optionsAtFirst} → ${row.optionsAfter}`);
  }
} finally {
  await browser.close();
  await stop(server);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${LABEL}.json`, `${JSON.stringify({ date: new Date().toISOString(), base: BASE, results }, null, 2)}\n`);
}
