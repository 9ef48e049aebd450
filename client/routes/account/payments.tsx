// accounts/payments: the member's saved cards (GET cards-list through the account pages' queries): brand, last four,
// expiry, holder, the default and expired badges, and the site configuration's card warnings with their dismiss
// button. "Add a card" opens the payment gateway's own card page (POST credit-card) and comes back here with the
// visit's id, which the page hands to the add card profile call (POST cards) once; "Make default" and "Delete" (after
// a confirmation dialog) change the list, which shows each change at once. Loading, empty and error states; both
// languages; the card number is never typed into the shop.
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  CARD_BRAND_NAMES,
  MAX_SAVED_CARDS,
  type SavedCard,
  TOKENISATION_OUTCOME_PARAM,
  TOKENISATION_PARAM,
  warningFor,
} from "../../../shared/contract/cards";
import { AccountShell } from "../../components/account/AccountShell";
import { ConfirmDialog } from "../../components/checkout/ConfirmDialog";
import { LoaderDots } from "../../components/Loader";
import { type MessageKey, useT } from "../../i18n";
import { AccountQueries } from "../../account/account-queries";
import type { ApiFailure } from "../../api/api";
import { deleteCard, markDefaultCard, saveTokenisedCard, setCardMessageStatus, startAddingCard } from "../../account/cards-calls";
import { useCardWarnings, useCardsChanged, useSavedCards } from "../../account/cards-queries";
import { useRequiredMember } from "../../member/member-only";
import { useSite } from "../../layout/site-context";
import { LoadFailed } from "./person-chooser";

export { HydrateFallback } from "../../member/member-only";
import { memberLoaderWithTexts } from "../../member/member-only";
export const clientLoader = memberLoaderWithTexts(["cards", "account"], ["route.accounts.payments"]);

export default function Payments() {
  return (
    <AccountQueries>
      <PaymentsPage />
    </AccountQueries>
  );
}

type Notice = { kind: "done" | "error" | "busy"; text: string } | null;

const twoDigits = (n: number) => String(n).padStart(2, "0");
const expiryOf = (card: SavedCard) => `${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}`;

/** The words of a refused change, by its status (the server's own words are not in the page's dictionary). */
function refusalKey(failure: Pick<ApiFailure, "status">): MessageKey {
  if (failure.status === 404) return "account.cards.notFound";
  if (failure.status === 409) return "account.cards.notSaved";
  if (failure.status === 422) return "account.cards.tooMany";
  return "account.cards.changeFailed";
}

/** The outcome the gateway's page sent the member back with (for the words; the server decides what is saved). */
function outcomeKey(outcome: string | null): MessageKey | null {
  if (outcome === "cancelled") return "account.cards.cancelled";
  if (outcome === "declined") return "account.cards.declined";
  if (outcome === "expired") return "account.cards.expiredVisit";
  return null;
}

