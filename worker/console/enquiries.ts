// The console's enquiries page of one venue: the contact enquiries, newest first, filtered by type and state; one
// opened by its reference and marked handled (or open again), stored and recorded in the change log under the staff
// member's e-mail; and the list exported as CSV with formulas made plain text (worker/ops/enquiries.ts).
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { CONTACT_FORM_TYPE_NUMBERS, type ContactFormType, type StoredEnquiry, contactTypeName } from "../../shared/contact-form";
import type { Tenant } from "../../shared/tenant";
import { enquiryByReference, listEnquiries, setEnquiryHandled } from "../contact/store";
import { ENQUIRIES_DEFAULT_LIMIT, ENQUIRIES_MAX_LIMIT, enquiriesCsv } from "../ops/enquiries";
import { type ConsoleContext, type ConsoleEnv, page, venueOf } from "./context";

const TYPE_LABELS: Record<string, string> = { general: "General", birthdays: "Birthday parties", schools: "School trips", company: "Company events" };
const typeLabel = (type: ContactFormType) => TYPE_LABELS[contactTypeName(type)] ?? contactTypeName(type);

const filterSchema = z.object({
  type: z.enum(["", ...CONTACT_FORM_TYPE_NUMBERS.map(String)] as [string, ...string[]]).catch(""),
  state: z.enum(["", "open", "handled"]).catch("open"),
});
const referenceSchema = z.string().regex(/^enq-[a-z0-9]{10}$/i).transform((r) => r.toUpperCase());
const handledForm = z.object({ handled: z.enum(["true", "false"], { message: "choose handled or open" }) });

function readFilter(c: ConsoleContext) {
  return filterSchema.parse({ type: c.req.query("type") ?? "", state: c.req.query("state") ?? "open" });
}

function list(db: D1Database, tenant: Tenant, filter: z.infer<typeof filterSchema>, limit: number) {
  return listEnquiries(db, {
    siteId: tenant.siteId,
    type: filter.type ? (Number(filter.type) as ContactFormType) : undefined,
    state: filter.state || undefined,
    limit,
  });
}

