// The staff console's one layout (docs/decisions/054): plain HTML the worker renders, English, no script; a skip link,
// the console's nav list (one page per task), the venue picker limited to the staff member's venues, and sign-out.
// Every value goes through hono/html's tag, which escapes it; only markup built here is passed whole.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Tenant } from "../../shared/tenant";
import { type StaffMember, venuesOf } from "./staff";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** One task of the console: a page per venue (href with the site), or one for the whole group (all-venue staff only). */
export interface ConsoleSection {
  key: string;
  label: string;
  href: (site: string) => string;
  /** False: a page of the whole group, open to staff of every venue only. */
  perVenue: boolean;
}

/** The nav list, in its order. A new task adds its page here. */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { key: "maintenance", label: "Maintenance", href: (site) => `/ops/${site}/maintenance`, perVenue: true },
  { key: "settings", label: "Site settings", href: (site) => `/ops/${site}/settings`, perVenue: true },
  { key: "content", label: "Content", href: (site) => `/ops/${site}/content`, perVenue: true },
  { key: "enquiries", label: "Enquiries", href: (site) => `/ops/${site}/enquiries`, perVenue: true },
  { key: "sales", label: "Sales", href: (site) => `/ops/${site}/sales`, perVenue: true },
  { key: "log", label: "Change log", href: (site) => `/ops/${site}/log`, perVenue: true },
  { key: "staff", label: "Staff discount list", href: () => "/ops/staff", perVenue: false },
];

export function sectionsFor(staff: StaffMember): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => section.perVenue || staff.allVenues);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0b1f3a;background:#f4f7fb}
a{color:#0645ad}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:0;z-index:1}
header{background:#0b1f3a;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center}
header a{color:#fff}
header .brand{font-weight:700;margin:0;font-size:1.1rem}
header form{display:flex;gap:.5rem;align-items:center;margin:0}
header label{font-size:.9rem}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
button{font:inherit;padding:.45rem .9rem;border-radius:.3rem;border:2px solid #0b1f3a;background:#0b1f3a;color:#fff;cursor:pointer;min-height:44px}
button.secondary{background:#fff;color:#0b1f3a}
header button{background:#fff;color:#0b1f3a;border-color:#fff}
input,select,textarea{font:inherit;padding:.4rem;border:1px solid #4a5a70;border-radius:.25rem;min-height:44px;max-width:100%}
fieldset{border:1px solid #c4cfdc;border-radius:.4rem;margin:0 0 1rem;padding:.75rem 1rem;background:#fff}
legend{font-weight:700;padding:0 .25rem}
.field{margin:0 0 .9rem}
.field label{display:block;font-weight:600}
.check{display:flex;gap:.5rem;align-items:center;margin:.3rem 0}
.check input{min-height:auto;width:1.2rem;height:1.2rem}
.error{color:#a4161a;font-weight:600;margin:.2rem 0 0}
.status{background:#e3f4e8;border:1px solid #2b7a3d;padding:.6rem .9rem;border-radius:.3rem}
.alert{background:#fdecec;border:1px solid #a4161a;padding:.6rem .9rem;border-radius:.3rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #c4cfdc;vertical-align:top}
.table{overflow-x:auto}
.table td{overflow-wrap:anywhere}
.on{color:#a4161a;font-weight:700}
.off{color:#2b7a3d;font-weight:700}
.preview{border:2px dashed #4a5a70;background:#fff;padding:1rem;border-radius:.4rem;margin:.5rem 0 1rem}
.muted{color:#3f4d60;font-size:.95rem}
.cards{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.card{background:#fff;border:1px solid #c4cfdc;border-radius:.4rem;padding:.75rem 1rem}
.card p{margin:0 0 .5rem}
`;

/** A whole console page. `site` is the venue the page is about (the picker shows it chosen). */
export function consolePage(options: {
  title: string;
  staff: StaffMember | null;
  site?: Tenant;
  current?: string;
  body: Markup;
  /** A script of the console's own (a path on the shop), for a page that keeps itself current (e.g. sales). */
  script?: string;
}): Markup {
  const { title, staff, site, current, body, script } = options;
  return html`<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${script ? html`<script src="${script}" defer></script>` : ""}
<title>${title} · Staff console</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header>
<p class="brand"><a href="/ops">Staff console</a></p>
${staff ? chrome(staff, site, current) : ""}
</header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

function chrome(staff: StaffMember, site: Tenant | undefined, current: string | undefined): Markup {
  const venues = venuesOf(staff);
  const chosen = site ?? venues[0];
  const section = CONSOLE_SECTIONS.find((s) => s.key === current && s.perVenue)?.key ?? "maintenance";
  return html`<nav aria-label="Console">
<ul>
${sectionsFor(staff).map(
  (s) =>
    html`<li><a href="${s.href(chosen?.slug ?? "")}"${s.key === current ? html` aria-current="page"` : ""}>${s.label}</a></li>`,
)}
</ul>
</nav>
<form method="get" action="/ops/venue">
<label for="venue-picker">Venue</label>
<select id="venue-picker" name="site">
${venues.map((t) => html`<option value="${t.slug}"${t.slug === chosen?.slug ? html` selected` : ""}>${t.name.en}</option>`)}
</select>
<input type="hidden" name="page" value="${section}">
<button type="submit">Open</button>
</form>
<form method="post" action="/ops/sign-out">
<span class="muted" style="color:#fff">${staff.email}</span>
<button type="submit">Sign out</button>
</form>`;
}

/** A field's error under it, tied to the input by id (aria-describedby names it). */
export function fieldError(id: string, message: string | undefined): Markup {
  return message ? html`<p class="error" id="${id}-error">${message}</p>` : html``;
}
