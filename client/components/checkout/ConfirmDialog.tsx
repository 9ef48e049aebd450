// A small confirmation modal (remove a cart item): focus moves in, Escape and Cancel close, focus comes back.
import { useRef } from "react";
import { useDialogFocus } from "../../lib/dialog";

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onCancel);
  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/50 p-4">
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text" className="w-full max-w-[520px] rounded-2xl bg-white p-6 shadow-2xl" data-testid="confirm-dialog">
        <h2 id="confirm-title" className="text-xl font-bold">{title}</h2>
        <p id="confirm-text" className="mt-2">{text}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="rounded-full border px-5 py-2 font-semibold" onClick={onCancel}>{cancelLabel}</button>
          <button type="button" className="btn-primary" onClick={onConfirm} data-testid="confirm-dialog-confirm">{confirmLabel}</button>
        </div>
      </div>
    </div>
  );
}
