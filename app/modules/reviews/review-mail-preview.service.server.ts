// The e-mail an editor is about to send from the Reviews tab (a decision, an invitation, a reminder), rendered
// by the server with the submission's real data and the text as the editor edited it (issue 40,
// ADR 067). Nothing is written; the same people who may send it may preview it.
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "~/modules/mail/mail-limits";
import { renderMailPreview } from "~/modules/mail/mail-templates.service.server";
import type { MailPreview } from "~/modules/mail/mail-templates.types";
import { loadSubmissionFor } from "~/modules/submissions/submission-access.server";
import { submissionForReview, submissionPeople } from "~/modules/submissions/submission-review-hooks.server";
import { fastTrackDays } from "~/modules/submissions/submissions.constants";
import { todayUtc } from "~/modules/tasks/due-state";
import { findAssignment, findLatestRound, findUserById } from "./reviews.repository.server";
import { DECISIONS, manualReminderOccasion, RESPONSE_DAYS, REVIEW_MESSAGES } from "./reviews.constants";
import {
  dateAfter,
  invitationUrl,
  reviewNotFound,
  reviewPageUrl,
  reviewSettingsOf,
  submissionMessagesUrl,
} from "./review-support.server";

const text = { subject: z.string().max(MAIL_SUBJECT_MAX * 2), body: z.string().max(MAIL_BODY_MAX * 2) };

/** POST /submission/:id/email-preview: which e-mail, what the form holds so far, and its text. */
export const reviewMailPreviewSchema = z.discriminatedUnion("mail", [
  z.object({ mail: z.literal("decision"), kind: z.enum(DECISIONS), letter: z.string().max(50_000), ...text }),
  z.object({ mail: z.literal("reminder"), assignmentId: z.uuid(), ...text }),
  z.object({
    mail: z.literal("invitation"),
    reviewerId: z.string().max(100).optional(),
    name: z.string().max(200).optional(),
    ...text,
  }),
]);
export type ReviewMailPreviewInput = z.infer<typeof reviewMailPreviewSchema>;

const REVISIONS: readonly string[] = ["minor_revision", "major_revision"];

export async function previewReviewMail(
  actor: CurrentUser,
  submissionId: string,
  input: ReviewMailPreviewInput,
  now = new Date(),
): Promise<MailPreview> {
  const submission = await loadSubmissionFor(actor, submissionId, {
    action: "review.manage",
    deniedMessage: REVIEW_MESSAGES.manageDenied,
  });
  const settings = await reviewSettingsOf(submission.journalId);
  const manuscript = await submissionForReview(db(), submission.id);
  const fastTrack = manuscript?.processingMode === "fast_track";
  const common = {
    submissionTitle: submission.title,
    formattedSubmissionId: submission.code,
    journalName: submission.journalTitle,
  };
  const textOf = { subject: input.subject, body: input.body };
  if (input.mail === "decision") {
    // The first of the authors stands for each: every author gets the e-mail with their own name.
    const person = (await submissionPeople(db(), submission.id)).people[0];
    const revision = REVISIONS.includes(input.kind);
    return renderMailPreview(db(), {
      template: "editorial-decision",
      journalId: submission.journalId,
      text: textOf,
      data: {
        ...common,
        fullName: person?.name,
        decision: input.kind,
        letter: input.letter.trim() || "(The letter you write above.)",
        revisionDueDate: revision
          ? dateAfter(now, fastTrack ? fastTrackDays(settings.revisionDuration) : settings.revisionDuration)
          : null,
        url: submissionMessagesUrl(submission.id),
      },
    });
  }
  if (input.mail === "reminder") {
    const a = await findAssignment(db(), input.assignmentId);
    if (!a || a.submissionId !== submission.id) throw reviewNotFound();
    const occasion = manualReminderOccasion(a, todayUtc(now));
    if (!occasion) throw new AppError("reviews.not_remindable", 409, REVIEW_MESSAGES.notRemindable);
    return renderMailPreview(db(), {
      template: "review-reminder",
      journalId: submission.journalId,
      text: textOf,
      data: {
        ...common,
        fullName: a.inviteeName,
        occasion,
        dueDate: occasion === "unanswered" ? a.responseDueDate : a.reviewDueDate,
        // An unanswered invitation's reminder gets a link of its own when it is sent.
        url: occasion === "unanswered" ? invitationUrl("link-made-when-sent") : reviewPageUrl(a.id),
      },
    });
  }
  const reviewer = input.reviewerId ? await findUserById(db(), input.reviewerId) : undefined;
  if (input.reviewerId && !reviewer) throw new AppError("reviews.not_reviewer", 400, REVIEW_MESSAGES.notReviewer);
  const reviewDays = fastTrack ? fastTrackDays(settings.reviewDuration) : settings.reviewDuration;
  const round = await findLatestRound(db(), submission.id);
  // The links are made when the invitation is sent; the preview shows where they lead.
  return renderMailPreview(db(), {
    template: "review-invitation",
    journalId: submission.journalId,
    text: textOf,
    data: {
      ...common,
      fullName: reviewer?.name ?? (input.name?.trim() || undefined),
      round: round && round.status !== "open" ? round.roundNumber + 1 : (round?.roundNumber ?? 1),
      abstract: manuscript?.abstract,
      responseDueDate: dateAfter(now, Math.min(RESPONSE_DAYS, reviewDays)),
      reviewDueDate: dateAfter(now, reviewDays),
      acceptUrl: invitationUrl("link-made-when-sent", "accept"),
      declineUrl: invitationUrl("link-made-when-sent", "decline"),
    },
  });
}
