// `npm run deploy -- --env staging|production [--dry-run] [--url https://…]`: builds the worker for one environment of
// wrangler.toml, checks its configuration, applies the D1 migrations to the remote database, deploys, and smoke-tests
// the deployed shop (/api/health names the production mode and this build; a home page answers 200). `--dry-run` runs
// offline: it builds, checks the configuration, runs `wrangler deploy --dry-run` and prints the remote steps it would
// run. README, "Deploy"; docs/decisions/041.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildId } from "./build-id.mjs";

export const ENVIRONMENTS = ["staging", "production"];
/** Secrets a production-mode worker needs (worker/mode.ts); the captcha may be a hosted one instead of the HMAC key. */
export const REQUIRED_SECRETS = ["SESSION_SECRET", "IDENTITY_CLIENT_SECRETS", "OPS_TOKENS"];
export const CAPTCHA_SECRETS = [["CAPTCHA_HMAC_KEY"], ["CAPTCHA_SECRET_KEY"]];
/** Values of wrangler.toml that the first-time set-up replaces (README, "Deploy"). */
const PLACEHOLDER = /^set-me-/;
const SMOKE_HOME = "/en-ae/ski-dubai";

const usage = "usage: npm run deploy -- --env staging|production [--dry-run] [--url https://shop-host]";

function fail(message) {
  console.error(`\ndeploy: ${message}`);
  process.exit(1);
}

const step = (n, text) => console.log(`\n[${n}] ${text}`);
const show = (command, args, env = {}) => [...Object.entries(env).map(([k, v]) => `${k}=${v}`), command, ...args].join(" ");

function run(command, args, env = {}) {
  console.log(`  $ ${show(command, args, env)}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} failed with ${result.status}`);
}

function wouldRun(command, args, env = {}) {
  console.log(`  would run: ${show(command, args, env)}`);
}

/** What keeps the built configuration from a real deploy: placeholders, a wrong mode, required vars unset or not https. */
export function configurationIssues(config, environment) {
  const issues = [];
  if (config.targetEnvironment !== environment) issues.push(`the build is for "${config.targetEnvironment ?? "the top level"}", not "${environment}"`);
  const vars = config.vars ?? {};
  if (vars.SHOP_MODE !== "production") issues.push(`vars.SHOP_MODE must be "production" (is ${JSON.stringify(vars.SHOP_MODE)})`);
  if (vars.PAYMENT_GATEWAY !== "upstream") issues.push(`vars.PAYMENT_GATEWAY must be "upstream" (is ${JSON.stringify(vars.PAYMENT_GATEWAY)})`);
  for (const name of ["PROVIDER_API_URL", "IDENTITY_ISSUER"]) {
    if (!/^https:\/\/[^\s/]+/.test(vars[name] ?? "")) issues.push(`vars.${name} must be an https address (the ${environment} value in wrangler.toml)`);
  }
  // The confirmation e-mails (worker/mode.ts): a server, reached over TLS, and a sender.
  for (const name of ["SMTP_HOST", "MAIL_FROM"]) if (!(vars[name] ?? "").trim()) issues.push(`vars.${name} must be set (the ${environment} value in wrangler.toml)`);
  if ((vars.SMTP_SECURE ?? "").trim().toLowerCase() === "none") issues.push('vars.SMTP_SECURE must be "tls" or "starttls" (is "none")');
  for (const db of config.d1_databases ?? []) if (PLACEHOLDER.test(db.database_id ?? "")) issues.push(`d1_databases ${db.binding}: database_id is still ${db.database_id}`);
  for (const kv of config.kv_namespaces ?? []) if (PLACEHOLDER.test(kv.id ?? "")) issues.push(`kv_namespaces ${kv.binding}: id is still ${kv.id}`);
  if (!(config.routes ?? []).length && !config.workers_dev) issues.push("no routes and no workers.dev address: nothing would serve the shop");
  return issues;
}

/** The secrets `wrangler secret list` does not show, of those production needs. */
export function missingSecrets(names) {
  const have = new Set(names);
  const missing = REQUIRED_SECRETS.filter((name) => !have.has(name));
  const hosted = have.has("CAPTCHA_SECRET_KEY");
  if (!have.has("CAPTCHA_HMAC_KEY") && !hosted) missing.push("CAPTCHA_HMAC_KEY (or the hosted captcha's CAPTCHA_SECRET_KEY)");
  return missing;
}

/** The address the smoke test calls: --url, else the first route's host. */
export function smokeUrlOf(config, url) {
  if (url) return url.replace(/\/+$/, "");
  const route = (config.routes ?? [])[0];
  const pattern = typeof route === "string" ? route : route?.pattern;
  return pattern ? `https://${pattern.replace(/\/\*$/, "").replace(/\/+$/, "")}` : null;
}

