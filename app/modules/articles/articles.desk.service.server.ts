// The publishing desk's articles (spec 002 section 2.6): the list, one article for its dialog, add,
// edit, delete and the publish toggle. Every use case checks `articles.manage` on the article's
// journal: an editor of one journal finds another journal's articles nowhere (404, as for a
// missing one). Publishing and withdrawing are the publishing module's transactions.
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { isDoiLocked, redepositIfDeposited } from "~/modules/crossref/crossref.service.server";
import { scheduleFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import { volumeIssueLabel } from "./article-format";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { articlePath } from "~/lib/paths";
import { recordArticleEvent, replaceArticleAuthors } from "./article-writes.server";
import { galleyLabel } from "./galley-kind";
import { publishArticle, withdrawArticle } from "./articles.publishing.service.server";
import { referenceListText } from "~/modules/references/reference-text";
import { getArticleReferences, saveArticleReferences } from "~/modules/references/references.service.server";
import { regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { discardStoredFile } from "~/modules/submission-files/submission-files.service.server";
import { prefixTsQuery } from "~/modules/users/search-terms";
import {
  ARTICLE_HISTORY_LIMIT,
  ARTICLE_MESSAGES as M,
  ARTICLES_ACCESS_DENIED,
  ARTICLES_PAGE_SIZE,
  GALLEYS_PER_ARTICLE,
  isNoticeType,
  type ArticleStatus,
} from "./articles.desk.constants";
import {
  articleDisplayId,
  isUuid,
  type ArticleForm,
  type ArticleFormInput,
  type FieldErrors,
} from "./articles.desk.schemas";
import {
  countArticles,
  deleteArticleRow,
  doiTaken,
  findArticleAuthors,
  findArticleEvents,
  findArticlePage,
  findArticleRecord,
  findGalleyKeys,
  findGalleys,
  findIssue,
  findIssuesOfJournal,
  findJournalsOf,
  insertArticle,
  journalExists,
  journalHasIssues,
  titleTaken,
  updateArticleRow,
  type ArticleFilter,
  type ArticleRecord,
  type GalleyRow,
  type JournalScope,
} from "./articles.desk.repository.server";
import type { ArticleDetail, ArticleListPage, ArticleListQuery, GalleyView, IssueOption } from "./articles.desk.types";

/** Up to this many matches, a search reads the matching ids from the full-text index first. */
const FEW_MATCHES = 5000;
/** Matches counted at most (400 pages); past it the list says "10,000 or more articles". */
export const COUNT_CAP = 10_000;
/**
 * A search's matches are counted at most to this (40 pages): counting them reads each match's row,
 * 400 ms for a word in most of 100,000 abstracts; 1,000 cost about 80 ms (docs/benchmarks.md).
 */
export const SEARCH_COUNT_CAP = 1_000;
/** Issues offered for one journal (newest first); a journal publishes a handful a year. */
const ISSUES_LIMIT = 500;

/** A refusal of the article form that names the field it is about. */
export class ArticleFormError extends AppError {
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super("articles.invalid", status, message);
  }
}

const fieldError = (status: number, field: string, message: string) =>
  new ArticleFormError(status, message, { [field]: message });

export const articleNotFound = () => new AppError("articles.not_found", 404, M.notFound);

/** The journals whose articles `user` manages: every journal (null) or these. */
export function articleScopeOf(user: Pick<CurrentUser, "id" | "roles" | "status">): JournalScope {
  const grants = user.roles.filter((grant) =>
    can({ ...user, roles: [grant] }, "articles.manage", { journalId: grant.journalId }),
  );
  if (grants.some((g) => g.journalId === null)) return null;
  return [...new Set(grants.map((g) => g.journalId as string))];
}

/** The screen's gate: editors and admins of at least one journal (403 with the reason otherwise). */
export function requireArticleDesk(user: CurrentUser): void {
  if (!can(user, "articles.manage")) throw new AppError("forbidden", 403, ARTICLES_ACCESS_DENIED);
}

const manages = (user: CurrentUser, journalId: string) => can(user, "articles.manage", { journalId });

/**
 * The article `articleId` if `user` may manage it, locked with `forUpdate` in a transaction. A
 * malformed id, a missing article and one of a journal the user does not manage are the same 404.
 */
export async function loadManagedArticle(
  user: CurrentUser,
  articleId: string,
  opts: { tx?: Db; forUpdate?: boolean } = {},
): Promise<ArticleRecord> {
  requireArticleDesk(user);
  if (!isUuid(articleId)) throw articleNotFound();
  const record = await findArticleRecord(opts.tx ?? db(), articleId, { forUpdate: opts.forUpdate });
  if (!record || !manages(user, record.article.journalId)) throw articleNotFound();
  return record;
}

/** The list's issue column for an article made before its journal had an issue. */
const AWAITING_ISSUE = "Awaiting an issue";

/** The public page of an article that has one (published or withdrawn, so numbered). */
function publicPathOf(record: {
  status: ArticleStatus;
  articleNumber: number | null;
  journalShortName: string;
  volumeNumber: number | null;
}): string | null {
  if (record.articleNumber === null || (record.status !== "published" && record.status !== "withdrawn")) return null;
  // A public article always has its issue (articles_issue_unless_draft).
  if (record.volumeNumber === null) return null;
  return articlePath(record.journalShortName, record.volumeNumber, record.articleNumber);
}

function issueOption(issue: Awaited<ReturnType<typeof findIssuesOfJournal>>[number]): IssueOption {
  const label = volumeIssueLabel(issue);
  return {
    id: issue.id,
    journalId: issue.journalId,
    label: issue.title ? `${label}: ${issue.title}` : label,
    status: issue.status,
  };
}

/** The issues of a journal the user manages, newest first (the dialog's Issue select). */
export async function listIssuesForArticles(user: CurrentUser, journalId: string): Promise<IssueOption[]> {
  requireArticleDesk(user);
  if (!isUuid(journalId) || !manages(user, journalId)) throw new AppError("journals.not_found", 404, M.invalidJournal);
  return (await findIssuesOfJournal(db(), journalId, ISSUES_LIMIT)).map(issueOption);
}

/**
 * One page of the articles of the journals the user manages, newest first, with the filter bar's
 * journals and (for a chosen journal) its issues. Filters naming a journal the user does not
 * manage, or an issue of another journal, are dropped.
 */
export async function findArticles(actor: CurrentUser, requested: ArticleListQuery): Promise<ArticleListPage> {
  requireArticleDesk(actor);
  const scope = articleScopeOf(actor);
  const journals = await findJournalsOf(db(), scope);
  const query = { ...requested };
  if (query.journal !== "all" && !journals.some((j) => j.id === query.journal)) {
    query.journal = "all";
    query.issue = "all";
  }
  const issues =
    query.journal === "all" ? [] : (await findIssuesOfJournal(db(), query.journal, ISSUES_LIMIT)).map(issueOption);
  if (query.issue !== "all" && !issues.some((i) => i.id === query.issue)) query.issue = "all";

  const filter: ArticleFilter = {
    tsQuery: prefixTsQuery(query.search),
    journalId: query.journal === "all" ? null : query.journal,
    issueId: query.issue === "all" ? null : query.issue,
    status: query.status === "all" ? null : query.status,
    type: query.type === "all" ? null : query.type,
  };
  const cap = filter.tsQuery ? SEARCH_COUNT_CAP : COUNT_CAP;
  const counted = await countArticles(db(), scope, filter, cap);
  const matching = Math.min(counted, cap);
  const rows =
    matching === 0
      ? []
      : await findArticlePage(db(), {
          scope,
          filter,
          // A capped count means many: walking the date index finds a page sooner.
          fewMatches: counted <= cap && matching <= FEW_MATCHES,
          limit: ARTICLES_PAGE_SIZE,
          offset: (query.page - 1) * ARTICLES_PAGE_SIZE,
        });
  return {
    query,
    rows: rows.map((row) => ({
      id: row.id,
      displayId: articleDisplayId(row.articleNumber),
      title: row.title,
      journalShortName: row.journalShortName,
      issueLabel:
        row.volumeNumber === null || row.issueNumber === null || row.issueType === null
          ? AWAITING_ISSUE
          : volumeIssueLabel({ volumeNumber: row.volumeNumber, issueNumber: row.issueNumber, type: row.issueType }),
      articleType: row.articleType,
      status: row.status,
      date: row.publicationDate ?? row.createdAt.toISOString().slice(0, 10),
      dateKind: row.publicationDate ? "published" : "added",
      publicPath: publicPathOf({ ...row }),
      canDelete: row.articleNumber === null && (row.status === "draft" || row.status === "submitted"),
    })),
    matching,
    matchingCapped: counted > cap,
    pageCount: Math.max(1, Math.ceil(matching / ARTICLES_PAGE_SIZE)),
    pageSize: ARTICLES_PAGE_SIZE,
    journals,
    issues,
  };
}

export function galleyView(row: GalleyRow): GalleyView {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    displayLabel: galleyLabel(row),
    isPublic: row.isPublic,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One article for the Edit dialog: its fields, the issues of its journal, its galleys and history. */
export async function getArticleDetail(actor: CurrentUser, articleId: string): Promise<ArticleDetail> {
  const record = await loadManagedArticle(actor, articleId);
  const a = record.article;
  const [authors, galleys, events, issues, references] = await Promise.all([
    findArticleAuthors(db(), a.id),
    findGalleys(db(), a.id, GALLEYS_PER_ARTICLE * 2),
    findArticleEvents(db(), a.id, ARTICLE_HISTORY_LIMIT),
    findIssuesOfJournal(db(), a.journalId, ISSUES_LIMIT),
    getArticleReferences(a.id),
  ]);
  const form: ArticleForm = {
    journalId: a.journalId,
    // Empty: the article awaits its issue.
    issueId: a.issueId ?? "",
    title: a.title,
    articleType: a.articleType,
    // Spec 002 section 4: any other stored value loads as draft (published and withdrawn are the toggle's).
    status: a.status === "submitted" ? "submitted" : "draft",
    authors: authors.map((au) => ({
      name: au.name,
      email: au.email ?? "",
      affiliation: au.affiliation ?? "",
      orcid: au.orcid ?? "",
      isCorresponding: au.isCorresponding,
    })),
    abstract: a.abstract ?? "",
    keywords: [...a.keywords],
    doi: a.doi ?? "",
    pageStart: a.pageStart === null ? "" : String(a.pageStart),
    pageEnd: a.pageEnd === null ? "" : String(a.pageEnd),
    submissionDate: a.submissionDate ?? "",
    revisedDate: a.revisedDate ?? "",
    acceptanceDate: a.acceptanceDate ?? "",
    publicationDate: a.publicationDate ?? "",
    references: referenceListText(references),
  };
  // Exactly one corresponding author in the form, even for records made without one.
  if (form.authors.length > 0 && form.authors.filter((x) => x.isCorresponding).length !== 1) {
    form.authors = form.authors.map((x, i) => ({ ...x, isCorresponding: i === 0 }));
  }
  return {
    id: a.id,
    status: a.status,
    displayId: articleDisplayId(a.articleNumber),
    publicPath: publicPathOf({ ...a, journalShortName: record.journalShortName, volumeNumber: record.volumeNumber }),
    withdrawalReason: a.withdrawalReason,
    form,
    issues: issues.map(issueOption),
    galleys: galleys.map(galleyView),
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      detail: e.detail,
      actorName: e.actorName,
      at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * The journal and issue of a saved article: a journal the user manages and an issue of it. Only a
 * draft may await an issue (`status`: the status the article will have).
 */
async function checkPlacement(tx: Db, actor: CurrentUser, input: ArticleFormInput, status: string): Promise<void> {
  if (!manages(actor, input.journalId)) throw new AppError("forbidden", 403, ARTICLES_ACCESS_DENIED);
  if (!(await journalExists(tx, input.journalId))) throw fieldError(400, "journalId", M.invalidJournal);
  const noIssues = !(await journalHasIssues(tx, input.journalId));
  if (input.issueId === null) {
    if (status === "draft") return;
    throw fieldError(400, "issueId", noIssues ? M.noIssues : M.issueRequired);
  }
  if (noIssues) throw fieldError(400, "issueId", M.noIssues);
  const issue = await findIssue(tx, input.issueId);
  if (!issue) throw fieldError(400, "issueId", M.invalidIssue);
  if (issue.journalId !== input.journalId) throw fieldError(400, "issueId", M.issueOfOtherJournal);
}

/** The title and DOI are no other article's. */
async function checkUnique(tx: Db, input: ArticleFormInput, ownId: string | null): Promise<void> {
  if (await titleTaken(tx, input.title, ownId)) throw fieldError(409, "title", M.duplicateTitle);
  if (input.doi && (await doiTaken(tx, input.doi, ownId))) throw fieldError(409, "doi", M.doiTaken);
}

function valuesOf(input: ArticleFormInput) {
  return {
    journalId: input.journalId,
    issueId: input.issueId,
    title: input.title,
    abstract: input.abstract,
    articleType: input.articleType,
    keywords: input.keywords,
    doi: input.doi,
    pageStart: input.pageStart,
    pageEnd: input.pageEnd,
    submissionDate: input.submissionDate,
    revisedDate: input.revisedDate,
    acceptanceDate: input.acceptanceDate,
    publicationDate: input.publicationDate,
  };
}

function authorsOf(input: ArticleFormInput) {
  return input.authors.map((a) => ({
    name: a.name,
    email: a.email,
    affiliation: a.affiliation,
    orcid: a.orcid || null,
    isCorresponding: a.isCorresponding,
  }));
}

/** A DOI taken by a concurrent save (the column is unique): the same answer as the check before. */
function uniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function withDoiRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error)) throw fieldError(409, "doi", M.doiTaken);
    throw error;
  }
}