function PaymentsPage() {
  const t = useT();
  const site = useSite();
  const member = useRequiredMember();
  const cards = useSavedCards(member);
  const changed = useCardsChanged(member);
  const caller = { tenant: site.tenant, locale: site.locale };
  const [notice, setNotice] = useState<Notice>(null);
  const [adding, setAdding] = useState(false);
  const [busyCard, setBusyCard] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const brand = (card: Pick<SavedCard, "brand">) => CARD_BRAND_NAMES[card.brand][site.locale];
  const words = (card: SavedCard) => ({ brand: brand(card), last4: card.last4 });

  // Back from the gateway's page: the visit's id saved once, and the address cleaned so a reload does not repeat it.
  const tokenisationId = params.get(TOKENISATION_PARAM);
  const outcome = params.get(TOKENISATION_OUTCOME_PARAM);
  useEffect(() => {
    if (!member || !tokenisationId || handled.current === tokenisationId) return;
    handled.current = tokenisationId;
    void navigate(`${site.prefix}/accounts/payments`, { replace: true, preventScrollReset: true });
    const words = outcomeKey(outcome);
    if (words) {
      setNotice({ kind: outcome === "cancelled" ? "done" : "error", text: t(words) });
      return;
    }
    setNotice({ kind: "busy", text: t("account.cards.saving") });
    void saveTokenisedCard({ tenant: site.tenant, locale: site.locale }, tokenisationId).then(async (result) => {
      if (result.ok) {
        setNotice({ kind: "done", text: t("account.cards.saved", { brand: CARD_BRAND_NAMES[result.data.brand][site.locale], last4: result.data.last4 }) });
      } else if (!result.signedOut) {
        setNotice({ kind: "error", text: t(refusalKey(result), { count: MAX_SAVED_CARDS }) });
      }
      await changed();
    });
  }, [member, tokenisationId, outcome, navigate, site.prefix, site.tenant, site.locale, t, changed]);

  const cardWarnings = useCardWarnings();
  // The cards show with their warnings, so a warning never appears under a card already shown.
  const list = cardWarnings.isPending ? null : (cards.data ?? null);
  const failure = !list && cards.isError && !cards.isFetching;
  const full = (list?.length ?? 0) >= MAX_SAVED_CARDS;

  const addCard = async () => {
    setAdding(true);
    setNotice(null);
    const result = await startAddingCard(caller);
    if (result.ok) {
      // Leaving for the gateway's page: the button stays busy until the page goes.
      window.location.assign(result.data.redirectUrl);
      return;
    }
    setAdding(false);
    if (!result.signedOut) setNotice({ kind: "error", text: result.status === 422 ? t("account.cards.tooMany", { count: MAX_SAVED_CARDS }) : t("account.cards.addFailed") });
  };

  const change = async (card: SavedCard, run: () => Promise<{ ok: true; data: SavedCard[] | SavedCard } | ApiFailure>, done: string) => {
    setBusyCard(card.id);
    const result = await run();
    setBusyCard(null);
    if (result.ok) {
      setNotice({ kind: "done", text: done });
      await changed(Array.isArray(result.data) ? result.data : undefined);
    } else {
      if (!result.signedOut) setNotice({ kind: "error", text: t(refusalKey(result), { count: MAX_SAVED_CARDS }) });
      await changed();
    }
  };

  const closeDialog = useCallback(() => setConfirming(null), []);
  const confirmDelete = async () => {
    const card = confirming;
    if (!card) return;
    setConfirming(null);
    await change(card, () => deleteCard(caller, card.id), t("account.cards.deleted", words(card)));
    // The card's buttons are gone: the focus goes to the page's heading.
    headingRef.current?.focus();
  };

  const warnings = cardWarnings.data;
  return (
    <AccountShell title={t("route.accounts.payments")} headingRef={headingRef} testId="payments-page">
      <p className="mt-2 max-w-2xl text-brand-slate">{t("account.cards.intro")}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn-primary disabled:opacity-60"
          onClick={() => void addCard()}
          disabled={adding || full || !member}
          aria-busy={adding}
          aria-describedby={full ? "cards-limit" : undefined}
          data-testid="add-card"
        >
          {adding ? t("account.cards.adding") : t("account.cards.add")}
        </button>
        {full ? (
          <p id="cards-limit" className="text-sm text-brand-slate" data-testid="cards-limit">
            {t("account.cards.limit", { count: MAX_SAVED_CARDS })}
          </p>
        ) : null}
      </div>
      <div className="mt-4 max-w-[960px]" role={notice?.kind === "error" ? "alert" : "status"} aria-live={notice?.kind === "error" ? "assertive" : "polite"}>
        {notice ? (
          <p
            className={`rounded-xl border p-3 font-semibold ${notice.kind === "error" ? "border-red-300 bg-red-50 text-red-800" : notice.kind === "busy" ? "border-black/10 bg-brand-ice text-brand-navy" : "border-green-300 bg-green-50 text-green-800"}`}
            data-testid={`cards-notice-${notice.kind}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <section className="mt-6 max-w-[960px]" aria-labelledby="cards-list-title" aria-busy={!list && !failure}>
        <h2 id="cards-list-title" className="text-xl font-bold">{t("account.cards.listTitle")}</h2>
        {!list && !failure ? <LoaderDots label={t("account.cards.loading")} /> : null}
        {failure ? <LoadFailed message={t("account.cards.loadFailed")} onRetry={() => void cards.refetch()} testId="cards-load-error" /> : null}
        {list && list.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-black/20 p-6 text-brand-slate" data-testid="cards-empty">{t("account.cards.empty")}</p>
        ) : null}
        {list && list.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-3" data-testid="cards-list">
            {list.map((card) => {
              const warning = warningFor(card, warnings);
              const busy = busyCard === card.id;
              return (
                <li key={card.id} className="rounded-2xl border border-black/10 p-5" data-testid="saved-card" data-card-id={card.id} aria-busy={busy}>
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <p className="text-lg font-bold">
                        {brand(card)} <span dir="ltr" className="inline-block">•••• {card.last4}</span>
                        <span className="sr-only"> {t("account.cards.ending", { last4: card.last4 })}</span>
                      </p>
                      <p className={card.expired ? "font-semibold text-red-800" : "text-brand-slate"}>
                        {/* The date isolated left to right inside the sentence (MM/YY reads the same in both languages). */}
                        {t(card.expired ? "account.cards.expiredOn" : "account.cards.expires", { date: `\u2066${expiryOf(card)}\u2069` })}
                      </p>
                      <p className="text-brand-slate">{card.holderName}</p>
                      <p className="mt-2 flex flex-wrap gap-2">
                        {card.isDefault ? (
                          <span className="rounded-full bg-brand-navy px-3 py-1 text-sm font-semibold text-white" data-testid="card-default-badge">{t("account.cards.default")}</span>
                        ) : null}
                        {card.expired ? (
                          <span className="rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white" data-testid="card-expired-badge">{t("account.cards.expired")}</span>
                        ) : null}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {!card.isDefault ? (
                        <button
                          type="button"
                          className="rounded-full border border-brand-navy px-4 py-2 font-semibold disabled:opacity-60"
                          disabled={busy}
                          aria-label={t("account.cards.makeDefaultOf", words(card))}
                          onClick={() => void change(card, () => markDefaultCard(caller, card.id), t("account.cards.madeDefault", words(card)))}
                          data-testid="card-make-default"
                        >
                          {t("account.cards.makeDefault")}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="rounded-full border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-60"
                        disabled={busy}
                        aria-label={t("account.cards.deleteOf", words(card))}
                        onClick={() => setConfirming(card)}
                        data-testid="card-delete"
                      >
                        {t("account.cards.delete")}
                      </button>
                    </div>
                  </div>
                  {warning && card.messageStatus !== "dismissed" ? (
                    <div className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-400 bg-amber-50 p-3" role="note" aria-label={t("account.cards.warning")} data-testid="card-warning">
                      <p className="max-w-2xl">{warning.message}</p>
                      <button
                        type="button"
                        className="rounded-full border border-brand-navy px-4 py-1 font-semibold disabled:opacity-60"
                        disabled={busy}
                        aria-label={t("account.cards.dismissOf", { last4: card.last4 })}
                        onClick={() => void change(card, () => setCardMessageStatus(caller, { cardId: card.id, status: "dismissed" }), t("account.cards.dismissed"))}
                        data-testid="card-warning-dismiss"
                      >
                        {t("account.cards.dismiss")}
                      </button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t("account.cards.deleteTitle")}
          text={t(confirming.isDefault && (list?.length ?? 0) > 1 ? "account.cards.deleteTextDefault" : "account.cards.deleteText", words(confirming))}
          confirmLabel={t("account.cards.deleteConfirm")}
          cancelLabel={t("account.cards.keep")}
          onConfirm={() => void confirmDelete()}
          onCancel={closeDialog}
        />
      ) : null}
    </AccountShell>
  );
}
