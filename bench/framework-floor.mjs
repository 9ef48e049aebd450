// The floor under the home page's JavaScript: what the stack's own code weighs before any of the shop's, bundled and
// minified by the same bundler as the build (rolldown) and gzipped at level 9, for three ways of starting the page:
//  - "react-dom": React and React DOM hydrating a document, nothing else;
//  - "router, data mode": with React Router's data router (createBrowserRouter, RouterProvider) and the hooks and
//    components the shop uses;
//  - "router, framework mode": with HydratedRouter (what the shop's build starts with) and the document's components.
// Figures only (docs/decisions/023), printed by `npm run bench` beside each route's JavaScript.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "rolldown";

const HOOKS = "Link, NavLink, Outlet, ScrollRestoration, isRouteErrorResponse, matchRoutes, redirect, data, useLoaderData, useLocation, useMatches, useNavigate, useRouteError, useRouteLoaderData, useSearchParams";
const ENTRIES = {
  "react-dom": `import { StrictMode, startTransition, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement("div"))));`,
  "router, data mode": `import { StrictMode, startTransition, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider, ${HOOKS} } from "react-router";
window.used = [${HOOKS}];
const router = createBrowserRouter(window.routes, { hydrationData: window.hydrationData });
startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(RouterProvider, { router }))));`,
  "router, framework mode": `import { StrictMode, startTransition, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Links, Meta, Scripts, ${HOOKS} } from "react-router";
window.used = [Links, Meta, Scripts, ${HOOKS}];
startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))));`,
};

/** Gzipped bytes (level 9) of each way of starting the page, bundled into one minified file. */
export async function frameworkFloor(root = process.cwd()) {
  const folder = mkdtempSync(join(tmpdir(), "framework-floor-"));
  try {
    const results = [];
    for (const [name, source] of Object.entries(ENTRIES)) {
      const input = join(folder, `${name.replace(/\W+/g, "-")}.js`);
      writeFileSync(input, source);
      const { output } = await build({
        input,
        cwd: root,
        write: false,
        logLevel: "silent",
        resolve: { modules: [join(root, "node_modules")] },
        transform: { define: { "process.env.NODE_ENV": '"production"' } },
        output: { format: "esm", minify: true, codeSplitting: false },
      });
      const code = output.filter((chunk) => chunk.type === "chunk").map((chunk) => chunk.code).join("\n");
      results.push({ name, gzipBytes: gzipSync(code, { level: 9 }).length });
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printFrameworkFloor(results) {
  console.log(`  the stack alone, before any of the shop's code (rolldown, minified, gzip 9):`);
  for (const r of results) console.log(`    ${r.name.padEnd(24)} ${(r.gzipBytes / 1024).toFixed(1)} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) printFrameworkFloor(await frameworkFloor());