/** Adds an article (a draft or submitted, unnumbered until published) with its authors. */
export async function createArticle(actor: CurrentUser, input: ArticleFormInput): Promise<{ articleId: string }> {
  requireArticleDesk(actor);
  const articleId = crypto.randomUUID();
  await withDoiRace(() =>
    db().transaction(async (tx) => {
      if (isNoticeType(input.articleType)) throw fieldError(400, "articleType", M.noticeTypeFixed);
      await checkPlacement(tx, actor, input, input.status);
      await checkUnique(tx, input, null);
      await insertArticle(tx, { id: articleId, createdBy: actor.id, status: input.status, ...valuesOf(input) });
      await replaceArticleAuthors(tx, articleId, authorsOf(input));
      if (input.references) await saveArticleReferences(tx, articleId, input.references);
      await recordArticleEvent(tx, { articleId, actorId: actor.id, kind: "created", detail: {} });
    }),
  );
  return { articleId };
}

const FIELD_NAMES: Record<string, string> = {
  journalId: "journal",
  issueId: "issue",
  title: "title",
  abstract: "abstract",
  articleType: "type",
  keywords: "keywords",
  doi: "DOI",
  pageStart: "pages",
  pageEnd: "pages",
  submissionDate: "received date",
  revisedDate: "revised date",
  acceptanceDate: "accepted date",
  publicationDate: "publication date",
};

