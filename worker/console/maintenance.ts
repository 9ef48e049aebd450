// The console's maintenance page of one venue: the switch per language, what the maintenance screen says (its preview,
// from the venue's error-and-maintenance document), and when a change reaches visitors: the next page load here, every
// location once the cached site configuration runs out, and pages already open at their periodic recheck.
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { z } from "zod";
import { errorAndMaintenanceSchema } from "../../shared/cms";
import { LOCALES, type Locale, directionOf } from "../../shared/locale";
import { MAINTENANCE_POLL_MS } from "../../shared/site-configuration";
import type { Tenant } from "../../shared/tenant";
import { cleanRichText } from "../cms/rich-text";
import { cacheTtlSeconds } from "../cms/client";
import type { Env } from "../env";
import { maintenanceSwitchSchema } from "../ops/router";
import { commitChanges, planSettingsPatch, readSettings, readStored } from "../ops/store";
import { issuesOf, parseInput } from "../validation";
import { type ConsoleContext, type ConsoleEnv, page, venueOf } from "./context";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "Arabic" };

/** The form: one language or both, on or off (the switch the API takes, from the form's text). */
const switchForm = z
  .object({
    locale: z.enum([...LOCALES, "both"], { message: "choose English, Arabic or both" }),
    enable_maintenance_page: z.enum(["true", "false"], { message: "choose on or off" }).transform((value) => value === "true"),
  })
  .strict();

/** When a change made at `at` has reached every visitor: every location, and pages already open. */
export function takesEffect(env: Env, at: Date): { everywhere: Date; openPages: Date; cacheSeconds: number } {
  const cacheSeconds = cacheTtlSeconds(env);
  return {
    cacheSeconds,
    everywhere: new Date(at.getTime() + cacheSeconds * 1000),
    openPages: new Date(at.getTime() + cacheSeconds * 1000 + MAINTENANCE_POLL_MS),
  };
}

const clockTime = (date: Date) => `${date.toISOString().slice(11, 19)} UTC`;

async function preview(env: Env, tenant: Tenant, locale: Locale) {
  const stored = await readStored(env, tenant, locale, "error-and-maintenance");
  const parsed = errorAndMaintenanceSchema.safeParse(stored?.body);
  if (!parsed.success) return html`<p class="alert">The maintenance screen's text of ${LANGUAGE_NAMES[locale]} could not be read.</p>`;
  const screen = parsed.data.maintenance_page;
  // The screen's own words, in its language and direction; its rich text cleaned as every page cleans it.
  return html`<div class="preview" lang="${locale}" dir="${directionOf(locale)}" aria-label="Maintenance screen preview, ${LANGUAGE_NAMES[locale]}" role="group">
<p style="font-size:1.25rem;font-weight:700;margin:0">${screen.title}</p>
<p style="font-weight:600">${screen.subtitle}</p>
<div>${raw(cleanRichText(screen.description_highlighted))}</div>
</div>`;
}

