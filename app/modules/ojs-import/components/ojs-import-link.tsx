import { DatabaseZap } from "lucide-react";
import { Link } from "~/components/link";
import { useDashboardUser } from "~/components/dashboard/use-dashboard-user";
import { Button } from "~/components/ui/button";
import { can } from "~/modules/auth/permissions";

/** On the journal's settings, for admins: moving the back catalogue in from OJS (ADR 065). */
export function OjsImportLink({ journalId, shortName }: { journalId: string; shortName: string }) {
  const user = useDashboardUser();
  if (!can(user, "ojsImport.manage", { journalId })) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        Bring in the journal&apos;s issues, articles and DOIs from Open Journal Systems.
      </p>
      <Button asChild variant="outline">
        <Link to={`/journal/${shortName}/import`}>
          <DatabaseZap aria-hidden="true" />
          Import from OJS
        </Link>
      </Button>
    </div>
  );
}
