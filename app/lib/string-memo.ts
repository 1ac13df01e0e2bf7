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

/**
 * memoizeString for a function of two strings, kept in a map per first string: the two are not
 * joined into a new key (a string to hash on every call) when each is already a string whose hash
 * the maps know (a connection's address, a user agent the robot check has looked up).
 */
export function memoizeStringPair<T>(
  compute: (a: string, b: string) => T,
  limit = 10_000,
): (a: string, b: string) => T {
  const results = new Map<string, Map<string, T>>();
  let size = 0;
  return (a, b) => {
    let byB = results.get(a);
    let result = byB?.get(b);
    if (result === undefined && !byB?.has(b)) {
      result = compute(a, b);
      if (size >= limit) {
        results.clear();
        size = 0;
        byB = undefined;
      }
      if (!byB) results.set(a, (byB = new Map()));
      byB.set(b, result);
      size++;
    }
    return result as T;
  };
}
