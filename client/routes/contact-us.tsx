// contact-us and contact-us/{type} (general 1, birthdays 2, schools 3, company 4): the type's form from the CMS
// (ContactForm/GetContactFormByType), every field checked by the §5 rules when left and on sending, a captcha, and
// the enquiry sent once (an idempotency key; the button is disabled while sending). A failure keeps what was typed
// and says why; the reference is shown once the enquiry is stored (docs/decisions/017).
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { todayIn } from "../../shared/booking/calendar";
import {
  CONTACT_FORM_PATH,
  CONTACT_FORM_TYPE_NUMBERS,
  CONTACT_GROUP_SIZE_MAX,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ORGANISATION_MAX_LENGTH,
  CONTACT_REQUIRED_EXTRAS,
  type ContactForm,
  captchaConfigSchema,
  contactEnquiryAnswerSchema,
  contactTypeOfParam,
} from "../../shared/contact-form";
import { GUEST_FIELD_LABELS } from "../../shared/cart/guest-form";
import { countryName, sortedCountries } from "../../shared/dial-codes";
import { PageHead } from "../components/PageHead";
import { useT } from "../i18n";
import { callProvider } from "../api/api";
import {
  BODY_FIELD,
  CONTACT_FIELD_ORDER,
  type ContactField,
  type ContactValues,
  emptyContactValues,
  enquiryBodyOf,
  lastPreferredDate,
  validateContact,
} from "../content/contact-form";
import { contentOf, notFound } from "../document/page";
import { useSite } from "../layout/site-context";
import type { MountedCaptcha } from "../components/contact/altcha-widget";
import { pageTexts } from "../i18n/messages.server";
import { SHARED_PAGE } from "../document/handle";
import { isolateLtrRuns } from "../../shared/bidi";

/** The same page for every anonymous visitor of its URL: it may be kept for them (client/document/handle.ts). */
export const handle = SHARED_PAGE;

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { shop, content } = contentOf(context);
  const type = contactTypeOfParam(params.type);
  if (type === null || !shop.location) notFound();
  const form = await content.contactForm(type);
  if (!form) notFound();
  return { texts: pageTexts(context, ["contact"]), form, today: todayIn(shop.location.tenant.timeZone) };
}

const inputClass = "mt-1 w-full rounded-lg border px-3 py-2 aria-[invalid=true]:border-red-600";

type Sent = { reference: string };

