import { isbot } from "isbot";
import { memoizeString } from "~/lib/string-memo";

/** COUNTER's double-click window: the same user-session and item within 30 seconds counts once. */
export const DOUBLE_CLICK_WINDOW_MS = 30_000;
const MAX_TRACKED = 100_000;

/**
 * Ceilings per client address beyond which nothing more is counted (ADR 005): no reader opens or
 * downloads one article more than a few times a day, nor a hundred articles an hour; past that it is
 * a script, whatever user agents it sends. Counted across instances (app/lib/rate-limit.server.ts).
 */
export const USAGE_CEILINGS = {
  /** Counted views (investigations) of one article per address in any 24 hours. */
  investigationsPerArticlePerDay: 10,
  /** Counted downloads (requests) of one article per address in any 24 hours. */
  requestsPerArticlePerDay: 10,
  /** Counted events (views and downloads, all articles) per address in any hour. */
  eventsPerHour: 100,
} as const;

export const DAY_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;

/**
 * What the counters read of a request: a web Request, or the request listener's light view of
 * Node's own (server/cache-hits.ts), which spares a page served from the cache building one.
 */
export type CountableRequest = Pick<Request, "method" | "url"> & { headers: Pick<Headers, "get"> };

/**
 * Whether a user agent is a robot's. The check is a long regular expression, run for every view of
 * every page served from the cache, and a site sees the same few hundred agents over and over. An
 * agent longer than any browser's is checked each time, so the memo's memory stays small.
 */
const isRobotAgentMemo = memoizeString(isbot, 2_000);
const isRobotAgent = (agent: string) => (agent.length > 512 ? isbot(agent) : isRobotAgentMemo(agent));

/** A request a person made on purpose: not a robot, not a prefetch, not a HEAD. */
export function isCountableRequest(request: CountableRequest): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  const agent = request.headers.get("user-agent");
  return !!agent && !isRobotAgent(agent);
}

/**
 * Remembers the last counted time per (user-session, item, kind) and says whether a new event counts.
 * In-process: with several app instances a double click that lands on two of them passes here twice
 * (the per-address ceilings, kept in the database, still bound what such repeats can add).
 */
export class DoubleClickFilter {
  private readonly seen = new Map<string, number>();

  shouldCount(key: string, nowMs = Date.now()): boolean {
    const last = this.seen.get(key);
    if (last !== undefined && nowMs - last < DOUBLE_CLICK_WINDOW_MS) return false;
    this.seen.delete(key); // re-insert so Map order stays oldest-first
    this.seen.set(key, nowMs);
    if (this.seen.size > MAX_TRACKED) this.evict(nowMs);
    return true;
  }

  private evict(nowMs: number): void {
    for (const [key, at] of this.seen) {
      if (nowMs - at < DOUBLE_CLICK_WINDOW_MS && this.seen.size <= MAX_TRACKED) break;
      this.seen.delete(key);
    }
  }
}

/**
 * Remembers, per ceiling key, until when the database said it is full, so that a script hammering
 * past a ceiling costs no database work until the ceiling could accept again. Only a shortcut: the
 * database decides (another instance may have filled a ceiling this one has not seen).
 */
export class CeilingMemo {
  private readonly fullUntil = new Map<string, number>();

  isFull(keys: readonly string[], nowMs: number): boolean {
    return keys.some((key) => {
      const until = this.fullUntil.get(key);
      if (until === undefined) return false;
      if (until > nowMs) return true;
      this.fullUntil.delete(key);
      return false;
    });
  }

  markFull(key: string, untilMs: number): void {
    this.fullUntil.delete(key);
    this.fullUntil.set(key, untilMs);
    // Oldest first; a forgotten entry only costs one more database check.
    if (this.fullUntil.size > MAX_TRACKED) this.fullUntil.delete(this.fullUntil.keys().next().value!);
  }
}
