import { type Color, PDFDocument, type PDFPage } from "pdf-lib";
import { winAnsi } from "~/lib/pdf/pdf-text";
import { wrapBreakingWords } from "~/lib/pdf/wrap";
import { detachPageReferences } from "./article-links.server";
import type { FullIssueArticle } from "./full-issue-pdf.server";
import { addUriLink } from "./pdf-links.server";
import { A4, accentColor, CONTENT_WIDTH, type Fonts, GREY, INK, MARGIN } from "./page-style.server";
import { authorsLine } from "./toc-pages.server";

/**
 * Appends an article's pages to `doc`, or, when its PDF is missing or cannot be read (corrupt,
 * encrypted, no pages), one page pointing readers to the article online. The article's own
 * document is only referenced here, so it can be freed as soon as this returns.
 */
export async function appendArticle(
  doc: PDFDocument,
  article: FullIssueArticle,
  fonts: Fonts,
  primaryColor: string | null,
): Promise<{ first: PDFPage; pageCount: number; placeholder: boolean }> {
  const copied = article.pdf ? await copyArticlePages(doc, article.pdf) : null;
  if (copied) {
    for (const page of copied) doc.addPage(page);
    return { first: copied[0], pageCount: copied.length, placeholder: false };
  }
  return { first: addPlaceholderPage(doc, article, fonts, primaryColor), pageCount: 1, placeholder: true };
}

async function copyArticlePages(doc: PDFDocument, bytes: Uint8Array): Promise<PDFPage[] | null> {
  try {
    // An encrypted PDF throws here (its content could not be copied readably); so does a corrupt one.
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    if (source.getPageCount() === 0) return null;
    const reattach = detachPageReferences(source);
    // One copyPages call for all pages, so resources the pages share (fonts, images) are copied once.
    const copied = await doc.copyPages(source, source.getPageIndices());
    reattach(copied);
    return copied;
  } catch {
    return null;
  }
}

function addPlaceholderPage(
  doc: PDFDocument,
  article: FullIssueArticle,
  fonts: Fonts,
  primaryColor: string | null,
): PDFPage {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const accent = accentColor(primaryColor);
  page.drawRectangle({ x: 0, y: height - 6, width, height: 6, color: accent });
  let y = height - 96;
  const lines = (text: string, font: Fonts["regular"], size: number, leading: number, color: Color = INK) => {
    const wrapped = wrapBreakingWords(winAnsi(text), font, size, CONTENT_WIDTH);
    for (const line of wrapped) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= leading;
    }
    return wrapped.length;
  };
  if (article.articleType) lines(article.articleType.toUpperCase(), fonts.bold, 9, 14, accent);
  lines(article.title, fonts.bold, 18, 23);
  y -= 4;
  if (article.authors.length > 0) lines(authorsLine(article.authors), fonts.regular, 11, 15, GREY);
  y -= 28;
  lines("The PDF of this article is not part of this file.", fonts.regular, 11, 15, GREY);
  y -= 4;
  const linkTop = y;
  const count = lines(`Read this article online: ${article.url}`, fonts.regular, 12, 16, accent);
  addUriLink(doc, page, { x: MARGIN, y: linkTop - count * 16, width: CONTENT_WIDTH, height: count * 16 }, article.url);
  if (article.doi) {
    y -= 6;
    lines(`DOI: ${article.doi}`, fonts.regular, 10, 14, GREY);
  }
  return page;
}
