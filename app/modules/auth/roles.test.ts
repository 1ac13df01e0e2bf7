import { describe, expect, it } from "vitest";
import {
  dashboardTitle,
  initials,
  isRoleName,
  primaryRole,
  ROLE_BADGE_CLASSES,
  ROLE_LABELS,
  ROLE_NAMES,
  roleNames,
} from "./roles";

const J1 = "11111111-1111-4111-8111-111111111111";

describe("roles", () => {
  it("are admin, editor, copyeditor, layout editor, reviewer, author in priority order", () => {
    expect(ROLE_NAMES).toEqual(["admin", "editor", "copyeditor", "layout_editor", "reviewer", "author"]);
    expect(isRoleName("editor")).toBe(true);
    expect(isRoleName("superuser")).toBe(false);
    expect(isRoleName(undefined)).toBe(false);
  });

  it("lists the distinct role names held, highest priority first", () => {
    expect(
      roleNames([
        { role: "author", journalId: null },
        { role: "editor", journalId: J1 },
        { role: "editor", journalId: null },
        { role: "reviewer", journalId: null },
      ]),
    ).toEqual(["editor", "reviewer", "author"]);
    expect(roleNames([])).toEqual([]);
  });

  it("words the dashboard after the highest role", () => {
    expect(dashboardTitle([{ role: "author", journalId: null }])).toBe("Author Dashboard");
    expect(
      dashboardTitle([
        { role: "reviewer", journalId: null },
        { role: "author", journalId: null },
      ]),
    ).toBe("Reviewer Dashboard");
    expect(
      dashboardTitle([
        { role: "author", journalId: null },
        { role: "editor", journalId: J1 },
      ]),
    ).toBe("Editor Dashboard");
    expect(
      dashboardTitle([
        { role: "editor", journalId: null },
        { role: "admin", journalId: null },
      ]),
    ).toBe("Admin Dashboard");
    expect(dashboardTitle([])).toBe("Dashboard");
    expect(dashboardTitle(null)).toBe("Dashboard");
    expect(primaryRole([])).toBeNull();
  });

  it("colours the badges admin red, editor purple, reviewer blue, author green", () => {
    expect(ROLE_BADGE_CLASSES.admin).toMatch(/\bbg-red-/);
    expect(ROLE_BADGE_CLASSES.editor).toMatch(/\bbg-purple-/);
    expect(ROLE_BADGE_CLASSES.reviewer).toMatch(/\bbg-blue-/);
    expect(ROLE_BADGE_CLASSES.author).toMatch(/\bbg-green-/);
    expect(ROLE_LABELS).toEqual({
      admin: "Admin",
      editor: "Editor",
      copyeditor: "Copyeditor",
      layout_editor: "Layout Editor",
      reviewer: "Reviewer",
      author: "Author",
    });
  });
});

describe("initials", () => {
  it("takes at most two letters, from the first two words", () => {
    expect(initials("Jane Smith")).toBe("JS");
    expect(initials("Jane Ann Smith")).toBe("JA");
    expect(initials("madonna")).toBe("M");
    expect(initials("  Dr.   Jane   Smith ")).toBe("DJ");
    expect(initials("élise ñúñez")).toBe("ÉÑ");
    expect(initials("(Admin) Team")).toBe("AT");
  });

  it("falls back to the e-mail address, then to a question mark", () => {
    expect(initials("", "reader@example.org")).toBe("R");
    expect(initials(null, null)).toBe("?");
  });
});
