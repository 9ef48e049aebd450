// React Router in framework mode with the app in client/, server-rendered by the worker.
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  // `npm run deploy` builds each environment into a folder of its own (scripts/deploy.mjs), beside the local build.
  buildDirectory: process.env.SHOP_BUILD_DIR || "build",
  ssr: true,
  // One chunk per route module: split chunks made hydration of client-only pages render the layout twice.
  splitRouteModules: false,
  routeDiscovery: { mode: "initial" },
} satisfies Config;
