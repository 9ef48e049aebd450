// The hold "Buy tickets" starts while the next step shows: who waits for it, and what it leaves behind.
import { describe, expect, it } from "vitest";
import { type HoldRefusal, holdSettled, lineBeingHeld, startHold, useHold } from "./hold-in-flight";

/** A hold whose answer the test gives. */
function deferred() {
  let answer: (refusal: HoldRefusal | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<HoldRefusal | null>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { run: () => promise, answer, fail };
}

const soldOut: HoldRefusal = { text: "Sold out", back: { href: "/en-ae/ski-dubai/passes-packages/snow-park", label: "checkout.backToProduct" }, retry: null };

describe("the hold in flight", () => {
  it("is nothing to wait for when none was started", async () => {
    useHold.setState({ hold: null });
    expect(lineBeingHeld()).toBeNull();
    await expect(holdSettled()).resolves.toBeNull();
  });

  it("names its line until it answers, and what waits for it runs after its answer", async () => {
    const hold = deferred();
    startHold("line-1", hold.run);
    expect(lineBeingHeld()).toBe("line-1");
    const order: string[] = [];
    const waiting = holdSettled().then((settled) => order.push(`after: ${settled?.settled}`));
    await Promise.resolve();
    order.push("answer");
    hold.answer(null);
    await waiting;
    expect(order).toEqual(["answer", "after: true"]);
    expect(lineBeingHeld()).toBeNull();
    expect(useHold.getState().hold).toEqual({ lineId: "line-1", settled: true, refusal: null });
  });

  it("keeps a refusal for the step to show", async () => {
    const hold = deferred();
    startHold("line-2", hold.run);
    hold.answer(soldOut);
    await expect(holdSettled()).resolves.toEqual({ lineId: "line-2", settled: true, refusal: soldOut });
  });

  it("settles on a fault after the hold, so nothing waits for ever", async () => {
    const hold = deferred();
    startHold("line-3", hold.run);
    hold.fail(new Error("analytics"));
    await expect(holdSettled()).resolves.toEqual({ lineId: "line-3", settled: true, refusal: null });
  });

  it("a second hold is the one waited for", async () => {
    const first = deferred();
    const second = deferred();
    startHold("line-4", first.run);
    first.answer(null);
    startHold("line-5", second.run);
    expect(lineBeingHeld()).toBe("line-5");
    second.answer(null);
    await expect(holdSettled()).resolves.toMatchObject({ lineId: "line-5", settled: true });
  });
});
