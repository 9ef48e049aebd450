// The console's site settings of one venue and language: the booking bar's switches, the guest types it hides, the
// title, colours and the saved-card messages, as one form checked by the ops API's own schema (settingsPatchSchema);
// a refused form comes back with the values as typed and a message under each field, and nothing changes.
import { Hono } from "hono";
import { html } from "hono/html";
import { LOCALES, type Locale } from "../../shared/locale";
import type { SiteSettings } from "../../shared/cms";
import type { Tenant } from "../../shared/tenant";
import { settingsPatchSchema } from "../ops/router";
import { commitChanges, planSettingsPatch, readSettings } from "../ops/store";
import { type FieldIssue, issuesOf, parseInput } from "../validation";
import { type ConsoleContext, type ConsoleEnv, page, venueOf } from "./context";
import { type Markup, fieldError } from "./layout";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "Arabic" };

/** The switches of the form, with their labels. */
const SWITCHES = [
  ["hide_booking_bar", "Hide the booking bar"],
  ["enable_booking_bar_passes_and_packages", "Booking bar offers passes and packages"],
  ["enable_booking_bar_ski_school", "Booking bar offers ski school lessons"],
  ["hide_adult", "Hide the adult guest type"],
  ["hide_junior", "Hide the junior guest type"],
  ["hide_child", "Hide the child guest type"],
] as const satisfies readonly (readonly [keyof SiteSettings, string])[];

const TEXTS = [
  ["title", "Site title", "The venue's name in page titles."],
  ["promo_code_color", "Promo code colour", "# and six hex digits, e.g. #0B1F3A."],
  ["maf_staff_color_code", "Staff discount colour", "# and six hex digits, e.g. #0B1F3A."],
] as const satisfies readonly (readonly [keyof SiteSettings, string, string])[];

const MESSAGES_FIELD = "card_warning_message_ski_school";
const FIELDS = new Set<string>(["locale", ...SWITCHES.map(([f]) => f), ...TEXTS.map(([f]) => f), MESSAGES_FIELD]);
const LABELS: Record<string, string> = {
  ...Object.fromEntries(SWITCHES),
  ...Object.fromEntries(TEXTS.map(([f, label]) => [f, label])),
  [MESSAGES_FIELD]: "Saved-card messages",
};

/** The saved-card messages as typed: one a line, "BIN prefixes separated by commas: the message". */
function messagesOf(text: string): { value: SiteSettings["card_warning_message_ski_school"]; issue?: FieldIssue } {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return { value: undefined };
  const value = [];
  for (const [i, line] of lines.entries()) {
    const colon = line.indexOf(":");
    if (colon < 0) {
      return { value: undefined, issue: { field: MESSAGES_FIELD, rule: "format", message: `line ${i + 1} needs BIN prefixes, a colon, then the message` } };
    }
    value.push({ card_Ids: line.slice(0, colon).split(",").map((id) => id.trim()).filter(Boolean), message: line.slice(colon + 1).trim() });
  }
  return { value };
}

function messagesText(value: SiteSettings["card_warning_message_ski_school"]): string {
  return (value ?? []).map((m) => `${m.card_Ids.join(", ")}: ${m.message}`).join("\n");
}

/** A field's message in the console's words: its label, then the rule the schema's message states. */
function messageOf(issue: FieldIssue): string {
  const top = issue.field.split(".")[0]!;
  const detail = issue.message.replace(/^[\w.]+: /, "");
  if (top === MESSAGES_FIELD && issue.field !== top) {
    const [, line, part] = issue.field.split(".");
    return `Line ${Number(line) + 1}${part === "card_Ids" ? " (BIN prefixes)" : part === "message" ? " (message)" : ""}: ${detail}`;
  }
  return detail;
}

type FormValues = Record<string, string | boolean>;

function settingsForm(tenant: Tenant, locale: Locale, values: FormValues, errors: Map<string, string>): Markup {
  const describedBy = (field: string, hint: boolean) => [hint ? `${field}-hint` : "", errors.has(field) ? `${field}-error` : ""].filter(Boolean).join(" ");
  return html`<form method="post" novalidate>
<input type="hidden" name="locale" value="${locale}">
<fieldset>
<legend>Booking bar and guest types</legend>
${SWITCHES.map(
  ([field, label]) => html`<div class="check"><input type="checkbox" id="${field}" name="${field}"${values[field] === true ? html` checked` : ""}${errors.has(field) ? html` aria-invalid="true" aria-describedby="${field}-error"` : ""}><label for="${field}">${label}</label></div>${fieldError(field, errors.get(field))}`,
)}
</fieldset>
<fieldset>
<legend>Title and colours</legend>
${TEXTS.map(
  ([field, label, hint]) => html`<div class="field"><label for="${field}">${label}</label>
<input type="text" dir="auto" id="${field}" name="${field}" value="${String(values[field] ?? "")}" aria-describedby="${describedBy(field, true)}"${errors.has(field) ? html` aria-invalid="true"` : ""}>
<p class="muted" id="${field}-hint">${hint}</p>${fieldError(field, errors.get(field))}</div>`,
)}
</fieldset>
<fieldset>
<legend>Saved-card messages</legend>
<div class="field"><label for="${MESSAGES_FIELD}">Messages shown on saved cards</label>
<textarea dir="auto" id="${MESSAGES_FIELD}" name="${MESSAGES_FIELD}" rows="4" cols="60" aria-describedby="${describedBy(MESSAGES_FIELD, true)}"${errors.has(MESSAGES_FIELD) ? html` aria-invalid="true"` : ""}>${String(values[MESSAGES_FIELD] ?? "")}</textarea>
<p class="muted" id="${MESSAGES_FIELD}-hint">One a line: the cards' first digits (1 to 6, several separated by commas), a colon, then the message. Empty: none.</p>${fieldError(MESSAGES_FIELD, errors.get(MESSAGES_FIELD))}</div>
</fieldset>
<button type="submit">Save ${tenant.name.en} (${LANGUAGE_NAMES[locale]})</button>
</form>`;
}

