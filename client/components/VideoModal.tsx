// The video modal (loaded only when opened): a 365 px frame, closed by Escape, the close button or any route change.
import { useCallback, useRef } from "react";
import { useT } from "../i18n";
import { useDialogFocus } from "../layout/dialog";
import { useLayout } from "../layout/layout-store";

export default function VideoModal() {
  const t = useT();
  const video = useLayout((s) => s.video);
  const setVideo = useLayout((s) => s.setVideo);
  const close = useCallback(() => setVideo({ open: false, url: "" }), [setVideo]);
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, close);
  return (
    <div className="fixed inset-0 z-[1300] flex items-center justify-center bg-black/70 p-4" onClick={close}>
      <div ref={ref} role="dialog" aria-modal="true" aria-label={t("video.title")} className="w-full max-w-[642px] rounded-2xl bg-black p-2" data-testid="video-modal" onClick={(e) => e.stopPropagation()}>
        <div className="flex justify-end">
          <button type="button" className="px-3 py-1 text-2xl text-white" aria-label={t("common.close")} onClick={close}>×</button>
        </div>
        <iframe title={t("video.title")} src={video.url} className="h-[365px] w-full" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    </div>
  );
}
