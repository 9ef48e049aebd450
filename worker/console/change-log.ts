// The console's change log of one venue: who changed what and when, newest first, from the ops change log the console
// and the token calls both write (a staff member's e-mail, or a token's name), with each change's before and after.
import { Hono } from "hono";
import { html } from "hono/html";
import { readChangeLog } from "../ops/store";
import { type ConsoleEnv, page, venueOf } from "./context";

/** Changes shown: the latest of the venue. */
export const CONSOLE_LOG_LIMIT = 100;

const ACTIONS: Record<string, string> = { maintenance: "Maintenance", configuration: "Site settings", content: "Content", enquiry: "Enquiry" };

/** A change's before or after, short: the changed fields of a switch or setting; a whole document is only named. */
function summary(action: string, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (action === "content") return "the whole document";
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export function changeLogRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const changes = await readChangeLog(c.env.DB, { site: tenant.slug, limit: CONSOLE_LOG_LIMIT });
    return page(c, 200, {
      title: `Change log: ${tenant.name.en}`,
      staff: c.get("staff"),
      site: tenant,
      current: "log",
      body: html`<h1>Change log: ${tenant.name.en}</h1>
<p>The latest ${CONSOLE_LOG_LIMIT} changes of the venue, newest first, made in this console or by a script with an ops token.</p>
<div class="table" role="region" aria-label="Changes" tabindex="0"><table>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>
${changes.length === 0 ? html`<tr><td colspan="5">Nothing has been changed yet.</td></tr>` : ""}
${changes.map(
  (change) => html`<tr>
<td>${change.at.replace("T", " ").slice(0, 19)}</td>
<td>${change.token}</td>
<td>${ACTIONS[change.action] ?? change.action}${change.locale ? ` (${change.locale === "ar" ? "Arabic" : "English"})` : ""}: ${change.document}</td>
<td class="muted">${summary(change.action, change.before)}</td>
<td>${summary(change.action, change.after)}</td>
</tr>`,
)}
</tbody>
</table></div>`,
    });
  });
  return routes;
}
