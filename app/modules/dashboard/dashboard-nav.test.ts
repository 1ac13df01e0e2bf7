import { describe, expect, it } from "vitest";
import { can } from "~/modules/auth/permissions";
import { ROLE_NAMES, type RoleGrant } from "~/modules/auth/roles";
import { activeSidebarPath, dashboardSidebarEntries } from "./dashboard-nav";
import { dashboardHeading } from "./dashboard-titles";
import { submissionScopeOf } from "~/modules/submissions/submission-scope";

const user = (...roles: RoleGrant[]) => ({ id: "u1", status: "active" as const, roles });
const global = (role: RoleGrant["role"]): RoleGrant => ({ role, journalId: null });

describe("dashboardSidebarEntries", () => {
  it("gives admins the existing screens: Dashboard, Users, Journals, Conferences, Issues, Articles, DOIs, Invoices, Submissions, My Tasks, Reviews, Analytics, SEO Manager, Assistant Questions, Mailbox, Settings", () => {
    expect(dashboardSidebarEntries(user(global("admin"))).map((e) => e.path)).toEqual([
      "/dashboard",
      "/dashboard/users",
      "/dashboard/journals",
      "/dashboard/conferences",
      "/dashboard/issues",
      "/dashboard/articles",
      "/dashboard/dois",
      "/dashboard/invoices",
      "/dashboard/submissions",
      "/dashboard/editor-tasks",
      "/dashboard/reviews",
      "/dashboard/analytics",
      "/dashboard/seo",
      "/dashboard/assistant-questions",
      "/dashboard/mailbox",
      "/dashboard/settings",
    ]);
  });

  it("gives editors Journal Settings, Conferences, Issues, My Tasks and Analytics and the other roles their submissions, never a screen that does not exist", () => {
    const labels = (role: RoleGrant["role"]) => dashboardSidebarEntries(user(global(role))).map((e) => e.label);
    expect(labels("editor")).toEqual([
      "Dashboard",
      "Journal Settings",
      "Conferences",
      "Issues",
      "Articles",
      "DOIs",
      "Invoices",
      "Submissions",
      "My Tasks",
      "Reviews",
      "Analytics",
      "SEO Manager",
      "Assistant Questions",
      "Settings",
    ]);
    expect(labels("reviewer")).toEqual(["Dashboard", "Submissions", "Reviews", "Settings"]);
    expect(labels("author")).toEqual(["Dashboard", "Submissions", "Settings"]);
  });

  it("leads a journal's editor to its settings, and nobody the settings service refuses", () => {
    const entry = (...roles: RoleGrant[]) =>
      dashboardSidebarEntries(user(...roles)).find((e) => e.label === "Journal Settings");
    expect(entry({ role: "editor", journalId: "j1" }, global("author"))).toEqual({
      label: "Journal Settings",
      path: "/dashboard/journal-settings",
    });
    expect(entry({ role: "editor", journalId: "j1" }, { role: "editor", journalId: "j2" })).toBeDefined();
    // Admins reach every journal's settings from Journals.
    expect(entry(global("admin"))).toBeUndefined();
    expect(entry(global("admin"), global("editor"))).toBeUndefined();
    for (const role of ["copyeditor", "layout_editor", "reviewer", "author"] as const) {
      expect(entry(global(role)), role).toBeUndefined();
      expect(entry({ role, journalId: "j1" }), role).toBeUndefined();
    }
    expect(dashboardSidebarEntries({ ...user(global("editor")), status: "inactive" })).toEqual([]);
  });

  it("shows Journal Settings exactly to those the settings service lets in who have no Journals", () => {
    const grants: RoleGrant[] = ROLE_NAMES.flatMap((role) => [global(role), { role, journalId: "j1" }]);
    for (const grant of grants) {
      const subject = user(grant);
      const shown = dashboardSidebarEntries(subject).some((e) => e.path === "/dashboard/journal-settings");
      expect(shown, `${grant.role} of ${grant.journalId ?? "every journal"}`).toBe(
        can(subject, "journalSettings.manage") && !can(subject, "journals.manage"),
      );
    }
  });

  it("gives an inactive account nothing", () => {
    expect(dashboardSidebarEntries({ ...user(global("admin")), status: "inactive" })).toEqual([]);
  });
});

