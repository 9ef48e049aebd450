// accounts/profile/personal-details: the member's details (title, names, date of birth, nationality, residence and
// mobile with its country code), prefilled from POST info/user (a query of the account pages) and saved with POST
// info/apply, after which the member's data is asked again. Errors show when a field is left (the first under the
// field, aria-invalid and aria-describedby), all of them on submit; the server's 400 issues go on their fields; a save
// in flight is not sent twice. The e-mail is changed where the member signs in.
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { shopContext } from "../../../shared/request-context";
import { pageTexts } from "../../i18n/messages.server";
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from "react";
import type { MemberInformation } from "../../../shared/contract/member-schemas";
import { MEMBER_TITLES } from "../../../shared/contract/members";
import { todayIn } from "../../../shared/booking/calendar";
import { countryName, sortedCountries } from "../../../shared/dial-codes";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { AccountQueries, failureOf, useMemberInformation, useProfileSaved } from "../../account/account-queries";
import { applyMemberInformation } from "../../member/member-calls";
import { memberGuardThenServer, useRequiredMember } from "../../member/member-only";
import {
  PROFILE_FIELD_ORDER,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  TITLE_LABELS,
  applyRequestOf,
  errorsOfIssues,
  firstProfileError,
  profileValuesOf,
  validateProfile,
} from "../../account/profile-form";
import { useSite } from "../../layout/site-context";

/** Rendered on the server with the member's details (one document); a navigation in the app asks the same loader. */
export async function loader({ context }: LoaderFunctionArgs) {
  const reads = context.get(shopContext).memberReads;
  return {
    texts: pageTexts(context, ["account"], ["route.accounts.profile.personal-details"]),
    information: { data: (await reads?.information()) ?? null, at: Date.now() },
  };
}
export const clientLoader = memberGuardThenServer<Awaited<ReturnType<typeof loader>>>;

export default function PersonalDetails() {
  return (
    <AccountQueries>
      <PersonalDetailsPage />
    </AccountQueries>
  );
}

function PersonalDetailsPage() {
  const t = useT();
  const member = useRequiredMember();
  const { information: fromServer } = useLoaderData<typeof loader>();
  const information = useMemberInformation(member, fromServer);
  const saved = useProfileSaved(member);
  const info = information.data ?? null;
  // A failed refetch keeps the details already shown (and the member's edits); the error shows only when there are
  // none, and gives way to the loader while another try is under way.
  const failure = !info && information.isError && !information.isFetching ? failureOf(information.error) : null;
  const failedMessage = failure ? (isOutage(failure) || !failure.message ? t("account.profile.loadFailed") : failure.message) : null;

  const title = t("route.accounts.profile.personal-details");
  return (
    <AccountShell title={title} testId="personal-details-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.profile.intro")}</p>
      <div className="mt-8 max-w-[720px]">
        {!info && !failure ? <LoaderDots label={t("common.loading")} /> : null}
        {failure ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5" data-testid="profile-load-error">
            <p className="font-semibold text-red-800">{failedMessage}</p>
            <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={() => void information.refetch()}>
              {t("account.dashboard.retry")}
            </button>
          </div>
        ) : null}
        {info ? <ProfileForm info={info} onSaved={saved} /> : null}
      </div>
    </AccountShell>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600";

