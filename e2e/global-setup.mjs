// Builds and serves the shop for the browser tests (fresh database, no site-configuration cache) with its own
// development identity provider (fresh members), and stops both after.
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import { mailSettingsFor } from "../scripts/identity/mail.mjs";
import { startIdentityProvider } from "../scripts/identity/provider.mjs";
import { startMailCatcher } from "../scripts/mail-catcher.mjs";
import { build, mailVarsFor, migrate, serve, stop } from "../scripts/serve.mjs";

/** The contact form's captcha with little work (docs/decisions/017): the browser still solves it, in well under a second. */
const CAPTCHA_TEST_VARS = { CAPTCHA_COST: "50", CAPTCHA_MAX_COUNTER: "200" };

export default async function globalSetup(config) {
  const port = Number(new URL(config.projects[0].use.baseURL).port);
  // The browser tests' identity provider is on the port above the shop's (8789 by default).
  const E2E_IDENTITY_PORT = port + 1;
  const state = `.wrangler/e2e-state-${port}`;
  rmSync(state, { recursive: true, force: true });
  if (!process.env.SKIP_BUILD) build();
  migrate(state);
  const identityState = `.wrangler/e2e-identity-${E2E_IDENTITY_PORT}`;
  rmSync(identityState, { recursive: true, force: true });
  // The shop's e-mails go to a mail catcher of the run's own: SMTP on the shop's port + 4, its inbox (JSON at /mails)
  // on + 5, read by the journeys (e2e/purchase.ts); so do the identity provider's verification links.
  const mail = await startMailCatcher({ smtpPort: port + 4, httpPort: port + 5, quiet: true });
  const identity = await startIdentityProvider({
    port: E2E_IDENTITY_PORT,
    stateDir: identityState,
    shopOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
    mail: mailSettingsFor(mail),
  });
  // No site-configuration cache, so a test that switches maintenance sees it on the next page load.
  // The worker's own output (its console.error of a failed request among it) is kept, and its errors are printed at the
  // end, so a 500 seen by a test can be traced to its cause.
  const logPath = `.wrangler/e2e-server-${port}.log`;
  const log = openSync(logPath, "w");
  let server;
  try {
    server = await serve({
      port,
      persistTo: state,
      stdio: ["ignore", log, log],
      vars: { SITE_CONFIG_TTL_SECONDS: "0", IDENTITY_ISSUER: identity.issuer, ...CAPTCHA_TEST_VARS, ...mailVarsFor(mail) },
    });
  } catch (error) {
    await identity.close();
    await mail.close();
    throw error;
  }
  return async () => {
    await stop(server);
    await identity.close();
    await mail.close();
    closeSync(log);
    printServerErrors(logPath);
  };
}

/** The worker's error lines (and the stack lines after each), if any, at the end of the run. */
function printServerErrors(path) {
  const lines = readFileSync(path, "utf8").split("\n");
  const shown = [];
  lines.forEach((line, i) => {
    if (!/(Error|error:|Uncaught|internal_error)\b/.test(line) || /Request\.cf|workers\.cloudflare\.com|getaddrinfo|^\s*statusText:/.test(line)) return;
    shown.push(line, ...lines.slice(i + 1, i + 6).filter((next) => /^\s+at /.test(next)));
  });
  if (shown.length) console.log(`\nThe shop's server logged ${shown.length} error lines during the browser tests (${path}):\n${shown.slice(-80).join("\n")}`);
}
