import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { ISSUE_MESSAGES } from "../issues.desk.constants";
import { articleCountLabel, deskIssueHeading } from "../issues.desk.format";
import type { DeskIssue, IssueActionData } from "../issues.desk.types";

/** The delete confirmation; a refusal (published articles) is shown in it and as a toast. Mount it to open it. */
export function DeleteIssueDialog({ issue, onClose }: { issue: DeskIssue; onClose: () => void }) {
  const fetcher = useFetcher<IssueActionData>();
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(ISSUE_MESSAGES.deleteFailed, { description: result.message });
    }
  });

  return (
    <ConfirmDialog
      title="Delete issue"
      description={ISSUE_MESSAGES.deleteConfirm}
      descriptionId="delete-issue-description"
      busy={busy}
      error={refused}
      onConfirm={() => fetcher.submit({ intent: "delete", issueId: issue.id }, { method: "post" })}
      onClose={onClose}
    >
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {deskIssueHeading(issue)} ({issue.journalShortName.toUpperCase()})
        </p>
        {issue.title ? <p>{issue.title}</p> : null}
        {issue.articleCount > 0 ? (
          <p className="mt-1 text-xs text-slate-600">
            Its {articleCountLabel(issue.articleCount)} and their files are deleted with it.
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
