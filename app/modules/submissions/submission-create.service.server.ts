import crypto from "node:crypto";
// Creating a submission (POST /api/submissions, the wizard's Submit): spec 002 sections 2.2, 5 and 7.
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import { submissionCode } from "./submission-code";
import { queueMail } from "~/modules/mail/mail.service.server";
import { noticeEditorsOfNewSubmission } from "~/modules/notifications/editor-notices.service.server";
import { notifyAdminsOfNewSubmission } from "~/modules/notifications/notifications.service.server";
import { recordFileProperties } from "~/modules/submission-files/file-properties.server";
import { fileTooLargeMessage, invalidFormatMessage } from "~/modules/submission-files/manuscript-format";
import {
  newSubmissionFileKey,
  recordSubmissionFile,
  transactionAfterStoring,
} from "~/modules/submission-files/submission-files.service.server";
import type { TempFile } from "~/modules/submission-files/submission-files.types";
import { enforceUploadLimits } from "~/modules/submission-files/upload-limits.server";
import { recordSubmissionEvent } from "./submission-events.server";
import { WIZARD_MESSAGES } from "./submission-messages";
import { resolveJournalSettings } from "~/modules/journal-settings/journal-settings.defaults";
import { rulesFromSettings, type SubmissionRules } from "./submission-rules";
import { checkWizard, type WizardInput } from "./submissions.schemas";
import { SubmissionFormError } from "./submissions.errors";
import {
  bumpSubmissionCounter,
  findActiveJournals,
  findJournalWithSettings,
  insertSubmission,
  replaceSubmissionAuthors,
} from "./submissions.repository.server";
import type { WizardJournal } from "./submissions.types";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The absolute address of a submission's page, for e-mails. */
export function submissionUrl(id: string): string {
  return `${services().env.publicUrl}/submission/${id}`;
}

/** The journals the wizard offers (active ones the user may submit to), each with its rules. */
export async function listWizardJournals(actor: CurrentUser): Promise<WizardJournal[]> {
  requirePermission(actor, "submission.create");
  const rows = await findActiveJournals(db());
  return rows
    .filter((j) => can(actor, "submission.create", { journalId: j.id }))
    .map((j) => ({
      id: j.id,
      shortName: j.shortName,
      title: j.title,
      rules: rulesFromSettings(resolveJournalSettings(j)),
    }));
}

/** The journal the form names, if it exists and takes submissions, with its rules. */
async function journalOf(data: unknown) {
  const journalId =
    data && typeof data === "object" && typeof (data as { journalId?: unknown }).journalId === "string"
      ? (data as { journalId: string }).journalId.trim()
      : "";
  if (!UUID.test(journalId)) return { journal: undefined, settings: resolveJournalSettings(null) };
  const journal = await findJournalWithSettings(db(), journalId);
  return { journal, settings: resolveJournalSettings(journal ?? null) };
}

/** The manuscript against the journal's rules (the upload itself was checked by content). */
function checkManuscript(file: TempFile | null, rules: SubmissionRules): TempFile {
  if (!file)
    throw new SubmissionFormError(WIZARD_MESSAGES.manuscriptRequired, { file: WIZARD_MESSAGES.manuscriptRequired });
  if (!rules.allowedFormats.includes(file.format)) {
    const message = invalidFormatMessage(file.fileName, rules.allowedFormats);
    throw new SubmissionFormError(message, { file: message });
  }
  if (file.sizeBytes > rules.maxFileBytes) {
    const message = fileTooLargeMessage(rules.maxFileBytes);
    throw new SubmissionFormError(message, { file: message }, 413);
  }
  return file;
}

/**
 * Creates a submission from the wizard's form (`data`, as the browser sent it) and its manuscript
 * (received into a temp file). The server is authoritative: the form is checked again under the
 * chosen journal's rules (400 with the spec's step message and each field's error; 413 for a file
 * over the journal's limit); the journal must be active and the user allowed to submit to it (403).
 * One transaction writes the journal's next number, the submission, its authors (in order, the
 * first corresponding), the manuscript, the 'submitted' event, the confirmation e-mail and the
 * admins' notifications: when anything fails, nothing is left (the stored file is removed too).
 * `confirmationEmailed` says whether the confirmation e-mail was queued (the journal may turn it off),
 * so the success screen promises it only then. Then the manuscript is read once in the sandbox (file-properties.server.ts, ADR 049).
 */