async function maintenancePage(c: ConsoleContext, tenant: Tenant, status: 200 | 400, notice?: { tone: "status" | "alert"; text: string }) {
  const states = await Promise.all(LOCALES.map(async (locale) => ({ locale, ...(await readSettings(c.env, tenant, locale)) })));
  const previews = await Promise.all(LOCALES.map((locale) => preview(c.env, tenant, locale)));
  const effect = takesEffect(c.env, c.get("clock")());
  return page(c, status, {
    title: `Maintenance: ${tenant.name.en}`,
    staff: c.get("staff"),
    site: tenant,
    current: "maintenance",
    body: html`<h1>Maintenance: ${tenant.name.en}</h1>
${notice ? html`<p class="${notice.tone}" role="${notice.tone}">${notice.text}</p>` : ""}
<p>While maintenance is on, every page of the venue in that language shows the maintenance screen (status 503) and nothing can be booked there; the other venues keep selling.</p>
<p class="muted">A change reaches new page loads at once from here, ${effect.cacheSeconds > 0 ? `every location within ${effect.cacheSeconds} seconds (the cached site configuration)` : "every location at once (the site configuration is not cached)"}, and pages already open at their next check, within ${Math.round(MAINTENANCE_POLL_MS / 60000)} minutes more.</p>
<h2>The switch per language</h2>
<ul class="cards">
${states.map(({ locale, settings, stored }) => {
  const on = settings.enable_maintenance_page;
  return html`<li class="card" data-locale="${locale}">
<p><strong>${LANGUAGE_NAMES[locale]}</strong> (<a href="${tenant.prefixes[locale]}">${tenant.prefixes[locale]}</a>): maintenance <span class="${on ? "on" : "off"}" data-testid="maintenance-${locale}">${on ? "On" : "Off"}</span></p>
<p class="muted">Last change: ${stored.edited ? `${stored.updatedAt} by ${stored.updatedBy}` : "none, as seeded"}</p>
<form method="post"><input type="hidden" name="locale" value="${locale}"><input type="hidden" name="enable_maintenance_page" value="${on ? "false" : "true"}"><button type="submit"${on ? html` class="secondary"` : ""}>${on ? `Switch ${LANGUAGE_NAMES[locale]} off` : `Switch ${LANGUAGE_NAMES[locale]} on`}</button></form>
</li>`;
})}
</ul>
<form method="post" style="display:flex;gap:.5rem;flex-wrap:wrap;margin:1rem 0">
<input type="hidden" name="locale" value="both">
<button type="submit" name="enable_maintenance_page" value="true">Both languages on</button>
<button type="submit" name="enable_maintenance_page" value="false" class="secondary">Both languages off</button>
</form>
<h2>The maintenance screen</h2>
<p class="muted">What visitors see while it is on (its text is the venue's error-and-maintenance content).</p>
${LOCALES.map((locale, i) => html`<h3>${LANGUAGE_NAMES[locale]}</h3>${previews[i]}`)}`,
  });
}

export function maintenanceRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();
  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    // After a switch: which one (a fixed code, never text from the address), and when it reaches every visitor.
    const switched = /^(en|ar|both)-(on|off)$/.exec(c.req.query("switched") ?? "");
    let notice: { tone: "status"; text: string } | undefined;
    if (switched) {
      const locales: Locale[] = switched[1] === "both" ? [...LOCALES] : [switched[1] as Locale];
      const effect = takesEffect(c.env, new Date(c.req.query("at") && !Number.isNaN(Date.parse(c.req.query("at")!)) ? c.req.query("at")! : c.get("clock")().toISOString()));
      notice = {
        tone: "status",
        text: `${tenant.name.en} (${locales.map((l) => LANGUAGE_NAMES[l]).join(" and ")}): maintenance ${switched[2]}. New page loads show it now; every location by ${clockTime(effect.everywhere)}; pages already open by ${clockTime(effect.openPages)}.`,
      };
    }
    return maintenancePage(c, tenant, 200, notice);
  });

  routes.post("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const form = switchForm.safeParse(await c.req.parseBody());
    const checked = form.success ? parseInput(maintenanceSwitchSchema, { enable_maintenance_page: form.data.enable_maintenance_page }) : null;
    if (!form.success || !checked?.success) {
      const issues = form.success ? issuesOf(checked!.error!) : issuesOf(form.error);
      return maintenancePage(c, tenant, 400, { tone: "alert", text: `Nothing was changed: ${issues.map((i) => i.message).join("; ")}.` });
    }
    const locales: Locale[] = form.data.locale === "both" ? [...LOCALES] : [form.data.locale];
    const at = c.get("clock")();
    await commitChanges(c.env, c.get("staff").email, () =>
      Promise.all(locales.map((locale) => planSettingsPatch(c.env, "maintenance", tenant, locale, checked.data))),
    );
    const switched = `${form.data.locale}-${checked.data.enable_maintenance_page ? "on" : "off"}`;
    return c.redirect(`/ops/${tenant.slug}/maintenance?${new URLSearchParams({ switched, at: at.toISOString() })}`, 303);
  });
  return routes;
}
