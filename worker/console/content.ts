// The console's content page of one venue: pick a document (language and key), edit its values as a form, preview the
// edit on the real page before publishing it, publish, and see and roll back its versions (who and when). The form is
// checked as the ops call checks a document (rich text cleaned first, then its schema): a bad value is named under its
// field and nothing is stored. Every change goes into the change log under the staff member's e-mail.
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { CMS_DOCUMENT_KEYS, type CmsDocumentKey } from "../../shared/cms";
import { LOCALES, type Locale, directionOf } from "../../shared/locale";
import type { Tenant } from "../../shared/tenant";
import type { FieldIssue } from "../validation";
import { UnknownVersionError, checkedDocument, documentHistory, planRollback, saveDraft } from "../ops/content-versions";
import { PREVIEW_PARAM, previewPathOf } from "../ops/preview";
import { StoredDocumentInvalidError, commitChanges, planDocumentPut, readStored } from "../ops/store";
import { type ConsoleContext, type ConsoleEnv, page, venueOf } from "./context";
import { type DocumentField, documentFields, documentFromForm, fieldId, fieldName, isLongText } from "./document-form";
import { fieldError } from "./layout";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ar: "Arabic" };
/** The site settings have their own page (maintenance and settings); every other document is edited here. */
const EDITABLE = CMS_DOCUMENT_KEYS.filter((key) => key !== "site-settings");

const pickSchema = z.object({
  locale: z.enum(LOCALES, { message: "choose English or Arabic" }),
  document: z.enum(EDITABLE as [CmsDocumentKey, ...CmsDocumentKey[]], { message: "choose one of the documents" }),
});
const intentSchema = z.enum(["preview", "publish"], { message: "choose preview or publish" });
const rollbackSchema = pickSchema.extend({
  change: z.coerce.number({ message: "change is a number" }).int().positive(),
  side: z.enum(["after", "before"], { message: "side must be after or before" }),
});

type Notice = { tone: "status" | "alert"; text: string; link?: { href: string; label: string } };

interface EditState {
  locale: Locale;
  key: CmsDocumentKey;
  /** The values shown: the stored document's, or the ones just sent back with their issues. */
  document: unknown;
  issues: FieldIssue[];
}

const contentUrl = (tenant: Tenant, locale: Locale, key: string, extra: Record<string, string> = {}) =>
  `/ops/${tenant.slug}/content?${new URLSearchParams({ locale, document: key, ...extra })}`;

function fieldLabel(path: string): string {
  return path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part.replace(/_/g, " ")))
    .join(" › ");
}

function fieldRow(field: DocumentField, locale: Locale, issue: FieldIssue | undefined) {
  const id = fieldId(field.path);
  const described = issue ? html` aria-describedby="${id}-error" aria-invalid="true"` : "";
  const label = html`<label for="${id}">${fieldLabel(field.path)}</label>`;
  if (typeof field.value === "boolean") {
    return html`<div class="field check"><input type="checkbox" id="${id}" name="${fieldName(field.path)}"${field.value ? html` checked` : ""}${described}>${label}${fieldError(id, issue?.message)}</div>`;
  }
  if (typeof field.value === "number") {
    return html`<div class="field">${label}<input type="text" inputmode="decimal" id="${id}" name="${fieldName(field.path)}" value="${String(field.value)}"${described}>${fieldError(id, issue?.message)}</div>`;
  }
  const text = isLongText(field.value)
    ? html`<textarea id="${id}" name="${fieldName(field.path)}" rows="4" style="width:100%" lang="${locale}" dir="${directionOf(locale)}"${described}>${field.value}</textarea>`
    : html`<input type="text" id="${id}" name="${fieldName(field.path)}" value="${field.value}" style="width:100%" lang="${locale}" dir="${directionOf(locale)}"${described}>`;
  return html`<div class="field">${label}${text}${fieldError(id, issue?.message)}</div>`;
}

