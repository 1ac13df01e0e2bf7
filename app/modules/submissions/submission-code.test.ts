import { describe, expect, it } from "vitest";
import { statusLabel, submissionCode } from "./submission-code";

describe("submissionCode", () => {
  it("upper-cases the journal and pads the number to 3 digits", () => {
    expect(submissionCode("fjphs", 7, "abc")).toBe("FJPHS-007");
    expect(submissionCode("ijcpms", 12, "abc")).toBe("IJCPMS-012");
    expect(submissionCode("bjps", 1234, "abc")).toBe("BJPS-1234");
  });

  it("uses FJPHS without a journal and the id's first 8 characters without a number", () => {
    expect(submissionCode(null, 5, "abc")).toBe("FJPHS-005");
    expect(submissionCode("ijebr", null, "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")).toBe("IJEBR-0f1e2d3c");
  });
});

describe("statusLabel", () => {
  it("replaces every underscore with a space", () => {
    expect(statusLabel("under_review")).toBe("under review");
    expect(statusLabel("a_b_c")).toBe("a b c");
    expect(statusLabel("published")).toBe("published");
  });
});