function ProfileForm({ info, onSaved }: { info: MemberInformation; onSaved: (info: MemberInformation) => void }) {
  const t = useT();
  const site = useSite();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(info, site.tenant.phoneRegion));
  const [shown, setShown] = useState<ReadonlySet<ProfileField>>(new Set());
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ kind: "saved" } | { kind: "failed"; message: string } | null>(null);
  const inFlight = useRef(false);
  const countries = useMemo(() => sortedCountries(site.locale), [site.locale]);
  const today = todayIn(site.tenant.timeZone);
  const errors = validateProfile(values, site.locale, today);
  const errorOf = (field: ProfileField) => serverErrors[field] ?? (shown.has(field) ? (errors[field] ?? null) : null);

  const change = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setStatus(null);
    // Errors hide while the member is typing and come back when the field is left.
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setShown((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
  };
  const leave = (field: ProfileField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double click saves once.
    if (inFlight.current) return;
    setShown(new Set(PROFILE_FIELD_ORDER));
    setStatus(null);
    const first = firstProfileError(errors);
    const request = applyRequestOf(values, today);
    if (first || !request) {
      if (first) document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const result = await applyMemberInformation({ tenant: site.tenant, locale: site.locale }, request);
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      setServerErrors({});
      setShown(new Set());
      setValues(profileValuesOf(result.data, site.tenant.phoneRegion));
      setStatus({ kind: "saved" });
      onSaved(result.data);
      return;
    }
    const onFields = result.issues ? errorsOfIssues(result.issues) : {};
    setServerErrors(onFields);
    const firstServer = firstProfileError(onFields);
    if (firstServer) document.getElementById(`profile-${firstServer}`)?.focus();
    setStatus({ kind: "failed", message: result.message });
  };

  type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; onBlur: () => void; disabled: boolean };
  const field = (name: ProfileField, label: string, control: (props: ControlProps) => ReactNode) => {
    const error = errorOf(name);
    const id = `profile-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold">{label}</label>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, onBlur: () => leave(name), disabled: saving })}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const countrySelect = (name: "nationality" | "countryOfResidence", label: string, autoComplete?: string) =>
    field(name, label, (p) => (
      <select {...p} className={inputClass} value={values[name]} onChange={(e) => change(name, e.target.value)} autoComplete={autoComplete}>
        <option value="">{t("account.profile.chooseCountry")}</option>
        {countries.map((c) => (
          <option key={c.iso2} value={c.iso2.toUpperCase()}>{countryName(c, site.locale)}</option>
        ))}
      </select>
    ));
  const anyShownError = PROFILE_FIELD_ORDER.some((f) => errorOf(f));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="profile-form" aria-busy={saving}>
      <div>
        <label htmlFor="profile-email" className="block font-semibold">{t("account.profile.email")}</label>
        <input id="profile-email" type="email" dir="ltr" readOnly aria-describedby="profile-email-note" className={`${inputClass} bg-brand-ice text-start`} value={info.email} data-testid="profile-email" />
        <p id="profile-email-note" className="mt-1 text-sm text-brand-slate">{t("account.profile.emailNote")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        {field("title", t("account.profile.title"), (p) => (
          <select {...p} className={inputClass} value={values.title} onChange={(e) => change("title", e.target.value)} autoComplete="honorific-prefix">
            <option value="">{t("account.profile.chooseTitle")}</option>
            {MEMBER_TITLES.map((title) => (
              <option key={title} value={title}>{TITLE_LABELS[site.locale][title]}</option>
            ))}
          </select>
        ))}
        {field("firstName", t("account.profile.firstName"), (p) => (
          <input {...p} className={inputClass} value={values.firstName} onChange={(e) => change("firstName", e.target.value)} autoComplete="given-name" maxLength={60} />
        ))}
        {field("lastName", t("account.profile.lastName"), (p) => (
          <input {...p} className={inputClass} value={values.lastName} onChange={(e) => change("lastName", e.target.value)} autoComplete="family-name" maxLength={60} />
        ))}
      </div>
      {field("dateOfBirth", t("account.profile.dateOfBirth"), (p) => (
        <input {...p} type="date" className={`${inputClass} sm:max-w-[16rem]`} value={values.dateOfBirth} max={today} onChange={(e) => change("dateOfBirth", e.target.value)} autoComplete="bday" />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {countrySelect("nationality", t("account.profile.nationality"))}
        {countrySelect("countryOfResidence", t("account.profile.countryOfResidence"), "country")}
      </div>
      <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
        {/* Each dial code is isolated left-to-right, so "+971" reads the same in Arabic. */}
        {field("mobileRegion", t("account.profile.countryCode"), (p) => (
          <select {...p} className={inputClass} value={values.mobileRegion} onChange={(e) => change("mobileRegion", e.target.value)} autoComplete="tel-country-code">
            {countries.map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {`${countryName(c, site.locale)} (\u200e+${c.dialCode}\u200e)`}
              </option>
            ))}
          </select>
        ))}
        {field("mobile", t("account.profile.mobile"), (p) => (
          <input {...p} type="tel" dir="ltr" inputMode="tel" className={`${inputClass} text-start`} value={values.mobile} onChange={(e) => change("mobile", e.target.value)} autoComplete="tel-national" maxLength={20} />
        ))}
      </div>
      {anyShownError ? <p className="sr-only" role="status">{t("account.profile.fixErrors")}</p> : null}
      <div role="status" aria-live="polite">
        {status?.kind === "saved" ? (
          <p className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="profile-saved">{t("account.profile.saved")}</p>
        ) : null}
      </div>
      {status?.kind === "failed" ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="profile-save-error">{status.message}</p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="profile-save">
          {saving ? t("account.profile.saving") : t("account.profile.save")}
        </button>
      </div>
    </form>
  );
}
