// A signed-in member's Continue on the add-ons step, as a phone feels it (bench/phone.mjs: CPU four times slower,
// 150 ms round trips, 1.6 Mbit/s down): the time from the tap to the cart step's form showing the member's first name.
// Per tap: a fresh phone context with the member's session, the product page, "Buy tickets", the add-ons step read for
// 2 s, then a real tap on Continue. The tap's time is its pointerdown's own time stamp; the answer is noticed by a
// requestAnimationFrame loop in the page (client-side navigation: one document). Beside it, whether the member's
// details were asked for after the tap. Median of MEMBER_TAPS taps (default 5) per language. Figures only.
// `node bench/member-cart.mjs` serves this checkout's build (BENCH_APP=<folder> another checkout's) on MEMBER_PORT
// (default 8876) with its own database and identity provider (the port above); the figures go to
// bench/results/<MEMBER_LABEL>.json.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { DEMO_PASSWORD } from "../scripts/identity/demo-members.mjs";
import { startIdentityProvider } from "../scripts/identity/provider.mjs";
import { migrate, serve, stop } from "../scripts/serve.mjs";
import { openDays } from "./orders.mjs";
import { LIGHTHOUSE_MOBILE_NETWORK, median, phoneContext, slowDown } from "./phone.mjs";

const here = process.cwd();
const PORT = Number(process.env.MEMBER_PORT ?? 8876);
const BASE = `http://127.0.0.1:${PORT}`;
const TAPS = Number(process.env.MEMBER_TAPS ?? 5);
const LABEL = process.env.MEMBER_LABEL ?? "member-cart";
const READ_MS = 2000;
const MEMBER = { email: "sara.share@example.com", password: DEMO_PASSWORD, firstName: "Sara" };
const SITES = [
  { language: "en", prefix: "/en-ae/ski-dubai" },
  { language: "ar", prefix: "/ar-ae/ski-dubai" },
];

/** In the page: the Continue tap's time and the first frame whose form shows the member's first name. */
function inPage(firstName) {
  const state = { tapAt: null, shownAt: null };
  Object.defineProperty(window, "__benchMember", { value: state });
  addEventListener(
    "pointerdown",
    (event) => {
      if (event.isTrusted && state.tapAt === null && event.target instanceof Element && event.target.closest('[data-testid="add-ons-continue"]')) state.tapAt = event.timeStamp;
    },
    true,
  );
  const watch = () => {
    if (state.tapAt !== null && document.querySelector("#guest-firstName")?.value === firstName) {
      state.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function signedInState(browser) {
  const context = await phoneContext(browser, `${BASE}/`);
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/sign-in?site=ski-dubai&lang=en&return=${encodeURIComponent(SITES[0].prefix)}`);
  await page.locator("#email").fill(MEMBER.email);
  await page.locator("#password").fill(MEMBER.password);
  await page.locator("button[type=submit]").click();
  await page.waitForURL((url) => url.origin === BASE && !url.pathname.startsWith("/callback"));
  const state = await context.storageState();
  await context.close();
  return state;
}

async function tapOnce(browser, storageState, site, day) {
  const context = await phoneContext(browser, `${BASE}/`);
  await context.addCookies(storageState.cookies);
  const page = await context.newPage();
  const reads = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/info/user")) reads.push(request);
  });
  try {
    await page.addInitScript(inPage, MEMBER.firstName);
    await slowDown(context, page, LIGHTHOUSE_MOBILE_NETWORK);
    await page.goto(`${BASE}${site.prefix}/passes-packages/snow-park?date=${day}&adult=1&junior=0&child=0&infant=0`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(READ_MS);
    await page.getByTestId("buy-tickets").tap();
    await page.waitForURL(/\/booking\/add-ons/, { timeout: 60_000 });
    await page.getByTestId("add-ons-continue").waitFor({ state: "visible", timeout: 60_000 });
    await page.waitForTimeout(READ_MS);
    const readsBefore = reads.length;
    await page.getByTestId("add-ons-continue").tap();
    await page.waitForFunction(() => window.__benchMember.shownAt !== null, null, { timeout: 60_000 });
    const { tapAt, shownAt } = await page.evaluate(() => window.__benchMember);
    return { tapToNameMs: Math.round(shownAt - tapAt), readsBeforeTap: readsBefore, readsAfterTap: reads.length - readsBefore };
  } catch (error) {
    return { failed: String(error.message ?? error).split("\n")[0] };
  } finally {
    await context.close();
  }
}

process.chdir(resolve(process.env.BENCH_APP ?? here));
const state = `.wrangler/member-cart-state-${PORT}`;
const identityState = `.wrangler/member-cart-identity-${PORT + 1}`;
rmSync(state, { recursive: true, force: true });
rmSync(identityState, { recursive: true, force: true });
migrate(state);
const identity = await startIdentityProvider({ port: PORT + 1, stateDir: identityState, shopOrigins: [BASE] });
const server = await serve({ port: PORT, persistTo: state, stdio: "ignore", vars: { IDENTITY_ISSUER: identity.issuer } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const results = [];
try {
  const { data } = await fetch(`${BASE}/api/provider/cards`, { headers: { "site-id": "1" } }).then((r) => r.json());
  const days = await openDays(BASE, { "site-id": "1" }, data.find((c) => c.name === "snow-park"));
  const storageState = await signedInState(browser);
  for (const site of SITES) {
    const taps = [];
    for (let i = 0; i < TAPS; i++) taps.push(await tapOnce(browser, storageState, site, days[(i * 3) % days.length].date.slice(0, 10)));
    const done = taps.filter((t) => !t.failed);
    const row = { language: site.language, taps: TAPS, medianTapToNameMs: done.length ? median(done.map((t) => t.tapToNameMs)) : null, each: taps };
    results.push(row);
    console.log(`${site.language}: Continue to the member's name ${row.medianTapToNameMs} ms (median of ${done.length}); each ${JSON.stringify(taps)}`);
  }
} finally {
  await browser.close();
  await stop(server);
  await identity.close();
  process.chdir(here);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${LABEL}.json`, `${JSON.stringify({ date: new Date().toISOString(), app: process.env.BENCH_APP ?? here, phone: "CPU 4× slower, 150 ms RTT, 1.6 Mbit/s down", results }, null, 2)}\n`);
}
