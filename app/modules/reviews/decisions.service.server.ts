// The editor's side of a submission's review and the author's answer (docs/decisions/023): the
// Reviews tab, decisions with their letters, the Messages tab and the revision that opens the next
// round. What the authors receive is built here, without the reviewers' names (unless the review is
// open) and never with the confidential comments.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type Resource } from "~/modules/auth/permissions";
import { issueInvoiceOnAcceptance } from "~/modules/invoices/invoices.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { effectiveMailTexts } from "~/modules/mail/mail-templates.service.server";
import { deliverEditorNotice } from "~/modules/notifications/editor-notices.service.server";
import { submissionFileWarnings } from "~/modules/submission-files/file-properties.server";
import { filesForReview } from "~/modules/submission-files/submission-files.service.server";
import {
  loadSubmissionFor,
  submissionResource,
  type AccessibleSubmission,
} from "~/modules/submissions/submission-access.server";
import { DIALOG_DECISION_KINDS } from "~/modules/submissions/dialog-decision";
import type { DialogReviewSteps } from "~/modules/submissions/submission-edit.service.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import {
  moveSubmissionStatus,
  submissionForReview,
  submissionPeople,
} from "~/modules/submissions/submission-review-hooks.server";
import { todayUtc } from "~/modules/tasks/due-state";
import { anonymousAttachmentName, reviewerLabels, authorsSeeReviewers, reviewersSeeAuthors } from "./review-anonymity";
import { fastTrackDays } from "~/modules/submissions/submissions.constants";
import { DECISIONS, REVIEW_MESSAGES, REVIEWS_LIST_LIMIT, type DecisionKind } from "./reviews.constants";
import {
  clearInvitationTokens,
  findAssignments,
  findDecisions,
  findLatestRound,
  findRecommendations,
  findRecommendOnlyEditorIds,
  insertRecommendation,
  setRecommendOnlyEditor,
  findMessages,
  findJournalRoleHolders,
  findHandlingEditors,
  findReviewerRecords,
  findRoundFileIds,
  findRounds,
  insertDecision,
  insertMessage,
  updateAssignment,
  updateRound,
} from "./reviews.repository.server";
import { editedEmailOf, type DecisionInput, type RecommendationInput, type RevisionInput } from "./reviews.schemas";
import type { ReviewAnswer } from "~/db/schema/reviews";
import type { AnswerView, AuthorReviewView, MessagesTabData, ReviewsTabData } from "./reviews.types";
import {
  dateAfter,
  loadForReviewManagement,
  reviewPageUrl,
  reviewSettingsOf,
  reviewsListUrl,
  submissionMessagesUrl,
} from "./review-support.server";
import { handlingEditorsOf, sendReviewNotice } from "./handling-editors.service.server";
import { currentRound, openRound, reviewTypeOf } from "./review-rounds.service.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";

const REVISION_KINDS: readonly DecisionKind[] = ["minor_revision", "major_revision"];
const CANDIDATES_LIMIT = 200;

const EDITORS_LIMIT = 200;

/** The submission as the decide and recommend rules see it: with its editors marked 'recommend only'. */
async function decisionResource(
  dbOrTx: Db,
  submission: Pick<AccessibleSubmission, "id" | "journalId" | "createdBy" | "status">,
): Promise<Resource> {
  return {
    ...submissionResource(submission),
    recommendOnlyEditorIds: await findRecommendOnlyEditorIds(dbOrTx, submission.id),
  };
}

/**
 * The Reviews tab. Editors of the journal and admins: every assignment with its state, due dates,
 * recommendation and comments, the people they may invite (the author's suggestions first), what
 * they may decide and the PDF metadata warning. The submission's author: the submitted reviews'
 * comments to the author, named only under open review.
 */
