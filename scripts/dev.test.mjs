// npm run dev's one change to .dev.vars: the development identity provider's issuer, and nothing else.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pointDevVarsAt } from "./dev.mjs";

const devVars = (text) => {
  const path = join(mkdtempSync(join(tmpdir(), "dev-vars-")), ".dev.vars");
  writeFileSync(path, text);
  return path;
};

describe("pointDevVarsAt", () => {
  it("points a development issuer on another port at this provider, keeping every other line", () => {
    const path = devVars("# the provider\nIDENTITY_ISSUER=http://127.0.0.1:8790\nSESSION_SECRET=abc\n");
    expect(pointDevVarsAt("http://127.0.0.1:8813", path)).toBe(true);
    expect(readFileSync(path, "utf8")).toBe("# the provider\nIDENTITY_ISSUER=http://127.0.0.1:8813\nSESSION_SECRET=abc\n");
    expect(pointDevVarsAt("http://127.0.0.1:8813", path)).toBe(false);
  });

  it("leaves a real provider's issuer, and a file without one, alone", () => {
    for (const text of ["IDENTITY_ISSUER=https://id.example.com\n", "IDENTITY_ISSUER=http://10.0.0.5:8790\n", "SESSION_SECRET=abc\n"]) {
      const path = devVars(text);
      expect(pointDevVarsAt("http://127.0.0.1:8813", path)).toBe(false);
      expect(readFileSync(path, "utf8")).toBe(text);
    }
  });
});
