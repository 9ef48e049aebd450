// A page's reads while the shop's database stays locked: the loader ends with 503 (worded "the shop is busy" by the
// error layouts), never a 500, an empty listing or a product "not found"; other failures are left as they were.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "../shared/booking/calendar";
import type { ResolvedLocation } from "../shared/tenant";
import { TENANTS } from "../tenants";
import { CATALOGUE_SEEDS } from "../tenants/catalogue";
import { DatabaseBusyError, retryWhileLocked } from "./d1-busy";
import { lockedFor } from "./d1-busy-testing";
import type { Env } from "./env";
import { busyAsUnavailable, withBusyHeaders } from "./page-reads";
import { catalogueReaderFor } from "./provider/catalogue-reader";

const real = env as unknown as Env;
const OMAN = TENANTS.find((t) => t.slug === "snow-oman")!;
const oman: ResolvedLocation = { tenant: OMAN, locale: "ar", dir: "rtl", prefix: OMAN.prefixes.ar, rest: "" };
const card = CATALOGUE_SEEDS["snow-oman"].cards[0]!;
const noWait = async () => {};
/** The app's database (every call tried again, app.ts) over a database locked for the next `locked` calls. */
const lockedEnv = (locked: number): Env => ({ ...real, DB: retryWhileLocked(lockedFor(real.DB, locked).database, noWait) });
/** What React Router's `data(null, { status })` throws, as a loader sees it. */
const thrownStatus = async (read: Promise<unknown>) => {
  const thrown: unknown = await read.then(() => "resolved", (error: unknown) => error);
  return (thrown as { init?: { status?: number } }).init?.status;
};

describe("a page's catalogue reads while the database stays locked", () => {
  it("reach the page as the busy error, where a failing provider gives an empty answer", async () => {
    const reader = catalogueReaderFor(lockedEnv(Number.POSITIVE_INFINITY), oman);
    // Before, a product read while locked answered null (the page said "not found") and a listing answered [].
    await expect(reader.card(card.name)).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(reader.cards()).rejects.toBeInstanceOf(DatabaseBusyError);
    const today = todayIn(OMAN.timeZone);
    const eventAk = card.tickets[0]!.event_ak;
    await expect(reader.availability(eventAk, today, addDays(today, 6))).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(reader.searchAvailability([eventAk], today, addDays(today, 6))).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(reader.dailyPrices(card.tickets[0]!.ak, today, addDays(today, 6))).rejects.toBeInstanceOf(DatabaseBusyError);
  });

  it("end the page's loader with 503 through the page handler's readers", async () => {
    const reader = busyAsUnavailable(catalogueReaderFor(lockedEnv(Number.POSITIVE_INFINITY), oman));
    expect(await thrownStatus(reader.card(card.name))).toBe(503);
    expect(await thrownStatus(reader.cards())).toBe(503);
  });

  it("answer as usual once the lock lets go within the tries", async () => {
    const reader = busyAsUnavailable(catalogueReaderFor(lockedEnv(2), oman));
    expect((await reader.card(card.name))?.name).toBe(card.name);
    expect(await reader.card("no-such-card")).toBeNull();
  });
});

describe("busyAsUnavailable", () => {
  const reader = {
    label: "kept",
    answer: async (n: number) => n * 2,
    lockedLater: async () => {
      throw new DatabaseBusyError(new Error("SQLITE_BUSY"));
    },
    lockedAtOnce: (): Promise<number> => {
      throw new DatabaseBusyError(new Error("SQLITE_BUSY"));
    },
    broken: async () => {
      throw new TypeError("not the database");
    },
  };
  const wrapped = busyAsUnavailable(reader);

  it("turns only the busy error into 503, thrown at once or later", async () => {
    expect(await thrownStatus(wrapped.lockedLater())).toBe(503);
    let thrown: unknown;
    try {
      await wrapped.lockedAtOnce();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { init: { status: number } }).init.status).toBe(503);
  });

  it("leaves answers, other errors and other fields as they were", async () => {
    expect(await wrapped.answer(21)).toBe(42);
    await expect(wrapped.broken()).rejects.toThrow(TypeError);
    expect(wrapped.label).toBe("kept");
  });
});

describe("withBusyHeaders", () => {
  it("tells the browser and crawlers of a busy page to come back, and to keep nothing", async () => {
    const busy = withBusyHeaders(new Response("<h1>busy</h1>", { status: 503, headers: { "content-type": "text/html", "cache-control": "public, max-age=60" } }));
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(busy.headers.get("cache-control")).toBe("no-store");
    expect(busy.headers.get("content-type")).toBe("text/html");
    expect(await busy.text()).toBe("<h1>busy</h1>");
  });

  it("leaves every other answer alone", () => {
    const page = new Response("ok", { status: 200 });
    expect(withBusyHeaders(page)).toBe(page);
    const failed = new Response("no", { status: 500 });
    expect(withBusyHeaders(failed)).toBe(failed);
  });
});
