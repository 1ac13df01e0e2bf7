/**
 * Remembers the results of a pure function of a string, up to `limit` of them; when full it forgets
 * them all (the keys in use come back at once, and nothing needs an order kept per lookup). For work
 * done on every page served from the cache whose input repeats from request to request: the bot
 * check of a user agent, the keyed hash of a client address (ADR 037).
 */
export function memoizeString<T>(compute: (key: string) => T, limit = 10_000): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined && !results.has(key)) {
      result = compute(key);
      if (results.size >= limit) results.clear();
      results.set(key, result);
    }
    return result as T;
  };
}
