// Use cases of submission discussions (ADR 068): the Messages tab's list and unread count, starting
// a discussion, posting in it (with one attached file per message), adding participants, reading a
// thread (which marks it read) and downloading its files. Every function checks the reader itself.
// An attached file goes through the submission files' upload pipeline and limits: checked by
// content, the journal's size limit, two uploads at once, the day's allowance (counted in the
// writing transaction), stored before the transaction that writes its row and removed if it rolls
// back; the e-mails to the participants are queued in that same transaction.
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { RateLimitError } from "~/lib/rate-limit.server";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { storeCopyWithoutProperties } from "~/modules/submission-files/blind-copy.server";
import { transactionAfterStoring } from "~/modules/submission-files/submission-files.service.server";
import type { DownloadLink, TempFile } from "~/modules/submission-files/submission-files.types";
import {
  checkUploadLimitsBeforeReceiving,
  enforceDailyAllowance,
  type UploadAllowance,
} from "~/modules/submission-files/upload-limits.server";
import type { AccessibleSubmission } from "~/modules/submissions/submission-access.server";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import {
  codeOf,
  discussionCandidates,
  discussionNotFound,
  isActiveParticipant,
  loadThread,
  refuseReviewersWithAuthors,
  resourceOf,
  reviewTypeKeepingApart,
  viewResourceOf,
} from "./discussion-access.server";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES, type ParticipantRole } from "./discussions.constants";
import {
  countFiles,
  countUnread,
  findAssignmentSubmission,
  findDiscussionsOf,
  findFile,
  findFilesOfDiscussion,
  findMessages,
  findSubmissionBasics,
  insertDiscussion,
  insertFile,
  insertMessage,
  insertParticipants,
  markRead,
  setFileBlindCopy,
  touchDiscussion,
  type SubmissionBasics,
} from "./discussions.repository.server";
import { isUuid, type PostMessageInput, type StartDiscussionInput } from "./discussions.schemas";
import type {
  DiscussionCandidateView,
  DiscussionsPanelData,
  DiscussionSummary,
  DiscussionThreadData,
  UploadRulesView,
} from "./discussions.types";
import { DISCUSSION_FILES_PREFIX } from "./discussion-file-sweep.server";

/** Where an attached file is stored: chosen here, never from anything the uploader sent. */
export function discussionFileKey(submissionId: string): { id: string; storageKey: string } {
  const id = crypto.randomUUID();
  return { id, storageKey: `${DISCUSSION_FILES_PREFIX}/${submissionId}/${id}` };
}

/** The thread's address (absolute for e-mails with `absolute`). */
export function discussionPath(submissionId: string, discussionId: string): string {
  return `/submission/${submissionId}/discussions/${discussionId}`;
}

const candidateViews = (
  people: Iterable<{ id: string; name: string; role: ParticipantRole }>,
): DiscussionCandidateView[] => [...people].map(({ id, name, role }) => ({ id, name, role }));

async function uploadRules(journalId: string): Promise<UploadRulesView> {
  const rules = await submissionRulesFor(journalId);
  return { maxFileBytes: rules.maxFileBytes, allowedFormats: [...rules.allowedFormats] };
}

// --- The Messages tab ---------------------------------------------------------------------------

function summaryOf(r: Awaited<ReturnType<typeof findDiscussionsOf>>[number]): DiscussionSummary {
  return {
    id: r.id,
    subject: r.subject,
    participants: r.participants,
    messageCount: Number(r.messageCount),
    unread: Number(r.unread),
    lastMessageAt: new Date(r.lastMessageAt).toISOString(),
    lastFrom: r.lastFrom,
  };
}

/**
 * The Messages tab's discussions: every thread for the journal's editors and admins, the threads
 * they are in for anyone else who sees the submission, with the unread counts, and the people a
 * new discussion may have (for an author: the journal's editors).
 */
