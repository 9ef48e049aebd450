// The rate limits' counters, sharded (docs/decisions/057): a key's events are counted one at a time whatever else its
// shard counts, a burst on one key is held to the limit, keys of one shard count apart, a client creating carts in a
// loop is stopped at its address's ceiling, and the alarm deletes the events whose window has passed.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env as workerEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { RATE_RULES, RATE_SHARDS, type RateEnv, type RateRule, counterOf, shardOf, takeEvent } from "./rate-limit";
import { cardOn, checkBasketPath, clockedShop, dayAfter, db, lineOf, prepareSite, tenantOf } from "./orders/testing";

const env = workerEnv as unknown as RateEnv;
const DUBAI = tenantOf("ski-dubai");
const SNOW_PARK = cardOn("ski-dubai", "SNOWPARK");
const RULE: RateRule = { name: "test-rule", max: 20, windowSeconds: 600 };
let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

/** Two keys of RULE whose counters share a shard. */
function keysOfOneShard(): [string, string] {
  const first = newKey();
  const shard = shardOf(`${RULE.name}\n${first}`);
  for (;;) {
    const other = newKey();
    if (shardOf(`${RULE.name}\n${other}`) === shard) return [first, other];
  }
}

const shardStub = (rule: RateRule, key: string) => env.RATE_COUNTER.get(env.RATE_COUNTER.idFromName(`shard ${shardOf(`${rule.name}\n${key}`)}`));

describe("sharded counters", () => {
  it("spread keys over every shard and always send one key to the same one", () => {
    const shards = new Set(Array.from({ length: 2000 }, (_, i) => shardOf(`new-cart-address\n10.0.${i >> 8}.${i & 255}`)));
    expect(shards.size).toBe(RATE_SHARDS);
    expect(shardOf("reserve\ncart:x")).toBe(shardOf("reserve\ncart:x"));
  });

  it("hold a burst on one key to the limit: of 50 events at once, exactly 20 are within it", async () => {
    const key = newKey();
    const now = Date.now();
    const taken = await Promise.all(Array.from({ length: 50 }, () => takeEvent(env, RULE, key, now)));
    expect(taken.filter((t) => t.ok)).toHaveLength(RULE.max);
    expect(taken.filter((t) => !t.ok).every((t) => !t.ok && t.retryAfter > 0 && t.retryAfter <= RULE.windowSeconds)).toBe(true);
  });

  it("count the keys of one shard apart: one key over its limit leaves the other within it", async () => {
    const [full, other] = keysOfOneShard();
    const now = Date.now();
    await counterOf(env, RULE, full).take(RULE.windowSeconds * 1000, now, RULE.max);
    expect((await takeEvent(env, RULE, full, now)).ok).toBe(false);
    expect((await takeEvent(env, RULE, other, now)).ok).toBe(true);
    expect((await counterOf(env, RULE, other).peek(RULE.windowSeconds * 1000, now)).n).toBe(1);
  });

  it("count an event again once its window has passed, and not before", async () => {
    const key = newKey();
    const t0 = Date.now();
    await counterOf(env, RULE, key).take(RULE.windowSeconds * 1000, t0, RULE.max);
    expect((await takeEvent(env, RULE, key, t0 + RULE.windowSeconds * 1000 - 1)).ok).toBe(false);
    expect((await takeEvent(env, RULE, key, t0 + RULE.windowSeconds * 1000)).ok).toBe(true);
  });

  it("delete by their alarm the events whose window has passed, and keep the others", async () => {
    const [ended, live] = keysOfOneShard();
    const now = Date.now();
    const windowMs = RULE.windowSeconds * 1000;
    await counterOf(env, RULE, ended).take(windowMs, now - windowMs - 5000, 3);
    await counterOf(env, RULE, live).take(windowMs, now, 2);
    const stub = shardStub(RULE, ended);
    const rows = () =>
      runInDurableObject(stub, (_, state) => {
        const count = (key: string) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE key = ?", `${RULE.name}\n${key}`).one().n;
        return { ended: count(ended), live: count(live) };
      });
    expect(await rows()).toEqual({ ended: 3, live: 2 });
    // The alarm is set for the first window's end or sooner; run now, it deletes only what has ended.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await rows()).toEqual({ ended: 0, live: 2 });
    const next = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(next).toBeGreaterThan(now);
  });
});

describe("the address's ceiling of new carts", () => {
  const rule = RATE_RULES.newCartAddress;
  const snowPark = (day: number) => lineOf(SNOW_PARK, dayAfter(DUBAI, day), null, { adult: 1 });
  const cartCount = async () => (await db.prepare("SELECT COUNT(*) AS n FROM carts").first<{ n: number }>())!.n;

  it("stops a client creating carts in a loop: 5 below the ceiling, 5 carts are made and the rest answer 429", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    await counterOf(env, rule, shop.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 5);
    const before = await cartCount();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [snowPark(60 + i)] } })).status);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    expect(await cartCount()).toBe(before + 5);
  }, 60_000);

  it("holds a burst from one address to the ceiling: of 20 new carts at once 5 are made", async () => {
    await prepareSite("ski-dubai");
    const shop = clockedShop(() => new Date());
    await counterOf(env, rule, shop.client).take(rule.windowSeconds * 1000, Date.now(), rule.max - 5);
    const before = await cartCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => shop.call("POST", checkBasketPath(DUBAI.locationCode), { body: { lineItems: [snowPark(80 + (i % 10))] } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(await cartCount()).toBe(before + 5);
  }, 60_000);
});
