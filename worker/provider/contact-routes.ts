// The contact form's provider calls (content-and-account §7 /contact-form, docs/decisions/017): the captcha's
// configuration and challenges, and POST /contact-form storing an enquiry in the embedded provider. The order of the
// checks keeps "nothing written" for bad input: the body first, then a repeat of the same enquiry, the client's
// rate limit, the captcha, and the enquiry with its captcha solution in one transaction.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { todayIn } from "../../shared/booking/calendar";
import { type ContactEnquiry, contactEnquiryBodySchema } from "../../shared/contact-form";
import { type CaptchaEnv, CaptchaUnavailableError, captchaOf } from "../captcha/captcha";
import { enquiryByKey, storeEnquiry } from "../contact/store";
import { refusal } from "../orders/answers";
import { RATE_RULES, type RateRule, clientKeyOf, takeEvent } from "../rate-limit";
import { invalidRequest, valid } from "../validation";
import type { Clock, ProviderEnv } from "./env";

/** Enquiries per client: a family or a school office sends a few; a script sending hundreds is held. */
export const CONTACT_FORM_RATE: RateRule = RATE_RULES.contactForm;

const NO_STORE = { "Cache-Control": "private, no-store" };

type Ctx = Context<ProviderEnv>;

function unavailable(c: Ctx, error: CaptchaUnavailableError) {
  return c.json({ error: "captcha_unavailable", message: error.message }, 503, NO_STORE);
}

export function createContactRoutes(clock: Clock = () => new Date()): Hono<ProviderEnv> {
  const router = new Hono<ProviderEnv>();
  const captcha = (c: Ctx) => captchaOf(c.env as unknown as CaptchaEnv);

  router.get("/captcha/config", (c) => {
    try {
      return c.json(captcha(c).config(), 200, NO_STORE);
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) return unavailable(c, error);
      throw error;
    }
  });

  router.get("/captcha/challenge", async (c) => {
    try {
      return c.json(await captcha(c).challenge(clock().getTime()), 200, NO_STORE);
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) return unavailable(c, error);
      throw error;
    }
  });

  // The body's dates are checked against the venue's today.
  const validBody: MiddlewareHandler<ProviderEnv> = (c, next) =>
    valid("json", contactEnquiryBodySchema(todayIn(c.get("providerTenant").timeZone, clock())))(c as never, next);

  router.post("/contact-form", validBody, async (c) => {
    const tenant = c.get("providerTenant");
    const locale = c.get("providerLocale");
    const enquiry = (c.req as unknown as { valid: (t: "json") => ContactEnquiry }).valid("json");
    const db = c.env.DB;

    // A repeat of an enquiry already stored (a double click, a retry after a lost answer): the same answer.
    const earlier = await enquiryByKey(db, tenant.siteId, enquiry.idempotency_key);
    if (earlier) return c.json(earlier, 200, NO_STORE);

    const nowMs = clock().getTime();
    const allowed = await takeEvent(c.env, CONTACT_FORM_RATE, clientKeyOf(c.req.raw.headers), nowMs);
    if (!allowed.ok) {
      const refused = refusal("tooManyRequests", locale, [], { "Retry-After": String(allowed.retryAfter), ...NO_STORE });
      return c.json(refused.body as object, refused.status as 429, refused.headers);
    }

    let check;
    try {
      check = await captcha(c).check(enquiry.captcha, nowMs);
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) return unavailable(c, error);
      throw error;
    }
    if (!check.ok) return invalidRequest(c, [{ field: "captcha", rule: check.rule, message: `captcha: ${check.message}` }]);

    const outcome = await storeEnquiry(db, { siteId: tenant.siteId, locale, enquiry, captchaKey: check.usedKey, captchaExpiresAtMs: check.expiresAtMs, nowMs });
    if (outcome.kind === "captcha_used") {
      return invalidRequest(c, [{ field: "captcha", rule: "captcha_replayed", message: "captcha: this captcha answer was already used; please solve the captcha again" }]);
    }
    return c.json(outcome.receipt, outcome.kind === "stored" ? 201 : 200, NO_STORE);
  });

  return router;
}
