// The limits on failed sign-ins (rules in sign-in-throttle.ts, decision in docs/decisions/012),
// applied by Better Auth's hooks around /sign-in/email (app/lib/auth.server.ts), so the /auth
// page's forms and API clients meet the same limits. Counters are rows of the database, so they
// hold across app instances.
//
// An attempt is counted as a failure before the password is checked and taken back once it turns
// out not to be one: concurrent attempts each take their own place in the count, so a burst of
// parallel guesses cannot slip past the limit while the first ones are still being checked.
import crypto from "node:crypto";
import { db, services } from "../../lib/services.server";
import {
  bumpThrottleCounter,
  deleteThrottleCounters,
  findThrottleCounter,
  releaseThrottleCounter,
  setThrottleCounter,
} from "./auth.repository.server";
import { lockDurationMs, normalizeSignInEmail, refusal, SIGN_IN_LIMITS, type SignInRefusal } from "./sign-in-throttle";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Who tries to sign in: the e-mail address typed and the client's address (null when unknown). */
export type SignInAttempt = { email: string; address: string | null };

export type SignInResult = "success" | "failure" | "other";

/**
 * The key of a counter row about `value` (an e-mail address, a client address): a keyed hash, never
 * the value in clear (people type their password into the e-mail field, too).
 */
export function counterKey(kind: string, value: string): string {
  const digest = crypto.createHmac("sha256", services().secret).update(value).digest("base64url").slice(0, 32);
  return `${kind}:${digest}`;
}
const accountKey = (email: string) => counterKey("sign-in:account", normalizeSignInEmail(email));
const lockKey = (email: string) => counterKey("sign-in:lock", normalizeSignInEmail(email));
const addressKey = (address: string) => counterKey("sign-in:address", address);

// The lock row: `count` is the lock's step (1, 2, ...); it counts until the lock ends plus the
// time the step is remembered, so the lock itself ends `remember` before `until`.
const remember = SIGN_IN_LIMITS.account.rememberLocksHours * HOUR;
const lockEnd = (row: { until: number }) => row.until - remember;

/**
 * Before the password is checked: refuses the attempt while the account is locked or the client
 * address has failed too often, otherwise counts it (see endSignInAttempt).
 */
export async function beginSignInAttempt(attempt: SignInAttempt, now = Date.now()): Promise<SignInRefusal | null> {
  const { account, address } = SIGN_IN_LIMITS;
  const lock = await findThrottleCounter(db(), lockKey(attempt.email));
  if (lock && lockEnd(lock) > now) return refusal("accountLocked", lockEnd(lock) - now);

  if (attempt.address) {
    const key = addressKey(attempt.address);
    const counted = await bumpThrottleCounter(db(), key, now, address.windowMinutes * MINUTE);
    if (counted.count > address.maxFailures) {
      await releaseThrottleCounter(db(), key, now);
      return refusal("addressLocked", counted.until - now);
    }
  }

  const counted = await bumpThrottleCounter(db(), accountKey(attempt.email), now, account.windowMinutes * MINUTE);
  if (counted.count > account.maxFailures) {
    // Only when attempts run in parallel: the failure that locks the account is still on its way.
    await releaseThrottleCounter(db(), accountKey(attempt.email), now);
    if (attempt.address) await releaseThrottleCounter(db(), addressKey(attempt.address), now);
    return refusal("accountLocked", counted.until - now);
  }
  return null;
}

/**
 * After the password was checked. A failure stays counted and, at the limit, locks the account
 * (for longer if it was locked in the past day); a success clears the account's failures and
 * lock steps and takes its attempt back from the address; anything else (an inactive account, a
 * malformed request) was no guess and is taken back.
 */
export async function endSignInAttempt(attempt: SignInAttempt, result: SignInResult, now = Date.now()): Promise<void> {
  const release = async () => {
    if (attempt.address) await releaseThrottleCounter(db(), addressKey(attempt.address), now);
  };
  if (result === "success") {
    await deleteThrottleCounters(db(), [accountKey(attempt.email), lockKey(attempt.email)]);
    await release();
    return;
  }
  if (result === "other") {
    await releaseThrottleCounter(db(), accountKey(attempt.email), now);
    await release();
    return;
  }
  const failures = await findThrottleCounter(db(), accountKey(attempt.email));
  if (!failures || failures.until <= now || failures.count < SIGN_IN_LIMITS.account.maxFailures) return;
  const previous = await findThrottleCounter(db(), lockKey(attempt.email));
  if (previous && lockEnd(previous) > now) return; // already locked by a parallel attempt
  const step = previous && previous.until > now ? previous.count + 1 : 1;
  await setThrottleCounter(db(), lockKey(attempt.email), { count: step, until: now + lockDurationMs(step) + remember });
  // The lock takes over; once it ends, failures are counted afresh.
  await deleteThrottleCounters(db(), [accountKey(attempt.email)]);
}

/** Clears the account's failures and lock (after its password was reset by e-mail). */
export async function clearSignInFailures(email: string): Promise<void> {
  await deleteThrottleCounters(db(), [accountKey(email), lockKey(email)]);
}
