// 'Create article' on an accepted submission: the article is made from the submission's title,
// abstract, authors, keywords, type and dates (received = submitted, accepted = when it was
// accepted), linked to it, with the newest manuscript file as a draft galley that readers never
// see. The editor then picks the issue (an article made before the journal has one awaits it),
// adjusts, uploads the final galleys and publishes.
import crypto from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleGalleys, articles, issues, journals, publishedNumber } from "~/db/schema";
import { articlePath } from "~/lib/paths";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { isReadableJournalStatus } from "~/modules/journals/journal-visibility";
import { findSubmissionForArticle } from "~/modules/submissions/submission-publication.server";
import { galleyKindOf, galleyStorageKey, type GalleyKind } from "./galley-kind";
import { PUBLISHING_MESSAGES as M } from "./articles.publishing.constants";
import { recordArticleEvent, replaceArticleAuthors } from "./articles.publishing.repository.server";

const SUBMISSION_NOT_FOUND = "Submission not found";

/**
 * The issue a new article goes to: the one asked for (of the same journal), else the newest
 * unpublished one, else the current one; null when the journal has none.
 */
async function targetIssue(database: Db, journalId: string, issueId?: string) {
  if (issueId) {
    const [issue] = await database
      .select({ id: issues.id, journalId: issues.journalId })
      .from(issues)
      .where(eq(issues.id, issueId));
    if (!issue) throw new AppError("issues.not_found", 404, M.issueNotFound);
    if (issue.journalId !== journalId) throw new AppError("issues.other_journal", 400, M.issueOfOtherJournal);
    return issue.id;
  }
  const [issue] = await database
    .select({ id: issues.id })
    .from(issues)
    .where(eq(issues.journalId, journalId))
    .orderBy(desc(ne(issues.status, "published")), desc(issues.isCurrent), desc(issues.createdAt))
    .limit(1);
  // None yet (a new journal accepts before it makes issues): the article awaits one.
  return issue?.id ?? null;
}

