// Reminders of the stages after acceptance (ADR 069), as for reviews (ADR 023): a background job
// looks at the assignments of the submissions' current stages and at the asks waiting for the
// authors, and e-mails once per occasion (due soon; overdue, again every STAGE_OVERDUE_REPEAT_DAYS).
// An occasion's key is claimed in `stage_reminders` in the transaction that queues its e-mail and
// its History entry, so a restart or a second instance never sends it twice. The journal's
// 'deadline reminders' switch (Settings, Notifications) turns them off.
import { enqueueJob, hasWaitingJob, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { reminderClock } from "~/modules/reviews/reminders.service.server";
import { submissionCode } from "~/modules/submissions/submission-code";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { daysBetween, todayUtc } from "~/modules/tasks/due-state";
import { queueMail } from "~/modules/mail/mail.service.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { STAGE_DUE_SOON_DAYS, STAGE_OVERDUE_REPEAT_DAYS, type EditingStage } from "./production.constants";
import { claimStageReminder, findAssignmentsForReminders, findOpenAuthorReviews } from "./production.repository.server";
import { firstStage } from "./production.rules";
import { stageLabel, stageSwitchesOf, stageTabUrl } from "./production.service.server";

export const STAGE_REMINDERS_JOB = "stage-reminders";
const INTERVAL_MS = 60 * 60_000;
const SCAN_LIMIT = 5000;

type Occasion = "work_due_soon" | "work_overdue" | "answer_due_soon" | "answer_overdue";

type Reminder = {
  key: string;
  occasion: Occasion;
  to: { email: string; name: string };
  stage: EditingStage;
  dueDate: string;
  submissionId: string;
  journalId: string;
  submissionTitle: string;
  formattedSubmissionId: string;
  journalName: string;
};

/** 'Due soon' within STAGE_DUE_SOON_DAYS, else 'overdue' with its repetition; null while far off. */
function occasionOf(today: string, dueDate: string): { kind: "due_soon" | "overdue"; suffix: string } | null {
  const left = daysBetween(today, dueDate);
  if (left >= 0 && left <= STAGE_DUE_SOON_DAYS) return { kind: "due_soon", suffix: dueDate };
  if (left < 0) return { kind: "overdue", suffix: `${dueDate}:${Math.floor((-left - 1) / STAGE_OVERDUE_REPEAT_DAYS)}` };
  return null;
}

async function remindersAt(now: Date): Promise<Reminder[]> {
  const today = todayUtc(now);
  const out: Reminder[] = [];
  const switches = new Map<string, Awaited<ReturnType<typeof stageSwitchesOf>>>();
  for (const a of await findAssignmentsForReminders(db(), SCAN_LIMIT)) {
    if (a.userStatus !== "active") continue;
    if (!switches.has(a.journalId)) switches.set(a.journalId, await stageSwitchesOf(a.journalId));
    // Work is due only while its stage is the submission's current one.
    const current = a.currentStage ?? firstStage(switches.get(a.journalId)!);
    if (current !== a.stage) continue;
    const occasion = occasionOf(today, a.dueDate);
    if (!occasion) continue;
    out.push({
      key: `work-${occasion.kind}:${a.id}:${occasion.suffix}`,
      occasion: occasion.kind === "due_soon" ? "work_due_soon" : "work_overdue",
      to: { email: a.userEmail, name: a.userName },
      stage: a.stage,
      dueDate: a.dueDate,
      submissionId: a.submissionId,
      journalId: a.journalId,
      submissionTitle: a.submissionTitle,
      formattedSubmissionId: submissionCode(a.journalShortName, a.submissionNumber, a.submissionId),
      journalName: a.journalTitle,
    });
  }
  for (const r of await findOpenAuthorReviews(db(), SCAN_LIMIT)) {
    if (r.authorStatus !== "active") continue;
    const occasion = occasionOf(today, r.dueDate);
    if (!occasion) continue;
    out.push({
      key: `answer-${occasion.kind}:${r.id}:${occasion.suffix}`,
      occasion: occasion.kind === "due_soon" ? "answer_due_soon" : "answer_overdue",
      to: { email: r.authorEmail, name: r.authorName },
      stage: r.stage,
      dueDate: r.dueDate,
      submissionId: r.submissionId,
      journalId: r.journalId,
      submissionTitle: r.submissionTitle,
      formattedSubmissionId: submissionCode(r.journalShortName, r.submissionNumber, r.submissionId),
      journalName: r.journalTitle,
    });
  }
  return out;
}

/** Sends the stage reminders due at `now` that were never sent, for journals with reminders on. */
export async function sendStageReminders(now = new Date()): Promise<number> {
  const enabled = new Map<string, boolean>();
  let sent = 0;
  for (const r of await remindersAt(now)) {
    if (!enabled.has(r.journalId)) {
      enabled.set(r.journalId, (await getJournalSettings(r.journalId)).emailNotifications.deadlineReminders);
    }
    if (!enabled.get(r.journalId)) continue;
    const queued = await db().transaction(async (tx) => {
      if (!(await claimStageReminder(tx, r.key))) return false;
      await queueMail(tx, {
        to: r.to.email,
        template: "stage-notice",
        journalId: r.journalId,
        replyTo: await editorialReplyTo(r.journalId, tx),
        data: {
          fullName: r.to.name,
          occasion: r.occasion,
          stage: stageLabel(r.stage),
          dueDate: r.dueDate,
          submissionTitle: r.submissionTitle,
          formattedSubmissionId: r.formattedSubmissionId,
          journalName: r.journalName,
          url: stageTabUrl(r.submissionId, r.stage),
        },
      });
      await recordSubmissionEvent(tx, {
        submissionId: r.submissionId,
        actorId: null,
        kind: "stage_reminder_sent",
        detail: {
          stage: r.stage,
          occasion: r.occasion.replace(/^work_/, "").replace(/^answer_/, "author_"),
          recipientName: r.to.name,
          actorLabel: "The platform",
        },
      });
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) logger.info({ sent }, "stage reminders queued");
  return sent;
}

/** The job: sends what is due, then looks again in an hour (the claimed keys keep each single). */
export function stageReminderJobHandlers(): JobHandlers {
  return {
    [STAGE_REMINDERS_JOB]: recurringJob(
      () => sendStageReminders(reminderClock()),
      () => enqueueJob(db(), STAGE_REMINDERS_JOB, {}, { delayMs: INTERVAL_MS }),
    ),
  };
}

/** At start: the stage reminders job, unless one is already waiting. */
export async function scheduleStageReminders(): Promise<void> {
  if (!(await hasWaitingJob(db(), STAGE_REMINDERS_JOB))) await enqueueJob(db(), STAGE_REMINDERS_JOB, {});
}