/** Asks the deployed shop, for up to two minutes while the new version spreads: health (mode and build) and a home page. */
export async function smokeTest(base, expectedBuild, { attempts = 24, pauseMs = 5000, fetcher = fetch } = {}) {
  let last = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const health = await fetcher(`${base}/api/health`, { headers: { "cache-control": "no-cache" } });
      const body = health.ok ? await health.json() : null;
      if (!body) last = `/api/health answered ${health.status}: ${(await health.text()).slice(0, 500)}`;
      else if (body.mode !== "production") last = `/api/health names the mode ${JSON.stringify(body.mode)}, not "production"`;
      else if (body.build !== expectedBuild) last = `/api/health names the build ${JSON.stringify(body.build)}, not ${expectedBuild} (not spread yet?)`;
      else {
        const home = await fetcher(`${base}${SMOKE_HOME}`, { redirect: "manual" });
        if (home.status === 200) return { ok: true, message: `${base}/api/health: production, build ${expectedBuild}; ${SMOKE_HOME}: 200` };
        last = `${SMOKE_HOME} answered ${home.status}`;
      }
    } catch (error) {
      last = `${base} could not be reached: ${error.message}`;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return { ok: false, message: last };
}

async function main() {
  let options;
  try {
    ({ values: options } = parseArgs({ options: { env: { type: "string" }, "dry-run": { type: "boolean", default: false }, url: { type: "string" } } }));
  } catch (error) {
    fail(`${error.message}\n${usage}`);
  }
  const environment = options.env;
  if (!ENVIRONMENTS.includes(environment)) fail(`--env must be one of ${ENVIRONMENTS.join(", ")}\n${usage}`);
  const dryRun = options["dry-run"];
  const build = buildId();
  const buildDir = `build/deploy-${environment}`;
  const config = `${buildDir}/server/wrangler.json`;
  console.log(`${dryRun ? "Dry run of the deploy" : "Deploying"} of build ${build} to ${environment}.`);

  step(1, `build the worker for ${environment} into ${buildDir}`);
  // NODE_ENV=production whatever the shell (or a test runner) set: React's development build must never ship.
  run("npx", ["react-router", "build"], { NODE_ENV: "production", CLOUDFLARE_ENV: environment, SHOP_BUILD_DIR: buildDir, SHOP_BUILD_ID: build });

  step(2, "check the configuration");
  const built = JSON.parse(readFileSync(config, "utf8"));
  const issues = configurationIssues(built, environment);
  const secretArgs = ["wrangler", "secret", "list", "--format", "json", "--env", environment, "-c", "wrangler.toml"];
  if (dryRun) {
    console.log(`  ${built.name}: mode ${built.vars?.SHOP_MODE}, payment ${built.vars?.PAYMENT_GATEWAY}, routes ${(built.routes ?? []).map((r) => r.pattern ?? r).join(", ")}`);
    if (issues.length) console.log(`  to fill in before a real deploy (README, "Deploy"):\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    wouldRun("npx", secretArgs);
    console.log(`  (a real deploy stops here unless ${[...REQUIRED_SECRETS, "CAPTCHA_HMAC_KEY"].join(", ")} are set)`);
  } else {
    if (issues.length) fail(`the ${environment} configuration is not ready:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    console.log(`  $ npx ${secretArgs.join(" ")}`);
    const listed = spawnSync("npx", secretArgs, { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    if (listed.status !== 0) fail(`could not list the secrets of ${environment}: ${listed.stderr}`);
    const missing = missingSecrets(JSON.parse(listed.stdout.slice(listed.stdout.indexOf("["))).map((s) => s.name));
    if (missing.length) fail(`secrets missing in ${environment}: ${missing.join(", ")} (npx wrangler secret put NAME --env ${environment})`);
    console.log("  ready");
  }

  step(3, "apply the D1 migrations to the remote database");
  const migrate = ["wrangler", "d1", "migrations", "apply", "DB", "--remote", "--env", environment, "-c", "wrangler.toml"];
  if (dryRun) wouldRun("npx", migrate);
  else run("npx", migrate, { CI: "true" });

  step(4, "deploy the worker");
  // The environment was chosen at build time (CLOUDFLARE_ENV): the built configuration is deployed as it is.
  run("npx", ["wrangler", "deploy", "-c", config, ...(dryRun ? ["--dry-run"] : [])]);

  step(5, "smoke-test the deployed shop");
  const base = smokeUrlOf(built, options.url);
  if (!base) fail("no address to smoke-test: give --url");
  if (dryRun) {
    console.log(`  would check: ${base}/api/health names mode "production" and build ${build}; ${base}${SMOKE_HOME} answers 200`);
    console.log(`\nDry run finished: nothing was sent to Cloudflare.`);
    return;
  }
  const smoke = await smokeTest(base, build);
  if (!smoke.ok) {
    fail(`the smoke test failed: ${smoke.message}\n  To go back to the previous version: npx wrangler rollback --name ${built.name} (D1 migrations are not undone)`);
  }
  console.log(`  ${smoke.message}`);
  console.log(`\nDeployed build ${build} to ${environment}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