function valuesOf(settings: SiteSettings): FormValues {
  return {
    ...Object.fromEntries(SWITCHES.map(([field]) => [field, settings[field]])),
    ...Object.fromEntries(TEXTS.map(([field]) => [field, settings[field]])),
    [MESSAGES_FIELD]: messagesText(settings.card_warning_message_ski_school),
  };
}

function settingsPage(c: ConsoleContext, tenant: Tenant, locale: Locale, status: 200 | 400, values: FormValues, errors: Map<string, string>, notice?: Markup) {
  return page(c, status, {
    title: `Site settings: ${tenant.name.en} (${LANGUAGE_NAMES[locale]})`,
    staff: c.get("staff"),
    site: tenant,
    current: "settings",
    body: html`<h1>Site settings: ${tenant.name.en}</h1>
<nav aria-label="Language"><ul>${LOCALES.map(
      (l) => html`<li><a href="/ops/${tenant.slug}/settings?locale=${l}"${l === locale ? html` aria-current="page"` : ""}>${LANGUAGE_NAMES[l]}</a></li>`,
    )}</ul></nav>
<h2>${LANGUAGE_NAMES[locale]}</h2>
${notice ?? ""}
${errors.size ? html`<div class="alert" role="alert"><p>Nothing was saved. Correct these fields:</p><ul>${[...errors].map(([field, message]) => html`<li><a href="#${field}">${LABELS[field] ?? field}</a>: ${message}</li>`)}</ul></div>` : ""}
${settingsForm(tenant, locale, values, errors)}`,
  });
}

const localeOf = (value: unknown): Locale | null => ((LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : null);

export function settingsRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();

  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const locale = localeOf(c.req.query("locale") ?? "en");
    if (!locale) return page(c, 400, { title: "Bad language", staff: c.get("staff"), site: tenant, body: html`<h1>Bad language</h1><p role="alert">locale must be en or ar.</p>` });
    const { settings } = await readSettings(c.env, tenant, locale);
    const notice = c.req.query("saved") === "1" ? html`<p class="status" role="status">Saved. New page loads show it now.</p>` : c.req.query("saved") === "0" ? html`<p class="status" role="status">Nothing had changed.</p>` : undefined;
    return settingsPage(c, tenant, locale, 200, valuesOf(settings), new Map(), notice);
  });

  routes.post("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const body = await c.req.parseBody();
    const locale = localeOf(body.locale);
    if (!locale) return page(c, 400, { title: "Bad language", staff: c.get("staff"), site: tenant, body: html`<h1>Bad language</h1><p role="alert">locale must be en or ar; nothing was saved.</p>` });
    const text = (field: string) => (typeof body[field] === "string" ? (body[field] as string) : "");
    const values: FormValues = {
      ...Object.fromEntries(SWITCHES.map(([field]) => [field, body[field] !== undefined])),
      ...Object.fromEntries(TEXTS.map(([field]) => [field, text(field).trim()])),
      [MESSAGES_FIELD]: text(MESSAGES_FIELD),
    };
    const issues: FieldIssue[] = Object.keys(body)
      .filter((field) => !FIELDS.has(field))
      .map((field) => ({ field, rule: "unknown_field", message: `${field} is not a field of this form` }));
    const messages = messagesOf(values[MESSAGES_FIELD] as string);
    if (messages.issue) issues.push(messages.issue);
    const patch = { ...Object.fromEntries(Object.entries(values).filter(([field]) => field !== MESSAGES_FIELD)), ...(messages.issue ? {} : { [MESSAGES_FIELD]: messages.value }) };
    const parsed = parseInput(settingsPatchSchema, patch);
    if (!parsed.success) issues.push(...issuesOf(parsed.error));
    if (issues.length > 0 || !parsed.success) {
      const errors = new Map<string, string>();
      for (const issue of issues) {
        const field = issue.field.split(".")[0]!;
        errors.set(field, [errors.get(field), messageOf(issue)].filter(Boolean).join("; "));
      }
      return settingsPage(c, tenant, locale, 400, values, errors);
    }
    const changes = await commitChanges(c.env, c.get("staff").email, async () => [await planSettingsPatch(c.env, "configuration", tenant, locale, parsed.data)]);
    return c.redirect(`/ops/${tenant.slug}/settings?locale=${locale}&saved=${changes.length > 0 ? 1 : 0}`, 303);
  });
  return routes;
}
