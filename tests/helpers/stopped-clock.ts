import { vi } from "vitest";

/**
 * Runs `work` while `Date` stands still (timers keep running). The sign-in flood guard counts
 * requests within 10 seconds of the clock (ADR 050); 25 real sign-ins, each hashing a password,
 * can take longer than that on a loaded machine, and a test of the 26th would then see a window
 * that had already moved on.
 */
export async function withClockStopped<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}
