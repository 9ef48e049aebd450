// Schemas named now and loaded with the first call that needs one (docs/decisions/028).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemasOf } from "./lazy-schemas";

describe("schemasOf", () => {
  it("loads the module once, at the first ask, and again after a load that failed", async () => {
    const shape = z.object({ ok: z.literal(true) });
    let loads = 0;
    let fail = true;
    const schema = schemasOf(async () => {
      loads += 1;
      if (fail) throw new TypeError("offline");
      return { shape, other: z.string() };
    });
    expect(loads).toBe(0);
    await expect(schema("shape")).rejects.toThrow("offline");
    fail = false;
    expect(await schema("shape")).toBe(shape);
    expect(await schema("other")).toBeInstanceOf(z.ZodString);
    expect(loads).toBe(2);
  });

  it("two calls at once load the module once and get the same schema", async () => {
    let loads = 0;
    const shape = z.string();
    const schema = schemasOf(async () => {
      loads += 1;
      return { shape };
    });
    const [first, second] = await Promise.all([schema("shape"), schema("shape")]);
    expect(first).toBe(shape);
    expect(second).toBe(shape);
    expect(loads).toBe(1);
  });

  it("gives the schema in a task after the one its module was built in", async () => {
    const order: string[] = [];
    const schema = schemasOf(async () => ({ shape: z.string() }));
    setTimeout(() => order.push("a task queued before"), 0);
    await schema("shape").then(() => order.push("the schema"));
    expect(order).toEqual(["a task queued before", "the schema"]);
  });
});
