// Back to top: scrolls the page up and puts keyboard focus back at its start (the skip link).
import { useT } from "../../i18n";

function backToTop() {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  // Focus without a second jump; the skip link is the first stop of the page, main the fallback.
  const target = document.querySelector<HTMLElement>(".skip-link") ?? document.getElementById("main");
  target?.focus({ preventScroll: true });
}

export function BackToTop() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={backToTop}
      data-testid="back-to-top"
      className="back-to-top"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      {t("footer.backToTop")}
    </button>
  );
}
