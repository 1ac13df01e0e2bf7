import crypto from "node:crypto";
import { memoizeStringPair } from "~/lib/string-memo";

/**
 * A visitor's key for one day: a hash of the day's random salt, the client address, its user agent
 * and the site. The address is never stored; the salt is replaced every day and the old one deleted,
 * so the same person gets unrelated keys on two days and a key cannot be turned back into an address.
 */
export function visitorKey(salt: string, address: string, userAgent: string, site: string): string {
  if (keysOfDay?.salt !== salt || keysOfDay.site !== site) {
    // The one-shot hash: no Hash object to build and collect.
    const keyOf = (address: string, userAgent: string) =>
      crypto.hash("sha256", `${salt}\n${address}\n${userAgent}\n${site}`, "base64url").slice(0, 22);
    keysOfDay = { salt, site, keyOf: memoizeStringPair(keyOf, 2_000) };
  }
  return keysOfDay.keyOf(address, userAgent);
}

/**
 * The keys of the salt in use, by reader: every counted page view needs one, and a reader's views
 * come one after another (the hash was 1.5% of a page served from the cache). A new salt starts
 * afresh, so no key of an old salt is kept in memory past the day.
 */
let keysOfDay: { salt: string; site: string; keyOf: (address: string, userAgent: string) => string } | undefined;

/** A new random salt (256 bits). */
export function newSalt(): string {
  return crypto.randomBytes(32).toString("base64url");
}

const DAY_MS = 86_400_000;
/** The last day asked for: every page view asks, and nearly all of them of the same day. */
let lastDay = { number: NaN, text: "" };

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  const number = Math.floor(at.getTime() / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, text: at.toISOString().slice(0, 10) };
  return lastDay.text;
}
