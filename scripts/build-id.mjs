// The build's name, baked into the worker at build time and reported by /api/health: SHOP_BUILD_ID when the
// deploy (or CI) names it, else the commit (with "-dirty" when the tree has uncommitted changes), else "unknown".
import { spawnSync } from "node:child_process";

export function buildId() {
  const named = process.env.SHOP_BUILD_ID?.trim();
  if (named) return named;
  const git = (...args) => spawnSync("git", args, { encoding: "utf8" });
  const commit = git("rev-parse", "--short=12", "HEAD");
  if (commit.status !== 0) return "unknown";
  const dirty = git("status", "--porcelain", "--untracked-files=no").stdout.trim() !== "";
  return `${commit.stdout.trim()}${dirty ? "-dirty" : ""}`;
}