describe("activeSidebarPath", () => {
  const editorOfOne = dashboardSidebarEntries(user({ role: "editor", journalId: "j1" }, global("author")));
  const admin = dashboardSidebarEntries(user(global("admin")));

  it("highlights Journal Settings on a journal's settings pages for its editors, and Journals for admins", () => {
    for (const page of [
      "/journal/fjphs/settings",
      "/journal/fjphs/settings/",
      "/journal/FJPHS/settings",
      "/journal/fjphs/email-templates",
      "/journal/fjphs/review-questions",
      "/journal/fjphs/import",
    ]) {
      expect(activeSidebarPath(editorOfOne, page), page).toBe("/dashboard/journal-settings");
      expect(activeSidebarPath(admin, page), page).toBe("/dashboard/journals");
    }
    expect(activeSidebarPath(editorOfOne, "/dashboard/journal-settings")).toBe("/dashboard/journal-settings");
    // Neither entry for who has neither.
    const author = dashboardSidebarEntries(user(global("author")));
    expect(activeSidebarPath(author, "/journal/fjphs/settings")).toBeUndefined();
  });

  it("highlights an entry on its own page and the pages below it, Dashboard only on itself", () => {
    expect(activeSidebarPath(admin, "/dashboard")).toBe("/dashboard");
    expect(activeSidebarPath(admin, "/dashboard/")).toBe("/dashboard");
    expect(activeSidebarPath(admin, "/dashboard/journals")).toBe("/dashboard/journals");
    expect(activeSidebarPath(admin, "/dashboard/journals/j1/board")).toBe("/dashboard/journals");
    expect(activeSidebarPath(admin, "/dashboard/submissions/new")).toBe("/dashboard/submissions");
    expect(activeSidebarPath(admin, "/dashboard/mailbox/m1")).toBe("/dashboard/mailbox");
    // A longer name is not a page below: /dashboard/journal-settings is not under /dashboard/journals.
    expect(activeSidebarPath(editorOfOne, "/dashboard/journals")).toBeUndefined();
    expect(activeSidebarPath(admin, "/dashboard/journals-archive")).toBeUndefined();
    // A journal's public pages and others outside the sidebar's screens: none.
    expect(activeSidebarPath(admin, "/journal/fjphs")).toBeUndefined();
    expect(activeSidebarPath(admin, "/journal/fjphs/issue/v1-i1")).toBeUndefined();
    expect(activeSidebarPath(admin, "/journal/settings")).toBeUndefined();
  });

  it("highlights the list a submission's or a review's page is opened from, for whoever has that list", () => {
    const author = dashboardSidebarEntries(user(global("author")));
    const reviewer = dashboardSidebarEntries(user(global("reviewer")));
    expect(activeSidebarPath(admin, "/submission/s1")).toBe("/dashboard/submissions");
    expect(activeSidebarPath(author, "/submission/s1")).toBe("/dashboard/submissions");
    expect(activeSidebarPath(editorOfOne, "/submission/S1/")).toBe("/dashboard/submissions");
    expect(activeSidebarPath(reviewer, "/review/r1")).toBe("/dashboard/reviews");
    // Without the list, nothing; the public pages with such names are not these.
    expect(activeSidebarPath([], "/submission/s1")).toBeUndefined();
    expect(activeSidebarPath(admin, "/submissions")).toBeUndefined();
    expect(activeSidebarPath(admin, "/reviewer-guidelines")).toBeUndefined();
  });
});

describe("submissionScopeOf", () => {
  it("lets admins and editors of all journals see everything", () => {
    expect(submissionScopeOf(user(global("admin")))).toEqual({ all: true });
    expect(submissionScopeOf(user(global("editor")))).toEqual({ all: true });
  });

  it("limits a journal editor to the journal's submissions and their own", () => {
    expect(submissionScopeOf(user({ role: "editor", journalId: "j1" }, global("author")))).toEqual({
      all: false,
      ownerId: "u1",
      journalIds: ["j1"],
    });
  });

  it("limits reviewers and authors to their own", () => {
    expect(submissionScopeOf(user(global("reviewer")))).toEqual({ all: false, ownerId: "u1", journalIds: [] });
    expect(submissionScopeOf(user({ role: "reviewer", journalId: "j2" }))).toEqual({
      all: false,
      ownerId: "u1",
      journalIds: [],
    });
  });
});

describe("dashboardHeading", () => {
  it("follows the role priority admin, editor, reviewer, author", () => {
    expect(dashboardHeading([global("author"), global("editor")]).title).toBe("Editor Dashboard");
    expect(dashboardHeading([global("reviewer"), global("admin")]).title).toBe("Admin Dashboard");
    expect(dashboardHeading([global("author")]).title).toBe("Author Dashboard");
    expect(dashboardHeading([]).title).toBe("Dashboard");
  });
});
