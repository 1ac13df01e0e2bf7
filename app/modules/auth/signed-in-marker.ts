/**
 * A cookie that scripts may read and that says only "this browser has a session": the public pages
 * ask GET /api/session for the reader's personal parts when it is there, and spare visitors that
 * request when it is not. It holds no secret (the session cookie itself stays HttpOnly); the server
 * keeps it in step with the session cookie (signed-in-marker.server.ts).
 */
export const SIGNED_IN_MARKER = "sp.signed_in";

/** Whether a Cookie string (document.cookie, a Cookie header) carries the marker. */
export function hasSignedInMarker(cookies: string | null | undefined): boolean {
  return (cookies ?? "").split(";").some((part) => part.trim() === `${SIGNED_IN_MARKER}=1`);
}
