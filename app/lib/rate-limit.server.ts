// Rate limits kept in the database (table rate_limit_hits), so that they hold across app instances:
// a sliding window per key, exact (one row per accepted event, none for a refused one). Used by the
// contact form and by article usage counting. Client addresses go into keys only as a keyed hash.
import crypto from "node:crypto";
import net from "node:net";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";
import { AppError } from "./errors";
import { logger } from "./logger.server";
import { db, services } from "./services.server";
import { memoizeString } from "./string-memo";

/** At most `limit` accepted events of `key` in any `windowMs`. */
export type RateLimitRule = { key: string; limit: number; windowMs: number };

export type RateLimitDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The first rule that refused. */
      rule: RateLimitRule;
      /** When that rule accepts again: its oldest counted event leaves the window. */
      retryAfterMs: number;
    };

/** A refusal for being too fast (429), with the seconds after which trying again may succeed. */
export class RateLimitError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, 429, message);
  }
}

/** Seconds for a Retry-After header: whole seconds, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

const SWEEP_INTERVAL_MS = 10 * 60_000;
let lastSweepMs: number | null = null;

/**
 * Records one event against every rule if each of them still has room, and says so; when one has
 * none, nothing is recorded. Runs in its own transaction, or in a savepoint of the caller's
 * transaction `database` (then the hits are kept only if the caller commits): the caller can do its
 * own writes in the same transaction after an `allowed` decision. Concurrent calls for the same key,
 * from any instance, wait for each other (a transaction-scoped advisory lock per key).
 */
export async function consumeRateLimits(
  database: Db,
  rules: readonly RateLimitRule[],
  now = new Date(),
): Promise<RateLimitDecision> {
  // One order for the locks, so that two calls sharing keys never wait on each other crosswise.
  const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const decision = await database.transaction(async (tx): Promise<RateLimitDecision> => {
    for (const rule of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit|${rule.key}`}, 0))`);
    }
    for (const rule of ordered) {
      // The limit-th most recent event inside the window: if there is one, the window is full.
      const [full] = await tx
        .select({ at: rateLimitHits.at })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.at, new Date(now.getTime() - rule.windowMs))))
        .orderBy(desc(rateLimitHits.at))
        .offset(rule.limit - 1)
        .limit(1);
      if (full)
        return { allowed: false, rule, retryAfterMs: Math.max(0, full.at.getTime() + rule.windowMs - now.getTime()) };
    }
    if (ordered.length > 0) {
      await tx
        .insert(rateLimitHits)
        .values(
          ordered.map((rule) => ({ key: rule.key, at: now, expiresAt: new Date(now.getTime() + rule.windowMs) })),
        );
    }
    return { allowed: true };
  });
  sweepNowAndThen(now);
  return decision;
}

/** Deletes the rows no window needs any more: at most every 10 minutes per process, in the background. */
function sweepNowAndThen(now: Date): void {
  const nowMs = now.getTime();
  if (lastSweepMs !== null && Math.abs(nowMs - lastSweepMs) < SWEEP_INTERVAL_MS) return;
  lastSweepMs = nowMs;
  void sweepRateLimitHits(now).catch((err: unknown) => logger.warn({ err }, "rate limit sweep failed"));
}

/** Removes the rows that expired before `now`; returns how many. */
export async function sweepRateLimitHits(now = new Date()): Promise<number> {
  const removed = await db()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, now))
    .returning({ id: rateLimitHits.id });
  return removed.length;
}

/**
 * The client address as a rate-limit key: a keyed hash (HMAC with the platform's secret), so that
 * the table never holds an address and a leaked table cannot be reversed by trying every IPv4
 * address. An IPv6 address counts by its /64 network (one subscriber usually holds a whole /64 and
 * could otherwise pick a new address per request); an IPv4-mapped IPv6 address as the IPv4 one.
 */
export function clientAddressKey(address: string): string {
  const secret = services().secret;
  // Kept per address: every counted view of a page served from the cache needs its reader's key.
  if (addressKeys?.secret !== secret) addressKeys = { secret, keyOf: memoizeString((a) => addressKeyOf(secret, a)) };
  return addressKeys.keyOf(address);
}

let addressKeys: { secret: string; keyOf: (address: string) => string } | undefined;

function addressKeyOf(secret: string, address: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`client-address|${normalizeClientAddress(address)}`)
    .digest("base64url")
    .slice(0, 22);
}

/** IPv4 as it is; IPv6 as its /64 prefix (`2001:db8:0:1::/64`); anything else lower-cased. */
export function normalizeClientAddress(address: string): string {
  const raw = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  if (mapped) return mapped[1]!;
  const withoutZone = raw.split("%")[0]!;
  if (!net.isIPv6(withoutZone)) return raw;
  const groups = expandIPv6(withoutZone);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  // A trailing dotted IPv4 part (::1.2.3.4) is two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((g) => parseInt(g, 16).toString(16));
}
