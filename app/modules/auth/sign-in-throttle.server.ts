// The limits on sign-ins (rules in sign-in-throttle.ts, decisions in docs/decisions/012 and 050),
// applied by Better Auth's hooks around /sign-in/email (auth-hooks.server.ts), so the /auth page's
// forms and API clients meet the same limits. Counters are rows of the database, so they hold
// across app instances.
//
// An attempt is counted as a failure before the password is checked and taken back once it turns
// out not to be one: concurrent attempts each take their own place in the count, so a burst of
// parallel guesses cannot slip past the limit while the first ones are still being checked.
import crypto from "node:crypto";
import { db, services } from "~/lib/services.server";
import {
  bumpThrottleCounter,
  claimThrottleSlot,
  deleteThrottleCounters,
  findThrottleCounter,
  findThrottleCounters,
  releaseThrottleCounter,
  setThrottleCounter,
} from "./auth.repository.server";
import {
  failureDelayMs,
  lockDurationMs,
  normalizeSignInEmail,
  refusal,
  SIGN_IN_LIMITS,
  type SignInRefusal,
} from "./sign-in-throttle";

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
  return `${kind}:${keyedDigest(value)}`;
}

function keyedDigest(value: string): string {
  return crypto.createHmac("sha256", services().secret).update(value).digest("base64url").slice(0, 32);
}
const accountKey = (email: string) => counterKey("sign-in:account", normalizeSignInEmail(email));
const lockKey = (email: string) => counterKey("sign-in:lock", normalizeSignInEmail(email));
const addressKey = (address: string) => counterKey("sign-in:address", address);

// The lock row: `count` is the lock's step (1, 2, ...); it counts until the lock ends plus the
// time the step is remembered, so the lock itself ends `remember` before `until`.
const remember = SIGN_IN_LIMITS.account.rememberLocksHours * HOUR;
const lockEnd = (row: { until: number }) => row.until - remember;

/**
 * The flood guard: admits a sign-in request from `address` unless `maxRequests` were admitted
 * within the last `windowSeconds` (a sliding window), in which case it answers the refusal with
 * the time until the oldest of them leaves the window.
 *
 * Each admitted request holds one of `maxRequests` slot rows until its window has passed, so the
 * rows are exactly the requests of the window: a fixed window's counter would let a burst at the
 * end of one window and another at the start of the next through, twice the limit in a moment.
 * Slots are claimed one statement each, so concurrent requests (on any instance) never share one.
 */
export async function admitSignInRequest(address: string, now = Date.now()): Promise<SignInRefusal | null> {
  const windowMs = SIGN_IN_LIMITS.flood.windowSeconds * 1000;
  const keys = floodSlotKeys(address);
  const held = new Map((await findThrottleCounters(db(), keys)).map((row) => [row.key, row.until]));
  for (const key of keys) {
    if ((held.get(key) ?? 0) > now) continue;
    if (await claimThrottleSlot(db(), key, now, now + windowMs)) return null;
  }
  const ends = [...held.values()].filter((until) => until > now);
  return refusal("flood", ends.length ? Math.min(...ends) - now : windowMs);
}

/** The slot rows of an address's flood guard: `sign-in:flood:<n>:<keyed hash of the address>`. */
export function floodSlotKeys(address: string): string[] {
  const digest = keyedDigest(address);
  return Array.from({ length: SIGN_IN_LIMITS.flood.maxRequests }, (_, n) => `sign-in:flood:${n}:${digest}`);
}

/**
 * Before the password is checked: refuses the attempt while the account is locked, otherwise
 * counts it for the account and for the client address (see endSignInAttempt). The address is
 * never refused here: its failures only slow its failed attempts down.
 */
export async function beginSignInAttempt(attempt: SignInAttempt, now = Date.now()): Promise<SignInRefusal | null> {
  const { account, address } = SIGN_IN_LIMITS;
  const lock = await findThrottleCounter(db(), lockKey(attempt.email));
  if (lock && lockEnd(lock) > now) return refusal("accountLocked", lockEnd(lock) - now);

  if (attempt.address) {
    await bumpThrottleCounter(db(), addressKey(attempt.address), now, address.windowMinutes * MINUTE);
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
 *
 * Answers how long to hold back the answer (milliseconds): for a failure, what the address's
 * failures in the window call for (failureDelayMs); nothing otherwise.
 */
export async function endSignInAttempt(
  attempt: SignInAttempt,
  result: SignInResult,
  now = Date.now(),
): Promise<number> {
  const release = async () => {
    if (attempt.address) await releaseThrottleCounter(db(), addressKey(attempt.address), now);
  };
  if (result === "success") {
    await deleteThrottleCounters(db(), [accountKey(attempt.email), lockKey(attempt.email)]);
    await release();
    return 0;
  }
  if (result === "other") {
    await releaseThrottleCounter(db(), accountKey(attempt.email), now);
    await release();
    return 0;
  }
  await lockAfterTooManyFailures(attempt.email, now);
  return addressDelayMs(attempt.address, now);
}

/** The delay a failure from `address` gets: by the address's failures counted in the window. */
async function addressDelayMs(address: string | null, now: number): Promise<number> {
  if (!address) return 0;
  const failures = await findThrottleCounter(db(), addressKey(address));
  return failures && failures.until > now ? failureDelayMs(failures.count) : 0;
}

/** Locks the account once its failures reach the limit (unless a parallel attempt just did). */
async function lockAfterTooManyFailures(email: string, now: number): Promise<void> {
  const failures = await findThrottleCounter(db(), accountKey(email));
  if (!failures || failures.until <= now || failures.count < SIGN_IN_LIMITS.account.maxFailures) return;
  const previous = await findThrottleCounter(db(), lockKey(email));
  if (previous && lockEnd(previous) > now) return; // already locked by a parallel attempt
  const step = previous && previous.until > now ? previous.count + 1 : 1;
  await setThrottleCounter(db(), lockKey(email), { count: step, until: now + lockDurationMs(step) + remember });
  // The lock takes over; once it ends, failures are counted afresh.
  await deleteThrottleCounters(db(), [accountKey(email)]);
}

/**
 * Holds back the answer to a failed sign-in (endSignInAttempt's delay). Tests replace `wait` to
 * see the delays without waiting for them.
 */
export const failureAnswerDelay = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Clears the account's failures and lock (after its password was reset by e-mail). */
export async function clearSignInFailures(email: string): Promise<void> {
  await deleteThrottleCounters(db(), [accountKey(email), lockKey(email)]);
}
