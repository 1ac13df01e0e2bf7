import { getSessionCookie } from "better-auth/cookies";
import { redirect } from "react-router";
import { AUTH_COOKIE_PREFIX, getAuth } from "~/lib/auth.server";
import { AppError } from "~/lib/errors";
import { services } from "~/lib/services.server";
import { getUserWithRoles, revokeUserSessions } from "./auth.service.server";
import { hasSignedInMarker } from "./signed-in-marker";
import { markerCookie, markerFollowing } from "./signed-in-marker.server";
import type { CurrentUser } from "./current-user";
import { authPath } from "./redirects";

export type SessionState = {
  user: CurrentUser | null;
  /** Set-Cookie headers to send back: a renewed session cookie, or the removal of a stale one. */
  headers: Headers;
};

/** The answer of a fetch endpoint to a visitor (spec: file endpoints). */
const NOT_AUTHENTICATED = "User not authenticated";

// Loaders of one request (a layout and its page) share one lookup.
const lookups = new WeakMap<Request, Promise<SessionState>>();

/** Whether the request carries a session cookie at all (no database work). */
export function hasSessionCookie(request: Request): boolean {
  return sessionCookieOf(request) !== null;
}

/** The session cookie's value as sent (unverified), or null. Only the Cookie header is read. */
export function sessionCookieOf(request: { headers: Pick<Headers, "get"> }): string | null {
  return getSessionCookie(request as Request, { cookiePrefix: AUTH_COOKIE_PREFIX });
}

/**
 * The session of the request and the cookies to send back. Better Auth checks the signed cookie
 * and the session row and renews a session used a day after its last renewal (7 days from then);
 * the returned Set-Cookie carries the renewed cookie, so a layout loader should return `headers`.
 * The user and their roles then come in one query; an inactive account counts as signed out (and
 * its sessions are deleted).
 */
export function loadSession(request: Request): Promise<SessionState> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = resolveSession(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function resolveSession(request: Request): Promise<SessionState> {
  const state = await lookUpSession(request);
  // The signed-in marker follows what was found, when no session cookie went out to carry it (a
  // session older than the marker gains it; one that ended loses it).
  const marked = hasSignedInMarker(request.headers.get("cookie"));
  if (marked !== (state.user !== null) && !markerFollowing(state.headers.getSetCookie(), false)) {
    state.headers.append(
      "set-cookie",
      markerCookie(state.user ? null : 0, services().env.publicUrl.startsWith("https://")),
    );
  }
  return state;
}

async function lookUpSession(request: Request): Promise<SessionState> {
  const headers = new Headers();
  if (!hasSessionCookie(request)) return { user: null, headers };
  const result = await getAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
  const userId = result.response?.user.id;
  if (!userId) return { user: null, headers };
  const user = await getUserWithRoles(userId);
  if (user?.status === "active") return { user, headers };
  // A deactivated account: its sessions end here, for the pages and for /api/auth alike.
  if (user) await revokeUserSessions(user.id);
  return { user: null, headers };
}

/** The signed-in user with their roles, or null for a visitor (or an inactive account). */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  return (await loadSession(request)).user;
}

/** The signed-in user of a fetch call: 401 'User not authenticated' for a visitor. */
export async function requireApiUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new AppError("unauthenticated", 401, NOT_AUTHENTICATED);
  return user;
}

/**
 * The signed-in user; a visitor is redirected to /auth, which brings them back here after signing in.
 * For loaders and actions of protected pages (API handlers answer 401 themselves with getCurrentUser).
 * `url` is the page's own address as React Router gives it to loaders (`request.url` of a client
 * navigation ends in `.data`, which is no page to come back to).
 */
export async function requireUser({ request, url }: { request: Request; url: URL }): Promise<CurrentUser> {
  const { user, headers } = await loadSession(request);
  if (user) return user;
  throw redirect(authPath(`${url.pathname}${url.search}`), { headers });
}
