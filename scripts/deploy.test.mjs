// The deploy command (scripts/deploy.mjs): its dry run, offline, end to end (build, configuration, wrangler's own dry
// run, the steps it would run), what keeps a real deploy from starting, and the smoke test's verdicts.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildId } from "./build-id.mjs";
import { configurationIssues, missingSecrets, smokeTest, smokeUrlOf } from "./deploy.mjs";

const deploy = (...args) =>
  spawnSync("node", ["scripts/deploy.mjs", ...args], {
    encoding: "utf8",
    // Offline: any call to the network goes to a closed port and fails (wrangler and Node both honour the proxy).
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", HTTPS_PROXY: "http://127.0.0.1:9", HTTP_PROXY: "http://127.0.0.1:9", NODE_USE_ENV_PROXY: "1", CLOUDFLARE_API_TOKEN: "" },
    timeout: 600_000,
  });

/** Every module the worker evaluates at its start: the entry and what it imports statically, transitively. */
function startupModules(serverDir) {
  const seen = new Set();
  const stack = ["index.js"];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(serverDir, file), "utf8");
    for (const match of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      stack.push(join(file, "..", match[1]).replace(/^\.\//, ""));
    }
  }
  return [...seen];
}

describe("npm run deploy -- --env production --dry-run", () => {
  it("builds, checks the configuration, runs wrangler's dry run and prints the remote steps, all offline", { timeout: 600_000 }, () => {
    const result = deploy("--env", "production", "--dry-run");
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toContain(`Dry run of the deploy of build ${buildId()} to production.`);
    expect(output).toMatch(/\[1\] build the worker for production/);
    expect(output).toContain("CLOUDFLARE_ENV=production");
    // The committed configuration is not ready for a real deploy, and the dry run says what to fill in.
    expect(output).toContain("d1_databases DB: database_id is still set-me-production-d1-database-id");
    expect(output).toContain("vars.PROVIDER_API_URL must be an https address");
    expect(output).toContain("vars.SMTP_HOST must be set");
    expect(output).toContain("would run: npx wrangler secret list --format json --env production");
    expect(output).toContain("would run: npx wrangler d1 migrations apply DB --remote --env production -c wrangler.toml");
    // wrangler's own dry run of the built production worker: its bindings, and nothing uploaded.
    expect(output).toMatch(/env\.SHOP_MODE \("production"\)/);
    expect(output).toMatch(/env\.PAYMENT_GATEWAY \("upstream"\)/);
    expect(output).toContain("--dry-run: exiting now.");
    expect(output).toContain(`would check: https://www.skidxb.example/api/health names mode "production" and build ${buildId()}`);
    expect(output).toContain("Dry run finished: nothing was sent to Cloudflare.");

    const built = JSON.parse(readFileSync("build/deploy-production/server/wrangler.json", "utf8"));
    expect(built.name).toBe("snow-venue-shop-production");
    expect(built.routes.map((r) => r.pattern)).toEqual(["www.skidxb.example", "www.snowabudhabi.example", "www.snowoman.example", "www.skiegypt.example"]);

    // The ticket PDF library is not among the modules the worker evaluates at its start: it loads with the first PDF.
    const serverDir = "build/deploy-production/server";
    const assets = readdirSync(join(serverDir, "assets")).filter((f) => f.endsWith(".js"));
    const pdfChunks = assets.filter((f) => readFileSync(join(serverDir, "assets", f), "utf8").includes("PDFDocument"));
    expect(pdfChunks.length).toBeGreaterThan(0);
    const atStart = startupModules(serverDir);
    expect(atStart.length).toBeGreaterThan(1);
    for (const chunk of pdfChunks) expect(atStart).not.toContain(`assets/${chunk}`);
  });

  it("refuses an unknown environment with the usage, doing nothing", () => {
    const result = deploy("--env", "prod", "--dry-run");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--env must be one of staging, production");
    expect(result.stdout).not.toContain("[1]");
    expect(existsSync("build/deploy-prod")).toBe(false);
  });
});

