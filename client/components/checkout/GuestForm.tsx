// The guest form of personal-details (booking-and-checkout §3 guest info, §5 rules via shared/cart/guest-form.ts):
// errors appear when a field is left (hidden while typing), every error on submit with the first invalid field focused.
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { countryName, sortedCountries } from "../../../shared/dial-codes";
import { GUEST_TITLES } from "../../../shared/contract/orders";
import {
  GUEST_TITLE_LABELS,
  type GuestField,
  type GuestFormValues,
  validateGuestForm,
} from "../../../shared/cart/guest-form";
import type { GuestInfo } from "../../../shared/cart/state";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";

/** Field order: the first invalid one in this order gets the focus on submit. */
export const GUEST_FIELD_ORDER: readonly GuestField[] = ["title", "firstName", "lastName", "email", "mobileRegion", "mobile", "countryOfResidence", "terms"];

export function initialGuestValues(info: GuestInfo | null, defaultRegion: string): GuestFormValues {
  return {
    title: info?.title ?? "",
    firstName: info?.firstName ?? "",
    lastName: info?.lastName ?? "",
    email: info?.email ?? "",
    mobileRegion: info?.mobileDetails.regionCode ?? defaultRegion,
    mobile: info?.mobileDetails.significantMobileNumber ?? "",
    countryOfResidence: info?.country_of_residence ?? "",
    terms: false,
  };
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: Partial<Record<GuestField, string>>): GuestField | null {
  return GUEST_FIELD_ORDER.find((f) => errors[f]) ?? null;
}

const inputClass = "mt-1 w-full rounded-lg border px-3 py-2 aria-[invalid=true]:border-red-600";

export function GuestForm({
  initial,
  busy,
  onSubmit,
  submitError,
  staffEmail = null,
  emailReadOnly = false,
}: {
  initial: GuestFormValues;
  busy: boolean;
  onSubmit: (values: GuestFormValues) => void;
  submitError: string | null;
  /** The staff e-mail of an applied staff discount: the guest's e-mail must be it, said on the e-mail field. */
  staffEmail?: string | null;
  /** A signed-in member's e-mail is their account's (changed where they sign in): shown, not edited. */
  emailReadOnly?: boolean;
}) {
  const t = useT();
  const site = useSite();
  const [values, setValues] = useState<GuestFormValues>(initial);
  const [shown, setShown] = useState<ReadonlySet<GuestField>>(new Set());
  const countries = useMemo(() => sortedCountries(site.locale), [site.locale]);
  const errors = validateGuestForm(values, site.locale, { staffEmail });
  const errorOf = (field: GuestField) => (shown.has(field) ? (errors[field] ?? null) : null);

  const change = <K extends GuestField>(field: K, value: GuestFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Errors hide while the guest is typing and come back when the field is left.
    setShown((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
  };
  const leave = (field: GuestField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShown(new Set(GUEST_FIELD_ORDER));
    const first = firstInvalidField(errors);
    if (first) {
      document.getElementById(`guest-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (name: GuestField, label: string, control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; onBlur: () => void }) => ReactNode) => {
    const error = errorOf(name);
    const id = `guest-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold">{label}</label>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, onBlur: () => leave(name) })}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const anyShownError = GUEST_FIELD_ORDER.some((f) => errorOf(f));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="guest-form" aria-describedby="guest-intro">
      <p id="guest-intro" className="text-brand-slate">{t("checkout.guest.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        {field("title", t("checkout.guest.titleField"), (p) => (
          <select {...p} className={inputClass} value={values.title} onChange={(e) => change("title", e.target.value)} autoComplete="honorific-prefix">
            <option value="">{t("checkout.guest.chooseTitle")}</option>
            {GUEST_TITLES.map((title) => (
              <option key={title} value={title}>{GUEST_TITLE_LABELS[site.locale][title]}</option>
            ))}
          </select>
        ))}
        {field("firstName", t("checkout.guest.firstName"), (p) => (
          <input {...p} className={inputClass} value={values.firstName} onChange={(e) => change("firstName", e.target.value)} autoComplete="given-name" maxLength={60} />
        ))}
        {field("lastName", t("checkout.guest.lastName"), (p) => (
          <input {...p} className={inputClass} value={values.lastName} onChange={(e) => change("lastName", e.target.value)} autoComplete="family-name" maxLength={60} />
        ))}
      </div>
      {field("email", t("checkout.guest.email"), (p) => (
        <input {...p} type="email" dir="ltr" className={`${inputClass} text-start ${emailReadOnly ? "bg-brand-ice" : ""}`} value={values.email} readOnly={emailReadOnly} onChange={(e) => change("email", e.target.value)} autoComplete="email" maxLength={254} />
      ))}
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        {/* Each dial code is isolated left-to-right, so "+971" reads the same in Arabic. */}
        {field("mobileRegion", t("checkout.guest.countryCode"), (p) => (
          <select {...p} className={inputClass} value={values.mobileRegion} onChange={(e) => change("mobileRegion", e.target.value)} autoComplete="tel-country-code">
            {countries.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {`${countryName(c, site.locale)} (\u200e+${c.dialCode}\u200e)`}
              </option>
            ))}
          </select>
        ))}
        {field("mobile", t("checkout.guest.mobile"), (p) => (
          <input {...p} type="tel" dir="ltr" inputMode="tel" className={inputClass} value={values.mobile} onChange={(e) => change("mobile", e.target.value)} autoComplete="tel-national" maxLength={20} />
        ))}
      </div>
      {field("countryOfResidence", t("checkout.guest.residence"), (p) => (
        <select {...p} className={inputClass} value={values.countryOfResidence} onChange={(e) => change("countryOfResidence", e.target.value)} autoComplete="country">
          <option value="">{t("checkout.guest.chooseCountry")}</option>
          {countries.map((c) => (
            <option key={c.iso2} value={c.iso2}>{countryName(c, site.locale)}</option>
          ))}
        </select>
      ))}
      <div>
        <div className="flex items-start gap-3">
          <input
            id="guest-terms"
            type="checkbox"
            className="mt-1 h-5 w-5"
            checked={values.terms}
            onChange={(e) => {
              change("terms", e.target.checked);
              leave("terms");
            }}
            onBlur={() => leave("terms")}
            aria-invalid={errorOf("terms") ? true : undefined}
            aria-describedby={errorOf("terms") ? "guest-terms-error" : undefined}
          />
          <label htmlFor="guest-terms">
            {t("checkout.guest.agreement")}{" "}
            (<Link to={`${site.prefix}/terms-conditions`} className="underline" target="_blank">{t("checkout.guest.terms")}</Link>
            {site.locale === "ar" ? "،" : ","}{" "}
            <Link to={`${site.prefix}/privacy-policy`} className="underline" target="_blank">{t("checkout.guest.privacy")}</Link>)
          </label>
        </div>
        {errorOf("terms") ? (
          <p id="guest-terms-error" className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{errorOf("terms")}</p>
        ) : null}
      </div>
      {anyShownError ? <p className="sr-only" role="status">{t("checkout.guest.fixErrors")}</p> : null}
      {submitError ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="guest-submit-error">{submitError}</p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy} data-testid="guest-submit">
          {busy ? t("checkout.working") : t("checkout.guest.submit")}
        </button>
      </div>
    </form>
  );
}
