// Types of provider.mjs for TypeScript callers (vitest.config.ts).
export declare const ACCESS_TOKEN_TTL_SECONDS: number;
export declare const REFRESH_TOKEN_TTL_SECONDS: number;

export interface IdentityProvider {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  issuer: string;
  port: number;
  server: import("node:http").Server;
  close(): Promise<void>;
}

export declare function startIdentityProvider(options: {
  /** 0 takes a free port. */
  port: number;
  host?: string;
  shopOrigins: string[];
  /** Keeps the signing key and the accounts there; memory when absent. */
  stateDir?: string;
  /** Lets the process exit while the provider runs. */
  unref?: boolean;
  /** SMTP settings of the verification e-mails (scripts/identity/mail.mjs); none are sent without them. */
  mail?: IdentityMailSettings | null;
}): Promise<IdentityProvider>;

export interface IdentityMailSettings {
  host: string;
  port: number;
  secure: "tls" | "starttls" | "none";
  user?: string;
  password?: string;
  from: string;
}
export declare const VERIFY_EMAIL_PATH: string;
