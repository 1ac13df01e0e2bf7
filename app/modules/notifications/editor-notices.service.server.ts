// Editorial notices as each editor wants them (issue 37): right away, in a daily digest, or not
// at all, chosen per notice under Settings. The callers (review steps, new submissions, revisions)
// say what happened; this decides whether an e-mail goes now, waits for the digest, or nothing.
// The digest job runs once a day at DIGEST_HOUR_UTC and sends each editor one message listing
// what waited; rows are locked and marked in the transaction that queues the message, so two
// instances never send the same notice twice.
import type { Db } from "~/db/client.server";
import { nextUtcHour } from "~/lib/next-utc-hour";
import { enqueueJob, hasWaitingJob, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import {
  findActiveRecipient,
  findJournalEditors,
  findNoticeDelivery,
  findNoticePreferences,
  findSiteAdmins,
  findUsersWithPendingDigest,
  insertDigestItem,
  lockPendingDigestItems,
  markDigestItemsSent,
  upsertNoticePreferences,
} from "./editor-notices.repository.server";
import {
  DEFAULT_NOTICE_PREFERENCES,
  DIGEST_HOUR_UTC,
  EDITOR_NOTICES,
  NOTICE_DELIVERIES,
  type EditorNotice,
  type NoticeDelivery,
  type NoticePreferences,
} from "./notice-preferences";

export const NOTICE_DIGEST_JOB = "notice-digest";

/** Users per page of the digest's walk, and notices per digest (the rest go the next day). */
const DIGEST_USERS_PAGE = 200;
const DIGEST_ITEMS_LIMIT = 200;
/** Editors told of what happens in one journal (a journal has a handful). */
const JOURNAL_EDITORS_LIMIT = 200;

/** What a digest line says happened. */
export type DigestOccasion =
  | "new_submission"
  | "reviewer_accepted"
  | "reviewer_declined"
  | "review_submitted"
  | "all_reviews_in"
  | "revision_submitted";

/** What a digest line shows of the notice, as it was when it happened. */
export type NoticeDetail = {
  submissionTitle: string;
  formattedSubmissionId: string;
  journalName: string;
  url: string;
};

export async function getNoticePreferences(user: CurrentUser): Promise<NoticePreferences> {
  requirePermission(user, "notices.configure");
  const preferences = { ...DEFAULT_NOTICE_PREFERENCES };
  for (const row of await findNoticePreferences(db(), user.id)) {
    if (isNotice(row.notice) && isDelivery(row.delivery)) preferences[row.notice] = row.delivery;
  }
  return preferences;
}

export async function updateNoticePreferences(user: CurrentUser, input: NoticePreferences): Promise<void> {
  requirePermission(user, "notices.configure");
  await upsertNoticePreferences(
    db(),
    user.id,
    EDITOR_NOTICES.map((notice) => ({ notice, delivery: input[notice] })),
  );
  logger.info({ userId: user.id }, "notice preferences saved");
}

/**
 * In `tx`: delivers one editorial notice to a user as they chose: `sendNow` queues the e-mail
 * (right away), or the notice waits for their daily digest, or nothing (off). `occasion` is what
 * the digest's line says (a reviewer accepted, declined...), `notice` the switch it falls under.
 */
export async function deliverEditorNotice(
  tx: Db,
  notice: {
    userId: string;
    notice: EditorNotice;
    occasion: DigestOccasion;
    detail: NoticeDetail;
    sendNow: () => Promise<void>;
  },
): Promise<void> {
  const delivery = (await findNoticeDelivery(tx, notice.userId, notice.notice)) ?? "immediately";
  if (delivery === "off") return;
  if (delivery === "daily") {
    await insertDigestItem(tx, {
      userId: notice.userId,
      notice: notice.notice,
      detail: { occasion: notice.occasion, ...notice.detail },
    });
    return;
  }
  await notice.sendNow();
}

/**
 * Whoever is addressed as a journal's editors: its active editors (of it, or of every journal),
 * or, when it has none, the site's admins, who run a journal without editors of its own (a fresh
 * installation, the demo), as they are its editors in discussions too. Every notice to the
 * journal's editors and a submission's discussions take them from here, so that such a notice
 * always reaches someone who can act on it.
 */
export async function editorialOffice(tx: Db, journalId: string, limit = JOURNAL_EDITORS_LIMIT) {
  // One query after the other: a transaction's connection answers one statement at a time.
  const editors = await findJournalEditors(tx, journalId, limit);
  return editors.length > 0 ? editors : findSiteAdmins(tx, limit);
}

/**
 * In `tx` (the submission's own): tells the editors of its journal (its admins when it has none)
 * that a manuscript arrived, each as they chose; not the one of them who submitted it.
 */
export async function noticeEditorsOfNewSubmission(
  tx: Db,
  submission: { journalId: string; createdBy: string } & NoticeDetail,
): Promise<void> {
  const editors = (await editorialOffice(tx, submission.journalId)).filter((e) => e.id !== submission.createdBy);
  if (editors.length === 0) return;
  const replyTo = await editorialReplyTo(submission.journalId, tx);
  const { journalId: _journalId, createdBy: _createdBy, ...detail } = submission;
  for (const editor of editors) {
    await deliverEditorNotice(tx, {
      userId: editor.id,
      notice: "new_submission",
      occasion: "new_submission",
      detail,
      sendNow: async () => {
        await queueMail(tx, {
          to: editor.email,
          template: "review-reminder",
          replyTo,
          journalId: submission.journalId,
          data: { fullName: editor.name, occasion: "new_submission", ...detail },
        });
      },
    });
  }
}

/**
 * Sends every waiting digest: one message per editor listing their notices, oldest first.
 * Returns how many messages were queued.
 */
export async function sendNoticeDigests(now = new Date()): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const userIds = await findUsersWithPendingDigest(db(), after, DIGEST_USERS_PAGE);
    for (const userId of userIds) {
      if (await sendDigestTo(userId, now)) sent++;
    }
    if (userIds.length < DIGEST_USERS_PAGE) break;
    after = userIds.at(-1)!;
  }
  if (sent > 0) logger.info({ sent }, "notice digests queued");
  return sent;
}

