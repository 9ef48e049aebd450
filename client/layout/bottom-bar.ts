// A page's bottom bar (content-and-account §2): the page gives the bar its actions (left Download ticket, right the
// next step, Skip for now) and shows it through the global 'show-bottom-bar' event; leaving the page hides it.
import { useEffect } from "react";
import { BOTTOM_BAR_EVENT, type BottomBarState, useLayout } from "./layout-store";

export type BottomBarActions = Omit<BottomBarState, "visible">;

/** Shows or hides the bottom bar as the spec's event does. */
export function showBottomBar(visible: boolean): void {
  window.dispatchEvent(new CustomEvent(BOTTOM_BAR_EVENT, { detail: { visible } }));
}

/** Configures and shows the bar while the page is shown; null hides it. Pass a memoised object. */
export function useBottomBar(actions: BottomBarActions | null): void {
  useEffect(() => {
    if (!actions) {
      showBottomBar(false);
      return;
    }
    // After the chrome's own reset of a navigation, which runs after the page's effects.
    const timer = window.setTimeout(() => {
      useLayout.getState().setBottomBar({ ...actions, visible: useLayout.getState().bottomBar.visible });
      showBottomBar(true);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      showBottomBar(false);
    };
  }, [actions]);
}
