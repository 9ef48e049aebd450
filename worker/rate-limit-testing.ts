// Test support for the rate limits (imported by worker/**/*.test.ts only): every counter back to nothing, as a
// test that shares a client key with the tests before it (the "local" client, a fixed address) needs.
import { listDurableObjectIds } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { RateEnv } from "./rate-limit";

export async function clearRateCounters(): Promise<void> {
  const namespace = (env as unknown as RateEnv).RATE_COUNTER;
  const ids = await listDurableObjectIds(namespace);
  await Promise.all(ids.map((id) => namespace.get(id).clear()));
}
