// The points history of accounts/share (decision 012): the member's SHARE rows newest first, ten at a time with
// "Show more" asking for the next page with the cursor; each row with its date, what happened, the booking's
// reservation code, the points (+ earned or given back, − spent) and the booking's lines. Loading, empty and error
// states; after "Show more" the keyboard focus moves to the first row that arrived.
import { useEffect, useRef } from "react";
import type { SessionMember } from "../../../shared/contract/member-schemas";
import type { ShareTransaction } from "../../../shared/contract/share-schemas";
import { formatAmount } from "../../../shared/format";
import { type MessageKey, useT } from "../../i18n";
import { useShareTransactions } from "../../account/share-queries";
import { useSite } from "../../layout/site-context";
import { LoadFailed } from "../../routes/account/person-chooser";
import { LoaderDots } from "../Loader";

const KIND_LABELS: Record<ShareTransaction["type"], MessageKey> = {
  opening: "account.share.history.kind.opening",
  earn: "account.share.history.kind.earn",
  redeem: "account.share.history.kind.redeem",
  restore: "account.share.history.kind.restore",
};

export function ShareHistory({ member }: { member: SessionMember }) {
  const t = useT();
  const site = useSite();
  const history = useShareTransactions(member, true);
  const rows = history.data?.pages.flatMap((page) => page.transactions) ?? [];
  const firstNew = useRef<HTMLLIElement | null>(null);
  const shownBefore = useRef(0);
  const numberLocale = site.locale === "ar" ? "ar-AE-u-nu-latn" : "en-AE";
  const date = new Intl.DateTimeFormat(numberLocale, { dateStyle: "medium", timeZone: site.tenant.timeZone });
  const money = (amount: number, currency: string) => formatAmount(Math.abs(amount), currency, site.tenant.decimals, site.locale);

  // After "Show more", the keyboard moves on to the first row that arrived.
  useEffect(() => {
    if (rows.length > shownBefore.current && shownBefore.current > 0) firstNew.current?.focus();
    shownBefore.current = rows.length;
  }, [rows.length]);

  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="share-history-title" aria-busy={history.isPending} data-testid="share-history">
      <h2 id="share-history-title" className="text-xl font-bold">{t("account.share.history.title")}</h2>
      {history.isPending ? (
        <LoaderDots label={t("account.share.history.loading")} />
      ) : history.isError && rows.length === 0 ? (
        <div className="mt-4">
          <LoadFailed message={t("account.share.history.failed")} onRetry={() => void history.refetch()} testId="share-history-error" />
        </div>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-brand-slate" data-testid="share-history-empty">{t("account.share.history.empty")}</p>
      ) : (
        <>
          <ol className="mt-4 flex flex-col gap-3">
            {rows.map((row, index) => (
              <li
                key={row.id}
                ref={index === shownBefore.current && index > 0 ? firstNew : undefined}
                tabIndex={-1}
                className="rounded-2xl border border-black/10 p-4"
                data-testid="share-transaction"
                data-type={row.type}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">{t(KIND_LABELS[row.type])}</p>
                  <p
                    className={`text-lg font-bold ${row.points < 0 ? "text-red-800" : "text-green-800"}`}
                    data-testid="share-transaction-points"
                  >
                    {/* The sign before the counted points ("+50 points", "-نقطتان"), the phrase in the page's direction. */}
                    <span>
                      {row.points < 0 ? "-" : "+"}
                      {t("account.share.history.points", { count: Math.abs(row.points) })}
                    </span>
                    <span className="ms-2 text-sm font-normal text-brand-slate">{t("account.share.history.worth", { amount: money(row.currency_amount, row.currency) })}</span>
                  </p>
                </div>
                <p className="text-sm text-brand-slate">
                  <time dateTime={row.created_at}>{date.format(new Date(row.created_at))}</time>
                  {row.reservation_code ? (
                    <>
                      {" · "}
                      <span data-testid="share-transaction-code">{t("account.share.history.booking", { code: `\u2066${row.reservation_code}\u2069` })}</span>
                    </>
                  ) : null}
                </p>
                {row.sku && row.sku.length > 0 ? (
                  <ul className="mt-2 list-disc ps-5 text-sm" aria-label={t("account.share.history.items")}>
                    {row.sku.map((line, n) => (
                      <li key={`${line.sku}-${n}`}>{t("account.share.history.item", { quantity: line.quantity, title: line.title })}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
          {history.isError ? (
            <div className="mt-4">
              <LoadFailed message={t("account.share.history.failed")} onRetry={() => void history.fetchNextPage()} testId="share-history-error" />
            </div>
          ) : null}
          {history.hasNextPage ? (
            <button
              type="button"
              className="mt-4 rounded-full border-2 border-brand-navy px-5 py-2 font-semibold"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
              aria-busy={history.isFetchingNextPage || undefined}
              data-testid="share-history-more"
            >
              {history.isFetchingNextPage ? t("account.share.history.loadingMore") : t("account.share.history.more")}
            </button>
          ) : (history.data?.pages.length ?? 0) > 1 ? (
            <p className="mt-4 text-sm text-brand-slate">{t("account.share.history.end")}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
