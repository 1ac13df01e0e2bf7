/** How long computed site metrics are reused (spec 9: metrics cache 5 minutes). */
export const METRICS_TTL_MS = 5 * 60 * 1000;

type Entry<T> = { value: Promise<T>; expiresAt: number };

/**
 * A small time-based cache. Concurrent callers share one pending computation, and a failed
 * computation is not kept, so the next caller tries again.
 */
export function createTtlCache<T>(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > clock()) return hit.value;
      const value = load();
      entries.set(key, { value, expiresAt: clock() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
