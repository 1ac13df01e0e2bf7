// Publishing: an article (or an issue with its articles) becomes public in one transaction —
// statuses, the publication date, the article number its canonical URL needs, the linked
// submission's status, the sitemap entries and the authors' e-mail — and the public caches are
// emptied once it has committed, so readers see it at once. A published article that is withdrawn
// keeps its number and URL; its page says it was withdrawn.
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { recountCitationsOf } from "~/modules/citations/citations.service.server";
import { assignDoiOnPublication, depositOnPublication } from "~/modules/crossref/crossref.service.server";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { articlePath } from "~/lib/paths";
import { editorialReplyTo, getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { assertChargesSettled } from "~/modules/invoices/invoices.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { markSubmissionPublished } from "~/modules/submissions/submission-publication.server";
import {
  PUBLISHING_MESSAGES as M,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_REASON_MIN,
} from "./articles.publishing.constants";
import {
  countArticleAuthors,
  findArticlesToPublishWithIssue,
  findAuthorsOfArticles,
  findArticleAwaitingIssue,
  findIssueArticlesWithoutPublicGalley,
  findIssueJournal,
  lockArticle,
  lockIssue,
  markArticlePublished,
  markArticleWithdrawn,
  markIssuePublished,
  nextArticleNumber,
  recordArticleEvent,
  type LockedArticle,
} from "./articles.publishing.repository.server";

export type PublishedArticleRef = { id: string; articleNumber: number; publicationDate: string; path: string };

/** Today's date (UTC), as publication dates are stored. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function lockArticleFor(actor: CurrentUser, tx: Db, articleId: string): Promise<LockedArticle> {
  const article = await lockArticle(tx, articleId);
  if (!article) {
    const waiting = await findArticleAwaitingIssue(tx, articleId);
    if (!waiting) throw new AppError("articles.not_found", 404, M.articleNotFound);
    requirePermission(actor, "articles.manage", { journalId: waiting.journalId }, M.accessDenied);
    throw new AppError("articles.no_issue", 409, M.needsIssue);
  }
  requirePermission(actor, "articles.manage", { journalId: article.journalId }, M.accessDenied);
  return article;
}

/**
 * Publishes one locked article inside the caller's transaction: number (first time only), date
 * (kept when it has one), status, history, the linked submission, and the authors' e-mail on
 * first publication. Returns what was published.
 */
async function publishLocked(
  tx: Db,
  actor: CurrentUser,
  article: LockedArticle,
  opts: { publicationDate?: string; withIssue?: boolean },
): Promise<PublishedArticleRef> {
  if ((await countArticleAuthors(tx, article.id)) === 0) throw new AppError("articles.no_author", 409, M.needsAuthor);
  // A journal may publish only articles whose charge is paid or waived (ADR 064).
  await assertChargesSettled(tx, article.journalId, article.submissionId);
  const firstTime = article.articleNumber === null;
  const articleNumber = article.articleNumber ?? (await nextArticleNumber(tx, article.journalId));
  const publicationDate = article.publicationDate ?? opts.publicationDate ?? today();
  await markArticlePublished(tx, article.id, { articleNumber, publicationDate });
  // Its citations of other articles count from now on (only published citing articles count).
  await recountCitationsOf(tx, article.id);
  // A journal that asks for it gives every article its DOI as it is published.
  if (!article.doi) await assignDoiOnPublication(tx, article.id);
  // And deposits it with Crossref by itself when the journal's account is set (issue 38).
  await depositOnPublication(tx, article.id, actor.id);
  await recordArticleEvent(tx, {
    articleId: article.id,
    actorId: actor.id,
    kind: "published",
    detail: { articleNumber, publicationDate, ...(opts.withIssue ? { withIssue: true } : {}) },
  });
  if (article.submissionId) await markSubmissionPublished(tx, article.submissionId, actor.id);
  const path = articlePath(article.journalShortName, article.volumeNumber, articleNumber);
  if (firstTime) await queuePublishedMails(tx, article, path);
  return { id: article.id, articleNumber, publicationDate, path };
}

/**
 * 'Your article is published' to every author with an address (once per address), unless the
 * journal's 'Publication ready' notification is off.
 */
async function queuePublishedMails(tx: Db, article: LockedArticle, path: string): Promise<void> {
  if (!(await getJournalSettings(article.journalId, tx)).emailNotifications.publicationReady) return;
  const authors = await findAuthorsOfArticles(tx, [article.id]);
  const replyTo = await editorialReplyTo(article.journalId, tx);
  const seen = new Set<string>();
  for (const author of authors) {
    const email = author.email?.trim().toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.add(email);
    await queueMail(tx, {
      to: email,
      template: "article-published",
      replyTo,
      journalId: article.journalId,
      data: {
        fullName: author.name,
        articleTitle: article.title,
        journalName: article.journalTitle,
        doi: article.doi ?? undefined,
        url: `${services().env.publicUrl}${path}`,
      },
    });
  }
}

/** Publishes an article (online first when its issue is not yet published). Publishing twice changes nothing. */
export async function publishArticle(actor: CurrentUser, articleId: string): Promise<PublishedArticleRef> {
  const result = await db().transaction(async (tx) => {
    const article = await lockArticleFor(actor, tx, articleId);
    if (article.status === "published") {
      const path = articlePath(article.journalShortName, article.volumeNumber, article.articleNumber!);
      return { id: article.id, articleNumber: article.articleNumber!, publicationDate: article.publicationDate!, path };
    }
    const published = await publishLocked(tx, actor, article, {});
    await regenerateSitemapEntries(tx, { articleId: article.id });
    // Joining a published issue late: its full PDF takes the article in.
    if (article.issueStatus === "published") await scheduleFullIssuePdf(tx, article.issueId);
    return published;
  });
  contentChanged();
  return result;
}

/**
 * Publishes an article inside the caller's transaction, as publishArticle does (a notice is issued
 * and published at once, ADR 066). The caller empties the caches after the commit.
 */
export async function publishInTransaction(
  tx: Db,
  actor: CurrentUser,
  articleId: string,
  opts: { publicationDate?: string } = {},
): Promise<PublishedArticleRef> {
  const article = await lockArticleFor(actor, tx, articleId);
  const published = await publishLocked(tx, actor, article, opts);
  await regenerateSitemapEntries(tx, { articleId: article.id });
  if (article.issueStatus === "published") await scheduleFullIssuePdf(tx, article.issueId);
  return published;
}

/** Withdraws a published article: it keeps its number and URL, whose page then says why. */
export async function withdrawArticle(actor: CurrentUser, articleId: string, reasonInput: string): Promise<void> {
  const reason = reasonInput.replace(/\s+/g, " ").trim();
  if (reason.length < WITHDRAWAL_REASON_MIN || reason.length > WITHDRAWAL_REASON_MAX) {
    throw new AppError("articles.reason_required", 400, M.reasonRequired);
  }
  await db().transaction(async (tx) => {
    const article = await lockArticleFor(actor, tx, articleId);
    if (article.status !== "published") throw new AppError("articles.not_published", 409, M.notPublished);
    await markArticleWithdrawn(tx, article.id, reason);
    await recountCitationsOf(tx, article.id);
    await recordArticleEvent(tx, { articleId: article.id, actorId: actor.id, kind: "withdrawn", detail: { reason } });
    await regenerateSitemapEntries(tx, { articleId: article.id });
    if (article.issueStatus === "published") await scheduleFullIssuePdf(tx, article.issueId);
  });
  contentChanged();
}

export type PublishedIssue = { issueId: string; publicationDate: string; articles: PublishedArticleRef[] };

/**
 * Publishes an issue with its articles that are not yet published (draft or submitted), numbered in
 * table-of-contents order (first page, then creation). Articles published online first keep their
 * number and date. All or nothing: an article without an author stops the whole publication.
 */
export async function publishIssue(
  actor: CurrentUser,
  issueId: string,
  opts: { publicationDate?: string } = {},
): Promise<PublishedIssue> {
  const result = await db().transaction(async (tx) => {
    const issue = await lockIssue(tx, issueId);
    if (!issue) throw new AppError("issues.not_found", 404, M.issueNotFound);
    requirePermission(
      actor,
      "issues.manage",
      { journalId: issue.journalId },
      "Access Denied: You need editor or admin privileges to manage issues.",
    );
    const publicationDate = issue.publicationDate ?? opts.publicationDate ?? today();
    if (issue.status !== "published") await markIssuePublished(tx, issue.id, publicationDate);
    // The articles go online today: an issue dated ahead (its cover date) keeps its date, and its
    // articles get today's, not one to come that their citations and deposits would carry.
    const onlineDate = publicationDate > today() ? today() : publicationDate;
    const published: PublishedArticleRef[] = [];
    for (const { id } of await findArticlesToPublishWithIssue(tx, issue.id)) {
      const article = await lockArticleFor(actor, tx, id);
      published.push(await publishLocked(tx, actor, article, { publicationDate: onlineDate, withIssue: true }));
    }
    await regenerateSitemapEntries(tx, { issueId: issue.id });
    await scheduleFullIssuePdf(tx, issue.id);
    return { issueId: issue.id, publicationDate, articles: published };
  });
  contentChanged();
  return result;
}

/** How many titles the warning before publishing an issue names. */
const TITLES_NAMED = 5;

/**
 * What publishing the issue would publish without a public galley (the question the desk asks
 * first, ADR 066): the titles (up to five) and their number. Issue managers of its journal only.
 * `saving`: the issue's form is saved as Published, which publishes only an issue not yet published.
 */
export async function issueArticlesWithoutPublicGalley(
  actor: CurrentUser,
  issueId: string,
  { saving = false }: { saving?: boolean } = {},
): Promise<{ titles: string[]; total: number }> {
  const issue = await findIssueJournal(db(), issueId);
  if (!issue) throw new AppError("issues.not_found", 404, M.issueNotFound);
  requirePermission(
    actor,
    "issues.manage",
    { journalId: issue.journalId },
    "Access Denied: You need editor or admin privileges to manage issues.",
  );
  if (saving && issue.status === "published") return { titles: [], total: 0 };
  return findIssueArticlesWithoutPublicGalley(db(), issueId, TITLES_NAMED);
}

/** The desk's question before publishing an issue with such articles. */
export function noPublicGalleyInIssueMessage({ titles, total }: { titles: string[]; total: number }): string {
  const more = total > titles.length ? ` and ${total - titles.length} more` : "";
  const which = `${titles.map((t) => `'${t}'`).join(", ")}${more}`;
  return total === 1
    ? `One article of this issue has no public galley: readers will find no file to read (${which}). Make a galley public first, or publish the issue anyway.`
    : `${total} articles of this issue have no public galley: readers will find no file to read (${which}). Make their galleys public first, or publish the issue anyway.`;
}
