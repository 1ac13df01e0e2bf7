// Notices (ADR 066): SQL for the links between a notice and the article it is about, shared by the
// article page's one statement, the scholarly record and the OAI records; and the writes of
// issuing one.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, issues } from "~/db/schema";
import type { NoticeLink } from "./notice-links";

const linkObject = (a: string, i: string) =>
  sql.raw(
    `json_build_object('id', ${a}.id, 'articleType', ${a}.article_type, 'title', ${a}.title, ` +
      `'articleNumber', ${a}.article_number, 'volumeNumber', ${i}.volume_number, 'doi', ${a}.doi, ` +
      `'publicationDate', ${a}.publication_date::text)`,
  );

/** The published notices about the article `articleId` names, oldest first, as a JSON array. */
export function noticesOfSql(articleId: SQL): SQL<NoticeLink[]> {
  return sql<
    NoticeLink[]
  >`array_to_json(array(select ${linkObject("n", "ni")} from articles n join issues ni on ni.id = n.issue_id where n.updates_article_id = ${articleId} and n.status = 'published' order by n.publication_date, n.article_number))`;
}

/**
 * Whether a published retraction notice names the article `articleId` names: lists of articles
 * (issue contents, recent and online-first lists, search results) mark it, as COPE asks. One probe
 * of the index on `updates_article_id` per row: a scalar subquery, not `exists`, which PostgreSQL
 * may run as one hashed pass over every article when it reckons with many rows before a limit
 * (the home page's three newest articles: 70 ms on 100,000 articles, where a probe each is 0.1 ms).
 */
export function retractedSql(articleId: SQL): SQL<boolean> {
  return sql<boolean>`coalesce((select true from articles r where r.updates_article_id = ${articleId} and r.article_type = 'retraction' and r.status = 'published' limit 1), false)`;
}

/** The article a notice is about (published or withdrawn), as a JSON array of none or one. */
export function updatedArticleSql(updatesArticleId: SQL): SQL<NoticeLink[]> {
  return sql<
    NoticeLink[]
  >`array_to_json(array(select ${linkObject("o", "oi")} from articles o join issues oi on oi.id = o.issue_id where o.id = ${updatesArticleId} and o.status in ('published', 'withdrawn')))`;
}

/** Both ends of an article's notice links. */
export async function findNoticeLinks(db: Db, articleId: string) {
  const [row] = await db
    .select({
      notices: noticesOfSql(sql`${articles.id}`),
      updates: updatedArticleSql(sql`${articles.updatesArticleId}`),
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  return row ?? { notices: [], updates: [] };
}

/** The published notices of one type about an article. */
export async function countNotices(
  db: Db,
  articleId: string,
  type: "retraction" | "correction" | "expression_of_concern",
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(
      and(eq(articles.updatesArticleId, articleId), eq(articles.articleType, type), eq(articles.status, "published")),
    );
  return row?.n ?? 0;
}

/**
 * The issue a new notice of the journal appears in: the journal's current issue when it has one,
 * else its latest published issue, else `fallback` (the article's own).
 */
export async function findNoticeIssue(db: Db, journalId: string, fallback: string): Promise<string> {
  const [row] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(and(eq(issues.journalId, journalId), eq(issues.status, "published")))
    .orderBy(
      desc(issues.isCurrent),
      sql`${issues.publicationDate} desc nulls last`,
      desc(issues.volumeNumber),
      desc(issues.issueNumber),
    )
    .limit(1);
  return row?.id ?? fallback;
}

export async function insertNotice(
  tx: Db,
  values: {
    journalId: string;
    issueId: string;
    articleType: "retraction" | "correction" | "expression_of_concern";
    title: string;
    abstract: string;
    language: string;
    license: string;
    publicationDate: string;
    updatesArticleId: string;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(articles)
    .values({ ...values, status: "draft" })
    .returning({ id: articles.id });
  return row!.id;
}

/** The article's page and record changed (its notices): its datestamp and lastmod move. */
export async function touchArticle(tx: Db, articleId: string): Promise<void> {
  await tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, articleId));
}
