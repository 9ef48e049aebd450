// The frame of every booking step: page title, the steps with the current one marked, a working state and the
// error notice (role="alert") the steps show when a call fails.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoaderDots } from "../Loader";
import { PageHead } from "../PageHead";
import { useSite } from "../../layout/site-context";
import { type MessageKey, useT } from "../../i18n";

export const CHECKOUT_STEPS = ["tickets", "activity", "addOns", "details", "payment"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const STEP_KEYS: Record<CheckoutStep, MessageKey> = {
  tickets: "checkout.step.tickets",
  activity: "checkout.step.activity",
  addOns: "checkout.step.addOns",
  details: "checkout.step.details",
  payment: "checkout.step.payment",
};

export function CheckoutShell({ step, title, children, testId }: { step: CheckoutStep; title: string; children: ReactNode; testId: string }) {
  const t = useT();
  const site = useSite();
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <article className="mx-auto max-w-[1120px] px-4 py-10" data-testid={testId}>
      <PageHead title={title} description={t("checkout.metaDescription", { venue: site.siteConfig?.title ?? site.tenant.name[site.locale] })} />
      <nav aria-label={t("checkout.steps")}>
        <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {CHECKOUT_STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === current ? "step" : undefined}
              className={i === current ? "font-bold text-brand-navy" : i < current ? "text-brand-navy" : "text-brand-slate"}
            >
              <span aria-hidden="true" className="me-1">{i + 1}.</span>
              {t(STEP_KEYS[s])}
              {i === current ? <span className="sr-only"> {t("checkout.stepCurrent")}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </article>
  );
}

export function Working({ label }: { label?: string }) {
  const t = useT();
  return <LoaderDots label={label ?? t("checkout.working")} />;
}

/** A failure the guest must see: announced at once, with a way on (a link back or a retry). */
export function ErrorNotice({ message, link, onRetry, testId = "checkout-error" }: { message: string; link?: { href: string; label: string }; onRetry?: () => void; testId?: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800" data-testid={testId}>
      <p className="font-semibold">{message}</p>
      {link || onRetry ? (
        <p className="mt-3 flex flex-wrap gap-4">
          {link ? (
            <Link to={link.href} className="font-semibold underline">
              {link.label}
            </Link>
          ) : null}
          {onRetry ? (
            <button type="button" onClick={onRetry} className="font-semibold underline">
              {t("checkout.retry")}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
