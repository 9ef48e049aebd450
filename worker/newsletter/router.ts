// POST /api/newsletter: validates a sign-up and records it once per site, email and newsletter (content-and-account §7).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { valid } from "../validation";
import { type NewsletterAnswer, newsletterBodySchema } from "../../shared/contract/newsletter";
import { newsletterHeadersSchema } from "./schema";
import { subscribe } from "./store";

export const newsletterRouter = new Hono<AppEnv>();

newsletterRouter.post("/", valid("header", newsletterHeadersSchema), valid("json", newsletterBodySchema), async (c) => {
  const headers = c.req.valid("header");
  const { email, newsletter_type } = c.req.valid("json");
  const created = await subscribe(c.env.DB, { siteId: headers["site-id"].siteId, locale: headers.lang, email, newsletterType: newsletter_type });
  const answer: NewsletterAnswer = { email, newsletter_type, status: created ? "subscribed" : "already_subscribed" };
  return c.json(answer, 200);
});