export async function loadReviewsTab(
  user: CurrentUser,
  submission: AccessibleSubmission,
  now = new Date(),
): Promise<ReviewsTabData> {
  const settings = await reviewSettingsOf(submission.journalId);
  const [rows, rounds] = await Promise.all([
    findAssignments(db(), submission.id, REVIEWS_LIST_LIMIT),
    findRounds(db(), submission.id),
  ]);
  const labels = reviewerLabels(rows);
  const roundViews = rounds.map((r) => ({
    number: r.roundNumber,
    status: r.status,
    revisionDueDate: r.revisionDueDate,
    responseLetter: r.responseLetter,
  }));
  const latest = rounds.at(-1);
  // Each round keeps the review type it opened with; before review starts, the journal's applies.
  const reviewType = latest ? reviewTypeOf(latest) : settings.reviewType;
  if (!can(user, "review.manage", submissionResource(submission))) {
    // The reviews reach the authors with the decision on their round (its letter may quote them),
    // never while the editor is still weighing them: comments and annotated file alike.
    const decidedRounds = new Set((await findDecisions(db(), submission.id)).map((d) => d.roundId));
    const reviews: AuthorReviewView[] = rows
      .filter((r) => r.reviewStatus === "submitted" && decidedRounds.has(r.roundId))
      .map((r) => {
        const named = authorsSeeReviewers(reviewTypeOf({ reviewType: r.roundReviewType }));
        return {
          label: named ? r.inviteeName : labels.get(r.id)!,
          round: r.roundNumber,
          commentsToAuthor: r.commentsToAuthor ?? "",
          // The annotated file once an editor released it (ADR 057).
          attachment:
            r.reviewFileName && r.reviewFileReleasedAt
              ? {
                  assignmentId: r.id,
                  fileName: named ? r.reviewFileName : anonymousAttachmentName(labels.get(r.id)!, r.reviewFileName),
                }
              : null,
          answers: (r.answers ?? []).filter((x) => x.visibleToAuthors && x.value).map(answerView),
        };
      });
    return { mode: "author", reviewType, reviews, rounds: roundViews };
  }
  const today = todayUtc(now);
  const deciding = ["submitted", "under_review"].includes(submission.status) && latest?.status !== "revision_requested";
  const rereview = latest ? latest.roundNumber > 1 || latest.status !== "open" : false;
  // Read once when each file was stored (ADR 049). A PDF's own Info author would tell reviewers
  // who wrote it under double-blind review; a file that could not be read, any reviewer.
  // Under double-blind review reviewers get each file's blind copy (ADR 054); a file without one
  // is not offered to them, and the editor reads why here before inviting anyone.
  const blind = !reviewersSeeAuthors(reviewType);
  // Everything at once: nothing below depends on another's answer but the candidates' records.
  const [
    { candidates, records },
    manuscript,
    decisions,
    resource,
    recommendations,
    journalEditors,
    handling,
    { people, createdBy },
    fileWarnings,
    files,
    chosenIds,
    emailTexts,
  ] = await Promise.all([
    findJournalRoleHolders(db(), "reviewer", submission.journalId, CANDIDATES_LIMIT).then(async (found) => ({
      candidates: found,
      records: new Map(
        (
          await findReviewerRecords(
            db(),
            found.map((c) => c.id),
          )
        ).map((r) => [r.id, r]),
      ),
    })),
    submissionForReview(db(), submission.id),
    findDecisions(db(), submission.id),
    decisionResource(db(), submission),
    findRecommendations(db(), submission.id, REVIEWS_LIST_LIMIT),
    findJournalRoleHolders(db(), "editor", submission.journalId, EDITORS_LIMIT),
    findHandlingEditors(db(), submission.id),
    submissionPeople(db(), submission.id),
    submissionFileWarnings(submission.id, { blind }),
    filesForReview(submission.id),
    latest ? findRoundFileIds(db(), latest.id) : Promise.resolve(null),
    deciding
      ? effectiveMailTexts(db(), submission.journalId, [
          ...DECISIONS.map((k) => `decision-${k}`),
          rereview ? "review-reinvitation" : "review-invitation",
          "reminder-unanswered",
          "reminder-due_soon",
          "reminder-overdue",
        ])
      : Promise.resolve({}),
  ]);
  const canDecide = can(user, "review.decide", resource);
  const recommendOnlyIds = new Set(resource.recommendOnlyEditorIds);
  const editors = canDecide ? journalEditors : [];
  const authorEmails = new Set(people.map((p) => p.email.toLowerCase()));
  const revisionsSoFar = decisions.filter((d) => REVISION_KINDS.includes(d.kind)).length;
  const revisionsLeft = settings.allowRevisions ? Math.max(0, settings.maxRevisions - revisionsSoFar) : 0;
  const chosen = new Set(chosenIds ?? files.map((f) => f.id));
  const metadataWarnings = blind ? fileWarnings.infoAuthors : [];
  const roundNumberOf = new Map(rounds.map((r) => [r.id, r.roundNumber]));
  return {
    mode: "editor",
    reviewType,
    today,
    rounds: roundViews,
    reviewFiles: {
      round: latest?.roundNumber ?? 1,
      // Chosen while the round is open, or before review starts (the choice opens round 1).
      editable: deciding && (latest?.status ?? "open") === "open",
      // Oldest first, as reviewers number them.
      files: [...files].sort(byAge).map((f) => ({
        id: f.id,
        fileName: f.fileName,
        chosen: chosen.has(f.id),
        revision: f.id === latest?.revisionFileId,
      })),
    },
    assignments: rows.map((r) => ({
      id: r.id,
      round: r.roundNumber,
      reviewerName: r.inviteeName,
      reviewerEmail: r.inviteeEmail,
      state: r.state,
      responseDueDate: r.responseDueDate,
      reviewDueDate: r.reviewDueDate,
      overdue:
        (r.state === "invited" && r.responseDueDate < today) || (r.state === "accepted" && r.reviewDueDate < today),
      declineReason: r.declineReason,
      recommendation: r.reviewStatus === "submitted" ? r.recommendation : null,
      commentsToAuthor: r.reviewStatus === "submitted" ? (r.commentsToAuthor ?? "") : null,
      confidentialComments: r.reviewStatus === "submitted" ? (r.confidentialComments ?? "") : null,
      attachmentName: r.reviewStatus === "submitted" ? r.reviewFileName : null,
      attachmentReleasedAt: r.reviewFileReleasedAt?.toISOString() ?? null,
      namedToAuthors: authorsSeeReviewers(reviewTypeOf({ reviewType: r.roundReviewType })),
      answers: r.reviewStatus === "submitted" ? (r.answers ?? []).map(answerView) : [],
      label: labels.get(r.id)!,
    })),
    candidates: candidates
      .filter((c) => c.id !== createdBy && !authorEmails.has(c.email.toLowerCase()))
      .sort(
        (a, b) =>
          Number(suggested(manuscript?.suggestedReviewers, b)) - Number(suggested(manuscript?.suggestedReviewers, a)),
      )
      .map((c) => {
        const r = records.get(c.id);
        return {
          ...c,
          suggested: suggested(manuscript?.suggestedReviewers, c),
          interests: r?.interests ?? [],
          inProgress: r?.inProgress ?? 0,
          completed: r?.completed ?? 0,
          // Only figures that were measured: none until a review was completed or an invitation answered.
          meanDays: r?.meanDays === null || r?.meanDays === undefined ? null : Math.round(Number(r.meanDays)),
          lastReviewOn: r?.lastCompletedAt ? new Date(r.lastCompletedAt).toISOString().slice(0, 10) : null,
          declineRate: r && r.answered > 0 ? Math.round((100 * r.declined) / r.answered) : null,
        };
      }),
    suggestedReviewers: manuscript?.suggestedReviewers ?? [],
    canInvite: deciding,
    decisions: deciding ? DECISIONS.filter((k) => !REVISION_KINDS.includes(k) || revisionsLeft > 0) : [],
    canDecide,
    canRecommend: can(user, "review.recommend", resource),
    recommendations: recommendations.map((r) => ({
      id: r.id,
      kind: r.kind,
      note: r.note,
      by: r.byName ?? "A former editor",
      round: roundNumberOf.get(r.roundId) ?? 1,
      at: r.createdAt.toISOString(),
    })),
    editors: editors.map((e) => ({ ...e, recommendOnly: recommendOnlyIds.has(e.id) })),
    revisionsLeft,
    handlingEditors: {
      assigned: handling.map((e) => ({ id: e.id, name: e.name, email: e.email })),
      candidates: journalEditors.filter((e) => !handling.some((h) => h.id === e.id)),
    },
    revisionDue:
      latest?.status === "revision_requested" && submission.status === "revision_requested"
        ? { round: latest.roundNumber, dueDate: latest.revisionDueDate, today }
        : null,
    metadataWarnings,
    notBlindFiles: fileWarnings.notBlind,
    unreadableFiles: fileWarnings.unreadable,
    history: decisions.map((d) => ({
      kind: d.kind,
      round: roundNumberOf.get(d.roundId) ?? 1,
      at: d.createdAt.toISOString(),
    })),
    emailTexts,
  };
}

