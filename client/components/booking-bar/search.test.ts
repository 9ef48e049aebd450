// The booking bar's search link, its date labels and the restoring of a stored search.
import { describe, expect, it } from "vitest";
import type { BookingBarExperience, BookingBarSearch } from "../../catalogue/booking-bar-store";
import type { BookingBarData } from "./bar-data";
import { experienceFromCategory, guestCountOf, restoreSearch, sameSearch, searchDateLabels, searchFromAddress, searchFromForm, searchHref } from "./search";

const dated: BookingBarExperience = {
  id: 1,
  title: "Snow Park",
  value: "snow-park",
  route: "passes-packages/explore",
  localized_title: { en: "Snow Park" },
  ski_school_experience_category_type: 0,
};
const ski: BookingBarExperience = { ...dated, id: 2, title: "Ski lessons", value: "ski-lessons", route: "ski-lessons", ski_school_experience_category_type: 1 };
const snowboard: BookingBarExperience = { ...ski, id: 3, ski_school_experience_category_type: 2 };
const empty: BookingBarSearch = { experience: null, date: null, people: null, level: null, age: null };
const date = { fullDate: "2030-05-02", shortDate: "2 May", selectedDate: "Thu, 2 May 2030" };

describe("searchHref", () => {
  it("sends a dated search to explore with experience, date and people (one adult by default)", () => {
    expect(searchHref("/en-ae/ski-dubai", { ...empty, experience: dated, date })).toBe(
      "/en-ae/ski-dubai/passes-packages/explore?experience=snow-park&date=2030-05-02&adult=1&junior=0&child=0&infant=0",
    );
    expect(searchHref("/ar-om/snow-oman", { ...empty, experience: dated, date, people: { adult: 2, junior: 1, child: 0, infant: 0 } })).toBe(
      "/ar-om/snow-oman/passes-packages/explore?experience=snow-park&date=2030-05-02&adult=2&junior=1&child=0&infant=0",
    );
  });

  it("sends ski school to the lesson pages with level, lesson 0 and age", () => {
    expect(searchHref("/en-ae/ski-dubai", { ...empty, experience: ski, level: { id: 3, title: "Intermediate" }, age: { id: 2, title: "Junior" } })).toBe(
      "/en-ae/ski-dubai/ski-lessons?level=3&lesson=0&age=2",
    );
    expect(searchHref("/en-ae/ski-dubai", { ...empty, experience: snowboard, level: { id: 1, title: "Discovery" } })).toBe(
      "/en-ae/ski-dubai/snowboard-lessons?level=1&lesson=0",
    );
  });

  it("has no link without an experience", () => {
    expect(searchHref("/en-ae/ski-dubai", empty)).toBeNull();
  });
});

describe("searchDateLabels", () => {
  it("writes English dates day first", () => {
    expect(searchDateLabels("2030-12-13", "en")).toEqual({ shortDate: "13 Dec", selectedDate: "Fri, 13 Dec 2030" });
  });

  it("writes Arabic month names with Latin digits", () => {
    const { shortDate, selectedDate } = searchDateLabels("2030-12-13", "ar");
    expect(shortDate).toMatch(/13/);
    expect(shortDate).toMatch(/ديسمبر/);
    expect(selectedDate).toMatch(/2030/);
  });

  it("keeps a malformed key as it is", () => {
    expect(searchDateLabels("soon", "en")).toEqual({ shortDate: "soon", selectedDate: "soon" });
  });
});

describe("restoreSearch", () => {
  const opts = { today: "2030-05-10", locale: "en" as const, enabledTypes: ["adult", "junior", "child"] as const };

  it("replaces a past date by today and keeps a future one", () => {
    expect(restoreSearch({ ...empty, experience: dated, date }, { ...opts, enabledTypes: [...opts.enabledTypes] }).date).toEqual({
      fullDate: "2030-05-10",
      shortDate: "10 May",
      selectedDate: "Fri, 10 May 2030",
    });
    const future = { ...date, fullDate: "2030-06-01" };
    expect(restoreSearch({ ...empty, experience: dated, date: future }, { ...opts, enabledTypes: [...opts.enabledTypes] }).date?.fullDate).toBe("2030-06-01");
  });

  it("keeps only the age types the site offers, at least one guest", () => {
    const restored = restoreSearch({ ...empty, people: { adult: 0, junior: 0, child: 2, infant: 1 } }, { ...opts, enabledTypes: ["adult", "junior"] });
    expect(restored.people).toEqual({ adult: 1, junior: 0, child: 0, infant: 0 });
  });

  it("drops what does not belong to the experience's kind", () => {
    const lesson = restoreSearch({ ...empty, experience: ski, date, level: { id: 2, title: "Beginner" } }, { ...opts, enabledTypes: ["adult"] });
    expect(lesson.date).toBeNull();
    expect(lesson.level).toEqual({ id: 2, title: "Beginner" });
    const pass = restoreSearch({ ...empty, experience: dated, level: { id: 2, title: "Beginner" } }, { ...opts, enabledTypes: ["adult"] });
    expect(pass.level).toBeNull();
  });
});

describe("experienceFromCategory", () => {
  it("keeps the category's key as value and picks the route by type", () => {
    const category = {
      id: 7,
      title: "Snowboard",
      booking_bar_subtitle: "",
      booking_bar_icon: { image_url: "/i.svg", alt_text: "" },
      url_key: "snowboard",
      localized_title: { en: "Snowboard" },
      ski_school_experience_category_type: 2 as const,
    };
    expect(experienceFromCategory(category)).toMatchObject({ id: 7, value: "snowboard", route: "snowboard-lessons" });
    expect(experienceFromCategory({ ...category, ski_school_experience_category_type: null }).route).toBe("passes-packages/explore");
  });
});

