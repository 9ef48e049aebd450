import { describe, expect, it } from "vitest";
import { shareEstimate } from "./share-estimate";

describe("shareEstimate", () => {
  it("earns 0.3 of an amount as points, worth points ÷ 10", () => {
    expect(shareEstimate(100, 2)).toEqual({ points: 30, reward: 3 });
    expect(shareEstimate(250, 2)).toEqual({ points: 75, reward: 7.5 });
  });

  it("keeps whole points only and rounds the reward to the currency's decimals", () => {
    expect(shareEstimate(99.99, 2)).toEqual({ points: 29, reward: 2.9 });
    expect(shareEstimate(10, 3)).toEqual({ points: 3, reward: 0.3 });
    expect(shareEstimate(3, 2)).toEqual({ points: 0, reward: 0 });
  });

  it("estimates nothing for zero, negative or unreadable amounts", () => {
    expect(shareEstimate(0, 2)).toEqual({ points: 0, reward: 0 });
    expect(shareEstimate(-50, 2)).toEqual({ points: 0, reward: 0 });
    expect(shareEstimate(Number.NaN, 2)).toEqual({ points: 0, reward: 0 });
  });
});
