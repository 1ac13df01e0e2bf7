// Article versions (ADR 066): an editor makes a new version of a published article with a note of
// what changes; the article as it reads now is kept as the earlier version (its text and copies of
// its public files), readable at …/version/{n}, and the article goes on at its own address and DOI
// as version n + 1, which the editor then edits. The DOI is deposited again with the new version.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError, notFound } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { parseIntParam } from "~/lib/int-param";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { redepositIfDeposited } from "~/modules/crossref/crossref.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { loadManagedArticle } from "./articles.desk.service.server";
import { getPublishedArticle } from "./articles.public.service.server";
import { recordArticleEvent } from "./articles.publishing.repository.server";
import { today } from "./articles.publishing.service.server";
import {
  findArticleVersion,
  findVersionSource,
  insertArticleVersion,
  lockArticleVersion,
  setArticleVersion,
  type VersionSource,
} from "./articles.versions.repository.server";

export const VERSION_NOTE_MIN = 10;
export const VERSION_NOTE_MAX = 2000;

export const VERSION_MESSAGES = {
  created: "New version started",
  noteRequired: `Say what changes in the new version (at least ${VERSION_NOTE_MIN} characters).`,
  noteTooLong: `The note can be at most ${VERSION_NOTE_MAX} characters.`,
  notPublished: "Only a published article can get a new version.",
  changed: "The article was given a new version meanwhile. Reload and try again.",
} as const;

const fileKey = (articleId: string, version: number, i: number, fileName: string) =>
  `article-versions/${articleId}/${version}/${i}-${fileName.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-80)}`;

/**
 * Keeps the article as it reads now as its current version and makes it the next one, with `note`
 * saying what changes. Files are copied before the transaction (no slow work inside one) and
 * removed again when it fails.
 */
export async function startNewVersion(
  actor: CurrentUser,
  articleId: string,
  noteInput: string,
): Promise<{ version: number }> {
  await loadManagedArticle(actor, articleId);
  const note = noteInput.replace(/\s+/g, " ").trim();
  if (note.length < VERSION_NOTE_MIN) throw new AppError("versions.note", 400, VERSION_MESSAGES.noteRequired);
  if (note.length > VERSION_NOTE_MAX) throw new AppError("versions.note", 400, VERSION_MESSAGES.noteTooLong);
  const source = await findVersionSource(db(), articleId);
  if (!source) throw notFound("articles.not_found", "Article not found");
  if (source.article.status !== "published") {
    throw new AppError("versions.not_published", 409, VERSION_MESSAGES.notPublished);
  }
  const { storage } = services();
  const { version } = source.article;
  const copies: string[] = [];
  try {
    const galleys: VersionSource["galleys"] = [];
    for (const [i, g] of source.galleys.entries()) {
      const stored = await storage.get(g.storageKey);
      if (!stored) continue;
      const key = fileKey(articleId, version, i, g.fileName);
      await storage.put(key, new Uint8Array(await new Response(stored.stream).arrayBuffer()));
      copies.push(key);
      galleys.push({ ...g, storageKey: key });
    }
    await db().transaction(async (tx) => {
      if ((await lockArticleVersion(tx, articleId)) !== version) {
        throw new AppError("versions.changed", 409, VERSION_MESSAGES.changed);
      }
      await insertArticleVersion(tx, {
        articleId,
        version,
        title: source.article.title,
        abstract: source.article.abstract,
        keywords: source.article.keywords,
        authors: source.authors,
        galleys,
        versionNote: source.article.versionNote,
        versionDate: source.article.versionDate ?? source.article.publicationDate,
        createdBy: actor.id,
      });
      await setArticleVersion(tx, articleId, { version: version + 1, versionNote: note, versionDate: today() });
      await recordArticleEvent(tx, {
        articleId,
        actorId: actor.id,
        kind: "revised",
        detail: { version: version + 1, note },
      });
      // Crossref gets the new version (its version_info), when the DOI was deposited.
      await redepositIfDeposited(tx, articleId, actor.id);
      await regenerateSitemapEntries(tx, { articleId });
    });
  } catch (err) {
    for (const key of copies) await storage.delete(key).catch((e: unknown) => logger.warn({ key, e }, "copy left"));
    throw err;
  }
  contentChanged();
  return { version: version + 1 };
}

/** An earlier version of a published article, at …/version/{n}; 404 for any other. */
export async function getArticleVersionPage(shortName: string, volume: string, articleNumber: string, version: string) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber);
  const n = parseIntParam(version);
  const row = n === null || n >= article.version ? undefined : await findArticleVersion(db(), article.id, n);
  if (!row) throw notFound("versions.not_found", "Version not found");
  const { createdBy: _by, galleys, ...kept } = row;
  return {
    journal,
    article: { ...article },
    version: { ...kept, galleys: galleys.map(({ storageKey: _key, ...g }, index) => ({ ...g, index })) },
    publicUrl: services().env.publicUrl,
  };
}

/** A file of an earlier version, for downloading. */
export async function getArticleVersionFile(
  shortName: string,
  volume: string,
  articleNumber: string,
  version: string,
  index: string,
) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber);
  const n = parseIntParam(version);
  const i = parseIntParam(index, 0);
  const row = n === null || n >= article.version ? undefined : await findArticleVersion(db(), article.id, n);
  const galley = row && i !== null ? row.galleys[i] : undefined;
  if (!galley) throw notFound("versions.file_not_found", "File not found");
  return { journal, article, galley };
}
