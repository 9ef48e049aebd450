// The full-page loader shown during slow work (a venue switch, later payments); loaded when first shown.
import { useT } from "../i18n";
import { LoaderDots } from "./Loader";

export default function LoaderOverlay() {
  const t = useT();
  return (
    <div className="fixed inset-0 z-[1500] flex items-center justify-center bg-white/70">
      <LoaderDots label={t("common.loading")} />
    </div>
  );
}
