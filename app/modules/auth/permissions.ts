// The one permission table of the platform, used by the server (requirePermission) and by the UI
// (what to show). It encodes spec 001 section 2 (dashboard sidebar) and section 6, and spec 002
// section 6 (submissions, tasks, files, citations, issues, journal settings). The server enforces
// every rule, including those the original product only applied in the browser.
import type { CurrentUser } from "./current-user";
import type { RoleGrant, RoleName } from "./roles";

/** Who is asking: the current user (status optional, inactive users may do nothing), or a visitor. */
export type PermissionSubject =
  (Pick<CurrentUser, "id" | "roles"> & { status?: CurrentUser["status"] }) | null | undefined;

/**
 * What the action is about. `journalId`: the journal the thing belongs to, so that a role held for
 * another journal does not count; left out (or null), any grant of the role counts ("in at least
 * one journal", what navigation needs). `ownerId`: the user who owns it (a submission's creator).
 * `status`: its status, for rules that depend on it.
 */
export type Resource = {
  journalId?: string | null;
  ownerId?: string | null;
  status?: string | null;
  /**
   * The editors of a submission marked 'recommend only' (section editors with the draft decisions
   * permission, ADR 031): they recommend, others decide.
   */
  recommendOnlyEditorIds?: readonly string[] | null;
  /** The copyeditors assigned to the submission's copyediting (ADR 069). */
  copyeditorIds?: readonly string[] | null;
  /** The layout editors assigned to the submission's production (ADR 069). */
  layoutEditorIds?: readonly string[] | null;
};

type Check = true | ((user: NonNullable<PermissionSubject>, resource: Resource | undefined) => boolean);

type Rule = {
  /** "global": only roles held for every journal count. "journal": roles of the resource's journal count too. */
  scope: "global" | "journal";
  /** Any signed-in, active user, whatever their roles. */
  signedIn?: true;
  roles: Partial<Record<RoleName, Check>>;
};

/** Submission statuses in which its author may still edit it (spec 002 section 6). */
export const AUTHOR_EDITABLE_STATUSES: readonly string[] = ["submitted", "revision_requested"];

const own: Check = (user, resource) => resource?.ownerId != null && resource.ownerId === user.id;
const ownWhileEditable: Check = (user, resource) =>
  own(user, resource) && resource?.status != null && AUTHOR_EDITABLE_STATUSES.includes(resource.status);

const recommendOnly: Check = (user, resource) => resource?.recommendOnlyEditorIds?.includes(user.id) === true;
const notRecommendOnly: Check = (user, resource) => !recommendOnly(user, resource);

const copyeditorOfIt: Check = (user, resource) => resource?.copyeditorIds?.includes(user.id) === true;
const layoutEditorOfIt: Check = (user, resource) => resource?.layoutEditorIds?.includes(user.id) === true;

const ANY_ROLE = {
  admin: true,
  editor: true,
  copyeditor: true,
  layout_editor: true,
  reviewer: true,
  author: true,
} as const;
const EDITORS = { admin: true, editor: true } as const;
const ADMINS = { admin: true } as const;

