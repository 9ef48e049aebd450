// The booking bar's search link, its date labels and the restoring of a stored search.
import { describe, expect, it } from "vitest";
import type { BookingBarExperience, BookingBarSearch } from "../../lib/booking-bar-store";
import { experienceFromCategory, restoreSearch, searchDateLabels, searchHref } from "./search";

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
