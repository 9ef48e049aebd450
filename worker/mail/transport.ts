// Sends one message over SMTP from the worker (worker-mailer on a Workers TCP socket, `cloudflare:sockets`): implicit
// TLS, STARTTLS or (for a local catcher) none, with the provider's credentials when set. Every header value comes
// through safe-header.ts; an address of another shape is refused before any connection is made.
import { LogLevel, WorkerMailer } from "worker-mailer";
import { isMailAddress, mailNameOf, mailSubjectOf } from "./safe-header";
import type { MailSettings } from "./settings";

export interface OutgoingMail {
  to: { name: string; email: string };
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID (without angle brackets), so a mail sent again is recognised as the same one. */
  messageId: string;
  attachments?: { filename: string; content: Uint8Array; mimeType: string }[];
}

/** Seconds to wait for the server to answer the connection and each command. */
const SMTP_TIMEOUT_MS = 15_000;

export class UnsafeMailError extends Error {
  override name = "UnsafeMailError";
}

function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** An attachment's file name: letters, digits, dots, dashes and underscores only. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 100) || "attachment";

export async function sendMail(settings: MailSettings, mail: OutgoingMail): Promise<void> {
  if (!isMailAddress(mail.to.email)) throw new UnsafeMailError("the recipient is not a plain e-mail address");
  if (!/^[A-Za-z0-9.-]+@[A-Za-z0-9.-]+$/.test(mail.messageId)) throw new UnsafeMailError("the Message-ID is not of the expected shape");
  const toName = mailNameOf(mail.to.name);
  await WorkerMailer.send(
    {
      host: settings.host,
      port: settings.port,
      secure: settings.security === "tls",
      startTls: settings.security === "starttls",
      ...(settings.credentials ? { credentials: settings.credentials, authType: ["plain", "login"] } : {}),
      logLevel: LogLevel.NONE,
      socketTimeoutMs: SMTP_TIMEOUT_MS,
      responseTimeoutMs: SMTP_TIMEOUT_MS,
    },
    {
      from: settings.from.name ? { name: settings.from.name, email: settings.from.email } : settings.from.email,
      to: toName ? { name: toName, email: mail.to.email } : mail.to.email,
      subject: mailSubjectOf(mail.subject),
      text: mail.text,
      html: mail.html,
      headers: { "Message-ID": `<${mail.messageId}>`, "Auto-Submitted": "auto-generated" },
      attachments: mail.attachments?.map((a) => ({ filename: safeFileName(a.filename), content: base64Of(a.content), mimeType: a.mimeType })),
    },
  );
}
