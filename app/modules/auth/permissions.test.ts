import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import type { CurrentUser } from "./current-user";
import { ACTIONS, can, DASHBOARD_NAV, visibleDashboardNav, type Action, type PermissionSubject } from "./permissions";
import { requirePermission } from "./permissions.server";
import type { RoleGrant, RoleName } from "./roles";

const J1 = "11111111-1111-4111-8111-111111111111";
const J2 = "22222222-2222-4222-8222-222222222222";

const user = (roles: RoleGrant[], id = "user-1", status: CurrentUser["status"] = "active"): CurrentUser => ({
  id,
  name: "Test User",
  email: "test@example.org",
  status,
  roles,
});
const holding = (role: RoleName, journalId: string | null = null) => user([{ role, journalId }]);

// The spec's tables, written out on their own (not derived from the implementation): who may do
// what with a role held for every journal, without a particular resource. Columns: admin,
// editor, reviewer, author, and a signed-in user without any role.
type Row = [admin: boolean, editor: boolean, reviewer: boolean, author: boolean, noRole: boolean];
const y = true;
const n = false;
const MATRIX: Record<Action, Row> = {
  // 001 section 2: sidebar
  "dashboard.view": [y, y, y, y, n],
  "nav.myTasks": [y, y, n, n, n],
  "nav.settings": [y, n, n, n, n],
  // 001 section 6
  "users.manage": [y, n, n, n, n],
  "journals.manage": [y, n, n, n, n],
  "journal.edit": [y, n, n, n, n],
  "editorialBoard.manage": [y, n, n, n, n],
  "conferences.manage": [y, y, n, n, n],
  "notifications.view": [y, n, n, n, n],
  // 002 section 6: submissions
  "submissions.list": [y, y, y, y, n],
  "submissions.viewAll": [y, y, n, n, n],
  "submission.create": [y, y, n, y, n],
  "submission.view": [y, y, n, n, n], // an author: only their own (below)
  "submission.edit": [y, y, n, n, n], // an author: only their own, while editable (below)
  "submission.changeStatus": [y, y, n, n, n],
  "submission.delete": [y, n, n, n, n],
  "submissionFile.upload": [y, y, n, n, n],
  "submissionFile.manage": [y, y, n, n, n],
  // peer review (ADR 023): the author's own submission only (no resource here)
  "review.manage": [y, y, n, n, n],
  "notices.configure": [y, y, n, n, n],
  "submission.message": [y, y, n, n, n],
  "submission.revise": [n, n, n, n, n],
  // discussions (ADR 068): an author starts one on their own submission only (no resource here)
  "discussion.manage": [y, y, n, n, n],
  "discussion.start": [y, y, n, n, n],
  // draft decisions and extra review questions (ADR 031): an editor not marked 'recommend only'
  // decides; one marked recommends (below); admins define the questions
  "review.decide": [y, y, n, n, n],
  "review.recommend": [n, n, n, n, n],
  "reviewQuestions.manage": [y, n, n, n, n],
  "ojsImport.manage": [y, n, n, n, n],
  // stages after acceptance (ADR 069): an assigned copyeditor or layout editor, the author of
  // their own submission (below)
  "stages.manage": [y, y, n, n, n],
  "copyediting.work": [y, y, n, n, n],
  "production.work": [y, y, n, n, n],
  "stages.respond": [n, n, n, n, n],
  // 002 section 6: tasks
  "task.create": [y, n, n, n, n],
  "task.delete": [y, n, n, n, n],
  "task.update": [y, y, n, n, n],
  "tasks.viewAll": [y, n, n, n, n],
  "tasks.viewAssigned": [y, y, n, n, n],
  // 002 section 6 and 001 section 2: publishing
  "issues.manage": [y, y, n, n, n],
  "articles.manage": [y, y, n, n, n],
  "citations.manage": [y, y, n, n, n],
  "journalSettings.manage": [y, y, n, n, n],
  // Issue 41 (ADR 064): article processing charges
  "invoices.manage": [y, y, n, n, n],
  "invoices.viewTotals": [y, n, n, n, n],
  "reviews.view": [y, y, y, n, n],
  "analytics.view": [y, y, n, n, n],
  "analytics.manage": [y, n, n, n, n],
  "seo.manage": [y, y, n, n, n],
  // the SEO manager's site-wide entries and whole-sitemap regeneration (ADR 027): admins
  "seo.manageSite": [y, n, n, n, n],
  // the contact assistant's questions (ADR 024): editors and admins
  "assistantQuestions.view": [y, y, n, n, n],
  // 000 section 6: any signed-in user
  "article.emailAuthor": [y, y, y, y, y],
  "editorialBoard.viewContacts": [y, y, y, y, y],
  "profile.update": [y, y, y, y, y],
};

