// How failed sign-ins are limited (docs/decisions/012): per account, whatever address the attempts
// come from, and per client address, whatever accounts they aim at. The counters live in the
// database (sign-in-throttle.server.ts); these are the rules and the messages.

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
   * One client address: `maxFailures` failed sign-ins within `windowMinutes`, against any
   * accounts, refuse further sign-ins from it until the window ends. Enough for people sharing an
   * address who mistype, a wall for trying one password on many accounts.
   */
  address: { maxFailures: 20, windowMinutes: 15 },
} as const;

/** How long the lock number `level` (1, 2, ...) lasts, in milliseconds. */
export function lockDurationMs(level: number): number {
  const steps = SIGN_IN_LIMITS.account.lockMinutes;
  return steps[Math.min(Math.max(level, 1), steps.length) - 1] * MINUTE;
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
  addressLocked: {
    code: "TOO_MANY_FAILED_SIGN_INS",
    message: (waitMs: number) =>
      `Too many failed sign-in attempts from your network. Try again in ${waitText(waitMs)}.`,
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
