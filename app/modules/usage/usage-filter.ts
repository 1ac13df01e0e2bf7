import { isbot } from "isbot";

/** COUNTER's double-click window: the same user and item within 30 seconds counts once. */
export const DOUBLE_CLICK_WINDOW_MS = 30_000;
const MAX_TRACKED = 100_000;

/** A request a person made on purpose: not a robot, not a prefetch, not a HEAD. */
export function isCountableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  const agent = request.headers.get("user-agent");
  return !!agent && !isbot(agent);
}

/**
 * Remembers the last counted time per (user, item, kind) and says whether a new event counts.
 * In-process: with several app instances a double click that lands on two of them counts twice.
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