async function contentPage(c: ConsoleContext, tenant: Tenant, status: 200 | 400 | 404, edit: EditState | null, notice?: Notice) {
  const history = edit ? await documentHistory(c.env.DB, tenant, edit.locale, edit.key) : null;
  const fields = edit ? documentFields(edit.document) : [];
  const issueOf = (path: string) => edit?.issues.find((issue) => issue.field === path);
  // Issues about no single field shown (the document as a whole, a field the form has not) are listed above it.
  const loose = edit ? edit.issues.filter((issue) => !fields.some((f) => f.path === issue.field)) : [];
  const previewable = edit ? previewPathOf(tenant, edit.locale, edit.key) !== null : false;
  return page(c, status, {
    title: edit ? `Content: ${edit.key} (${LANGUAGE_NAMES[edit.locale]}), ${tenant.name.en}` : `Content: ${tenant.name.en}`,
    staff: c.get("staff"),
    site: tenant,
    current: "content",
    body: html`<h1>Content: ${tenant.name.en}</h1>
${notice ? html`<p class="${notice.tone}" role="${notice.tone}">${notice.text}${notice.link ? html` <a href="${notice.link.href}" target="_blank" rel="noopener">${notice.link.label}</a>` : ""}</p>` : ""}
<form method="get" action="/ops/${tenant.slug}/content">
<fieldset><legend>Document</legend>
<div class="field"><label for="pick-locale">Language</label>
<select id="pick-locale" name="locale">${LOCALES.map((l) => html`<option value="${l}"${edit?.locale === l ? html` selected` : ""}>${LANGUAGE_NAMES[l]}</option>`)}</select></div>
<div class="field"><label for="pick-document">Document</label>
<select id="pick-document" name="document">${EDITABLE.map((k) => html`<option value="${k}"${edit?.key === k ? html` selected` : ""}>${k}</option>`)}</select></div>
<button type="submit">Open document</button>
</fieldset>
</form>
${
  edit
    ? html`<h2>${edit.key}, ${LANGUAGE_NAMES[edit.locale]}</h2>
<p>${(() => {
        const other: Locale = edit.locale === "en" ? "ar" : "en";
        return html`Each language is a document of its own: <a href="${contentUrl(tenant, other, edit.key)}">edit and preview the ${LANGUAGE_NAMES[other]} one</a>.`;
      })()}</p>
<p class="muted">Rich text keeps paragraphs, lists, emphasis and links; anything else (scripts, styles, event handlers) is removed when it is previewed or published. ${previewable ? "Preview shows the edited page to you only, for 30 minutes; publishing makes it what every visitor sees." : "This document has no page of its own to preview it on."}</p>
${loose.length ? html`<ul class="alert" role="alert">${loose.map((i) => html`<li>${fieldLabel(i.field)}: ${i.message}</li>`)}</ul>` : ""}
<form method="post" action="/ops/${tenant.slug}/content" novalidate>
<input type="hidden" name="locale" value="${edit.locale}">
<input type="hidden" name="document" value="${edit.key}">
<fieldset><legend>Values</legend>
${fields.map((field) => fieldRow(field, edit.locale, issueOf(field.path)))}
</fieldset>
<div style="display:flex;gap:.5rem;flex-wrap:wrap">
${previewable ? html`<button type="submit" name="intent" value="preview" class="secondary">Preview</button>` : ""}
<button type="submit" name="intent" value="publish">Publish</button>
</div>
</form>
<h2>Versions</h2>
${
  history && history.versions.length
    ? html`<div class="table" role="region" aria-label="Versions of this document" tabindex="0"><table>
<caption class="muted" style="text-align:left">Every published version of this document, newest first</caption>
<thead><tr><th scope="col">Published</th><th scope="col">By</th><th scope="col">Change</th><th scope="col">Roll back</th></tr></thead>
<tbody>
${history.versions.map(
  (version, i) => html`<tr data-change="${version.change}">
<td>${version.at}</td><td>${version.by}</td><td>#${version.change}${i === 0 ? " (current)" : ""}</td>
<td>${i === 0 ? "" : rollbackForm(tenant, edit, version.change, "after", `Roll back to #${version.change}`)}</td>
</tr>`,
)}
<tr><td colspan="3">Before #${history.versions.at(-1)!.change} (${history.versions.length === 1 ? "the version it replaced" : "the oldest version kept"})</td>
<td>${rollbackForm(tenant, edit, history.versions.at(-1)!.change, "before", "Roll back to it")}</td></tr>
</tbody></table></div>`
    : html`<p>No one has changed this document yet: it is as seeded.</p>`
}`
    : html`<p>Choose a language and a document to edit.</p>`
}`,
  });
}

function rollbackForm(tenant: Tenant, edit: EditState, change: number, side: "after" | "before", label: string) {
  return html`<form method="post" action="/ops/${tenant.slug}/content/rollback">
<input type="hidden" name="locale" value="${edit.locale}"><input type="hidden" name="document" value="${edit.key}">
<input type="hidden" name="change" value="${change}"><input type="hidden" name="side" value="${side}">
<button type="submit" class="secondary">${label}</button></form>`;
}

const DONE_NOTICES: Record<string, string> = {
  published: "Published: visitors see it on their next page load.",
  unchanged: "Nothing to publish: the document already reads like this.",
  "rolled-back": "Rolled back: visitors see that version on their next page load, and the roll-back is a version of its own.",
};

