// Shared helpers of the browser tests: the sites under test and direct switches of the local test database.
import { execFileSync } from "node:child_process";
import { E2E_PORT } from "../playwright.config";
import { TENANTS } from "../tenants";

export const SITES = TENANTS.flatMap((tenant) =>
  (["en", "ar"] as const).map((locale) => ({ tenant, locale, prefix: tenant.prefixes[locale], dir: locale === "ar" ? "rtl" : "ltr" })),
);

/** Switches a site's maintenance flag in the database the test server uses (both languages). */
export function setMaintenance(site: string, on: boolean): void {
  const sql = `UPDATE cms_documents SET body = json_set(body, '$.enable_maintenance_page', json('${on}')), seed_hash = NULL, updated_by = 'e2e' WHERE site = '${site}' AND doc_key = 'site-settings'`;
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", `.wrangler/e2e-state-${E2E_PORT}`, "-c", "wrangler.toml", "--command", sql],
    { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}
