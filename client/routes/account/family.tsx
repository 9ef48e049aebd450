// accounts/profile: the member's family. The member and their sub-accounts (GET primary-and-sub-accounts through the
// account pages' queries: name, age, age group) with loading, empty and error states; a sub-account added (POST
// sub-account) or changed (POST update-sub-account) with the §5 rules and messages, the server's 400 issues on their
// fields, and one save for a double click. After a save the list is asked again, so it shows the change at once.
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { MAX_SUB_ACCOUNTS, SUB_ACCOUNT_RELATIONS } from "../../../shared/contract/account";
import type { AccountPerson } from "../../../shared/contract/account-schemas";
import { MEMBER_TITLES } from "../../../shared/contract/members";
import { todayIn } from "../../../shared/booking/calendar";
import { AccountShell } from "../../components/account/AccountShell";
import { ConfirmDialog } from "../../components/checkout/ConfirmDialog";
import { FamilyLink } from "../../components/account/FamilyLink";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { isOutage } from "../../api/api";
import { createSubAccount, updateSubAccount } from "../../account/account-calls";
import { AccountQueries, failureOf, useAccountChanged, usePeople } from "../../account/account-queries";
import {
  EMPTY_SUB_ACCOUNT,
  RELATION_LABELS,
  SUB_ACCOUNT_FIELD_ORDER,
  type SubAccountErrors,
  type SubAccountField,
  type SubAccountValues,
  firstSubAccountError,
  fullName,
  subAccountErrorsOfIssues,
  subAccountRequestOf,
  subAccountValuesOf,
  updateSubAccountRequestOf,
  validateSubAccount,
} from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { TITLE_LABELS } from "../../account/profile-form";
import { useSite } from "../../layout/site-context";
import { removeSubAccount } from "../../account/sub-account-remove";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["holdings", "account"], ["route.accounts.profile"]);

export default function Family() {
  return (
    <AccountQueries>
      <FamilyPage />
    </AccountQueries>
  );
}

/** What the form is doing: nothing, adding, or editing one sub-account. */
type Editing = null | { kind: "add" } | { kind: "edit"; person: AccountPerson };

