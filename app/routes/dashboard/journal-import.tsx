import { AlertTriangle, ArrowLeft, SearchX } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { OjsImportScreen, type ImportActionData } from "~/modules/ojs-import/components/ojs-import-screen";
import { OJS_MESSAGES as M } from "~/modules/ojs-import/ojs-import.constants";
import {
  addOldBaseUrl,
  loadImportPage,
  redepositImportedDois,
  removeOldBaseUrl,
} from "~/modules/ojs-import/ojs-import.service.server";
import type { Route } from "./+types/journal-import";

export const handle: DashboardHandle = { title: "Import from OJS" };

export function meta() {
  return dashboardMeta("Import from OJS");
}

/** Admins of the journal only (403), 404 for an unknown short name (ADR 065). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => loadImportPage(user, params.shortName));
}

/** add-base (url), remove-base (id), redeposit (every imported DOI with its new URL). The upload goes to /journal/:shortName/import/upload. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const answer = (ok: boolean, message: string, status = 200) =>
    data<ImportActionData>({ intent, ok, message }, { status });
  try {
    if (intent === "add-base") {
      await addOldBaseUrl(user, params.shortName, String(form.get("url") ?? ""));
      return answer(true, M.baseUrlAdded);
    }
    if (intent === "remove-base") {
      await removeOldBaseUrl(user, params.shortName, String(form.get("id") ?? ""));
      return answer(true, M.baseUrlRemoved);
    }
    if (intent === "redeposit") {
      const { queued } = await redepositImportedDois(user, params.shortName);
      return answer(true, M.redeposited(queued));
    }
    return answer(false, M.invalidRequest, 400);
  } catch (error) {
    if (error instanceof AppError) {
      if (error.status === 403 || error.status === 404) throw data(error.message, { status: error.status });
      return answer(false, error.message, error.status);
    }
    throw error;
  }
}

export default function JournalImportPage({ loaderData }: Route.ComponentProps) {
  const { journal, runs, oldBases, maxBytes } = loaderData;
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={`/journal/${journal.shortName}/settings`}>
          <ArrowLeft aria-hidden="true" />
          Back to Journal Settings
        </Link>
      </Button>
      <PageHeading
        title="Import from OJS"
        subtitle={`${journal.title}: issues, articles, galleys and DOIs from Open Journal Systems, and its old links.`}
      />
      <OjsImportScreen shortName={journal.shortName} runs={runs} oldBases={oldBases} maxBytes={maxBytes} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) return <AccessDenied title="Access Denied" message={M.accessDenied} />;
  return (
    <StatusCard
      icon={status === 404 ? SearchX : AlertTriangle}
      tone={status === 404 ? "neutral" : "danger"}
      title={status === 404 ? "Journal Not Found" : "Something went wrong"}
      message={
        status === 404 ? "No journal has this short name." : "The import screen could not be loaded. Please try again."
      }
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/journals">Back to Journals</Link>
        </Button>
      }
    />
  );
}
