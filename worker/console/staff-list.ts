// The console's staff discount list (the whole group's, so for staff of every venue): who is on it, who changed each
// entry and when, a form to add someone and a button to take each one off. Checked by the ops API's own schemas.
import { Hono } from "hono";
import { html } from "hono/html";
import { DEFAULT_TENANT } from "../../tenants";
import { addStaffMember, ensureDiscountsSeeded, listStaff, removeStaffMember } from "../orders/discounts";
import { staffBody, staffParam } from "../ops/router";
import { type FieldIssue, issuesOf, parseInput } from "../validation";
import { type ConsoleContext, type ConsoleEnv, forbidden, page } from "./context";
import { fieldError } from "./layout";

type Notice = { tone: "status" | "alert"; text: string };

async function staffPage(c: ConsoleContext, status: 200 | 400 | 404, values: { email: string; name: string }, errors: Map<string, string>, notice?: Notice) {
  // The demo list is there from the first look (nothing in production, worker/mode.ts).
  await ensureDiscountsSeeded(c.env, DEFAULT_TENANT);
  const staff = await listStaff(c.env.DB);
  const invalid = (field: string) => (errors.has(field) ? html` aria-invalid="true" aria-describedby="${field}-error"` : "");
  return page(c, status, {
    title: "Staff discount list",
    staff: c.get("staff"),
    current: "staff",
    body: html`<h1>Staff discount list</h1>
<p>Staff on this list take the staff discount at every venue when they book signed in with this verified address.</p>
${notice ? html`<p class="${notice.tone}" role="${notice.tone}">${notice.text}</p>` : ""}
<h2>Add someone</h2>
<form method="post" action="/ops/staff" novalidate>
<div class="field"><label for="email">E-mail</label><input type="email" id="email" name="email" autocomplete="off" value="${values.email}"${invalid("email")}>${fieldError("email", errors.get("email"))}</div>
<div class="field"><label for="name">Name</label><input type="text" id="name" name="name" autocomplete="off" value="${values.name}"${invalid("name")}>${fieldError("name", errors.get("name"))}</div>
<button type="submit">Add to the list</button>
</form>
<h2>On the list</h2>
<div class="table" role="region" aria-label="The staff discount list" tabindex="0"><table>
<thead><tr><th scope="col">E-mail</th><th scope="col">Name</th><th scope="col">State</th><th scope="col">Last change</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>
${staff.length === 0 ? html`<tr><td colspan="5">Nobody is on the list.</td></tr>` : ""}
${staff.map(
  (member) => html`<tr data-email="${member.email}">
<td>${member.email}</td><td>${member.name}</td><td>${member.active ? "On the list" : "Removed"}</td>
<td class="muted">${member.changedAt} by ${member.changedBy}</td>
<td>${member.active ? html`<form method="post" action="/ops/staff/remove"><input type="hidden" name="email" value="${member.email}"><button type="submit" class="secondary" aria-label="Remove ${member.email}">Remove</button></form>` : ""}</td>
</tr>`,
)}
</tbody>
</table></div>`,
  });
}

function errorsOf(issues: FieldIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.field.split(".")[0]!;
    const message = issue.message.replace(/^[\w.]+: /, "");
    errors.set(field, [errors.get(field), message].filter(Boolean).join("; "));
  }
  return errors;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function staffListRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  // The list is the whole group's: staff limited to some venues neither see nor change it.
  routes.use("*", async (c, next) => {
    if (!c.get("staff").allVenues) return forbidden(c, "The staff discount list is the whole group's: only staff of every venue can see or change it.");
    await next();
  });

  routes.get("/", async (c) => {
    const done = c.req.query("added") ? "added" : c.req.query("removed") ? "removed" : null;
    const who = text(c.req.query(done ?? ""));
    return staffPage(c, 200, { email: "", name: "" }, new Map(), done ? { tone: "status", text: `${who} ${done === "added" ? "is on the list" : "is off the list"}.` } : undefined);
  });

  routes.post("/", async (c) => {
    const body = await c.req.parseBody();
    const values = { email: text(body.email).trim(), name: text(body.name) };
    const email = parseInput(staffParam, { email: values.email });
    const name = parseInput(staffBody, { name: values.name });
    const unknown = Object.keys(body).filter((field) => field !== "email" && field !== "name").map((field) => ({ field, rule: "unknown_field", message: `${field} is not a field of this form` }));
    const issues = [...(email.success ? [] : issuesOf(email.error)), ...(name.success ? [] : issuesOf(name.error)), ...unknown];
    if (!email.success || !name.success || issues.length) {
      return staffPage(c, 400, values, errorsOf(issues), { tone: "alert", text: "Nobody was added. Correct the fields below." });
    }
    const member = await addStaffMember(c.env.DB, email.data.email, name.data.name, c.get("staff").email, c.get("clock")());
    return c.redirect(`/ops/staff?${new URLSearchParams({ added: member.email })}`, 303);
  });

  routes.post("/remove", async (c) => {
    const body = await c.req.parseBody();
    const email = parseInput(staffParam, { email: text(body.email).trim() });
    if (!email.success) return staffPage(c, 400, { email: "", name: "" }, new Map(), { tone: "alert", text: `Nobody was removed: ${issuesOf(email.error).map((i) => i.message).join("; ")}.` });
    const member = await removeStaffMember(c.env.DB, email.data.email, c.get("staff").email, c.get("clock")());
    if (!member) return staffPage(c, 404, { email: "", name: "" }, new Map(), { tone: "alert", text: `${email.data.email} is not on the list; nothing changed.` });
    return c.redirect(`/ops/staff?${new URLSearchParams({ removed: member.email })}`, 303);
  });
  return routes;
}