const barData: BookingBarData = {
  experiences: [
    { id: 1, key: "snow-park", title: "Snow Park", subtitle: "", icon: null, localizedTitle: { en: "Snow Park" }, type: 0 },
    { id: 3, key: "ski-lessons", title: "Ski Lessons", subtitle: "", icon: null, localizedTitle: { en: "Ski Lessons" }, type: 1 },
    { id: 4, key: "snowboard-lessons", title: "Snowboard Lessons", subtitle: "", icon: null, localizedTitle: { en: "Snowboard Lessons" }, type: 2 },
  ],
  blockedDates: [],
  levels: [
    { key: "beginner", title: "Beginner", id: 2, ids: [2] },
    { key: "intermediate", title: "Intermediate", id: 3, ids: [3, 4] },
  ],
  ages: [
    { id: 0, title: "All ages", disciplines: ["ski", "snowboard"] },
    { id: 2, title: "Junior (7-13)", disciplines: ["ski"] },
    { id: 3, title: "Junior (8-13)", disciplines: ["snowboard"] },
  ],
};
const at = { locale: "en" as const, today: "2030-05-10" };
const address = (pathname: string, search = "") => ({ prefix: "/en-ae/ski-dubai", pathname: `/en-ae/ski-dubai/${pathname}`, search });

describe("searchFromAddress: the search a results page shows", () => {
  it("reads explore's experience, date (a past one is today) and people", () => {
    const search = searchFromAddress(barData, address("passes-packages/explore", "?experience=snow-park&date=2030-05-20&adult=2&junior=1&child=0&infant=0"), at);
    expect(search).toMatchObject({ experience: { id: 1, value: "snow-park" }, date: { fullDate: "2030-05-20", shortDate: "20 May" }, people: { adult: 2, junior: 1 } });
    expect(searchFromAddress(barData, address("passes-packages/explore", "?experience=snow-park&date=2030-05-01"), at).date?.fullDate).toBe("2030-05-10");
  });

  it("reads a lesson page's discipline, its level as its group's first and its age", () => {
    const search = searchFromAddress(barData, address("ski-lessons", "?level=4&lesson=0&age=2"), at);
    expect(search).toMatchObject({ experience: { value: "ski-lessons" }, level: { id: 3, title: "Intermediate" }, age: { id: 2 }, date: null });
    // An age of the other discipline is not this page's.
    expect(searchFromAddress(barData, address("snowboard-lessons", "?age=2"), at)).toMatchObject({ experience: { value: "snowboard-lessons" }, age: null });
  });

  it("has no search on other pages, for an unknown experience, or for a lesson experience named on explore", () => {
    expect(searchFromAddress(barData, address(""), at)).toEqual(empty);
    expect(searchFromAddress(barData, address("passes-packages/explore", "?experience=nope"), at)).toEqual(empty);
    expect(searchFromAddress(barData, address("passes-packages/explore", "?experience=ski-lessons"), at)).toEqual(empty);
  });
});

describe("searchFromForm: what the form holds", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };

  it("reads a dated search and leaves out lesson choices", () => {
    const search = searchFromForm(form([["experience", "snow-park"], ["date", "2030-05-20"], ["adult", "2"], ["junior", "0"], ["child", "1"], ["infant", "0"], ["level", "2"]]), barData, "en");
    expect(search).toMatchObject({ experience: { value: "snow-park" }, date: { fullDate: "2030-05-20" }, people: { adult: 2, junior: 0, child: 1, infant: 0 }, level: null, age: null });
  });

  it("reads a lesson search and leaves out its date", () => {
    const search = searchFromForm(form([["experience", "ski-lessons"], ["date", "2030-05-20"], ["level", "2"], ["age", "2"]]), barData, "en");
    expect(search).toMatchObject({ experience: { value: "ski-lessons" }, date: null, level: { id: 2 }, age: { id: 2 } });
  });

  it("ignores what is not a choice the bar offers", () => {
    const search = searchFromForm(form([["experience", "<script>"], ["date", "2030-02-30"], ["adult", "99"], ["junior", "-1"]]), barData, "en");
    expect(search.experience).toBeNull();
    expect(search.date).toBeNull();
    expect(search.people).toEqual({ adult: 1, junior: 0, child: 0, infant: 0 });
  });

  it("is the same search as the address's when nothing was changed", () => {
    const shown = searchFromAddress(barData, address("passes-packages/explore", "?experience=snow-park&date=2030-05-20&adult=2&junior=0&child=0&infant=0"), at);
    const held = searchFromForm(form([["experience", "snow-park"], ["date", "2030-05-20"], ["adult", "2"], ["junior", "0"], ["child", "0"], ["infant", "0"]]), barData, "en");
    expect(sameSearch(shown, held)).toBe(true);
    expect(sameSearch(shown, { ...held, people: { adult: 3, junior: 0, child: 0, infant: 0 } })).toBe(false);
    expect(sameSearch(empty, searchFromForm(form([["adult", "1"], ["junior", "0"]]), barData, "en"))).toBe(true);
  });
});

describe("guestCountOf", () => {
  it("takes whole counts from 0 to 12 only", () => {
    expect(guestCountOf("0")).toBe(0);
    expect(guestCountOf("12")).toBe(12);
    expect(guestCountOf("13")).toBeNull();
    expect(guestCountOf("1.5")).toBeNull();
    expect(guestCountOf("")).toBeNull();
    expect(guestCountOf(null)).toBeNull();
  });
});
