// Removing a sub-account (DELETE /sub-account/{id}): the member's own only, with the person's gear, waiver and
// passport answers; another member's id, the member's own id and an unknown id answer the same 404 and remove
// nothing; a guest gets 401.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { todayIn } from "../../shared/booking/calendar";
import { ORDER_ERROR_CODES } from "../../shared/contract/orders";
import { DEMO, memberBrowser, memberCall, signedIn } from "../auth/testing";

const DB = (env as unknown as { DB: D1Database }).DB;

const rowsOf = async (userId: string) =>
  Promise.all(
    ["sub_accounts WHERE id", "person_gear WHERE user_id", "person_waivers WHERE user_id", "passport_exercise_answers WHERE user_id"].map(
      async (from) => (await DB.prepare(`SELECT COUNT(*) AS n FROM ${from} = ?1`).bind(userId).first<{ n: number }>())!.n,
    ),
  );

describe("removing a sub-account", () => {
  it("removes the member's own sub-account with what is kept for that person, once", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const created = await memberCall(fatima, "POST", "/sub-account", { title: "mr", firstName: "Adam", lastName: "Rahman", dateOfBirth: "2018-04-04", relation: "child" });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const gear = { userId: id, equipment: "ski", items: ["boots"], level: "beginner", height: 120, weight: 25, shoeSize: 31 };
    expect((await memberCall(fatima, "POST", "/gear", gear)).status).toBe(200);
    const waiver = { userId: id, acceptedRequirements: ["risks", "health", "rules", "helmet"], skill: "beginner", signatureName: "Fatima Rahman", date: todayIn("Asia/Dubai") };
    expect((await memberCall(fatima, "POST", "/waiver", waiver)).status).toBe(200);
    expect((await memberCall(fatima, "POST", "/skischool_excercise_answers", { userId: id, type: "ski", answers: [{ questionId: "ski-1-1", answer: "yes" }] })).status).toBe(200);
    expect(await rowsOf(id)).toEqual([1, 1, 1, 1]);

    // Another member cannot remove it: the same 404 as an unknown id, and everything stays.
    const omar = await signedIn(DEMO.omar.email);
    const foreign = await memberCall(omar, "DELETE", `/sub-account/${id}`);
    expect(foreign.status).toBe(404);
    const unknown = await memberCall(omar, "DELETE", "/sub-account/SUB-UNKNOWN0000000");
    expect(unknown.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
    expect(await rowsOf(id)).toEqual([1, 1, 1, 1]);
    // A guest gets 401.
    const guest = await memberCall(memberBrowser(), "DELETE", `/sub-account/${id}`);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { code: number }).code).toBe(ORDER_ERROR_CODES.signInRequired);

    const removed = await memberCall(fatima, "DELETE", `/sub-account/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.headers.get("cache-control")).toBe("private, no-store");
    expect(await removed.json()).toEqual({ data: { deleted: id } });
    expect(await rowsOf(id)).toEqual([0, 0, 0, 0]);
    const people = ((await (await memberCall(fatima, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string }[] }).users;
    expect(people.some((p) => p.id === id)).toBe(false);
    // Twice is a 404, not an error.
    expect((await memberCall(fatima, "DELETE", `/sub-account/${id}`)).status).toBe(404);
  });

  it("never removes the member themselves, and refuses a malformed id with 400", async () => {
    const fatima = await signedIn(DEMO.fatima.email);
    const users = ((await (await memberCall(fatima, "GET", "/primary-and-sub-accounts")).json()) as { users: { id: string; isPrimary: boolean }[] }).users;
    const self = users.find((u) => u.isPrimary)!;
    expect((await memberCall(fatima, "DELETE", `/sub-account/${encodeURIComponent(self.id)}`)).status).toBe(404);
    const bad = await memberCall(fatima, "DELETE", `/sub-account/${encodeURIComponent("x'; DROP TABLE sub_accounts;--")}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { field: string }[] }).issues[0]!.field).toBe("userId");
    const after = ((await (await memberCall(fatima, "GET", "/primary-and-sub-accounts")).json()) as { users: unknown[] }).users;
    expect(after.length).toBe(users.length);
  });
});
