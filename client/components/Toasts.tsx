// Toast area at the bottom end of the page, each toast closable and gone after its duration.
import { useEffect } from "react";
import { TOAST_SPEED_MS } from "../../shared/layout";
import { useT } from "../i18n";
import { type Toast, type ToastType, useLayout } from "../layout/layout-store";

const COLOURS: Record<ToastType, string> = {
  blue: "bg-blue-600 text-white",
  green: "bg-green-700 text-white",
  orange: "bg-orange-700 text-white",
  red: "bg-red-600 text-white",
  yellow: "bg-brand-yellow text-brand-navy",
};

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dismiss = useLayout((s) => s.dismissToast);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    <div
      role={toast.type === "red" ? "alert" : "status"}
      className={`toast-in flex items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${COLOURS[toast.type]}`}
      style={{ animationDuration: `${TOAST_SPEED_MS}ms` }}
    >
      <div className="flex-1" dangerouslySetInnerHTML={{ __html: toast.text }} />
      <button type="button" aria-label={t("common.close")} onClick={() => dismiss(toast.id)} className="text-xl leading-none">
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const t = useT();
  const toasts = useLayout((s) => s.toasts);
  return (
    <section
      aria-label={t("toast.region")}
      data-group="booking-toast"
      className="toast-region"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
