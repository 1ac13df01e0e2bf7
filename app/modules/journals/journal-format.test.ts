import { describe, expect, it } from "vitest";
import { frequencyLabel, impactFactorLabel } from "./journal-format";

describe("journal labels", () => {
  it("capitalises the frequency and defaults to Monthly", () => {
    expect(frequencyLabel("quarterly")).toBe("Quarterly");
    expect(frequencyLabel(null)).toBe("Monthly");
    expect(frequencyLabel("")).toBe("Monthly");
  });

  it("shows N/A for a missing impact factor", () => {
    expect(impactFactorLabel(null)).toBe("N/A");
    expect(impactFactorLabel(2.4)).toBe("2.4");
    expect(impactFactorLabel(1.912)).toBe("1.91");
  });
});
