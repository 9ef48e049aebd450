// Test support for the seat authority (imported by worker/**/*.test.ts only): every day's object back to nothing,
// for a test file that writes D1's slot_ledger rows and reads them through the objects that take them over.
import { listDurableObjectIds } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { SeatLedgerEnv } from "./seat-ledger";

export async function clearSeatLedgers(): Promise<void> {
  const namespace = (env as unknown as SeatLedgerEnv).SEAT_LEDGER;
  const ids = await listDurableObjectIds(namespace);
  await Promise.all(ids.map((id) => namespace.get(id).clear()));
}

/**
 * The seat authority out of reach: every call to a day's object fails as a lost connection does, before it reaches
 * the object (nothing of it is done), as the runtime reports an object it cannot reach.
 */
export function unreachableSeats(): SeatLedgerEnv["SEAT_LEDGER"] {
  const real = (env as unknown as SeatLedgerEnv).SEAT_LEDGER;
  const lost = () => Promise.reject(new Error("Network connection lost."));
  return {
    idFromName: (name: string) => real.idFromName(name),
    get: () => new Proxy({}, { get: (_target, property) => (property === "then" ? undefined : lost) }),
  } as unknown as SeatLedgerEnv["SEAT_LEDGER"];
}
