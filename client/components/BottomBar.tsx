// The bottom action bar (download ticket, continue to add guest, skip for now), shown through the show-bottom-bar event.
import { useT } from "../i18n";
import { useLayout } from "../lib/layout-store";

export default function BottomBar() {
  const t = useT();
  const bar = useLayout((s) => s.bottomBar);
  if (!bar.visible) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-[95] border-t bg-white px-4 py-3 shadow-2xl" data-testid="bottom-bar">
      <div className="mx-auto flex max-w-[1320px] items-center justify-between gap-4">
        <button type="button" className="font-semibold underline" onClick={bar.onLeft}>
          {bar.leftLabel ?? t("bottomBar.downloadTicket")}
        </button>
        <button type="button" className="btn-primary" onClick={bar.onRight}>
          {bar.rightLabel ?? t("bottomBar.continueToAddGuest")}
        </button>
      </div>
    </div>
  );
}