export async function loadDiscussionsPanel(
  user: CurrentUser,
  submission: AccessibleSubmission,
): Promise<DiscussionsPanelData> {
  const basics = await findSubmissionBasics(db(), submission.id);
  if (!basics) throw discussionNotFound();
  const resource = resourceOf(basics);
  const staff = can(user, "discussion.manage", resource);
  const canStart = can(user, "discussion.start", resource);
  const rows = await findDiscussionsOf(db(), basics.id, {
    userId: user.id,
    all: staff,
    limit: DISCUSSION_LIMITS.listLimit,
  });
  const candidates = canStart ? [...(await discussionCandidates(db(), basics)).values()] : [];
  return {
    items: rows.map(summaryOf),
    canStart,
    candidates: candidateViews(candidates.filter((c) => c.id !== user.id && (staff || c.role === "editor"))),
    upload: await uploadRules(basics.journalId),
  };
}

/**
 * The discussions of the submission of the reviewer's assignment that they are in and may read
 * (while the submission is in review), for their review page; none for anyone else.
 */
export async function discussionsOfReviewer(
  user: CurrentUser,
  assignmentId: string,
): Promise<{ submissionId: string; items: DiscussionSummary[] } | null> {
  if (!isUuid(assignmentId) || user.status !== "active") return null;
  const submissionId = await findAssignmentSubmission(db(), assignmentId, user.id);
  const basics = submissionId ? await findSubmissionBasics(db(), submissionId) : undefined;
  if (!basics || !(await discussionCandidates(db(), basics)).has(user.id)) return null;
  const rows = await findDiscussionsOf(db(), basics.id, {
    userId: user.id,
    all: false,
    limit: DISCUSSION_LIMITS.listLimit,
  });
  return { submissionId: basics.id, items: rows.map(summaryOf) };
}

/** Messages by others the user has not read in the submission's discussions they are in (the tab's badge). */
export async function unreadDiscussionCount(user: CurrentUser, submissionId: string): Promise<number> {
  if (!isUuid(submissionId)) return 0;
  return countUnread(db(), submissionId, user.id);
}

// --- Starting, posting, adding ------------------------------------------------------------------

/**
 * Before a byte of a message's upload is read: the user may start a discussion on the submission
 * (`discussionId` null) or post in the discussion (404 when they may not read it, 403 when they see
 * the submission but may not start one). The journal's size limit and formats to receive the file
 * with, and what is left of the day's allowance (a file past it is refused with 429 as it arrives).
 */
export async function prepareDiscussionUpload(
  user: CurrentUser,
  submissionId: string,
  discussionId: string | null,
): Promise<{ maxBytes: number; allowedFormats: UploadRulesView["allowedFormats"]; allowance: UploadAllowance }> {
  const submission = discussionId
    ? (await loadThread(db(), user, submissionId, discussionId)).submission
    : await submissionToStartOn(db(), user, submissionId);
  // A used-up allowance refuses the file as it arrives, never a message without one.
  const allowance = await checkUploadLimitsBeforeReceiving(user).catch((refusal: unknown) => {
    if (!(refusal instanceof RateLimitError)) throw refusal;
    return { leftBytes: 0, exceeded: () => refusal } satisfies UploadAllowance;
  });
  const rules = await uploadRules(submission.journalId);
  return { maxBytes: rules.maxFileBytes, allowedFormats: rules.allowedFormats, allowance };
}

/** The submission when `user` may start a discussion on it: 404 unless they see it, 403 unless they may start one. */
async function submissionToStartOn(database: Db, user: CurrentUser, submissionId: string, forUpdate = false) {
  if (!isUuid(submissionId) || user.status !== "active") throw discussionNotFound();
  const submission = await findSubmissionBasics(database, submissionId, forUpdate);
  if (!submission || !can(user, "submission.view", await viewResourceOf(database, submission)))
    throw discussionNotFound();
  if (!can(user, "discussion.start", resourceOf(submission)))
    throw new AppError("forbidden", 403, DISCUSSION_MESSAGES.startDenied);
  return submission;
}

type Attachment = { id: string; storageKey: string; file: TempFile };

function attachmentOf(submissionId: string, file: TempFile | null): Attachment | null {
  return file ? { ...discussionFileKey(submissionId), file } : null;
}