const byAge = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** An answer as the Reviews tab shows it (without the question's visibility, which is the server's business). */
function answerView(a: ReviewAnswer): AnswerView {
  return { questionId: a.questionId, question: a.question, kind: a.kind, value: a.value };
}

/** Whether a candidate is among the author's suggested reviewers (by e-mail or by name). */
function suggested(list: readonly string[] | undefined, c: { name: string; email: string }): boolean {
  const wanted = (list ?? []).map((s) => s.toLowerCase());
  return wanted.some((s) => s.includes(c.email.toLowerCase()) || s.includes(c.name.toLowerCase()));
}

/**
 * Records the editor's decision on the current round: the decision, its letter in the Messages tab,
 * the status (accept: accepted, reject: rejected, revisions: revision_requested with the journal's
 * revision duration), the History entry and the e-mail to the authors, in one transaction. Open
 * invitations of the round are cancelled, their reviewers told. Refused when the submission is not under review (409),
 * when revisions are off or used up (409).
 */
export async function recordDecision(
  actor: CurrentUser,
  submissionId: string,
  input: DecisionInput,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    await decide(tx, actor, submission, input, now);
  });
  logger.info({ submissionId, decision: input.kind, by: actor.id }, "editorial decision recorded");
}

/**
 * Peer review's part in the Edit Submission dialog's status changes, in the dialog's transaction
 * (one way to decide, issue 37): a decision recorded with the same checks, letter, History and
 * e-mails as on the Reviews tab; and a round waiting for a revision closed, with the next opened,
 * when the editor moves the submission back under review without one.
 */
