// Zod without its compiled fast path, set before any schema is built: the fast path compiles parsers with
// `new Function`, which the page's Content-Security-Policy forbids, and zod's probe for it (a caught `Function("")`) is
// still reported as a CSP violation. `config({ jitless: true })` is zod's documented switch for this (`z.config`),
// imported from zod's core module, the one that owns the setting, so the page does not load the schema library with it.
// The worker is unaffected: zod already skips the probe on Cloudflare's runtime.
import { config } from "zod/v4/core";

config({ jitless: true });
