import { AlertTriangle, RotateCw, SearchX } from "lucide-react";
import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { containsNul } from "~/lib/nul";
import { requireUser } from "~/modules/auth/session.server";
import { JournalSettingsView } from "~/modules/journal-settings/components/journal-settings-view";
import type { SettingsActionData } from "~/modules/journal-settings/components/settings-form";
import {
  isSettingsTab,
  JOURNAL_SETTINGS_MESSAGES as M,
  parseSettingsTab,
  settingsFormValues,
} from "~/modules/journal-settings/journal-settings.schemas";
import {
  loadJournalSettingsPage,
  saveJournalSettingsTab,
} from "~/modules/journal-settings/journal-settings.service.server";
import type { Route } from "./+types/journal-settings";

export const handle: DashboardHandle = { title: "Journal Settings" };

export function meta() {
  return dashboardMeta("Journal Settings");
}

/** A blank short name has no settings to show: the journals list instead (spec 002 section 2.8). */
function shortNameOf(params: { shortName?: string }): string {
  const shortName = (params.shortName ?? "").trim();
  if (!shortName) throw redirect("/dashboard/journals");
  return shortName;
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const shortName = shortNameOf(params);
  return orHttpError(() => loadJournalSettingsPage(user, shortName));
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const shortName = shortNameOf(params);
  const refused = (
    tab: SettingsActionData["tab"],
    message: string,
    status: number,
    fieldErrors?: Record<string, string>,
  ) => data<SettingsActionData>({ tab, ok: false, message, fieldErrors }, { status });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(null, M.invalidRequest, 400);
  }
  const tab = form.get("intent");
  if (!isSettingsTab(tab)) return refused(null, M.invalidRequest, 400);
  const values = settingsFormValues(form);
  // PostgreSQL refuses NUL in text: a 400 here, never a database error.
  if (containsNul(values)) return refused(tab, M.invalidRequest, 400);
  try {
    const parsed = parseSettingsTab(tab, values);
    // Permission first: who may not configure the journal learns nothing from its checks.
    if (!parsed.ok) {
      await loadJournalSettingsPage(user, shortName);
      return refused(tab, parsed.message, 400, parsed.fieldErrors);
    }
    await saveJournalSettingsTab(user, shortName, tab, parsed.data);
    return data<SettingsActionData>({ tab, ok: true, message: M.updated });
  } catch (err) {
    if (err instanceof AppError) throw data({ code: err.code, message: err.message }, { status: err.status });
    throw err;
  }
}

export default function JournalSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
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
          {actionData.ok ? actionData.message : `${M.failed}: ${actionData.message}`}
        </p>
      ) : null}
      <JournalSettingsView page={loaderData} />
    </div>
  );
}

/** 403: the spec's Access Denied text; 404: 'Journal Not Found'; else 'Failed to fetch journal settings'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (status !== 403 && status !== 404) toast.error(M.loadFailed);
  }, [status]);
  if (status === 403)
    return <AccessDenied title="Access Denied" message={M.accessDenied.replace(/^Access Denied: /, "")} />;
  if (status === 404) {
    return (
      <StatusCard
        icon={SearchX}
        tone="neutral"
        title={M.notFound}
        message="No journal has this short name."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/journals">Back to Journals</Link>
          </Button>
        }
      />
    );
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={M.loadFailed}
      message="The settings could not be loaded. Check your connection and try again."
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
