// The local mail catcher: a real SMTP server (smtp-server) that keeps every message it receives in memory, parsed
// (mailparser), and shows them on a small web inbox with a JSON API, so the shop's e-mails can be read and tested on
// this machine. Started by `npm start` (SMTP 127.0.0.1:1025, inbox http://localhost:1080) and by the browser tests.
// Alone: node scripts/mail-catcher.mjs [--smtp-port 1025] [--http-port 1080]
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Messages kept at most; the oldest go first. */
const KEEP = 500;
/** Largest message accepted, in bytes (a confirmation with its ticket PDF is well under 1 MB). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const escapeHtml = (text) =>
  String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** What the JSON API answers for one message (attachments without their bytes). */
function summaryOf(mail) {
  return {
    id: mail.id,
    receivedAt: mail.receivedAt,
    envelope: mail.envelope,
    from: mail.parsed.from?.text ?? "",
    to: mail.parsed.to?.text ?? "",
    subject: mail.parsed.subject ?? "",
    messageId: mail.parsed.messageId ?? null,
    headers: Object.fromEntries([...mail.parsed.headers].map(([name, value]) => [name, typeof value === "object" && value && "text" in value ? value.text : String(value)])),
    text: mail.parsed.text ?? "",
    html: typeof mail.parsed.html === "string" ? mail.parsed.html : "",
    attachments: (mail.parsed.attachments ?? []).map((a, index) => ({ index, filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
  };
}

function inboxPage(mails) {
  const rows = mails
    .slice()
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.parsed.to?.text)}</td><td><a href="/mails/${m.id}/view">${escapeHtml(m.parsed.subject || "(no subject)")}</a></td>` +
        `<td>${(m.parsed.attachments ?? []).map((a, i) => `<a href="/mails/${m.id}/attachments/${i}">${escapeHtml(a.filename ?? `attachment ${i + 1}`)}</a>`).join(" ")}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher (${mails.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:start}</style></head>
<body><h1>Mail catcher</h1><p>${mails.length} message(s), newest first. JSON: <a href="/mails">/mails</a>.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

function messagePage(mail) {
  const m = summaryOf(mail);
  const headers = Object.entries(m.headers).map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("");
  // The message's HTML is shown in a sandboxed frame: its own scripts never run here.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}iframe{width:100%;height:40rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}th{text-align:start;padding-inline-end:1rem}</style></head>
<body><p><a href="/">Back to the inbox</a></p><h1>${escapeHtml(m.subject)}</h1><table>${headers}</table>
<h2>HTML</h2><iframe sandbox src="/mails/${m.id}/html" title="HTML part"></iframe><h2>Text</h2><pre>${escapeHtml(m.text)}</pre>
<h2>Attachments</h2><ul>${m.attachments.map((a) => `<li><a href="/mails/${m.id}/attachments/${a.index}">${escapeHtml(a.filename ?? "attachment")}</a> (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`).join("")}</ul></body></html>`;
}

/**
 * Starts the catcher. Port 0 picks a free port. Resolves once both servers listen; `close()` stops them.
 * @param {{ host?: string, smtpPort?: number, httpPort?: number, quiet?: boolean, unref?: boolean }} options
 *   unref: the servers never keep the process alive (a test runner's).
 */
export async function startMailCatcher({ host = "127.0.0.1", smtpPort = 1025, httpPort = 1080, quiet = false, unref = false } = {}) {
  const mails = [];
  let next = 1;
  const waiters = new Set();

  const smtp = new SMTPServer({
    authOptional: true,
    // No TLS and no sign-in: a catcher on this machine takes every message as it comes.
    disabledCommands: ["STARTTLS", "AUTH"],
    size: MAX_MESSAGE_BYTES,
    banner: "snow-venue-shop mail catcher",
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            id: next++,
            receivedAt: new Date().toISOString(),
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null, to: session.envelope.rcptTo.map((r) => r.address) },
            parsed,
          };
          mails.push(mail);
          if (mails.length > KEEP) mails.shift();
          if (!quiet) console.log(`Mail catcher: "${parsed.subject ?? ""}" to ${mail.envelope.to.join(", ")}`);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error) => callback(error));
    },
  });

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://catcher");
    const send = (status, type, body) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
      response.end(body);
    };
    const json = (status, body) => send(status, "application/json; charset=utf-8", JSON.stringify(body));
    if (url.pathname === "/" && request.method === "GET") return send(200, "text/html; charset=utf-8", inboxPage(mails));
    if (url.pathname === "/mails" && request.method === "GET") return json(200, mails.map(summaryOf));
    if (url.pathname === "/mails" && request.method === "DELETE") {
      mails.length = 0;
      return json(200, { deleted: true });
    }
    const match = /^\/mails\/(\d+)(?:\/(view|html|attachments\/(\d+)))?$/.exec(url.pathname);
    const mail = match ? mails.find((m) => m.id === Number(match[1])) : undefined;
    if (!mail || request.method !== "GET") return json(404, { error: "not_found" });
    if (!match[2]) return json(200, summaryOf(mail));
    if (match[2] === "view") return send(200, "text/html; charset=utf-8", messagePage(mail));
    if (match[2] === "html") {
      response.setHeader("content-security-policy", "sandbox; default-src 'none'; img-src data: https:; style-src 'unsafe-inline'");
      return send(200, "text/html; charset=utf-8", typeof mail.parsed.html === "string" ? mail.parsed.html : "");
    }
    const attachment = (mail.parsed.attachments ?? [])[Number(match[3])];
    if (!attachment) return json(404, { error: "not_found" });
    response.setHeader("content-disposition", `attachment; filename="${String(attachment.filename ?? "attachment").replace(/[^\w.-]/g, "_")}"`);
    return send(200, attachment.contentType || "application/octet-stream", attachment.content);
  });

  await Promise.all([
    new Promise((resolve, reject) => {
      smtp.once("error", reject);
      smtp.listen(smtpPort, host, resolve);
    }),
    new Promise((resolve, reject) => {
      http.once("error", reject);
      http.listen(httpPort, host, resolve);
    }),
  ]);
  if (unref) {
    smtp.server.unref();
    http.unref();
  }
  return {
    host,
    smtpPort: smtp.server.address().port,
    httpPort: http.address().port,
    get url() {
      return `http://${host === "127.0.0.1" ? "localhost" : host}:${this.httpPort}`;
    },
    mails: () => mails.map(summaryOf),
    close: () => Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => http.close(() => resolve()))]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const catcher = await startMailCatcher({ smtpPort: option("smtp-port", 1025), httpPort: option("http-port", 1080) });
  console.log(`Mail catcher: SMTP on ${catcher.host}:${catcher.smtpPort}, inbox on ${catcher.url}`);
}
