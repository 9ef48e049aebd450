// The captcha seam of the contact form (content-and-account §5 "Captcha needs a site key and a version", §8, docs/
// decisions/017): by default a self-hosted proof of work (ALTCHA: challenges signed with an HMAC key, solved in the
// browser, checked here), with no outside service; a deployment that sets a site key and a version uses a hosted
// captcha (reCAPTCHA's siteverify) instead. A solution is accepted once: the caller records its challenge's
// signature with the enquiry in one transaction (captcha_solutions_used).
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge, Payload } from "altcha-lib/types";
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_ERRORS, type CaptchaConfig } from "../../shared/contact-form";

/** The captcha's settings (vars and secrets of the worker). */
export interface CaptchaEnv {
  /** Secret: the HMAC key that signs ALTCHA challenges (at least 32 characters); a development one is in .dev.vars.example. */
  CAPTCHA_HMAC_KEY?: string;
  /** PBKDF2 iterations per attempt (default CAPTCHA_DEFAULT_COST); the browser tests set a low one. */
  CAPTCHA_COST?: string;
  /** Highest counter a challenge hides (default CAPTCHA_DEFAULT_MAX_COUNTER): the browser tries up to this many keys. */
  CAPTCHA_MAX_COUNTER?: string;
  /** A hosted captcha: its site key and version ("v2" or "v3"), and the secret its verification takes. */
  CAPTCHA_SITE_KEY?: string;
  CAPTCHA_VERSION?: string;
  CAPTCHA_SECRET_KEY?: string;
}

export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
/** About a second of work in a phone's browser with the widget's workers; a script sending thousands pays for each. */
export const CAPTCHA_DEFAULT_COST = 1000;
export const CAPTCHA_DEFAULT_MAX_COUNTER = 4000;
/** A challenge is good for 20 minutes: time to fill in the form after ticking the box. */
export const CAPTCHA_CHALLENGE_TTL_SECONDS = 20 * 60;
export const CAPTCHA_HMAC_KEY_MIN_LENGTH = 32;
/** reCAPTCHA v3 scores below this are refused. */
export const HOSTED_CAPTCHA_MIN_SCORE = 0.5;
export const HOSTED_CAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** Why a captcha answer was refused: the rule named on the captcha field of the 400. */
export type CaptchaRefusal = "captcha_invalid" | "captcha_expired" | "captcha_replayed";

export type CaptchaCheck =
  | { ok: true; /** The key recorded as used, with the time it may be forgotten. */ usedKey: string; expiresAtMs: number }
  | { ok: false; rule: CaptchaRefusal; message: string };

/** A captcha the shop cannot use as configured (a missing key or version): the spec's words. */
export class CaptchaUnavailableError extends Error {}

export interface CaptchaSeam {
  config(): CaptchaConfig;
  /** A new ALTCHA challenge (the hosted captcha makes its own). */
  challenge(nowMs: number): Promise<Challenge>;
  check(answer: string, nowMs: number): Promise<CaptchaCheck>;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const INVALID: CaptchaCheck = { ok: false, rule: "captcha_invalid", message: "the captcha answer is not valid; please solve the captcha again" };

/** The payload the widget puts in its form field: base64 of {challenge, solution}. */
function payloadOf(answer: string): Payload | null {
  try {
    const value = JSON.parse(atob(answer)) as Payload;
    if (typeof value !== "object" || value === null || typeof value.challenge !== "object" || typeof value.solution !== "object") return null;
    if (typeof value.challenge?.signature !== "string" || typeof value.challenge?.parameters !== "object") return null;
    return value;
  } catch {
    return null;
  }
}

function altchaSeam(hmacKey: string, env: CaptchaEnv): CaptchaSeam {
  const cost = positiveInt(env.CAPTCHA_COST, CAPTCHA_DEFAULT_COST);
  const maxCounter = positiveInt(env.CAPTCHA_MAX_COUNTER, CAPTCHA_DEFAULT_MAX_COUNTER);
  // The derived key's own signature takes a second key, derived from the first, so one secret configures both.
  const keySecret = `${hmacKey}:derived-key`;
  return {
    config: () => ({ kind: "altcha", challengeUrl: CAPTCHA_CHALLENGE_PATH }),
    challenge: (nowMs) =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost,
        counter: randomInt(maxCounter, Math.min(Math.ceil(maxCounter / 4), maxCounter)),
        deriveKey,
        expiresAt: Math.floor(nowMs / 1000) + CAPTCHA_CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
    async check(answer, nowMs) {
      const payload = payloadOf(answer);
      if (!payload) return INVALID;
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySecret });
      } catch {
        return INVALID;
      }
      if (result.expired) return { ok: false, rule: "captcha_expired", message: "the captcha has expired; please solve it again" };
      if (!result.verified) return INVALID;
      const expiresAt = payload.challenge.parameters.expiresAt;
      // Without an expiry the challenge was not made here (every challenge of this seam has one).
      if (typeof expiresAt !== "number") return INVALID;
      return { ok: true, usedKey: payload.challenge.signature!, expiresAtMs: Math.max(expiresAt * 1000, nowMs) };
    },
  };
}

function hostedSeam(siteKey: string, version: string, secret: string | undefined): CaptchaSeam {
  return {
    config: () => ({ kind: "hosted", siteKey, version }),
    challenge: async () => {
      throw new CaptchaUnavailableError("a hosted captcha makes its own challenges");
    },
    async check(answer, nowMs) {
      if (!secret) throw new CaptchaUnavailableError(CAPTCHA_ERRORS.noKey);
      const response = await fetch(HOSTED_CAPTCHA_VERIFY_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret, response: answer }),
      }).catch(() => null);
      if (!response?.ok) throw new CaptchaUnavailableError(CAPTCHA_ERRORS.execute);
      const body = (await response.json().catch(() => null)) as { success?: boolean; score?: number; "error-codes"?: string[] } | null;
      if (body?.["error-codes"]?.includes("timeout-or-duplicate")) return { ok: false, rule: "captcha_replayed", message: "this captcha answer was already used" };
      if (!body?.success) return INVALID;
      if (version === "v3" && typeof body.score === "number" && body.score < HOSTED_CAPTCHA_MIN_SCORE) return INVALID;
      // The hosted service refuses a token twice itself; the shop also keeps it for two minutes (its lifetime).
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(answer));
      const key = `hosted:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
      return { ok: true, usedKey: key, expiresAtMs: nowMs + 120_000 };
    },
  };
}

/**
 * The captcha this worker uses: hosted when a site key or a version is set (both are needed: "No key provided",
 * "No version provided"), else ALTCHA with the HMAC key. Without either the contact form cannot be sent, and says so.
 */
export function captchaOf(env: CaptchaEnv): CaptchaSeam {
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  const version = env.CAPTCHA_VERSION?.trim();
  if (siteKey || version) {
    if (!siteKey) throw new CaptchaUnavailableError(CAPTCHA_ERRORS.noKey);
    if (!version) throw new CaptchaUnavailableError(CAPTCHA_ERRORS.noVersion);
    return hostedSeam(siteKey, version, env.CAPTCHA_SECRET_KEY?.trim());
  }
  const hmacKey = env.CAPTCHA_HMAC_KEY?.trim();
  if (!hmacKey || hmacKey.length < CAPTCHA_HMAC_KEY_MIN_LENGTH) throw new CaptchaUnavailableError(CAPTCHA_ERRORS.noKey);
  return altchaSeam(hmacKey, env);
}
