// Applies the D1 migrations before the worker tests of each file (also to the second provider's database).
import { type D1Migration, applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

const { DB, UPSTREAM_DB, TEST_MIGRATIONS } = env as unknown as { DB: D1Database; UPSTREAM_DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(DB, TEST_MIGRATIONS);
await applyD1Migrations(UPSTREAM_DB, TEST_MIGRATIONS);
