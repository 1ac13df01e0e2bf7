import { describe, expect, it } from "vitest";
import { dashboardPageTitle } from "./dashboard-handle";
import { sidebarCookie, sidebarOpenFromCookie, SIDEBAR_COOKIE_MAX_AGE } from "./sidebar-state";

describe("sidebar cookie", () => {
  it("is open unless the cookie says false", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("a=1; other=false")).toBe(true);
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true; b=2")).toBe(true);
  });

  it("is kept for 7 days on every path", () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
  });
});

describe("dashboardPageTitle", () => {
  const match = (handle: unknown, loaderData?: unknown) => ({ handle, loaderData }) as never;
  it("takes the deepest route's title, fixed or from its data, else Dashboard", () => {
    expect(dashboardPageTitle([match(undefined), match({ title: "Mailbox" })])).toBe("Mailbox");
    expect(
      dashboardPageTitle([match({ title: "Outer" }), match({ title: (d: { t: string }) => d.t }, { t: "Inner" })]),
    ).toBe("Inner");
    expect(dashboardPageTitle([match({ title: "Outer" }), match({ title: () => undefined })])).toBe("Outer");
    expect(dashboardPageTitle([match(undefined)])).toBe("Dashboard");
  });
});
