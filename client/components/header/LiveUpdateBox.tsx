// The live-update box (loaded when first wanted): working hours with the open/closed status, and each area's status
// (loaded with the box, client/components/header/header-parts.ts).
import type { LiveUpdateDetailsView, LiveUpdateView } from "../../../shared/cms-views";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { CmsLink } from "./CmsLink";
import { useLiveUpdateDetails } from "./header-parts";
import { StatusDot } from "./icons";
import { PartFailed } from "./PartFailed";
import { PartLoading } from "./PartStates";
import { clockRange } from "../../../shared/clock";
import { hoursToday } from "../../../shared/working-hours";

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
  live: LiveUpdateView;
  openNow: boolean | null;
  onNavigate: () => void;
}) {
  const t = useT();
  const site = useSite();
  const details = useLiveUpdateDetails();
  return (
    <div id={id} className={`${className} start-0 w-80 text-sm`}>
      <p className="font-bold">{live.title || t("header.liveUpdate")}</p>
      <p className="mt-1 flex items-center gap-2 text-brand-slate">
        {t("header.workingHours")}:{" "}
        <TodaysHours live={live} />
        {openNow === null ? null : (
          <span className="ms-auto inline-flex items-center gap-1 font-semibold text-brand-navy">
            <StatusDot on={openNow} />
            {openNow ? t("header.open") : t("header.closed")}
          </span>
        )}
      </p>
      {details.status === "loading" ? <PartLoading className="mt-3 py-2" /> : null}
      {details.status === "failed" ? <PartFailed retry={details.retry} /> : null}
      {details.status === "ready" ? <LiveStatuses details={details.part} onNavigate={onNavigate} /> : null}
    </div>
  );
}

/** Today's hours on the venue's clock (the day of the week there, not the visitor's), or "Closed" on a day without. */
function TodaysHours({ live }: { live: LiveUpdateView }) {
  const t = useT();
  const site = useSite();
  const today = hoursToday(live.weekly_hours, new Date(), site.tenant.timeZone);
  return <span data-testid="hours-today">{today ? clockRange(today.open, today.close, site.locale) : t("header.closed")}</span>;
}

function LiveStatuses({ details, onNavigate }: { details: LiveUpdateDetailsView; onNavigate: () => void }) {
  return (
    <>
      {details.live_status_category.map((category) => (
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
      {details.cta ? (
        <CmsLink url={details.cta.url} className="mt-4 inline-block font-bold underline underline-offset-2" onClick={onNavigate}>
          {details.cta.title}
        </CmsLink>
      ) : null}
    </>
  );
}
