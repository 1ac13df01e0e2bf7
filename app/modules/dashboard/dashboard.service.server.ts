import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import { findDoiAttention } from "~/modules/crossref/crossref.service.server";
import { listNotifications } from "~/modules/notifications/notifications.service.server";
import {
  countCatalogueArticles,
  countSubmissionStats,
  countWorkWaiting,
  findRecentSubmissions,
} from "./dashboard.repository.server";
import type { DashboardHome } from "./dashboard.types";
import { dashboardHeading } from "./dashboard-titles";
import { statusLabel, submissionCode } from "~/modules/submissions/submission-code";
import { submissionScopeOf } from "~/modules/submissions/submission-scope";

/** The dashboard home lists this many recent submissions (spec 001 section 9). */
export const RECENT_ACTIVITY_LIMIT = 3;

/**
 * Everything the dashboard home shows, computed in SQL: the role's title, the three submission
 * counts and the 3 latest submissions within the user's scope (submissionScopeOf), the published
 * articles of the scope's journals, and for admins their notifications. Users without any role:
 * 403.
 */
export async function getDashboardHome(user: CurrentUser): Promise<DashboardHome> {
  requirePermission(user, "dashboard.view");
  const scope = submissionScopeOf(user);
  const database = db();
  const [stats, catalogueArticles, recentRows, newUsers, newSubmissions, dois, waiting] = await Promise.all([
    countSubmissionStats(database, scope),
    countCatalogueArticles(database, scope),
    findRecentSubmissions(database, scope, RECENT_ACTIVITY_LIMIT),
    can(user, "notifications.view") ? listNotifications(user, { type: "new_user" }) : null,
    can(user, "notifications.view") ? listNotifications(user, { type: "new_submission" }) : null,
    findDoiAttention(user),
    countWorkWaiting(database, user.id),
  ]);
  return {
    ...dashboardHeading(user.roles),
    scope: scope.all ? "all" : scope.journalIds.length > 0 ? "journals" : "own",
    stats,
    catalogueArticles,
    recent: recentRows.map((row) => ({
      id: row.id,
      title: row.title,
      code: submissionCode(row.journalShortName, row.submissionNumber, row.id),
      status: row.status,
      statusLabel: statusLabel(row.status),
      submittedAt: row.submissionDate.toISOString(),
    })),
    notifications: newUsers && newSubmissions ? { newUsers, newSubmissions } : null,
    waiting: waiting.reviews > 0 || waiting.stages > 0 || waiting.revisions > 0 ? waiting : null,
    // Shown only when something needs doing (issue 38).
    dois: dois && (dois.notDeposited > 0 || dois.failed > 0) ? dois : null,
  };
}
