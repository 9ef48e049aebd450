// Applies the D1 migrations before the worker tests of each file.
import { type D1Migration, applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

const { DB, TEST_MIGRATIONS } = env as unknown as { DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(DB, TEST_MIGRATIONS);
