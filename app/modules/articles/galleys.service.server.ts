// An article's galleys on the publishing desk: upload (new or replacing one), label, public or
// draft, order, delete, download for editors and metadata extraction from a PDF. Every change
// writes the galley row and the article's history in one transaction; an uploaded file is moved
// to its key just before it and removed again if it rolls back, a replaced or deleted file only
// after the commit (ADR 010, as for submission files). A change to a published article empties the
// public caches once committed.
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { extractPdfMetadata } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { recordArticleEvent } from "./article-writes.server";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { galleyStorageKey } from "./galley-kind";
import { discardStoredFile, transactionAfterStoring } from "~/modules/submission-files/submission-files.service.server";
import type { DownloadLink } from "~/modules/submission-files/submission-files.types";
import type { ReceivedFile, UploadFormatRules } from "~/modules/submission-files/upload.server";
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES as M,
  GALLEY_MESSAGES as G,
  GALLEYS_PER_ARTICLE,
  type GalleyIntent,
} from "./articles.desk.constants";
import { isUuid } from "./articles.desk.schemas";
import {
  deleteGalleyRow,
  findGalley,
  findGalleys,
  insertGalley,
  updateGalleyRow,
  type GalleyRow,
} from "./articles.desk.repository.server";
import { galleyView, loadManagedArticle } from "./articles.desk.service.server";
import type { GalleyView } from "./articles.desk.types";
import { GALLEY_KIND_INFO, claimedGalleyKind, invalidGalleyMessage, type GalleyUploadKind } from "./galley-format";
import { galleyContentMatches } from "./galley-sniff.server";

/** The galley formats as upload rules (claimed by name or content type, checked by content). */
export const GALLEY_UPLOAD_RULES: UploadFormatRules<GalleyUploadKind> = {
  claimed: claimedGalleyKind,
  matches: galleyContentMatches,
  mimeType: (kind) => GALLEY_KIND_INFO[kind].mimeType,
  invalidFormat: invalidGalleyMessage,
  // A renamed file is not a valid galley of the kind its name claims: the spec's message.
  contentMismatch: invalidGalleyMessage,
};

const galleyNotFound = () => new AppError("galleys.not_found", 404, G.notFound);
const tooMany = () => new AppError("galleys.too_many", 409, G.tooMany);

const isPublicArticle = (status: string) => status === "published" || status === "withdrawn";

/** A published article's PDF is part of its issue's full PDF: queue a rebuild with the change. */
async function issuePdfFollows(tx: Db, article: { status: string; issueId: string | null }): Promise<void> {
  if (article.status === "published" && article.issueId) await scheduleFullIssuePdf(tx, article.issueId);
}

/** A label as typed: trimmed, spaces collapsed; empty is none (the kind's name is shown). */
export function cleanLabel(label: string | null | undefined): string | null {
  const text = (label ?? "").replace(/\s+/g, " ").trim();
  if (text.length > ARTICLE_LIMITS.galleyLabelMax) throw new AppError("galleys.label", 400, G.labelTooLong);
  return text || null;
}

/**
 * Checks, before any byte of an upload is read, that `user` may change the article's galleys
 * (404 otherwise) and that it has room for one more unless one is being replaced (409).
 */
export async function prepareGalleyUpload(user: CurrentUser, articleId: string): Promise<void> {
  const { article } = await loadManagedArticle(user, articleId);
  const galleys = await findGalleys(db(), article.id, GALLEYS_PER_ARTICLE + 1);
  if (galleys.length > GALLEYS_PER_ARTICLE) throw tooMany();
}

async function lockedGalley(tx: Db, articleId: string, galleyId: string): Promise<GalleyRow> {
  if (!isUuid(galleyId)) throw galleyNotFound();
  const galley = await findGalley(tx, articleId, galleyId, { forUpdate: true });
  if (!galley) throw galleyNotFound();
  return galley;
}

/**
 * Adds a received galley to the article, or with `replaceGalleyId` replaces that one (keeping its
 * place, label and visibility unless new ones are given). The new file goes to
 * galleys/<articleId>/<galleyId>.
 */