function FamilyPage() {
  const t = useT();
  const member = useRequiredMember();
  const people = usePeople(member);
  const changed = useAccountChanged(member);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const site = useSite();
  const [removing, setRemoving] = useState<{ person: AccountPerson; busy: boolean; error: string | null } | null>(null);
  const confirmRemove = async () => {
    if (!removing || removing.busy) return;
    setRemoving({ ...removing, busy: true, error: null });
    const answer = await removeSubAccount({ tenant: site.tenant, locale: site.locale, token: null }, removing.person.id);
    // Gone already (removed in another tab) counts as done.
    if (answer.ok || answer.status === 404) {
      setRemoving(null);
      setNotice(t("holdings.family.removed", { name: fullName(removing.person) }));
      await Promise.all([changed("people"), changed("gear"), changed("waivers")]);
      return;
    }
    setRemoving({ ...removing, busy: false, error: isOutage(answer) || !answer.message ? t("holdings.family.removeFailed") : answer.message });
  };
  const list = people.data ?? null;
  const failure = !list && people.isError && !people.isFetching ? failureOf(people.error) : null;
  const subAccounts = list ? list.filter((p) => !p.isPrimary) : [];
  const full = subAccounts.length >= MAX_SUB_ACCOUNTS;

  return (
    <AccountShell title={t("route.accounts.profile")} heading={t("account.link.family")} testId="family-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.family.intro")}</p>
      <div className="mt-8 grid max-w-[960px] gap-8" aria-busy={!list && !failure}>
        {!list && !failure ? <LoaderDots label={t("account.family.loading")} /> : null}
        {failure ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5" data-testid="family-load-error">
            <p className="font-semibold text-red-800">{isOutage(failure) || !failure.message ? t("account.family.loadFailed") : failure.message}</p>
            <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={() => void people.refetch()}>
              {t("account.dashboard.retry")}
            </button>
          </div>
        ) : null}
        <div role="status" aria-live="polite">
          {notice ? <p className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="family-saved">{notice}</p> : null}
        </div>
        {list ? (
          <section aria-labelledby="family-list-title">
            <h2 id="family-list-title" className="sr-only">{t("account.link.family")}</h2>
            <ul className="flex flex-col gap-3" data-testid="family-list">
              {list.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  onEdit={person.isPrimary ? null : () => { setNotice(null); setEditing({ kind: "edit", person }); }}
                  onRemove={person.isPrimary || editing !== null ? null : () => { setNotice(null); setRemoving({ person, busy: false, error: null }); }}
                />
              ))}
            </ul>
            {subAccounts.length === 0 ? <p className="mt-4 rounded-2xl bg-brand-ice p-5" data-testid="family-empty">{t("account.family.empty")}</p> : null}
            {full ? <p className="mt-4 text-brand-slate">{t("account.family.max", { count: MAX_SUB_ACCOUNTS })}</p> : null}
            {editing === null && !full ? (
              <button type="button" className="btn-primary mt-6" onClick={() => { setNotice(null); setEditing({ kind: "add" }); }} data-testid="family-add">
                {t("account.family.add")}
              </button>
            ) : null}
          </section>
        ) : null}
        {editing ? (
          <SubAccountForm
            key={editing.kind === "edit" ? editing.person.id : "add"}
            editing={editing}
            onCancel={() => setEditing(null)}
            onSaved={(person) => {
              setEditing(null);
              setNotice(t(editing.kind === "add" ? "account.family.added" : "account.family.updated", { name: fullName(person) }));
              void changed("people");
            }}
          />
        ) : null}
        {list && editing === null ? <FamilyLink onJoined={() => void changed("people")} /> : null}
      </div>
      {removing ? (
        <ConfirmDialog
          title={t("holdings.family.removeTitle", { name: fullName(removing.person) })}
          text={t("holdings.family.removeText", { name: fullName(removing.person) })}
          confirmLabel={removing.busy ? t("holdings.family.removing") : t("holdings.family.removeConfirm")}
          cancelLabel={t("account.family.cancel")}
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
          testId="family-remove-dialog"
        />
      ) : null}
    </AccountShell>
  );
}

function PersonRow({ person, onEdit, onRemove }: { person: AccountPerson; onEdit: (() => void) | null; onRemove: (() => void) | null }) {
  const t = useT();
  const site = useSite();
  const name = fullName(person);
  const details = [
    person.isPrimary ? t("account.family.you") : person.relation ? RELATION_LABELS[site.locale][person.relation] : null,
    person.age !== null ? t("account.family.age", { age: person.age }) : null,
    person.ageGroup ? t(`account.family.ageGroup.${person.ageGroup}`) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-black/10 p-4" data-testid="family-person">
      <div>
        <p className="font-bold">{name}</p>
        <p className="text-sm text-brand-slate">{details.join(" · ")}</p>
      </div>
      <div className="flex gap-2">
        {onEdit ? (
          <button type="button" className="rounded-full border border-brand-navy px-4 py-1.5 font-semibold" onClick={onEdit} aria-label={t("account.family.editLabel", { name })}>
            {t("account.family.edit")}
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className="rounded-full border border-red-700 px-4 py-1.5 font-semibold text-red-800" onClick={onRemove} aria-label={t("holdings.family.removeLabel", { name })} data-testid="family-remove">
            {t("holdings.family.remove")}
          </button>
        ) : null}
      </div>
    </li>
  );
}

const inputClass = "mt-1 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600";

