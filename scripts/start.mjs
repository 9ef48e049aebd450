// `npm start`: the whole shop on http://localhost:8787 with seeded demo content for all four sites, and the
// development identity provider (Snow venues ID) on http://127.0.0.1:8790 for signing members in.
import { mailSettingsFor } from "./identity/mail.mjs";
import { startIdentityProvider } from "./identity/provider.mjs";
import { startMailCatcher } from "./mail-catcher.mjs";
import { build, mailVarsFor, migrate, serve, stop } from "./serve.mjs";

const PORT = Number(process.env.PORT ?? 8787);
const IDENTITY_PORT = Number(process.env.IDENTITY_PORT ?? 8790);
// The local mail catcher: the shop's e-mails (booking confirmations) land in its inbox instead of anyone's.
const MAIL_SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const MAIL_HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 1080);
const STATE = ".wrangler/state";

if (!process.env.SKIP_BUILD) build();
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
let child;
try {
  child = await serve({ port: PORT, persistTo: STATE, vars: { IDENTITY_ISSUER: identity.issuer, ...mailVarsFor(mail) } });
} catch (error) {
  await identity.close();
  await mail.close();
  throw error;
}
// Seeding happens in the worker on its first request; ask once so the first visitor does not wait.
await fetch(`http://127.0.0.1:${PORT}/api/cms/ski-dubai/api/SiteConfiguration/GetSiteConfiguration`).catch(() => {});
console.log(`\nThe shop is ready on http://localhost:${PORT} (Dubai: http://localhost:${PORT}/en-ae/ski-dubai). Ctrl+C stops it.`);
const shutdown = async () => {
  await stop(child);
  await identity.close();
  await mail.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
child.on("exit", async (code) => {
  await identity.close();
  process.exit(code ?? 0);
});
