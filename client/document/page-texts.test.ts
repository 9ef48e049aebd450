// The document layer sends each page the texts its handle declares: found from the route pattern React Router gives
// the loader, in the request's language, and nothing for a pattern outside the route table.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shopContext } from "../../shared/request-context";
import { partTextsFor } from "../i18n/messages.server";
import { declaredTextsOf, pageTextsOf } from "./page-texts.server";
import { handle as payment } from "../routes/booking/payment";
import { handle as lessons } from "../routes/lessons";

function contextIn(locale: "en" | "ar"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, { location: { locale } } as never);
  return context;
}

describe("a page's texts", () => {
  it("are those its module's handle declares, found by the route's pattern", () => {
    // As React Router joins the matched routes' paths (the root's is empty), and with a leading slash.
    expect(declaredTextsOf(":lang/:site/payment")).toBe(payment.texts);
    expect(declaredTextsOf("/:lang/:site/payment")).toBe(payment.texts);
    expect(declaredTextsOf("/:lang/:site/snowboard-lessons")).toBe(lessons.texts);
    // The home page declares none; a pattern the table does not hold gets none.
    expect(declaredTextsOf(":lang/:site")).toEqual({});
    expect(declaredTextsOf("/:lang/:site/no/such/route")).toEqual({});
  });

  it("arrive in the request's language, the declared parts and titles only", () => {
    const { texts, titleKey } = pageTextsOf(contextIn("ar"), "/:lang/:site/payment");
    expect(texts).toEqual(partTextsFor("ar", ["checkout", "share"]));
    expect(titleKey).toBeNull();
    // Nothing of a part it does not declare (the account pages' own).
    expect(Object.keys(partTextsFor("ar", ["account"])).some((key) => key in texts)).toBe(false);
  });

  it("name the title of the route a module of several routes answers", () => {
    const snowboard = pageTextsOf(contextIn("en"), "/:lang/:site/snowboard-lessons");
    expect(snowboard.titleKey).toBe("route.snowboard-lessons");
    expect(snowboard.texts).toEqual(partTextsFor("en", ["catalogue"], ["route.snowboard-lessons"]));
    expect(snowboard.texts["route.ski-lessons"]).toBeUndefined();
    expect(pageTextsOf(contextIn("ar"), ":lang/:site/ski-lessons").titleKey).toBe("route.ski-lessons");
  });

});
