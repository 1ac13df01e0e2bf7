// Finds request loops in a server log: the same navigation-data request (`….data`, what React
// Router fetches on a client navigation) answered again and again within a second, as a client
// stuck in a redirect or revalidation loop sends them. A person clicking (and the link prefetch
// before the click) asks a few times at most. Other paths are left out: the security suite sends
// bursts of deliberate requests to pages and APIs, and a browser stops a document redirect loop
// by itself.

/**
 * More than this many identical requests within one second is a loop. A loop sends them back to
 * back, dozens a second; the end-to-end suite's two workers can legitimately reach six, when both
 * click through the same dashboard page's tabs (each click a navigation, so a data request) in the
 * same second. The log does not tell the clients apart.
 */
export const LOOP_LIMIT = 10;

/**
 * `lines`: the server's JSON log lines (`{"method","path","time","msg":"request"}`).
 * Returns one finding per looping request: its method and path, and the most seen in one second.
 */
export function findRequestLoops(lines, limit = LOOP_LIMIT) {
  const times = new Map();
  for (const line of lines) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry?.msg !== "request" || typeof entry.path !== "string" || !entry.path.endsWith(".data")) continue;
    const key = `${entry.method} ${entry.path}`;
    const at = Date.parse(entry.time);
    if (Number.isNaN(at)) continue;
    if (!times.has(key)) times.set(key, []);
    times.get(key).push(at);
  }
  const loops = [];
  for (const [key, list] of times) {
    list.sort((a, b) => a - b);
    let most = 0;
    for (let start = 0, end = 0; end < list.length; end++) {
      while (list[end] - list[start] >= 1000) start++;
      most = Math.max(most, end - start + 1);
    }
    if (most > limit) loops.push({ request: key, perSecond: most });
  }
  return loops;
}
