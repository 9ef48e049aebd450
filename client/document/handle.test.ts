// A page is kept for other visitors only when every route it matches declares it shared.
import { describe, expect, it } from "vitest";
import { SHARED_PAGE, declaresShared, pageIsShared } from "./handle";

describe("the page cache's opt-in", () => {
  const handles: Record<string, unknown> = {
    root: SHARED_PAGE,
    site: SHARED_PAGE,
    home: SHARED_PAGE,
    "pass-detail": { bookingBarDetail: {} },
    faq: undefined,
    odd: { cache: "yes" },
    "text-cache": "shared",
  };
  const handleOf = (id: string) => handles[id];

  it("shares a page whose every route declares it", () => {
    expect(pageIsShared(["root", "site", "home"], handleOf)).toBe(true);
  });

  it("never shares a page one of whose routes declares nothing, something else, or a malformed handle", () => {
    expect(pageIsShared(["root", "site", "faq"], handleOf)).toBe(false);
    expect(pageIsShared(["root", "site", "pass-detail"], handleOf)).toBe(false);
    expect(pageIsShared(["root", "site", "odd"], handleOf)).toBe(false);
    expect(pageIsShared(["root", "site", "text-cache"], handleOf)).toBe(false);
    // A layout that does not declare it keeps every page below it out.
    expect(pageIsShared(["root", "faq", "home"], handleOf)).toBe(false);
  });

  it("never shares a page that matched no route", () => {
    expect(pageIsShared([], handleOf)).toBe(false);
  });

  it("reads only the declaration, not a lookalike", () => {
    expect(declaresShared(null)).toBe(false);
    expect(declaresShared({ cache: "SHARED" })).toBe(false);
    expect(declaresShared({ cache: "shared", other: 1 })).toBe(true);
  });
});