async function listPage(c: ConsoleContext, tenant: Tenant) {
  const filter = readFilter(c);
  const enquiries = await list(c.env.DB, tenant, filter, ENQUIRIES_DEFAULT_LIMIT);
  const query = new URLSearchParams(filter).toString();
  return page(c, 200, {
    title: `Enquiries: ${tenant.name.en}`,
    staff: c.get("staff"),
    site: tenant,
    current: "enquiries",
    body: html`<h1>Enquiries: ${tenant.name.en}</h1>
<form method="get" action="/ops/${tenant.slug}/enquiries" style="display:flex;gap:1rem;flex-wrap:wrap;align-items:end">
<div class="field"><label for="filter-type">Type</label>
<select id="filter-type" name="type"><option value="">Every type</option>${CONTACT_FORM_TYPE_NUMBERS.map((t) => html`<option value="${t}"${filter.type === String(t) ? html` selected` : ""}>${typeLabel(t)}</option>`)}</select></div>
<div class="field"><label for="filter-state">State</label>
<select id="filter-state" name="state">${[["open", "Open"], ["handled", "Handled"], ["", "Open and handled"]].map(([v, l]) => html`<option value="${v}"${filter.state === v ? html` selected` : ""}>${l}</option>`)}</select></div>
<div class="field"><button type="submit">Show</button></div>
</form>
<p><a href="/ops/${tenant.slug}/enquiries/export?${query}" download>Export these as CSV</a> <span class="muted">(every match, for a spreadsheet)</span></p>
${
  enquiries.length
    ? html`<div class="table" role="region" aria-label="Enquiries" tabindex="0"><table>
<caption class="muted" style="text-align:left">${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}, newest first</caption>
<thead><tr><th scope="col">Reference</th><th scope="col">Received</th><th scope="col">Type</th><th scope="col">From</th><th scope="col">State</th></tr></thead>
<tbody>${enquiries.map(
        (e) => html`<tr data-reference="${e.reference}"><td><a href="/ops/${tenant.slug}/enquiries/${e.reference.toLowerCase()}">${e.reference}</a></td><td>${e.created_at}</td><td>${typeLabel(e.type)}</td>
<td><span lang="${e.locale}" dir="auto">${e.first_name} ${e.last_name}</span></td><td>${e.handled_at ? html`Handled by ${e.handled_by}` : "Open"}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No enquiries match.</p>`
}`,
  });
}

function detailRow(label: string, value: string | number | null, locale?: string) {
  return value === null || value === "" ? "" : html`<tr><th scope="row">${label}</th><td${locale ? html` lang="${locale}" dir="auto"` : ""}>${value}</td></tr>`;
}

function enquiryPage(c: ConsoleContext, tenant: Tenant, enquiry: StoredEnquiry, status: 200 | 400, notice?: { tone: "status" | "alert"; text: string }) {
  return page(c, status, {
    title: `Enquiry ${enquiry.reference}`,
    staff: c.get("staff"),
    site: tenant,
    current: "enquiries",
    body: html`<p><a href="/ops/${tenant.slug}/enquiries">All enquiries</a></p>
<h1>Enquiry ${enquiry.reference}</h1>
${notice ? html`<p class="${notice.tone}" role="${notice.tone}">${notice.text}</p>` : ""}
<div class="table" role="region" aria-label="The enquiry" tabindex="0"><table><tbody>
${detailRow("Received", enquiry.created_at)}
${detailRow("Type", typeLabel(enquiry.type))}
${detailRow("Language", enquiry.locale === "ar" ? "Arabic" : "English")}
${detailRow("Name", `${enquiry.first_name} ${enquiry.last_name}`, enquiry.locale)}
${detailRow("E-mail", enquiry.email)}
${detailRow("Mobile", enquiry.mobile)}
${detailRow("Organisation", enquiry.organisation, enquiry.locale)}
${detailRow("Group size", enquiry.group_size)}
${detailRow("Preferred date", enquiry.preferred_date)}
<tr><th scope="row">Message</th><td lang="${enquiry.locale}" dir="auto" style="white-space:pre-wrap">${enquiry.message}</td></tr>
<tr><th scope="row">State</th><td data-testid="enquiry-state">${enquiry.handled_at ? `Handled by ${enquiry.handled_by} at ${enquiry.handled_at}` : "Open"}</td></tr>
</tbody></table></div>
<form method="post" action="/ops/${tenant.slug}/enquiries/${enquiry.reference.toLowerCase()}" style="margin-top:1rem">
<input type="hidden" name="handled" value="${enquiry.handled_at ? "false" : "true"}">
<button type="submit"${enquiry.handled_at ? html` class="secondary"` : ""}>${enquiry.handled_at ? "Open it again" : "Mark handled"}</button>
</form>`,
  });
}

/** The enquiry of the path's reference, at this venue; else the page to answer (404, or 403 for another venue's). */
async function enquiryOf(c: ConsoleContext, tenant: Tenant): Promise<StoredEnquiry | Response> {
  const reference = referenceSchema.safeParse(c.req.param("reference"));
  const enquiry = reference.success ? await enquiryByReference(c.env.DB, reference.data) : null;
  // Another venue's enquiry is not found here: its reference tells nothing about it.
  if (!enquiry || enquiry.site !== tenant.slug) {
    return page(c, 404, { title: "No such enquiry", staff: c.get("staff"), site: tenant, current: "enquiries", body: html`<h1>No such enquiry</h1><p role="alert">${tenant.name.en} has no enquiry with this reference. <a href="/ops/${tenant.slug}/enquiries">All enquiries</a></p>` });
  }
  return enquiry;
}

export function enquiryRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    return tenant instanceof Response ? tenant : listPage(c, tenant);
  });

  routes.get("/export", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const csv = enquiriesCsv(await list(c.env.DB, tenant, readFilter(c), ENQUIRIES_MAX_LIMIT));
    return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="enquiries-${tenant.slug}.csv"` });
  });

  routes.get("/:reference", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const enquiry = await enquiryOf(c, tenant);
    if (enquiry instanceof Response) return enquiry;
    const done = c.req.query("done");
    const text = done === "handled" ? "Marked handled." : done === "open" ? "Open again." : null;
    return enquiryPage(c, tenant, enquiry, 200, text ? { tone: "status", text } : undefined);
  });

  routes.post("/:reference", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const enquiry = await enquiryOf(c, tenant);
    if (enquiry instanceof Response) return enquiry;
    const form = handledForm.safeParse(await c.req.parseBody());
    if (!form.success) return enquiryPage(c, tenant, enquiry, 400, { tone: "alert", text: "Nothing was changed: choose handled or open." });
    const handled = form.data.handled === "true";
    await setEnquiryHandled(c.env.DB, { reference: enquiry.reference, site: tenant.slug, locale: enquiry.locale, handled, by: c.get("staff").email });
    return c.redirect(`/ops/${tenant.slug}/enquiries/${enquiry.reference.toLowerCase()}?done=${handled ? "handled" : "open"}`, 303);
  });
  return routes;
}
