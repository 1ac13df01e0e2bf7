import { describe, expect, it } from "vitest";
import { growthPercent, growthWindows, roundToOneDecimal } from "./growth";

describe("growthPercent", () => {
  it("is 100 when nothing happened in the earlier window and something happened since", () => {
    expect(growthPercent(5, 0)).toBe(100);
    expect(growthPercent(1, 0)).toBe(100);
  });

  it("is 0 when both windows are empty", () => {
    expect(growthPercent(0, 0)).toBe(0);
  });

  it("is the change relative to the earlier window, rounded to a whole percent", () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(4, 3)).toBe(33);
    expect(growthPercent(5, 3)).toBe(67);
    expect(growthPercent(10, 10)).toBe(0);
  });

  it("is negative when the last 30 days had fewer than the 30 days before", () => {
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(0, 7)).toBe(-100);
  });

  it("never reports minus zero", () => {
    expect(Object.is(growthPercent(999, 1000), 0)).toBe(true);
  });
});

describe("roundToOneDecimal", () => {
  it("rounds averages to one decimal", () => {
    expect(roundToOneDecimal(2.0)).toBe(2);
    expect(roundToOneDecimal((2.4 + 1.9 + 2.1 + 1.6) / 4)).toBe(2);
    expect(roundToOneDecimal((2.4 + 1.9) / 2)).toBe(2.2);
    expect(roundToOneDecimal(1.04)).toBe(1);
    expect(roundToOneDecimal(1.06)).toBe(1.1);
  });
});

describe("growthWindows", () => {
  it("splits the last 60 days into two 30-day windows ending now", () => {
    const w = growthWindows(new Date("2025-03-31T12:00:00Z"));
    expect(w.until.date).toBe("2025-03-31");
    expect(w.recentFrom.date).toBe("2025-03-01");
    expect(w.previousFrom.date).toBe("2025-01-30");
    expect(w.recentFrom.instant.toISOString()).toBe("2025-03-01T12:00:00.000Z");
  });
});
