// The full-page loader shown during slow work (and as the server render of client-only pages).
import { useT } from "../i18n";
import { useLayout } from "../lib/layout-store";

export function LoaderDots({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-2 py-24" data-testid="loader">
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy" />
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy [animation-delay:0.25s]" />
      <span className="loader-dot h-3 w-3 rounded-full bg-brand-navy [animation-delay:0.5s]" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function Loader() {
  const t = useT();
  const loading = useLayout((s) => s.loading);
  if (!loading) return null;
  return (
    <div className="fixed inset-0 z-[1500] flex items-center justify-center bg-white/70">
      <LoaderDots label={t("common.loading")} />
    </div>
  );
}
