// Build of the worker (with React Router's server build inside it) and of the hydrated client.
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "@unocss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [UnoCSS(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
});
