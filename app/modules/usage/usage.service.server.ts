import crypto from "node:crypto";
import { logger } from "../../lib/logger.server";
import { db } from "../../lib/services.server";
import { incrementUsage } from "./usage.repository.server";
import { DoubleClickFilter, isCountableRequest } from "./usage-filter";

const filter = new DoubleClickFilter();

/** A page response that counts as a view of an article names it in this (internal) header. */
export const USAGE_HEADER = "x-usage-article";

export type UsageKind = "investigation" | "request";

/**
 * Counts a view or a download of an article the way COUNTER R5.1 does: on the server, robots and
 * prefetches excluded, the same user and item within 30 seconds once. The user is the client
 * address plus user agent (no session exists for readers). Returns whether it counted.
 */
export async function recordArticleUsage(
  articleId: string,
  kind: UsageKind,
  request: Request,
  clientAddress: string,
  now = new Date(),
): Promise<boolean> {
  if (!isCountableRequest(request)) return false;
  const user = crypto
    .createHash("sha256")
    .update(`${clientAddress}|${request.headers.get("user-agent")}`)
    .digest("base64url");
  if (!filter.shouldCount(`${kind}|${articleId}|${user}`, now.getTime())) return false;
  try {
    await incrementUsage(db(), articleId, kind, now);
    return true;
  } catch (err) {
    // A lost count must never break the page or the download.
    logger.error({ err, articleId, kind }, "usage count failed");
    return false;
  }
}
