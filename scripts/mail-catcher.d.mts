// Types of mail-catcher.mjs for TypeScript callers (vitest.config.ts).
export interface CaughtMail {
  id: number;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  from: string;
  to: string;
  subject: string;
  messageId: string | null;
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: { index: number; filename: string | null; contentType: string; size: number }[];
}

export interface MailCatcher {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** The web inbox, e.g. http://localhost:1080. */
  readonly url: string;
  mails(): CaughtMail[];
  close(): Promise<unknown>;
}

export declare function startMailCatcher(options?: {
  host?: string;
  /** 0 takes a free port. */
  smtpPort?: number;
  httpPort?: number;
  quiet?: boolean;
  /** Lets the process exit while the catcher runs. */
  unref?: boolean;
}): Promise<MailCatcher>;