/** Writes a message (and its file) and e-mails every participant who may read the thread but the writer. */
async function writeMessage(
  tx: Db,
  input: {
    writer: CurrentUser;
    submission: SubmissionBasics;
    discussion: { id: string; subject: string };
    recipients: { name: string; email: string; userId: string }[];
    body: string;
    attachment: Attachment | null;
  },
): Promise<void> {
  const at = new Date();
  const { id: messageId } = await insertMessage(tx, {
    discussionId: input.discussion.id,
    authorId: input.writer.id,
    body: input.body,
    at,
  });
  if (input.attachment) {
    if ((await countFiles(tx, input.discussion.id)) >= DISCUSSION_LIMITS.filesPerDiscussion)
      throw new AppError("discussions.too_many_files", 409, DISCUSSION_MESSAGES.tooManyFiles);
    await enforceDailyAllowance(tx, { user: input.writer, sizeBytes: input.attachment.file.sizeBytes });
    await insertFile(tx, {
      id: input.attachment.id,
      messageId,
      discussionId: input.discussion.id,
      fileName: input.attachment.file.fileName,
      storageKey: input.attachment.storageKey,
      mimeType: input.attachment.file.mimeType,
      sizeBytes: input.attachment.file.sizeBytes,
      uploadedBy: input.writer.id,
      createdAt: at,
    });
  }
  await touchDiscussion(tx, input.discussion.id, at);
  await markRead(tx, input.discussion.id, input.writer.id, at);
  await mailParticipants(tx, {
    submission: input.submission,
    discussion: input.discussion,
    recipients: input.recipients.filter((r) => r.userId !== input.writer.id),
    from: input.writer.name,
    body: input.body,
    attachment: input.attachment?.file.fileName,
  });
}

/** E-mails a message of the discussion, with the thread's link, to each of `recipients`. */
async function mailParticipants(
  tx: Db,
  input: {
    submission: SubmissionBasics;
    discussion: { id: string; subject: string };
    recipients: { name: string; email: string }[];
    from: string;
    body: string;
    attachment?: string;
  },
): Promise<void> {
  if (input.recipients.length === 0) return;
  const replyTo = await editorialReplyTo(input.submission.journalId, tx);
  const url = `${services().env.publicUrl}${discussionPath(input.submission.id, input.discussion.id)}`;
  for (const r of input.recipients) {
    await queueMail(tx, {
      to: r.email,
      template: "discussion-message",
      journalId: input.submission.journalId,
      replyTo,
      data: {
        fullName: r.name,
        from: input.from,
        subject: input.discussion.subject,
        body: input.body || "(a file)",
        attachment: input.attachment,
        submissionTitle: input.submission.title,
        formattedSubmissionId: codeOf(input.submission),
        journalName: input.submission.journalTitle,
        url,
      },
    });
  }
}

/**
 * Starts a discussion: its subject, the writer and the people chosen (each a candidate; an author
 * chooses among the journal's editors only), its first message and, optionally, a file. A reviewer
 * and an author together are refused (400) where review keeps them apart.
 */
export async function startDiscussion(
  user: CurrentUser,
  submissionId: string,
  input: StartDiscussionInput,
  file: TempFile | null,
): Promise<{ discussionId: string }> {
  if (!input.body) throw new AppError("discussions.invalid", 400, DISCUSSION_MESSAGES.bodyRequired);
  const attachment = attachmentOf(submissionId, file);
  const discussionId = await transactionAfterStoring(
    attachment ? [{ storageKey: attachment.storageKey, tempPath: attachment.file.tempPath }] : [],
    async (tx) => {
      const submission = await submissionToStartOn(tx, user, submissionId, true);
      const staff = can(user, "discussion.manage", resourceOf(submission));
      const candidates = await discussionCandidates(tx, submission);
      const chosen = input.participants
        .filter((id) => id !== user.id)
        .map((id) => {
          const candidate = candidates.get(id);
          if (!candidate) throw new AppError("discussions.participant", 400, DISCUSSION_MESSAGES.participantNotAllowed);
          if (!staff && candidate.role !== "editor")
            throw new AppError("discussions.participant", 400, DISCUSSION_MESSAGES.authorsWithEditorsOnly);
          return candidate;
        });
      if (chosen.length === 0)
        throw new AppError("discussions.participant", 400, DISCUSSION_MESSAGES.participantsRequired);
      const writerRole: ParticipantRole = candidates.get(user.id)?.role ?? "editor";
      await refuseReviewersWithAuthors(tx, submission, [writerRole, ...chosen.map((c) => c.role)]);
      const at = new Date();
      const { id } = await insertDiscussion(tx, {
        submissionId: submission.id,
        subject: input.subject,
        createdBy: user.id,
        at,
      });
      await insertParticipants(tx, [
        { discussionId: id, userId: user.id, role: writerRole, addedBy: user.id, lastReadAt: at },
        ...chosen.map((c) => ({ discussionId: id, userId: c.id, role: c.role, addedBy: user.id })),
      ]);
      await writeMessage(tx, {
        writer: user,
        submission,
        discussion: { id, subject: input.subject },
        recipients: chosen.map((c) => ({ userId: c.id, name: c.name, email: c.email })),
        body: input.body,
        attachment,
      });
      return id;
    },
  );
  logger.info({ submissionId, discussionId, by: user.id }, "discussion started");
  return { discussionId };
}

