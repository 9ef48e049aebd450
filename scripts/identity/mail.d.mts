// Types of mail.mjs for TypeScript callers (vitest.config.ts).
import type { IdentityMailSettings } from "./provider.mjs";

export declare const DEFAULT_IDENTITY_FROM: string;
export declare function mailSettingsFromEnv(env?: Record<string, string | undefined>): IdentityMailSettings | null;
export declare function mailSettingsFor(catcher: { smtpPort: number }): IdentityMailSettings;