function SubAccountForm({ editing, onCancel, onSaved }: { editing: Exclude<Editing, null>; onCancel: () => void; onSaved: (person: AccountPerson) => void }) {
  const t = useT();
  const site = useSite();
  const [values, setValues] = useState<SubAccountValues>(() => (editing.kind === "edit" ? subAccountValuesOf(editing.person) : EMPTY_SUB_ACCOUNT));
  const [shown, setShown] = useState<ReadonlySet<SubAccountField>>(new Set());
  const [serverErrors, setServerErrors] = useState<SubAccountErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const today = todayIn(site.tenant.timeZone);
  const errors = validateSubAccount(values, site.locale, today);
  const errorOf = (field: SubAccountField) => serverErrors[field] ?? (shown.has(field) ? (errors[field] ?? null) : null);
  const formTitle = editing.kind === "edit" ? t("account.family.editTitle", { name: fullName(editing.person) }) : t("account.family.addTitle");

  const change = (field: SubAccountField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFailed(null);
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setShown((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
  };
  const leave = (field: SubAccountField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double click saves once.
    if (inFlight.current) return;
    setShown(new Set(SUB_ACCOUNT_FIELD_ORDER));
    setFailed(null);
    const first = firstSubAccountError(errors);
    if (first) {
      document.getElementById(`family-${first}`)?.focus();
      return;
    }
    const caller = { tenant: site.tenant, locale: site.locale };
    const call =
      editing.kind === "edit"
        ? (() => {
            const request = updateSubAccountRequestOf(editing.person.id, values, today);
            return request ? updateSubAccount(caller, request) : null;
          })()
        : (() => {
            const request = subAccountRequestOf(values, today);
            return request ? createSubAccount(caller, request) : null;
          })();
    if (!call) return;
    inFlight.current = true;
    setSaving(true);
    const result = await call;
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    const onFields = result.issues ? subAccountErrorsOfIssues(result.issues) : {};
    setServerErrors(onFields);
    const firstServer = firstSubAccountError(onFields);
    if (firstServer) document.getElementById(`family-${firstServer}`)?.focus();
    setFailed(result.message);
  };

  type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; onBlur: () => void; disabled: boolean };
  const field = (name: SubAccountField, label: string, control: (props: ControlProps) => ReactNode) => {
    const error = errorOf(name);
    const id = `family-${name}`;
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
  const anyShownError = SUB_ACCOUNT_FIELD_ORDER.some((f) => errorOf(f));

  return (
    <section aria-labelledby="family-form-title" className="rounded-2xl border border-black/10 p-5">
      <h2 id="family-form-title" className="text-2xl font-bold">{formTitle}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-5" data-testid="family-form" aria-busy={saving}>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
          {field("title", t("account.profile.title"), (p) => (
            <select {...p} className={inputClass} value={values.title} onChange={(e) => change("title", e.target.value)}>
              <option value="">{t("account.profile.chooseTitle")}</option>
              {MEMBER_TITLES.map((title) => (
                <option key={title} value={title}>{TITLE_LABELS[site.locale][title]}</option>
              ))}
            </select>
          ))}
          {field("firstName", t("account.profile.firstName"), (p) => (
            <input {...p} className={inputClass} value={values.firstName} onChange={(e) => change("firstName", e.target.value)} autoComplete="off" maxLength={60} />
          ))}
          {field("lastName", t("account.profile.lastName"), (p) => (
            <input {...p} className={inputClass} value={values.lastName} onChange={(e) => change("lastName", e.target.value)} autoComplete="off" maxLength={60} />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("dateOfBirth", t("account.profile.dateOfBirth"), (p) => (
            <input {...p} type="date" className={inputClass} value={values.dateOfBirth} max={today} onChange={(e) => change("dateOfBirth", e.target.value)} />
          ))}
          {field("relation", t("account.family.relation"), (p) => (
            <select {...p} className={inputClass} value={values.relation} onChange={(e) => change("relation", e.target.value)}>
              <option value="">{t("account.family.chooseRelation")}</option>
              {SUB_ACCOUNT_RELATIONS.map((relation) => (
                <option key={relation} value={relation}>{RELATION_LABELS[site.locale][relation]}</option>
              ))}
            </select>
          ))}
        </div>
        {anyShownError ? <p className="sr-only" role="status">{t("account.profile.fixErrors")}</p> : null}
        {failed ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="family-save-error">{failed}</p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="family-save">
            {saving ? t("account.profile.saving") : t("account.family.save")}
          </button>
          <button type="button" className="rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={onCancel} disabled={saving}>
            {t("account.family.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
