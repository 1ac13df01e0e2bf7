import { describe, expect, it } from "vitest";
import { isAbortRejection } from "./abort-rejection";

describe("isAbortRejection", () => {
  it("recognises an aborted signal's reason", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortRejection(controller.signal.reason)).toBe(true);
  });

  it("leaves every other failure to be reported", () => {
    expect(isAbortRejection(new Error("signal is aborted without reason"))).toBe(false);
    expect(isAbortRejection(new DOMException("Quota", "QuotaExceededError"))).toBe(false);
    expect(isAbortRejection(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbortRejection(undefined)).toBe(false);
  });
});
