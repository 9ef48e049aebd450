// State of the page chrome shared by header, footer and overlays: menus, bottom bar, toasts, modals, loader.
import { create } from "zustand";
import { TOAST_DURATION_MS } from "../../shared/layout";

export type ToastType = "blue" | "green" | "orange" | "red" | "yellow";
export interface Toast {
  id: number;
  type: ToastType;
  /** HTML text. */
  text: string;
  durationMs: number;
}


export type MenuState = "none" | "items" | "checkout";

export interface WarningRequest {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

export interface BottomBarState {
  visible: boolean;
  leftLabel?: string;
  rightLabel?: string;
  onLeft?: () => void;
  onRight?: () => void;
  /** "Skip for now": shown when the page gives it an action. */
  skipLabel?: string;
  onSkip?: () => void;
  /** The left action is at work (the ticket PDF downloading). */
  leftBusy?: boolean;
}

interface LayoutState {
  menu: MenuState;
  mobileMenuOpen: boolean;
  bottomBar: BottomBarState;
  toasts: Toast[];
  warning: WarningRequest | null;
  loading: boolean;
  video: { open: boolean; url: string };
  /** The header's session strip, where the booking session's countdown is shown (null while there is none). */
  sessionStrip: HTMLElement | null;
  setSessionStrip: (element: HTMLElement | null) => void;
  /** Toggling the open menu closes it. */
  toggleMenu: (menu: MenuState) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setBottomBar: (state: BottomBarState) => void;
  showToast: (toast: { type: ToastType; text: string; durationMs?: number }) => number;
  dismissToast: (id: number) => void;
  askWarning: (request: WarningRequest) => void;
  closeWarning: () => void;
  setLoading: (loading: boolean) => void;
  setVideo: (video: { open: boolean; url: string }) => void;
  /** What every route change resets: bottom bar hidden, menus and video closed. */
  resetForNavigation: () => void;
}

let nextToastId = 1;

export const useLayout = create<LayoutState>((set) => ({
  menu: "none",
  mobileMenuOpen: false,
  bottomBar: { visible: false },
  toasts: [],
  warning: null,
  loading: false,
  video: { open: false, url: "" },
  sessionStrip: null,
  setSessionStrip: (sessionStrip) => set({ sessionStrip }),
  toggleMenu: (menu) => set((s) => ({ menu: s.menu === menu ? "none" : menu })),
  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
  setBottomBar: (bottomBar) => set({ bottomBar }),
  showToast: ({ type, text, durationMs = TOAST_DURATION_MS }) => {
    const id = nextToastId++;
    set((s) => ({ toasts: [...s.toasts, { id, type, text, durationMs }] }));
    return id;
  },
  dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  askWarning: (warning) => set({ warning }),
  closeWarning: () => set({ warning: null }),
  setLoading: (loading) => set({ loading }),
  setVideo: (video) => set({ video }),
  resetForNavigation: () =>
    set({ menu: "none", mobileMenuOpen: false, bottomBar: { visible: false }, video: { open: false, url: "" } }),
}));

/** Global events other parts of the page (or embedded content) use to drive the chrome. */
export const VIDEO_MODAL_EVENT = "show-video-modal";
export const BOTTOM_BAR_EVENT = "show-bottom-bar";
