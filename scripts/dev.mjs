// `npm run dev`: the Vite dev server with hot reload on http://localhost:5173 (PORT moves it), on the same local
// database as `npm start` with its migrations applied first, the local secrets in .dev.vars (made from the example
// when missing), the development identity provider (Snow venues ID) on IDENTITY_PORT (8790), so members can sign in,
// and the local mail catcher on the SMTP port .dev.vars names (1025; its inbox on http://localhost:1080).
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mailSettingsFor } from "./identity/mail.mjs";
import { startIdentityProvider } from "./identity/provider.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { ensureDevVars, migrate, stop } from "./serve.mjs";

const PORT = Number(process.env.PORT || 5173);
const IDENTITY_PORT = Number(process.env.IDENTITY_PORT || 8790);
// The ports of .dev.vars.example's SMTP_PORT and of npm start's inbox.
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT || 1025);
const MAIL_HTTP_PORT = Number(process.env.MAIL_HTTP_PORT || 1080);
const STATE = ".wrangler/state";
const DEV_VARS = ".dev.vars";

/**
 * The dev server reads its settings from .dev.vars alone, so the development provider's issuer is written there when
 * the file names a development provider on another port (an issuer elsewhere, a real provider, is left alone).
 */
export function pointDevVarsAt(issuer, path = DEV_VARS) {
  const text = readFileSync(path, "utf8");
  const line = /^(\s*(?:export\s+)?IDENTITY_ISSUER\s*=\s*)(["']?)(http:\/\/(?:127\.0\.0\.1|localhost):\d+)\2\s*$/m;
  const match = line.exec(text);
  if (!match || match[3] === issuer) return false;
  writeFileSync(path, text.replace(line, `$1${issuer}`));
  console.log(`${DEV_VARS}: IDENTITY_ISSUER now ${issuer} (the development identity provider of npm run dev).`);
  return true;
}

async function main() {
  ensureDevVars();
  migrate(STATE);
  const mail = await startMailCatcher({ smtpPort: MAIL_SMTP_PORT, httpPort: MAIL_HTTP_PORT });
  console.log(`Mail catcher: SMTP on 127.0.0.1:${mail.smtpPort}, the shop's e-mails at ${mail.url}`);
  // New members' verification links go to the same inbox.
  const identity = await startIdentityProvider({
    port: IDENTITY_PORT,
    stateDir: `${STATE}/identity`,
    shopOrigins: [`http://localhost:${PORT}`, `http://127.0.0.1:${PORT}`],
    mail: mailSettingsFor(mail),
  });
  console.log(`Snow venues ID (development identity provider) on ${identity.issuer}`);
  pointDevVarsAt(identity.issuer);

  const child = spawn("npx", ["react-router", "dev", "--port", String(PORT), "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    // Its own process group, so stopping it stops Vite and the workerd it started too.
    detached: process.platform !== "win32",
  });
  const shutdown = async (code = 0) => {
    await stop(child);
    await identity.close();
    await mail.close();
    process.exit(code);
  };
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  child.on("exit", (code) => shutdown(code ?? 0));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
