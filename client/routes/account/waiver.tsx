// accounts/profile/waiver-form: a person of the account chosen, the venue's waiver document (requirements to accept,
// skill), the signing adult's name and today's date at the venue, signed with POST waiver; who of the family has a
// valid waiver (GET waiver/user), asked again after a signature.
import { type FormEvent, useRef, useState } from "react";
import type { AccountPerson, PersonWaiver } from "../../../shared/contract/account-schemas";
import { todayIn } from "../../../shared/booking/calendar";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { type WaiverMeta, saveWaiver } from "../../account/account-calls";
import { AccountQueries, useAccountChanged, useAllWaivers, usePeople, useWaiverMeta } from "../../account/account-queries";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";
import { WAIVER_FIELD_ORDER, type WaiverErrors, type WaiverField, type WaiverValues, validateWaiver, waiverErrorsOfIssues, waiverRequestOf } from "../../account/waiver-form";
import { LoadFailed, PersonFormPanel } from "./person-chooser";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["account"], ["route.accounts.profile.waiver-form"]);

export default function Waiver() {
  return (
    <AccountQueries>
      <WaiverPage />
    </AccountQueries>
  );
}

function WaiverPage() {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const people = usePeople(member);
  const waivers = useAllWaivers(member);
  const meta = useWaiverMeta();
  const changed = useAccountChanged(member);
  const list = people.data ?? null;

  return (
    <AccountShell title={t("route.accounts.profile.waiver-form")} testId="waiver-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.waiver.intro")}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <PersonFormPanel
          people={people}
          meta={meta}
          texts={{ loading: t("account.waiver.loading"), loadFailed: t("account.waiver.loadFailed") }}
          testIds={{ loadError: "waiver-load-error", notice: "waiver-signed" }}
          clearAfterSave
        >
          {(person, document, done) => (
            <WaiverForm
              key={`${person.id}-${site.locale}`}
              person={person}
              meta={document}
              onSigned={() => {
                done(t("account.waiver.signed", { name: fullName(person) }));
                void changed("waivers");
              }}
            />
          )}
        </PersonFormPanel>
        <section aria-labelledby="waiver-status-title">
          <h2 id="waiver-status-title" className="text-2xl font-bold">{t("account.waiver.statusTitle")}</h2>
          {list && waivers.data ? (
            <ul className="mt-4 flex flex-col gap-3" data-testid="waiver-list">
              {list.map((p) => (
                <WaiverStatus key={p.id} person={p} waiver={waivers.data.find((w) => w.userId === p.id) ?? null} />
              ))}
            </ul>
          ) : waivers.isError && !waivers.isFetching ? (
            <LoadFailed message={t("account.waiver.loadFailed")} onRetry={() => void waivers.refetch()} testId="waiver-list-error" />
          ) : (
            <LoaderDots label={t("common.loading")} />
          )}
        </section>
      </div>
    </AccountShell>
  );
}