export default function ContactUs() {
  const { form, today } = useLoaderData<typeof loader>();
  const t = useT();
  const site = useSite();
  return (
    <article className="mx-auto max-w-[1320px] px-4 py-12" data-testid="contact-page">
      <PageHead title={form.seo.meta_title} description={form.seo.meta_description} />
      <h1 className="text-4xl font-bold">{form.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{isolateLtrRuns(form.description)}</p>
      <nav aria-label={t("contact.types.label")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CONTACT_FORM_TYPE_NUMBERS.map((type) => (
            <li key={type}>
              <Link
                to={`${site.prefix}/contact-us/${type}`}
                aria-current={type === form.type ? "page" : undefined}
                className={`inline-block rounded-full border-2 px-4 py-2 font-semibold ${type === form.type ? "border-brand-navy bg-brand-navy text-white" : "border-brand-navy"}`}
                data-testid={`contact-type-${type}`}
              >
                {t(`contact.type.${type}` as "contact.type.1")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        {/* A new form (and a new enquiry key) for each type. */}
        <EnquiryForm key={`${site.locale}-${form.type}`} form={form} today={today} />
        <aside className="self-start rounded-2xl bg-brand-ice p-6 text-brand-slate" data-testid="contact-note">
          <p>{isolateLtrRuns(form.response_note)}</p>
        </aside>
      </div>
    </article>
  );
}

function EnquiryForm({ form, today }: { form: ContactForm; today: string }) {
  const t = useT();
  const site = useSite();
  const countries = useMemo(() => sortedCountries(site.locale), [site.locale]);
  const [values, setValues] = useState<ContactValues>(() => emptyContactValues(site.tenant.phoneRegion));
  const [shown, setShown] = useState<ReadonlySet<ContactField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  // One key per enquiry: a second click or a retry after a lost answer is the same enquiry to the worker.
  const idempotencyKey = useRef<string | null>(null);
  const captchaRef = useRef<MountedCaptcha | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  const errors: Partial<Record<ContactField, string>> = { ...validateContact(values, form, site.locale, today) };
  if (!captcha) errors.captcha = t("contact.captcha.required");
  const errorOf = (field: ContactField) => serverErrors[field] ?? (shown.has(field) ? (errors[field] ?? null) : null);
  const required = new Set<string>(CONTACT_REQUIRED_EXTRAS[form.type]);

  const change = (field: keyof ContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Errors hide while typing and come back when the field is left.
    setShown((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const leave = (field: ContactField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShown(new Set(CONTACT_FIELD_ORDER));
    setFailure(null);
    const first = CONTACT_FIELD_ORDER.find((f) => errors[f]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    setBusy(true);
    const answer = await callProvider({ tenant: site.tenant, locale: site.locale }, CONTACT_FORM_PATH.replace("/api/provider", ""), contactEnquiryAnswerSchema, {
      method: "POST",
      body: enquiryBodyOf(values, form, captcha!, idempotencyKey.current),
    });
    setBusy(false);
    if (answer.ok) {
      setSent({ reference: answer.data.reference });
      return;
    }
    // What was typed stays; the reason is said, at the field when the worker named one.
    const byField: Partial<Record<ContactField, string>> = {};
    for (const issue of answer.issues ?? []) {
      const field = BODY_FIELD[issue.field];
      if (!field || byField[field]) continue;
      const captchaKey = `contact.captcha.${issue.rule}`;
      byField[field] = field === "captcha" ? t(t.has(captchaKey) ? (captchaKey as "contact.captcha.captcha_invalid") : "contact.captcha.captcha_invalid") : issue.message;
    }
    if (byField.captcha) {
      setCaptcha(null);
      captchaRef.current?.reset();
    }
    setServerErrors(byField);
    const reason = answer.status === 503 ? t("contact.captcha.unavailable") : Object.keys(byField).length > 0 ? t("contact.fixErrors") : answer.message;
    setFailure(t("contact.failed", { reason }));
  };

  if (sent) {
    return (
      <section className="rounded-2xl border-2 border-green-700 p-6" data-testid="contact-sent" role="status">
        <h2 ref={sentHeading} tabIndex={-1} className="text-2xl font-bold">{form.success.title}</h2>
        <p className="mt-2">{isolateLtrRuns(form.success.description)}</p>
        <p className="mt-4 text-lg font-semibold" data-testid="contact-reference">
          {t("contact.reference", { reference: "" })}
          <bdi dir="ltr">{sent.reference}</bdi>
        </p>
        <button
          type="button"
          className="mt-6 rounded-full border-2 border-brand-navy px-6 py-2 font-semibold"
          onClick={() => {
            idempotencyKey.current = null;
            setCaptcha(null);
            setValues(emptyContactValues(site.tenant.phoneRegion));
            setShown(new Set());
            setSent(null);
          }}
        >
          {t("contact.sendAnother")}
        </button>
      </section>
    );
  }

  const labels = GUEST_FIELD_LABELS[site.locale];
  const field = (name: Exclude<ContactField, "captcha">, label: string, isRequired: boolean, control: (p: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true; onBlur: () => void }) => ReactNode, hint?: string) => {
    const error = errorOf(name);
    const id = `contact-${name}`;
    const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold">
          {label}
          {isRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described, "aria-required": isRequired ? true : undefined, onBlur: () => leave(name) })}
        {hint ? <p id={`${id}-hint`} className="mt-1 text-sm text-brand-slate">{hint}</p> : null}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p>
        ) : null}
      </div>
    );
  };
  const capitalised = (s: string) => (site.locale === "en" ? s.charAt(0).toUpperCase() + s.slice(1) : s);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="contact-form" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-brand-slate">{t("contact.required")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", capitalised(labels.firstName), true, (p) => (
          <input {...p} className={inputClass} value={values.firstName} onChange={(e) => change("firstName", e.target.value)} autoComplete="given-name" maxLength={60} />
        ))}
        {field("lastName", capitalised(labels.lastName), true, (p) => (
          <input {...p} className={inputClass} value={values.lastName} onChange={(e) => change("lastName", e.target.value)} autoComplete="family-name" maxLength={60} />
        ))}
      </div>
      {field("email", capitalised(labels.email), true, (p) => (
        <input {...p} type="email" dir="ltr" className={`${inputClass} text-start`} value={values.email} onChange={(e) => change("email", e.target.value)} autoComplete="email" maxLength={254} />
      ))}
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        <div>
          <label htmlFor="contact-mobileRegion" className="block font-semibold">{t("contact.mobileRegion")}</label>
          <select id="contact-mobileRegion" className={inputClass} value={values.mobileRegion} onChange={(e) => change("mobileRegion", e.target.value)} autoComplete="tel-country-code">
            {countries.map((c) => (
              <option key={c.iso2} value={c.iso2}>{`${countryName(c, site.locale)} (\u200e+${c.dialCode}\u200e)`}</option>
            ))}
          </select>
        </div>
        {field("mobile", capitalised(labels.mobile), true, (p) => (
          <input {...p} type="tel" dir="ltr" inputMode="tel" className={inputClass} value={values.mobile} onChange={(e) => change("mobile", e.target.value)} autoComplete="tel-national" maxLength={20} />
        ))}
      </div>
      {form.fields.organisation
        ? field("organisation", form.fields.organisation.label, required.has("organisation"), (p) => (
            <input {...p} className={inputClass} value={values.organisation} onChange={(e) => change("organisation", e.target.value)} autoComplete="organization" maxLength={CONTACT_ORGANISATION_MAX_LENGTH} />
          ))
        : null}
      {form.fields.group_size || form.fields.preferred_date ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {form.fields.group_size
            ? field(
                "groupSize",
                form.fields.group_size.label,
                required.has("group_size"),
                (p) => <input {...p} type="number" min={1} max={CONTACT_GROUP_SIZE_MAX} inputMode="numeric" dir="ltr" className={inputClass} value={values.groupSize} onChange={(e) => change("groupSize", e.target.value)} />,
                t("contact.groupSize.hint", { max: String(CONTACT_GROUP_SIZE_MAX) }),
              )
            : null}
          {form.fields.preferred_date
            ? field("preferredDate", form.fields.preferred_date.label, required.has("preferred_date"), (p) => (
                <input {...p} type="date" min={today} max={lastPreferredDate(today)} dir="ltr" className={inputClass} value={values.preferredDate} onChange={(e) => change("preferredDate", e.target.value)} />
              ))
            : null}
        </div>
      ) : null}
      {field("message", form.message_label, true, (p) => (
        <textarea {...p} rows={6} className={inputClass} placeholder={form.message_placeholder} value={values.message} onChange={(e) => change("message", e.target.value)} maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
      ))}
      <Captcha
        error={errorOf("captcha")}
        onChange={(payload) => {
          setCaptcha(payload);
          if (payload) setServerErrors((e) => ({ ...e, captcha: undefined }));
        }}
        mounted={captchaRef}
      />
      {failure ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="contact-failure">{failure}</p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy} data-testid="contact-submit">
          {busy ? t("contact.sending") : t("contact.submit")}
        </button>
      </div>
    </form>
  );
}

