// The family page's linking of accounts (docs/decisions/015): "Invite someone with an account" makes a one-time code
// to give them; "Join a family" takes a code someone gave the member. Each action is sent once (a double click makes
// one call), says what happened in words, and keeps what was typed when it fails.
import { type FormEvent, useState } from "react";
import { SUB_ACCOUNT_LINK_PATH, linkAcceptAnswerSchema, linkCodeSchema, linkInviteAnswerSchema } from "../../../shared/contract/sub-account-link";
import { venueTimeOf } from "../../../shared/clock";
import { useT } from "../../i18n";
import { callProvider, isOutage } from "../../api/api";
import { useSite } from "../../layout/site-context";

export function FamilyLink({ onJoined }: { onJoined: () => void }) {
  const t = useT();
  const site = useSite();
  const caller = { tenant: site.tenant, locale: site.locale, token: null };
  const [invite, setInvite] = useState<{ code: string; expiresAt: string } | null>(null);
  const [inviting, setInviting] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  const makeCode = async () => {
    if (inviting) return;
    setInviting(true);
    setInviteError(null);
    const answer = await callProvider(caller, SUB_ACCOUNT_LINK_PATH, linkInviteAnswerSchema, { method: "POST", body: { action: "invite" } });
    setInviting(false);
    if (answer.ok) setInvite(answer.data.data);
    else setInviteError(isOutage(answer) || !answer.message ? t("holdings.link.failed") : answer.message);
  };

  const join = async (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    if (!linkCodeSchema.safeParse(code).success) {
      setJoinError(t("holdings.link.codeInvalid"));
      return;
    }
    setJoining(true);
    setJoinError(null);
    const answer = await callProvider(caller, SUB_ACCOUNT_LINK_PATH, linkAcceptAnswerSchema, { method: "POST", body: { action: "accept", code } });
    setJoining(false);
    if (answer.ok) {
      setJoined(answer.data.data.familyOf);
      setCode("");
      onJoined();
    } else setJoinError(isOutage(answer) || !answer.message ? t("holdings.link.failed") : answer.message);
  };

  const expires = invite ? new Date(invite.expiresAt) : null;
  return (
    <section aria-labelledby="family-link-title" className="rounded-2xl border border-black/10 p-5" data-testid="family-link">
      <h2 id="family-link-title" className="text-xl font-bold">{t("holdings.link.title")}</h2>
      <p className="mt-1 text-brand-slate">{t("holdings.link.intro")}</p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-bold">{t("holdings.link.inviteTitle")}</h3>
          <p className="mt-1 text-sm text-brand-slate">{t("holdings.link.inviteText")}</p>
          <button type="button" className="mt-3 rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={() => void makeCode()} disabled={inviting} aria-busy={inviting} data-testid="family-link-invite">
            {inviting ? t("holdings.link.making") : invite ? t("holdings.link.newCode") : t("holdings.link.makeCode")}
          </button>
          <div role="status" aria-live="polite">
            {invite && expires ? (
              <p className="mt-3 rounded-xl bg-brand-ice p-3" data-testid="family-link-code">
                {t("holdings.link.codeIs")} <strong dir="ltr" className="font-mono text-lg tracking-wider">{invite.code}</strong>
                <br />
                <span className="text-sm">{t("holdings.link.validUntil", venueTimeOf(expires, site.tenant.timeZone, site.locale))}</span>
              </p>
            ) : null}
          </div>
          {inviteError ? <p role="alert" className="mt-2 font-semibold text-red-800">{inviteError}</p> : null}
        </div>
        <form onSubmit={(e) => void join(e)} noValidate>
          <h3 className="font-bold">{t("holdings.link.joinTitle")}</h3>
          <label htmlFor="family-link-input" className="mt-1 block text-sm text-brand-slate">{t("holdings.link.joinLabel")}</label>
          <input
            id="family-link-input"
            dir="ltr"
            autoComplete="off"
            className="mt-2 w-full rounded-lg border border-black/20 px-3 py-2 font-mono uppercase aria-[invalid=true]:border-red-600"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={joinError !== null}
            aria-describedby={joinError ? "family-link-error" : undefined}
            maxLength={20}
          />
          {joinError ? <p id="family-link-error" role="alert" className="mt-2 font-semibold text-red-800">{joinError}</p> : null}
          <button type="submit" className="btn-primary mt-3" disabled={joining} aria-busy={joining} data-testid="family-link-join">
            {joining ? t("holdings.link.joining") : t("holdings.link.join")}
          </button>
          <div role="status" aria-live="polite">
            {joined ? <p className="mt-3 rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-800" data-testid="family-link-joined">{t("holdings.link.joined", { name: joined })}</p> : null}
          </div>
        </form>
      </div>
    </section>
  );
}
