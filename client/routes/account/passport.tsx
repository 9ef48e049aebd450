// accounts/ski-school/ski-passport and snowboard-passport: a person of the account chosen (GET
// primary-and-sub-accounts), their passport (GET skischool_passport) level by level, each exercise with the
// instructors' status in words and a mark (never colour alone), and the member's own answers (POST
// skischool_excercise_answers), which never change the assessment.
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { type ExerciseAnswer, PASSPORT_STATUS, type PassportType } from "../../../shared/contract/account";
import type { AccountPerson, Passport, PassportQuestion } from "../../../shared/contract/account-schemas";
import { AccountShell } from "../../components/account/AccountShell";
import { LoaderDots } from "../../components/Loader";
import { useT } from "../../i18n";
import { saveExerciseAnswers } from "../../account/account-calls";
import { AccountQueries, usePassport, usePassportChanged, usePeople } from "../../account/account-queries";
import { fullName } from "../../account/family-form";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";
import { LoadFailed, PersonChooser } from "./person-chooser";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["account"], ["route.accounts.ski-school.ski-passport", "route.accounts.ski-school.snowboard-passport"]);

/** The discipline of the page from its path. */
function passportTypeOf(pathname: string): PassportType {
  return pathname.replace(/\/+$/, "").endsWith("/snowboard-passport") ? "snowboard" : "ski";
}

export default function PassportRoute() {
  return (
    <AccountQueries>
      <PassportPage />
    </AccountQueries>
  );
}

function PassportPage() {
  const t = useT();
  const site = useSite();
  const { pathname } = useLocation();
  const type = passportTypeOf(pathname);
  const member = useRequiredMember();
  const people = usePeople(member);
  const [personId, setPersonId] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const list = people.data ?? null;
  const person = list?.find((p) => p.id === personId) ?? null;
  const passport = usePassport(member, type, person?.id ?? null);
  const changed = usePassportChanged(member);
  const peopleFailed = !list && people.isError && !people.isFetching;

  return (
    <AccountShell title={t(type === "ski" ? "route.accounts.ski-school.ski-passport" : "route.accounts.ski-school.snowboard-passport")} testId="passport-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.passport.intro")}</p>
      <p className="mt-2">
        <Link to={`${site.prefix}/accounts/ski-school`} className="text-sm font-semibold underline underline-offset-2">{t("account.passport.back")}</Link>
      </p>
      <div className="mt-8" aria-busy={!list && !peopleFailed}>
        {!list && !peopleFailed ? <LoaderDots label={t("common.loading")} /> : null}
        {peopleFailed ? <LoadFailed message={t("account.passport.peopleFailed")} onRetry={() => void people.refetch()} testId="passport-people-error" /> : null}
        {list ? <PersonChooser people={list} value={personId} onChange={(id) => { setPersonId(id); setNotice(null); }} /> : null}
        <div role="status" aria-live="polite">
          {notice ? <p className="mt-4 rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="passport-saved">{notice}</p> : null}
        </div>
        {list && !person ? <p className="mt-6 text-brand-slate" data-testid="passport-choose">{t("account.passport.chooseFirst")}</p> : null}
        {person ? (
          <section className="mt-6" aria-busy={passport.isPending}>
            {passport.data ? (
              <PassportView
                key={`${person.id}-${type}-${site.locale}-${passport.dataUpdatedAt}`}
                person={person}
                type={type}
                passport={passport.data}
                onSaved={() => {
                  setNotice(t("account.passport.saved", { name: fullName(person) }));
                  void changed(type, person.id);
                }}
              />
            ) : passport.isError && !passport.isFetching ? (
              <LoadFailed message={t("account.passport.loadFailed")} onRetry={() => void passport.refetch()} testId="passport-load-error" />
            ) : (
              <LoaderDots label={t("account.passport.loading")} />
            )}
          </section>
        ) : null}
      </div>
    </AccountShell>
  );
}

interface StatusLook {
  mark: string;
  className: string;
}
const NOT_ASSESSED_LOOK: StatusLook = { mark: "–", className: "border-black/30 border-dotted bg-white text-brand-slate" };
const STATUS_LOOK: Readonly<Record<string, StatusLook>> = {
  [PASSPORT_STATUS.passed]: { mark: "✓", className: "border-green-700 bg-green-50 text-green-900" },
  [PASSPORT_STATUS.needReassessment]: { mark: "!", className: "border-amber-700 border-dashed bg-amber-50 text-amber-900" },
  [PASSPORT_STATUS.notAssessed]: NOT_ASSESSED_LOOK,
};

