// The publishing desk's articles screen (spec 002 sections 2.6, 3.4, 5, 8 and 9): limits, the list's
// filters and the messages shown to editors, word for word where the spec gives them.

/** Rows per page of the articles list. */
export const ARTICLES_PAGE_SIZE = 25;

/** Longest search text accepted (longer input is cut). */
export const MAX_SEARCH_LENGTH = 100;

/** Entries of an article's history shown in its dialog. */
export const ARTICLE_HISTORY_LIMIT = 100;

/** Galleys of one article (a handful in practice; bounds the dialog and the storage). */
export const GALLEYS_PER_ARTICLE = 20;

/** Spec 002 sections 5 and 9. */
export const ARTICLE_LIMITS = {
  titleMin: 10,
  titleMax: 500,
  abstractMin: 100,
  abstractMax: 5000,
  authorsMax: 50,
  authorNameMin: 2,
  authorNameMax: 100,
  authorEmailMax: 255,
  affiliationMin: 2,
  affiliationMax: 500,
  keywordsMin: 1,
  keywordsMax: 20,
  keywordMin: 2,
  keywordMax: 50,
  doiMax: 200,
  pageMax: 100_000,
  galleyLabelMax: 100,
} as const;

/** Article types of the admin form (spec 002 section 3.4), in the database's enum. */
export const ARTICLE_TYPES = [
  "research_article",
  "review_article",
  "case_study",
  "short_communication",
  "case_report",
  "editorial",
  "letter_to_editor",
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/**
 * Notices about another published article (ADR 066): issued from the list's 'Issue notice', never
 * chosen in the form, and never changed into or out of.
 */
export const NOTICE_TYPES = ["correction", "expression_of_concern", "retraction"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Every stored article type. */
export type StoredArticleType = ArticleType | NoticeType;
export const STORED_ARTICLE_TYPES = [...ARTICLE_TYPES, ...NOTICE_TYPES] as const;

export function isNoticeType(type: string): type is NoticeType {
  return (NOTICE_TYPES as readonly string[]).includes(type);
}

export const ARTICLE_STATUSES = ["draft", "submitted", "published", "withdrawn"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What the form sets: an article is published and withdrawn with the list's toggle, not here. */
export const FORM_STATUSES = ["draft", "submitted"] as const;

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  published: "Published",
  withdrawn: "Withdrawn",
};

/**
 * The list's status filter. The spec treats any status other than published as Draft; withdrawn
 * articles (a status the original did not have) get their own choice.
 */
export const LIST_STATUS_FILTERS = ["published", "draft", "withdrawn"] as const;
export type ListStatusFilter = (typeof LIST_STATUS_FILTERS)[number];
export const LIST_STATUS_LABELS: Record<ListStatusFilter, string> = {
  published: "Published",
  draft: "Draft",
  withdrawn: "Withdrawn",
};

export const ARTICLES_ACCESS_DENIED = "You need editor or admin privileges to manage articles.";

export const ARTICLE_MESSAGES = {
  // Spec 002 section 8.
  loadFailed: "Failed to load articles",
  saveFailed: "Unable to save article. Please try again.",
  deleteFailed: "Failed to delete article",
  statusFailed: "Failed to update article status",
  uploadFailed: "Failed to upload some manuscript files. Please try again.",
  fileDeleteFailed: "Failed to delete manuscript file. Please try again.",
  noIssues: "No issues found for the selected journal. Please create an issue first.",
  verifyTitleFailed: "Unable to verify title. Please try again.",
  pdfFirst: "Please upload a PDF file first",
  extractFailed: "Failed to extract metadata",
  validationTitle: "Validation Error",
  // Spec 002 section 5.
  titleTooShort: "Title must be at least 10 characters",
  titleTooLong: "Title must be at most 500 characters",
  abstractTooShort: "Abstract must be at least 100 characters",
  abstractTooLong: "Abstract must be at most 5000 characters",
  authorRequired: "At least one author is required",
  tooManyAuthors: "An article can have at most 50 authors",
  authorName: "Each author's name must be 2-100 characters",
  authorEmail: "Each author needs a valid email address (at most 255 characters)",
  authorAffiliation: "Each author's affiliation must be 2-500 characters",
  oneCorresponding: "Exactly one author must be the corresponding author",
  keywordRequired: "At least one keyword is required",
  tooManyKeywords: "An article can have at most 20 keywords",
  keywordLength: "Each keyword must be 2-50 characters",
  duplicateKeyword: "Each keyword may appear only once",
  doiFormat: "DOI must be in the format 10.NNNN/suffix",
  doiTaken: "Another article already has this DOI.",
  doiLocked: "This DOI has been deposited with Crossref and cannot be changed.",
  typeRequired: "Article type is required",
  noticeTypeFixed: "A notice keeps its type, and an article cannot become a notice: issue notices from the list.",
  invalidJournal: "Invalid journal ID",
  invalidIssue: "Invalid issue ID",
  issueRequired: "Please choose an issue",
  awaitingIssueHint: "The journal has no issue yet: the draft waits for one, and is assigned before it is published.",
  issueOfOtherJournal: "The issue belongs to another journal.",
  duplicateTitle: "An article with this title already exists. Please use a unique title.",
  pageNumber: "Pages must be whole numbers from 1 to 100000",
  pageOrder: "The last page must not come before the first page",
  dateFormat: "Dates must be real dates (YYYY-MM-DD)",
  statusInvalid: "Status must be Draft or Submitted",
  journalLocked: "A published article stays in its journal: its number and address belong to it.",
  // This screen's own answers.
  created: "Article created successfully",
  updated: "Article updated successfully",
  deleted: "Article deleted successfully",
  published: "Article published",
  noPublicGalley:
    "This article has no public galley: readers will find no file to read. Make a galley public first, or publish it anyway.",
  withdrawn: "Article withdrawn",
  notFound: "Article not found",
  deleteConfirm: "Are you sure you want to delete this article? This action cannot be undone.",
  deletePublished:
    "Published and withdrawn articles are part of the scholarly record and cannot be deleted. Withdraw a published article instead.",
  empty: "No articles found",
  emptyFiltered: "No article matches these filters. Try other filters or clear them.",
  emptyFirst: "Articles you add, or create from accepted submissions, will appear here.",
  saveFirst: "Save the article first, then upload its galley files.",
  invalidRequest: "The request could not be read. Please reload the page and try again.",
} as const;

export const GALLEY_MESSAGES = {
  uploaded: "Galley uploaded",
  replaced: "Galley replaced",
  updated: "Galley updated",
  moved: "Galley moved",
  deleted: "Galley deleted",
  notFound: "Galley not found. It may have been deleted.",
  tooMany: `An article can have at most ${GALLEYS_PER_ARTICLE} galley files.`,
  labelTooLong: `A galley label must be at most ${ARTICLE_LIMITS.galleyLabelMax} characters.`,
  noFileChosen: "Please choose a file to upload.",
  deleteConfirm: "Are you sure you want to delete this galley file? This action cannot be undone.",
  extracted: "Metadata extracted",
} as const;

/** What a post to /dashboard/articles asks for (the form's `intent`). */
export const ARTICLE_INTENTS = [
  "create",
  "update",
  "delete",
  "publish",
  "withdraw",
  "issue-notice",
  "new-version",
] as const;
export type ArticleIntent = (typeof ARTICLE_INTENTS)[number];

export function isArticleIntent(value: unknown): value is ArticleIntent {
  return typeof value === "string" && (ARTICLE_INTENTS as readonly string[]).includes(value);
}

/** What a post to a galley asks for. */
export const GALLEY_INTENTS = ["update", "move-up", "move-down", "delete"] as const;
export type GalleyIntent = (typeof GALLEY_INTENTS)[number];
