// Styles: utility classes with logical properties (ms-, pe-, start-) so right-to-left needs no second stylesheet.
import presetWind4 from "@unocss/preset-wind4";
import { defineConfig } from "@unocss/vite";

export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  content: { filesystem: ["client/**/*.{ts,tsx}"] },
  // The header's and booking bar's long class lists, repeated on every page: one short class in the HTML each.
  shortcuts: {
    "nav-link": "inline-flex items-center gap-1 rounded px-3 py-2 font-semibold",
    "bar-step": "flex h-full w-full items-center justify-between gap-2 rounded-xl border px-2 py-2 text-start md:px-4 disabled:cursor-not-allowed disabled:opacity-50",
  },
  theme: {
    colors: {
      brand: { yellow: "rgb(250,217,3)", navy: "#0b1f3a", ice: "#e8f4fb", slate: "#41556f" },
    },
    breakpoint: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
  },
});
