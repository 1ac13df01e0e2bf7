import { FilePlus, Newspaper } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { data, redirect, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { HydrationSlice } from "~/components/hydration-slice";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { useHydrated } from "~/lib/use-hydrated";
import { requireUser } from "~/modules/auth/session.server";
import { ArticleFilters } from "~/modules/articles/components/article-filters";
import { ArticleFromPdfButton, type PdfForNewArticle } from "~/modules/articles/components/article-from-pdf-button";
import { ArticlesTable } from "~/modules/articles/components/articles-table";
import {
  ArticleFormDialog,
  DeleteArticleDialog,
  IssueNoticeDialog,
  NewVersionDialog,
  preloadArticleDialogs,
  WithdrawArticleDialog,
} from "~/modules/articles/components/lazy-desk-dialogs";
import { startNewVersion, VERSION_MESSAGES } from "~/modules/articles/articles.versions.service.server";
import { issueNotice } from "~/modules/articles/articles.notices.service.server";
import { NOTICE_MESSAGES } from "~/modules/articles/articles.notices.constants";
import { ARTICLE_MESSAGES, isArticleIntent } from "~/modules/articles/articles.desk.constants";
import { checkArticleForm, parseJsonField } from "~/modules/articles/articles.desk.schemas";
import { articleListSearch, isUuid, parseArticleListQuery } from "~/modules/articles/articles.desk.query";
import {
  ArticleFormError,
  createArticle,
  deleteArticle,
  findArticles,
  getArticleDetail,
  requireArticleDesk,
  toggleArticlePublication,
  updateArticle,
} from "~/modules/articles/articles.desk.service.server";
import type { ArticleActionData, ArticleDetail, ArticleListRow } from "~/modules/articles/articles.desk.types";
import { hasPublicGalley } from "~/modules/articles/galleys.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { Route } from "./+types/articles";
import { LoadError } from "~/components/dashboard/load-error";

export const handle: DashboardHandle = { title: "Articles" };

export function meta() {
  return dashboardMeta("Articles");
}

/** A signed-in user who manages no journal's articles: 403 (rendered inside the dashboard shell). */
function gate(user: CurrentUser): void {
  try {
    requireArticleDesk(user);
  } catch (err) {
    if (err instanceof AppError) throw data({ message: err.message }, { status: err.status });
    throw err;
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  gate(user);
  const page = await findArticles(user, parseArticleListQuery(url.searchParams));
  const edit = url.searchParams.get("edit");
  // A page past the end (articles were deleted, or a stale link): the last page instead.
  if (page.rows.length === 0 && page.matching > 0) {
    throw redirect(`/dashboard/articles${articleListSearch(page.query, { page: page.pageCount, edit })}`);
  }
  let editing: ArticleDetail | null = null;
  let editMissing = false;
  if (edit) {
    try {
      editing = await getArticleDetail(user, edit);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 404) throw err;
      editMissing = true;
    }
  }
  return { ...page, editing, editMissing };
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  gate(user);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (!form || !isArticleIntent(intent)) {
    return data<ArticleActionData>(
      { intent: null, ok: false, message: ARTICLE_MESSAGES.invalidRequest },
      { status: 400 },
    );
  }
  const refused = (message: string, status: number, fieldErrors?: ArticleActionData["fieldErrors"]) =>
    data<ArticleActionData>({ intent, ok: false, message, fieldErrors }, { status });
  const articleId = form.get("articleId");
  const needsArticle = intent !== "create";
  if (needsArticle && !isUuid(articleId)) return refused(ARTICLE_MESSAGES.notFound, 404);
  const id = articleId as string;

  try {
    switch (intent) {
      case "create":
      case "update": {
        const checked = checkArticleForm(parseJsonField(form.get("data")));
        if (!checked.ok) return refused(checked.message, 400, checked.fieldErrors);
        if (intent === "create") {
          const { articleId: created } = await createArticle(user, checked.data);
          return data<ArticleActionData>({ intent, ok: true, message: ARTICLE_MESSAGES.created, articleId: created });
        }
        await updateArticle(user, id, checked.data);
        return data<ArticleActionData>({ intent, ok: true, message: ARTICLE_MESSAGES.updated, articleId: id });
      }
      case "delete":
        await deleteArticle(user, id);
        return data<ArticleActionData>({ intent, ok: true, message: ARTICLE_MESSAGES.deleted });
      case "publish":
        // Readers would find nothing to read: the editor says so first (the list asks, then
        // sends the intent again with the confirmation).
        if (form.get("confirmed") !== "no-public-galley" && !(await hasPublicGalley(user, id))) {
          return data<ArticleActionData>({
            intent,
            ok: false,
            warning: "no_public_galley",
            message: ARTICLE_MESSAGES.noPublicGalley,
          });
        }
        await toggleArticlePublication(user, id, { publish: true });
        return data<ArticleActionData>({ intent, ok: true, message: ARTICLE_MESSAGES.published });
      case "withdraw": {
        const reason = form.get("reason");
        await toggleArticlePublication(user, id, {
          publish: false,
          reason: typeof reason === "string" ? reason.slice(0, 10_000) : "",
        });
        return data<ArticleActionData>({ intent, ok: true, message: ARTICLE_MESSAGES.withdrawn });
      }
      case "issue-notice": {
        const field = (name: string) => {
          const value = form.get(name);
          return typeof value === "string" ? value.slice(0, 20_000) : "";
        };
        const notice = await issueNotice(user, id, {
          type: field("noticeType"),
          text: field("text"),
          date: field("date"),
        });
        return data<ArticleActionData>({ intent, ok: true, message: NOTICE_MESSAGES.issued, articleId: notice.id });
      }
      case "new-version": {
        const note = form.get("note");
        const { version } = await startNewVersion(user, id, typeof note === "string" ? note.slice(0, 20_000) : "");
        return data<ArticleActionData>({
          intent,
          ok: true,
          message: `${VERSION_MESSAGES.created}: version ${version}. Edit the article to make its changes.`,
          articleId: id,
        });
      }
    }
  } catch (err) {
    if (err instanceof ArticleFormError) return refused(err.message, err.status, err.fieldErrors);
    if (err instanceof AppError) return refused(err.message, err.status);
    throw err;
  }
}

function EmptyState({ filtered, onAdd, interactive }: { filtered: boolean; onAdd: () => void; interactive: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
      <Newspaper className="size-9 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">{ARTICLE_MESSAGES.empty}</p>
      <p className="text-sm text-slate-600">
        {filtered ? ARTICLE_MESSAGES.emptyFiltered : ARTICLE_MESSAGES.emptyFirst}
      </p>
      {!filtered ? (
        <Button type="button" className="mt-3" onClick={onAdd} disabled={!interactive}>
          <FilePlus aria-hidden="true" />
          Add Article
        </Button>
      ) : null}
    </div>
  );
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, matching, matchingCapped, pageCount, pageSize, journals, issues, editing, editMissing } =
    loaderData;
  const [adding, setAdding] = useState(false);
  // 'New article from PDF': the PDF read, opening Add Article filled from it.
  const [fromPdf, setFromPdf] = useState<PdfForNewArticle | null>(null);
  const [deleting, setDeleting] = useState<ArticleListRow | null>(null);
  const [withdrawing, setWithdrawing] = useState<ArticleListRow | null>(null);
  const [noticing, setNoticing] = useState<ArticleListRow | null>(null);
  const [revising, setRevising] = useState<ArticleListRow | null>(null);
  const navigate = useNavigate();
  // The dialogs need scripts; until they run, Add, Delete and Withdraw stay disabled.
  const interactive = useHydrated();
  const listHref = `/dashboard/articles${articleListSearch(query)}`;
  const closeEditor = useCallback(() => {
    setAdding(false);
    setFromPdf(null);
    if (editing) void navigate(listHref, { preventScrollReset: true, replace: true });
  }, [editing, listHref, navigate]);
  const openSaved = useCallback(
    (articleId: string) => {
      setAdding(false);
      setFromPdf(null);
      void navigate(`/dashboard/articles${articleListSearch(query, { edit: articleId })}`, {
        preventScrollReset: true,
      });
    },
    [navigate, query],
  );
  // Stable, so that the memoized list is not rendered again when only the page's state changes.
  const editHref = useCallback((row: ArticleListRow) => `.${articleListSearch(query, { edit: row.id })}`, [query]);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const closeWithdraw = useCallback(() => setWithdrawing(null), []);
  const closeNotice = useCallback(() => setNoticing(null), []);
  const closeRevise = useCallback(() => setRevising(null), []);
  const filtered = query.search !== "" || query.journal !== "all" || query.status !== "all" || query.type !== "all";

  useEffect(() => {
    if (editMissing) toast.error(ARTICLE_MESSAGES.notFound);
  }, [editMissing]);

  return (
    <div className="space-y-6">
      <PageHeading
        title="Articles"
        subtitle="Add, edit and publish the articles of your journals, with their galley files."
        actions={
          <div className="flex flex-wrap gap-2" onPointerEnter={preloadArticleDialogs} onFocus={preloadArticleDialogs}>
            <ArticleFromPdfButton
              disabled={!interactive}
              onRead={(read) => {
                setFromPdf(read);
                setAdding(true);
              }}
            />
            <Button type="button" onClick={() => setAdding(true)} disabled={!interactive}>
              <FilePlus aria-hidden="true" />
              Add Article
            </Button>
          </div>
        }
      />

      <Card className="overflow-hidden">
        {/* The filters, the list and its pages: each a slice of the page's hydration (HydrationSlice). */}
        <HydrationSlice>
          <div className="border-b border-slate-200 p-4">
            <ArticleFilters
              key={articleListSearch(query, { page: 1 })}
              query={query}
              journals={journals}
              issues={issues}
            />
          </div>
        </HydrationSlice>
        {rows.length > 0 ? (
          <ArticlesTable
            rows={rows}
            editHref={editHref}
            onDelete={setDeleting}
            onWithdraw={setWithdrawing}
            onNotice={setNoticing}
            onNewVersion={setRevising}
            preload={preloadArticleDialogs}
          />
        ) : (
          <EmptyState filtered={filtered} onAdd={() => setAdding(true)} interactive={interactive} />
        )}
        <ListPagination
          page={query.page}
          matching={matching}
          pageCount={pageCount}
          pageSize={pageSize}
          shown={rows.length}
          noun={matchingCapped ? "or more articles" : matching === 1 ? "article" : "articles"}
          href={(p) => `.${articleListSearch(query, { page: p })}`}
        />
      </Card>

      {/* The dialogs' code comes when one opens (or is about to: preloadArticleDialogs). */}
      {adding || editing ? (
        <ArticleFormDialog
          key={adding ? `new-${fromPdf?.file.name ?? ""}` : (editing?.id ?? "new")}
          article={adding ? null : editing}
          journals={journals}
          defaultJournalId={query.journal !== "all" ? query.journal : (journals[0]?.id ?? "")}
          action={listHref}
          onSaved={openSaved}
          onClose={closeEditor}
          fromPdf={adding ? fromPdf : null}
        />
      ) : null}
      {deleting ? <DeleteArticleDialog article={deleting} action={listHref} onClose={closeDelete} /> : null}
      {withdrawing ? <WithdrawArticleDialog article={withdrawing} action={listHref} onClose={closeWithdraw} /> : null}
      {noticing ? <IssueNoticeDialog article={noticing} action={listHref} onClose={closeNotice} /> : null}
      {revising ? <NewVersionDialog article={revising} action={listHref} onClose={closeRevise} /> : null}
    </div>
  );
}

/** 'Failed to load articles' with Try Again (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title={ARTICLE_MESSAGES.loadFailed}
      message="The articles could not be loaded. Check your connection and try again."
    />
  );
}