/**
 * A message in a discussion, with at most one file: by a participant who may read it, or by an
 * editor of the journal or an admin (who joins the discussion by writing in it). At least a text
 * or a file.
 */
export async function postDiscussionMessage(
  user: CurrentUser,
  submissionId: string,
  discussionId: string,
  input: PostMessageInput,
  file: TempFile | null,
): Promise<void> {
  if (!input.body && !file) throw new AppError("discussions.invalid", 400, DISCUSSION_MESSAGES.bodyRequired);
  const attachment = attachmentOf(submissionId, file);
  await transactionAfterStoring(
    attachment ? [{ storageKey: attachment.storageKey, tempPath: attachment.file.tempPath }] : [],
    async (tx) => {
      const access = await loadThread(tx, user, submissionId, discussionId, true);
      if (!access.me) {
        // An editor or admin who was not in it joins by writing.
        await insertParticipants(tx, [
          { discussionId: access.discussion.id, userId: user.id, role: "editor", addedBy: user.id },
        ]);
      }
      await writeMessage(tx, {
        writer: user,
        submission: access.submission,
        discussion: access.discussion,
        recipients: access.participants.filter((p) => isActiveParticipant(p, access.candidates)),
        body: input.body,
        attachment,
      });
    },
  );
}

/**
 * Adds people to a discussion (editors of the journal and admins; a participant who is not is
 * refused with 403, anyone else gets 404), each e-mailed the thread's latest message and link. Each must be a candidate; a reviewer joining a
 * discussion with an author, or an author one with a reviewer, is refused (400) where review keeps
 * them apart, whichever came first.
 */
export async function addDiscussionParticipants(
  user: CurrentUser,
  submissionId: string,
  discussionId: string,
  participantIds: readonly string[],
): Promise<void> {
  await db().transaction(async (tx) => {
    const access = await loadThread(tx, user, submissionId, discussionId, true);
    if (!access.staff) throw new AppError("forbidden", 403, DISCUSSION_MESSAGES.addDenied);
    const present = new Set(access.participants.map((p) => p.userId));
    const added = participantIds
      .filter((id) => !present.has(id))
      .map((id) => {
        const candidate = access.candidates.get(id);
        if (!candidate) throw new AppError("discussions.participant", 400, DISCUSSION_MESSAGES.participantNotAllowed);
        return candidate;
      });
    if (added.length === 0) throw new AppError("discussions.participant", 400, DISCUSSION_MESSAGES.alreadyParticipant);
    await refuseReviewersWithAuthors(tx, access.submission, [
      ...access.participants.map((p) => p.role),
      ...added.map((c) => c.role),
    ]);
    await insertParticipants(
      tx,
      added.map((c) => ({ discussionId: access.discussion.id, userId: c.id, role: c.role, addedBy: user.id })),
    );
    // The people added hear of the discussion through its latest message and the thread's link.
    const [latest] = await findMessages(tx, access.discussion.id, 1);
    if (latest) {
      await mailParticipants(tx, {
        submission: access.submission,
        discussion: access.discussion,
        recipients: added,
        from: latest.authorName ?? user.name,
        body: latest.body,
      });
    }
  });
}

// --- Reading ------------------------------------------------------------------------------------