const RULES = {
  // --- Dashboard and its sidebar (001 section 2). Entries without a capability of their own.
  /** Open the dashboard (sidebar "Dashboard"): all four roles. */
  "dashboard.view": { scope: "journal", roles: ANY_ROLE },
  /**
   * Sidebar "My Tasks": editors, and admins too (the spec names editors only, but admins create the
   * tasks and the page lists all of them for an admin). The page itself needs sign-in only (2.13).
   */
  "nav.myTasks": { scope: "journal", roles: EDITORS },
  /** Sidebar "Settings": admins only (every signed-in user may still edit their own profile). */
  "nav.settings": { scope: "global", roles: ADMINS },

  // --- Administration (001 section 6).
  /** User management: admin only. */
  "users.manage": { scope: "global", roles: ADMINS },
  /** Journals management (create, delete, list every journal; sidebar "Journals"): admin only. */
  "journals.manage": { scope: "global", roles: ADMINS },
  /** Edit one journal's details and theme: admin. */
  "journal.edit": { scope: "journal", roles: ADMINS },
  /** Editorial board manager of a journal: admin. */
  "editorialBoard.manage": { scope: "journal", roles: ADMINS },
  /** Create, update, delete conferences and their covers (sidebar "Conferences"): editor, admin. */
  "conferences.manage": { scope: "journal", roles: EDITORS },
  /** Receive and read notifications (new users, new submissions): admins only. */
  "notifications.view": { scope: "journal", roles: ADMINS },

  // --- Submissions (002 section 6).
  /** Open the submissions list (sidebar "Submissions"): all four roles; what it lists depends on submissions.viewAll. */
  "submissions.list": { scope: "journal", roles: ANY_ROLE },
  /** See every submission (of the journal), not only one's own: editor, admin. */
  "submissions.viewAll": { scope: "journal", roles: EDITORS },
  /** Create a submission: authors, editors, admins. */
  "submission.create": { scope: "journal", roles: { admin: true, editor: true, author: true } },
  /**
   * Open one submission (and its tasks, read-only, and files): editor, admin, its author, or the
   * copyeditor or layout editor assigned to its copyediting or production (ADR 069).
   */
  "submission.view": {
    scope: "journal",
    roles: { admin: true, editor: true, author: own, copyeditor: copyeditorOfIt, layout_editor: layoutEditorOfIt },
  },
  /** Edit a submission: editor, admin; its author while it is submitted or revision_requested. */
  "submission.edit": { scope: "journal", roles: { admin: true, editor: true, author: ownWhileEditable } },
  /** Change a submission's status and admin notes: editor, admin. */
  "submission.changeStatus": { scope: "journal", roles: EDITORS },
  /** Delete a submission: admin only. */
  "submission.delete": { scope: "journal", roles: ADMINS },
  /** Upload a file to a submission: whoever may edit it. */
  "submissionFile.upload": { scope: "journal", roles: { admin: true, editor: true, author: ownWhileEditable } },
  /** Replace or delete a submission's files: editor, admin. */
  "submissionFile.manage": { scope: "journal", roles: EDITORS },

  // --- Peer review (docs/decisions/023). Reviewers reach a submission only through their own
  // assignment (checked by the reviews service), never through these rules.
  /** Invite reviewers, change due dates, cancel invitations, record decisions: editor, admin. */
  "review.manage": { scope: "journal", roles: EDITORS },
  /**
   * Record a decision on a submission, and mark which of its editors may only recommend one: admins,
   * and editors of the journal not marked 'recommend only' on it (ADR 031).
   */
  "review.decide": { scope: "journal", roles: { admin: true, editor: notRecommendOnly } },
  /** Record a recommendation instead of a decision: editors marked 'recommend only' on the submission. */
  "review.recommend": { scope: "journal", roles: { editor: recommendOnly } },
  /** Choose how one hears of editorial notices (Settings): editors and admins of any journal. */
  "notices.configure": { scope: "journal", roles: EDITORS },
  /** A journal's extra review form questions: admins (ADR 031). */
  "reviewQuestions.manage": { scope: "journal", roles: ADMINS },
  /** Import a journal's back catalogue from OJS and keep its old addresses (ADR 065): admins. */
  "ojsImport.manage": { scope: "journal", roles: ADMINS },
  /** Write in a submission's Messages tab: editor, admin, or its author. */
  "submission.message": { scope: "journal", roles: { admin: true, editor: true, author: own } },
  /**
   * Discussions of a submission (ADR 068): read every thread, start one with any allowed participant
   * and add participants later: editors of the journal and admins.
   */
  "discussion.manage": { scope: "journal", roles: EDITORS },
  /** Start a discussion: editors and admins; the submission's author, with its editors only (ADR 068). */
  "discussion.start": { scope: "journal", roles: { admin: true, editor: true, author: own } },
  /** Send the revision a decision asked for: the submission's author. */
  "submission.revise": { scope: "journal", roles: { author: own } },

  // --- Stages after acceptance (ADR 069): copyediting, production, scheduling.
  /**
   * Move a submission between its stages, assign copyeditors and layout editors, ask the authors,
   * mark copyediting done, schedule for publication: editor, admin.
   */
  "stages.manage": { scope: "journal", roles: EDITORS },
  /** Upload copyedited files and ask the authors to review them: the assigned copyeditor, editors, admins. */
  "copyediting.work": { scope: "journal", roles: { admin: true, editor: true, copyeditor: copyeditorOfIt } },
  /** Upload galleys: the assigned layout editor, editors, admins. */
  "production.work": { scope: "journal", roles: { admin: true, editor: true, layout_editor: layoutEditorOfIt } },
  /** Answer an ask to review the copyedit or the proofs: the submission's author. */
  "stages.respond": { scope: "journal", roles: { author: own } },

  // --- Tasks (002 section 6).
  /** Create a task on a submission: admin only. */
  "task.create": { scope: "journal", roles: ADMINS },
  /** Delete a task: admin only (like creating one). */
  "task.delete": { scope: "journal", roles: ADMINS },
  /** Update a task's status or edit a task row: editor, admin (authors see tasks read-only). */
  "task.update": { scope: "journal", roles: EDITORS },
  /** My Tasks lists every task: admin. */
  "tasks.viewAll": { scope: "journal", roles: ADMINS },
  /** My Tasks lists the tasks assigned to oneself: editor (admins see them among all tasks). */
  "tasks.viewAssigned": { scope: "journal", roles: EDITORS },

  // --- Publishing (002 section 6, 001 section 2).
  /** Manage issues (sidebar "Issues"): editor, admin. */
  "issues.manage": { scope: "journal", roles: EDITORS },
  /**
   * Manage and publish articles (sidebar "Articles"): editor, admin. The spec does not show this
   * screen's role gate; the editors who manage issues also make the articles that fill them.
   */
  "articles.manage": { scope: "journal", roles: EDITORS },
  /** Add or remove citations of an article: editor, admin. */
  "citations.manage": { scope: "journal", roles: EDITORS },
  /**
   * Article processing charges (ADR 064): a journal's Charges settings, its invoices on the
   * Invoices tab (waivers, payments, refunds) and in the invoice list: editor, admin.
   */
  "invoices.manage": { scope: "journal", roles: EDITORS },
  /** Totals of every journal's invoices per currency: admins only. */
  "invoices.viewTotals": { scope: "global", roles: ADMINS },
  /** A journal's settings (/journal/{shortName}/settings): editor, admin. */
  "journalSettings.manage": { scope: "journal", roles: EDITORS },
  /** Reviews (sidebar "Reviews"): reviewer, editor, admin. */
  "reviews.view": { scope: "journal", roles: { admin: true, editor: true, reviewer: true } },
  /** SEO analytics (sidebar "Analytics"): editor, admin. */
  "analytics.view": { scope: "journal", roles: EDITORS },
  /**
   * The whole site's analytics, and the Search Console export upload and connection: admins only
   * (an editor's figures cover the pages of the journals they edit; ADR 028).
   */
  "analytics.manage": { scope: "global", roles: ADMINS },
  /** SEO manager and sitemap entries (sidebar "SEO Manager"): editor, admin. */
  "seo.manage": { scope: "journal", roles: EDITORS },
  /**
   * The sitemap entries of no journal (home, static pages, conferences) and regenerating the whole
   * sitemap: admins only; an editor manages the entries of the journals they edit
   * (docs/decisions/027).
   */
  "seo.manageSite": { scope: "global", roles: ADMINS },
  /**
   * Read the questions readers asked the contact assistant, with its answers (sidebar "Assistant
   * Questions", not in the spec): editors and admins. A question belongs to no journal (it is asked
   * on the public site and answered from every journal's pages), so an editor of one journal reads
   * them all; no question says who asked.
   */
  "assistantQuestions.view": { scope: "journal", roles: EDITORS },

  // --- Any signed-in user (000 section 6).
  /** E-mail an article's author. */
  "article.emailAuthor": { scope: "journal", signedIn: true, roles: {} },
  /** See every editorial board column (e-mail, affiliation). */
  "editorialBoard.viewContacts": { scope: "journal", signedIn: true, roles: {} },
  /** Edit one's own profile and password. */
  "profile.update": { scope: "journal", signedIn: true, roles: {} },
} satisfies Record<string, Rule>;

