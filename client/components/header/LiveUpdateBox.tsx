// The live-update box (loaded when first wanted): working hours with the open/closed status, and each area's status.
import type { HeaderContent } from "../../../shared/cms";
import { useT } from "../../i18n";
import { CmsLink } from "./CmsLink";
import { StatusDot } from "./icons";

type LiveUpdate = HeaderContent["global_header"]["live_update"];

/** `className` is the header's popover look, given by the strip that opens the box (it owns that look). */
export default function LiveUpdateBox({
  id,
  className,
  live,
  openNow,
  onNavigate,
}: {
  id: string;
  className: string;
  live: LiveUpdate;
  openNow: boolean | null;
  onNavigate: () => void;
}) {
  const t = useT();
  return (
    <div id={id} className={`${className} start-0 w-80 text-sm`}>
      <p className="font-bold">{live.title || t("header.liveUpdate")}</p>
      <p className="mt-1 flex items-center gap-2 text-brand-slate">
        {t("header.workingHours")}:{" "}
        <span>
          {live.start_working_hour_time} – {live.end_working_hour_time}
        </span>
        {openNow === null ? null : (
          <span className="ms-auto inline-flex items-center gap-1 font-semibold text-brand-navy">
            <StatusDot on={openNow} />
            {openNow ? t("header.open") : t("header.closed")}
          </span>
        )}
      </p>
      {live.live_status_category.map((category) => (
        <div key={category.title} className="mt-3 border-t border-black/10 pt-3">
          <p className="mb-1 font-semibold">{category.title}</p>
          <ul className="space-y-1">
            {category.live_status_subcategory.map((row) => (
              <li key={row.title} className="flex items-center gap-2">
                <StatusDot on={row.status_color_id === 1} />
                <span>{row.title}</span>
                <span className="ms-auto text-end text-brand-slate">{row.status_text}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {live.cta ? (
        <CmsLink url={live.cta.url} className="mt-4 inline-block font-bold underline underline-offset-2" onClick={onNavigate}>
          {live.cta.title}
        </CmsLink>
      ) : null}
    </div>
  );
}
