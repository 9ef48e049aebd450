// What a header panel shows while its part loads (client/components/header/header-parts.ts); PartFailed.tsx, if it
// cannot.
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
