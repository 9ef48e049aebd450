// Styles: utility classes with logical properties (ms-, pe-, start-) so right-to-left needs no second stylesheet.
import presetWind4 from "@unocss/preset-wind4";
import { defineConfig } from "@unocss/vite";

export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  content: { filesystem: ["client/**/*.{ts,tsx}"] },
  theme: {
    colors: {
      brand: { yellow: "rgb(250,217,3)", navy: "#0b1f3a", ice: "#e8f4fb", slate: "#41556f" },
    },
    breakpoint: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
  },
});
