// The stack's floor page (bench/floor-page/serve.mjs): React Router in framework mode, server-rendered and hydrated,
// built as the shop is (one chunk per route module).
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  splitRouteModules: false,
} satisfies Config;
