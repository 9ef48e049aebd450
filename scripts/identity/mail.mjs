// The identity provider's e-mail: the link that verifies a new member's address, sent over SMTP with the same
// settings the shop's worker reads (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, MAIL_FROM), so
// locally it lands in the mail catcher beside the shop's own e-mails.
import nodemailer from "nodemailer";

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_IDENTITY_FROM = "Snow venues ID <id@shop.localhost>";
/** How long one attempt to reach the mail server may take, so a sign-up never hangs on it. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP settings from environment variables of the worker's names; null without SMTP_HOST (no e-mail is sent, and the
 * sign-up says so).
 * @param {Record<string, string | undefined>} env
 */
export function mailSettingsFromEnv(env = process.env) {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = env.SMTP_SECURE?.trim() || "starttls";
  if (!["tls", "starttls", "none"].includes(secure)) throw new Error(`SMTP_SECURE must be tls, starttls or none, not ${secure}`);
  const port = Number(env.SMTP_PORT || (secure === "tls" ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`SMTP_PORT must be a port number, not ${env.SMTP_PORT}`);
  return {
    host,
    port,
    secure,
    user: env.SMTP_USER?.trim() || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_IDENTITY_FROM,
  };
}

/** The provider's settings for a local mail catcher (scripts/mail-catcher.mjs), as the worker's mailVarsFor. */
export function mailSettingsFor(catcher) {
  return { host: "127.0.0.1", port: catcher.smtpPort, secure: "none", from: DEFAULT_IDENTITY_FROM };
}

/**
 * A sender of mails over SMTP: `send({ to, subject, text, html })` resolves when the server took the message and
 * rejects when it did not.
 * @param {{ host: string, port: number, secure: "tls" | "starttls" | "none", user?: string, password?: string, from: string }} settings
 */
export function smtpSender(settings) {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure === "tls",
    requireTLS: settings.secure === "starttls",
    ignoreTLS: settings.secure === "none",
    auth: settings.user ? { user: settings.user, pass: settings.password ?? "" } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    from: settings.from,
    send: (message) => transport.sendMail({ from: settings.from, ...message }),
    close: () => transport.close(),
  };
}
