import { describe, expect, it } from "vitest";
import { dashboardSidebarEntries } from "~/modules/dashboard/dashboard-nav";
import { NAV_ICONS } from "./dashboard-nav-list";

describe("the sidebar's icons", () => {
  it("gives every screen of the admin's sidebar an icon of its own (collapsed, the icons are all there is)", () => {
    const paths = dashboardSidebarEntries({
      id: "u1",
      status: "active",
      roles: [{ role: "admin", journalId: null }],
    }).map((e) => e.path);
    const icons = paths.map((p) => NAV_ICONS[p]);
    expect(paths.filter((p) => !NAV_ICONS[p])).toEqual([]);
    expect(new Set(icons).size).toBe(paths.length);
  });

  it("gives every screen of a journal editor's sidebar, Journal Settings among them, an icon of its own", () => {
    const paths = dashboardSidebarEntries({
      id: "u1",
      status: "active",
      roles: [{ role: "editor", journalId: "j1" }],
    }).map((e) => e.path);
    expect(paths).toContain("/dashboard/journal-settings");
    expect(paths.filter((p) => !NAV_ICONS[p])).toEqual([]);
    expect(new Set(paths.map((p) => NAV_ICONS[p])).size).toBe(paths.length);
  });
});
