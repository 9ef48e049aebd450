// `npm test`: type check, unit and Workers-runtime tests (Vitest), then the browser journeys (Playwright, Chromium).
import { spawnSync } from "node:child_process";

const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
const steps = [
  ["type check", "npm", ["run", "typecheck"]],
  ["unit and worker tests", "npx", ["vitest", "run"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) failed.push(name);
}
console.log(failed.length ? `\nFailed: ${failed.join(", ")}` : "\nAll test steps passed.");
process.exit(failed.length ? 1 : 0);