export function contentRoutes(): Hono<ConsoleEnv> {
  const routes = new Hono<ConsoleEnv>();

  routes.get("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    if (c.req.query("document") === undefined) return contentPage(c, tenant, 200, null);
    const pick = pickSchema.safeParse({ locale: c.req.query("locale"), document: c.req.query("document") });
    if (!pick.success) return contentPage(c, tenant, 404, null, { tone: "alert", text: "There is no such document to edit. Choose one from the list." });
    const stored = await readStored(c.env, tenant, pick.data.locale, pick.data.document);
    if (!stored) return contentPage(c, tenant, 404, null, { tone: "alert", text: "This venue has no such document." });
    const done = DONE_NOTICES[c.req.query("done") ?? ""];
    return contentPage(c, tenant, 200, { locale: pick.data.locale, key: pick.data.document, document: stored.body, issues: [] }, done ? { tone: "status", text: done } : undefined);
  });

  routes.post("/", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const form = await c.req.parseBody();
    const pick = pickSchema.safeParse({ locale: form.locale, document: form.document });
    if (!pick.success) return contentPage(c, tenant, 400, null, { tone: "alert", text: "Nothing was changed: choose a language and a document." });
    const { locale, document: key } = pick.data;
    const stored = await readStored(c.env, tenant, locale, key);
    if (!stored) return contentPage(c, tenant, 404, null, { tone: "alert", text: "This venue has no such document." });
    const intent = intentSchema.safeParse(form.intent);
    const edited = documentFromForm(stored.body, form);
    if (!intent.success) return contentPage(c, tenant, 400, { locale, key, document: edited, issues: [] }, { tone: "alert", text: "Nothing was changed: choose Preview or Publish." });
    const checked = checkedDocument(key, edited);
    if (!checked.ok) {
      return contentPage(c, tenant, 400, { locale, key, document: edited, issues: checked.issues }, {
        tone: "alert",
        text: `Nothing was ${intent.data === "preview" ? "previewed" : "published"}: ${checked.issues.length === 1 ? "one value needs" : `${checked.issues.length} values need`} changing (see below).`,
      });
    }
    const staff = c.get("staff");
    if (intent.data === "preview") {
      const path = previewPathOf(tenant, locale, key);
      if (!path) return contentPage(c, tenant, 400, { locale, key, document: checked.document, issues: [] }, { tone: "alert", text: "This document has no page to preview it on." });
      const draft = await saveDraft(c.env.DB, { tenant, locale, key, body: checked.document, createdBy: staff.email }, c.get("clock")().getTime());
      const cleaned = checked.sanitised.length ? ` Markup not allowed was removed from: ${checked.sanitised.map(fieldLabel).join(", ")}.` : "";
      return contentPage(c, tenant, 200, { locale, key, document: checked.document, issues: [] }, {
        tone: "status",
        text: `Preview ready (not published; for you only, until ${new Date(draft.expiresAtMs).toISOString().slice(11, 16)} UTC).${cleaned}`,
        link: { href: `${path}?${PREVIEW_PARAM}=${draft.id}`, label: `Open the ${LANGUAGE_NAMES[locale]} preview` },
      });
    }
    const changes = await commitChanges(c.env, staff.email, async () => [await planDocumentPut(c.env, tenant, locale, key, checked.document)]);
    return c.redirect(contentUrl(tenant, locale, key, { done: changes.length ? "published" : "unchanged" }), 303);
  });

  routes.post("/rollback", async (c) => {
    const tenant = await venueOf(c);
    if (tenant instanceof Response) return tenant;
    const form = rollbackSchema.safeParse(await c.req.parseBody());
    if (!form.success) return contentPage(c, tenant, 400, null, { tone: "alert", text: "Nothing was changed: that is not a version to roll back to." });
    const { locale, document: key, change, side } = form.data;
    let changed = 0;
    try {
      changed = (await commitChanges(c.env, c.get("staff").email, async () => [await planRollback(c.env, tenant, locale, key, { change, side })])).length;
    } catch (error) {
      if (!(error instanceof UnknownVersionError) && !(error instanceof StoredDocumentInvalidError)) throw error;
      const stored = await readStored(c.env, tenant, locale, key);
      return contentPage(c, tenant, error instanceof UnknownVersionError ? 404 : 400, stored ? { locale, key, document: stored.body, issues: [] } : null, {
        tone: "alert",
        text: error instanceof UnknownVersionError ? "Nothing was changed: that version is not one of this document's." : `Nothing was changed: ${error.message}`,
      });
    }
    return c.redirect(contentUrl(tenant, locale, key, { done: changed ? "rolled-back" : "unchanged" }), 303);
  });
  return routes;
}
