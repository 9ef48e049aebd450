// Zod without its compiled fast path, set before any schema is built: the fast path compiles parsers with
// `new Function`, which the page's Content-Security-Policy forbids, and zod's probe for it (a caught `Function("")`)
// is still reported as a CSP violation. Zod keeps its configuration on `globalThis.__zod_globalConfig` (what
// `z.config()` changes); writing it there sets the same option without loading zod's code with the home page.
// The worker is unaffected: zod already skips the probe on Cloudflare's runtime.
import type { $ZodConfig } from "zod/v4/core";

const holder = globalThis as { __zod_globalConfig?: $ZodConfig };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