/** The captcha: its configuration from the worker, then the ALTCHA widget loaded on this page only. */
function Captcha({ error, onChange, mounted }: { error: string | null; onChange: (payload: string | null) => void; mounted: { current: MountedCaptcha | null } }) {
  const t = useT();
  const site = useSite();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    let widget: MountedCaptcha | null = null;
    (async () => {
      const config = await callProvider({ tenant: site.tenant, locale: site.locale }, "/captcha/config", captchaConfigSchema);
      // A hosted captcha's browser part is the deployment's (docs/decisions/017); this page carries the embedded one.
      if (!config.ok || config.data.kind !== "altcha") throw new Error("captcha unavailable");
      const { mountAltcha } = await import("../components/contact/altcha-widget");
      if (cancelled || !host.current) return;
      widget = await mountAltcha(host.current, {
        locale: site.locale,
        siteId: site.tenant.siteId,
        challengeUrl: config.data.challengeUrl,
        onChange: (payload) => changed.current(payload),
      });
      if (cancelled) {
        widget.destroy();
        return;
      }
      mounted.current = widget;
      setState("ready");
    })().catch(() => {
      if (!cancelled) setState("unavailable");
    });
    return () => {
      cancelled = true;
      widget?.destroy();
      mounted.current = null;
    };
  }, [site.tenant, site.locale, mounted]);

  return (
    <fieldset className="rounded-xl border p-4" aria-describedby={`contact-captcha-help${error ? " contact-captcha-error" : ""}`}>
      <legend className="px-1 font-semibold">{t("contact.captcha.label")}</legend>
      <p id="contact-captcha-help" className="mb-3 text-sm text-brand-slate">{t("contact.captcha.help")}</p>
      {/* Focus target when the captcha is the first field to fix. */}
      <div id="contact-captcha" tabIndex={-1} ref={host} data-testid="captcha-host" />
      {state === "loading" ? <p className="text-sm" role="status">{t("contact.captcha.loading")}</p> : null}
      {state === "unavailable" ? <p className="text-sm font-semibold text-red-700" role="alert" data-testid="captcha-unavailable">{t("contact.captcha.unavailable")}</p> : null}
      {error ? <p id="contact-captcha-error" className="mt-2 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p> : null}
    </fieldset>
  );
}
