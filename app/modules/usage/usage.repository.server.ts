import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleUsageMonthly, articles } from "~/db/schema";

/**
 * Adds one investigation (page view) or one request (download, also an investigation), inside the
 * caller's transaction `tx`. The article's `updated_at` stays as it is: it says when the content
 * changed (sitemaps' lastmod, feeds), and a reader opening the article changes no content.
 */
export async function incrementUsage(tx: Db, articleId: string, kind: "investigation" | "request", at: Date) {
  const month = `${at.toISOString().slice(0, 7)}-01`;
  const isRequest = kind === "request";
  await tx
    .update(articles)
    .set({
      ...(isRequest
        ? { downloadCount: sql`${articles.downloadCount} + 1`, lastDownloadedAt: at }
        : { viewCount: sql`${articles.viewCount} + 1`, lastViewedAt: at }),
      // Named, so that the column's $onUpdate (now()) does not apply to a count.
      updatedAt: sql`${articles.updatedAt}`,
    })
    .where(eq(articles.id, articleId));
  await tx
    .insert(articleUsageMonthly)
    .values({ articleId, month, investigations: 1, requests: isRequest ? 1 : 0 })
    .onConflictDoUpdate({
      target: [articleUsageMonthly.articleId, articleUsageMonthly.month],
      set: {
        investigations: sql`${articleUsageMonthly.investigations} + 1`,
        requests: sql`${articleUsageMonthly.requests} + ${isRequest ? 1 : 0}`,
      },
    });
}
