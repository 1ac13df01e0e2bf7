// 'New article from PDF' and 'Fill from Crossref' (ADR 063): read before the article exists, so
// nothing is stored here. The PDF is read in the sandbox (ADR 049) from the upload's temp file,
// which the route disposes of; the galley is uploaded once the article is saved.
import fs from "node:fs/promises";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { lookUpCrossrefWork } from "~/modules/pdf-metadata/crossref-work.server";
import { extractPdfMetadata } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import type { UploadFormatRules } from "~/modules/submission-files/upload.server";
import { ARTICLE_FROM_PDF_MESSAGES as M } from "./article-from-pdf.constants";
import { ARTICLE_MESSAGES } from "./articles.desk.constants";
import { requireArticleDesk } from "./articles.desk.service.server";
import { bareDoi } from "./articles.desk.schemas";
import { galleyContentMatches } from "./galley-sniff.server";
import { GALLEY_KIND_INFO } from "./galley-format";

/** The upload rules of the final PDF: a PDF by name or type, and by content. */
export const FINAL_PDF_RULES: UploadFormatRules<"pdf"> = {
  claimed: (fileName, mimeType) =>
    /\.pdf$/i.test(fileName) || (!/\.[a-z0-9]+$/i.test(fileName) && /^application\/pdf\b/i.test(mimeType))
      ? "pdf"
      : null,
  matches: galleyContentMatches,
  mimeType: () => GALLEY_KIND_INFO.pdf.mimeType,
  invalidFormat: M.notPdf,
  contentMismatch: M.notPdf,
};

/** Who may start a new article from a PDF: whoever may add articles (checked before the body is read). */
export function requireNewArticleFromPdf(user: CurrentUser): void {
  requireArticleDesk(user);
}

/**
 * The metadata of the PDF at `tempPath`, read in the sandbox. 422 'Failed to extract metadata'
 * for a file that is not a readable PDF, or the sandbox's own message past its limits.
 */
export async function readNewArticlePdf(user: CurrentUser, tempPath: string): Promise<ExtractedPdfMetadata> {
  requireNewArticleFromPdf(user);
  const bytes = new Uint8Array(await fs.readFile(tempPath));
  try {
    return await extractPdfMetadata(bytes);
  } catch (err) {
    if (err instanceof SandboxLimitError) throw err;
    logger.warn({ err }, "metadata extraction of a new article's PDF failed");
    throw new AppError("articles.extract_failed", 422, ARTICLE_MESSAGES.extractFailed);
  }
}

/**
 * The metadata Crossref holds for `doi` (as typed: a bare DOI or its https://doi.org/ address).
 * 400 for a malformed DOI, 404 when Crossref has no record of it, 502 when it cannot be reached.
 */
export async function crossrefMetadata(user: CurrentUser, doi: string): Promise<ExtractedPdfMetadata> {
  requireArticleDesk(user);
  const bare = bareDoi(doi);
  if (!/^10\.\d{4,9}\/\S+$/.test(bare) || bare.length > 300)
    throw new AppError("articles.doi_format", 400, M.doiInvalid);
  const found = await lookUpCrossrefWork(services().env, bare);
  if (found.ok) return found.metadata;
  if (found.reason === "unknown") throw new AppError("articles.crossref_unknown", 404, M.crossrefUnknown);
  logger.warn({ doi: bare, detail: found.detail }, "Crossref lookup failed");
  throw new AppError("articles.crossref_unreachable", 502, M.crossrefUnreachable);
}
