// POST /api/newsletter: validates a sign-up and records it once per site, email and newsletter (content-and-account §7).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { type FieldIssue, fieldIssues, jsonBodyOf } from "../validation";
import { type NewsletterAnswer, newsletterBodySchema, newsletterHeadersSchema } from "./schema";
import { subscribe } from "./store";

/** A sign-up body is a few hundred bytes; anything far larger is refused before parsing. */
export const NEWSLETTER_BODY_LIMIT_BYTES = 4 * 1024;

export const newsletterRouter = new Hono<AppEnv>();

newsletterRouter.post(
  "/",
  bodyLimit({
    maxSize: NEWSLETTER_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json({ error: "invalid_request", issues: [{ field: "(body)", rule: "max_size", message: `body may not exceed ${NEWSLETTER_BODY_LIMIT_BYTES} bytes` }] }, 413),
  }),
  async (c) => {
    const issues: FieldIssue[] = [];

    const headers = newsletterHeadersSchema.safeParse({ "site-id": c.req.header("site-id"), lang: c.req.header("lang") });
    if (!headers.success) issues.push(...fieldIssues(headers.error));

    const raw = await jsonBodyOf(c);
    if (!raw.ok) return c.json({ error: "invalid_request", issues: [...issues, raw.issue] }, 400);
    const body = newsletterBodySchema.safeParse(raw.value);
    if (!body.success) issues.push(...fieldIssues(body.error));

    if (!headers.success || !body.success) return c.json({ error: "invalid_request", issues }, 400);

    const { email, newsletter_type } = body.data;
    const created = await subscribe(c.env.DB, { siteId: headers.data["site-id"].siteId, locale: headers.data.lang, email, newsletterType: newsletter_type });
    const answer: NewsletterAnswer = { email, newsletter_type, status: created ? "subscribed" : "already_subscribed" };
    return c.json(answer, 200);
  },
);
