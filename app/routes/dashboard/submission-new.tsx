import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Button } from "~/components/ui/button";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import { SubmissionWizard } from "~/modules/submissions/components/submission-wizard";
import { listWizardJournals } from "~/modules/submissions/submission-create.service.server";
import type { Route } from "./+types/submission-new";

export const handle: DashboardHandle = { title: "New Submission" };

export function meta() {
  return dashboardMeta("New Submission");
}

/** The active journals the user may submit to (403 for a user who may not submit at all). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const journals = await orHttpError(() => listWizardJournals(user));
  // ?journal=<short name>, from a journal page's 'Make Submission': that journal preselected.
  const wanted = url.searchParams.get("journal")?.trim().toLowerCase();
  const preselected = wanted ? journals.find((j) => j.shortName.toLowerCase() === wanted) : undefined;
  return {
    journals,
    initialJournalId: preselected?.id ?? (journals.length === 1 ? journals[0]!.id : ""),
    user: { name: user.name, email: user.email },
  };
}

export default function NewSubmissionPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading
        title="New Submission"
        subtitle="Submit your manuscript in three steps: basic information, content, and files."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/submissions">
              <ArrowLeft aria-hidden="true" />
              Back to Submissions
            </Link>
          </Button>
        }
      />
      <SubmissionWizard
        journals={loaderData.journals}
        initialJournalId={loaderData.initialJournalId}
        user={loaderData.user}
      />
    </div>
  );
}
