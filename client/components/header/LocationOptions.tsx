// The venue choices of the location switcher, as a list in the desktop box or a grid in the mobile menu.
import { useT } from "../../i18n";
import { type Environment, environmentSlug, useLocationSwitch } from "./location";

const LOOKS = {
  list: {
    list: "space-y-1 text-sm",
    button: (current: boolean) => `flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start hover:bg-brand-ice ${current ? "font-bold" : ""}`,
  },
  grid: {
    list: "grid grid-cols-2 gap-2",
    button: (current: boolean) =>
      `w-full rounded-lg border px-3 py-2 text-start text-sm ${current ? "border-brand-navy bg-brand-ice font-bold" : "border-black/15"}`,
  },
} as const;

/** onChosen gets true when a switch started (or a warning asks first), false when the current venue was chosen. */
export function LocationOptions({ look, onChosen }: { look: keyof typeof LOOKS; onChosen: (switching: boolean) => void }) {
  const t = useT();
  const locations = useLocationSwitch();
  const style = LOOKS[look];
  return (
    <ul className={style.list}>
      {locations.environments.map((environment: Environment) => {
        const current = locations.isCurrent(environment);
        return (
          <li key={environment.id}>
            <button
              type="button"
              className={style.button(current)}
              aria-current={current ? "true" : undefined}
              data-testid={`location-option-${environmentSlug(environment.url)}`}
              onClick={() => onChosen(locations.choose(environment))}
            >
              {look === "list" ? (
                <span aria-hidden="true" className={`h-2 w-2 rounded-full ${current ? "bg-brand-navy" : "border border-brand-slate"}`} />
              ) : null}
              {environment.title}
              {current ? <span className="sr-only"> ({t("header.currentLocation")})</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
