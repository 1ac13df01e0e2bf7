import { notFound } from "~/lib/errors";
import { db, services } from "~/lib/services.server";
import { getPublicJournalWithCounts } from "~/modules/journals/journals.service.server";
import { parseIssueIdentifier } from "~/lib/paths";
import {
  findIssueArticles,
  findIssueKeywords,
  findMostCitedArticles,
  findPublishedIssue,
} from "./issues.public.repository.server";

export const ISSUE_NOT_FOUND = "Issue Not Found";
export const MOST_CITED_LIMIT = 5;
export const KEYWORD_CLOUD_LIMIT = 30;

/** A published issue by its journal and identifier (v5-i2); 404 'Issue Not Found' otherwise. */
export async function getPublishedIssue(shortName: string, identifier: string) {
  const ref = parseIssueIdentifier(identifier);
  if (!ref) throw notFound("issues.not_found", ISSUE_NOT_FOUND);
  const journal = await getPublicJournalWithCounts(shortName).catch(() => {
    throw notFound("issues.not_found", ISSUE_NOT_FOUND);
  });
  const issue = await findPublishedIssue(db(), journal.id, ref);
  if (!issue) throw notFound("issues.not_found", ISSUE_NOT_FOUND);
  return { journal, issue };
}

/** Everything the issue page shows; 404 'Issue Not Found' for a malformed or unknown identifier. */
export async function getIssuePage(shortName: string, identifier: string) {
  const { journal, issue } = await getPublishedIssue(shortName, identifier);
  const [articles, keywords, mostCited] = await Promise.all([
    findIssueArticles(db(), issue.id),
    findIssueKeywords(db(), issue.id, KEYWORD_CLOUD_LIMIT),
    findMostCitedArticles(db(), journal.id, MOST_CITED_LIMIT),
  ]);
  return { journal, issue, articles, keywords, mostCited, publicUrl: services().env.publicUrl };
}
