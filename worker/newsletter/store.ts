// Newsletter sign-ups in D1: one statement, so a repeat (or a race of two) never makes a second row.
import type { Locale } from "../../shared/locale";

export interface NewsletterSubscription {
  siteId: number;
  locale: Locale;
  /** Already trimmed and lower-cased. */
  email: string;
  newsletterType: string;
}

/** Records the sign-up; true when it is new, false when the site already had this email on this newsletter. */
export async function subscribe(db: D1Database, sub: NewsletterSubscription): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO newsletter_subscriptions (site_id, email, newsletter_type, locale) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (site_id, email, newsletter_type) DO NOTHING`,
    )
    .bind(sub.siteId, sub.email, sub.newsletterType, sub.locale)
    .run();
  return result.meta.changes > 0;
}
