// The sub-items of a navigation entry; an item with its own sub-items opens one further level with a go-back button.
import { useEffect, useRef, useState } from "react";
import type { NavbarItem } from "../../../shared/cms";
import { useT } from "../../i18n";
import { CmsLink } from "./CmsLink";
import { ChevronEnd } from "./icons";

type MenuItem = NavbarItem["menu_items"][number];

const row = "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-brand-ice focus-visible:bg-brand-ice";

function ItemIcon({ icon }: { icon?: { image_url: string } }) {
  return icon ? <img src={icon.image_url} alt="" width={24} height={24} loading="lazy" className="h-6 w-6 shrink-0" /> : null;
}

export function MenuList({ item, onNavigate }: { item: NavbarItem; onNavigate: () => void }) {
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const opened: MenuItem | undefined = item.menu_items.find((m) => m.id === openId && m.sub_menu_item.length > 0);
  const backButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Moving between levels keeps the keyboard user's place: into the level on its go-back button, back on the item.
  useEffect(() => {
    if (opened) backButton.current?.focus();
    else if (returnTo.current !== null) {
      list.current?.querySelector<HTMLElement>(`[data-menu-id="${returnTo.current}"]`)?.focus();
      returnTo.current = null;
    }
  }, [opened]);

  if (opened) {
    return (
      <div data-testid="sub-menu">
        <button
          ref={backButton}
          type="button"
          className="mb-2 inline-flex items-center gap-1 px-3 py-1 text-sm font-semibold text-brand-slate hover:underline"
          data-testid="menu-go-back"
          onClick={() => {
            returnTo.current = opened.id;
            setOpenId(null);
          }}
        >
          <ChevronEnd className="rotate-180 rtl:rotate-0" />
          {t("common.goBack")}
        </button>
        <CmsLink url={opened.menu_item.url || "/"} className={`${row} font-bold`} onClick={onNavigate}>
          <ItemIcon icon={opened.menu_item.icon} />
          {opened.menu_item.title}
        </CmsLink>
        <ul>
          {opened.sub_menu_item.map((sub) => (
            <li key={sub.id}>
              <CmsLink url={sub.url} className={`${row} ps-6`} onClick={onNavigate}>
                <ItemIcon icon={sub.icon} />
                {sub.title}
              </CmsLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul ref={list}>
      {item.menu_items.map((entry) => (
        <li key={entry.id}>
          {entry.sub_menu_item.length ? (
            <button
              type="button"
              className={row}
              data-menu-id={entry.id}
              aria-expanded="false"
              aria-label={t("header.openSubMenu", { title: entry.menu_item.title })}
              onClick={() => setOpenId(entry.id)}
            >
              <ItemIcon icon={entry.menu_item.icon} />
              <span className="flex-1">{entry.menu_item.title}</span>
              <ChevronEnd className="rtl:rotate-180" />
            </button>
          ) : (
            <CmsLink url={entry.menu_item.url || "/"} className={row} onClick={onNavigate}>
              <ItemIcon icon={entry.menu_item.icon} />
              {entry.menu_item.title}
            </CmsLink>
          )}
        </li>
      ))}
    </ul>
  );
}