function StatusBadge({ question }: { question: PassportQuestion }) {
  const look = STATUS_LOOK[question.status] ?? NOT_ASSESSED_LOOK;
  return (
    <span className={`inline-flex items-center gap-2 rounded-full border-2 px-3 py-1 text-sm font-semibold ${look.className}`} data-testid="passport-status" data-status={question.status}>
      <span aria-hidden="true" className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-current text-xs">{look.mark}</span>
      {question.statusText}
    </span>
  );
}

function PassportView({ person, type, passport, onSaved }: { person: AccountPerson; type: PassportType; passport: Passport; onSaved: () => void }) {
  const t = useT();
  const site = useSite();
  const formId = useId();
  const initial = () => Object.fromEntries(passport.levels.flatMap((l) => l.questions.map((q) => [q.id, q.answer] as const)));
  const [answers, setAnswers] = useState<Record<string, ExerciseAnswer | null>>(initial);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const questions = passport.levels.flatMap((l) => l.questions);
  if (questions.length === 0) return <p className="rounded-2xl border border-black/10 p-5 text-brand-slate" data-testid="passport-empty">{t("account.passport.empty")}</p>;

  const changedAnswers = questions
    .filter((q) => answers[q.id] && answers[q.id] !== q.answer)
    .map((q) => ({ questionId: q.id, answer: answers[q.id] as ExerciseAnswer }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || changedAnswers.length === 0) return;
    inFlight.current = true;
    setSaving(true);
    setFailed(null);
    const result = await saveExerciseAnswers({ tenant: site.tenant, locale: site.locale }, { userId: person.id, type, answers: changedAnswers.slice(0, 50) });
    inFlight.current = false;
    setSaving(false);
    if (result.ok) onSaved();
    else setFailed(result.message);
  };

  const name = fullName(person);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={saving} data-testid="passport">
      <p className="text-sm text-brand-slate">{t("account.passport.answersNote")}</p>
      <ol className="mt-4 flex flex-col gap-6">
        {passport.levels.map((level) => {
          const passed = level.questions.filter((q) => q.status === PASSPORT_STATUS.passed).length;
          return (
            <li key={level.id} className="rounded-2xl border border-black/10 p-5" data-testid="passport-level">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-xl font-bold">{level.title}</h2>
                <p className="text-sm font-semibold text-brand-slate">{t("account.passport.progress", { passed, total: level.questions.length })}</p>
              </div>
              <ul className="mt-4 flex flex-col divide-y divide-black/10">
                {level.questions.map((q) => {
                  const groupId = `${formId}-${q.id}`;
                  return (
                    <li key={q.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="passport-question">
                      <div className="min-w-0">
                        <p id={`${groupId}-title`} className="font-semibold">{q.title}</p>
                        <p className="mt-1">
                          <span className="sr-only">{t("account.passport.status")}: </span>
                          <StatusBadge question={q} />
                        </p>
                      </div>
                      <fieldset className="shrink-0" aria-labelledby={`${groupId}-legend ${groupId}-title`}>
                        <legend id={`${groupId}-legend`} className="text-sm text-brand-slate">{t("account.passport.yourAnswer", { name })}</legend>
                        <div className="mt-1 flex gap-4">
                          {(["yes", "not_yet"] as const).map((a) => (
                            <label key={a} className="flex items-center gap-2">
                              <input type="radio" className="h-4 w-4" name={groupId} value={a} checked={answers[q.id] === a} disabled={saving} onChange={() => { setAnswers((s) => ({ ...s, [q.id]: a })); setFailed(null); }} />
                              {t(a === "yes" ? "account.passport.answerYes" : "account.passport.answerNotYet")}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
      {failed ? <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800" data-testid="passport-save-error">{failed}</p> : null}
      <div className="mt-6">
        <button type="submit" className="btn-primary" disabled={saving || changedAnswers.length === 0} aria-busy={saving} data-testid="passport-save">
          {saving ? t("account.passport.saving") : t("account.passport.save")}
        </button>
      </div>
    </form>
  );
}
