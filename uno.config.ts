// Styles: utility classes with logical properties (ms-, pe-, start-) so right-to-left needs no second stylesheet.
import presetWind4 from "@unocss/preset-wind4";
import { defineConfig } from "@unocss/vite";

export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  content: { filesystem: ["client/**/*.{ts,tsx}"] },
  // Long class lists repeated on many elements of every page: one short class in the HTML and one rule in the
  // stylesheet each (docs/decisions/022-page-weight.md). Only where an element carries the whole list.
  shortcuts: {
    "home-section": "mx-auto max-w-[1320px] px-4 py-10",
    "home-heading": "text-2xl font-bold",
    "home-section-text": "mt-2 max-w-3xl text-brand-slate",
    "home-card": "flex flex-col rounded-2xl border border-slate-200 p-5 shadow-sm",
    "home-card-title": "text-lg font-bold",
    "home-card-label": "text-sm text-brand-slate",
    "home-card-text": "mt-2 flex-1 text-sm",
    "home-card-link": "mt-3 font-semibold underline",
    // The price line: "From" and "per person" in small type around the amount, on the line height of the body text.
    "home-card-price": "mt-4 text-sm leading-6",
    "home-cards": "mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    "footer-heading": "mb-3 text-sm font-semibold text-white/80",
    "footer-section": "border-b border-white/15 md:border-0",
    "footer-section-title": "hidden font-bold md:mb-4 md:block",
    "footer-disclosure": "md:hidden",
    "footer-toggle": "flex w-full cursor-pointer list-none items-center justify-between gap-4 py-4 text-start",
    "footer-links": "space-y-3 pb-5 text-sm text-white/85 md:pb-0",
    "social-link": "flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-brand-yellow hover:text-brand-navy",
    "payment-logo": "rounded bg-white px-2 py-1",
    "payment-logo-image": "h-6 w-12 object-contain",
    "consent-button": "rounded-full px-5 py-2.5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-navy",
    "consent-row": "flex items-start gap-3 py-2",
    "consent-row-text": "block text-sm text-brand-slate",
    // The header's navigation (header/SiteNav.tsx): the mobile menu's rows on phones, the bar's entries and their
    // panels from 1024 px; and the booking bar's steps.
    "site-nav": "lg:flex lg:self-stretch",
    "site-nav-list": "lg:flex lg:items-stretch lg:gap-1",
    "nav-entry": "flex w-full items-center gap-3 border-b border-black/10 px-1 py-4 text-start text-lg font-semibold lg:w-auto lg:gap-1 lg:rounded lg:border-0 lg:px-3 lg:py-2 lg:text-base",
    "nav-panel": "pb-4 lg:absolute lg:top-full lg:z-10 lg:bg-white lg:pb-0 lg:text-brand-navy lg:shadow-xl",
    "nav-panel-wide": "lg:inset-x-0 lg:border-t lg:border-black/10",
    "nav-panel-list": "lg:start-0 lg:w-80 lg:rounded-b-xl lg:p-3",
    "site-menu-top": "-mx-5 mb-2 flex h-16 items-center gap-2 bg-brand-navy px-4 text-white lg:hidden",
    "site-menu-extras": "mt-6 flex flex-col gap-6 lg:hidden",
    "bar-step": "flex h-full w-full items-center justify-between gap-2 rounded-xl border px-2 py-2 text-start md:px-4 disabled:cursor-not-allowed disabled:opacity-50",
    "bar-step-value": "truncate text-sm font-bold md:text-base",
    // An age's value ("بالغ (14+)") wraps onto a second line on a phone rather than losing its range to an ellipsis.
    "bar-step-value-lines": "line-clamp-2 break-words text-sm font-bold leading-tight md:text-base",
    // The header's booking session strip (Header.tsx): its height is kept while empty, before the countdown comes.
    "session-strip": "min-h-[33px] border-t border-white/10 bg-brand-yellow px-4 py-1.5 text-center text-sm font-semibold text-brand-navy",
    "booking-bar": "sticky bottom-0 z-[90] mx-auto w-full px-2 pb-2 transition-opacity duration-300 md:px-4 md:pb-4",
    "booking-bar-inner": "flex items-stretch gap-2 rounded-2xl bg-white p-2 text-brand-navy shadow-xl md:gap-3 md:p-3",
    // The header's frame, its round icon buttons (video, cart; the menu button on phones), sign-in and strip buttons.
    "site-header": "sticky top-0 z-[100] motion-safe:transition motion-safe:duration-300",
    "icon-button": "relative inline-flex h-10 w-10 items-center justify-center rounded-full",
    "menu-button": "-ms-2 inline-flex h-10 w-10 items-center justify-center self-center rounded-full lg:hidden",
    "header-sign-in": "hidden items-center gap-2 rounded-full px-4 py-2 text-sm font-bold lg:inline-flex",
    "strip-button": "inline-flex items-center gap-1.5 rounded px-1 py-1 hover:underline",
    // The footer's newsletter form and its way back up; the toasts' corner.
    "newsletter-input": "min-w-0 flex-1 basis-40 rounded-full border-2 bg-white px-5 py-3 text-brand-navy placeholder:text-brand-slate/70",
    "newsletter-button": "inline-flex min-w-28 items-center justify-center gap-2 rounded-full px-7 py-3 font-bold disabled:cursor-not-allowed",
    "back-to-top": "inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 text-sm font-semibold hover:bg-white/10",
    "toast-region": "fixed bottom-4 end-4 z-[1400] flex w-[calc(100%-2rem)] flex-col gap-2 lg:w-[26.625rem]",
    "consent-check": "mt-1 size-5 accent-brand-navy",
  },
  // The consent dialog's HTML is written on the server only (client/analytics/consent-dialog.ts is in no client module), so
  // the build does not see its shortcuts.
  safelist: ["consent-button", "consent-row", "consent-row-text", "consent-check"],
  theme: {
    colors: {
      brand: { yellow: "rgb(250,217,3)", navy: "#0b1f3a", ice: "#e8f4fb", slate: "#41556f" },
    },
    breakpoint: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
  },
});