export async function createSubmission(
  actor: CurrentUser,
  input: { data: unknown; file: TempFile | null },
): Promise<{ id: string; code: string; submissionNumber: number; confirmationEmailed: boolean }> {
  requirePermission(actor, "submission.create");
  const { journal, settings } = await journalOf(input.data);
  const rules = rulesFromSettings(settings);
  const checked = checkWizard(input.data, rules);
  if (!checked.ok) throw new SubmissionFormError(checked.message, checked.fieldErrors);
  if (!journal) {
    throw new SubmissionFormError(WIZARD_MESSAGES.basicInfoRequired, { journalId: WIZARD_MESSAGES.journalRequired });
  }
  if (journal.status !== "active") {
    throw new SubmissionFormError(WIZARD_MESSAGES.journalUnavailable, {
      journalId: WIZARD_MESSAGES.journalUnavailable,
    });
  }
  requirePermission(actor, "submission.create", { journalId: journal.id });
  const file = checkManuscript(input.file, rules);
  const form = checked.data;

  try {
    // The manuscript is stored first, then everything else in one transaction; if anything fails
    // the stored file is removed again.
    const submissionId = crypto.randomUUID();
    const manuscript = newSubmissionFileKey(submissionId);
    const stored = [{ storageKey: manuscript.storageKey, tempPath: file.tempPath }];
    const created = await transactionAfterStoring(stored, async (tx) => {
      const submissionNumber = await bumpSubmissionCounter(tx, journal.id);
      const row = await insertSubmission(tx, {
        id: submissionId,
        ...submissionValues(form, journal.id, submissionNumber, actor.id),
      });
      await replaceSubmissionAuthors(
        tx,
        row.id,
        form.authors.map((a) => ({
          name: a.name,
          email: a.email,
          affiliation: a.affiliation,
          orcid: a.orcid || null,
          country: a.country || null,
        })),
      );
      // The day's upload allowance, counted from the stored files under a per-user lock (429).
      await enforceUploadLimits(tx, { user: actor, submissionId: row.id, sizeBytes: file.sizeBytes });
      await recordSubmissionFile(tx, {
        ...manuscript,
        submissionId: row.id,
        file,
        uploadedBy: actor.id,
        isInitial: true,
      });
      await recordSubmissionEvent(tx, { submissionId: row.id, actorId: actor.id, kind: "submitted", detail: {} });
      const code = submissionCode(journal.shortName, submissionNumber, row.id);
      // The journal's 'Submission received' notification (its settings) turns this e-mail off.
      const confirmationEmailed = settings.emailNotifications.submissionReceived;
      if (confirmationEmailed) {
        await queueMail(tx, {
          to: actor.email,
          template: "submission-confirmation",
          replyTo: await editorialReplyTo(journal.id, tx),
          journalId: journal.id,
          data: {
            fullName: actor.name,
            submissionTitle: form.title,
            formattedSubmissionId: code,
            journalName: journal.title,
            url: submissionUrl(row.id),
          },
        });
      }
      await notifyAdminsOfNewSubmission(tx, {
        id: row.id,
        journalId: journal.id,
        title: form.title,
        submissionNumber,
        createdBy: actor.id,
        createdAt: row.createdAt,
      });
      // The journal's editors hear of it as they chose (Settings: right away, daily, off).
      await noticeEditorsOfNewSubmission(tx, {
        journalId: journal.id,
        createdBy: actor.id,
        submissionTitle: form.title,
        formattedSubmissionId: code,
        journalName: journal.title,
        url: submissionUrl(row.id),
      });
      return { id: row.id, code, submissionNumber, confirmationEmailed };
    });
    logger.info({ submissionId: created.id, code: created.code, by: actor.id }, "submission created");
    await recordFileProperties({ ...manuscript, sizeBytes: file.sizeBytes, mimeType: file.mimeType });
    return created;
  } catch (err) {
    if (err instanceof AppError) throw err;
    logger.error({ err, by: actor.id }, "a submission could not be created");
    throw new AppError("submission.create_failed", 500, WIZARD_MESSAGES.createFailed);
  }
}

function submissionValues(form: WizardInput, journalId: string, submissionNumber: number, createdBy: string) {
  const ethics = form.ethicsDeclaration;
  const involved = ethics.involveHumanSubjects || ethics.involveAnimalSubjects;
  return {
    journalId,
    submissionNumber,
    title: form.title,
    abstract: form.abstract,
    submissionType: form.submissionType,
    processingMode: form.processingMode,
    keywords: form.keywords,
    coverLetter: form.coverLetter || null,
    suggestedReviewers: form.suggestedReviewers,
    conflictOfInterest: form.conflictOfInterest.hasConflict
      ? { hasConflict: true, details: form.conflictOfInterest.details }
      : { hasConflict: false },
    ethicsDeclaration: {
      involveHumanSubjects: ethics.involveHumanSubjects,
      involveAnimalSubjects: ethics.involveAnimalSubjects,
      // Only kept when they apply (the fields are shown, and required, only then).
      ...(involved
        ? { ethicsCommittee: ethics.ethicsCommittee, ethicsApprovalNumber: ethics.ethicsApprovalNumber }
        : {}),
    },
    authorshipDeclaration: {
      allAuthorsConsent: form.authorshipDeclaration.allAuthorsConsent,
      ...(form.authorshipDeclaration.contributionStatement
        ? { contributionStatement: form.authorshipDeclaration.contributionStatement }
        : {}),
    },
    dataAvailability: {
      ...(form.dataAvailability.statement ? { statement: form.dataAvailability.statement } : {}),
      ...(form.dataAvailability.repositoryUrl ? { repositoryUrl: form.dataAvailability.repositoryUrl } : {}),
    },
    createdBy,
  };
}
