// The bottom action bar (content-and-account §2): left Download ticket, right the next step (default Continue to add
// guest) and Skip for now, shown through the show-bottom-bar event with the actions the page gave it
// (client/layout/bottom-bar.ts). Plain buttons in reading order, so the keyboard and RTL follow the page.
import { useT } from "../i18n";
import { useLayout } from "../layout/layout-store";

export default function BottomBar() {
  const t = useT();
  const bar = useLayout((s) => s.bottomBar);
  if (!bar.visible) return null;
  return (
    <div role="region" aria-label={t("bottomBar.label")} className="fixed inset-x-0 bottom-0 z-[95] border-t bg-white px-4 py-3 shadow-2xl" data-testid="bottom-bar">
      <div className="mx-auto flex max-w-[1320px] flex-wrap items-center justify-between gap-3">
        {bar.onLeft ? (
          <button type="button" className="font-semibold underline underline-offset-2" onClick={bar.onLeft} disabled={bar.leftBusy} aria-busy={bar.leftBusy} data-testid="bottom-bar-left">
            {bar.leftLabel ?? t("bottomBar.downloadTicket")}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {bar.onSkip ? (
            <button type="button" className="rounded-full border border-brand-navy px-5 py-2 font-semibold" onClick={bar.onSkip} data-testid="bottom-bar-skip">
              {bar.skipLabel ?? t("bottomBar.skipForNow")}
            </button>
          ) : null}
          {bar.onRight ? (
            <button type="button" className="btn-primary" onClick={bar.onRight} data-testid="bottom-bar-right">
              {bar.rightLabel ?? t("bottomBar.continueToAddGuest")}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
