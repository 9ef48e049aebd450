// accounts/profile/set-your-gear: a person of the account chosen (GET primary-and-sub-accounts), the form from the
// venue's gear document (equipment, items, level, height, weight and shoe size within its ranges), saved with POST
// gear; what is saved for everyone (GET gear/user) is shown beside it and asked again after a save.
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from "react";
import type { AccountPerson, PersonGear } from "../../../shared/contract/account-schemas";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { type GearMeta, saveGear, shoeSizeMetaOf } from "../../account/account-calls";
import { AccountQueries, useAccountChanged, useAllGear, useGearMeta, usePeople } from "../../account/account-queries";
import {
  GEAR_FIELD_ORDER,
  GEAR_NOTES_MAX,
  type GearErrors,
  type GearField,
  type GearRules,
  type GearValues,
  firstGearError,
  gearErrorsOfIssues,
  gearRequestOf,
  gearValuesOf,
  validateGear,
} from "../../account/gear-form";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";
import { LoadFailed, PersonFormPanel } from "./person-chooser";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["account"], ["route.accounts.profile.set-your-gear"]);

export default function Gear() {
  return (
    <AccountQueries>
      <GearPage />
    </AccountQueries>
  );
}

function GearPage() {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const people = usePeople(member);
  const gear = useAllGear(member);
  const meta = useGearMeta();
  const changed = useAccountChanged(member);
  const list = people.data ?? null;
  const saved = gear.data ?? [];

  return (
    <AccountShell title={t("route.accounts.profile.set-your-gear")} testId="gear-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.gear.intro")}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <PersonFormPanel
          people={people}
          meta={meta}
          texts={{ loading: t("account.gear.loading"), loadFailed: t("account.gear.loadFailed") }}
          testIds={{ loadError: "gear-load-error", notice: "gear-saved" }}
        >
          {(person, document, done) => (
            <GearForm
              key={`${person.id}-${site.locale}`}
              person={person}
              meta={document}
              saved={saved.find((g) => g.userId === person.id) ?? null}
              onSaved={() => {
                done(t("account.gear.saved", { name: fullName(person) }));
                void changed("gear");
              }}
            />
          )}
        </PersonFormPanel>
        <section aria-labelledby="gear-saved-title">
          <h2 id="gear-saved-title" className="text-2xl font-bold">{t("account.gear.savedTitle")}</h2>
          {list && gear.data ? (
            <ul className="mt-4 flex flex-col gap-3" data-testid="gear-list">
              {list.map((p) => {
                const g = saved.find((s) => s.userId === p.id);
                return (
                  <li key={p.id} className="rounded-xl border border-black/10 p-4" data-testid="gear-person">
                    <p className="font-bold">{fullName(p)}</p>
                    <p className="text-sm text-brand-slate">{g && meta.data ? gearSummary(g, meta.data, t) : t("account.gear.none")}</p>
                  </li>
                );
              })}
            </ul>
          ) : gear.isError && !gear.isFetching ? (
            <LoadFailed message={t("account.gear.loadFailed")} onRetry={() => void gear.refetch()} testId="gear-list-error" />
          ) : (
            <LoaderDots label={t("common.loading")} />
          )}
        </section>
      </div>
    </AccountShell>
  );
}

export function gearSummary(g: PersonGear, meta: GearMeta, t: ReturnType<typeof useT>): string {
  const title = (list: { id: string; title: string }[], id: string) => list.find((e) => e.id === id)?.title ?? id;
  const items = g.items.map((i) => title(meta.gear, i)).join(t("account.gear.itemsJoin"));
  const summary = t("account.gear.summary", { equipment: title(meta.equipments, g.equipment), level: title(meta.levels, g.level), height: g.height, weight: g.weight, shoe: g.shoeSize });
  return items ? `${summary} · ${items}` : summary;
}

const inputClass = "mt-1 w-full rounded-lg border border-black/20 px-3 py-2 aria-[invalid=true]:border-red-600";

