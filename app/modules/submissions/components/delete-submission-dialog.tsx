import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { LIST_MESSAGES } from "../submission-messages";
import type { SubmissionActionData } from "../submissions.types";

export type DeleteSubmissionDialogProps = {
  submission: { id: string; code: string; title: string };
  /** The route whose action deletes (intent=delete): the list or the submission's page. */
  action: string;
  onClose: () => void;
  /** Called once the submission is gone (after the toast). */
  onDeleted?: () => void;
};

/** The delete confirmation (admins). Mount it to open it. */
export function DeleteSubmissionDialog({ submission, action, onClose, onDeleted }: DeleteSubmissionDialogProps) {
  const fetcher = useFetcher<SubmissionActionData>();
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(LIST_MESSAGES.deleted, { description: LIST_MESSAGES.deletedDescription });
      onClose();
      onDeleted?.();
    } else {
      toast.error(LIST_MESSAGES.deleteFailed, { description: result.message });
    }
  });

  return (
    <ConfirmDialog
      title="Delete Submission"
      description={LIST_MESSAGES.deleteConfirm}
      descriptionId="delete-submission-description"
      busy={busy}
      onConfirm={() => fetcher.submit({ intent: "delete", submissionId: submission.id }, { method: "post", action })}
      onClose={onClose}
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <span className="font-mono font-semibold text-slate-900">{submission.code}</span>{" "}
        <span className="break-words">{submission.title}</span>
      </p>
    </ConfirmDialog>
  );
}
