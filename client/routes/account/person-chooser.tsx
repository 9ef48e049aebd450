// The parts the gear and waiver pages share: the chooser of a person of the account, and a load error with another try.
import { Link } from "react-router";
import type { AccountPerson } from "../../../shared/contract/account-schemas";
import { useT } from "../../i18n";
import { useSite } from "../../lib/site-context";

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
