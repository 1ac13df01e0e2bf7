import { AlertTriangle, ArrowLeft, SearchX } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/modules/auth/session.server";
import { MailTemplatesScreen } from "~/modules/mail/components/mail-templates-screen";
import { loadTemplateScreen, runTemplateIntent } from "~/modules/mail/mail-templates.http.server";
import { MAIL_TEMPLATE_MESSAGES as M } from "~/modules/mail/mail-templates.types";
import type { Route } from "./+types/journal-email-templates";

export const handle: DashboardHandle = { title: "E-mail Templates" };

export function meta() {
  return dashboardMeta("E-mail Templates");
}

/** The journal's templates: its editors and admins (403 for anyone else, 404 'Journal Not Found'). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return loadTemplateScreen(user, { kind: "journal", shortName: params.shortName }, url);
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  return runTemplateIntent(user, { kind: "journal", shortName: params.shortName }, request);
}

export default function JournalEmailTemplatesPage({ loaderData }: Route.ComponentProps) {
  const journal = loaderData.list.journal!;
  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={`/journal/${journal.shortName}/settings`}>
          <ArrowLeft aria-hidden="true" />
          Back to Journal Settings
        </Link>
      </Button>
      <PageHeading
        title="E-mail Templates"
        subtitle={`${journal.title}: the e-mails this journal sends. The journal's copy wins over the site's and the default.`}
      />
      <MailTemplatesScreen list={loaderData.list} editor={loaderData.editor} />
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
      title={status === 404 ? "Not found" : "Something went wrong"}
      message={
        status === 404 ? "No such journal or e-mail template." : "The templates could not be loaded. Please try again."
      }
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/journals">Back to Journals</Link>
        </Button>
      }
    />
  );
}
