// The worker's start-up: the time from starting `wrangler dev` on a built worker (as scripts/serve.mjs starts it) to
// its first answered /api/health, for built checkouts side by side in one run. The runs take turns (A B C, C B A …)
// so the machine's load falls on all alike; each run has a fresh local state folder. Writes the runs and the medians
// to bench/results/<label>.md.
//   node bench/startup.mjs --checkout before=<folder> --checkout after=<folder> [--runs 5] [--port 8810] [--label startup]
// Each checkout needs its node_modules and a build (`npx react-router build` in it); the first is the reference.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    checkout: { type: "string", multiple: true, default: [] },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "8810" },
    label: { type: "string", default: "startup" },
  },
});
const named = values.checkout.map((entry) => {
  const at = entry.indexOf("=");
  if (at < 1) throw new Error(`--checkout ${entry}: write name=folder`);
  return { name: entry.slice(0, at), folder: entry.slice(at + 1) };
});
if (named.length < 2) throw new Error("--checkout name=folder, at least twice: the built checkouts to compare");
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const POLL_MS = 20;
const DEADLINE_MS = 120_000;

const median = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function describe(folder, name) {
  const dir = resolve(folder);
  const git = (...args) => spawnSync("git", ["-C", dir, ...args], { encoding: "utf8" }).stdout.trim();
  if (!existsSync(join(dir, "build/server/wrangler.json"))) throw new Error(`${dir}: no build/server/wrangler.json (build it first)`);
  // build/server/index.js re-exports the worker's entry chunk: its size is what every start evaluates first.
  const chunk = /from "\.\/(assets\/[^"]+\.js)"/.exec(readFileSync(join(dir, "build/server/index.js"), "utf8"))?.[1];
  const entryBytes = chunk && existsSync(join(dir, "build/server", chunk)) ? statSync(join(dir, "build/server", chunk)).size : null;
  return { name, dir, commit: git("rev-parse", "--short", "HEAD"), subject: git("log", "-1", "--format=%s"), entryBytes };
}

async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One start: spawn wrangler dev, poll /api/health every 20 ms; answers the milliseconds to the first 200. */
async function startOnce(checkout) {
  if (await answers(PORT)) throw new Error(`port ${PORT} already answers: stop what runs there first`);
  const state = mkdtempSync(join(tmpdir(), "startup-bench-"));
  const devVars = join(checkout.dir, ".dev.vars");
  const args = ["dev", "-c", "build/server/wrangler.json", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "warn"];
  if (existsSync(devVars)) args.push("--env-file", devVars);
  const started = performance.now();
  const child = spawn(join(checkout.dir, "node_modules/.bin/wrangler"), args, {
    cwd: checkout.dir,
    stdio: "ignore",
    // The checkout's own Node (its node_modules/.bin first, as npm puts it), as its npm scripts run.
    env: { ...process.env, PATH: `${join(checkout.dir, "node_modules/.bin")}:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false" },
    detached: true,
  });
  try {
    while (performance.now() - started < DEADLINE_MS) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
      if (await answers(PORT)) return performance.now() - started;
      await sleep(POLL_MS);
    }
    throw new Error(`no answer within ${DEADLINE_MS / 1000} s`);
  } finally {
    for (const signal of ["SIGTERM", "SIGKILL"]) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      const until = Date.now() + 5000;
      while (child.exitCode === null && child.signalCode === null && Date.now() < until) await sleep(50);
    }
    while (await answers(PORT)) await sleep(100);
    rmSync(state, { recursive: true, force: true });
  }
}

const checkouts = named.map(({ name, folder }) => describe(folder, name));
const loadBefore = loadavg();
const startedAt = new Date().toISOString();
const times = new Map(checkouts.map((c) => [c.name, []]));
// One warm-up start of each (disk caches, wrangler's own first-run work), not counted.
for (const checkout of checkouts) await startOnce(checkout);
for (let run = 0; run < RUNS; run++) {
  for (const checkout of run % 2 ? [...checkouts].reverse() : checkouts) {
    const ms = await startOnce(checkout);
    times.get(checkout.name).push(ms);
    console.log(`run ${run + 1} ${checkout.name} (${checkout.commit}): ${ms.toFixed(0)} ms`);
  }
}
const loadAfter = loadavg();

const fmt = (xs) => xs.map((x) => x.toFixed(0)).join(", ");
const lines = [
  `# Worker start-up: ${checkouts.map((c) => c.name).join(", ")}`,
  "",
  `Measured ${startedAt} by \`bench/startup.mjs\`: the time from spawning \`wrangler dev -c build/server/wrangler.json\``,
  "(the way `scripts/serve.mjs` serves the built worker; fresh `--persist-to` folder each run) to the first `200` of",
  `\`GET /api/health\`, polled every ${POLL_MS} ms. One uncounted warm-up start of each, then ${RUNS} runs of each, taking`,
  "turns (A B C, C B A, …) so the machine's load falls on all alike. 2 cores shared with other work.",
  "",
  "```sh",
  `node bench/startup.mjs ${named.map((c) => `--checkout ${c.name}=${c.folder}`).join(" ")} --runs ${RUNS} --port ${PORT} --label ${values.label}`,
  "```",
  "",
  `Load average (1, 5, 15 min) before: ${loadBefore.map((x) => x.toFixed(2)).join(", ")}; after: ${loadAfter.map((x) => x.toFixed(2)).join(", ")}.`,
  "",
  "| build | commit | worker entry chunk | runs (ms) | median (ms) |",
  "|---|---|---|---|---|",
  ...checkouts.map(
    (c) =>
      `| ${c.name} | \`${c.commit}\` ${c.subject} | ${c.entryBytes === null ? "n/a" : `${(c.entryBytes / 1024).toFixed(0)} KiB`} | ${fmt(times.get(c.name))} | ${median(times.get(c.name)).toFixed(0)} |`,
  ),
  "",
  ...checkouts.slice(1).map((c) => `Difference of the medians (${c.name} − ${checkouts[0].name}): ${(median(times.get(c.name)) - median(times.get(checkouts[0].name))).toFixed(0)} ms.`),
  "",
];
mkdirSync("bench/results", { recursive: true });
writeFileSync(`bench/results/${values.label}.md`, lines.join("\n"));
console.log(lines.join("\n"));
