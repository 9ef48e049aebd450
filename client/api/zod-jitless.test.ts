// The jitless option set from zod's core module is the one `z.config()` reads.
import { expect, it } from "vitest";

it("zod loaded after the setting parses without its compiled fast path", async () => {
  await import("./zod-jitless");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // Parsing still works, on the interpreted path.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