export const dialogReviewSteps: DialogReviewSteps = {
  async decide(tx, actor, submission, change) {
    const kind: DecisionKind = DIALOG_DECISION_KINDS[change.to];
    // The e-mail as the editor edited it in the dialog (ADR 067), checked as the Reviews tab's.
    const edited = change.edited ? { emailSubject: change.edited.subject, emailBody: change.edited.body } : {};
    await decide(tx, actor, submission, { kind, letter: change.letter, ...edited }, new Date());
    logger.info(
      { submissionId: submission.id, decision: change.to, by: actor.id },
      "decision recorded from the dialog",
    );
  },
  async resume(tx, _actor, submission) {
    const round = await findLatestRound(tx, submission.id);
    if (round?.status !== "revision_requested") return;
    await updateRound(tx, round.id, { status: "closed" });
    await openRound(tx, submission, { roundNumber: round.roundNumber + 1, previous: round });
  },
};

async function decide(
  tx: Db,
  actor: CurrentUser,
  submission: AccessibleSubmission,
  input: DecisionInput,
  now: Date,
): Promise<void> {
  if (!can(actor, "review.decide", await decisionResource(tx, submission))) {
    throw new AppError("reviews.recommend_only", 403, REVIEW_MESSAGES.recommendOnly);
  }
  if (!["submitted", "under_review"].includes(submission.status)) {
    throw new AppError("reviews.decision_not_allowed", 409, REVIEW_MESSAGES.decisionNotAllowed);
  }
  const settings = await reviewSettingsOf(submission.journalId, tx);
  const round = await currentRound(tx, submission);
  if (round.status === "revision_requested") {
    throw new AppError("reviews.decision_not_allowed", 409, REVIEW_MESSAGES.decisionNotAllowed);
  }
  const revision = REVISION_KINDS.includes(input.kind);
  if (revision) {
    if (!settings.allowRevisions) throw new AppError("reviews.revisions_off", 409, REVIEW_MESSAGES.revisionsNotAllowed);
    const done = (await findDecisions(tx, submission.id)).filter((d) => REVISION_KINDS.includes(d.kind)).length;
    if (done >= settings.maxRevisions) {
      throw new AppError("reviews.revision_limit", 409, REVIEW_MESSAGES.maxRevisionsReached);
    }
  }
  // Fast track (the authors' processing mode): half the journal's revision time.
  const fastTrack = (await submissionForReview(tx, submission.id))?.processingMode === "fast_track";
  const revisionDueDate = revision
    ? dateAfter(now, fastTrack ? fastTrackDays(settings.revisionDuration) : settings.revisionDuration)
    : null;
  const { id: decisionId } = await insertDecision(tx, {
    submissionId: submission.id,
    roundId: round.id,
    kind: input.kind,
    letter: input.letter,
    decidedBy: actor.id,
  });
  await insertMessage(tx, {
    submissionId: submission.id,
    senderId: actor.id,
    senderRole: "editor",
    body: input.letter,
    decisionId,
  });
  await updateRound(tx, round.id, revision ? { status: "revision_requested", revisionDueDate } : { status: "closed" });
  for (const a of await findAssignments(tx, submission.id, REVIEWS_LIST_LIMIT)) {
    if (a.roundId !== round.id) continue;
    if (a.state === "invited" || a.state === "accepted") {
      await updateAssignment(tx, a.id, { state: "cancelled" });
      await clearInvitationTokens(tx, a.id);
      // Told as when the editor cancels by hand: else a reviewer writing the review finds it gone.
      await sendReviewNotice(tx, {
        to: { email: a.inviteeEmail, name: a.inviteeName },
        occasion: "review_cancelled",
        submissionId: submission.id,
        url: reviewsListUrl(),
        onceKey: `cancelled:${a.id}`,
      });
    } else if (a.state === "completed") {
      // Those who reviewed the round are thanked once it is decided.
      await sendReviewNotice(tx, {
        to: { email: a.inviteeEmail, name: a.inviteeName },
        occasion: "review_thanks",
        submissionId: submission.id,
        url: reviewPageUrl(a.id),
        onceKey: `thanks:${a.id}`,
      });
    }
  }
  const to =
    input.kind === "accept"
      ? "accepted"
      : input.kind === "reject" || input.kind === "reject_resubmit"
        ? "rejected"
        : "revision_requested";
  await recordSubmissionEvent(tx, {
    submissionId: submission.id,
    actorId: actor.id,
    kind: "decision_recorded",
    detail: { decision: input.kind, round: round.roundNumber },
  });
  await moveSubmissionStatus(tx, { submissionId: submission.id, actorId: actor.id, from: submission.status, to });
  // The article processing charge's invoice, numbered in this transaction (ADR 064).
  if (to === "accepted") await issueInvoiceOnAcceptance(tx, actor.id, submission, now);
  const replyTo = await editorialReplyTo(submission.journalId, tx);
  for (const person of (await submissionPeople(tx, submission.id)).people) {
    await queueMail(tx, {
      to: person.email,
      template: "editorial-decision",
      replyTo,
      journalId: submission.journalId,
      // The editor's edit of the e-mail before sending (ADR 067), checked against its template.
      edited: editedEmailOf(input),
      data: {
        fullName: person.name,
        decision: input.kind,
        letter: input.letter,
        submissionTitle: submission.title,
        formattedSubmissionId: submission.code,
        journalName: submission.journalTitle,
        revisionDueDate,
        url: submissionMessagesUrl(submission.id),
      },
    });
  }
}

