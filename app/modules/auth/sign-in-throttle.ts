// How sign-ins are limited (docs/decisions/012, 050): failed ones per account, whatever address
// the attempts come from; failed ones per client address, slowed down but never refused, so people
// sharing an address are not locked out by one of them; and every request per client address, by
// a guard against floods. The counters live in the database (sign-in-throttle.server.ts); these are
// the rules and the messages.

const MINUTE = 60_000;

export const SIGN_IN_LIMITS = {
  /**
   * One e-mail address (an account, or an address without one: both behave the same, so the lock
   * tells nobody whether an account exists). `maxFailures` failed sign-ins within `windowMinutes`
   * lock it for everyone, from every address, for the next step of `lockMinutes`; each lock
   * within `rememberLocksHours` of the previous one takes the next, longer step. A successful
   * sign-in or a password reset clears both the failures and the steps.
   */
  account: { maxFailures: 5, windowMinutes: 15, lockMinutes: [15, 30, 60], rememberLocksHours: 24 },
  /**
   * One client address, whatever accounts its attempts aim at. Never refused: an office or a
   * university network is one address, and a colleague's correct password must get through.
   * Past `freeFailures` failed sign-ins within `windowMinutes`, each further failure is answered
   * only after a delay, `firstDelayMs` doubling up to `maxDelayMs`: people who mistype now and then
   * never wait, one address trying passwords on many accounts does. A success is answered at once.
   */
  address: { freeFailures: 10, windowMinutes: 15, firstDelayMs: 1000, maxDelayMs: 30_000 },
  /**
   * Every sign-in request of one client address, successes included: at most `maxRequests` within
   * any `windowSeconds` (a sliding window: a burst cannot straddle the edge of a fixed window to
   * pass twice the limit). A guard against floods, far above what people behind one address do.
   */
  flood: { maxRequests: 25, windowSeconds: 10 },
} as const;

/** How long the lock number `level` (1, 2, ...) lasts, in milliseconds. */
export function lockDurationMs(level: number): number {
  const steps = SIGN_IN_LIMITS.account.lockMinutes;
  return steps[Math.min(Math.max(level, 1), steps.length) - 1] * MINUTE;
}

/**
 * How long the answer to a failed sign-in is held back when the client address has failed
 * `failures` times within the window (this failure included): nothing for the first
 * `freeFailures`, then 1, 2, 4 ... seconds, at most `maxDelayMs`.
 */
export function failureDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.address;
  const beyond = failures - freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(beyond - 1, 30));
}

/** "1 minute", "15 minutes": the wait, rounded up to whole minutes (at least one). */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const SIGN_IN_REFUSALS = {
  accountLocked: {
    code: "ACCOUNT_TEMPORARILY_LOCKED",
    message: (waitMs: number) =>
      `Too many failed sign-in attempts for this account. Try again in ${waitText(waitMs)}, or reset your password with Forgot password.`,
  },
  // Worded as Better Auth's own limiter words its refusals on the other endpoints.
  flood: {
    code: "TOO_MANY_REQUESTS",
    message: () => "Too many requests. Please try again later.",
  },
} as const;

export type SignInRefusal = {
  code: (typeof SIGN_IN_REFUSALS)[keyof typeof SIGN_IN_REFUSALS]["code"];
  message: string;
  /** Seconds until an attempt may succeed again (the Retry-After header). */
  retryAfterSeconds: number;
};

export function refusal(kind: keyof typeof SIGN_IN_REFUSALS, waitMs: number): SignInRefusal {
  const wait = Math.max(waitMs, 1000);
  return {
    code: SIGN_IN_REFUSALS[kind].code,
    message: SIGN_IN_REFUSALS[kind].message(wait),
    retryAfterSeconds: Math.ceil(wait / 1000),
  };
}

/** The e-mail address as the counters know it (Better Auth finds accounts by the lowercased address). */
export function normalizeSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}
