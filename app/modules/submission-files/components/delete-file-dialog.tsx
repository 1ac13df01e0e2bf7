import { Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FILE_MESSAGES, INITIAL_SUBMISSION_LABEL } from "../submission-files.constants";
import type { SubmissionFileView } from "../submission-files.types";
import { deleteSubmissionFileRequest } from "./file-requests";

/** The delete confirmation of one file. Mount it to open it. */
export function DeleteFileDialog({
  submissionId,
  file,
  onDeleted,
  onClose,
}: {
  submissionId: string;
  file: SubmissionFileView;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const deleted = await deleteSubmissionFileRequest(submissionId, file.id);
    setBusy(false);
    if (deleted) {
      onDeleted();
      onClose();
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="delete-file-description">
        <DialogHeader>
          <DialogTitle>Delete File</DialogTitle>
          <DialogDescription id="delete-file-description">{FILE_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium break-all text-slate-900">{file.fileName}</p>
          {file.isInitial ? (
            <p className="mt-1 text-amber-800">
              This is the {INITIAL_SUBMISSION_LABEL}: the submission will have no manuscript file.
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
