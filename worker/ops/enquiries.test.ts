// Staff working through the contact enquiries: filtered by venue, type and state, opened one by one, marked handled
// (stored and recorded in the change log), and a staff member limited to one venue kept to its enquiries.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearRateCounters } from "../rate-limit-testing";
import { limitedOpsCall, ops } from "./testing";

const { DB } = env as unknown as { DB: D1Database };
const DUBAI = "ENQ-DUBAIENQ01";
const OMAN = "ENQ-OMANENQ001";
const OMAN_BIRTHDAY = "ENQ-OMANBIRTH1";

function insert(reference: string, siteId: number, type: number, firstName: string, locale = "en") {
  return DB.prepare(
    `INSERT INTO contact_enquiries (reference, site_id, locale, type, first_name, last_name, email, mobile, message, idempotency_key)
     VALUES (?1, ?2, ?3, ?4, ?5, 'Guest', 'guest@example.com', '+97150000000', 'Please call back', ?1)`,
  ).bind(reference, siteId, locale, type, firstName);
}

const references = (body: Record<string, any>) => (body.enquiries as { reference: string }[]).map((e) => e.reference).sort();
const enquiryChanges = async () => (await DB.prepare("SELECT * FROM ops_changes WHERE action = 'enquiry' ORDER BY id").all()).results;

beforeEach(async () => {
  await DB.batch([insert(DUBAI, 1, 1, "Dana"), insert(OMAN, 3, 1, "Omar"), insert(OMAN_BIRTHDAY, 3, 2, "مريم", "ar")]);
});

afterEach(async () => {
  await DB.batch([DB.prepare("DELETE FROM contact_enquiries"), DB.prepare("DELETE FROM ops_changes")]);
  await clearRateCounters();
});

describe("enquiries for staff", () => {
  it("lists by venue, type and state, and opens one", async () => {
    expect(references((await ops("GET", "/enquiries")).body)).toEqual([OMAN_BIRTHDAY, DUBAI, OMAN].sort());
    expect(references((await ops("GET", "/enquiries?site=snow-oman")).body)).toEqual([OMAN_BIRTHDAY, OMAN].sort());
    expect(references((await ops("GET", "/enquiries?site=snow-oman&type=2")).body)).toEqual([OMAN_BIRTHDAY]);
    const opened = await ops("GET", `/enquiries/${OMAN_BIRTHDAY}`);
    expect(opened).toMatchObject({ status: 200, body: { enquiry: { reference: OMAN_BIRTHDAY, site: "snow-oman", first_name: "مريم", handled_at: null } } });
    expect((await ops("GET", "/enquiries/ENQ-NOTHINGHER")).status).toBe(404);
    expect((await ops("GET", "/enquiries?state=closed")).body.issues[0]).toMatchObject({ field: "state" });
  });

  it("marks one handled, stored with who and when and recorded in the change log once", async () => {
    const marked = await ops("POST", `/enquiries/${OMAN}/handled`, { handled: true });
    expect(marked).toMatchObject({ status: 200, body: { changed: true, enquiry: { handled_by: "ops-test", handled_at: expect.stringMatching(/^\d{4}-/) } } });
    // Marking it again changes and records nothing.
    expect((await ops("POST", `/enquiries/${OMAN}/handled`, { handled: true })).body.changed).toBe(false);
    expect(references((await ops("GET", "/enquiries?state=open")).body)).toEqual([OMAN_BIRTHDAY, DUBAI].sort());
    expect(references((await ops("GET", "/enquiries?state=handled")).body)).toEqual([OMAN]);
    expect(await enquiryChanges()).toEqual([
      expect.objectContaining({ token_name: "ops-test", action: "enquiry", site: "snow-oman", locale: "en", doc_key: OMAN, before: '{"handled":false}' }),
    ]);
    const log = (await ops("GET", "/log?site=snow-oman")).body.changes;
    expect(log[0]).toMatchObject({ action: "enquiry", document: OMAN, token: "ops-test", after: { handled: true } });

    // Opened again: open, recorded too.
    expect((await ops("POST", `/enquiries/${OMAN}/handled`, { handled: false })).body).toMatchObject({ changed: true, enquiry: { handled_at: null, handled_by: null } });
    expect(await enquiryChanges()).toHaveLength(2);
  });

  it("refuses a malformed mark and changes nothing", async () => {
    const bad = await ops("POST", `/enquiries/${OMAN}/handled`, { handled: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toMatchObject({ field: "handled" });
    expect((await ops("POST", "/enquiries/'; DROP TABLE x--/handled", { handled: true })).status).toBe(400);
    expect((await ops("POST", `/enquiries/${OMAN}/handled`, { handled: true, by: "someone else" })).status).toBe(400);
    expect((await ops("GET", `/enquiries/${OMAN}`)).body.enquiry.handled_at).toBeNull();
    expect(await enquiryChanges()).toEqual([]);
  });
});

describe("a staff member limited to Snow Oman", () => {
  const call = limitedOpsCall(["snow-oman"]);

  it("sees only Oman's enquiries, in the list and the export", async () => {
    expect(references((await (await call("GET", "/enquiries")).json()) as Record<string, any>)).toEqual([OMAN_BIRTHDAY, OMAN].sort());
    const csv = await (await call("GET", "/enquiries/export")).text();
    expect(csv).toContain(OMAN);
    expect(csv).not.toContain(DUBAI);
  });

  it("cannot read, export or mark Ski Dubai's enquiries", async () => {
    for (const response of [
      await call("GET", "/enquiries?site=ski-dubai"),
      await call("GET", "/enquiries/export?site=ski-dubai"),
      await call("GET", `/enquiries/${DUBAI}`),
      await call("POST", `/enquiries/${DUBAI}/handled`, { handled: true }),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: "forbidden_venue", site: "ski-dubai" });
    }
    expect((await ops("GET", `/enquiries/${DUBAI}`)).body.enquiry.handled_at).toBeNull();
    expect(await enquiryChanges()).toEqual([]);
  });
});
