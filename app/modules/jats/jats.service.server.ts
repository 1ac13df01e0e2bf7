import { AppError } from "~/lib/errors";
import { services } from "~/lib/services.server";
import { getArticleRecord } from "~/modules/articles/articles.public.service.server";
import { jatsRelations } from "~/modules/articles/notice-links";
import { getArticleReferences } from "~/modules/references/references.service.server";
import { htmlToJatsBody } from "./html-to-jats";
import { jatsDocument, type JatsArticle } from "./jats-xml";

/** Full-text galleys larger than this are left out of the body: the front matter is what indexes need. */
export const MAX_FULL_TEXT_BYTES = 8 * 1024 * 1024;

export const ARTICLE_WITHDRAWN = "This article has been withdrawn.";

/**
 * The JATS 1.3 document of a published article, with its body when a public full-text HTML galley
 * exists. A withdrawn article answers 410 (its record says so on its page); anything else not
 * published, 404.
 */
export async function getArticleJats(shortName: string, volume: string, articleNumber: string): Promise<string> {
  const record = await getArticleRecord(shortName, volume, articleNumber);
  if (record.article.status === "withdrawn") throw new AppError("articles.withdrawn", 410, ARTICLE_WITHDRAWN);
  const [body, references] = await Promise.all([
    record.fullTextHtml ? fullTextBody(record.fullTextHtml) : null,
    getArticleReferences(record.article.id),
  ]);
  return jatsDocument({ ...toJatsArticle(record), body, references });
}

/** The record as the JATS builder takes it. */
export function toJatsArticle(record: Awaited<ReturnType<typeof getArticleRecord>>): JatsArticle {
  const { journal, article, authors, url, links, linkUrl } = record;
  return {
    journal,
    article: { ...article, url },
    issue: article.issue,
    authors,
    related: jatsRelations(article, links, linkUrl),
    version: article.version,
  };
}

async function fullTextBody(galley: { storageKey: string; sizeBytes: number }): Promise<string | null> {
  if (galley.sizeBytes > MAX_FULL_TEXT_BYTES) return null;
  const stored = await services().storage.get(galley.storageKey);
  if (!stored) return null;
  const html = await new Response(stored.stream).text();
  return htmlToJatsBody(html);
}
