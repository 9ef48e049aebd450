// The sub-items of a navigation entry; an item with its own sub-items opens one further level in place, as a native
// disclosure, so every level opens before any script (decision 12).
import type { NavbarItem } from "../../../shared/cms";
import { trackMenuClick } from "../../analytics/chrome-events";
import { CmsLink } from "./CmsLink";
import { ChevronDown } from "./icons";

const row = "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-brand-ice focus-visible:bg-brand-ice";

function ItemIcon({ icon }: { icon?: { image_url: string } }) {
  return icon ? <img src={icon.image_url} alt="" width={24} height={24} loading="lazy" className="h-6 w-6 shrink-0" /> : null;
}

export function MenuList({ item, onNavigate }: { item: NavbarItem; onNavigate: () => void }) {
  // The press is recorded and the menu closes; the link navigates as it would without either.
  const pressed = (title: string) => () => {
    trackMenuClick(item.title, title);
    onNavigate();
  };
  return (
    <ul>
      {item.menu_items.map((entry) => (
        <li key={entry.id}>
          {entry.sub_menu_item.length ? (
            <details className="menu-level" data-testid="sub-menu">
              <summary className={`${row} cursor-pointer list-none`} data-menu-id={entry.id}>
                <ItemIcon icon={entry.menu_item.icon} />
                <span className="flex-1">{entry.menu_item.title}</span>
                <ChevronDown />
              </summary>
              <ul className="ps-6">
                <li>
                  <CmsLink url={entry.menu_item.url || "/"} className={`${row} font-bold`} onClick={pressed(entry.menu_item.title)}>
                    {entry.menu_item.title}
                  </CmsLink>
                </li>
                {entry.sub_menu_item.map((sub) => (
                  <li key={sub.id}>
                    <CmsLink url={sub.url} className={row} onClick={pressed(sub.title)}>
                      <ItemIcon icon={sub.icon} />
                      {sub.title}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <CmsLink url={entry.menu_item.url || "/"} className={row} onClick={pressed(entry.menu_item.title)}>
              <ItemIcon icon={entry.menu_item.icon} />
              {entry.menu_item.title}
            </CmsLink>
          )}
        </li>
      ))}
    </ul>
  );
}