export function GearForm({ person, meta, saved, onSaved }: { person: AccountPerson; meta: GearMeta; saved: PersonGear | null; onSaved: () => void }) {
  const t = useT();
  const site = useSite();
  const shoe = shoeSizeMetaOf(meta, site.locale);
  const rules: GearRules = useMemo(
    () => ({
      equipments: meta.equipments.map((e) => e.id),
      items: meta.gear.map((e) => e.id),
      levels: meta.levels.map((e) => e.id),
      height: meta.height_meta,
      weight: meta.weight_meta,
      shoeSize: shoe,
    }),
    [meta, shoe],
  );
  const [values, setValues] = useState<GearValues>(() => gearValuesOf(saved));
  const [shown, setShown] = useState<ReadonlySet<GearField>>(new Set());
  const [serverErrors, setServerErrors] = useState<GearErrors>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const errors = validateGear(values, rules, site.locale);
  const errorOf = (field: GearField) => serverErrors[field] ?? (shown.has(field) ? (errors[field] ?? null) : null);

  const change = <F extends GearField>(field: F, value: GearValues[F]) => {
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
  const leave = (field: GearField) => setShown((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setShown(new Set(GEAR_FIELD_ORDER));
    setFailed(null);
    const first = firstGearError(errors);
    const request = gearRequestOf(person.id, values, rules);
    if (first || !request) {
      if (first) document.getElementById(`gear-${first}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSaving(true);
    const result = await saveGear({ tenant: site.tenant, locale: site.locale }, request);
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      setServerErrors({});
      setShown(new Set());
      onSaved();
      return;
    }
    const onFields = result.issues ? gearErrorsOfIssues(result.issues) : {};
    setServerErrors(onFields);
    const firstServer = firstGearError(onFields);
    if (firstServer) document.getElementById(`gear-${firstServer}`)?.focus();
    setFailed(result.message);
  };

  type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; onBlur: () => void; disabled: boolean };
  const field = (name: GearField, label: string, control: (props: ControlProps) => ReactNode) => {
    const error = errorOf(name);
    const id = `gear-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold">{label}</label>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, onBlur: () => leave(name), disabled: saving })}
        {error ? <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{error}</p> : null}
      </div>
    );
  };
  const number = (name: "height" | "weight" | "shoeSize", label: string, limits: { min: number; max: number }, step: number) =>
    field(name, label, (p) => (
      <input {...p} type="number" inputMode="decimal" dir="ltr" className={`${inputClass} text-start`} min={limits.min} max={limits.max} step={step} value={values[name]} onChange={(e) => change(name, e.target.value)} />
    ));
  const itemsError = errorOf("items");
  const legendId = useId();

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 flex flex-col gap-5" data-testid="gear-form" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("equipment", t("account.gear.equipment"), (p) => (
          <select {...p} className={inputClass} value={values.equipment} onChange={(e) => change("equipment", e.target.value)}>
            <option value="">{t("account.gear.equipment")}</option>
            {meta.equipments.map((e) => <option key={e.id} value={e.id}>{e.title}</option>)}
          </select>
        ))}
        {field("level", t("account.gear.level"), (p) => (
          <select {...p} className={inputClass} value={values.level} onChange={(e) => change("level", e.target.value)}>
            <option value="">{t("account.gear.chooseLevel")}</option>
            {meta.levels.map((e) => <option key={e.id} value={e.id}>{e.title}</option>)}
          </select>
        ))}
      </div>
      <fieldset id="gear-items" tabIndex={-1} aria-invalid={itemsError ? true : undefined} aria-describedby={itemsError ? "gear-items-error" : undefined} aria-labelledby={legendId}>
        <legend id={legendId} className="font-semibold">{t("account.gear.items")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {meta.gear.map((item) => (
            <label key={item.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={values.items.includes(item.id)}
                disabled={saving}
                onChange={(e) => change("items", e.target.checked ? [...values.items, item.id] : values.items.filter((i) => i !== item.id))}
              />
              {item.title}
            </label>
          ))}
        </div>
        {itemsError ? <p id="gear-items-error" className="mt-1 text-sm font-semibold text-red-700" data-testid="field-error">{itemsError}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {number("height", meta.height_meta.label, meta.height_meta, 1)}
        {number("weight", meta.weight_meta.label, meta.weight_meta, 1)}
        {number("shoeSize", shoe.label, shoe, 0.5)}
      </div>
      {field("notes", t("account.gear.notes"), (p) => (
        <textarea {...p} className={inputClass} rows={2} maxLength={GEAR_NOTES_MAX} value={values.notes} onChange={(e) => change("notes", e.target.value)} />
      ))}
      {GEAR_FIELD_ORDER.some((f) => errorOf(f)) ? <p className="sr-only" role="status">{t("account.profile.fixErrors")}</p> : null}
      {failed ? <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="gear-save-error">{failed}</p> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="gear-save">
          {saving ? t("account.profile.saving") : t("account.gear.save")}
        </button>
      </div>
    </form>
  );
}
