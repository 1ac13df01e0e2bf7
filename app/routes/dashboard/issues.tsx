import { AlertTriangle, BookPlus, Library, RotateCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_CARDS, HydrationSlice } from "~/components/hydration-slice";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { containsNul } from "~/lib/nul";
import { useHydrated } from "~/lib/use-hydrated";
import { can } from "~/modules/auth/permissions";
import { requireUser } from "~/modules/auth/session.server";
import { IssueCard } from "~/modules/issues/components/issue-card";
import { IssueFilters } from "~/modules/issues/components/issue-filters";
import {
  isIssueIntent,
  ISSUE_MESSAGES,
  ISSUES_ACCESS_DENIED,
  type IssueIntent,
} from "~/modules/issues/issues.desk.constants";
import {
  issueFormSchema,
  issueFormValues,
  issueIdSchema,
  issueListSearch,
  parseIssueForm,
  parseIssueListQuery,
  setCurrentSchema,
  updateIssueSchema,
  type IssueFieldErrors,
} from "~/modules/issues/issues.desk.schemas";
import {
  createIssue,
  deleteIssue,
  findIssues,
  issueArticlesWithoutFile,
  publishIssueFromDesk,
  removeIssueCover,
  setCurrentIssue,
  updateIssue,
} from "~/modules/issues/issues.desk.service.server";
import { noPublicGalleyInIssueMessage } from "~/modules/articles/articles.publishing.service.server";
import type { DeskIssue, IssueActionData } from "~/modules/issues/issues.desk.types";
import type { Route } from "./+types/issues";

// Dialogs load when first opened, not with the page (ADR 076).
const IssueFormDialog = lazyDialog(() =>
  import("~/modules/issues/components/issue-form-dialog").then((m) => m.IssueFormDialog),
);
const DeleteIssueDialog = lazyDialog(() =>
  import("~/modules/issues/components/delete-issue-dialog").then((m) => m.DeleteIssueDialog),
);

export const handle: DashboardHandle = { title: "Issues Management" };

export function meta() {
  return dashboardMeta("Issues Management");
}

/** A signed-in user who manages no issues: 403 with the spec's Access Denied text (rendered by the layout). */
function accessDenied(): never {
  throw data({ message: ISSUES_ACCESS_DENIED.message }, { status: 403 });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "issues.manage")) accessDenied();
  const page = await findIssues(user, parseIssueListQuery(url.searchParams));
  // A page past the end (issues were deleted, or a stale link): the last page instead.
  if (page.issues.length === 0 && page.matching > 0) {
    throw redirect(`/dashboard/issues${issueListSearch(page.query, { page: page.pageCount })}`);
  }
  return page;
}

/** Which field of the dialog a refusal of the service belongs under. */
const FIELD_OF_ERROR: Record<string, keyof IssueFieldErrors> = {
  "issues.duplicate": "issueNumber",
  "issues.journal_unknown": "journalId",
  "issues.journal_forbidden": "journalId",
  "issues.journal_has_articles": "journalId",
  "issues.status_not_offered": "status",
};

function publishedMessage(count: number): string {
  if (count === 0) return ISSUE_MESSAGES.published;
  return `${ISSUE_MESSAGES.published}. ${count} ${count === 1 ? "article was" : "articles were"} published with it.`;
}