async function sendDigestTo(userId: string, now: Date): Promise<boolean> {
  return db().transaction(async (tx) => {
    const items = await lockPendingDigestItems(tx, userId, DIGEST_ITEMS_LIMIT);
    if (items.length === 0) return false;
    // Marked sent either way: an editor made inactive meanwhile gets nothing later either.
    await markDigestItemsSent(
      tx,
      items.map((i) => i.id),
      now,
    );
    const to = await findActiveRecipient(tx, userId);
    if (!to) return false;
    await queueMail(tx, {
      to: to.email,
      template: "notice-digest",
      data: {
        fullName: to.name,
        items: items.map((i) => ({ ...i.detail, occasion: i.detail.occasion ?? i.notice })),
        url: "/dashboard/submissions",
      },
    });
    return true;
  });
}

/** The daily job: sends the digests, then schedules the next day's. */
export function noticeDigestJobHandlers(): JobHandlers {
  return {
    [NOTICE_DIGEST_JOB]: recurringJob(
      () => sendNoticeDigests(),
      () => enqueueJob(db(), NOTICE_DIGEST_JOB, {}, { runAt: nextUtcHour(new Date(), DIGEST_HOUR_UTC) }),
    ),
  };
}

/** At start: the next digest, unless one is already waiting. */
export async function scheduleNoticeDigests(now = new Date()): Promise<void> {
  if (!(await hasWaitingJob(db(), NOTICE_DIGEST_JOB))) {
    await enqueueJob(db(), NOTICE_DIGEST_JOB, {}, { runAt: nextUtcHour(now, DIGEST_HOUR_UTC) });
  }
}

function isNotice(value: string): value is EditorNotice {
  return (EDITOR_NOTICES as readonly string[]).includes(value);
}

function isDelivery(value: string): value is NoticeDelivery {
  return (NOTICE_DELIVERIES as readonly string[]).includes(value);
}
