// The header's menus (their links and cards) are not in the page's data: the bar's entries are, with the kind of menu
// each opens. The menus come from the CMS call for the header, once per site and language, when a visitor reaches for
// one (a pointer over the bar, a focus or press on an entry, the mobile menu's button), and the panel shows a loading
// state until then (docs/decisions/022-page-weight.md).
import { useCallback, useEffect, useState } from "react";
import type { NavbarItemView } from "../../../shared/cms-views";
import type { Locale } from "../../../shared/locale";
import { useSite } from "../../lib/site-context";

export interface MenusCaller {
  tenant: { siteId: number; cmsPath: string; slug: string };
  locale: Locale;
}

type Menus = ReadonlyMap<number, NavbarItemView>;

const loads = new Map<string, Promise<Menus>>();
const loaded = new Map<string, Menus>();

const keyOf = (caller: MenusCaller) => `${caller.tenant.slug}|${caller.locale}`;

async function fetchMenus(caller: MenusCaller): Promise<Menus> {
  const [{ readCms }, { headerSchema }, { navbarMenusView }] = await Promise.all([
    import("../../lib/api"),
    import("../../../shared/cms"),
    import("../../../shared/cms-views"),
  ]);
  const answer = await readCms(caller, "get-header", headerSchema);
  if (!answer.ok) throw new Error(`the header's menus could not be read (${answer.status})`);
  return new Map(navbarMenusView(answer.data).map((menu) => [menu.id, menu]));
}

/** Starts loading the site's menus (once; again after a failure) and answers them. */
export function loadMenus(caller: MenusCaller): Promise<Menus> {
  const key = keyOf(caller);
  let load = loads.get(key);
  if (!load) {
    load = fetchMenus(caller).then(
      (menus) => {
        loaded.set(key, menus);
        return menus;
      },
      (error: unknown) => {
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

/** Starts loading the menus of the page's site and language, for a visitor who is about to open one. */
export function usePreloadMenus(): () => void {
  const { tenant, locale } = useSite();
  return useCallback(() => void loadMenus({ tenant, locale }).catch(() => {}), [tenant, locale]);
}

export type MenuState = { status: "ready"; menu: NavbarItemView } | { status: "loading" } | { status: "failed"; retry: () => void };

/** The menu of one entry: loading, ready, or failed with a way to try again (offline, or the menu is gone). */
export function useNavbarMenu(id: number): MenuState {
  const { tenant, locale } = useSite();
  const key = keyOf({ tenant, locale });
  const [menus, setMenus] = useState<{ key: string; menus: Menus } | null>(() => {
    const ready = loaded.get(key);
    return ready ? { key, menus: ready } : null;
  });
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = menus?.key === key ? menus.menus : loaded.get(key);

  useEffect(() => {
    if (current) return;
    let live = true;
    setFailed(null);
    loadMenus({ tenant, locale }).then(
      (ready) => live && setMenus({ key, menus: ready }),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [current, key, tenant, locale, attempt]);

  // After a failed call, or when the menu is no longer in the site's header (changed since the page loaded), ask again.
  const retry = useCallback(() => {
    loads.delete(key);
    loaded.delete(key);
    setMenus(null);
    setAttempt((n) => n + 1);
  }, [key]);
  const menu = current?.get(id);
  if (menu) return { status: "ready", menu };
  if (failed === key || current) return { status: "failed", retry };
  return { status: "loading" };
}

/** Forgets the loaded menus (tests). */
export function forgetMenus(): void {
  loads.clear();
  loaded.clear();
}
