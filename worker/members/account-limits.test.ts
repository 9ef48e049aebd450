// Rate limits of the account calls: changes per member session (another member's session is not held up), and ids
// guessed at (404s) per client, as with the order look-ups; over either, 429 with Retry-After and nothing written.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DEMO, memberCall, signedIn } from "../auth/testing";
import { RATE_RULES } from "../rate-limit";

const DB = (env as unknown as { DB: D1Database }).DB;

const gearOf = (userId: string, height: number) => ({ userId, equipment: "ski", items: ["boots"], level: "beginner", height, weight: 60, shoeSize: 42 });

describe("account rate limits", () => {
  it("holds one session's changes to the rule, and only that session's", async () => {
    const omar = await signedIn(DEMO.omar.email);
    const self = ((await (await memberCall(omar, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string }[] }).users[0]!.id;
    const max = RATE_RULES.accountWrite.max;
    for (let sent = 0; sent < max; sent += 10) {
      const answers = await Promise.all(Array.from({ length: Math.min(10, max - sent) }, (_, i) => memberCall(omar, "POST", "/gear", gearOf(self, 150 + ((sent + i) % 40)))));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    }
    const saved = await DB.prepare("SELECT gear FROM person_gear WHERE user_id = ?1").bind(self).first<{ gear: string }>();
    const over = await memberCall(omar, "POST", "/gear", gearOf(self, 199));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.tooManyRequests);
    // Nothing was written by the refused change; reading is not held up.
    expect(await DB.prepare("SELECT gear FROM person_gear WHERE user_id = ?1").bind(self).first<{ gear: string }>()).toEqual(saved);
    expect((await memberCall(omar, "GET", "/gear/user")).status).toBe(200);
    // The limit is the session's: another member (another session) saves as usual.
    const fatima = await signedIn(DEMO.fatima.email);
    const hers = ((await (await memberCall(fatima, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string }[] }).users[0]!.id;
    expect((await memberCall(fatima, "POST", "/gear", gearOf(hers, 165))).status).toBe(200);
  });

  it("counts ids that answer 404 as failed look-ups of the member's session, refuses more with 429, and never refuses an id that is found", async () => {
    const sara = await signedIn(DEMO.sara.email);
    const client = { "cf-connecting-ip": "203.0.113.77" };
    const self = ((await (await memberCall(sara, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string }[] }).users[0]!.id;
    // A found person does not count.
    expect((await memberCall(sara, "GET", `/gear/${self}`, undefined, 1, client)).status).toBe(200);
    for (let i = 0; i < RATE_RULES.lookupFailure.max; i++) {
      expect((await memberCall(sara, "GET", `/waiver/SUB-GUESS${String(i).padStart(9, "0")}`, undefined, 1, client)).status).toBe(404);
    }
    const held = await memberCall(sara, "GET", "/waiver/SUB-GUESS999999999", undefined, 1, client);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).not.toBeNull();
    // The member's own person is still found, and another member on the same address is not held up.
    expect((await memberCall(sara, "GET", `/gear/${self}`, undefined, 1, client)).status).toBe(200);
    const fatima = await signedIn(DEMO.fatima.email);
    expect((await memberCall(fatima, "GET", "/waiver/SUB-GUESS000000000", undefined, 1, client)).status).toBe(404);
  }, 60_000);
});