const SUBJECTS: [string, PermissionSubject][] = [
  ["admin", holding("admin")],
  ["editor", holding("editor")],
  ["reviewer", holding("reviewer")],
  ["author", holding("author")],
  ["no role", user([])],
];

describe("can: the permission table", () => {
  it("has a row for every action", () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...ACTIONS].sort());
  });

  for (const action of ACTIONS) {
    it(`${action}`, () => {
      const got = SUBJECTS.map(([, subject]) => can(subject, action));
      expect(got, `admin, editor, reviewer, author, no role`).toEqual(MATRIX[action]);
    });
  }

  it("allows a visitor nothing and an inactive account nothing", () => {
    for (const action of ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
      expect(can(user([{ role: "admin", journalId: null }], "u", "inactive"), action)).toBe(false);
    }
  });

  it("gives a user holding several roles the union of their rights", () => {
    const both = user([
      { role: "reviewer", journalId: null },
      { role: "author", journalId: null },
    ]);
    expect(can(both, "reviews.view")).toBe(true);
    expect(can(both, "submission.create")).toBe(true);
    expect(can(both, "issues.manage")).toBe(false);
  });
});

describe("can: copyeditors and layout editors (ADR 069)", () => {
  const copyeditor = holding("copyeditor", J1);
  const layout = holding("layout_editor", J1);
  const assigned = { journalId: J1, ownerId: "someone", copyeditorIds: [copyeditor.id], layoutEditorIds: [layout.id] };
  const other = { journalId: J1, ownerId: "someone", copyeditorIds: ["x"], layoutEditorIds: ["y"] };

  it("open the dashboard and the submissions list, and only the submissions assigned to them", () => {
    for (const who of [copyeditor, layout]) {
      expect(can(who, "dashboard.view")).toBe(true);
      expect(can(who, "submissions.list")).toBe(true);
      expect(can(who, "submissions.viewAll", { journalId: J1 })).toBe(false);
      expect(can(who, "submission.view", assigned)).toBe(true);
      expect(can(who, "submission.view", other)).toBe(false);
      expect(can(who, "stages.manage", assigned)).toBe(false);
    }
  });

  it("work only in their own stage of a submission assigned to them, in their journal", () => {
    expect(can(copyeditor, "copyediting.work", assigned)).toBe(true);
    expect(can(copyeditor, "copyediting.work", other)).toBe(false);
    expect(can(copyeditor, "production.work", assigned)).toBe(false);
    expect(can(layout, "production.work", assigned)).toBe(true);
    expect(can(layout, "copyediting.work", assigned)).toBe(false);
    expect(can(copyeditor, "copyediting.work", { ...assigned, journalId: J2 })).toBe(false);
  });

  it("lets only the submission's author answer an ask", () => {
    const author = holding("author");
    expect(can(author, "stages.respond", { journalId: J1, ownerId: author.id })).toBe(true);
    expect(can(author, "stages.respond", { journalId: J1, ownerId: "someone" })).toBe(false);
    expect(can(holding("editor"), "stages.respond", { journalId: J1, ownerId: "someone" })).toBe(false);
  });
});

