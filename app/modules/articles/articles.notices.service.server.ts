// Corrections, expressions of concern and retractions (ADR 066, COPE): an editor issues a notice
// for a published article from the desk. The notice is an article of its own (its own number,
// page, DOI and deposit, listed in the journal's current issue) that names the article it is
// about; the article keeps its page, which then says so, and its record moves (OAI datestamp,
// sitemap lastmod). All in one transaction; the caches are emptied after the commit.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { isNoticeType, NOTICE_TYPES, type NoticeType } from "./articles.desk.constants";
import { loadManagedArticle } from "./articles.desk.service.server";
import { NOTICE_MESSAGES as M, NOTICE_TEXT_MAX, NOTICE_TEXT_MIN, noticeAuthor } from "./articles.notices.constants";
import { countNotices, findNoticeIssue, insertNotice, touchArticle } from "./articles.notices.repository.server";
import { recordArticleEvent, replaceArticleAuthors } from "./articles.publishing.repository.server";
import {
  lockArticleFor,
  publishInTransaction,
  today,
  type PublishedArticleRef,
} from "./articles.publishing.service.server";
import { NOTICE_LABELS } from "./notice-links";

export type NoticeInput = { type: string; text: string; date?: string | null };

/** The input checked, or the message of the first thing wrong (400). */
export function checkNoticeInput(
  input: NoticeInput,
  now = new Date(),
): { type: NoticeType; text: string; date: string } {
  if (!(NOTICE_TYPES as readonly string[]).includes(input.type))
    throw new AppError("notices.type", 400, M.typeRequired);
  const text = input.text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length < NOTICE_TEXT_MIN) throw new AppError("notices.text", 400, M.textRequired);
  if (text.length > NOTICE_TEXT_MAX) throw new AppError("notices.text", 400, M.textTooLong);
  const date = input.date?.trim() || today(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  if (!valid || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date || date > today(now)) {
    throw new AppError("notices.date", 400, M.dateInvalid);
  }
  return { type: input.type as NoticeType, text, date };
}

/**
 * Issues and publishes a notice about the published article `articleId`: its title is the kind and
 * the article's title, its text the notice, its author the journal's editors. A retraction is
 * issued once; any notice is for an article, not for another notice.
 */
export async function issueNotice(
  actor: CurrentUser,
  articleId: string,
  input: NoticeInput,
): Promise<PublishedArticleRef & { type: NoticeType }> {
  // As every desk action: an article of a journal the actor does not manage is not found (404).
  await loadManagedArticle(actor, articleId);
  const checked = checkNoticeInput(input);
  const result = await db().transaction(async (tx) => {
    const article = await lockArticleFor(actor, tx, articleId);
    if (article.status !== "published") throw new AppError("notices.not_published", 409, M.notPublished);
    if (isNoticeType(article.articleType)) throw new AppError("notices.of_notice", 409, M.ofNotice);
    if (checked.type === "retraction" && (await countNotices(tx, article.id, "retraction")) > 0) {
      throw new AppError("notices.already_retracted", 409, M.alreadyRetracted);
    }
    const noticeId = await insertNotice(tx, {
      journalId: article.journalId,
      issueId: await findNoticeIssue(tx, article.journalId, article.issueId),
      articleType: checked.type,
      title: `${NOTICE_LABELS[checked.type]}: ${article.title}`,
      abstract: checked.text,
      language: article.language,
      license: article.license,
      publicationDate: checked.date,
      updatesArticleId: article.id,
      createdBy: actor.id,
    });
    await replaceArticleAuthors(tx, noticeId, [
      { name: noticeAuthor(article.journalTitle), email: null, affiliation: null, orcid: null, isCorresponding: true },
    ]);
    await recordArticleEvent(tx, { articleId: noticeId, actorId: actor.id, kind: "created", detail: {} });
    const published = await publishInTransaction(tx, actor, noticeId, { publicationDate: checked.date });
    await recordArticleEvent(tx, {
      articleId: article.id,
      actorId: actor.id,
      kind: "notice_issued",
      detail: { type: checked.type, noticeId, articleNumber: published.articleNumber },
    });
    // The article's page, JSON-LD and OAI record now name the notice.
    await touchArticle(tx, article.id);
    await regenerateSitemapEntries(tx, { articleId: article.id });
    return { ...published, type: checked.type };
  });
  contentChanged();
  return result;
}
