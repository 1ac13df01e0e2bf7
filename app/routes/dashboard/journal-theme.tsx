import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { ThemeDesignPanel } from "~/modules/journal-themes/components/theme-design-panel";
import { getJournalTheme } from "~/modules/journal-themes/journal-themes.service.server";
import type { Route } from "./+types/journal-theme";

export const handle: DashboardHandle = { title: "Theme Settings" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData ? `${loaderData.journal.title} · Theme Settings` : "Theme Settings");
}

/** The journal's theme editor on a page of its own: admins and the journal's editors (403/404 otherwise). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const { journal } = await orHttpError(() => getJournalTheme(user, params.journalId));
  return { journal };
}

export default function JournalThemePage({ loaderData }: Route.ComponentProps) {
  const { journal } = loaderData;
  return (
    <div className="space-y-6">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Link>
      <PageHeading
        title="Theme Settings"
        subtitle={`The colours, fonts and layout of ${journal.title} (${journal.shortName.toUpperCase()}).`}
      />
      <ThemeDesignPanel journalId={journal.id} />
    </div>
  );
}
