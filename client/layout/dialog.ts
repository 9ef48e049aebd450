// Keyboard behaviour of modal dialogs: Escape closes, focus moves in and comes back when closed.
import { type RefObject, useEffect } from "react";

export const ESCAPE_KEY = "Escape";

export function useDialogFocus(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>("button, [href], iframe, input, [tabindex]:not([tabindex='-1'])");
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ESCAPE_KEY) onClose();
      if (event.key === "Tab" && ref.current) {
        const focusable = [...ref.current.querySelectorAll<HTMLElement>("button, [href], iframe, input, select, textarea")];
        const [head, tail] = [focusable[0], focusable[focusable.length - 1]];
        if (event.shiftKey && document.activeElement === head) { event.preventDefault(); tail?.focus(); }
        else if (!event.shiftKey && document.activeElement === tail) { event.preventDefault(); head?.focus(); }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [ref, onClose]);
}
