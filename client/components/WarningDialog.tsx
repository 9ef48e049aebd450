// The warning modal: asks before an action that would clear the cart (location change, logout).
import { useRef } from "react";
import { useLayout } from "../layout/layout-store";
import { useDialogFocus } from "../layout/dialog";

export default function WarningDialog() {
  const warning = useLayout((s) => s.warning)!;
  const close = useLayout((s) => s.closeWarning);
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, close);
  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/50 p-4">
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby="warning-title" aria-describedby="warning-text" className="w-full max-w-[579px] rounded-2xl bg-white p-6 shadow-2xl" data-testid="warning-modal">
        <h2 id="warning-title" className="text-xl font-bold">{warning.title}</h2>
        <p id="warning-text" className="mt-2">{warning.description}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="rounded-full border px-5 py-2 font-semibold" onClick={close}>{warning.cancelLabel}</button>
          <button type="button" className="btn-primary" onClick={() => { close(); warning.onConfirm(); }}>{warning.confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}


