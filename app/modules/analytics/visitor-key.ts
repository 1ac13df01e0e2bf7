import crypto from "node:crypto";

/**
 * A visitor's key for one day: a hash of the day's random salt, the client address, its user agent
 * and the site. The address is never stored; the salt is replaced every day and the old one deleted,
 * so the same person gets unrelated keys on two days and a key cannot be turned back into an address.
 */
export function visitorKey(salt: string, address: string, userAgent: string, site: string): string {
  // The one-shot hash: no Hash object to build and collect, on every counted page view.
  return crypto.hash("sha256", `${salt}\n${address}\n${userAgent}\n${site}`, "base64url").slice(0, 22);
}

/** A new random salt (256 bits). */
export function newSalt(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
