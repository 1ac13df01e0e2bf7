import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { NOTIFICATION_CHANNEL } from "./notifications.constants";
import type { NotificationItem, NotificationType } from "./notifications.types";

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  type: notifications.type,
  referenceId: notifications.referenceId,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  metadata: notifications.metadata,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

function toItem(row: Row): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    referenceId: row.referenceId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    metadata: row.metadata as NotificationItem["metadata"],
  };
}

/** The user's latest notifications (of one type), newest first; served by the (user_id, created_at) index. */
export async function findLatestNotifications(
  db: Db,
  opts: { userId: string; type?: NotificationType; limit: number },
): Promise<NotificationItem[]> {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.userId, opts.userId), opts.type ? eq(notifications.type, opts.type) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
  return rows.map(toItem);
}

/** One notification, only when it belongs to `userId`. */
export async function findNotificationOfUser(
  db: Db,
  opts: { id: string; userId: string },
): Promise<NotificationItem | undefined> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, opts.id), eq(notifications.userId, opts.userId)))
    .limit(1);
  return row ? toItem(row) : undefined;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function updateNotificationRead(db: Db, opts: { id: string; userId: string }): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, opts.id), eq(notifications.userId, opts.userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user (of one type) read; returns how many changed. */
export async function updateAllNotificationsRead(
  db: Db,
  opts: { userId: string; type?: NotificationType },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, opts.userId),
        eq(notifications.isRead, false),
        opts.type ? eq(notifications.type, opts.type) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Inserts one notification per recipient (the `recipients` query yields `user_id`), stamped after the
 * recipient's latest one, and announces each on NOTIFICATION_CHANNEL in the same statement, hence in
 * the caller's transaction: PostgreSQL (and PGlite) deliver the announcement at commit, and never for
 * a rollback. Returns how many were written.
 */
async function insertAndAnnounce(
  db: Db,
  values: { type: NotificationType; referenceId: string; metadata: Record<string, unknown>; recipients: SQL },
): Promise<number> {
  const result = await db.execute(sql`
    with inserted as (
      insert into notifications (user_id, type, reference_id, metadata, created_at)
      select recipients.user_id, ${values.type}, ${values.referenceId}, ${JSON.stringify(values.metadata)}::jsonb,
        -- After the recipient's latest, so that "newest first" holds on a clock that repeats a value
        -- (the embedded database's can, for inserts in quick succession); the index serves the max.
        greatest(clock_timestamp(), (select max(n.created_at) + interval '1 microsecond'
          from notifications n where n.user_id = recipients.user_id))
      from (${values.recipients}) as recipients
      returning id, user_id
    ), announced as (
      select pg_notify(${NOTIFICATION_CHANNEL}, json_build_object('id', id, 'userId', user_id)::text) from inserted
    )
    select count(*)::int as n from announced
  `);
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A 'new_user' notification for every admin of all journals (not for the new user themself). */
export function insertNewUserNotifications(
  db: Db,
  user: { id: string; name: string; createdAt: Date },
): Promise<number> {
  return insertAndAnnounce(db, {
    type: "new_user",
    referenceId: user.id,
    metadata: { full_name: user.name, created_at: user.createdAt.toISOString() },
    recipients: sql`
      select distinct user_id from role_assignments
      where role = 'admin' and journal_id is null and user_id <> ${user.id}`,
  });
}

/** A 'new_submission' notification for every admin of all journals or of the submission's journal (not its creator). */
export function insertNewSubmissionNotifications(
  db: Db,
  submission: {
    id: string;
    journalId: string;
    title: string;
    submissionNumber: number | null;
    createdBy: string;
    createdAt: Date;
  },
): Promise<number> {
  return insertAndAnnounce(db, {
    type: "new_submission",
    referenceId: submission.id,
    metadata: {
      title: submission.title,
      submission_number: submission.submissionNumber,
      created_by: submission.createdBy,
      created_at: submission.createdAt.toISOString(),
    },
    recipients: sql`
      select distinct user_id from role_assignments
      where role = 'admin' and (journal_id is null or journal_id = ${submission.journalId})
        and user_id <> ${submission.createdBy}`,
  });
}

/** Deletes the notifications of one type about one thing (a deleted submission). */
export async function deleteNotificationsAbout(db: Db, type: NotificationType, referenceId: string): Promise<void> {
  await db.delete(notifications).where(and(eq(notifications.referenceId, referenceId), eq(notifications.type, type)));
}
