// The parts the gear and waiver pages share: the chooser of a person of the account, a load error with another try,
// and the panel around both (loading, the notice of the last save, the chooser, then the chosen person's form).
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { AccountPerson } from "../../../shared/contract/account-schemas";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";

export function PersonChooser({ people, value, onChange }: { people: AccountPerson[]; value: string; onChange: (id: string) => void }) {
  const t = useT();
  const site = useSite();
  return (
    <div>
      <label htmlFor="person-choice" className="block font-semibold">{t("account.person.choose")}</label>
      <select id="person-choice" className="mt-1 w-full rounded-lg border border-black/20 px-3 py-2 sm:max-w-md" value={value} onChange={(e) => onChange(e.target.value)} data-testid="person-choice">
        <option value="">{t("account.person.chooseOne")}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {`${p.firstName} ${p.lastName}`.trim()}
            {p.isPrimary ? ` (${t("account.family.you")})` : ""}
          </option>
        ))}
      </select>
      {people.length <= 1 ? (
        <p className="mt-2 text-sm text-brand-slate" data-testid="person-none">
          <Link to={`${site.prefix}/accounts/profile`} className="underline underline-offset-2">{t("account.person.none")}</Link>
        </p>
      ) : null}
    </div>
  );
}

export function LoadFailed({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5" data-testid={testId}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={onRetry}>
        {t("account.dashboard.retry")}
      </button>
    </div>
  );
}

interface Loaded<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The people of the account and the venue's document of a form (gear, waiver) loaded; a person chosen; the form for
 * that person. `children` gets the person, the document and `done(notice)` for the form to call once it saved.
 */
export function PersonFormPanel<Meta>({
  people,
  meta,
  texts,
  testIds,
  clearAfterSave = false,
  children,
}: {
  people: Loaded<AccountPerson[]>;
  meta: Loaded<Meta>;
  texts: { loading: string; loadFailed: string };
  testIds: { loadError: string; notice: string };
  /** Back to "choose a person" after a save (the waiver: one signature per person). */
  clearAfterSave?: boolean;
  children: (person: AccountPerson, meta: Meta, done: (notice: string) => void) => ReactNode;
}) {
  const [personId, setPersonId] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const list = people.data ?? null;
  const failed = (!list && people.isError && !people.isFetching) || (!meta.data && meta.isError && !meta.isFetching);
  const person = list?.find((p) => p.id === personId) ?? null;
  const done = (text: string) => {
    setNotice(text);
    if (clearAfterSave) setPersonId("");
  };
  return (
    <div aria-busy={!(list && meta.data) && !failed}>
      {!(list && meta.data) && !failed ? <LoaderDots label={texts.loading} /> : null}
      {failed ? (
        <LoadFailed
          message={texts.loadFailed}
          onRetry={() => {
            void people.refetch();
            void meta.refetch();
          }}
          testId={testIds.loadError}
        />
      ) : null}
      <div role="status" aria-live="polite">
        {notice ? <p className="mb-4 rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid={testIds.notice}>{notice}</p> : null}
      </div>
      {list && meta.data ? (
        <>
          <PersonChooser
            people={list}
            value={personId}
            onChange={(id) => {
              setPersonId(id);
              setNotice(null);
            }}
          />
          {person ? children(person, meta.data, done) : null}
        </>
      ) : null}
    </div>
  );
}