/**
 * Moves the due date of the revision asked for (reminders follow the new date: their keys carry
 * it). Editors of the journal and admins, while the revision is awaited (409 otherwise); never
 * to a day before today (400). The authors are told by e-mail; the History records it.
 */
export async function changeRevisionDueDate(
  actor: CurrentUser,
  submissionId: string,
  dueDate: string,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const round = await findLatestRound(tx, submission.id);
    if (submission.status !== "revision_requested" || round?.status !== "revision_requested") {
      throw new AppError("reviews.revision_not_requested", 409, REVIEW_MESSAGES.revisionNotRequested);
    }
    if (dueDate < todayUtc(now))
      throw new AppError("reviews.revision_due_past", 400, REVIEW_MESSAGES.revisionDueInPast);
    if (dueDate === round.revisionDueDate) return;
    await updateRound(tx, round.id, { revisionDueDate: dueDate });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "revision_due_changed",
      detail: { round: round.roundNumber, dueDate },
    });
    const replyTo = await editorialReplyTo(submission.journalId, tx);
    for (const person of (await submissionPeople(tx, submission.id)).people) {
      await queueMail(tx, {
        to: person.email,
        template: "submission-message",
        replyTo,
        data: {
          fullName: person.name,
          from: actor.name,
          body: `The revision of this manuscript is now due on ${dueDate}.`,
          submissionTitle: submission.title,
          formattedSubmissionId: submission.code,
          journalName: submission.journalTitle,
          url: submissionMessagesUrl(submission.id),
        },
      });
    }
  });
}

