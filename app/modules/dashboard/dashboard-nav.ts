// The dashboard sidebar of this release: the spec's entries (DASHBOARD_NAV, filtered by the
// permission table) limited to the screens that exist, plus journal settings, the assistant's
// questions and the mailbox. Universal: the layout loader computes it and the browser renders it.
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, visibleDashboardNav } from "~/modules/auth/permissions";
import { MAILBOX_ACTION } from "./mailbox-permission";

export type SidebarEntry = { label: string; path: string };

/** Screens of DASHBOARD_NAV that exist in this release; the others join this list as they are built. */
const BUILT_SCREENS: ReadonlySet<string> = new Set([
  "/dashboard",
  "/dashboard/users",
  "/dashboard/journals",
  "/dashboard/submissions",
  "/dashboard/issues",
  "/dashboard/articles",
  "/dashboard/dois",
  "/dashboard/invoices",
  "/dashboard/conferences",
  "/dashboard/editor-tasks",
  "/dashboard/reviews",
  "/dashboard/analytics",
  "/dashboard/seo",
]);

const SETTINGS: SidebarEntry = { label: "Settings", path: "/dashboard/settings" };
const MAILBOX: SidebarEntry = { label: "Mailbox", path: "/dashboard/mailbox" };
const ASSISTANT_QUESTIONS: SidebarEntry = { label: "Assistant Questions", path: "/dashboard/assistant-questions" };
/** Leads to the journal's settings, or to a choice of journals for who configures several. */
const JOURNAL_SETTINGS_ENTRY: SidebarEntry = { label: "Journal Settings", path: "/dashboard/journal-settings" };

/**
 * Journal Settings, not in the spec's table: the spec reaches a journal's settings only from the
 * admins' journal cards, which left its editors, whom the server lets configure it, no way there
 * but typing the address. Shown by the rule the settings service enforces (journalSettings.manage),
 * to those who do not have the journals list (admins reach every journal's settings from there).
 */
function showsJournalSettings(user: Pick<CurrentUser, "id" | "roles" | "status">): boolean {
  return can(user, "journalSettings.manage") && !can(user, "journals.manage");
}

/**
 * The entries `user` sees, in the spec's order. Settings is shown to every signed-in user, not to
 * admins only as in the spec: it holds everyone's own profile and password. Journal Settings stands
 * where an admin's Journals does, after Dashboard.
 */
export function dashboardSidebarEntries(user: Pick<CurrentUser, "id" | "roles" | "status">): SidebarEntry[] {
  const entries: SidebarEntry[] = visibleDashboardNav(user)
    .filter((entry) => BUILT_SCREENS.has(entry.path))
    .map(({ label, path }) => ({ label, path }));
  // Whoever may configure a journal holds a role, so Dashboard is the first entry.
  if (showsJournalSettings(user)) entries.splice(1, 0, JOURNAL_SETTINGS_ENTRY);
  if (can(user, "assistantQuestions.view")) entries.push(ASSISTANT_QUESTIONS);
  if (can(user, MAILBOX_ACTION)) entries.push(MAILBOX);
  if (can(user, "profile.update")) entries.push(SETTINGS);
  return entries;
}

/**
 * A journal's settings and the pages they lead to (its e-mail templates, review questions, OJS
 * import): dashboard pages that live under the journal's address, not under /dashboard.
 */
const JOURNAL_SETTINGS_PAGES = /^\/journal\/[^/]+\/(settings|email-templates|review-questions|import)(\/|$)/;

/**
 * The dashboard pages outside /dashboard that belong to a list's entry: a submission's page to
 * Submissions (an author's My Submissions has the same address), a review's page to Reviews.
 */
const PAGES_OF_LISTS: readonly [RegExp, string][] = [
  [/^\/submission\/[^/]+(\/|$)/, "/dashboard/submissions"],
  [/^\/review\/[^/]+(\/|$)/, "/dashboard/reviews"],
];

/**
 * The path of the entry `pathname` belongs to, to highlight: the entry's own page or one below it
 * (Dashboard only itself). A journal's settings pages belong to Journal Settings, which leads there,
 * or for admins, who reach them from the journals list, to Journals; a submission's or a review's
 * page to the list it is opened from.
 */
export function activeSidebarPath(entries: readonly SidebarEntry[], pathname: string): string | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const has = (entryPath: string) => entries.some((e) => e.path === entryPath);
  if (JOURNAL_SETTINGS_PAGES.test(path)) {
    return [JOURNAL_SETTINGS_ENTRY.path, "/dashboard/journals"].find(has);
  }
  const list = PAGES_OF_LISTS.find(([page]) => page.test(path))?.[1];
  if (list) return has(list) ? list : undefined;
  return entries.find((e) =>
    e.path === "/dashboard" ? path === e.path : path === e.path || path.startsWith(`${e.path}/`),
  )?.path;
}
