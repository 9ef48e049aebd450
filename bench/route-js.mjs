// Each route's JavaScript as a visitor's browser fetches it: the scripts a document load of the route requests until
// the network is idle (and a second more), each gzipped at level 9 as served, summed per route; the consent choice
// stored, nobody touching the page. English and Arabic are both loaded; the larger is held against the route's budget.
// Budgets are gzip bytes per route, in the one table below. Figures to print and keep, never asserted.
import { gzipSync } from "node:zlib";
import { BENCH_CONSENT } from "./lighthouse.mjs";

const KB = 1024;
/**
 * The routes and their budgets (gzip bytes of every script a document load fetches). The stack alone (React,
 * React DOM and React Router in framework mode, bench/framework-floor.mjs) weighs about 105 KB of it; the rest is the
 * shop's own code for the page. Set from the figures before the pages became progressive HTML (explore 142 KB,
 * product 145 KB, the cart 176 KB): a route may not grow past them.
 */
export const ROUTE_JS_BUDGETS = [
  { route: "home", path: "", budget: 130 * KB },
  { route: "explore", path: "/passes-packages/explore", budget: 145 * KB },
  { route: "product", path: "/passes-packages/snow-park", budget: 150 * KB },
  { route: "lessons", path: "/ski-lessons", budget: 145 * KB },
  { route: "FAQ", path: "/faq", budget: 180 * KB },
  { route: "cart (personal details)", path: "/booking/personal-details", budget: 180 * KB },
];
const PREFIXES = { en: "/en-ae/ski-dubai", ar: "/ar-ae/ski-dubai" };

async function scriptsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "consent_choice", value: BENCH_CONSENT, url }]);
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => {},
      ),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    return { status: response?.status() ?? null, files: scripts.size, gzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0), byFile: Object.fromEntries([...scripts].sort((a, b) => b[1] - a[1])) };
  } finally {
    await context.close();
  }
}

export async function routeJsBench(browser, base) {
  const results = [];
  for (const { route, path, budget } of ROUTE_JS_BUDGETS) {
    const languages = {};
    for (const [language, prefix] of Object.entries(PREFIXES)) languages[language] = await scriptsOf(browser, `${base}${prefix}${path}`);
    const gzipBytes = Math.max(...Object.values(languages).map((l) => l.gzipBytes));
    results.push({ route, path, budget, gzipBytes, within: gzipBytes <= budget, languages });
  }
  return results;
}

export function printRouteJs(results) {
  console.log("\nJavaScript per route (gzip level 9, every script a document load fetches until network idle; the larger of en and ar):");
  console.log(`  ${"route".padEnd(26)} ${"en KB".padStart(7)} ${"ar KB".padStart(7)} ${"files".padStart(7)} ${"budget".padStart(7)}`);
  for (const r of results) {
    const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7);
    const files = `${r.languages.en.files}/${r.languages.ar.files}`;
    console.log(`  ${r.route.padEnd(26)} ${kb(r.languages.en.gzipBytes)} ${kb(r.languages.ar.gzipBytes)} ${files.padStart(7)} ${kb(r.budget)}  ${r.within ? "within" : "OVER"}`);
  }
}

export function routeJsMarkdown(results) {
  const lines = ["| route | en KB | ar KB | files en/ar | budget KB | |", "|---|---:|---:|---:|---:|---|"];
  for (const r of results) {
    const kb = (bytes) => (bytes / KB).toFixed(1);
    lines.push(`| ${r.route} | ${kb(r.languages.en.gzipBytes)} | ${kb(r.languages.ar.gzipBytes)} | ${r.languages.en.files}/${r.languages.ar.files} | ${kb(r.budget)} | ${r.within ? "within" : "over"} |`);
  }
  return lines.join("\n");
}
