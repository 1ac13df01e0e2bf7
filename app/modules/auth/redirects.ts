/**
 * A path on this site to go to after signing in. Anything else (another host, `//host`, a
 * backslash trick, the sign-in page itself) becomes the fallback, so the parameter cannot be used
 * to send people elsewhere.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters and whitespace have no place in a path and confuse URL parsers.
  if (/[\s\p{Cc}]/u.test(value)) return fallback;
  try {
    const url = new URL(value, "http://localhost");
    if (url.host !== "localhost") return fallback;
    if (url.pathname === "/auth" || url.pathname.startsWith("/api/auth")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page, bringing the visitor back to `redirectTo` afterwards (when it is not the home page). */
export function authPath(redirectTo?: string): string {
  const target = safeRedirectPath(redirectTo);
  return target === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(target)}`;
}
