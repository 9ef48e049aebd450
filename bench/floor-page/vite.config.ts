// The floor page's build: React Router's own Vite plugin and nothing else.
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [reactRouter()] });