/** A thread as its reader sees it; marks it read up to its newest message for a participant. */
export async function loadDiscussionThread(
  user: CurrentUser,
  submissionId: string,
  discussionId: string,
): Promise<DiscussionThreadData> {
  const access = await loadThread(db(), user, submissionId, discussionId);
  const { submission, discussion, participants, candidates, me } = access;
  const [messages, files] = await Promise.all([
    findMessages(db(), discussion.id, DISCUSSION_LIMITS.messagesShown + 1),
    findFilesOfDiscussion(db(), discussion.id),
  ]);
  const olderHidden = messages.length > DISCUSSION_LIMITS.messagesShown;
  const shown = olderHidden ? messages.slice(1) : messages;
  const roleOf = new Map(participants.map((p) => [p.userId, p.role as ParticipantRole]));
  const lastRead = me?.lastReadAt ? new Date(me.lastReadAt) : null;
  const newest = shown.at(-1);
  if (me && newest) await markRead(db(), discussion.id, user.id, new Date(newest.createdAt));
  const present = new Set(participants.map((p) => p.userId));
  const seesSubmission = can(user, "submission.view", await viewResourceOf(db(), submission));
  return {
    id: discussion.id,
    subject: discussion.subject,
    submission: { id: submission.id, code: codeOf(submission), title: submission.title },
    backTo: seesSubmission
      ? { href: `/submission/${submission.id}?tab=messages`, label: "Back to Messages" }
      : { href: "/dashboard/reviews", label: "Back to Reviews" },
    participants: participants
      .filter((p) => isActiveParticipant(p, candidates))
      .map((p) => ({ id: p.userId, name: p.name, role: p.role as ParticipantRole })),
    messages: shown.map((m) => {
      const at = new Date(m.createdAt);
      const mine = m.authorId === user.id;
      return {
        id: m.id,
        from: m.authorName ?? "Former user",
        role: m.authorId ? (roleOf.get(m.authorId) ?? null) : null,
        mine,
        body: m.body,
        at: at.toISOString(),
        unread: me !== undefined && !mine && (lastRead === null || at > lastRead),
        files: files
          .filter((f) => f.messageId === m.id)
          .map((f) => ({ id: f.id, fileName: f.fileName, sizeBytes: Number(f.sizeBytes) })),
      };
    }),
    olderHidden,
    canPost: true,
    canAddParticipants: access.staff,
    addable: access.staff ? candidateViews([...candidates.values()].filter((c) => !present.has(c.id))) : [],
    upload: await uploadRules(submission.journalId),
  };
}

/**
 * A signed link (300 s) to a file of the discussion, for whoever may read it. A reviewer in it,
 * where the authors are hidden from reviewers, gets the file's copy without the document
 * properties that name people (as for review files, ADR 054): 422 when none can be made.
 */
export async function discussionFileDownload(
  user: CurrentUser,
  submissionId: string,
  discussionId: string,
  fileId: string,
): Promise<DownloadLink> {
  const access = await loadThread(db(), user, submissionId, discussionId);
  const notFound = () => new AppError("discussions.file_not_found", 404, DISCUSSION_MESSAGES.fileNotFound);
  if (!isUuid(fileId)) throw notFound();
  const file = await findFile(db(), access.discussion.id, fileId);
  if (!file) throw notFound();
  let key = file.storageKey;
  if (
    !access.staff &&
    access.me?.role === "reviewer" &&
    (await reviewTypeKeepingApart(db(), access.submission)) === "double-blind"
  ) {
    key = await blindKeyOf(file);
  }
  const platform = services();
  if (!(await platform.storage.exists(key))) {
    logger.error({ fileId: file.id, key }, "discussion file row without its stored file");
    throw notFound();
  }
  const url = await signedDownloadUrl(platform, {
    key,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: "attachment",
  });
  return { url, fileName: file.fileName };
}

/** The file's copy without document properties, made in the sandbox on first need and kept on its row. */
async function blindKeyOf(file: ThreadFile): Promise<string> {
  const known = file.blindCopyKey || file.blindCopyError;
  const state = known
    ? { blindCopyKey: file.blindCopyKey, blindCopyError: file.blindCopyError }
    : await storeCopyWithoutProperties(file, `${file.storageKey}.blind`);
  if (!state) throw new AppError("discussions.file_not_found", 404, DISCUSSION_MESSAGES.fileNotFound);
  if (!known) await setFileBlindCopy(db(), file.id, state);
  if (!state.blindCopyKey)
    throw new AppError("discussions.file_not_blind", 422, DISCUSSION_MESSAGES.fileNotBlind(state.blindCopyError ?? ""));
  return state.blindCopyKey;
}

type ThreadFile = NonNullable<Awaited<ReturnType<typeof findFile>>>;
