// The band at the bottom of the screen where the sticky booking bar sits: what it must keep clear of fades it out.
import { describe, expect, it } from "vitest";
import { barBandRootMargin, keepClearZones, onKeepClearChange } from "./keep-clear";

describe("barBandRootMargin", () => {
  it("keeps only the bar's band at the bottom of the viewport", () => {
    // 1280x900 with a 96 px bar: an element intersects the band when its part below 804 px would be covered.
    expect(barBandRootMargin(900, 96)).toBe("-804px 0px 0px 0px");
    expect(barBandRootMargin(900, 95.6)).toBe("-804px 0px 0px 0px");
  });
  it("is the whole viewport when the bar is as high as the screen", () => {
    expect(barBandRootMargin(300, 400)).toBe("0px 0px 0px 0px");
  });
});

describe("keep-clear zones", () => {
  it("start empty, and a listener can be removed", () => {
    expect(keepClearZones()).toEqual([]);
    let calls = 0;
    const stop = onKeepClearChange(() => calls++);
    stop();
    expect(calls).toBe(0);
  });
});
