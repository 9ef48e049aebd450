// Build of the worker (with React Router's server build inside it) and of the hydrated client.
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "@unocss/vite";
import { defineConfig } from "vite";

// React, React DOM, React Router and zustand load on every page: one chunk for them compresses better and saves the
// per-file overhead that automatic splitting into several small shared chunks costs the home page.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|zustand)[\\/]/;

export default defineConfig({
  plugins: [UnoCSS(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } } },
    },
  },
});
