// Types of clients.mjs for TypeScript callers (vitest.config.ts).
export declare const MAFID_AUDIENCE: "mafid";
export declare const MAFID_RESOURCE: string;
export declare const CLIENT_SCOPE: string;
export declare const DEV_CLIENT_SECRETS: Record<"snow-venues-web" | "snow-abu-dhabi-web" | "snow-oman-web", string>;
export declare function clientSecretsVar(secrets?: Record<string, string>): string;
export declare function shopClients(shopOrigins: string[], secrets?: Record<string, string>): Record<string, unknown>[];
