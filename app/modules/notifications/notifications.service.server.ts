import type { Db } from "~/db/client.server";
import { notFound } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { NOTIFICATION_LIST_LIMIT } from "./notifications.constants";
import {
  deleteNotificationsAbout,
  findLatestNotifications,
  findNotificationOfUser,
  insertNewSubmissionNotifications,
  insertNewUserNotifications,
  updateAllNotificationsRead,
  updateNotificationRead,
} from "./notifications.repository.server";
import type { NotificationItem, NotificationType } from "./notifications.types";

// Notifications belong to one admin each (spec 001 section 6): every read and write below is
// limited to the acting user's own rows, and only admins may use them at all.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's latest notifications (of one type), newest first: at most 10. Non-admins: 403. */
export async function listNotifications(
  user: CurrentUser,
  opts: { type?: NotificationType } = {},
): Promise<NotificationItem[]> {
  requirePermission(user, "notifications.view");
  return findLatestNotifications(db(), { userId: user.id, type: opts.type, limit: NOTIFICATION_LIST_LIMIT });
}

/** Marks one of the admin's own notifications read; 404 for anyone else's (or none). Non-admins: 403. */
export async function markNotificationRead(user: CurrentUser, notificationId: string): Promise<void> {
  requirePermission(user, "notifications.view");
  const updated = UUID.test(notificationId)
    ? await updateNotificationRead(db(), { id: notificationId, userId: user.id })
    : false;
  if (!updated) throw notFound("notifications.not_found", "Notification not found.");
}

/** Marks all of the admin's unread notifications (of one type) read; returns how many changed. */
export async function markAllNotificationsRead(
  user: CurrentUser,
  opts: { type?: NotificationType } = {},
): Promise<number> {
  requirePermission(user, "notifications.view");
  return updateAllNotificationsRead(db(), { userId: user.id, type: opts.type });
}

/**
 * For the live stream: the notification `id` if it belongs to `userId` (the stream already checked
 * that the user is an admin when it opened).
 */
export async function getNotificationForStream(id: string, userId: string): Promise<NotificationItem | undefined> {
  return UUID.test(id) ? findNotificationOfUser(db(), { id, userId }) : undefined;
}

/**
 * Tells every admin of all journals that an account was created: one 'new_user' notification each,
 * announced to the live dashboards when `tx` commits. Pass the transaction that creates the account's
 * data, so that a rollback leaves (and announces) nothing.
 */
export async function notifyAdminsOfNewUser(
  tx: Db,
  user: { id: string; name: string; createdAt: Date },
): Promise<number> {
  return insertNewUserNotifications(tx, user);
}

/**
 * Tells the admins (of all journals, and of the submission's journal) about a new submission: one
 * 'new_submission' notification each, with its title and number, announced when `tx` commits.
 * Call it in the transaction that creates the submission.
 */
export async function notifyAdminsOfNewSubmission(
  tx: Db,
  submission: {
    id: string;
    journalId: string;
    title: string;
    submissionNumber: number | null;
    createdBy: string;
    createdAt: Date;
  },
): Promise<number> {
  return insertNewSubmissionNotifications(tx, submission);
}

/** Removes the admins' 'new_submission' notifications of a submission being deleted (call it in that transaction). */
export async function forgetSubmissionNotifications(tx: Db, submissionId: string): Promise<void> {
  await deleteNotificationsAbout(tx, "new_submission", submissionId);
}
