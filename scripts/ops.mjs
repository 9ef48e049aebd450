// `npm run ops -- …`: the operations command line. Switches maintenance, changes a site's configuration and content,
// keeps the staff list of the staff discount, and reads the change log through the shop's /api/ops calls (local shop by
// default, a deployed one with --url).
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export const DEFAULT_URL = "http://localhost:8787";
/** The plain local token whose hash .dev.vars.example lists as "local"; used only against a shop on this machine. */
export const LOCAL_OPS_TOKEN = "local-ops-token";

const USAGE = `Usage: npm run ops -- <command> [options]

  maintenance on <site>|--all          put a site (or every site) into maintenance
  maintenance off <site>|--all         take it out of maintenance
  maintenance status [<site>|--all]    show the switch of each site and language
  config get <site>|--all              show the site configuration
  config set <site>|--all <field> <value>
                                       change one field (value as JSON: true, 12, "#FF0000", or plain text)
  content get <site> <en|ar> <document> [<file.json>]
                                       print a content document (JSON), or write it to the file
  content put <site> <en|ar> <document> <file.json>
                                       replace a content document with the file's JSON
  log [--site <site>] [--limit <n>]    the latest changes, newest first
  staff list                           the staff list of the staff discount (removed members too)
  staff add <email> <name…>            put a member of staff on the list (or back on it)
  staff remove <email>                 take a member off the list
  enquiries list [--site <site>] [--type <1-4>] [--since <YYYY-MM-DD>] [--limit <n>]
                                       the contact enquiries, newest first
  enquiries export <file.csv> [--site …] [--type …] [--since …]
                                       write the enquiries to a CSV file

Options:
  --url <url>        the shop (default ${DEFAULT_URL}); its ops token comes from the OPS_TOKEN environment variable
  --locale <en|ar>   config get/set: one language only (default both)
  --json             print the shop's answer as JSON

Sites: ski-dubai, snow-abu-dhabi, snow-oman, ski-egypt.`;

class UsageError extends Error {}
/** A problem that is not about how the command was typed: said without the usage text. */
class SetupError extends Error {}

/** Splits the arguments into positionals and --options (flags without a value: --all, --json, --help). */
export function parseArgs(argv) {
  const flags = new Set(["all", "json", "help"]);
  const positionals = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "-h") options.help = true;
    else if (arg.startsWith("--")) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s);
      if (flags.has(name)) options[name] = true;
      else if (inline !== undefined) options[name] = inline;
      else if (i + 1 < argv.length) options[name] = argv[++i];
      else throw new UsageError(`--${name} needs a value`);
    } else positionals.push(arg);
  }
  return { positionals, options };
}

