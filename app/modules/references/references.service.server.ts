// Reference lists (docs/decisions/025): saved with the article in the desk's transaction, each
// reference matched to one of the platform's public articles by its DOI or, failing that, by a
// title it contains; every match is an internal citation of the matched article.
import type { Db } from "~/db/client.server";
import { db } from "~/lib/services.server";
import { syncReferenceCitations } from "~/modules/citations/citations.service.server";
import { doiKey, REFERENCE_LIMITS, titleCandidates, type ParsedReference } from "./reference-text";
import {
  findPublicArticlesByDoi,
  findPublicArticlesByTitleKey,
  findReferences,
  replaceReferences,
} from "./references.repository.server";
import { storedReference, type StoredReference } from "./stored-reference";

/**
 * Which of our public articles (other than `articleId`) each reference names: the article with its
 * DOI; otherwise the one article whose title is a run of whole sentences of the reference (none when
 * two articles could be meant).
 */
export async function matchReferences(
  tx: Db,
  articleId: string,
  references: readonly ParsedReference[],
): Promise<(string | null)[]> {
  const dois = references.flatMap((r) => (r.doi ? [r.doi] : []));
  const byDoi = new Map((await findPublicArticlesByDoi(tx, dois, articleId)).map((r) => [r.doiKey, r.id]));
  const matched: (string | null)[] = references.map((r) => (r.doi ? (byDoi.get(doiKey(r.doi)) ?? null) : null));

  const candidates = references.map((r, i) => (matched[i] ? [] : titleCandidates(r.text)));
  const keys = candidates.flat();
  if (keys.length === 0) return matched;
  const byKey = new Map<string, Set<string>>();
  for (const row of await findPublicArticlesByTitleKey(tx, keys, articleId)) {
    const ids = byKey.get(row.key) ?? new Set<string>();
    ids.add(row.id);
    byKey.set(row.key, ids);
  }
  return matched.map((id, i) => {
    if (id) return id;
    const named = new Set(candidates[i]!.flatMap((key) => [...(byKey.get(key) ?? [])]));
    return named.size === 1 ? [...named][0]! : null;
  });
}

/**
 * Replaces the reference list of `articleId` in the caller's transaction, and with it the
 * citations the list makes (those an editor added by hand stay). Returns whether the list's text changed.
 */
export async function saveArticleReferences(
  tx: Db,
  articleId: string,
  references: readonly ParsedReference[],
): Promise<boolean> {
  const before = await findReferences(tx, articleId, REFERENCE_LIMITS.count + 1);
  const matched = await matchReferences(tx, articleId, references);
  const rows = references.map((r, i) => ({ text: r.text, doi: r.doi, matchedArticleId: matched[i] ?? null }));
  const rowsChanged =
    JSON.stringify(before.map((r) => [r.text, r.doi, r.matchedArticleId])) !==
    JSON.stringify(rows.map((r) => [r.text, r.doi, r.matchedArticleId]));
  if (rowsChanged) await replaceReferences(tx, articleId, rows);
  // The first reference naming an article gives the citation its context.
  const cited = new Map<string, string>();
  for (const r of rows) if (r.matchedArticleId && !cited.has(r.matchedArticleId)) cited.set(r.matchedArticleId, r.text);
  // Also when the text is the same: an article published since the last save may now be matched.
  await syncReferenceCitations(
    tx,
    articleId,
    [...cited].map(([citedId, context]) => ({ citedId, context })),
  );
  return JSON.stringify(before.map((r) => r.text)) !== JSON.stringify(rows.map((r) => r.text));
}

/** An article's reference list in order (text and DOI), for its page, the dialog, JATS and Crossref. */
export async function getArticleReferences(articleId: string, tx: Db = db()): Promise<StoredReference[]> {
  return (await findReferences(tx, articleId, REFERENCE_LIMITS.count)).map(storedReference);
}
