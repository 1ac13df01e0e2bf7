import { describe, expect, it } from "vitest";
import {
  failureDelayMs,
  lockDurationMs,
  normalizeSignInEmail,
  refusal,
  SIGN_IN_LIMITS,
  waitText,
} from "./sign-in-throttle";

const MINUTE = 60_000;

describe("sign-in limits", () => {
  it("locks for 15, 30, then 60 minutes at most", () => {
    expect([1, 2, 3, 4, 9].map((level) => lockDurationMs(level) / MINUTE)).toEqual([15, 30, 60, 60, 60]);
    expect(SIGN_IN_LIMITS.account.maxFailures).toBe(5);
    expect(SIGN_IN_LIMITS.flood).toEqual({ maxRequests: 25, windowSeconds: 10 });
  });

  it("slows an address's failures down after the first ten: 1, 2, 4 ... seconds, at most 30", () => {
    const free = SIGN_IN_LIMITS.address.freeFailures;
    expect(free).toBe(10);
    expect([1, 5, free].map(failureDelayMs)).toEqual([0, 0, 0]);
    expect([11, 12, 13, 14, 15, 16, 17, 100, 10_000].map((n) => failureDelayMs(n) / 1000)).toEqual([
      1, 2, 4, 8, 16, 30, 30, 30, 30,
    ]);
  });

  it("says how long to wait in whole minutes, rounded up", () => {
    expect(waitText(1)).toBe("1 minute");
    expect(waitText(MINUTE)).toBe("1 minute");
    expect(waitText(MINUTE + 1)).toBe("2 minutes");
    expect(waitText(15 * MINUTE)).toBe("15 minutes");
  });

  it("words the refusals and gives Retry-After in seconds", () => {
    expect(refusal("accountLocked", 14 * MINUTE + 1)).toEqual({
      code: "ACCOUNT_TEMPORARILY_LOCKED",
      message:
        "Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password with Forgot password.",
      retryAfterSeconds: 14 * 60 + 1,
    });
    expect(refusal("flood", 2500)).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Too many requests. Please try again later.",
      retryAfterSeconds: 3,
    });
  });

  it("counts an address however it is typed", () => {
    expect(normalizeSignInEmail("  Admin@Example.ORG ")).toBe("admin@example.org");
  });
});
