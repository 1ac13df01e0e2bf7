import { describe, expect, it } from "vitest";
import { growthPercent, growthWindows, roundToOneDecimal } from "./growth";

describe("growthPercent", () => {
  it("gives no trend when the earlier window is empty or too small to compare with", () => {
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
    expect(growthPercent(40, 9)).toBeNull();
  });

  it("is the change relative to the earlier window, rounded to a whole percent", () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(40, 30)).toBe(33);
    expect(growthPercent(50, 30)).toBe(67);
    expect(growthPercent(10, 10)).toBe(0);
  });

  it("is negative when the recent window had fewer than the one before", () => {
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(0, 12)).toBe(-100);
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
    const w = growthWindows(new Date("2025-03-31T12:00:00Z"), 30);
    expect(w.until.date).toBe("2025-03-31");
    expect(w.recentFrom.date).toBe("2025-03-01");
    expect(w.previousFrom.date).toBe("2025-01-30");
    expect(w.recentFrom.instant.toISOString()).toBe("2025-03-01T12:00:00.000Z");
  });

  it("gives two 12-month windows for papers", () => {
    const w = growthWindows(new Date("2025-03-31T12:00:00Z"), 365);
    expect(w.recentFrom.date).toBe("2024-03-31");
    expect(w.previousFrom.date).toBe("2023-04-01");
  });
});
