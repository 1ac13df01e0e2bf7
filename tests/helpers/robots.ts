/**
 * robots.txt read as Google reads it: the longest matching Allow/Disallow path wins, Allow on a
 * tie; no matching rule allows. `*` matches any run of characters, a final `$` ends the path.
 */
export function robotsAllows(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split(/\r?\n/)) {
    const m = /^(allow|disallow):\s*(\S*)/i.exec(line.trim());
    if (!m || !m[2]) continue;
    const rule = m[2];
    const pattern = new RegExp(
      `^${rule
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\\\$$/, "$")}`,
    );
    if (!pattern.test(path)) continue;
    const allow = m[1]!.toLowerCase() === "allow";
    if (!best || rule.length > best.length || (rule.length === best.length && allow)) {
      best = { length: rule.length, allow };
    }
  }
  return best?.allow ?? true;
}
