// The stack's floor page, for Lighthouse to measure beside the shop's pages in the same run (bench/lighthouse.mjs):
// built by React Router's own Vite plugin (`buildFloorPage`) and served by Node with gzip, as the shop's worker serves
// its pages and assets.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const HERE = dirname(fileURLToPath(import.meta.url));
const TYPES = { ".js": "text/javascript", ".css": "text/css", ".ico": "image/x-icon", ".svg": "image/svg+xml", ".json": "application/json" };

export function buildFloorPage() {
  const result = spawnSync("npx", ["react-router", "build"], { cwd: HERE, stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`the floor page's build failed with ${result.status}`);
}

/** Serves the built floor page on `port`; resolves to the server (close it when done). */
export async function serveFloorPage(port) {
  if (!existsSync(join(HERE, "build/server/index.js"))) buildFloorPage();
  const { createRequestHandler } = await import("react-router");
  const build = await import(pathToFileURL(join(HERE, "build/server/index.js")).href);
  const handle = createRequestHandler(build, "production");
  const client = join(HERE, "build/client");
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      const file = normalize(join(client, decodeURIComponent(url.pathname)));
      let status = 200;
      let headers = {};
      let body;
      if (url.pathname === "/robots.txt") {
        body = Buffer.from("User-agent: *\nAllow: /\n");
        headers = { "content-type": "text/plain" };
      } else if (extname(file)) {
        // A file (the build's assets); any other file, such as /favicon.ico, is not there.
        const found = file.startsWith(client) && existsSync(file);
        status = found ? 200 : 404;
        body = found ? readFileSync(file) : Buffer.from("Not found");
        headers = found ? { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "public, max-age=31536000, immutable" } : { "content-type": "text/plain" };
      } else {
        const response = await handle(new Request(url, { method: req.method, headers: Object.entries(req.headers).filter(([, v]) => typeof v === "string") }));
        status = response.status;
        headers = Object.fromEntries(response.headers);
        body = Buffer.from(await response.arrayBuffer());
      }
      if (gzip && body.length > 0) {
        body = gzipSync(body);
        headers["content-encoding"] = "gzip";
      }
      headers["content-length"] = String(body.length);
      res.writeHead(status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.FLOOR_PAGE_PORT ?? 8886);
  buildFloorPage();
  await serveFloorPage(port);
  console.log(`floor page on http://127.0.0.1:${port}/`);
}