/**
 * Saves the dialog's fields and authors. A published (or withdrawn) article keeps its status (the
 * toggle changes it) and its journal (its number and address belong there); a change to its title
 * or abstract refreshes the journal's sitemap entries in the same transaction, and public caches
 * are emptied after the commit.
 */
export async function updateArticle(actor: CurrentUser, articleId: string, input: ArticleFormInput): Promise<void> {
  const isPublic = await withDoiRace(() =>
    db().transaction(async (tx) => {
      const record = await loadManagedArticle(actor, articleId, { tx, forUpdate: true });
      const before = record.article;
      const noticeTouched = isNoticeType(input.articleType) || isNoticeType(before.articleType);
      if (noticeTouched && input.articleType !== before.articleType) {
        throw fieldError(400, "articleType", M.noticeTypeFixed);
      }
      if (input.journalId !== before.journalId && before.articleNumber !== null) {
        throw fieldError(400, "journalId", M.journalLocked);
      }
      const editable = before.status === "draft" || before.status === "submitted";
      const status = editable ? input.status : before.status;
      await checkPlacement(tx, actor, input, status);
      await checkUnique(tx, input, before.id);
      if ((before.doi ?? "") !== (input.doi ?? "") && before.doi && (await isDoiLocked(tx, before.id))) {
        throw fieldError(409, "doi", M.doiLocked);
      }
      const values = valuesOf(input);
      await updateArticleRow(tx, before.id, { ...values, status });
      const oldAuthors = authorsOfRecord(await findArticleAuthors(tx, before.id));
      await replaceArticleAuthors(tx, before.id, authorsOf(input));
      const referencesChanged = input.references ? await saveArticleReferences(tx, before.id, input.references) : false;

      const changed = new Set<string>();
      for (const [key, value] of Object.entries(values)) {
        const old = (before as Record<string, unknown>)[key];
        if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changed.add(FIELD_NAMES[key] ?? key);
      }
      if (JSON.stringify(oldAuthors) !== JSON.stringify(authorsOf(input))) changed.add("authors");
      if (referencesChanged) changed.add("references");
      if (changed.size > 0) {
        await recordArticleEvent(tx, {
          articleId: before.id,
          actorId: actor.id,
          kind: "edited",
          detail: { fields: [...changed] },
        });
      }
      if (status !== before.status) {
        await recordArticleEvent(tx, {
          articleId: before.id,
          actorId: actor.id,
          kind: "status_changed",
          detail: { from: before.status, to: status },
        });
      }
      const published = before.status === "published";
      if (published && changed.size > 0) {
        await regenerateSitemapEntries(tx, { articleId: before.id });
        // The issue's full PDF lists its articles' titles and authors.
        if (before.issueId) await scheduleFullIssuePdf(tx, before.issueId);
        // Crossref's record follows the article's: a DOI registered or on its way is deposited again.
        await redepositIfDeposited(tx, before.id, actor.id);
      }
      return before.status === "published" || before.status === "withdrawn";
    }),
  );
  if (isPublic) contentChanged();
}

