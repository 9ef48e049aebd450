import { describe, expect, it } from "vitest";
import { maxRedeemable, pointsEarnedBy, pointsPayWhole, pointsToRedeem, typedPointsAmount, simulationRequestOf, worthOfPoints } from "./share-points";

describe("SHARE points rules", () => {
  it("earns 0.3 of the amount paid by card as whole points, rounded down", () => {
    expect(pointsEarnedBy(100, 2)).toBe(30);
    expect(pointsEarnedBy(99.99, 2)).toBe(29);
    expect(pointsEarnedBy(0, 2)).toBe(0);
    expect(pointsEarnedBy(-5, 2)).toBe(0);
    expect(pointsEarnedBy(12.345, 3)).toBe(3);
  });

  it("costs the amount's worth in whole points, rounded up, when redeeming", () => {
    expect(pointsToRedeem(245)).toBe(2450);
    expect(pointsToRedeem(12.3)).toBe(123);
    expect(pointsToRedeem(12.35)).toBe(124);
    expect(pointsToRedeem(0.01)).toBe(1);
    expect(pointsToRedeem(0)).toBe(0);
    expect(pointsToRedeem(Number.NaN)).toBe(0);
  });

  it("values points at a tenth of a currency unit and caps a redemption at the balance and the total", () => {
    expect(worthOfPoints(2450, 2)).toBe(245);
    expect(worthOfPoints(1, 3)).toBe(0.1);
    expect(maxRedeemable(2450, 300, 2)).toBe(245);
    expect(maxRedeemable(2450, 120.5, 2)).toBe(120.5);
    expect(maxRedeemable(2450, 0, 2)).toBe(0);
    expect(maxRedeemable(0, 100, 2)).toBe(0);
  });

  it("says the points paid the whole total only when they did", () => {
    expect(pointsPayWhole(245, 245)).toBe(true);
    expect(pointsPayWhole(100, 245)).toBe(false);
    expect(pointsPayWhole(0, 0)).toBe(false);
  });

  it("reads a typed amount in the site's decimals only", () => {
    expect(typedPointsAmount(" 25 ", 2)).toBe(25);
    expect(typedPointsAmount("25,5", 2)).toBe(25.5);
    expect(typedPointsAmount("25.505", 2)).toBeNull();
    expect(typedPointsAmount("25.505", 3)).toBe(25.505);
    expect(typedPointsAmount("-5", 2)).toBeNull();
    expect(typedPointsAmount("1e3", 2)).toBeNull();
    expect(typedPointsAmount("", 2)).toBeNull();
  });
});

describe("simulationRequestOf", () => {
  it("simulates the card paying the gross out of the gross and the points applied", () => {
    expect(simulationRequestOf({ gross: 120.5, share_amount: 0 }, 2)).toEqual({ pay_in_amount: 120.5, trx_amount: 120.5 });
    expect(simulationRequestOf({ gross: 80, share_amount: 40.25 }, 2)).toEqual({ pay_in_amount: 80, trx_amount: 120.25 });
    // Binary noise is rounded to the site's decimals, so the request passes the contract's schema.
    expect(simulationRequestOf({ gross: 0.1 + 0.2, share_amount: 0 }, 3)).toEqual({ pay_in_amount: 0.3, trx_amount: 0.3 });
  });

  it("simulates points that pay it all as nothing by card, and asks nothing for no basket or an empty one", () => {
    expect(simulationRequestOf({ gross: 0, share_amount: 245 }, 2)).toEqual({ pay_in_amount: 0, trx_amount: 245 });
    expect(simulationRequestOf(null, 2)).toBeNull();
    expect(simulationRequestOf({ gross: 0, share_amount: 0 }, 2)).toBeNull();
    expect(simulationRequestOf({ gross: Number.NaN, share_amount: 0 }, 2)).toBeNull();
  });
});
