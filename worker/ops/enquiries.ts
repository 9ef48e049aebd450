// Ops read the contact enquiries (docs/decisions/017): GET /ops/enquiries lists them as JSON, newest first;
// GET /ops/enquiries/export answers the same as a CSV file for a spreadsheet. Filters: site, type, since, limit.
import { Hono } from "hono";
import { z } from "zod";
import { CONTACT_FORM_TYPE_NUMBERS, type ContactFormType, type StoredEnquiry, contactTypeName } from "../../shared/contact-form";
import { TENANTS, tenantBySlug } from "../../tenants";
import { listEnquiries } from "../contact/store";
import { valid } from "../validation";
import type { OpsEnv } from "./access";

export const ENQUIRIES_DEFAULT_LIMIT = 100;
export const ENQUIRIES_MAX_LIMIT = 5000;

const enquiriesQuery = z
  .object({
    site: z
      .string()
      .refine((s) => tenantBySlug(s) !== undefined, { message: `site must be one of ${TENANTS.map((t) => t.slug).join(", ")}`, params: { rule: "one_of" } })
      .optional(),
    type: z.enum(CONTACT_FORM_TYPE_NUMBERS.map(String) as [string, ...string[]], { message: "type must be 1, 2, 3 or 4" }).optional(),
    since: z.iso.date({ message: "since is a date, YYYY-MM-DD" }).optional(),
    limit: z.coerce.number().int().min(1).max(ENQUIRIES_MAX_LIMIT).optional(),
  })
  .strict();

export const CSV_COLUMNS = [
  "reference", "created_at", "site", "locale", "type", "type_name", "first_name", "last_name", "email", "mobile",
  "organisation", "group_size", "preferred_date", "message",
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

const read = (db: D1Database, query: z.infer<typeof enquiriesQuery>) =>
  listEnquiries(db, {
    siteId: query.site ? tenantBySlug(query.site)!.siteId : undefined,
    type: query.type ? (Number(query.type) as ContactFormType) : undefined,
    since: query.since,
    limit: query.limit ?? ENQUIRIES_DEFAULT_LIMIT,
  });

enquiriesOps.get("/", valid("query", enquiriesQuery), async (c) => c.json({ enquiries: await read(c.env.DB, c.req.valid("query")) }));

enquiriesOps.get("/export", valid("query", enquiriesQuery), async (c) => {
  const query = c.req.valid("query");
  const csv = enquiriesCsv(await read(c.env.DB, { ...query, limit: query.limit ?? ENQUIRIES_MAX_LIMIT }));
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="enquiries${query.site ? `-${query.site}` : ""}.csv"`,
  });
});