export async function uploadGalley(
  user: CurrentUser,
  articleId: string,
  input: {
    file: ReceivedFile<GalleyUploadKind>;
    replaceGalleyId?: string | null;
    label?: string | null;
    isPublic?: boolean | null;
  },
): Promise<GalleyView> {
  const label = input.label === undefined || input.label === null ? undefined : cleanLabel(input.label);
  const galleyId = crypto.randomUUID();
  // Who may is checked before the file is stored, and again under the article's lock.
  const storageKey = galleyStorageKey((await loadManagedArticle(user, articleId)).article.id, galleyId);
  const received = [{ storageKey, tempPath: input.file.tempPath }];
  const { row, replaced, publicArticle } = await transactionAfterStoring(received, async (tx) => {
    const { article } = await loadManagedArticle(user, articleId, { tx, forUpdate: true });
    const replaced = input.replaceGalleyId ? await lockedGalley(tx, article.id, input.replaceGalleyId) : undefined;
    if (replaced) await deleteGalleyRow(tx, replaced.id);
    const existing = await findGalleys(tx, article.id, GALLEYS_PER_ARTICLE + 1);
    if (existing.length >= GALLEYS_PER_ARTICLE) throw tooMany();
    const row: GalleyRow = {
      id: galleyId,
      articleId: article.id,
      position: replaced?.position ?? existing.reduce((max, g) => Math.max(max, g.position + 1), 0),
      kind: input.file.format,
      // A replacement keeps the old label only for the same kind ('PDF' would mislabel an EPUB).
      label: label !== undefined ? label : replaced && replaced.kind === input.file.format ? replaced.label : null,
      isPublic: input.isPublic ?? replaced?.isPublic ?? true,
      fileName: input.file.fileName,
      storageKey,
      mimeType: input.file.mimeType,
      sizeBytes: input.file.sizeBytes,
      createdAt: new Date(),
    };
    await insertGalley(tx, row);
    if (replaced) {
      await recordArticleEvent(tx, {
        articleId: article.id,
        actorId: user.id,
        kind: "galley_replaced",
        detail: { fileName: input.file.fileName, previousFileName: replaced.fileName },
      });
    } else {
      await recordArticleEvent(tx, {
        articleId: article.id,
        actorId: user.id,
        kind: "galley_added",
        detail: { fileName: input.file.fileName },
      });
    }
    await issuePdfFollows(tx, article);
    return { row, replaced, publicArticle: isPublicArticle(article.status) };
  });
  if (replaced) await discardStoredFile(replaced.storageKey);
  if (publicArticle) contentChanged();
  return galleyView(row);
}

/** Renames a galley's label or makes it public or draft. */
export async function updateGalley(
  user: CurrentUser,
  articleId: string,
  galleyId: string,
  change: { label?: string | null; isPublic?: boolean },
): Promise<GalleyView> {
  const label = change.label === undefined ? undefined : cleanLabel(change.label);
  const { galley, publicArticle } = await db().transaction(async (tx) => {
    const { article } = await loadManagedArticle(user, articleId, { tx, forUpdate: true });
    const galley = await lockedGalley(tx, article.id, galleyId);
    const values: { label?: string | null; isPublic?: boolean } = {};
    if (label !== undefined && label !== galley.label) values.label = label;
    if (change.isPublic !== undefined && change.isPublic !== galley.isPublic) values.isPublic = change.isPublic;
    if (Object.keys(values).length > 0) {
      await updateGalleyRow(tx, galley.id, values);
      await recordArticleEvent(tx, {
        articleId: article.id,
        actorId: user.id,
        kind: "galley_updated",
        detail: { fileName: galley.fileName, ...values },
      });
    }
    if (Object.keys(values).length > 0) await issuePdfFollows(tx, article);
    return {
      galley: { ...galley, ...values },
      publicArticle: isPublicArticle(article.status) && Object.keys(values).length > 0,
    };
  });
  if (publicArticle) contentChanged();
  return galleyView(galley);
}

/** Moves a galley one place up or down in the reading order (positions are renumbered 0..n-1). */
export async function moveGalley(
  user: CurrentUser,
  articleId: string,
  galleyId: string,
  direction: "up" | "down",
): Promise<void> {
  const publicArticle = await db().transaction(async (tx) => {
    const { article } = await loadManagedArticle(user, articleId, { tx, forUpdate: true });
    const galley = await lockedGalley(tx, article.id, galleyId);
    const order = await findGalleys(tx, article.id, GALLEYS_PER_ARTICLE * 2);
    const from = order.findIndex((g) => g.id === galley.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return false; // already first or last
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, g] of order.entries()) {
      if (g.position !== position) await updateGalleyRow(tx, g.id, { position });
    }
    await recordArticleEvent(tx, {
      articleId: article.id,
      actorId: user.id,
      kind: "galley_moved",
      detail: { fileName: galley.fileName, direction },
    });
    await issuePdfFollows(tx, article);
    return isPublicArticle(article.status);
  });
  if (publicArticle) contentChanged();
}

/**
 * Whether readers would find a file on the article's page: one of its galleys is public. Publishing
 * an article without one asks the editor first (the articles list's warning, issue 38).
 */
