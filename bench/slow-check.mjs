// Two taps when the shop answers the cart's check slowly, as a phone feels it (bench/phone.mjs: CPU four times slower,
// 150 ms round trips, 1.6 Mbit/s down). A busy sale answers a check in about 1.5 s at the median
// (bench/results/busy-sale.md); the browser here holds the check's answer for CHECK_DELAY_MS (default 1500) so the shop's
// own timing is not needed. SLOW_TAP picks the tap:
// - `view-cart` (the default): a fresh phone context whose cart holds a Snow Park line (put there unslowed), the home
//   page, the cart panel opened and read for 2 s, then View cart; shown when the cart's form (its first field) is;
// - `buy`: a fresh phone context, the Snow Park product page with a day and one adult, read for 2 s, then "Buy
//   tickets" (its check is the hold); shown when the next step lists the add-ons.
// Reported: the time from the tap to that, and to the check's answer received. Median of SLOW_TAPS taps (default 5)
// per language. Figures only. `node bench/slow-check.mjs` serves this checkout's build (BENCH_APP=<folder> another
// checkout's) on SLOW_PORT (default 8878); the figures go to bench/results/<SLOW_LABEL>.json.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { migrate, serve, stop } from "../scripts/serve.mjs";
import { openDays } from "./orders.mjs";
import { LIGHTHOUSE_MOBILE_NETWORK, median, phoneContext, slowDown } from "./phone.mjs";

const here = process.cwd();
const PORT = Number(process.env.SLOW_PORT ?? 8878);
const BASE = `http://127.0.0.1:${PORT}`;
const TAPS = Number(process.env.SLOW_TAPS ?? 5);
const DELAY_MS = Number(process.env.CHECK_DELAY_MS ?? 1500);
const LABEL = process.env.SLOW_LABEL ?? "slow-check";
const MODES = {
  "view-cart": { tap: '[data-testid="view-cart"]', shown: "#guest-title", what: "View cart to the form" },
  buy: { tap: '[data-testid="buy-tickets"]', shown: '[data-testid="add-on"]', what: '"Buy tickets" to the add-ons listed' },
};
const MODE = MODES[process.env.SLOW_TAP ?? "view-cart"];
if (!MODE) throw new Error(`SLOW_TAP is one of ${Object.keys(MODES).join(", ")}`);
const READ_MS = 2000;
const CONSENT = { name: "consent_choice", value: "C0002:0|C0003:0|C0004:0" };
const SITES = [
  { language: "en", prefix: "/en-ae/ski-dubai" },
  { language: "ar", prefix: "/ar-ae/ski-dubai" },
];