/** A value typed on the command line: JSON when it is JSON (true, 12, "text", {…}), else the text itself. */
export function parseValue(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isLocal(url) {
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(new URL(url).hostname);
}

export function tokenFor(url, env = process.env) {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  if (isLocal(url)) return LOCAL_OPS_TOKEN;
  throw new UsageError(`Set OPS_TOKEN to an ops token of ${url} (the local default is only used for a shop on this machine).`);
}

function siteTarget(positional, options, { allowAll = true, required = true } = {}) {
  if (options.all && allowAll) return "all";
  if (positional) return positional;
  if (!required) return "all";
  throw new UsageError(allowAll ? "Name a site, or --all for every site." : "Name a site.");
}

/** The HTTP call a command makes. */
export function requestFor(positionals, options, cwd = process.cwd()) {
  const [group, action, ...rest] = positionals;
  const locale = options.locale ? `?locale=${encodeURIComponent(options.locale)}` : "";
  if (group === "maintenance") {
    if (action === "on" || action === "off") {
      const site = siteTarget(rest[0], options);
      return { method: "PUT", path: `/api/ops/maintenance/${site}`, body: { enable_maintenance_page: action === "on" } };
    }
    if (action === "status" || action === undefined) return { method: "GET", path: `/api/ops/maintenance/${siteTarget(rest[0], options, { required: false })}` };
    throw new UsageError(`maintenance ${action}: say on, off or status.`);
  }
  if (group === "config") {
    if (action === "get") return { method: "GET", path: `/api/ops/config/${siteTarget(rest[0], options)}${locale}` };
    if (action === "set") {
      const args = options.all ? rest : rest.slice(1);
      const site = siteTarget(rest[0], options);
      const [field, value] = args;
      if (!field || value === undefined) throw new UsageError("config set needs a field and a value, e.g. config set ski-dubai hide_booking_bar true");
      return { method: "PATCH", path: `/api/ops/config/${site}${locale}`, body: { [field]: parseValue(value) } };
    }
    throw new UsageError(`config ${action ?? ""}: say get or set.`);
  }
  if (group === "content") {
    const [site, lang, documentKey, file] = rest;
    if (!site || !lang || !documentKey) throw new UsageError(`content ${action ?? ""} needs a site, a language (en or ar) and a document, e.g. content get ski-egypt ar home`);
    const path = `/api/ops/content/${encodeURIComponent(site)}/${encodeURIComponent(lang)}/${encodeURIComponent(documentKey)}`;
    if (action === "get") return { method: "GET", path, ...(file ? { saveTo: resolve(cwd, file) } : {}) };
    if (action === "put") {
      if (!file) throw new UsageError("content put needs the JSON file of the document.");
      const filePath = resolve(cwd, file);
      let text;
      try {
        text = readFileSync(filePath, "utf8");
      } catch (error) {
        throw new SetupError(`Cannot read ${filePath}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
      }
      try {
        return { method: "PUT", path, body: JSON.parse(text) };
      } catch (error) {
        throw new SetupError(`${filePath} is not JSON: ${error.message}`);
      }
    }
    throw new UsageError(`content ${action ?? ""}: say get or put.`);
  }
  if (group === "log") {
    const query = new URLSearchParams();
    if (options.site) query.set("site", options.site);
    if (options.limit) query.set("limit", options.limit);
    return { method: "GET", path: `/api/ops/log${query.size ? `?${query}` : ""}` };
  }
  if (group === "staff") {
    if (action === "list" || action === undefined) return { method: "GET", path: "/api/ops/staff" };
    const [email, ...name] = rest;
    if (!email) throw new UsageError(`staff ${action} needs an e-mail address.`);
    const path = `/api/ops/staff/${encodeURIComponent(email)}`;
    if (action === "add") {
      if (name.length === 0) throw new UsageError("staff add needs the member's name, e.g. staff add amira.haddad@maf.ae Amira Haddad");
      return { method: "PUT", path, body: { name: name.join(" ") } };
    }
    if (action === "remove") return { method: "DELETE", path };
    throw new UsageError(`staff ${action}: say list, add or remove.`);
  }
  if (group === "enquiries") {
    const query = new URLSearchParams();
    for (const name of ["site", "type", "since", "limit"]) if (options[name]) query.set(name, options[name]);
    const search = query.size ? `?${query}` : "";
    if (action === "list" || action === undefined) return { method: "GET", path: `/api/ops/enquiries${search}` };
    if (action === "export") {
      if (!rest[0]) throw new UsageError("enquiries export needs the CSV file to write, e.g. enquiries export enquiries.csv --site ski-dubai");
      return { method: "GET", path: `/api/ops/enquiries/export${search}`, saveTo: resolve(cwd, rest[0]), raw: true };
    }
    throw new UsageError(`enquiries ${action}: say list or export.`);
  }
  throw new UsageError(group ? `Unknown command "${group}".` : "Name a command.");
}

const onOff = (on) => (on ? "ON " : "off");

/** What a successful answer looks like to a person. */
export function describeAnswer(request, answer) {
  const lines = [];
  if (typeof answer.changed === "number" && request.method !== "GET") {
    lines.push(answer.changed === 0 ? "No change: already so." : `Changed ${answer.changed} document${answer.changed === 1 ? "" : "s"}.`);
  }
  if (request.path.startsWith("/api/ops/maintenance")) {
    for (const site of answer.sites) {
      const { en, ar } = site.enable_maintenance_page;
      lines.push(`${site.site.padEnd(16)} maintenance ${en === ar ? onOff(en) : `en ${onOff(en)} / ar ${onOff(ar)}`}`);
    }
  } else if (request.path.startsWith("/api/ops/config")) {
    for (const change of answer.changes ?? []) {
      lines.push(`${change.site}/${change.locale}: ${JSON.stringify(change.before)} → ${JSON.stringify(change.after)}`);
    }
    if (request.method === "GET") for (const site of answer.sites) lines.push(`${site.site}/${site.locale} (updated ${site.updated_at} by ${site.updated_by}):\n${JSON.stringify(site.configuration, null, 2)}`);
  } else if (request.path.startsWith("/api/ops/content")) {
    if (request.method === "GET") lines.push(JSON.stringify(answer.body, null, 2));
    else {
      lines.push(`${answer.site}/${answer.locale}/${answer.document} ${answer.changed ? "replaced" : "unchanged"}.`);
      // Rich text keeps text formatting and safe links only (docs/decisions/043): say which fields lost markup.
      if (answer.sanitised?.length) lines.push(`Markup that is not allowed was removed from: ${answer.sanitised.join(", ")}.`);
    }
  } else if (request.path.startsWith("/api/ops/staff")) {
    const members = answer.staff ?? [answer.member];
    if (members.length === 0) lines.push("The staff list is empty.");
    for (const m of members) lines.push(`${m.email.padEnd(36)} ${m.name.padEnd(24)} ${m.active ? "on the list" : "removed"} (${m.changedAt} by ${m.changedBy})`);
  } else if (request.path.startsWith("/api/ops/enquiries")) {
    if (answer.enquiries.length === 0) lines.push("No enquiries.");
    for (const e of answer.enquiries) {
      const extras = [e.organisation, e.group_size ? `${e.group_size} guests` : null, e.preferred_date].filter(Boolean).join(", ");
      lines.push(`${e.created_at}  ${e.reference}  ${e.site}/${e.locale} type ${e.type}  ${e.first_name} ${e.last_name} <${e.email}> ${e.mobile}${extras ? `  (${extras})` : ""}`);
      lines.push(`    ${e.message.replace(/\s+/g, " ").slice(0, 200)}`);
    }
  } else if (request.path.startsWith("/api/ops/log")) {
    if (answer.changes.length === 0) lines.push("No changes recorded.");
    for (const entry of answer.changes) {
      const what = entry.action === "content" ? "document replaced" : `${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)}`;
      const where = entry.action === "staff" ? "staff list" : `${entry.site}/${entry.locale}`;
      lines.push(`${entry.at}  ${entry.token.padEnd(12)} ${where} ${entry.document}: ${what}`);
    }
  }
  return lines.join("\n");
}

/** What a refusal looks like to a person. */
export function describeRefusal(status, answer, url) {
  const message = answer?.message;
  if (status === 400 && Array.isArray(answer?.issues)) {
    return ["The shop refused it; nothing was changed:", ...answer.issues.map((i) => `  ${i.field}: ${i.message} (${i.rule})`)].join("\n");
  }
  if (status === 401) return `Not allowed (401): ${(message ?? "no valid ops token").replace(/\.$/, "")}. Set OPS_TOKEN to an ops token of ${url}.`;
  if (status === 429) return `Too many refused attempts (429): ${message ?? "wait a few minutes and try again"}`;
  if (message) return `${message} (${status})`;
  return `The shop answered ${status}.`;
}

export async function main(argv, { env = process.env, cwd = env.INIT_CWD ?? process.cwd(), log = console.log, error = console.error } = {}) {
  let parsed;
  try {
    parsed = parseArgs(argv);
    if (parsed.options.help || parsed.positionals.length === 0) {
      log(USAGE);
      return parsed.options.help ? 0 : 2;
    }
    const url = String(parsed.options.url ?? DEFAULT_URL).replace(/\/+$/, "");
    const request = requestFor(parsed.positionals, parsed.options, cwd);
    const token = tokenFor(url, env);
    let response;
    try {
      response = await fetch(`${url}${request.path}`, {
        method: request.method,
        headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(request.body === undefined ? {} : { "content-type": "application/json" }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: "manual",
      });
    } catch (cause) {
      const code = cause?.cause?.code ?? cause?.code;
      const hint = isLocal(url) ? " Is the shop running? Start it with npm start." : " Check --url and the network.";
      error(`Cannot reach ${url}${code ? ` (${code})` : ""}.${hint}`);
      return 1;
    }
    if (request.raw && response.ok) {
      const text = await response.text();
      writeFileSync(request.saveTo, text);
      log(`Wrote ${Math.max(0, text.trim().split(/\r?\n/).length - 1)} enquiries to ${request.saveTo}.`);
      return 0;
    }
    const answer = await response.json().catch(() => null);
    if (!response.ok) {
      error(describeRefusal(response.status, answer, url));
      return 1;
    }
    if (request.saveTo) {
      writeFileSync(request.saveTo, `${JSON.stringify(answer.body, null, 2)}\n`);
      log(`Wrote ${answer.site}/${answer.locale}/${answer.document} to ${request.saveTo}.`);
    } else log(parsed.options.json ? JSON.stringify(answer, null, 2) : describeAnswer(request, answer));
    return 0;
  } catch (problem) {
    if (problem instanceof UsageError) {
      error(`${problem.message}\n\n${USAGE}`);
      return 2;
    }
    if (problem instanceof SetupError) {
      error(problem.message);
      return 1;
    }
    throw problem;
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("scripts/ops.mjs")) {
  process.exitCode = await main(process.argv.slice(2));
}