export async function hasPublicGalley(user: CurrentUser, articleId: string): Promise<boolean> {
  const { article } = await loadManagedArticle(user, articleId);
  const galleys = await findGalleys(db(), article.id, GALLEYS_PER_ARTICLE);
  return galleys.some((g) => g.isPublic);
}

/** Deletes a galley; its file is removed once the deletion has committed. */
export async function deleteGalley(user: CurrentUser, articleId: string, galleyId: string): Promise<void> {
  const { galley, publicArticle } = await db().transaction(async (tx) => {
    const { article } = await loadManagedArticle(user, articleId, { tx, forUpdate: true });
    const galley = await lockedGalley(tx, article.id, galleyId);
    await deleteGalleyRow(tx, galley.id);
    await recordArticleEvent(tx, {
      articleId: article.id,
      actorId: user.id,
      kind: "galley_deleted",
      detail: { fileName: galley.fileName },
    });
    await issuePdfFollows(tx, article);
    return { galley, publicArticle: isPublicArticle(article.status) };
  });
  await discardStoredFile(galley.storageKey);
  if (publicArticle) contentChanged();
}

/** The galley intents of POST /desk/articles/:id/galleys/:galleyId. */
export async function changeGalley(
  user: CurrentUser,
  articleId: string,
  galleyId: string,
  intent: GalleyIntent,
  fields: { label?: string; isPublic?: string },
): Promise<string> {
  switch (intent) {
    case "update": {
      const isPublic = fields.isPublic === undefined ? undefined : fields.isPublic === "true";
      await updateGalley(user, articleId, galleyId, { label: fields.label, isPublic });
      return G.updated;
    }
    case "move-up":
    case "move-down":
      await moveGalley(user, articleId, galleyId, intent === "move-up" ? "up" : "down");
      return G.moved;
    case "delete":
      await deleteGalley(user, articleId, galleyId);
      return G.deleted;
  }
}

/** A signed link (300 s) that downloads a galley, public or draft, for the article's editors. */
export async function galleyDownload(user: CurrentUser, articleId: string, galleyId: string): Promise<DownloadLink> {
  const { article } = await loadManagedArticle(user, articleId);
  if (!isUuid(galleyId)) throw galleyNotFound();
  const galley = await findGalley(db(), article.id, galleyId);
  if (!galley) throw galleyNotFound();
  const platform = services();
  const { storage } = platform;
  if (!(await storage.exists(galley.storageKey))) {
    logger.error({ galleyId: galley.id, storageKey: galley.storageKey }, "galley row without its stored file");
    throw galleyNotFound();
  }
  const url = await signedDownloadUrl(platform, {
    key: galley.storageKey,
    fileName: galley.fileName,
    mimeType: galley.mimeType,
    disposition: "attachment",
  });
  return { url, fileName: galley.fileName };
}

async function readAll(stream: ReadableStream<Uint8Array>, sizeBytes: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(sizeBytes);
  let at = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.length > bytes.length) throw new Error("the stored file grew while it was read");
    bytes.set(value, at);
    at += value.length;
  }
  return bytes.subarray(0, at);
}

/**
 * Reads the article's PDF galley (`galleyId`, else its first PDF) and extracts the title, authors,
 * abstract, keywords, DOI, type and dates from it. 400 'Please upload a PDF file first' without a
 * PDF galley; 422 'Failed to extract metadata' when the PDF cannot be read, or 422 with the
 * sandbox's reason when it passed the sandbox's limits ('The file could not be read: it is too
 * large when decompressed'). The PDF is parsed in the sandbox (ADR 049).
 */
export async function extractArticleMetadata(
  user: CurrentUser,
  articleId: string,
  galleyId?: string | null,
): Promise<ExtractedPdfMetadata> {
  const { article } = await loadManagedArticle(user, articleId);
  const galleys = await findGalleys(db(), article.id, GALLEYS_PER_ARTICLE * 2);
  const pdf = galleyId
    ? galleys.find((g) => g.id === galleyId && g.kind === "pdf")
    : galleys.find((g) => g.kind === "pdf");
  if (!pdf) throw new AppError("galleys.no_pdf", 400, M.pdfFirst);
  const stored = await services().storage.get(pdf.storageKey);
  if (!stored) throw new AppError("galleys.extract_failed", 422, M.extractFailed);
  try {
    return await extractPdfMetadata(await readAll(stored.stream, stored.sizeBytes));
  } catch (err) {
    logger.warn({ err, galleyId: pdf.id }, "metadata extraction failed");
    // A file past the sandbox's limits gets the sandbox's reason (422), not the generic message.
    if (err instanceof SandboxLimitError) throw err;
    throw new AppError("galleys.extract_failed", 422, M.extractFailed);
  }
}
