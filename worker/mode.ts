// The shop's two modes (DESIGN decision 13, docs/decisions/041): `demo`, the default of `npm start` and the tests
// (embedded provider, sandbox gateway, seeded demo data), and `production`, set by the deployed environments (no
// sandbox, no demo data, and every required setting present before a single request is served).
import type { Context, MiddlewareHandler } from "hono";
import { CAPTCHA_HMAC_KEY_MIN_LENGTH } from "./captcha/captcha";
import type { AppEnv, Env } from "./env";
import { log } from "./observability/log";

export const SHOP_MODES = ["demo", "production"] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

/**
 * How the guests pay: `sandbox`, the worker's own test gateway under /sandbox-pay (demo only), or `upstream`, the
 * payment page of the upstream provider at PROVIDER_API_URL, which also takes the orders.
 */
export const PAYMENT_GATEWAYS = ["sandbox", "upstream"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The settings the mode reads (the captcha's are not part of Env: worker/captcha/captcha.ts declares them). */
export type ModeEnv = Partial<Env> & {
  CAPTCHA_HMAC_KEY?: string;
  CAPTCHA_SITE_KEY?: string;
  CAPTCHA_VERSION?: string;
  CAPTCHA_SECRET_KEY?: string;
};

const set = (value: string | undefined): string => value?.trim() ?? "";

/** The mode SHOP_MODE names; unset is demo. An unknown name is a configuration problem (configurationProblems). */
export function shopModeOf(env: Pick<ModeEnv, "SHOP_MODE">): ShopMode {
  return set(env.SHOP_MODE) === "production" ? "production" : "demo";
}

/** Whether demo data (catalogue, promo codes, staff list, Fazaa cards, demo members) may be seeded. */
export function demoDataAllowed(env: Pick<ModeEnv, "SHOP_MODE">): boolean {
  return shopModeOf(env) === "demo";
}

/** The payment path: PAYMENT_GATEWAY, else (demo only) the upstream's when PROVIDER_API_URL is set, else the sandbox. */
export function paymentGatewayOf(env: Pick<ModeEnv, "PAYMENT_GATEWAY" | "PROVIDER_API_URL">): PaymentGatewayName | null {
  const named = set(env.PAYMENT_GATEWAY);
  if (named) return (PAYMENT_GATEWAYS as readonly string[]).includes(named) ? (named as PaymentGatewayName) : null;
  return set(env.PROVIDER_API_URL) ? "upstream" : "sandbox";
}

const isHttps = (value: string): boolean => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

export interface ConfigurationProblem {
  /** The setting (or settings, for a choice between two) that is missing or wrong. */
  setting: string;
  problem: string;
}

/**
 * What keeps this worker from serving in its mode. Demo needs nothing (every setting has a local default); an unknown
 * mode or payment path is refused in both modes; production needs a real payment path and every secret it signs or
 * signs in with.
 */
export function configurationProblems(env: ModeEnv): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const mode = set(env.SHOP_MODE);
  if (mode && !(SHOP_MODES as readonly string[]).includes(mode)) {
    // An unknown mode is never taken for demo: a typo in a deployment must not open the sandbox.
    problems.push({ setting: "SHOP_MODE", problem: `must be one of ${SHOP_MODES.join(", ")}` });
    return problems;
  }
  const production = mode === "production";
  const provider = set(env.PROVIDER_API_URL);
  const named = set(env.PAYMENT_GATEWAY);
  const gateway = paymentGatewayOf(env);
  if (gateway === null) problems.push({ setting: "PAYMENT_GATEWAY", problem: `must be one of ${PAYMENT_GATEWAYS.join(", ")}` });
  else if (production && !named) problems.push({ setting: "PAYMENT_GATEWAY", problem: "is required in production (upstream)" });
  else if (production && gateway === "sandbox") problems.push({ setting: "PAYMENT_GATEWAY", problem: "sandbox is for the demo mode only" });
  else if (gateway === "sandbox" && provider) problems.push({ setting: "PAYMENT_GATEWAY", problem: "sandbox pays only for the embedded provider (PROVIDER_API_URL is set)" });
  if (gateway === "upstream" && !provider) problems.push({ setting: "PROVIDER_API_URL", problem: "is required by PAYMENT_GATEWAY=upstream" });
  if (!production) return problems;

  if (provider && !isHttps(provider)) problems.push({ setting: "PROVIDER_API_URL", problem: "must be an https address" });
  const issuer = set(env.IDENTITY_ISSUER);
  if (!issuer) problems.push({ setting: "IDENTITY_ISSUER", problem: "is required in production" });
  else if (!isHttps(issuer)) problems.push({ setting: "IDENTITY_ISSUER", problem: "must be an https address" });
  if (!set(env.IDENTITY_CLIENT_SECRETS)) problems.push({ setting: "IDENTITY_CLIENT_SECRETS", problem: "is required in production" });
  if (set(env.SESSION_SECRET).length < 32) problems.push({ setting: "SESSION_SECRET", problem: "is required in production (64 hex characters)" });
  if (!set(env.OPS_TOKENS)) problems.push({ setting: "OPS_TOKENS", problem: "is required in production" });
  const hostedCaptcha = set(env.CAPTCHA_SITE_KEY) && set(env.CAPTCHA_VERSION) && set(env.CAPTCHA_SECRET_KEY);
  if (!hostedCaptcha && set(env.CAPTCHA_HMAC_KEY).length < CAPTCHA_HMAC_KEY_MIN_LENGTH) {
    problems.push({ setting: "CAPTCHA_HMAC_KEY", problem: "is required in production (or CAPTCHA_SITE_KEY, CAPTCHA_VERSION and CAPTCHA_SECRET_KEY)" });
  }
  // The confirmation e-mails are promised on every confirmed page: production sends them, over an encrypted link.
  if (!set(env.SMTP_HOST)) problems.push({ setting: "SMTP_HOST", problem: "is required in production (the confirmation e-mails)" });
  else if (set(env.SMTP_SECURE).toLowerCase() === "none") problems.push({ setting: "SMTP_SECURE", problem: "none is for a local mail catcher only (tls or starttls)" });
  if (!set(env.MAIL_FROM)) problems.push({ setting: "MAIL_FROM", problem: "is required in production (the e-mails' sender)" });
  for (const name of ["CMS_API_URL", "PRIVACY_CENTER_URL"] as const) {
    const value = set(env[name]);
    if (value && !isHttps(value)) problems.push({ setting: name, problem: "must be an https address" });
  }
  return problems;
}

/** The answer of a worker that cannot serve: names the settings (never their values). */
export function refusalText(problems: readonly ConfigurationProblem[]): string {
  return [
    "This shop is not configured, so it serves nothing.",
    "Missing or wrong settings:",
    ...problems.map((p) => `- ${p.setting} ${p.problem}`),
    "See the README, \"Deploy\", for every setting and how to set it.",
    "",
  ].join("\n");
}

/** The message of the one log line a refusing worker writes. */
export const REFUSAL_LOG_MESSAGE = "the shop refuses to serve: missing or wrong settings";

// Checked once per settings object (one per isolate in a deployment) and logged once, not at every request.
const checked = new WeakMap<object, ConfigurationProblem[]>();

function problemsOf(env: ModeEnv): ConfigurationProblem[] {
  let problems = checked.get(env);
  if (!problems) {
    problems = configurationProblems(env);
    checked.set(env, problems);
    // One JSON line like every other (with the first refused request's id), at error level whatever LOG_LEVEL says.
    if (problems.length) log("error", REFUSAL_LOG_MESSAGE, { mode: set(env.SHOP_MODE) || "demo", settings: problems });
  }
  return problems;
}

/** First middleware: every request of a worker whose settings do not fit its mode gets 503 with the settings named. */
export const refuseWhenMisconfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problems = problemsOf((c.env ?? {}) as ModeEnv);
  if (problems.length) return c.text(refusalText(problems), 503, { "Cache-Control": "no-store", "Retry-After": "300" });
  await next();
};

/** The sandbox gateway's pages and calls exist in the demo mode only; in production they are not there at all. */
export const demoOnly: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
  if (!demoDataAllowed(c.env ?? {})) return c.text("Not found", 404);
  await next();
};