function authorsOfRecord(rows: Awaited<ReturnType<typeof findArticleAuthors>>) {
  return rows.map((a) => ({
    name: a.name,
    email: a.email ?? "",
    affiliation: a.affiliation ?? "",
    orcid: a.orcid || null,
    isCorresponding: a.isCorresponding,
  }));
}

/**
 * Deletes a draft article with its authors, galleys and history; its stored galley files are removed
 * once the deletion has committed. A published or withdrawn article is part of the scholarly record:
 * 409, withdraw it instead.
 */
export async function deleteArticle(actor: CurrentUser, articleId: string): Promise<void> {
  const keys = await db().transaction(async (tx) => {
    const { article } = await loadManagedArticle(actor, articleId, { tx, forUpdate: true });
    if (article.articleNumber !== null || (article.status !== "draft" && article.status !== "submitted")) {
      throw new AppError("articles.published", 409, M.deletePublished);
    }
    const keys = await findGalleyKeys(tx, article.id);
    await deleteArticleRow(tx, article.id);
    return keys;
  });
  // After the commit: a rollback must never leave a row without its file.
  await Promise.all(keys.map(discardStoredFile));
}

/** The list's toggle: a published article is withdrawn (with `reason`), any other is published. */
export async function toggleArticlePublication(
  actor: CurrentUser,
  articleId: string,
  change: { publish: true } | { publish: false; reason: string },
): Promise<void> {
  // 404 for an article of another journal before the publishing module's 403.
  await loadManagedArticle(actor, articleId);
  if (change.publish) await publishArticle(actor, articleId);
  else await withdrawArticle(actor, articleId, change.reason);
}
