// Build of the worker (with React Router's server build inside it) and of the hydrated client.
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "@unocss/vite";
import type { ChunkingContext } from "rolldown";
import { type Plugin, defineConfig } from "vite";
import { buildId } from "./scripts/build-id.mjs";
import { ROUTE_MODULE_LOADER, guardRouteModuleReload } from "./shared/chunk-reload";

// React, React DOM, React Router and zustand load on every page: one chunk for them compresses better and saves the
// per-file overhead that automatic splitting into several small shared chunks costs the home page.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|zustand)[\\/]/;

// Every page loads the root and the site layout, so the app modules those two import statically ride in one "shell"
// chunk instead of the two dozen small shared chunks automatic splitting made of them (each its own request, gzip
// header and import and export bindings). Only pages that load them already load it (docs/decisions/023).
const SHELL_ROOTS = [/[\\/]client[\\/]root\.tsx$/, /[\\/]client[\\/]routes[\\/]site\.tsx$/];
// Imported by the shell for its server-side text only (the consent defaults script): in the browser its code is the
// cart's and checkout's e-commerce events, which would otherwise ride in the shell to every page.
const NOT_SHELL = [/[\\/]shared[\\/]analytics\.ts$/];
const clientModules = new Set<string>();
let shell: { context: ChunkingContext; modules: Set<string> } | null = null;

/** App modules that only define schemas, types and constants: importing one runs nothing a page relies on. */
const PURE_MODULES = /[\\/]shared[\\/](catalogue|catalogue-fields|image)\.ts$/;

/** Script modules: the stylesheets stay with the root route, where React Router links them from. */
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The app script modules the shell's roots import statically (not the roots themselves, not packages). */
function shellModules(context: ChunkingContext): Set<string> {
  const roots = [...clientModules].filter((id) => SHELL_ROOTS.some((root) => root.test(id)));
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of context.getModuleInfo(id)?.importedIds ?? []) if (!next.includes("node_modules")) stack.push(next);
  }
  for (const id of roots) seen.delete(id);
  return new Set([...seen].filter((id) => SCRIPT.test(id) && !NOT_SHELL.some((module) => module.test(id))));
}

function shellChunk(id: string, context: ChunkingContext): string | null {
  if (shell?.context !== context) shell = { context, modules: shellModules(context) };
  return shell.modules.has(id) ? "shell" : null;
}

/** Notes the client build's module ids, for the shell group above. */
const noteClientModules: Plugin = {
  name: "shop:note-client-modules",
  applyToEnvironment: (environment) => environment.name === "client",
  moduleParsed(info) {
    clientModules.add(info.id);
  },
};

/**
 * React Router's reload after a route's code failed goes through the page's chunk reload guard (at most once a minute;
 * shared/chunk-reload.ts). The client build fails if React Router's loader was not found and rewritten.
 */
function guardRouteModuleReloads(): Plugin {
  let guarded = false;
  return {
    name: "shop:guard-route-module-reload",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!ROUTE_MODULE_LOADER.test(id)) return null;
      guarded = true;
      return { code: guardRouteModuleReload(code), map: null };
    },
    generateBundle() {
      if (!guarded) this.error("React Router's route module loader was not in the client build: its reload is not guarded");
    },
  };
}

export default defineConfig({
  // The build's name, reported by /api/health (worker/build-info.ts).
  define: { __SHOP_BUILD__: JSON.stringify(buildId()) },
  plugins: [UnoCSS(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), noteClientModules, guardRouteModuleReloads()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }, { name: shellChunk }] } },
          // Modules of schemas and constants only: a page that imports them for nothing but types or inlined values
          // does not load them, nor the schema library behind them (docs/decisions/025).
          treeshake: { moduleSideEffects: [{ test: PURE_MODULES, sideEffects: false }] },
        },
      },
    },
  },
});