describe("what keeps a real deploy from starting", () => {
  const ready = {
    targetEnvironment: "production",
    vars: {
      SHOP_MODE: "production",
      PAYMENT_GATEWAY: "upstream",
      PROVIDER_API_URL: "https://provider.example/api/provider",
      IDENTITY_ISSUER: "https://id.example",
      SMTP_HOST: "smtp.example",
      SMTP_SECURE: "tls",
      MAIL_FROM: "Ski Dubai <bookings@example.com>",
    },
    d1_databases: [{ binding: "DB", database_id: "0f2ac1d2-5a5e-4f34-9a55-3d6b3c2f1e0a" }],
    kv_namespaces: [{ binding: "CACHE", id: "7c1e0f9a2b3d4c5e6f708192a3b4c5d6" }],
    routes: [{ pattern: "www.skidxb.example", custom_domain: true }],
  };

  it("passes a filled-in configuration and names each thing left to fill in", () => {
    expect(configurationIssues(ready, "production")).toEqual([]);
    const issues = configurationIssues(
      {
        ...ready,
        targetEnvironment: "staging",
        vars: { ...ready.vars, SHOP_MODE: "demo", PAYMENT_GATEWAY: "sandbox", PROVIDER_API_URL: "http://provider.example", IDENTITY_ISSUER: "", SMTP_SECURE: "none", MAIL_FROM: "" },
        d1_databases: [{ binding: "DB", database_id: "set-me-production-d1-database-id" }],
        kv_namespaces: [{ binding: "CACHE", id: "set-me-production-kv-namespace-id" }],
        routes: [],
      },
      "production",
    );
    expect(issues).toEqual([
      'the build is for "staging", not "production"',
      'vars.SHOP_MODE must be "production" (is "demo")',
      'vars.PAYMENT_GATEWAY must be "upstream" (is "sandbox")',
      "vars.PROVIDER_API_URL must be an https address (the production value in wrangler.toml)",
      "vars.IDENTITY_ISSUER must be an https address (the production value in wrangler.toml)",
      "vars.MAIL_FROM must be set (the production value in wrangler.toml)",
      'vars.SMTP_SECURE must be "tls" or "starttls" (is "none")',
      "d1_databases DB: database_id is still set-me-production-d1-database-id",
      "kv_namespaces CACHE: id is still set-me-production-kv-namespace-id",
      "no routes and no workers.dev address: nothing would serve the shop",
    ]);
  });

  it("names the secrets production needs that are not set", () => {
    expect(missingSecrets(["SESSION_SECRET", "IDENTITY_CLIENT_SECRETS", "OPS_TOKENS", "CAPTCHA_HMAC_KEY"])).toEqual([]);
    expect(missingSecrets(["SESSION_SECRET", "IDENTITY_CLIENT_SECRETS", "OPS_TOKENS", "CAPTCHA_SECRET_KEY"])).toEqual([]);
    expect(missingSecrets(["OPS_TOKENS"])).toEqual(["SESSION_SECRET", "IDENTITY_CLIENT_SECRETS", "CAPTCHA_HMAC_KEY (or the hosted captcha's CAPTCHA_SECRET_KEY)"]);
  });
});

describe("the smoke test of a deployed shop", () => {
  /** A deployed shop as the smoke test sees it: its health answer and its home page's status. */
  const shop = (health, homeStatus = 200) => async (url) => {
    if (url.endsWith("/api/health")) return health instanceof Response ? health : Response.json(health);
    return new Response("home", { status: homeStatus });
  };
  const once = { attempts: 1, pauseMs: 0 };

  it("passes a production shop of this build whose home page answers", async () => {
    expect(await smokeTest("https://shop.example", "abc123", { ...once, fetcher: shop({ ok: true, mode: "production", build: "abc123" }) })).toEqual({
      ok: true,
      message: "https://shop.example/api/health: production, build abc123; /en-ae/ski-dubai: 200",
    });
  });

  it("fails a demo shop, another build, a refusing worker and a failing home page, saying why", async () => {
    const verdict = async (fetcher) => (await smokeTest("https://shop.example", "abc123", { ...once, fetcher })).message;
    expect(await verdict(shop({ ok: true, mode: "demo", build: "abc123" }))).toContain('names the mode "demo"');
    expect(await verdict(shop({ ok: true, mode: "production", build: "old" }))).toContain('names the build "old", not abc123');
    expect(await verdict(shop(new Response("This shop is not configured\n- SESSION_SECRET is required", { status: 503 })))).toContain("answered 503: This shop is not configured");
    expect(await verdict(shop({ ok: true, mode: "production", build: "abc123" }, 500))).toBe("/en-ae/ski-dubai answered 500");
    expect(await verdict(async () => Promise.reject(new Error("getaddrinfo ENOTFOUND")))).toContain("could not be reached: getaddrinfo ENOTFOUND");
  });

  it("takes --url, else the first route's host", () => {
    expect(smokeUrlOf({ routes: [{ pattern: "www.skidxb.example" }] })).toBe("https://www.skidxb.example");
    expect(smokeUrlOf({ routes: ["staging.skidxb.example/*"] })).toBe("https://staging.skidxb.example");
    expect(smokeUrlOf({ routes: [] }, "https://snow-venue-shop-staging.example.workers.dev/")).toBe("https://snow-venue-shop-staging.example.workers.dev");
    expect(smokeUrlOf({ routes: [] })).toBeNull();
  });
});
