// The content pages' reads: every route the route table gives the content-page module has its read, and a page
// request's path below the prefix is found the same for a document and a data request.
import { describe, expect, it } from "vitest";
import { VENUE_PAGE_READS } from "../../shared/cms-venue-pages";
import { SITE_ROUTES } from "../../shared/routes";
import { CONTENT_ROUTES, pathBelowPrefix } from "./content-pages";

describe("CONTENT_ROUTES", () => {
  it("covers exactly the routes of the content-page module, each with a read the CMS serves", () => {
    const routed = SITE_ROUTES.filter((r) => r.page === "content-page").map((r) => r.path).sort();
    expect(Object.keys(CONTENT_ROUTES).sort()).toEqual(routed);
    for (const route of Object.values(CONTENT_ROUTES)) expect(Object.keys(VENUE_PAGE_READS)).toContain(route.read);
  });

  it("sends the group pages' enquiries to their contact form types and marks the plans and offers", () => {
    expect(CONTENT_ROUTES["birthday-parties"]?.enquiry).toBe(2);
    expect(CONTENT_ROUTES["school-group"]?.enquiry).toBe(3);
    expect(CONTENT_ROUTES["corporate-group"]?.enquiry).toBe(4);
    expect(Object.entries(CONTENT_ROUTES).filter(([, r]) => r.paymentPlan).map(([p]) => p).sort()).toEqual(["interest-free-payments", "zero-installment-plan"]);
    expect(CONTENT_ROUTES["road-show-offers"]?.offers).toBe(true);
  });
});

describe("pathBelowPrefix", () => {
  const params = { lang: "ar-om", site: "snow-oman" };
  it("reads a document request and a data request alike", () => {
    expect(pathBelowPrefix("https://shop.test/ar-om/snow-oman/plan-your-visit/come-prepared", params)).toBe("plan-your-visit/come-prepared");
    expect(pathBelowPrefix("https://shop.test/ar-om/snow-oman/health-safety.data?_routes=x", params)).toBe("health-safety");
    expect(pathBelowPrefix("https://shop.test/ar-om/snow-oman/pdf/", params)).toBe("pdf");
  });
  it("answers nothing for a path outside the prefix", () => {
    expect(pathBelowPrefix("https://shop.test/en-ae/ski-dubai/pdf", params)).toBe("");
  });
});
