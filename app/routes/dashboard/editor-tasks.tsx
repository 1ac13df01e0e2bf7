import { AlertTriangle, ClipboardList } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { useHydrated } from "~/lib/use-hydrated";
import { can } from "~/modules/auth/permissions";
import { requireUser } from "~/modules/auth/session.server";
import { HandledSubmissionsCard } from "~/modules/submissions/components/handled-submissions-card";
import { parseSubmissionListQuery } from "~/modules/submissions/submission-list-query";
import { findSubmissions } from "~/modules/submissions/submissions.service.server";
import { MyTasksTable, MyTasksTableSkeleton } from "~/modules/tasks/components/my-tasks-table";
import { TaskFilters } from "~/modules/tasks/components/task-filters";
import { TaskStatsCards } from "~/modules/tasks/components/task-stats-cards";
import { MY_TASKS_INTENT, TASK_MESSAGES } from "~/modules/tasks/tasks.constants";
import {
  fieldErrorsOf,
  myTasksSearch,
  parseMyTasksQuery,
  parseTaskForm,
  taskFormValues,
  taskIdSchema,
  updateTaskStatusSchema,
} from "~/modules/tasks/tasks.schemas";
import { findMyTasks, updateTaskStatus } from "~/modules/tasks/tasks.service.server";
import type { TaskActionData, TaskView } from "~/modules/tasks/tasks.types";
import type { Route } from "./+types/editor-tasks";

// Dialogs load when first opened, not with the page (ADR 076).
const TaskStatusDialog = lazyDialog(() =>
  import("~/modules/tasks/components/task-status-dialog").then((m) => m.TaskStatusDialog),
);

const PATH = "/dashboard/editor-tasks";

export const handle: DashboardHandle = { title: "My Tasks" };

export function meta() {
  return dashboardMeta("My Tasks");
}

/**
 * Sign-in only (spec 002 section 2.13); what is listed depends on the user (see findMyTasks), and
 * editors and admins see the submissions they handle.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const page = await findMyTasks(user, parseMyTasksQuery(url.searchParams));
  // A page past the end (tasks were completed away by a filter, or a stale link): the last page.
  if (page.tasks.length === 0 && page.matching > 0) {
    throw redirect(`${PATH}${myTasksSearch(page.query, { page: page.pageCount })}`);
  }
  // Editors and admins: the submissions they are a handling editor of (issue 37).
  const handled = can(user, "submissions.viewAll")
    ? await findSubmissions(user, parseSubmissionListQuery(new URLSearchParams("assigned=me")))
    : null;
  return {
    ...page,
    currentUserId: user.id,
    handled: handled ? { rows: handled.rows.slice(0, HANDLED_SHOWN), matching: handled.matching } : null,
  };
}

/** How many handled submissions My Tasks lists (the rest are a link away). */
const HANDLED_SHOWN = 5;

/** intent=update-status (taskId, status, comment): the status dialog. Answers go to the dialog's toast. */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const refused = (message: string, status: number, fieldErrors?: TaskActionData["fieldErrors"]) =>
    data<TaskActionData>({ ok: false, message, fieldErrors }, { status });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(TASK_MESSAGES.badRequest, 400);
  }
  if (form.get("intent") !== MY_TASKS_INTENT) return refused(TASK_MESSAGES.badRequest, 400);
  const values = taskFormValues(form);
  const target = parseTaskForm(taskIdSchema, values);
  if (!target.ok) return refused(target.message, 404);
  const parsed = parseTaskForm(updateTaskStatusSchema, values);
  if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
  try {
    await updateTaskStatus(user, target.data.taskId, parsed.data);
    return data<TaskActionData>({ ok: true, message: TASK_MESSAGES.updated });
  } catch (err) {
    if (err instanceof AppError) return refused(err.message, err.status, fieldErrorsOf(err.code, err.message));
    throw err;
  }
}

export default function MyTasksPage({ loaderData }: Route.ComponentProps) {
  const { query, counts, tasks, matching, pageCount, pageSize, today, currentUserId, handled } = loaderData;
  const [updating, setUpdating] = useState<TaskView | null>(null);
  const closeDialog = useCallback(() => setUpdating(null), []);
  const interactive = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  // A search, filter or page of this list is loading (not a revalidation after an update).
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <div className="space-y-6">
      <PageHeading title="My Tasks" subtitle="Manage your assigned submission tasks" />
      <TaskStatsCards counts={counts} />
      <Card className="overflow-hidden">
        <div className="space-y-3 border-b border-slate-200 p-4">
          <h2 className="text-lg font-semibold text-slate-900">Assigned Tasks</h2>
          <TaskFilters key={myTasksSearch(query, { page: 1 })} query={query} />
        </div>
        {loading ? (
          <MyTasksTableSkeleton />
        ) : tasks.length > 0 ? (
          <MyTasksTable
            tasks={tasks}
            today={today}
            currentUserId={currentUserId}
            onUpdate={setUpdating}
            interactive={interactive}
          />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-600">
            <ClipboardList className="size-8 text-slate-300" aria-hidden="true" />
            {counts.total === 0 ? TASK_MESSAGES.empty : TASK_MESSAGES.noMatch}
          </div>
        )}
        <ListPagination
          page={query.page}
          matching={matching}
          pageCount={pageCount}
          pageSize={pageSize}
          shown={tasks.length}
          noun={matching === 1 ? "task" : "tasks"}
          href={(p) => `.${myTasksSearch(query, { page: p })}`}
        />
      </Card>
      {handled ? <HandledSubmissionsCard rows={handled.rows} matching={handled.matching} /> : null}
      {updating ? (
        <TaskStatusDialog
          task={updating}
          action={PATH}
          intent={MY_TASKS_INTENT}
          readOnly={!updating.canUpdate}
          today={today}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}

/** The list could not be read: the spec's 'Failed to load tasks', with a way to try again. */
export function ErrorBoundary() {
  const location = useLocation();
  useEffect(() => {
    toast.error(TASK_MESSAGES.errorTitle, { description: TASK_MESSAGES.loadFailed });
  }, []);
  return (
    <div className="space-y-6">
      <PageHeading title="My Tasks" subtitle="Manage your assigned submission tasks" />
      <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center" role="alert">
        <AlertTriangle className="size-8 text-red-500" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-900">{TASK_MESSAGES.loadFailed}</p>
        <Button asChild variant="outline">
          <Link to={`${location.pathname}${location.search}`} reloadDocument>
            Try Again
          </Link>
        </Button>
      </Card>
    </div>
  );
}