/**
 * A recommend-only editor's recommendation on the current round (ADR 031): stored, shown on the
 * Reviews tab to the editors and in their History; the status does not move and nothing reaches
 * the authors. Refused (403) for anyone not marked 'recommend only' on the submission.
 */
export async function recordRecommendation(
  actor: CurrentUser,
  submissionId: string,
  input: RecommendationInput,
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    if (!can(actor, "review.recommend", await decisionResource(tx, submission))) {
      throw new AppError("reviews.recommend_denied", 403, REVIEW_MESSAGES.recommendDenied);
    }
    if (!["submitted", "under_review"].includes(submission.status)) {
      throw new AppError("reviews.decision_not_allowed", 409, REVIEW_MESSAGES.decisionNotAllowed);
    }
    const round = await currentRound(tx, submission);
    if (round.status === "revision_requested") {
      throw new AppError("reviews.decision_not_allowed", 409, REVIEW_MESSAGES.decisionNotAllowed);
    }
    await insertRecommendation(tx, {
      submissionId: submission.id,
      roundId: round.id,
      kind: input.kind,
      note: input.note,
      recommendedBy: actor.id,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "decision_recommended",
      detail: { decision: input.kind, round: round.roundNumber, comment: input.note },
    });
  });
  logger.info({ submissionId, recommendation: input.kind, by: actor.id }, "editorial recommendation recorded");
}

/**
 * Marks an editor of the journal as 'recommend only' on the submission, or lets them decide again
 * (ADR 031). Only those who may decide on it change this; the change is in the editors' History.
 */
export async function setRecommendOnly(
  actor: CurrentUser,
  submissionId: string,
  input: { editorId: string; recommendOnly: boolean },
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    if (!can(actor, "review.decide", await decisionResource(tx, submission))) {
      throw new AppError("reviews.recommend_only_denied", 403, REVIEW_MESSAGES.editorPermissionDenied);
    }
    const editor = (await findJournalRoleHolders(tx, "editor", submission.journalId, EDITORS_LIMIT)).find(
      (e) => e.id === input.editorId,
    );
    if (!editor) throw new AppError("reviews.not_an_editor", 400, REVIEW_MESSAGES.notAnEditor);
    const changed = await setRecommendOnlyEditor(
      tx,
      { submissionId: submission.id, editorId: editor.id, assignedBy: actor.id },
      input.recommendOnly,
    );
    if (!changed) return;
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "recommend_only_changed",
      detail: { editorName: editor.name, recommendOnly: input.recommendOnly },
    });
  });
}

/** The Messages tab: decisions and messages, oldest first, and the revision form's files for the author. */
export async function loadMessagesTab(user: CurrentUser, submission: AccessibleSubmission): Promise<MessagesTabData> {
  const rows = await findMessages(db(), submission.id, REVIEWS_LIST_LIMIT);
  const resource = submissionResource(submission);
  let revision: MessagesTabData["revision"] = null;
  if (submission.status === "revision_requested" && can(user, "submission.revise", resource)) {
    const round = await findLatestRound(db(), submission.id);
    const files = await filesForReview(submission.id);
    revision = {
      dueDate: round?.revisionDueDate ?? null,
      // Oldest first, as reviewers number them.
      files: [...files].sort(byAge).map((f) => ({ id: f.id, fileName: f.fileName })),
    };
  }
  return {
    messages: rows.map((m) => ({
      id: m.id,
      // Editors sign as the editorial office's people; an author's messages carry their name.
      from: m.senderName ?? (m.senderRole === "editor" ? "Editor" : "Author"),
      senderRole: m.senderRole,
      body: m.body,
      decision: m.decision,
      at: m.createdAt.toISOString(),
    })),
    canWrite: can(user, "submission.message", resource),
    revision,
    resubmitTo:
      submission.status === "rejected" &&
      can(user, "submission.revise", { ...resource, status: "revision_requested" }) &&
      rows.findLast((m) => m.decision)?.decision === "reject_resubmit"
        ? submission.journalShortName
        : null,
  };
}