export type Action = keyof typeof RULES;

export const ACTIONS = Object.keys(RULES) as Action[];

/** The grants that count for this rule and resource. */
function applicableGrants(roles: readonly RoleGrant[], rule: Rule, resource: Resource | undefined): RoleGrant[] {
  if (rule.scope === "global") return roles.filter((g) => g.journalId === null);
  const journalId = resource?.journalId;
  if (!journalId) return [...roles];
  return roles.filter((g) => g.journalId === null || g.journalId === journalId);
}

/**
 * May `user` do `action` (on `resource`)? Visitors (null) and inactive users may do nothing here;
 * rules about one's own things (submission.view for an author, ...) need the resource's `ownerId`.
 */
export function can(user: PermissionSubject, action: Action, resource?: Resource): boolean {
  if (!user || user.status === "inactive") return false;
  const rule: Rule = RULES[action];
  if (rule.signedIn) return true;
  return applicableGrants(user.roles, rule, resource).some((grant) => {
    const check = rule.roles[grant.role];
    return check === true || (typeof check === "function" && check(user, resource));
  });
}

export type DashboardNavEntry = { label: string; path: string; action: Action };

/** The dashboard sidebar in order, each entry shown when `can(user, entry.action)` (001 section 2). */
export const DASHBOARD_NAV: readonly DashboardNavEntry[] = [
  { label: "Dashboard", path: "/dashboard", action: "dashboard.view" },
  { label: "Users", path: "/dashboard/users", action: "users.manage" },
  { label: "Journals", path: "/dashboard/journals", action: "journals.manage" },
  { label: "Conferences", path: "/dashboard/conferences", action: "conferences.manage" },
  { label: "Issues", path: "/dashboard/issues", action: "issues.manage" },
  { label: "Articles", path: "/dashboard/articles", action: "articles.manage" },
  { label: "DOIs", path: "/dashboard/dois", action: "articles.manage" },
  { label: "Invoices", path: "/dashboard/invoices", action: "invoices.manage" },
  { label: "Submissions", path: "/dashboard/submissions", action: "submissions.list" },
  { label: "My Tasks", path: "/dashboard/editor-tasks", action: "nav.myTasks" },
  { label: "Reviews", path: "/dashboard/reviews", action: "reviews.view" },
  { label: "Analytics", path: "/dashboard/analytics", action: "analytics.view" },
  { label: "SEO Manager", path: "/dashboard/seo", action: "seo.manage" },
  { label: "Settings", path: "/dashboard/settings", action: "nav.settings" },
];

/** The sidebar entries this user sees. */
export function visibleDashboardNav(user: PermissionSubject): DashboardNavEntry[] {
  return DASHBOARD_NAV.filter((entry) => can(user, entry.action));
}
