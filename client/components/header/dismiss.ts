// Closing a header popover: Escape (focus goes back to its trigger) or a press outside it.
import { type RefObject, useEffect, useRef } from "react";
import { ESCAPE_KEY } from "../../layout/dialog";

export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: (reason: "escape" | "outside") => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ESCAPE_KEY) latest.current("escape");
    };
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) latest.current("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, container]);
}
