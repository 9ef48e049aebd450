// A navigation entry's tab menu: tabs of event cards (icon, title, description, price per person) and an optional link.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { NavbarItem } from "../../../shared/cms";
import { formatAmount } from "../../../shared/format";
import { localizedHref } from "../../../shared/links";
import type { Tenant } from "../../../shared/tenant";
import { useT } from "../../i18n";
import { useSite } from "../../lib/site-context";
import { CmsLink } from "./CmsLink";

type EventCard = NavbarItem["tabs"][number]["cards_info"][number]["card"];

const PASSES_SECTION = "passes-packages";

/** Where a card leads, below the prefix: the pass route, or on Ski Egypt the card's details identifier. */
export function eventCardPath(card: EventCard, tenant: Pick<Tenant, "slug">): string {
  // Ski Egypt's CMS names its detail pages by card_details_id (content-and-account §2, tab menu).
  if (tenant.slug === "ski-egypt" && card.card_details_id) return `${PASSES_SECTION}/${card.card_details_id}`;
  const route = card.route.replace(/^\/+/, "");
  return route.startsWith(`${PASSES_SECTION}/`) ? route : `${PASSES_SECTION}/${route}`;
}

export default function TabMenu({ item, onNavigate }: { item: NavbarItem; onNavigate: () => void }) {
  const t = useT();
  const site = useSite();
  const ids = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = item.tabs[active];
  if (!tab) return null;

  const select = (index: number) => {
    const next = (index + item.tabs.length) % item.tabs.length;
    setActive(next);
    tabs.current[next]?.focus();
  };
  // Arrow keys follow what the eye sees: in right-to-left the next tab is on the left.
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = site.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = site.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = { [forward]: active + 1, [backward]: active - 1, Home: 0, End: item.tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={item.title} className="flex gap-2 overflow-x-auto pb-1" onKeyDown={onKeyDown}>
        {item.tabs.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${entry.id}`}
            aria-selected={index === active}
            aria-controls={`${ids}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold ${index === active ? "bg-brand-navy text-white" : "bg-brand-ice text-brand-navy hover:bg-brand-navy/10"}`}
            onClick={() => setActive(index)}
          >
            {entry.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${tab.id}`} tabIndex={0} className="rounded-lg">
        {tab.cards_info.length === 0 ? (
          <p className="py-6 text-center text-brand-slate" data-testid="tab-empty">
            {t("header.noTabData")}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {tab.cards_info.map(({ card, icon, description }) => (
              <li key={card.id}>
                {/* A menu event is recorded here once the events endpoint exists (content-and-account §7, "Menu event"). */}
                <Link
                  to={localizedHref(site.prefix, eventCardPath(card, site.tenant))}
                  className="flex h-full gap-3 rounded-xl border border-black/10 p-4 hover:border-brand-navy hover:shadow-md"
                  data-testid={`event-card-${card.id}`}
                  onClick={onNavigate}
                >
                  {icon ? <img src={icon.image_url} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0" /> : null}
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="font-bold">{card.title}</span>
                    <span className="text-sm text-brand-slate">{description}</span>
                    <span className="mt-auto text-sm">
                      <span className="font-bold">{formatAmount(card.price, site.tenant.currency, site.tenant.decimals, site.locale)}</span>{" "}
                      {t("common.perPerson")}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {tab.tabs_cta ? (
        <CmsLink url={tab.tabs_cta.url} className="self-start font-bold underline underline-offset-2" onClick={onNavigate}>
          {tab.tabs_cta.title}
        </CmsLink>
      ) : null}
    </div>
  );
}
