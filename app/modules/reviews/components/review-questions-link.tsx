import { ListChecks } from "lucide-react";
import { Link } from "~/components/link";
import { useDashboardUser } from "~/components/dashboard/use-dashboard-user";
import { Button } from "~/components/ui/button";
import { can } from "~/modules/auth/permissions";

/** On the Editorial Workflow tab, for admins: the journal's extra review form questions (ADR 031). */
export function ReviewQuestionsLink({ journalId, shortName }: { journalId: string; shortName: string }) {
  const user = useDashboardUser();
  if (!can(user, "reviewQuestions.manage", { journalId })) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">Questions reviewers answer besides their recommendation and comments.</p>
      <Button asChild variant="outline">
        <Link to={`/journal/${shortName}/review-questions`}>
          <ListChecks aria-hidden="true" />
          Review questions
        </Link>
      </Button>
    </div>
  );
}
