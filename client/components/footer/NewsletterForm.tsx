// Newsletter sign-up (content-and-account §5, §7, §8): the shared email rule on blur, POST /api/newsletter, toasts.
import { useId, useState } from "react";
import type { FooterContent } from "../../../shared/cms";
import { DEFAULT_NEWSLETTER_TYPE, EMAIL_MAX_LENGTH, type EmailRule, normaliseEmail, validateEmail } from "../../../shared/validation";
import { escapeMarkup } from "../../../shared/text";
import { trackNewsletterSignup } from "../../analytics/chrome-events";
import { type Translate, useT } from "../../i18n";
import { callApi } from "../../api/api";
import { useLayout } from "../../layout/layout-store";
import { useSite } from "../../layout/site-context";

type NewsletterContent = FooterContent["main_footer"]["newsletter"];

function errorText(rule: EmailRule, t: Translate): string {
  const field = t("field.email");
  if (rule === "required") return t("validation.required", { field });
  if (rule === "max") return t("validation.max", { field, count: EMAIL_MAX_LENGTH });
  return t("validation.email");
}



export function NewsletterForm({ content }: { content: NewsletterContent }) {
  const t = useT();
  const { tenant, locale } = useSite();
  const showToast = useLayout((s) => s.showToast);
  const [email, setEmail] = useState("");
  // Errors show once the visitor leaves the field (or tries to join) and hide again while they type.
  const [errorShown, setErrorShown] = useState(false);
  const [loading, setLoading] = useState(false);
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const failure = validateEmail(email);
  const joined = joinedEmail !== null && joinedEmail === normaliseEmail(email);
  const error = errorShown && failure ? errorText(failure.rule, t) : null;

  async function join(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (failure) return setErrorShown(true);
    if (loading || joined) return;
    const address = email.trim();
    setLoading(true);
    // The answer's schema loads with the first sign-up, not with the page (the schema library stays off the first load).
    const { NEWSLETTER_PATH, newsletterAnswerSchema } = await import("../../../shared/contract/newsletter");
    const answer = await callApi({ tenant, locale }, NEWSLETTER_PATH, newsletterAnswerSchema, {
      method: "POST",
      body: { email: address, newsletter_type: DEFAULT_NEWSLETTER_TYPE },
    });
    setLoading(false);
    if (answer.ok) {
      setJoinedEmail(normaliseEmail(address));
      trackNewsletterSignup(DEFAULT_NEWSLETTER_TYPE);
      showToast({ type: "green", text: `${escapeMarkup(content.community_description)} <strong>${escapeMarkup(content.joined_text)}</strong>` });
    } else {
      // The contract's words in the page's language: the generic message, or why (too many attempts).
      showToast({ type: "red", text: escapeMarkup(answer.message) });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="text-xl font-bold">
        {content.title}
      </h2>
      {content.description ? (
        <p className="mt-2 text-sm text-white/80">
          {content.description}
        </p>
      ) : null}
      <form noValidate onSubmit={join} className="mt-5" aria-busy={loading}>
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold">
          {t("footer.newsletterEmail")}
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            // Addresses read left to right; an empty field keeps the page's direction for the placeholder.
            dir={email ? "ltr" : undefined}
            placeholder={content.placeholder}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrorShown(false);
            }}
            onBlur={() => setErrorShown(true)}
            onKeyDown={(e) => {
              // A disabled Join blocks implicit submission; Enter still explains why.
              if (e.key === "Enter" && failure) setErrorShown(true);
            }}
            aria-invalid={error ? true : false}
            aria-describedby={error ? errorId : undefined}
            data-testid="newsletter-email"
            className={`newsletter-input ${
              error ? "border-red-400" : "border-transparent"
            }`}
          />
          <button
            type="submit"
            disabled={Boolean(failure) || loading || joined}
            data-testid="newsletter-submit"
            className={`newsletter-button ${
              joined ? "bg-green-700 text-white" : "bg-brand-yellow text-brand-navy hover:brightness-95 disabled:bg-white/15 disabled:text-white/60"
            }`}
          >
            {joined ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                <path d="m5 12.5 4.5 4.5L19 7.5" />
              </svg>
            ) : null}
            {loading ? t("footer.joining") : joined ? content.joined_text : content.cta_title || t("footer.join")}
          </button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-red-300" data-testid="newsletter-error">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
