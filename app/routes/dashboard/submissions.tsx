import { AlertTriangle, FilePlus, Inbox, RotateCw } from "lucide-react";
import { useCallback, useState } from "react";
import { data, isRouteErrorResponse, redirect, useLocation, useNavigation } from "react-router";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Link } from "~/components/link";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { useHydrated } from "~/lib/use-hydrated";
import { requireUser } from "~/modules/auth/session.server";
import { loadWithRetries, useListLoadAttempt } from "~/modules/submissions/components/list-load-retry";
import { SubmissionFilters } from "~/modules/submissions/components/submission-filters";
import { SubmissionStatsCards } from "~/modules/submissions/components/submission-stats-cards";
import { SubmissionsTable, SubmissionsTableSkeleton } from "~/modules/submissions/components/submissions-table";
import { deleteSubmission } from "~/modules/submissions/submission-edit.service.server";
import { LIST_MESSAGES } from "~/modules/submissions/submission-messages";
import { SUBMISSION_LIST_ATTEMPTS } from "~/modules/submissions/submissions.constants";
import { parseSubmissionListQuery, submissionListSearch } from "~/modules/submissions/submission-list-query";
import { findSubmissions } from "~/modules/submissions/submissions.service.server";
import type { SubmissionActionData, SubmissionListRow } from "~/modules/submissions/submissions.types";
import type { Route } from "./+types/submissions";

// Dialogs load when first opened, not with the page (ADR 076).
const DeleteSubmissionDialog = lazyDialog(() =>
  import("~/modules/submissions/components/delete-submission-dialog").then((m) => m.DeleteSubmissionDialog),
);

export const handle: DashboardHandle = { title: "Submissions" };

export function meta() {
  return dashboardMeta("Submissions");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const page = await orHttpError(() => findSubmissions(user, parseSubmissionListQuery(url.searchParams)));
  // A page past the end (submissions were deleted, or a stale link): the last page instead.
  if (page.rows.length === 0 && page.matching > 0) {
    throw redirect(`/dashboard/submissions${submissionListSearch(page.query, { page: page.pageCount })}`);
  }
  return page;
}

/** In the browser: the server's data, tried again after a network or server failure (3 attempts in all). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithRetries(() => serverLoader());
}

/** The row's Delete (admins): intent=delete with the submission's id. */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData();
  const intent = form.get("intent");
  const submissionId = form.get("submissionId");
  if (intent !== "delete" || typeof submissionId !== "string") {
    return data<SubmissionActionData>(
      { intent: null, ok: false, message: LIST_MESSAGES.deleteFailed },
      { status: 400 },
    );
  }
  try {
    await deleteSubmission(user, submissionId);
    return data<SubmissionActionData>({ intent, ok: true, message: LIST_MESSAGES.deleted });
  } catch (err) {
    if (err instanceof AppError) {
      return data<SubmissionActionData>({ intent, ok: false, message: err.message }, { status: err.status });
    }
    throw err;
  }
}

function EmptyState({ filtered, canCreate }: { filtered: boolean; canCreate: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-14 text-center">
      <Inbox className="size-9 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">{LIST_MESSAGES.empty}</p>
      <p className="text-sm text-slate-600">{filtered ? LIST_MESSAGES.emptyFiltered : LIST_MESSAGES.emptyFirst}</p>
      {!filtered && canCreate ? (
        <Button asChild className="mt-3">
          <Link to="/dashboard/submissions/new">
            <FilePlus aria-hidden="true" />
            New Submission
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

export default function SubmissionsPage({ loaderData }: Route.ComponentProps) {
  const { query, counts, rows, matching, matchingCapped, pageCount, pageSize, isAdmin, canCreate, canBeAssigned } =
    loaderData;
  const [deleting, setDeleting] = useState<SubmissionListRow | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // The delete dialog needs scripts; until they run, Delete stays disabled.
  const interactive = useHydrated();
  const navigation = useNavigation();
  const attempt = useListLoadAttempt();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/dashboard/submissions";
  const filtered =
    query.search !== "" || query.status !== "all" || query.type !== "all" || query.assigned || query.review !== "all";

  return (
    <div className="space-y-6">
      <PageHeading
        title="Submissions"
        subtitle={isAdmin ? "Manage all manuscript submissions" : "Track your submitted manuscripts"}
        actions={
          canCreate ? (
            <Button asChild>
              <Link to="/dashboard/submissions/new">
                <FilePlus aria-hidden="true" />
                New Submission
              </Link>
            </Button>
          ) : null
        }
      />

      <SubmissionStatsCards counts={counts} />

      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4">
          <SubmissionFilters
            key={submissionListSearch(query, { page: 1 })}
            query={query}
            canBeAssigned={canBeAssigned}
          />
        </div>
        {loading ? (
          <div aria-busy="true">
            <p className="px-4 pt-4 text-sm text-slate-600" role="status">
              {attempt > 1 ? LIST_MESSAGES.retrying(attempt, SUBMISSION_LIST_ATTEMPTS) : "Loading submissions..."}
            </p>
            <SubmissionsTableSkeleton />
          </div>
        ) : rows.length > 0 ? (
          <SubmissionsTable rows={rows} onDelete={setDeleting} interactive={interactive} />
        ) : (
          <EmptyState filtered={filtered} canCreate={canCreate} />
        )}
        <ListPagination
          page={query.page}
          matching={matching}
          pageCount={pageCount}
          pageSize={pageSize}
          shown={rows.length}
          noun={matchingCapped ? "or more submissions" : matching === 1 ? "submission" : "submissions"}
          href={(p) => `.${submissionListSearch(query, { page: p })}`}
        />
      </Card>

      {deleting ? (
        <DeleteSubmissionDialog
          submission={deleting}
          action={`/dashboard/submissions${submissionListSearch(query)}`}
          onClose={closeDelete}
        />
      ) : null}
    </div>
  );
}

/** After the last attempt: 'Failed to load submissions' with 'Try Again' (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    return <AccessDenied message={typeof message === "string" ? message : undefined} />;
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={LIST_MESSAGES.loadFailed}
      message="The submissions could not be loaded. Check your connection and try again."
      action={
        <Button asChild>
          <Link to={`${location.pathname}${location.search}`} replace>
            <RotateCw aria-hidden="true" />
            {LIST_MESSAGES.tryAgain}
          </Link>
        </Button>
      }
    />
  );
}
