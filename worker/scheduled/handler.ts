// The cron trigger's work (wrangler.toml [triggers]): the clean-up of ended rows and the confirmation e-mails a
// failure left waiting. Each part runs on its own, so one failing never stops the other; both are logged as JSON.
import type { Env } from "../env";
import { deliverDueConfirmations } from "../mail/outbox";
import { log, logLevelOf, withLogScope } from "../observability/log";
import { sendToSentry } from "../observability/report";
import { cleanUp } from "./clean-up";

export async function runScheduled(env: Env, controller: Pick<ScheduledController, "cron" | "scheduledTime">, ctx: Pick<ExecutionContext, "waitUntil">): Promise<void> {
  const now = new Date(controller.scheduledTime);
  const scope = { requestId: `cron-${crypto.randomUUID()}`, method: "SCHEDULED", path: controller.cron, minLevel: logLevelOf(env.LOG_LEVEL) };
  await withLogScope(scope, async () => {
    const parts: [string, () => Promise<unknown>][] = [
      ["clean-up", () => cleanUp(env.DB, now)],
      ["confirmation e-mails", () => deliverDueConfirmations(env, now)],
    ];
    for (const [name, work] of parts) {
      try {
        log("info", `scheduled ${name} done`, { result: await work() });
      } catch (error) {
        log("error", `scheduled ${name} failed`, { error });
        ctx.waitUntil(sendToSentry(env, { error, source: "scheduled", waitUntil: (p) => ctx.waitUntil(p), extra: { part: name } }));
      }
    }
  });
}
