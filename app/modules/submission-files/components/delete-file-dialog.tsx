import { useState } from "react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FILE_MESSAGES, INITIAL_SUBMISSION_LABEL } from "../submission-files.constants";
import type { SubmissionFileView } from "../submission-files.types";
import { deleteSubmissionFileRequest } from "./file-requests";

/** The delete confirmation of one file (the request's toasts say how it went). Mount it to open it. */
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
    <ConfirmDialog
      title="Delete File"
      description={FILE_MESSAGES.deleteConfirm}
      descriptionId="delete-file-description"
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium break-all text-slate-900">{file.fileName}</p>
        {file.isInitial ? (
          <p className="mt-1 text-amber-800">
            This is the {INITIAL_SUBMISSION_LABEL}: the submission will have no manuscript file.
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