async function runIntent(
  user: Awaited<ReturnType<typeof requireUser>>,
  intent: IssueIntent,
  values: Record<string, unknown>,
  confirmed: boolean,
): Promise<ReturnType<typeof data<IssueActionData>>> {
  const refused = (message: string, status: number, fieldErrors?: IssueFieldErrors) =>
    data<IssueActionData>({ intent, ok: false, message, fieldErrors }, { status });
  const done = (message: string, issueId?: string) => data<IssueActionData>({ intent, ok: true, message, issueId });
  // Readers would find nothing to read in some of the articles publishing would publish: the
  // editor says so first (the card or the dialog asks, then sends the intent again, confirmed).
  const unconfirmed = async (issueId: string, saving: boolean) => {
    if (confirmed) return null;
    const missing = await issueArticlesWithoutFile(user, issueId, saving);
    if (missing.total === 0) return null;
    return data<IssueActionData>({
      intent,
      ok: false,
      warning: "no_public_galley",
      message: noPublicGalleyInIssueMessage(missing),
      issueId,
    });
  };
  try {
    switch (intent) {
      case "create": {
        const parsed = parseIssueForm(issueFormSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const { id, published } = await createIssue(user, parsed.data);
        return done(published ? publishedMessage(published.articles.length) : ISSUE_MESSAGES.created, id);
      }
      case "update": {
        const parsed = parseIssueForm(updateIssueSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const { issueId, ...input } = parsed.data;
        if (input.status === "published") {
          const asking = await unconfirmed(issueId, true);
          if (asking) return asking;
        }
        const { published } = await updateIssue(user, issueId, input);
        return done(published ? publishedMessage(published.articles.length) : ISSUE_MESSAGES.updated, issueId);
      }
      case "delete": {
        const parsed = parseIssueForm(issueIdSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await deleteIssue(user, parsed.data.issueId);
        return done(ISSUE_MESSAGES.deleted);
      }
      case "set-current": {
        const parsed = parseIssueForm(setCurrentSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await setCurrentIssue(user, parsed.data.issueId, parsed.data.current);
        return done(parsed.data.current ? ISSUE_MESSAGES.setCurrent : ISSUE_MESSAGES.unsetCurrent, parsed.data.issueId);
      }
      case "publish": {
        const parsed = parseIssueForm(issueIdSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const asking = await unconfirmed(parsed.data.issueId, false);
        if (asking) return asking;
        const published = await publishIssueFromDesk(user, parsed.data.issueId);
        return done(publishedMessage(published.articles.length), parsed.data.issueId);
      }
      case "remove-cover": {
        const parsed = parseIssueForm(issueIdSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await removeIssueCover(user, parsed.data.issueId);
        return done(ISSUE_MESSAGES.coverRemoved, parsed.data.issueId);
      }
    }
  } catch (err) {
    if (err instanceof AppError) {
      if (err.code === "forbidden") accessDenied();
      const field = FIELD_OF_ERROR[err.code];
      return refused(err.message, err.status, field ? { [field]: err.message } : undefined);
    }
    throw err;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "issues.manage")) accessDenied();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<IssueActionData>({ intent: null, ok: false, message: ISSUE_MESSAGES.invalidRequest }, { status: 400 });
  }
  const intent = form.get("intent");
  if (!isIssueIntent(intent)) {
    return data<IssueActionData>({ intent: null, ok: false, message: ISSUE_MESSAGES.invalidRequest }, { status: 400 });
  }
  const values = issueFormValues(form);
  // PostgreSQL refuses NUL in text: a 400 here, never a database error.
  if (containsNul(values)) {
    return data<IssueActionData>({ intent, ok: false, message: ISSUE_MESSAGES.invalidRequest }, { status: 400 });
  }
  return runIntent(user, intent, values, form.get("confirmed") === "no-public-galley");
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
      <Library className="size-9 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">{ISSUE_MESSAGES.empty}</p>
      {filtered ? null : <p className="text-sm text-slate-600">{ISSUE_MESSAGES.emptyFirst}</p>}
    </div>
  );
}

export default function IssuesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, journals, issues, matching, pageCount, pageSize } = loaderData;
  const [editing, setEditing] = useState<DeskIssue | "new" | null>(null);
  const [deleting, setDeleting] = useState<DeskIssue | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // The dialogs need scripts; until they run, New Issue, Edit and Delete stay disabled.
  const interactive = useHydrated();
  const gradients = new Map(journals.map((j) => [j.id, j.cardGradient]));
  const filtered = query.search !== "" || query.status !== "all" || query.type !== "all" || query.journal !== "all";

  return (
    <div className="space-y-6">
      <PageHeading
        title="Issues Management"
        subtitle="Create and publish journal issues, choose the current issue and manage covers."
        actions={
          journals.length > 0 ? (
            <Button
              type="button"
              {...IssueFormDialog.preloadProps}
              onClick={() => setEditing("new")}
              disabled={!interactive}
            >
              <BookPlus aria-hidden="true" />
              New Issue
            </Button>
          ) : null
        }
      />

      {actionData ? (
        // Shown when a form was posted without scripts (with scripts, the answer is a toast).
        <p
          role={actionData.ok ? "status" : "alert"}
          className={
            actionData.ok
              ? "rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
              : "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          }
        >
          {actionData.message}
        </p>
      ) : null}

      {/* The filters, each group of cards and the pages: each a slice of the page's hydration. */}
      <HydrationSlice>
        <Card className="p-4">
          <IssueFilters key={issueListSearch(query, { page: 1 })} query={query} journals={journals} />
        </Card>
      </HydrationSlice>

      {journals.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center text-sm text-slate-600">
          {ISSUE_MESSAGES.noJournals}
        </p>
      ) : issues.length > 0 ? (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Issues">
          <InGroups items={issues} size={HYDRATION_SLICE_CARDS}>
            {(issue) => (
              <IssueCard
                key={issue.id}
                issue={issue}
                gradient={gradients.get(issue.journalId) ?? ""}
                onEdit={setEditing}
                onDelete={setDeleting}
                interactive={interactive}
              />
            )}
          </InGroups>
        </ul>
      ) : (
        <EmptyState filtered={filtered} />
      )}

      {matching > 0 ? (
        <Card className="overflow-hidden">
          <ListPagination
            page={query.page}
            matching={matching}
            pageCount={pageCount}
            pageSize={pageSize}
            shown={issues.length}
            noun={matching === 1 ? "issue" : "issues"}
            href={(p) => `.${issueListSearch(query, { page: p })}`}
          />
        </Card>
      ) : null}

      {editing ? (
        <IssueFormDialog
          issue={editing === "new" ? null : editing}
          journals={journals}
          defaultJournalId={query.journal === "all" ? null : query.journal}
          onClose={closeEditor}
        />
      ) : null}
      {deleting ? <DeleteIssueDialog issue={deleting} onClose={closeDelete} /> : null}
    </div>
  );
}

/** The list could not be read: the spec's 'Failed to load issues', with a way to try again (403: Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  useEffect(() => {
    if (!denied) toast.error(ISSUE_MESSAGES.loadFailed);
  }, [denied]);
  if (denied) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    return <AccessDenied message={typeof message === "string" ? message : ISSUES_ACCESS_DENIED.message} />;
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={ISSUE_MESSAGES.loadFailed}
      message="The issues could not be loaded. Check your connection and try again."
      action={
        <Button asChild>
          <Link to={`${location.pathname}${location.search}`} replace>
            <RotateCw aria-hidden="true" />
            Try Again
          </Link>
        </Button>
      }
    />
  );
}
