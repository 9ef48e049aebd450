// Two test projects: pure rules and content in Node, the worker inside the Workers runtime.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { buildId } from "./scripts/build-id.mjs";
import { clientSecretsVar } from "./scripts/identity/clients.mjs";
import { mailSettingsFor } from "./scripts/identity/mail.mjs";
import { startIdentityProvider, type IdentityProvider } from "./scripts/identity/provider.mjs";
import { type MailCatcher, startMailCatcher } from "./scripts/mail-catcher.mjs";

// The Workers tests' identity provider: in memory on a free port, started once per Vitest process and left to die
// with it (unref'd, so it never keeps Vitest from exiting). Its verification links go to the tests' mail catcher.
const identityProvider = (): Promise<IdentityProvider> => {
  const holder = globalThis as { snowTestIdentity?: Promise<IdentityProvider> };
  holder.snowTestIdentity ??= mailCatcher().then((catcher) =>
    startIdentityProvider({
      port: 0,
      shopOrigins: ["https://shop.test", "https://second-shop.test", "http://localhost", "http://127.0.0.1"],
      unref: true,
      mail: mailSettingsFor(catcher),
    }),
  );
  return holder.snowTestIdentity;
};
// The Workers tests' mail catcher (scripts/mail-catcher.mjs): a real SMTP server on free ports, once per Vitest process.
const mailCatcher = (): Promise<MailCatcher> => {
  const holder = globalThis as { snowTestMail?: Promise<MailCatcher> };
  holder.snowTestMail ??= startMailCatcher({ smtpPort: 0, httpPort: 0, quiet: true, unref: true });
  return holder.snowTestMail;
};
/** Development-only session key of the tests (64 hex characters). */
const TEST_SESSION_SECRET = "5e55105e55105e55105e55105e55105e55105e55105e55105e55105e55105e55";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["shared/**/*.test.ts", "tenants/**/*.test.ts", "client/**/*.test.ts", "scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        // The build's name, as the real build bakes it in (worker/build-info.ts).
        define: { __SHOP_BUILD__: JSON.stringify(buildId()) },
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/test-entry.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // A second provider's own database and cache, for the test that serves one copy of the provider as the
              // upstream of another (worker/provider/upstream-orders.test.ts).
              d1Databases: { DB: "00000000-0000-4000-8000-000000000001", UPSTREAM_DB: "00000000-0000-4000-8000-000000000002" },
              kvNamespaces: { CACHE: "00000000000000000000000000000001", UPSTREAM_CACHE: "00000000000000000000000000000002" },
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // Ops tokens of the tests: "ops-test" is test-ops-token, "night-shift" is night-shift-token (SHA-256).
                OPS_TOKENS:
                  "ops-test:f76377731404f399e8768eba44c29b90e7e2dd43faffd7cfb916d64e185997be," +
                  "night-shift:aa32f897d2440eca66fb9ad92fa38d0373217b69ae799dac2d989d5290df4b5b",
                // The identity provider the worker signs members in with (scripts/identity, the demo members).
                IDENTITY_ISSUER: (await identityProvider()).issuer,
                IDENTITY_CLIENT_SECRETS: clientSecretsVar(),
                SESSION_SECRET: TEST_SESSION_SECRET,
                // The contact form's captcha (docs/decisions/017): a test key and little work, so tests solve it quickly.
                CAPTCHA_HMAC_KEY: "test-captcha-key-test-captcha-key-0123456789",
                CAPTCHA_COST: "10",
                CAPTCHA_MAX_COUNTER: "40",
                // The mail catcher's SMTP port and inbox; the worker sends no e-mail unless a test sets SMTP_HOST itself.
                SMTP_HOST: "",
                TEST_MAIL_SMTP_PORT: String((await mailCatcher()).smtpPort),
                TEST_MAIL_INBOX: `http://127.0.0.1:${(await mailCatcher()).httpPort}`,
                // Only warnings and errors: a line per request would bury a failing test's output.
                LOG_LEVEL: "warn",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          setupFiles: ["./worker/test-setup.ts"],
        },
      },
    ],
  },
});
