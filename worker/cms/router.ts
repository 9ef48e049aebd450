// HTTP face of the CMS: GET {cmsPath}/{call} answering {Result, Success}, with Lang and TimeZone honoured.
import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "../../shared/locale";
import { DEFAULT_TIME_ZONE } from "../../shared/locale";
import { tenantBySlug } from "../../tenants";
import type { AppEnv } from "../env";
import { invalidRequest, issuesOf, parseInput, valid } from "../validation";
import { CmsClient, CmsUnavailableError } from "./client";
import { endpointFor } from "./endpoints";
import { CONTACT_FORM_READ } from "../../shared/contact-form";

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const langParam = (name: string) => z.enum(LOCALES, { message: `${name} must be en or ar` }).optional();
const timeZoneParam = (name: string) =>
  z.string().refine(isTimeZone, `${name} must be an IANA time zone such as Asia/Dubai`).optional();

const cmsQuery = z.object({
  Lang: langParam("Lang"),
  TimeZone: timeZoneParam("TimeZone"),
  Page: z.string().max(200).optional(),
  Name: z.string().regex(/^[a-z0-9-]{1,100}$/, "Name is a page name of lower-case letters, digits and hyphens").optional(),
  // The contact form's type (ContactForm/GetContactFormByType): 1 general, 2 birthdays, 3 schools, 4 company.
  Type: z.enum(["1", "2", "3", "4"], { message: "Type must be 1, 2, 3 or 4" }).optional(),
});
/** Calls that also take lang and timeZone in lower case (BookingBarFilterData) check them the same way; for the
 * other calls they are not parameters at all. */
const lowerCaseQuery = z.object({ lang: langParam("lang"), timeZone: timeZoneParam("timeZone") });

export const cmsRouter = new Hono<AppEnv>();

cmsRouter.get("/:site/:call{.+}", valid("query", cmsQuery), async (c) => {
  const tenant = tenantBySlug(c.req.param("site"));
  const endpoint = endpointFor(c.req.param("call"));
  if (!tenant || !endpoint) return c.json({ Result: 404, Success: false }, 404);

  const lower = endpoint.lowerCaseQuery ? parseInput(lowerCaseQuery, c.req.query()) : null;
  if (lower && !lower.success) return invalidRequest(c, issuesOf(lower.error));
  const query = { ...c.req.valid("query"), ...(lower?.data ?? {}) };
  const headerLang = c.req.header("lang");
  const locale = query.Lang ?? query.lang ?? (headerLang === "ar" ? "ar" : "en");
  if (endpoint.path === "api/ContentPage/GetContentPage" && !query.Name) {
    return invalidRequest(c, [{ field: "Name", rule: "required", message: "Name is required" }]);
  }
  if (endpoint.path === CONTACT_FORM_READ && !query.Type) {
    return invalidRequest(c, [{ field: "Type", rule: "required", message: "Type is required" }]);
  }

  try {
    const answer = await new CmsClient(c.env).call(endpoint, {
      tenant,
      locale,
      timeZone: query.TimeZone ?? query.timeZone ?? DEFAULT_TIME_ZONE,
      query: Object.fromEntries(Object.entries({ Page: query.Page, Name: query.Name, Type: query.Type }).filter(([, v]) => v)) as Record<string, string>,
    });
    c.header("Cache-Control", "public, max-age=60");
    c.header("Content-Language", locale);
    if (!answer.found) return c.json({ Result: 404, Success: false }, 404);
    return c.json({ Result: answer.result, Success: true });
  } catch (error) {
    if (error instanceof CmsUnavailableError) return c.json({ Result: null, Success: false, message: error.message }, 502);
    throw error;
  }
});
