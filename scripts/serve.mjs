// Builds the shop, applies the D1 migrations to a local database and serves it with wrangler (workerd).
// Used by `npm start` (port 8787) and by the browser tests and benchmark (their own port and state folder).
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const DEV_VARS = ".dev.vars";

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with ${result.status}`);
}

/**
 * The local secrets (the ops token among them) from the committed example, when this machine has none yet; an
 * existing .dev.vars gets the keys the example has gained since (with their comments), its own values untouched.
 */
export function ensureDevVars() {
  if (!existsSync(`${DEV_VARS}.example`)) return;
  if (!existsSync(DEV_VARS)) {
    copyFileSync(`${DEV_VARS}.example`, DEV_VARS);
    console.log(`Created ${DEV_VARS} from ${DEV_VARS}.example (local secrets such as the ops token).`);
    return;
  }
  const keyOf = (line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
  const present = new Set(readFileSync(DEV_VARS, "utf8").split(/\r?\n/).map(keyOf).filter(Boolean));
  const missing = [];
  let comments = [];
  for (const line of readFileSync(`${DEV_VARS}.example`, "utf8").split(/\r?\n/)) {
    const key = keyOf(line);
    if (key && !present.has(key)) missing.push(...(missing.length && comments.length ? [""] : []), ...comments, line);
    comments = key || !line.trim().startsWith("#") ? [] : [...comments, line];
  }
  if (!missing.length) return;
  const current = readFileSync(DEV_VARS, "utf8");
  appendFileSync(DEV_VARS, `${current.endsWith("\n") || current === "" ? "" : "\n"}\n${missing.join("\n")}\n`);
  console.log(`Added ${missing.filter(keyOf).map(keyOf).join(", ")} to ${DEV_VARS} from ${DEV_VARS}.example.`);
}

/** The worker's settings for sending its e-mails to a local mail catcher (scripts/mail-catcher.mjs). */
export function mailVarsFor(catcher) {
  return { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(catcher.smtpPort), SMTP_SECURE: "none", MAIL_FROM: "Snow venues <bookings@shop.localhost>" };
}

export function build() {
  ensureDevVars();
  run("npx", ["react-router", "build"]);
}

export function migrate(persistTo) {
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo, "-c", "wrangler.toml"]);
}

/** Starts wrangler dev on the built worker (or another config); resolves once it answers. */
export async function serve({ port, persistTo, stdio = "inherit", vars = {}, config = "build/server/wrangler.json" }) {
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  ensureDevVars();
  // Read from the project folder: wrangler would otherwise look beside build/server/wrangler.json only.
  const envFileArgs = existsSync(DEV_VARS) ? ["--env-file", resolve(DEV_VARS)] : [];
  const child = spawn(
    "npx",
    ["wrangler", "dev", "-c", config, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistTo, "--show-interactive-dev-session=false", "--log-level", "warn", "--test-scheduled", ...envFileArgs, ...varArgs],
    { stdio, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, detached: process.platform !== "win32" },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the shop did not answer on port ${port} within 120 s`);
}

/** Stops wrangler and the workerd processes it started (the whole process group), forcefully if it lingers. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + 5000;
  while (child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  signal("SIGKILL");
}