/** A message in the Messages tab, e-mailed to the other side (authors, or the handling editors). */
export async function sendMessage(actor: CurrentUser, submissionId: string, body: string): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadSubmissionFor(actor, submissionId, {
      action: "submission.message",
      deniedMessage: REVIEW_MESSAGES.messageDenied,
      tx,
      forUpdate: true,
    });
    const fromEditor = can(actor, "review.manage", submissionResource(submission));
    await insertMessage(tx, {
      submissionId: submission.id,
      senderId: actor.id,
      senderRole: fromEditor ? "editor" : "author",
      body,
    });
    const recipients = fromEditor
      ? (await submissionPeople(tx, submission.id)).people
      : await handlingEditorsOf(tx, submission.id);
    const replyTo = await editorialReplyTo(submission.journalId, tx);
    for (const r of recipients) {
      if (r.email.toLowerCase() === actor.email.toLowerCase()) continue;
      await queueMail(tx, {
        to: r.email,
        template: "submission-message",
        replyTo,
        data: {
          fullName: r.name,
          from: actor.name,
          body,
          submissionTitle: submission.title,
          formattedSubmissionId: submission.code,
          journalName: submission.journalTitle,
          url: submissionMessagesUrl(submission.id),
        },
      });
    }
  });
}

/**
 * The author's revision: a file of the submission (uploaded in the Files tab) and a response to the
 * reviewers. Opens the next round, moves the submission back to under_review, records the History
 * entry, posts the response in Messages and tells the handling editors.
 */
export async function submitRevision(actor: CurrentUser, submissionId: string, input: RevisionInput): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadSubmissionFor(actor, submissionId, {
      action: "submission.revise",
      deniedMessage: REVIEW_MESSAGES.revisionDenied,
      tx,
      forUpdate: true,
    });
    const round = await findLatestRound(tx, submission.id);
    if (submission.status !== "revision_requested" || round?.status !== "revision_requested") {
      throw new AppError("reviews.revision_not_requested", 409, REVIEW_MESSAGES.revisionNotRequested);
    }
    const file = (await filesForReview(submission.id, tx)).find((f) => f.id === input.fileId);
    if (!file) throw new AppError("reviews.revision_file", 400, REVIEW_MESSAGES.revisionFileRequired);
    await updateRound(tx, round.id, { status: "closed" });
    const next = await openRound(tx, submission, {
      roundNumber: round.roundNumber + 1,
      previous: round,
      responseLetter: input.responseLetter,
      revisionFileId: file.id,
    });
    await insertMessage(tx, {
      submissionId: submission.id,
      senderId: actor.id,
      senderRole: "author",
      body: input.responseLetter,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "revision_submitted",
      detail: { round: next.roundNumber, fileName: file.fileName },
    });
    await moveSubmissionStatus(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      from: submission.status,
      to: "under_review",
    });
    const replyTo = await editorialReplyTo(submission.journalId, tx);
    const detail = {
      submissionTitle: submission.title,
      formattedSubmissionId: submission.code,
      journalName: submission.journalTitle,
      url: submissionMessagesUrl(submission.id),
    };
    for (const editor of await handlingEditorsOf(tx, submission.id)) {
      await deliverEditorNotice(tx, {
        userId: editor.id,
        notice: "revision_submitted",
        occasion: "revision_submitted",
        detail,
        sendNow: async () => {
          await queueMail(tx, {
            to: editor.email,
            template: "submission-message",
            replyTo,
            data: {
              ...detail,
              fullName: editor.name,
              from: actor.name,
              body: `A revised manuscript (${file.fileName}) was submitted with this response:\n\n${input.responseLetter}`,
            },
          });
        },
      });
    }
  });
  logger.info({ submissionId, by: actor.id }, "revision submitted");
}
