// Review reminders (docs/decisions/023): a background job looks at the live assignments and the
// revisions due, and e-mails once per occasion: the reviewer before the review is due, when it is
// overdue (again every OVERDUE_REPEAT_DAYS), when an invitation got no answer by its response date;
// the author before a revision is due; the inviting editor when a reviewer is overdue. An occasion's
// key is claimed in `review_reminders` in the transaction that queues its e-mail, so a restart or a
// second instance never sends it twice. The journal's "deadline reminders" switch turns them off.
import { enqueueJob, hasWaitingJob, ONE_OFF_RUN, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import type { Db } from "~/db/client.server";
import { db, services } from "~/lib/services.server";
import { submissionCode } from "~/modules/submissions/submission-code";
import { queueMail } from "~/modules/mail/mail.service.server";
import { submissionPeople } from "~/modules/submissions/submission-review-hooks.server";
import { todayUtc } from "~/modules/tasks/due-state";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { TemplateText } from "~/modules/mail/mail-templates";
import { AppError } from "~/lib/errors";
import {
  DUE_SOON_DAYS,
  manualReminderOccasion,
  OVERDUE_REPEAT_DAYS,
  REVIEW_MESSAGES,
  TOKEN_GRACE_DAYS,
} from "./reviews.constants";
import {
  addInvitationToken,
  claimReminder,
  findAssignment,
  findAssignmentsForReminders,
  findRoundsAwaitingRevision,
  findUserById,
  updateAssignment,
} from "./reviews.repository.server";
import {
  daysBetween,
  invitationUrl,
  loadForReviewManagement,
  newInvitationToken,
  reviewNotFound,
  reviewPageUrl,
  reviewSettingsOf,
  submissionMessagesUrl,
  submissionReviewsUrl,
} from "./review-support.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";

export const REVIEW_REMINDERS_JOB = "review-reminders";
/** How often the reminders job looks again. */
export const REMINDER_INTERVAL_MS = 60 * 60_000;
const SCAN_LIMIT = 5000;

type Occasion = "due_soon" | "overdue" | "unanswered" | "revision_due" | "reviewer_overdue";

/** One reminder to send: its key (the occasion), its recipient and its e-mail's data. */
type Reminder = {
  key: string;
  to: { email: string; name: string };
  occasion: Occasion;
  journalId: string;
  /** Where the reminder is recorded in the History (editors only). */
  submissionId: string;
  round: number;
  data: { submissionTitle: string; formattedSubmissionId: string; journalName: string; dueDate: string; url: string };
  /**
   * An unanswered invitation: the reminder carries a link of its own (its secret is not kept, so
   * the first one cannot be sent again); the links sent before keep opening the invitation.
   */
  renewInvitation?: string;
};

/** The reminders due at `now` for the live assignments and the revisions asked for (sent or not). */
async function remindersAt(now: Date): Promise<Reminder[]> {
  const today = todayUtc(now);
  const out: Reminder[] = [];
  for (const a of await findAssignmentsForReminders(db(), SCAN_LIMIT)) {
    const base = {
      journalId: a.journalId,
      submissionTitle: a.submissionTitle,
      formattedSubmissionId: submissionCode(a.journalShortName, a.submissionNumber, a.submissionId),
      journalName: a.journalTitle,
    };
    const reviewer = { email: a.inviteeEmail, name: a.inviteeName };
    const push = (key: string, to: Reminder["to"], occasion: Occasion, dueDate: string, url: string) =>
      out.push({
        key,
        to,
        occasion,
        journalId: a.journalId,
        submissionId: a.submissionId,
        round: a.roundNumber,
        data: { ...base, dueDate, url },
        ...(occasion === "unanswered" ? { renewInvitation: a.id } : {}),
      });
    if (a.state === "invited" && a.responseDueDate < today) {
      push(`unanswered:${a.id}:${a.responseDueDate}`, reviewer, "unanswered", a.responseDueDate, "");
      continue;
    }
    if (a.state !== "accepted") continue;
    const left = daysBetween(today, a.reviewDueDate);
    if (left >= 0 && left <= DUE_SOON_DAYS) {
      push(`due-soon:${a.id}:${a.reviewDueDate}`, reviewer, "due_soon", a.reviewDueDate, reviewPageUrl(a.id));
    } else if (left < 0) {
      // Overdue: the first day, then again every OVERDUE_REPEAT_DAYS (a key per repetition).
      const repetition = Math.floor((-left - 1) / OVERDUE_REPEAT_DAYS);
      push(
        `overdue:${a.id}:${a.reviewDueDate}:${repetition}`,
        reviewer,
        "overdue",
        a.reviewDueDate,
        reviewPageUrl(a.id),
      );
      if (a.invitedBy) {
        const editor = await findUserById(db(), a.invitedBy);
        if (editor?.status === "active") {
          push(
            `reviewer-overdue:${a.id}:${a.reviewDueDate}`,
            { email: editor.email, name: editor.name },
            "reviewer_overdue",
            a.reviewDueDate,
            submissionReviewsUrl(a.submissionId),
          );
        }
      }
    }
  }
  for (const r of await findRoundsAwaitingRevision(db(), SCAN_LIMIT)) {
    if (!r.revisionDueDate) continue;
    const left = daysBetween(today, r.revisionDueDate);
    if (left > DUE_SOON_DAYS) continue;
    const { people } = await submissionPeople(db(), r.submissionId);
    for (const person of people) {
      out.push({
        key: `revision-due:${r.roundId}:${r.revisionDueDate}:${person.email.toLowerCase()}`,
        to: { email: person.email, name: person.name },
        occasion: "revision_due",
        journalId: r.journalId,
        submissionId: r.submissionId,
        round: r.roundNumber,
        data: {
          submissionTitle: r.submissionTitle,
          formattedSubmissionId: submissionCode(r.journalShortName, r.submissionNumber, r.submissionId),
          journalName: r.journalTitle,
          dueDate: r.revisionDueDate,
          url: submissionMessagesUrl(r.submissionId),
        },
      });
    }
  }
  return out;
}

/**
 * Sends the reminders due at `now` that were not sent before (each occasion once, ever), for the
 * journals whose deadline reminders are on. Returns how many were queued.
 */
export async function sendReviewReminders(now = new Date()): Promise<number> {
  const reminders = await remindersAt(now);
  const enabled = new Map<string, boolean>();
  let sent = 0;
  for (const r of reminders) {
    if (!enabled.has(r.journalId)) enabled.set(r.journalId, (await reviewSettingsOf(r.journalId)).deadlineReminders);
    if (!enabled.get(r.journalId)) continue;
    const queued = await db().transaction(async (tx) => {
      if (!(await claimReminder(tx, r.key))) return false;
      let url = r.data.url;
      if (r.renewInvitation) {
        const { token, hash } = newInvitationToken();
        await addInvitationToken(tx, r.renewInvitation, hash);
        // Every link of the invitation, this one and those before, answers until then.
        await updateAssignment(tx, r.renewInvitation, {
          tokenExpiresAt: new Date(now.getTime() + TOKEN_GRACE_DAYS * 86_400_000),
        });
        url = invitationUrl(token);
      }
      await queueMail(tx, {
        to: r.to.email,
        template: "review-reminder",
        replyTo: await editorialReplyTo(r.journalId, tx),
        journalId: r.journalId,
        data: { fullName: r.to.name, occasion: r.occasion, ...r.data, url },
      });
      await recordSubmissionEvent(tx, {
        submissionId: r.submissionId,
        actorId: null,
        kind: "review_reminder_sent",
        detail: { round: r.round, occasion: r.occasion, recipientName: r.to.name, actorLabel: "The platform" },
      });
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) logger.info({ sent }, "review reminders queued");
  return sent;
}

/**
 * The job: sends what is due, then schedules its next look. Several instances may each keep a
 * chain going; the claimed keys keep every reminder single.
 */
export function reviewReminderJobHandlers(): JobHandlers {
  return {
    // A one-off look (due dates changed) leaves the hourly chain alone.
    [REVIEW_REMINDERS_JOB]: recurringJob(
      () => sendReviewReminders(reminderClock()),
      () => enqueueJob(db(), REVIEW_REMINDERS_JOB, {}, { delayMs: REMINDER_INTERVAL_MS }),
    ),
  };
}

/** The job's "now": the real clock plus REVIEW_REMINDERS_CLOCK_OFFSET_DAYS (0 unless a test server sets it). */
export function reminderClock(): Date {
  return new Date(Date.now() + services().env.REVIEW_REMINDERS_CLOCK_OFFSET_DAYS * 86_400_000);
}

/**
 * In `tx`: one look at the reminders as soon as the change commits (a due date moved into the past
 * or near is reminded of now, not at the next hourly look).
 */
export async function remindSoon(tx: Db): Promise<void> {
  await enqueueJob(tx, REVIEW_REMINDERS_JOB, ONE_OFF_RUN);
}

/** At start: the reminders job, unless one is already waiting. */
export async function scheduleReviewReminders(): Promise<void> {
  if (!(await hasWaitingJob(db(), REVIEW_REMINDERS_JOB))) await enqueueJob(db(), REVIEW_REMINDERS_JOB, {});
}

/**
 * A reminder the editor sends by hand from the Reviews tab (ADR 067), as they may have edited it:
 * to an invited reviewer who has not answered (with a link of its own beside the invitation's) or to a reviewer whose review
 * is due or overdue. Editors of the journal and admins; 409 for an assignment no longer live. The
 * e-mail and the History entry are written in one transaction; sent whatever the journal's
 * automatic reminders setting.
 */
export async function remindReviewer(
  actor: CurrentUser,
  submissionId: string,
  input: { assignmentId: string; edited?: TemplateText },
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const a = await findAssignment(tx, input.assignmentId, true);
    if (!a || a.submissionId !== submission.id) throw reviewNotFound();
    const occasion = manualReminderOccasion(a, todayUtc(now));
    if (!occasion) throw new AppError("reviews.not_remindable", 409, REVIEW_MESSAGES.notRemindable);
    let url = reviewPageUrl(a.id);
    if (occasion === "unanswered") {
      const { token, hash } = newInvitationToken();
      await addInvitationToken(tx, a.id, hash);
      await updateAssignment(tx, a.id, {
        // The invitation's links (this one and those before) last as long as they did, and at
        // least the grace days from now.
        tokenExpiresAt: new Date(
          Math.max(Date.parse(`${a.responseDueDate}T23:59:59Z`), now.getTime()) + TOKEN_GRACE_DAYS * 86_400_000,
        ),
      });
      url = invitationUrl(token);
    }
    await queueMail(tx, {
      to: a.inviteeEmail,
      template: "review-reminder",
      replyTo: await editorialReplyTo(submission.journalId, tx),
      journalId: submission.journalId,
      edited: input.edited,
      data: {
        fullName: a.inviteeName,
        occasion,
        submissionTitle: submission.title,
        formattedSubmissionId: submission.code,
        journalName: submission.journalTitle,
        dueDate: occasion === "unanswered" ? a.responseDueDate : a.reviewDueDate,
        url,
      },
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "review_reminder_sent",
      detail: { round: a.roundNumber, occasion, recipientName: a.inviteeName, actorLabel: actor.name },
    });
  });
}