/** In the page: the tap's time and the first frame that shows its answer. */
function inPage({ tap, shown }) {
  const state = { tapAt: null, formAt: null };
  Object.defineProperty(window, "__benchSlow", { value: state });
  addEventListener(
    "pointerdown",
    (event) => {
      if (event.isTrusted && state.tapAt === null && event.target instanceof Element && event.target.closest(tap)) state.tapAt = event.timeStamp;
    },
    true,
  );
  const watch = () => {
    if (state.tapAt !== null && document.querySelector(shown)?.checkVisibility()) {
      state.formAt = performance.now();
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** The page on the phone, read for 2 s, and the control to tap: View cart in the opened cart panel, or "Buy tickets". */
async function openPage(context, site, day) {
  if (MODE === MODES.buy) {
    const page = await context.newPage();
    await page.addInitScript(inPage, MODE);
    await slowDown(context, page, LIGHTHOUSE_MOBILE_NETWORK);
    await page.goto(`${BASE}${site.prefix}/passes-packages/snow-park?date=${day}&adult=1&junior=0&child=0&infant=0`);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
    const buy = page.getByTestId("buy-tickets");
    await buy.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READ_MS);
    return { page, control: buy };
  }
  const fill = await context.newPage();
  await fill.goto(`${BASE}${site.prefix}/passes-packages/snow-park?date=${day}&adult=1&junior=0&child=0&infant=0`);
  await fill.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  await fill.getByTestId("buy-tickets").click();
  await fill.waitForURL(/\/booking\/(add-ons|personal-details)/, { timeout: 60_000 });
  await fill.waitForFunction(() => !document.querySelector('[data-testid="hold-status"][data-holding]'), null, { timeout: 60_000 });
  await fill.waitForLoadState("networkidle");
  await fill.close();

  const page = await context.newPage();
  await page.addInitScript(inPage, MODE);
  await slowDown(context, page, LIGHTHOUSE_MOBILE_NETWORK);
  await page.goto(`${BASE}${site.prefix}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
  await page.getByTestId("cart-button").tap();
  await page.getByTestId("view-cart").waitFor({ state: "visible", timeout: 60_000 });
  await page.waitForTimeout(READ_MS);
  return { page, control: page.getByTestId("view-cart") };
}

async function tapOnce(browser, site, day, client) {
  const context = await phoneContext(browser, `${BASE}/`);
  await context.addCookies([{ ...CONSENT, url: BASE }]);
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": client });
  try {
    const { page, control } = await openPage(context, site, day);
    let answeredAt = null;
    await page.route("**/order/check-basket*", async (route) => {
      await new Promise((wait) => setTimeout(wait, DELAY_MS));
      const response = await route.fetch();
      await route.fulfill({ response });
      answeredAt = await page.evaluate(() => performance.now()).catch(() => null);
    });
    await control.tap();
    await page.waitForFunction(() => window.__benchSlow.formAt !== null, null, { timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [data-testid="hold-status"][data-holding]'), null, { timeout: 60_000 });
    const { tapAt, formAt } = await page.evaluate(() => window.__benchSlow);
    return { tapToFormMs: Math.round(formAt - tapAt), tapToAnswerMs: answeredAt === null ? null : Math.round(answeredAt - tapAt) };
  } catch (error) {
    return { failed: String(error.message ?? error).split("\n")[0] };
  } finally {
    await context.close();
  }
}

process.chdir(resolve(process.env.BENCH_APP ?? here));
const state = `.wrangler/slow-check-state-${PORT}`;
rmSync(state, { recursive: true, force: true });
migrate(state);
const server = await serve({ port: PORT, persistTo: state, stdio: "ignore" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const results = [];
try {
  const { data } = await fetch(`${BASE}/api/provider/cards`, { headers: { "site-id": "1" } }).then((r) => r.json());
  const days = await openDays(BASE, { "site-id": "1" }, data.find((c) => c.name === "snow-park"));
  let clients = 0;
  for (const site of SITES) {
    const taps = [];
    for (let i = 0; i < TAPS; i++) taps.push(await tapOnce(browser, site, days[(i * 3) % days.length].date.slice(0, 10), `10.77.0.${++clients}`));
    const done = taps.filter((t) => !t.failed);
    const row = {
      language: site.language,
      taps: TAPS,
      medianTapToFormMs: done.length ? median(done.map((t) => t.tapToFormMs)) : null,
      medianTapToAnswerMs: done.length ? median(done.map((t) => t.tapToAnswerMs).filter((ms) => ms !== null)) : null,
      each: taps,
    };
    results.push(row);
    console.log(`${site.language}: ${MODE.what} ${row.medianTapToFormMs} ms, to the check's answer ${row.medianTapToAnswerMs} ms (median of ${done.length}); each ${JSON.stringify(taps)}`);
  }
} finally {
  await browser.close();
  await stop(server);
  process.chdir(here);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/${LABEL}.json`,
    `${JSON.stringify({ date: new Date().toISOString(), app: process.env.BENCH_APP ?? here, phone: "CPU 4× slower, 150 ms RTT, 1.6 Mbit/s down", checkDelayMs: DELAY_MS, tap: MODE.what, results }, null, 2)}\n`,
  );
}
