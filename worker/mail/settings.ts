// The SMTP server the shop sends its e-mails through (DESIGN decision 14): any provider's SMTP endpoint, reached from
// the worker over a TCP socket. Read from the settings once per use and checked; without SMTP_HOST no mail is sent
// (what was to be sent waits in the outbox until a server is set).
import { z } from "zod";
import { mailAddressSchema, mailNameOf } from "./safe-header";

/** How the connection is protected: implicit TLS (port 465), STARTTLS (587), or none (a local catcher only). */
export const SMTP_SECURITY = ["tls", "starttls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

export interface MailSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  credentials: { username: string; password: string } | null;
  from: { name: string; email: string };
}

export interface MailEnv {
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURE?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  MAIL_FROM?: string;
}

const hostSchema = z.string().regex(/^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]+\]$/, "SMTP_HOST is a host name or an address");

/** "Name <address>" or a bare address. */
const FROM_WITH_NAME = /^\s*(.*?)\s*<([^<>]+)>\s*$/;

export class MailSettingsError extends Error {
  override name = "MailSettingsError";
}

/** The settings, or null when no SMTP server is set; a setting that is set but wrong throws, naming it. */
export function mailSettingsOf(env: MailEnv): MailSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  if (!hostSchema.safeParse(host).success) throw new MailSettingsError("SMTP_HOST is not a host name or an address");
  const security = (env.SMTP_SECURE?.trim().toLowerCase() || "starttls") as SmtpSecurity;
  if (!SMTP_SECURITY.includes(security)) throw new MailSettingsError(`SMTP_SECURE must be one of ${SMTP_SECURITY.join(", ")}`);
  const port = Number(env.SMTP_PORT?.trim() || (security === "tls" ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new MailSettingsError("SMTP_PORT must be a port number (1-65535)");
  const username = env.SMTP_USER?.trim() ?? "";
  const password = env.SMTP_PASSWORD ?? "";
  if (Boolean(username) !== Boolean(password)) throw new MailSettingsError("SMTP_USER and SMTP_PASSWORD are set together or not at all");
  const fromSetting = env.MAIL_FROM?.trim();
  if (!fromSetting) throw new MailSettingsError("MAIL_FROM is required when SMTP_HOST is set");
  const named = FROM_WITH_NAME.exec(fromSetting);
  const email = mailAddressSchema.safeParse(named ? named[2] : fromSetting);
  if (!email.success) throw new MailSettingsError("MAIL_FROM is not an e-mail address (or Name <address>)");
  return {
    host,
    port,
    security,
    credentials: username ? { username, password } : null,
    from: { name: mailNameOf(named?.[1] ?? ""), email: email.data },
  };
}
