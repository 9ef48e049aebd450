// A navigation entry's tab menu: tabs of event cards (icon, title, description, price per person) and an optional link.
import { Fragment, useId } from "react";
import { Link } from "react-router";
import type { NavbarItem } from "../../../shared/cms";
import { formatAmount } from "../../../shared/format";
import { eventCardRoute, localizedHref } from "../../../shared/links";
import type { Tenant } from "../../../shared/tenant";
import { useT } from "../../i18n";
import { useSite } from "../../layout/site-context";
import { trackMenuClick } from "../../analytics/chrome-events";
import { CmsLink } from "./CmsLink";

type EventCard = NavbarItem["tabs"][number]["cards_info"][number]["card"];

const PASSES_SECTION = "passes-packages";

/** Where a card leads, below the prefix: the pass route, or on Ski Egypt the card's details identifier. */
export function eventCardPath(card: EventCard, tenant: Pick<Tenant, "slug">): string {
  // Ski Egypt's CMS names its detail pages by card_details_id (content-and-account §2, tab menu).
  if (tenant.slug === "ski-egypt" && card.card_details_id) return `${PASSES_SECTION}/${card.card_details_id}`;
  return eventCardRoute(card.route);
}

/**
 * The tabs are a group of radio buttons, one checked: choosing one (a click, or the arrow keys the browser gives a radio
 * group) shows the panel after it through the stylesheet (.tab-menu in client/styles.css: the labels are ordered first,
 * in a row, the panels after them), with or without scripts (decision 12).
 */
export function TabMenu({ item, onNavigate }: { item: NavbarItem; onNavigate: () => void }) {
  const t = useT();
  const site = useSite();
  const ids = useId();
  if (item.tabs.length === 0) return null;

  return (
    <div className="tab-menu" role="group" aria-label={item.title}>
      {item.tabs.map((tab, index) => (
        <Fragment key={tab.id}>
          <input type="radio" id={`${ids}-${tab.id}`} name={`${ids}-tab`} defaultChecked={index === 0} className="tab-input sr-only" />
          <label htmlFor={`${ids}-${tab.id}`} className="tab-choice">
            {tab.title}
          </label>
          <div className="tab-panel" data-testid={`tab-panel-${tab.id}`}>
            {tab.cards_info.length === 0 ? (
              <p className="py-6 text-center text-brand-slate" data-testid="tab-empty">
                {t("header.noTabData")}
              </p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                {tab.cards_info.map(({ card, icon, description }) => (
                  <li key={card.id}>
                    <Link
                      to={localizedHref(site.prefix, eventCardPath(card, site.tenant))}
                      className="flex h-full gap-3 rounded-xl border border-black/10 p-4 hover:border-brand-navy hover:shadow-md"
                      data-testid={`event-card-${card.id}`}
                      onClick={() => {
                        trackMenuClick(item.title, card.title);
                        onNavigate();
                      }}
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
            {tab.tabs_cta ? (
              <CmsLink
                url={tab.tabs_cta.url}
                className="self-start font-bold underline underline-offset-2"
                onClick={() => {
                  trackMenuClick(item.title, tab.tabs_cta!.title);
                  onNavigate();
                }}
              >
                {tab.tabs_cta.title}
              </CmsLink>
            ) : null}
          </div>
        </Fragment>
      ))}
    </div>
  );
}