describe("can: one's own submissions", () => {
  const author = holding("author");
  const mine = (status: string, journalId: string | null = J1) => ({ ownerId: author.id, status, journalId });
  const theirs = (status: string) => ({ ownerId: "someone-else", status, journalId: J1 });

  it("lets an author open their own submission only", () => {
    expect(can(author, "submission.view", mine("under_review"))).toBe(true);
    expect(can(author, "submission.view", theirs("under_review"))).toBe(false);
    expect(can(author, "submission.view")).toBe(false);
  });

  it("lets an author edit and upload to their own submission while it is submitted or revision_requested", () => {
    for (const action of ["submission.edit", "submissionFile.upload"] as const) {
      expect(can(author, action, mine("submitted"))).toBe(true);
      expect(can(author, action, mine("revision_requested"))).toBe(true);
      for (const status of ["under_review", "accepted", "rejected", "published"]) {
        expect(can(author, action, mine(status)), `${action} ${status}`).toBe(false);
      }
      expect(can(author, action, theirs("submitted"))).toBe(false);
      expect(can(author, action, { ownerId: author.id })).toBe(false);
    }
  });

  it("never lets an author change status, delete, manage files or tasks, even on their own submission", () => {
    for (const action of [
      "submission.changeStatus",
      "submission.delete",
      "submissionFile.manage",
      "task.update",
    ] as const) {
      expect(can(author, action, mine("submitted"))).toBe(false);
    }
  });

  it("lets editors and admins act on anyone's submission whatever its status", () => {
    for (const role of ["editor", "admin"] as const) {
      expect(can(holding(role), "submission.edit", theirs("accepted"))).toBe(true);
      expect(can(holding(role), "submission.view", theirs("published"))).toBe(true);
    }
    expect(can(holding("editor"), "submission.delete", theirs("submitted"))).toBe(false);
    expect(can(holding("admin"), "submission.delete", theirs("submitted"))).toBe(true);
  });

  it("does not let a reviewer open a submission through ownership", () => {
    const reviewer = holding("reviewer");
    expect(can(reviewer, "submission.view", { ownerId: reviewer.id, status: "submitted", journalId: J1 })).toBe(false);
  });
});

describe("can: roles held for one journal", () => {
  const editorOfJ1 = holding("editor", J1);
  const adminOfJ1 = holding("admin", J1);

  it("applies a journal's role to that journal only", () => {
    for (const action of [
      "issues.manage",
      "submissions.viewAll",
      "journalSettings.manage",
      "citations.manage",
      "invoices.manage",
    ] as const) {
      expect(can(editorOfJ1, action, { journalId: J1 }), action).toBe(true);
      expect(can(editorOfJ1, action, { journalId: J2 }), action).toBe(false);
      expect(can(holding("editor"), action, { journalId: J2 }), action).toBe(true);
    }
    expect(can(editorOfJ1, "submission.edit", { journalId: J2, ownerId: "x", status: "submitted" })).toBe(false);
    expect(can(adminOfJ1, "submission.delete", { journalId: J1 })).toBe(true);
    expect(can(adminOfJ1, "submission.delete", { journalId: J2 })).toBe(false);
  });

  it("counts a journal's role for navigation (some journal) when no journal is named", () => {
    expect(can(editorOfJ1, "issues.manage")).toBe(true);
    expect(can(editorOfJ1, "issues.manage", { journalId: null })).toBe(true);
    expect(visibleDashboardNav(editorOfJ1).map((e) => e.label)).toContain("Issues");
  });

  it("lets an editor or admin of one journal read the assistant's questions, which belong to no journal", () => {
    expect(can(editorOfJ1, "assistantQuestions.view")).toBe(true);
    expect(can(adminOfJ1, "assistantQuestions.view")).toBe(true);
    expect(can(holding("reviewer", J1), "assistantQuestions.view")).toBe(false);
  });

  it("keeps platform-wide administration to admins of every journal", () => {
    for (const action of ["users.manage", "journals.manage", "nav.settings"] as const) {
      expect(can(adminOfJ1, action), action).toBe(false);
      expect(can(adminOfJ1, action, { journalId: J1 }), action).toBe(false);
      expect(can(holding("admin"), action), action).toBe(true);
    }
    expect(can(adminOfJ1, "journal.edit", { journalId: J1 })).toBe(true);
    expect(can(adminOfJ1, "journal.edit", { journalId: J2 })).toBe(false);
  });

  it("combines a global role and a journal's role", () => {
    const mixed = user([
      { role: "editor", journalId: J1 },
      { role: "reviewer", journalId: null },
    ]);
    expect(can(mixed, "reviews.view", { journalId: J2 })).toBe(true);
    expect(can(mixed, "issues.manage", { journalId: J2 })).toBe(false);
    expect(can(mixed, "issues.manage", { journalId: J1 })).toBe(true);
  });

  it("scopes an author's own-work rights to the journal of the role", () => {
    const authorOfJ1 = holding("author", J1);
    const own = { ownerId: authorOfJ1.id, status: "submitted" };
    expect(can(authorOfJ1, "submission.edit", { ...own, journalId: J1 })).toBe(true);
    expect(can(authorOfJ1, "submission.edit", { ...own, journalId: J2 })).toBe(false);
  });
});

