// The console's sales page of one venue: today and the next 7 days, each product's slots with places sold, held and
// free as the seat authority counts them (the numbers the shop's calendar shows), and the latest orders with their
// state. A small script of its own reads the page again every half minute and puts its new tables in place of the old
// (a reload would lose the reader's place, and a timed reload is one axe and WCAG 2.2.1 refuse); without scripts the
// page is as current as its last load.
import { Hono } from "hono";
import { html } from "hono/html";
import { todayIn } from "../../shared/booking/calendar";
import { salesStartProblem, venueSales } from "../ops/sales";
import { type ConsoleEnv, page, venueOf } from "./context";
import { fieldError } from "./layout";

/** Seconds between the page's own re-reads. */
export const SALES_REFRESH_SECONDS = 30;
export const SALES_SCRIPT_PATH = "/ops/sales-refresh.js";

/**
 * Re-reads the page (same address, same session) while the tab is shown, and swaps in the new #sales-live, keeping
 * which days the reader opened or closed (a day new to the page comes as the page sends it). A failed read leaves the
 * page as it is until the next one.
 */
export const SALES_SCRIPT = `"use strict";
setInterval(async () => {
  if (document.hidden) return;
  const current = document.getElementById("sales-live");
  if (!current) return;
  try {
    const response = await fetch(location.href, { credentials: "same-origin", headers: { accept: "text/html" } });
    if (!response.ok) return;
    const next = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("sales-live");
    if (!next) return;
    const shown = new Map([...current.querySelectorAll("details")].map((d) => [d.dataset.date, d.open]));
    for (const d of next.querySelectorAll("details")) if (shown.has(d.dataset.date)) d.open = shown.get(d.dataset.date);
    current.replaceWith(document.importNode(next, true));
  } catch {}
}, ${SALES_REFRESH_SECONDS * 1000});
`;

const STATE_LABELS = { confirmed: "Confirmed", pending: "Pending", refunded: "Refunded" } as const;

export function salesRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const now = c.get("clock")();
    const asked = c.req.query("from") || undefined;
    const problem = asked === undefined ? null : salesStartProblem(tenant, now, asked);
    const sales = await venueSales(c.env, tenant, now, problem ? undefined : asked);
    const today = todayIn(tenant.timeZone, now);
    return page(c, problem ? 400 : 200, {
      title: `Sales: ${tenant.name.en}`,
      staff: c.get("staff"),
      site: tenant,
      current: "sales",
      script: SALES_SCRIPT_PATH,
      body: html`<h1>Sales: ${tenant.name.en}</h1>
<p class="muted">8 days, ${sales.from} to ${sales.to} (the venue's own days; today is ${today}). Held places are in guests' baskets and count against capacity until they are paid or their 30 minutes run out. The figures below are read again every ${SALES_REFRESH_SECONDS} seconds while this page is shown.</p>
<form method="get" action="/ops/${tenant.slug}/sales" style="display:flex;gap:1rem;flex-wrap:wrap;align-items:end">
<div class="field"><label for="sales-from">First day</label>
<input type="date" id="sales-from" name="from" value="${asked ?? sales.from}"${problem ? html` aria-invalid="true" aria-describedby="sales-from-error"` : ""}>${fieldError("sales-from", problem ? `Showing today instead: ${problem}.` : undefined)}</div>
<div class="field"><button type="submit">Show 8 days</button></div>
</form>
<div id="sales-live">
<p class="muted" data-testid="sales-read-at">Read at ${now.toISOString().slice(11, 19)} UTC.</p>
<h2>Latest orders</h2>
${
  sales.orders.length
    ? html`<div class="table" role="region" aria-label="Latest orders" tabindex="0"><table>
<caption class="muted" style="text-align:left">The ${sales.orders.length} latest, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Booking</th><th scope="col">State</th><th scope="col">Amount</th><th scope="col">Payment</th></tr></thead>
<tbody>${sales.orders.map(
        (o) => html`<tr data-state="${o.state}"><td>${o.at}</td><td>${o.reference ?? "(paying now)"}</td><td>${STATE_LABELS[o.state]}</td><td>${o.amount.toFixed(2)} ${o.currency}</td><td>${o.payment_type}</td></tr>`,
      )}</tbody></table></div>`
    : html`<p>No orders yet.</p>`
}
<h2>Places by day</h2>
${sales.days.length ? "" : html`<p>No product is open on these days.</p>`}
${sales.days.map(
  (day) => html`<details${day.date === sales.from ? html` open` : ""} data-date="${day.date}">
<summary><h3 style="display:inline">${day.date}${day.date === today ? " (today)" : ""}</h3></summary>
<div class="table" role="region" aria-label="Places on ${day.date}" tabindex="0"><table>
<thead><tr><th scope="col">Product and slot</th><th scope="col">Capacity</th><th scope="col">Sold</th><th scope="col">Held</th><th scope="col">Free</th></tr></thead>
<tbody>${day.products.map(
    (product) => html`<tr data-product="${product.product}" data-date="${day.date}"><th scope="row">${product.product}${product.slots.length ? " (day)" : ""}</th><td>${product.capacity}</td><td data-count="sold">${product.sold}</td><td data-count="held">${product.held}</td><td data-count="free">${product.free}</td></tr>
${product.slots.map(
  (slot) => html`<tr data-slot="${slot.performance}"><td style="padding-inline-start:1.5rem">${slot.time}–${slot.end_time}</td><td>${slot.capacity}</td><td data-count="sold">${slot.sold}</td><td data-count="held">${slot.held}</td><td data-count="free">${slot.free}</td></tr>`,
)}`,
  )}</tbody></table></div>
</details>`,
)}
</div>`,
    });
  });
  return routes;
}
