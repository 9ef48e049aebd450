// The venue choices of the location switcher, as a list in the desktop box or a grid in the mobile menu. Each is a link
// to the venue's site, so it works before any script (decision 12); with scripts a click asks first when the cart
// holds something and clears the booking before the full load (location.ts).
import { localizedHref } from "../../../shared/links";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { type Environment, environmentSlug, useLocationSwitch } from "./location";

const LOOKS = {
  list: {
    list: "space-y-1 text-sm",
    link: (current: boolean) => `flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-brand-ice ${current ? "font-bold" : ""}`,
  },
  grid: {
    list: "grid grid-cols-2 gap-2",
    link: (current: boolean) =>
      `block w-full rounded-lg border px-3 py-2 text-start text-sm ${current ? "border-brand-navy bg-brand-ice font-bold" : "border-black/15"}`,
  },
} as const;

/** onChosen gets true when a switch started (or a warning asks first), false when the current venue was chosen. */
export function LocationOptions({
  look,
  onChosen,
  testIdPrefix = "location-option",
}: {
  look: keyof typeof LOOKS;
  onChosen: (switching: boolean) => void;
  testIdPrefix?: string;
}) {
  const t = useT();
  const site = useSite();
  const locations = useLocationSwitch();
  const style = LOOKS[look];
  return (
    <ul className={style.list}>
      {locations.environments.map((environment: Environment) => {
        const current = locations.isCurrent(environment);
        return (
          <li key={environment.id}>
            <a
              href={localizedHref(site.prefix, environment.url)}
              className={style.link(current)}
              aria-current={current ? "true" : undefined}
              data-testid={`${testIdPrefix}-${environmentSlug(environment.url)}`}
              onClick={(event) => {
                // A click that asks for a new tab or window is the browser's own.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onChosen(locations.choose(environment));
              }}
            >
              {look === "list" ? (
                <span aria-hidden="true" className={`h-2 w-2 rounded-full ${current ? "bg-brand-navy" : "border border-brand-slate"}`} />
              ) : null}
              {environment.title}
              {current ? <span className="sr-only"> ({t("header.currentLocation")})</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
