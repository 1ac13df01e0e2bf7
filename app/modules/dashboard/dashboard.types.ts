import type { NotificationItem } from "~/modules/notifications/notifications.types";

export type SubmissionStats = { totalSubmissions: number; activeReviews: number; published: number };

export type RecentSubmission = {
  id: string;
  title: string;
  /** "FJPHS-007" (see submissionCode). */
  code: string;
  status: string;
  /** The status with underscores replaced by spaces. */
  statusLabel: string;
  /** ISO 8601. */
  submittedAt: string;
};

export type DashboardHome = {
  title: string;
  subtitle: string;
  /** Whose submissions the figures cover: every journal's, some journals' and one's own, or one's own. */
  scope: "all" | "journals" | "own";
  stats: SubmissionStats;
  /**
   * Published articles of the journals in scope (every journal's for `all`; null for `own`). The
   * Published card counts submissions that reached publication, which a back catalogue imported
   * or entered in the articles desk never was: without this figure an editor of a journal with
   * hundreds of articles would read "Published 0" as the journal's output.
   */
  catalogueArticles: number | null;
  recent: RecentSubmission[];
  /** The two notification panels, for admins only (latest 10 of each type, newest first). */
  notifications: { newUsers: NotificationItem[]; newSubmissions: NotificationItem[] } | null;
  /**
   * The user's own work waiting: review invitations to answer and reviews to write,
   * copyediting or production assignments whose stage is under way, and revisions asked of their
   * own submissions. Null when there is none.
   */
  waiting: { reviews: number; stages: number; revisions: number } | null;
  /** DOIs needing attention in the journals one manages (counted up to `cap`); null when none do. */
  dois: { notDeposited: number; failed: number; cap: number } | null;
};
