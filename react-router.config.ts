// React Router in framework mode with the app in client/, server-rendered by the worker.
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  ssr: true,
} satisfies Config;
