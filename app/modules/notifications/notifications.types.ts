// What the dashboard and the live stream see of a notification (spec 001 section 3). Universal:
// the browser receives the same shape from the loader and from the event stream.

export const NOTIFICATION_TYPES = ["new_user", "new_submission"] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** new_user: who signed up and when. */
export type NewUserMetadata = { full_name?: string; created_at?: string };

/** new_submission: the submission's title and number, its creator and when. */
export type NewSubmissionMetadata = {
  title?: string;
  submission_number?: number | null;
  created_by?: string;
  created_at?: string;
};

export type NotificationItem = {
  id: string;
  type: NotificationType;
  /** The new user's id, or the new submission's id. */
  referenceId: string;
  isRead: boolean;
  /** ISO 8601. */
  createdAt: string;
  metadata: NewUserMetadata & NewSubmissionMetadata;
};

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
