// A small confirmation modal (remove a cart item, delete a saved card, remove a family member): focus moves in (to
// Cancel), Escape and Cancel close, focus comes back. While the action runs (`busy`) both buttons wait and Escape does
// nothing; a failure (`error`) is said inside the dialog, which stays open for another try.
import { useRef } from "react";
import { useDialogFocus } from "../../layout/dialog";

const STAY_OPEN = () => undefined;

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error = null,
  testId = "confirm-dialog",
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, busy ? STAY_OPEN : onCancel);
  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/50 p-4">
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={`${testId}-title`} aria-describedby={`${testId}-text`} className="w-full max-w-[520px] rounded-2xl bg-white p-6 shadow-2xl" data-testid={testId}>
        <h2 id={`${testId}-title`} className="text-xl font-bold">{title}</h2>
        <p id={`${testId}-text`} className="mt-2">{text}</p>
        {error ? <p role="alert" className="mt-3 font-semibold text-red-800">{error}</p> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={onCancel} disabled={busy}>{cancelLabel}</button>
          <button type="button" className="btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy} data-testid={`${testId}-confirm`}>{confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}
