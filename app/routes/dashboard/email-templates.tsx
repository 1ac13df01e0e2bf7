import { AlertTriangle, SearchX } from "lucide-react";
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
import type { Route } from "./+types/email-templates";

export const handle: DashboardHandle = { title: "E-mail Templates" };

export function meta() {
  return dashboardMeta("E-mail Templates");
}

const SITE = { kind: "site" } as const;

/** The site's templates: admins only (403 for anyone else). ?template=key opens one. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return loadTemplateScreen(user, SITE, url);
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  return runTemplateIntent(user, SITE, request);
}

export default function EmailTemplatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeading
        title="E-mail Templates"
        subtitle="The site's copy of every e-mail the platform sends. A journal's editors may change their journal's copy, which wins over this one."
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
      title={status === 404 ? M.templateNotFound : "Something went wrong"}
      message={
        status === 404 ? "No e-mail template has this name." : "The templates could not be loaded. Please try again."
      }
      action={
        <Button asChild variant="outline">
          <Link to="/dashboard/email-templates">All templates</Link>
        </Button>
      }
    />
  );
}
