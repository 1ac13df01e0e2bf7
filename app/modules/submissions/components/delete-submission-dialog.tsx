import { Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
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
  const handled = useRef<SubmissionActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(LIST_MESSAGES.deleted, { description: LIST_MESSAGES.deletedDescription });
      onClose();
      onDeleted?.();
    } else {
      toast.error(LIST_MESSAGES.deleteFailed, { description: result.message });
    }
  }, [fetcher.data, onClose, onDeleted]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="delete-submission-description">
        <DialogHeader>
          <DialogTitle>Delete Submission</DialogTitle>
          <DialogDescription id="delete-submission-description">{LIST_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-mono font-semibold text-slate-900">{submission.code}</span>{" "}
          <span className="break-words">{submission.title}</span>
        </p>
        <fetcher.Form method="post" action={action} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="submissionId" value={submission.id} />
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
