// The vouchers on the member's account at this venue (GET /get-vouchers-list): each with its title, code, value, the
// last day it may be used, and its state in words (valid, used, expired).
import type { Voucher } from "../../../shared/contract/account-schemas";
import { formatDateKey } from "../../../shared/date-key";
import { formatAmount } from "../../../shared/format";
import { useT } from "../../i18n";
import { type VoucherState, voucherStateKey } from "../../account/vouchers";
import { useSite } from "../../layout/site-context";

const STATE_STYLE: Record<VoucherState, string> = {
  active: "bg-green-100 text-green-900",
  used: "bg-brand-ice text-brand-navy",
  expired: "bg-gray-200 text-gray-800",
};

export function VoucherList({ vouchers }: { vouchers: Voucher[] }) {
  const t = useT();
  const site = useSite();
  return (
    <section aria-labelledby="account-vouchers-title" className="mt-6" data-testid="account-vouchers">
      <h2 id="account-vouchers-title" className="text-xl font-bold">{t("holdings.voucher.title")}</h2>
      <ul className="mt-4 flex flex-col gap-4">
        {vouchers.map((v) => (
          <li key={v.code} className="rounded-2xl border border-black/10 p-5" data-testid="account-voucher" data-state={v.status}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-lg font-bold">{v.title}</h3>
              <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_STYLE[v.status]}`} data-testid="account-voucher-state">
                {t(voucherStateKey(v.status))}
              </span>
            </div>
            <p className="mt-2" data-testid="account-voucher-value">
              {t("holdings.voucher.value", { amount: formatAmount(v.value, v.currency, site.tenant.decimals, site.locale) })}
            </p>
            <p className="mt-1" data-testid="account-voucher-until">
              {t(v.status === "expired" ? "holdings.voucher.ended" : v.status === "used" ? "holdings.voucher.validUntil" : "holdings.voucher.until", {
                date: formatDateKey(v.validUntil, site.locale, "date"),
              })}
            </p>
            <p className="mt-1 text-brand-slate">
              {t("holdings.voucher.code")} <bdi dir="ltr" className="font-mono" data-testid="account-voucher-code">{v.code}</bdi>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