function WaiverStatus({ person, waiver }: { person: AccountPerson; waiver: PersonWaiver | null }) {
  const t = useT();
  const text = !waiver ? t("account.waiver.missing") : waiver.valid ? t("account.waiver.valid", { date: `\u2066${waiver.date}\u2069` }) : t("account.waiver.expired");
  return (
    <li className="rounded-xl border border-black/10 p-4" data-testid="waiver-person" data-valid={waiver?.valid ? "true" : "false"}>
      <p className="font-bold">{fullName(person)}</p>
      <p className={`text-sm ${waiver?.valid ? "text-green-800" : "text-brand-slate"}`}>{text}</p>
    </li>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600";

export function WaiverForm({ person, meta, onSigned }: { person: AccountPerson; meta: WaiverMeta; onSigned: () => void }) {
  const t = useT();
  const site = useSite();
  const rules = { requirements: meta.requirementList, skills: meta.skillList.map((s) => s.id) };
  const [values, setValues] = useState<WaiverValues>({ accepted: [], skill: "", signatureName: "" });
  const [shown, setShown] = useState<ReadonlySet<WaiverField>>(new Set());
  const [serverErrors, setServerErrors] = useState<WaiverErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const today = todayIn(site.tenant.timeZone);
  const errors = validateWaiver(values, rules, site.locale);
  const errorOf = (field: WaiverField) => serverErrors[field] ?? (shown.has(field) ? (errors[field] ?? null) : null);
  const described = (field: WaiverField) => (errorOf(field) ? { "aria-invalid": true as const, "aria-describedby": `waiver-${field}-error` } : {});
  const errorText = (field: WaiverField) => {
    const error = errorOf(field);
    return error ? <p id={`waiver-${field}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p> : null;
  };

  const change = <F extends WaiverField>(field: F, value: WaiverValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailed(null);
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  const leave = (field: WaiverField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setShown(new Set(WAIVER_FIELD_ORDER));
    setFailed(null);
    const first = WAIVER_FIELD_ORDER.find((f) => errors[f]);
    const request = waiverRequestOf(person.id, values, rules, today);
    if (first || !request) {
      if (first) document.getElementById(`waiver-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const result = await saveWaiver({ tenant: site.tenant, locale: site.locale }, request);
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      onSigned();
      return;
    }
    const onFields = result.issues ? waiverErrorsOfIssues(result.issues) : {};
    setServerErrors(onFields);
    const firstServer = WAIVER_FIELD_ORDER.find((f) => onFields[f]);
    if (firstServer) document.getElementById(`waiver-${firstServer}`)?.focus();
    setFailed(result.message);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 flex flex-col gap-5" data-testid="waiver-form" aria-busy={saving}>
      <fieldset id="waiver-accepted" tabIndex={-1} {...described("accepted")}>
        <legend className="font-semibold">{t("account.waiver.requirements")}</legend>
        <ul className="mt-2 flex flex-col gap-3">
          {meta.requirementList.map((r) => (
            <li key={r.id}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={values.accepted.includes(r.id)}
                  disabled={saving}
                  required={r.required}
                  onBlur={() => leave("accepted")}
                  onChange={(e) => change("accepted", e.target.checked ? [...values.accepted, r.id] : values.accepted.filter((a) => a !== r.id))}
                  data-testid={`waiver-requirement-${r.id}`}
                />
                <span>
                  {r.text}
                  {r.required ? null : <span className="ms-1 text-brand-slate">{t("account.waiver.optional")}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errorText("accepted")}
      </fieldset>
      <div>
        <label htmlFor="waiver-skill" className="block font-semibold">{t("account.waiver.skill")}</label>
        <select id="waiver-skill" className={inputClass} value={values.skill} disabled={saving} onBlur={() => leave("skill")} onChange={(e) => change("skill", e.target.value)} {...described("skill")}>
          <option value="">{t("account.waiver.skill")}</option>
          {meta.skillList.map((s) => <option key={s.id} value={s.id}>{s.title}</option>)}
        </select>
        {errorText("skill")}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor="waiver-signatureName" className="block font-semibold">{t("account.waiver.signatureName")}</label>
          <input id="waiver-signatureName" className={inputClass} value={values.signatureName} disabled={saving} maxLength={60} autoComplete="name" onBlur={() => leave("signatureName")} onChange={(e) => change("signatureName", e.target.value)} {...described("signatureName")} />
          {errorText("signatureName")}
        </div>
        <div>
          <label htmlFor="waiver-date" className="block font-semibold">{t("account.waiver.date")}</label>
          <input id="waiver-date" type="date" readOnly dir="ltr" className={`${inputClass} bg-brand-ice text-start`} value={today} />
        </div>
      </div>
      {WAIVER_FIELD_ORDER.some((f) => errorOf(f)) ? <p className="sr-only" role="status">{t("account.profile.fixErrors")}</p> : null}
      {failed ? <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="waiver-save-error">{failed}</p> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="waiver-sign">
          {saving ? t("account.waiver.signing") : t("account.waiver.sign")}
        </button>
      </div>
    </form>
  );
}
