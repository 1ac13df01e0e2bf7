import { setImmediate as nextTurn } from "node:timers/promises";
import { PDFDocument, type PDFPage } from "pdf-lib";
import { appendArticle } from "./article-pages.server";
import { addCoverPage } from "./cover-page.server";
import { A4, embedFonts } from "./page-style.server";
import { addOutline } from "./pdf-outline.server";
import { drawToc, layoutToc } from "./toc-pages.server";

export type FullIssueArticle = {
  title: string;
  authors: string[];
  articleType: string | null;
  /** The article's PDF galley; null when it has none. */
  pdf: Uint8Array | null;
  doi: string | null;
  /** The article's public page, offered when its PDF cannot be included. */
  url: string;
};

export type FullIssueInput = {
  journal: {
    title: string;
    shortName: string;
    issnPrint: string | null;
    issnOnline: string | null;
    /** "#rrggbb" */
    primaryColor: string | null;
  };
  issue: {
    /** "Volume 5, Issue 2" or "Volume 5, Special Issue 1" */
    label: string;
    title: string | null;
    /** YYYY-MM-DD */
    publicationDate: string | null;
  };
  /** The issue's cover image (JPEG, PNG, WebP, GIF); converted before it is embedded. */
  cover: Uint8Array | null;
  /** In table-of-contents order. */
  articles: FullIssueArticle[];
  publicUrl: string;
};

export type FullIssueResult = {
  bytes: Uint8Array;
  pageCount: number;
  /** Per article, its first page (1-based) in the combined document and how many pages it has there. */
  toc: { title: string; startPage: number; pageCount: number }[];
};

const PLATFORM = "Scholarly Press";

/**
 * The whole issue as one PDF: cover, contents (with the page each article starts on, linked), then
 * every article's own pages, with bookmarks to each. An article whose PDF is missing or unreadable
 * gets a page linking to it online instead, so one bad galley never stops the issue's PDF.
 *
 * The contents pages are reserved before the articles are added and drawn after, once every
 * article's page count is known: their number depends only on the entries' texts. Articles are
 * loaded and copied one at a time, so only one source PDF is held in memory at once.
 */
export async function buildFullIssuePdf(input: FullIssueInput): Promise<FullIssueResult> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);

  const cover = await addCoverPage(doc, input, fonts);
  const tocLayout = layoutToc(input.articles, fonts);
  const firstTocPage = doc.getPageCount() + 1;
  const tocPages = Array.from({ length: tocLayout.pageCount }, () => doc.addPage(A4));

  const placed: { first: PDFPage; startPage: number; pageCount: number }[] = [];
  for (const article of input.articles) {
    const startPage = doc.getPageCount() + 1;
    const { first, pageCount } = await appendArticle(doc, article, fonts, input.journal.primaryColor);
    placed.push({ first, startPage, pageCount });
    // Parsing and copying are synchronous work; letting other requests through between articles
    // keeps a large issue from stalling the server while it builds.
    await nextTurn();
  }

  drawToc(
    doc,
    tocPages,
    firstTocPage,
    tocLayout,
    placed.map((p) => ({ page: p.first, number: p.startPage })),
    {
      fonts,
      primaryColor: input.journal.primaryColor,
      journalTitle: input.journal.title,
      shortName: input.journal.shortName,
      issueLabel: input.issue.label,
    },
  );
  addOutline(doc, [
    { title: "Cover", page: cover },
    { title: "Contents", page: tocPages[0] },
    ...input.articles.map((a, i) => ({ title: a.title, page: placed[i].first })),
  ]);

  const now = new Date();
  doc.setTitle(`${input.journal.title} — ${input.issue.label}`, { showInWindowTitleBar: true });
  if (input.issue.title) doc.setSubject(input.issue.title);
  doc.setAuthor(input.journal.title);
  doc.setCreator(PLATFORM);
  doc.setProducer(PLATFORM);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const bytes = await doc.save();
  return {
    bytes,
    pageCount: doc.getPageCount(),
    toc: input.articles.map((a, i) => ({
      title: a.title,
      startPage: placed[i].startPage,
      pageCount: placed[i].pageCount,
    })),
  };
}
