// The full-issue PDF: built in the background when an issue is published and again when one of its
// published articles or their PDF galleys changes, stored once, and served as it is. A build reads
// every article's PDF, so it never runs inside a request or a transaction, and parses them (as the
// cover picture) in the sandbox's build child, under its limits (ADR 049).
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { notFound } from "~/lib/errors";
import { enqueueJob, PermanentJobError, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { db, services } from "~/lib/services.server";
import type { Storage } from "~/lib/storage.server";
import { articleTypeLabel, volumeIssueLabel } from "~/modules/articles/article-format";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import { imageFileKey } from "~/modules/images/image-versions";
import { parseCoverKey } from "~/modules/issues/issue-cover-image";
import { articlePath } from "~/lib/paths";
import { themeFor } from "~/modules/journals/journal-themes";
import { findArticlesForPdf, findIssueForPdf, setFullIssuePdf } from "./full-issue-pdf.repository.server";

export const FULL_ISSUE_PDF_JOB = "issue.full_pdf";

/** Queues a (re)build of the issue's PDF, in the caller's transaction. */
export async function scheduleFullIssuePdf(tx: Db, issueId: string): Promise<void> {
  // A short delay lets a burst of changes (an issue published with its articles) share one build.
  await enqueueJob(tx, FULL_ISSUE_PDF_JOB, { issueId }, { delayMs: 2_000 });
}

async function readAll(storage: Storage, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  const file = await storage.get(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
}

/**
 * Builds the issue's PDF from its published articles and stores it under a new key; the old file
 * is removed once the issue points at the new one. An unpublished issue (or one without articles)
 * has no full PDF.
 */
export async function rebuildFullIssuePdf(database: Db, issueId: string): Promise<{ pageCount: number } | null> {
  const { storage, env } = services();
  const issue = await findIssueForPdf(database, issueId);
  if (!issue) return null;
  const articles = issue.status === "published" ? await findArticlesForPdf(database, issueId) : [];
  if (articles.length === 0) {
    if (issue.fullPdfKey) {
      await setFullIssuePdf(database, issueId, { key: null, bytes: null, builtAt: null });
      await storage.delete(issue.fullPdfKey);
      contentChanged();
    }
    return null;
  }
  const started = performance.now();
  const cover = parseCoverKey(issue.coverImageKey);
  const coverKey = cover && issue.coverImageKey ? imageFileKey(issue.coverImageKey, cover.largest.width) : null;
  const result = await readUntrustedFile("full-issue-pdf", {
    journal: {
      title: issue.journalTitle,
      // As the site's cards show it.
      shortName: issue.journalShortName.toUpperCase(),
      issnPrint: issue.issn,
      issnOnline: issue.eissn,
      primaryColor: issue.primaryColor ?? themeFor(issue.journalShortName).colors.primary,
    },
    issue: { label: volumeIssueLabel(issue), title: issue.title, publicationDate: issue.publicationDate },
    cover: await readAll(storage, coverKey),
    articles: await Promise.all(
      articles.map(async (a) => ({
        title: a.title,
        authors: a.authors,
        articleType: articleTypeLabel(a.articleType),
        doi: a.doi,
        url: `${env.publicUrl}${articlePath(issue.journalShortName, issue.volumeNumber, a.articleNumber)}`,
        // Read one at a time by the builder would be kinder to memory; galleys are a few MB each.
        pdf: await readAll(storage, a.pdfKey),
      })),
    ),
    publicUrl: env.publicUrl,
  });
  const key = `issue-pdfs/${issueId}/${crypto.randomUUID()}.pdf`;
  await storage.put(key, result.bytes);
  await setFullIssuePdf(database, issueId, { key, bytes: result.bytes.byteLength, builtAt: new Date() });
  if (issue.fullPdfKey) await storage.delete(issue.fullPdfKey);
  contentChanged();
  logger.info(
    { issueId, pages: result.pageCount, bytes: result.bytes.byteLength, ms: Math.round(performance.now() - started) },
    "full-issue PDF built",
  );
  return { pageCount: result.pageCount };
}

/**
 * An issue's whole-issue PDF brought in from elsewhere (an OJS issue galley, ADR 065), already
 * checked to be a PDF: stored and served as the built one is, replacing any. A later change to the
 * issue's articles or their PDFs builds the platform's own in its place, as for any issue.
 */
export async function setImportedFullIssuePdf(issueId: string, localPath: string): Promise<void> {
  const { storage } = services();
  const issue = await findIssueForPdf(db(), issueId);
  if (!issue) return;
  const key = `issue-pdfs/${issueId}/${crypto.randomUUID()}.pdf`;
  const { sizeBytes } = await storage.putFile(key, localPath);
  await setFullIssuePdf(db(), issueId, { key, bytes: sizeBytes, builtAt: new Date() });
  if (issue.fullPdfKey) await storage.delete(issue.fullPdfKey);
  contentChanged();
}

export function fullIssuePdfJobHandlers(): JobHandlers {
  return {
    async [FULL_ISSUE_PDF_JOB](payload, { db: database }) {
      const issueId = typeof payload.issueId === "string" ? payload.issueId : null;
      try {
        if (issueId) await rebuildFullIssuePdf(database, issueId);
      } catch (error) {
        // The same galleys would pass the sandbox's limits again: the job fails now, the issue
        // keeping its previous PDF, until one of them changes (which schedules a new build).
        if (error instanceof SandboxLimitError) throw new PermanentJobError(error.message);
        throw error;
      }
    },
  };
}

/** The stored full-issue PDF of a published issue, for its download route; 404 when there is none. */
export async function getFullIssuePdfFile(issueId: string) {
  const issue = await findIssueForPdf(db(), issueId);
  if (!issue || issue.status !== "published" || !issue.fullPdfKey) {
    throw notFound("issues.pdf_not_found", "The full-issue PDF is not available.");
  }
  const label = volumeIssueLabel(issue)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  return { storageKey: issue.fullPdfKey, fileName: `${issue.journalShortName}-${label}.pdf` };
}
