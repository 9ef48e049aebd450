// What every console page works with: the signed-in member of staff, the venue of the address (404 unknown, 403
// not theirs) and the page answers.
import type { Context } from "hono";
import { html } from "hono/html";
import type { Tenant } from "../../shared/tenant";
import { tenantBySlug } from "../../tenants";
import type { AppEnv } from "../env";
import type { Clock } from "../provider/env";
import { consolePage } from "./layout";
import { type StaffMember, mayRun, venuesOf } from "./staff";

/** The console's Hono environment: the app's, plus the signed-in member of staff. */
export interface ConsoleEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { staff: StaffMember; clock: Clock };
}
export type ConsoleContext = Context<ConsoleEnv>;

/** A page answer with its status. */
export function page(c: Context, status: 200 | 400 | 403 | 404 | 409 | 429 | 503, options: Parameters<typeof consolePage>[0]) {
  return c.html(consolePage(options), status);
}

/** The 403 page: signed in, but not for this. */
export function forbidden(c: ConsoleContext, message: string) {
  return page(c, 403, { title: "Not allowed", staff: c.get("staff"), body: html`<h1>Not allowed</h1><p class="alert" role="alert">${message}</p>` });
}

/** The venue of a /ops/{site}/… path the staff member runs; else the answer to give (404 unknown, 403 not theirs). */
export async function venueOf(c: ConsoleContext): Promise<Tenant | Response> {
  const slug = c.req.param("site") ?? "";
  const tenant = tenantBySlug(slug);
  if (!tenant) {
    return page(c, 404, { title: "No such venue", staff: c.get("staff"), body: html`<h1>No such venue</h1><p role="alert">There is no venue called “${slug}”.</p>` });
  }
  const staff = c.get("staff");
  if (!mayRun(staff, tenant.slug)) {
    return forbidden(c, `Your account runs ${venuesOf(staff).map((t) => t.name.en).join(", ")} only; it cannot see or change ${tenant.name.en}.`);
  }
  return tenant;
}