export async function findArticleOfSubmission(database: Db, submissionId: string) {
  const [row] = await database
    .select({
      id: articles.id,
      status: articles.status,
      journalShortName: journals.shortName,
      journalStatus: journals.status,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      issueType: issues.type,
      publicationDate: articles.publicationDate,
      articleNumber: publishedNumber,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(eq(articles.submissionId, submissionId));
  return row;
}

/**
 * A galley the stages after acceptance approved (ADR 069): a stored file copied into the article
 * as a public galley when it is scheduled.
 */
export type ApprovedGalley = {
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  kind: GalleyKind;
  label: string | null;
};

/** Copies stored files to new galley keys of the article (outside any transaction). */
async function copyGalleys(articleId: string, galleys: readonly ApprovedGalley[]) {
  const { storage } = services();
  const copied: (ApprovedGalley & { id: string; galleyKey: string })[] = [];
  for (const g of galleys) {
    const id = crypto.randomUUID();
    const galleyKey = galleyStorageKey(articleId, id);
    const source = await storage.get(g.storageKey);
    if (!source) throw new AppError("articles.galley_missing", 409, "A galley's file is missing from storage.");
    await storage.put(galleyKey, Readable.fromWeb(source.stream as NodeReadableStream<Uint8Array>));
    copied.push({ ...g, id, galleyKey });
  }
  return copied;
}

/**
 * 'Schedule for publication' (ADR 069): the article of the submission is created ('Create
 * article', with the approved galleys as public galleys) or, when it exists and is not out yet,
 * moved to the chosen issue with the approved galleys added (a galley of the same name and kind
 * replaced). The desk publishes it as any other article.
 */
export async function scheduleArticleFromSubmission(
  actor: CurrentUser,
  submissionId: string,
  opts: { issueId?: string; galleys: readonly ApprovedGalley[] },
): Promise<{ articleId: string; issueTitle: string | null }> {
  const existing = await findArticleOfSubmission(db(), submissionId);
  const issueLabel = async (issueId: string | null) => {
    if (!issueId) return null;
    const [issue] = await db()
      .select({ title: issues.title, volume: issues.volumeNumber, number: issues.issueNumber })
      .from(issues)
      .where(eq(issues.id, issueId));
    return issue ? issue.title || `Vol. ${issue.volume}, No. ${issue.number}` : null;
  };
  if (!existing) {
    const { articleId } = await createArticleFromSubmission(actor, submissionId, opts);
    const [row] = await db().select({ issueId: articles.issueId }).from(articles).where(eq(articles.id, articleId));
    return { articleId, issueTitle: await issueLabel(row?.issueId ?? null) };
  }
  const [article] = await db()
    .select({ id: articles.id, journalId: articles.journalId, status: articles.status, issueId: articles.issueId })
    .from(articles)
    .where(eq(articles.id, existing.id));
  if (!article || !can(actor, "articles.manage", { journalId: article.journalId })) {
    throw new AppError("forbidden", 403, M.accessDenied);
  }
  if (article.status === "published" || article.status === "withdrawn") {
    throw new AppError("articles.published", 409, "The article is already published.");
  }
  const issueId = opts.issueId ? await targetIssue(db(), article.journalId, opts.issueId) : article.issueId;
  const copied = await copyGalleys(article.id, opts.galleys);
  const replaced: string[] = [];
  try {
    await db().transaction(async (tx) => {
      await tx.update(articles).set({ issueId, updatedAt: new Date() }).where(eq(articles.id, article.id));
      const current = await tx
        .select({
          id: articleGalleys.id,
          fileName: articleGalleys.fileName,
          kind: articleGalleys.kind,
          key: articleGalleys.storageKey,
          position: articleGalleys.position,
        })
        .from(articleGalleys)
        .where(eq(articleGalleys.articleId, article.id));
      let position = current.reduce((max, g) => Math.max(max, g.position + 1), 0);
      for (const g of copied) {
        const same = current.find((c) => c.fileName === g.fileName && c.kind === g.kind);
        if (same) {
          await tx
            .delete(articleGalleys)
            .where(and(eq(articleGalleys.id, same.id), eq(articleGalleys.articleId, article.id)));
          replaced.push(same.key);
        }
        await tx.insert(articleGalleys).values({
          id: g.id,
          articleId: article.id,
          position: same?.position ?? position++,
          kind: g.kind,
          label: g.label,
          isPublic: true,
          fileName: g.fileName,
          storageKey: g.galleyKey,
          mimeType: g.mimeType,
          sizeBytes: g.sizeBytes,
        });
        await recordArticleEvent(tx, {
          articleId: article.id,
          actorId: actor.id,
          kind: "galley_added",
          detail: { fileName: g.fileName },
        });
      }
    });
  } catch (err) {
    await Promise.all(
      copied.map((g) =>
        services()
          .storage.delete(g.galleyKey)
          .catch(() => undefined),
      ),
    );
    throw err;
  }
  for (const key of replaced) {
    await services()
      .storage.delete(key)
      .catch((e) => logger.warn({ err: e }, "replaced galley not removed"));
  }
  return { articleId: article.id, issueTitle: await issueLabel(issueId) };
}

export async function createArticleFromSubmission(
  actor: CurrentUser,
  submissionId: string,
  opts: { issueId?: string; galleys?: readonly ApprovedGalley[] } = {},
): Promise<{ articleId: string }> {
  const submission = await findSubmissionForArticle(db(), submissionId);
  // Someone who may not see the submission learns nothing about it.
  if (!submission || !can(actor, "submissions.viewAll", { journalId: submission.submission.journalId })) {
    throw new AppError("submission.not_found", 404, SUBMISSION_NOT_FOUND);
  }
  const { submission: s } = submission;
  if (!can(actor, "articles.manage", { journalId: s.journalId })) throw new AppError("forbidden", 403, M.accessDenied);
  if (s.status !== "accepted") throw new AppError("articles.not_accepted", 409, M.notAccepted);
  if (await findArticleOfSubmission(db(), submissionId)) {
    throw new AppError("articles.exists", 409, M.alreadyHasArticle);
  }
  const issueId = await targetIssue(db(), s.journalId, opts.issueId);

  // The manuscript is copied (outside the transaction: no slow I/O inside one): the article's
  // galley must outlive any later change to the submission's files.
  const articleId = crypto.randomUUID();
  // Scheduled from the stages after acceptance: the approved galleys, public.
  const approved = opts.galleys && opts.galleys.length > 0 ? await copyGalleys(articleId, opts.galleys) : [];
  const file = approved.length > 0 ? null : submission.newestFile;
  const galleyId = crypto.randomUUID();
  const galleyKey = galleyStorageKey(articleId, galleyId);
  const { storage } = services();
  if (file) {
    const source = await storage.get(file.storageKey);
    if (source) await storage.put(galleyKey, Readable.fromWeb(source.stream as NodeReadableStream<Uint8Array>));
  }
  const copied = file ? await storage.exists(galleyKey) : false;

  try {
    await db().transaction(async (tx) => {
      if (await findArticleOfSubmission(tx, submissionId)) {
        throw new AppError("articles.exists", 409, M.alreadyHasArticle);
      }
      await tx.insert(articles).values({
        id: articleId,
        journalId: s.journalId,
        issueId,
        status: "draft",
        articleType: s.submissionType,
        title: s.title,
        abstract: s.abstract,
        keywords: s.keywords,
        submissionDate: s.submissionDate.toISOString().slice(0, 10),
        acceptanceDate: submission.acceptedAt ? submission.acceptedAt.toISOString().slice(0, 10) : null,
        submissionId,
        createdBy: actor.id,
      });
      await replaceArticleAuthors(
        tx,
        articleId,
        submission.authors.map((a) => ({
          name: a.name,
          email: a.email,
          affiliation: a.affiliation,
          orcid: a.orcid,
          isCorresponding: a.isCorresponding,
        })),
      );
      for (const [position, g] of approved.entries()) {
        await tx.insert(articleGalleys).values({
          id: g.id,
          articleId,
          position,
          kind: g.kind,
          label: g.label,
          isPublic: true,
          fileName: g.fileName,
          storageKey: g.galleyKey,
          mimeType: g.mimeType,
          sizeBytes: g.sizeBytes,
        });
      }
      if (file && copied) {
        await tx.insert(articleGalleys).values({
          id: galleyId,
          articleId,
          position: 0,
          kind: galleyKindOf(file.fileName),
          label: "Accepted manuscript",
          isPublic: false,
          fileName: file.fileName,
          storageKey: galleyKey,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
        });
      }
      await recordArticleEvent(tx, {
        articleId,
        actorId: actor.id,
        kind: "created",
        detail: { fromSubmission: submissionId },
      });
    });
  } catch (err) {
    if (copied) await storage.delete(galleyKey).catch((e) => logger.warn({ err: e }, "galley copy not removed"));
    for (const g of approved) {
      await storage.delete(g.galleyKey).catch((e) => logger.warn({ err: e }, "galley copy not removed"));
    }
    throw err;
  }
  return { articleId };
}

/** For the submission page: the article made from it, if any. */
export async function articleOfSubmission(submissionId: string) {
  return findArticleOfSubmission(db(), submissionId);
}

export type SubmissionPublication = {
  /** The submission is accepted, has no article yet, and the user may create one. */
  canCreateArticle: boolean;
  /** The article made from it, for those who manage the journal's articles. */
  article: { id: string; status: string } | null;
  /** Where readers find it, once it is published in a journal readers see. */
  publishedHref: string | null;
};

/** For the submission page: whether 'Create article' is offered, and the article made from it. */
export async function submissionPublication(
  actor: CurrentUser,
  submission: { id: string; journalId: string; status: string; createdBy: string | null },
): Promise<SubmissionPublication | null> {
  const manages = can(actor, "articles.manage", { journalId: submission.journalId });
  // Its author learns where it is published as the editors do; nobody else is told here.
  if (!manages && submission.createdBy !== actor.id) return null;
  const found = (await findArticleOfSubmission(db(), submission.id)) ?? null;
  const publishedHref =
    found?.status === "published" && found.volumeNumber !== null && isReadableJournalStatus(found.journalStatus)
      ? articlePath(found.journalShortName, found.volumeNumber, found.articleNumber)
      : null;
  if (!manages) return publishedHref ? { canCreateArticle: false, article: null, publishedHref } : null;
  const article = found ? { id: found.id, status: found.status } : null;
  return { canCreateArticle: !article && submission.status === "accepted", article, publishedHref };
}
