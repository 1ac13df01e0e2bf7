import { SIGNED_IN_MARKER } from "./signed-in-marker";

/** Better Auth's session cookie (`sp.session_token`, `__Secure-sp.session_token` over https). */
const SESSION_COOKIE = /^(?:__Secure-)?sp\.session_token$/;

/**
 * The marker's Set-Cookie: present for `maxAge` seconds (null: until the browser closes, as a
 * session cookie without an expiry), or removed (0). Not HttpOnly: scripts read it.
 */
export function markerCookie(maxAge: number | null, secure: boolean): string {
  const lifetime = maxAge === null ? "" : `; Max-Age=${Math.max(0, Math.floor(maxAge))}`;
  const value = maxAge === null || maxAge > 0 ? "1" : "";
  return `${SIGNED_IN_MARKER}=${value}; Path=/${lifetime}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The marker's Set-Cookie that goes with a response's own: when it sets the session cookie, the
 * marker for as long; when it removes it, the marker's removal; otherwise (or when the response
 * sets the marker itself) none.
 */
export function markerFollowing(setCookies: string[], secure: boolean): string | null {
  let marker: string | null = null;
  for (const cookie of setCookies) {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq);
    if (name === SIGNED_IN_MARKER) return null;
    if (!SESSION_COOKIE.test(name)) continue;
    const value = pair.slice(eq + 1);
    const maxAgeAttribute = attributes.find((a) => /^max-age=/i.test(a));
    const expiresAttribute = attributes.find((a) => /^expires=/i.test(a));
    let maxAge: number | null = null;
    if (maxAgeAttribute) maxAge = Number(maxAgeAttribute.slice(8));
    else if (expiresAttribute) maxAge = (Date.parse(expiresAttribute.slice(8)) - Date.now()) / 1000;
    const removed = value === "" || (maxAge !== null && !(maxAge > 0));
    marker = markerCookie(removed ? 0 : maxAge, secure);
  }
  return marker;
}
