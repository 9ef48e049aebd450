import { describe, expect, it } from "vitest";
import { BOOKING_SESSION_MS, MAX_SESSION_EXTENSIONS, SESSION_EXTENSION_MS, SESSION_WARNING_MS } from "../contract/orders";
import {
  canExtend,
  clockOf,
  endTimeLabel,
  msUntilEnd,
  remainingLabel,
  sessionPhase,
  shouldStartSession,
  startSession,
  syncTimerToExpiry,
  timeOfDayLabel,
  timerEndingAt,
} from "./session";
import { NO_SESSION_TIMER } from "./state";

const DUBAI = "Asia/Dubai";
const MIN = 60_000;
// 2026-07-01 10:05 UTC = 14:05 in Dubai, 13:05 in Cairo (summer time), 14:05 in Muscat.
const now = Date.UTC(2026, 6, 1, 10, 5, 0);

describe("constants", () => {
  it("are the contract's: 30 minutes, a warning 5 minutes before, 15 more minutes at most 3 times", () => {
    expect([BOOKING_SESSION_MS, SESSION_WARNING_MS, SESSION_EXTENSION_MS, MAX_SESSION_EXTENSIONS]).toEqual([1_800_000, 300_000, 900_000, 3]);
  });
});

describe("starting", () => {
  it("starts only when the cart was empty", () => {
    expect(shouldStartSession(0)).toBe(true);
    expect(shouldStartSession(1)).toBe(false);
    expect(shouldStartSession(3)).toBe(false);
  });
  it("ends 30 minutes later, shown on a 12-hour clock in the venue's zone", () => {
    const t = startSession(now, DUBAI);
    expect(t).toEqual({ isStart: true, endDateTime: "2026-07-01T10:35:00.000Z", endTimeStringFormat: "2:35", timeOfDay: "PM", extensions: 0 });
    expect(startSession(new Date(now), "Africa/Cairo").endTimeStringFormat).toBe("1:35");
  });
  it("writes midnight and noon as 12", () => {
    expect(clockOf(Date.UTC(2026, 0, 1, 20, 0), DUBAI)).toEqual({ endTimeStringFormat: "12:00", timeOfDay: "AM" });
    expect(clockOf(Date.UTC(2026, 0, 1, 8, 7), DUBAI)).toEqual({ endTimeStringFormat: "12:07", timeOfDay: "PM" });
    expect(clockOf(Date.UTC(2026, 0, 1, 5, 9), "Asia/Muscat")).toEqual({ endTimeStringFormat: "9:09", timeOfDay: "AM" });
  });
  it("labels the end time in both languages with Western digits", () => {
    const t = startSession(now, DUBAI);
    expect(endTimeLabel(t, "en")).toBe("2:35 PM");
    expect(endTimeLabel(t, "ar")).toBe("2:35 م");
    expect(timeOfDayLabel("AM", "ar")).toBe("ص");
    expect(endTimeLabel(NO_SESSION_TIMER, "en")).toBe("");
  });
});

describe("phases", () => {
  const t = startSession(now, DUBAI);
  it("none without a session", () => {
    expect(sessionPhase(NO_SESSION_TIMER, now)).toBe("none");
    expect(sessionPhase({ ...t, endDateTime: "garbage" }, now)).toBe("none");
    expect(msUntilEnd(NO_SESSION_TIMER, now)).toBeNull();
  });
  it("running, then warning from 5 minutes before the end, then ended", () => {
    expect(sessionPhase(t, now)).toBe("running");
    expect(sessionPhase(t, now + 25 * MIN - 1)).toBe("running");
    expect(sessionPhase(t, now + 25 * MIN)).toBe("warning");
    expect(sessionPhase(t, now + 30 * MIN - 1)).toBe("warning");
    expect(sessionPhase(t, now + 30 * MIN)).toBe("ended");
    expect(sessionPhase(t, new Date(now + 3 * 3600_000))).toBe("ended");
  });
  it("counts down to the end, never below zero", () => {
    expect(msUntilEnd(t, now)).toBe(30 * MIN);
    expect(msUntilEnd(t, now + 31 * MIN)).toBe(0);
  });
});

describe("remainingLabel", () => {
  it("is mm:ss rounded up to the second", () => {
    expect(remainingLabel(5 * MIN)).toBe("05:00");
    expect(remainingLabel(4 * MIN + 59_001)).toBe("05:00");
    expect(remainingLabel(61_000)).toBe("01:01");
    expect(remainingLabel(1)).toBe("00:01");
    expect(remainingLabel(0)).toBe("00:00");
    expect(remainingLabel(-500)).toBe("00:00");
  });
});

describe("extending", () => {
  it("is allowed up to three times", () => {
    let t = startSession(now, DUBAI);
    for (let i = 0; i < 3; i += 1) {
      expect(canExtend(t)).toBe(true);
      t = timerEndingAt(Date.parse(t.endDateTime) + SESSION_EXTENSION_MS, DUBAI, t.extensions + 1);
    }
    expect(t.extensions).toBe(3);
    expect(canExtend(t)).toBe(false);
    expect(t.endDateTime).toBe("2026-07-01T11:20:00.000Z");
    expect(t.endTimeStringFormat).toBe("3:20");
    expect(canExtend(NO_SESSION_TIMER)).toBe(false);
  });
  it("syncs to the holds' end without counting an extension", () => {
    const t = startSession(now, DUBAI);
    const synced = syncTimerToExpiry(t, "2026-07-01T10:34:58.000Z", DUBAI);
    expect(synced.endDateTime).toBe("2026-07-01T10:34:58.000Z");
    expect(synced.extensions).toBe(0);
    expect(syncTimerToExpiry(t, null, DUBAI)).toBe(t);
    expect(syncTimerToExpiry(NO_SESSION_TIMER, "2026-07-01T10:34:58.000Z", DUBAI)).toBe(NO_SESSION_TIMER);
  });
});
