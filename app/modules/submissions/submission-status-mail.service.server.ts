// The e-mail a status change in the Edit Submission dialog sends to the authors, which the editor
// may read and edit before it goes (issue 40, ADR 067), as the Reviews tab's decision: the texts
// the dialog starts from, and the server's preview with the submission's real data. Nothing is
// written; who may change the status may preview it.
import { z } from "zod";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "~/modules/mail/mail-limits";
import { effectiveMailTexts, renderMailPreview } from "~/modules/mail/mail-templates.service.server";
import type { MailPreview } from "~/modules/mail/mail-templates.types";
import { loadSubmissionFor, submissionResource, type AccessibleSubmission } from "./submission-access.server";
import { submissionUrl } from "./submission-create.service.server";
import { DIALOG_DECISION_KINDS, DIALOG_DECISION_STATUSES } from "./dialog-decision";
import { EDIT_MESSAGES } from "./submission-messages";
import { SUBMISSION_LIMITS, SUBMISSION_STATUSES } from "./submissions.constants";
import { findSubmissionAuthors, findSubmissionRecord } from "./submissions.repository.server";

export type StatusChange = { status: string; title: string; editorDecision?: string; reviewerComments?: string };

/** The status e-mail's data for one recipient: what is sent and what its preview shows. */
export function statusMailData(
  submission: Pick<AccessibleSubmission, "id" | "code" | "journalTitle">,
  change: StatusChange,
  fullName: string,
) {
  return {
    fullName: fullName || undefined,
    submissionTitle: change.title,
    formattedSubmissionId: submission.code,
    journalName: submission.journalTitle,
    status: change.status,
    editorDecision: change.editorDecision,
    reviewerComments: change.reviewerComments,
    url: submissionUrl(submission.id),
  };
}

/** The templates a status change may send: the status e-mail, and the decisions' (in review). */
const DIALOG_TEMPLATE_KEYS = [
  "submission-status",
  ...DIALOG_DECISION_STATUSES.map((s) => `decision-${DIALOG_DECISION_KINDS[s]}`),
];

/** The journal's current texts of those templates, with their variables, for whoever may change the status. */
export async function dialogEmailTexts(
  actor: CurrentUser,
  submission: AccessibleSubmission,
): Promise<Record<string, { subject: string; body: string; variables: string[] }>> {
  if (!can(actor, "submission.changeStatus", submissionResource(submission))) return {};
  return effectiveMailTexts(db(), submission.journalId, DIALOG_TEMPLATE_KEYS);
}

/** POST /submission/:id/email-preview with `mail: "status"`: the dialog's status e-mail as edited. */
export const statusMailPreviewSchema = z.object({
  mail: z.literal("status"),
  status: z.enum(SUBMISSION_STATUSES),
  title: z.string().max(SUBMISSION_LIMITS.titleMax).optional(),
  editorDecision: z.string().max(SUBMISSION_LIMITS.notesMax).optional(),
  reviewerComments: z.string().max(SUBMISSION_LIMITS.notesMax).optional(),
  subject: z.string().max(MAIL_SUBJECT_MAX * 2),
  body: z.string().max(MAIL_BODY_MAX * 2),
});
export type StatusMailPreviewInput = z.infer<typeof statusMailPreviewSchema>;

/**
 * The status e-mail as the first of its recipients would get it (each gets their own name), with
 * the dialog's title, decision message and comments. 403 for who may not change the status, 404
 * for who may not see the submission, 400 when the text does not check.
 */
export async function previewStatusMail(
  actor: CurrentUser,
  submissionId: string,
  input: StatusMailPreviewInput,
): Promise<MailPreview> {
  const submission = await loadSubmissionFor(actor, submissionId, {
    action: "submission.changeStatus",
    deniedMessage: EDIT_MESSAGES.statusNotAllowed,
  });
  const [authors, record] = await Promise.all([
    findSubmissionAuthors(db(), submission.id),
    findSubmissionRecord(db(), submission.id),
  ]);
  const fullName = authors[0]?.name ?? record?.creatorName ?? "";
  const change: StatusChange = {
    status: input.status,
    title: input.title?.trim() || submission.title,
    editorDecision: input.editorDecision?.trim() || undefined,
    // As saved: the dialog's comments, else those stored.
    reviewerComments: (input.reviewerComments ?? record?.submission.reviewerComments ?? "").trim() || undefined,
  };
  return renderMailPreview(db(), {
    template: "submission-status",
    journalId: submission.journalId,
    text: { subject: input.subject, body: input.body },
    data: statusMailData(submission, change, fullName),
  });
}
