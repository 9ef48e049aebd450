// Ops read the contact enquiries (docs/decisions/017): GET /api/ops/enquiries lists them as JSON, newest first;
// GET /api/ops/enquiries/export answers the same as a CSV file for a spreadsheet. Filters: site, type, state, since, limit.
// GET /api/ops/enquiries/{reference} opens one; POST …/{reference}/handled marks it handled (or open again), recorded in
// the change log. A staff member limited to some venues sees and changes only theirs.
import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_FORM_TYPE_NUMBERS, type ContactFormType, type StoredEnquiry, contactTypeName } from "../../shared/contact-form";
import { TENANTS, tenantBySlug } from "../../tenants";
import { enquiryByReference, listEnquiries, setEnquiryHandled } from "../contact/store";
import { valid } from "../validation";
import type { OpsEnv } from "./access";
import { type VenueReach, mayReach, reachOf, venueRefused } from "./venues";

export const ENQUIRIES_DEFAULT_LIMIT = 100;
export const ENQUIRIES_MAX_LIMIT = 5000;

const enquiriesQuery = z
  .object({
    site: z
      .string()
      .refine((s) => tenantBySlug(s) !== undefined, { message: `site must be one of ${TENANTS.map((t) => t.slug).join(", ")}`, params: { rule: "one_of" } })
      .optional(),
    type: z.enum(CONTACT_FORM_TYPE_NUMBERS.map(String) as [string, ...string[]], { message: "type must be 1, 2, 3 or 4" }).optional(),
    state: z.enum(["open", "handled"], { message: "state must be open or handled" }).optional(),
    since: z.iso.date({ message: "since is a date, YYYY-MM-DD" }).optional(),
    limit: z.coerce.number().int().min(1).max(ENQUIRIES_MAX_LIMIT).optional(),
  })
  .strict();

export const CSV_COLUMNS = [
  "reference", "created_at", "site", "locale", "type", "type_name", "first_name", "last_name", "email", "mobile",
  "organisation", "group_size", "preferred_date", "message", "handled_at", "handled_by",
] as const;

/**
 * Where a spreadsheet may start a field inside a text: its start, and after any separator a reader may be set to
 * (comma, semicolon, tab, pipe, a line break), spaces allowed between. A formula character there (= + - @, or a tab
 * or carriage return that some readers skip before one) gets a leading apostrophe, so the field is read as text.
 */
const FIELD_START_FORMULA = /(?<=(?:^|[,;|\t\r\n]) *)(?=[=+\-@\t\r])/g;

/** One CSV cell: always quoted, and every place a reader could start a formula made plain text. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : typeof value === "number" ? String(value) : value.replace(FIELD_START_FORMULA, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

export function enquiriesCsv(enquiries: readonly StoredEnquiry[]): string {
  const rows = enquiries.map((e) =>
    CSV_COLUMNS.map((column) => csvCell(column === "type_name" ? contactTypeName(e.type) : (e[column] as string | number | null))).join(","),
  );
  // A byte order mark, so spreadsheet programs read the Arabic as UTF-8.
  return `\uFEFF${[CSV_COLUMNS.map(csvCell).join(","), ...rows].join("\r\n")}\r\n`;
}

export const enquiriesOps = new Hono<OpsEnv>();

const read = (db: D1Database, reach: VenueReach, query: z.infer<typeof enquiriesQuery>) =>
  listEnquiries(db, {
    siteId: query.site ? tenantBySlug(query.site)!.siteId : undefined,
    siteIds: reach === "all" ? undefined : TENANTS.filter((t) => reach.includes(t.slug)).map((t) => t.siteId),
    type: query.type ? (Number(query.type) as ContactFormType) : undefined,
    state: query.state,
    since: query.since,
    limit: query.limit ?? ENQUIRIES_DEFAULT_LIMIT,
  });

enquiriesOps.get("/", valid("query", enquiriesQuery), async (c) => {
  const query = c.req.valid("query");
  if (query.site && !mayReach(reachOf(c), query.site)) return venueRefused(c, query.site);
  return c.json({ enquiries: await read(c.env.DB, reachOf(c), query) });
});

enquiriesOps.get("/export", valid("query", enquiriesQuery), async (c) => {
  const query = c.req.valid("query");
  if (query.site && !mayReach(reachOf(c), query.site)) return venueRefused(c, query.site);
  const csv = enquiriesCsv(await read(c.env.DB, reachOf(c), { ...query, limit: query.limit ?? ENQUIRIES_MAX_LIMIT }));
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="enquiries${query.site ? `-${query.site}` : ""}.csv"`,
  });
});

// Paths are lower-cased by the shop's URL rule (worker/middleware/normalise.ts): a reference is read in either case.
const referenceParam = z.object({
  reference: z
    .string()
    .regex(/^enq-[a-z0-9]{10}$/i, "a reference is ENQ- and 10 letters and digits")
    .transform((r) => r.toUpperCase()),
});
const handledBody = z.object({ handled: z.boolean({ message: "handled must be true or false" }) }).strict();

enquiriesOps.get("/:reference", valid("param", referenceParam), async (c) => {
  const enquiry = await enquiryByReference(c.env.DB, c.req.valid("param").reference);
  if (!enquiry) return c.json({ error: "not_found", message: "No enquiry has this reference." }, 404);
  if (!mayReach(reachOf(c), enquiry.site)) return venueRefused(c, enquiry.site);
  return c.json({ enquiry });
});

enquiriesOps.post("/:reference/handled", valid("param", referenceParam), valid("json", handledBody), async (c) => {
  const enquiry = await enquiryByReference(c.env.DB, c.req.valid("param").reference);
  if (!enquiry) return c.json({ error: "not_found", message: "No enquiry has this reference." }, 404);
  if (!mayReach(reachOf(c), enquiry.site)) return venueRefused(c, enquiry.site);
  const { handled } = c.req.valid("json");
  const changed = await setEnquiryHandled(c.env.DB, { reference: enquiry.reference, site: enquiry.site, locale: enquiry.locale, handled, by: c.get("opsTokenName") });
  return c.json({ changed, enquiry: await enquiryByReference(c.env.DB, enquiry.reference) });
});
