// What a header panel shows while its part loads (client/components/header/header-parts.ts), and if it cannot.
import { useT } from "../../i18n";

/** The space a panel keeps while its part loads, said to screen readers as loading. */
export function PartLoading({ className = "flex h-40 items-center justify-center" }: { className?: string }) {
  const t = useT();
  return (
    <p role="status" className={`${className} text-brand-slate`} data-testid="header-part-loading">
      {t("common.loading")}
    </p>
  );
}

/** The part could not be read: said as an alert, with another try. */
export function PartFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="p-3" data-testid="header-part-failed">
      <p>{t("header.partFailed")}</p>
      <button type="button" className="mt-2 font-semibold underline" onClick={retry}>
        {t("header.partRetry")}
      </button>
    </div>
  );
}
