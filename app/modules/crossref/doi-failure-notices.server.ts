// The weekly reminder of failed DOI deposits (issue 38): while a journal has DOIs whose newest
// deposit failed more than a day ago, its editors (its admins when it has none) get one e-mail a
// week saying how many, linked to the DOIs screen filtered on the failures. A failure younger than
// a day is usually being retried or fixed already.
import { enqueueJob, hasWaitingJob, recurringJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { nextUtcHour } from "~/lib/next-utc-hour";
import { db } from "~/lib/services.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { editorialOffice } from "~/modules/notifications/editor-notices.service.server";
import { findJournalsWithFailures } from "./crossref.repository.server";

export const DOI_FAILURES_JOB = "crossref.failures-weekly";

const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;
/** The hour (UTC) of the weekly reminder. */
const REMINDER_HOUR_UTC = 8;
/** Failures counted per journal (the e-mail says "at least" beyond). */
const COUNT_CAP = 1000;

/** Sends the week's reminders; returns how many e-mails were queued. */
export async function sendDoiFailureReminders(now = new Date()): Promise<number> {
  const journals = await findJournalsWithFailures(db(), new Date(now.getTime() - DAY_MS), COUNT_CAP);
  let sent = 0;
  for (const journal of journals) {
    await db().transaction(async (tx) => {
      const replyTo = await editorialReplyTo(journal.journalId, tx);
      for (const editor of await editorialOffice(tx, journal.journalId)) {
        await queueMail(tx, {
          to: editor.email,
          template: "doi-failures",
          replyTo,
          journalId: journal.journalId,
          data: {
            fullName: editor.name,
            journalName: journal.journalTitle,
            failed: journal.failed,
            url: `/dashboard/dois?journal=${journal.journalId}&status=failed`,
          },
        });
        sent++;
      }
    });
  }
  if (sent > 0) logger.info({ sent, journals: journals.length }, "failed DOI reminders queued");
  return sent;
}

/** The weekly job: sends the reminders, then schedules the next week's. */
export function doiFailureJobHandlers(): JobHandlers {
  return {
    [DOI_FAILURES_JOB]: recurringJob(
      () => sendDoiFailureReminders(),
      () => enqueueJob(db(), DOI_FAILURES_JOB, {}, { delayMs: WEEK_MS }),
    ),
  };
}

/** At start: the next reminder, unless one is already waiting. */
export async function scheduleDoiFailureReminders(now = new Date()): Promise<void> {
  if (!(await hasWaitingJob(db(), DOI_FAILURES_JOB))) {
    await enqueueJob(db(), DOI_FAILURES_JOB, {}, { runAt: nextUtcHour(now, REMINDER_HOUR_UTC) });
  }
}