describe("dashboard sidebar (spec 001 section 2)", () => {
  const labels = (subject: PermissionSubject) => visibleDashboardNav(subject).map((e) => e.label);

  it("lists the entries in the spec's order", () => {
    expect(DASHBOARD_NAV.map((e) => e.label)).toEqual([
      "Dashboard",
      "Users",
      "Journals",
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
      "Settings",
    ]);
  });

  it("shows each role its entries", () => {
    expect(labels(holding("admin"))).toEqual([
      "Dashboard",
      "Users",
      "Journals",
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
      "Settings",
    ]);
    expect(labels(holding("editor"))).toEqual([
      "Dashboard",
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
    ]);
    expect(labels(holding("reviewer"))).toEqual(["Dashboard", "Submissions", "Reviews"]);
    expect(labels(holding("author"))).toEqual(["Dashboard", "Submissions"]);
    expect(labels(user([]))).toEqual([]);
    expect(labels(null)).toEqual([]);
  });
});

describe("requirePermission", () => {
  it("returns quietly when allowed and throws AppError 403 'forbidden' otherwise", () => {
    expect(() => requirePermission(holding("admin"), "users.manage")).not.toThrow();
    let thrown: unknown;
    try {
      requirePermission(holding("author"), "users.manage");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: "forbidden", status: 403, message: "Insufficient permissions" });
    expect(() => requirePermission(holding("reviewer"), "issues.manage", { journalId: J1 }, "Access Denied")).toThrow(
      "Access Denied",
    );
  });
});

describe("draft decisions (ADR 031)", () => {
  const marked = { journalId: J1, recommendOnlyEditorIds: ["user-1"] };
  it("an editor marked 'recommend only' on a submission recommends and cannot decide; others decide", () => {
    const editor = holding("editor", J1);
    expect(can(editor, "review.decide", marked)).toBe(false);
    expect(can(editor, "review.recommend", marked)).toBe(true);
    expect(can(editor, "review.manage", marked)).toBe(true);
    const other = user([{ role: "editor", journalId: J1 }], "user-2");
    expect(can(other, "review.decide", marked)).toBe(true);
    expect(can(other, "review.recommend", marked)).toBe(false);
    expect(can(user([{ role: "admin", journalId: null }]), "review.decide", marked)).toBe(true);
    expect(can(holding("editor", J2), "review.decide", marked)).toBe(false);
  });
});
