// The sidebar's open or collapsed state lives in a cookie, so the server renders it right on the
// next visit (spec 001 section 9: kept 7 days). Universal: read by the layout loader, written by
// the browser.

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Ctrl+B (Cmd+B on a Mac) toggles the sidebar. */
export const SIDEBAR_SHORTCUT_KEY = "b";

export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";

/** Whether the sidebar is open according to a Cookie header; open when the cookie is absent. */
export function sidebarOpenFromCookie(cookieHeader: string | null | undefined): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value !== "false";
  }
  return true;
}

/** The cookie string that remembers `open` (for document.cookie). */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}
