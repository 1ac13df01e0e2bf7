import { Loader2, Upload } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import {
  acceptAttribute,
  formatFileSize,
  formatsLabel,
  maxFileLabel,
  precheckManuscript,
  type ManuscriptFormat,
} from "../manuscript-format";
import { FILE_MESSAGES, INITIAL_SUBMISSION_LABEL } from "../submission-files.constants";
import type { SubmissionFileView } from "../submission-files.types";
import { submissionFilesPath } from "./file-requests";
import { ProgressBar } from "./progress-bar";
import { messageOf, uploadWithProgress } from "./upload-progress";

export type FileUploadDialogProps = {
  submissionId: string;
  /** The file being replaced; absent for a new upload. */
  replacing?: SubmissionFileView | null;
  allowedFormats: readonly ManuscriptFormat[];
  maxFileBytes: number;
  onUploaded: () => void;
  onClose: () => void;
};

/**
 * 'Upload File' or 'Replace File': choose a file (checked here for format and size, then by the
 * server by content), send it with a progress bar; closing the dialog cancels the upload. Mount it
 * to open it.
 */
export function FileUploadDialog({
  submissionId,
  replacing,
  allowedFormats,
  maxFileBytes,
  onUploaded,
  onClose,
}: FileUploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const busy = progress !== null;
  const title = replacing ? "Replace File" : "Upload File";

  // Leaving (closing the dialog, leaving the page) cancels an upload under way.
  useEffect(() => () => upload.current?.abort(), []);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen ? precheckManuscript(chosen, { allowedFormats, maxFileBytes }) : null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError(FILE_MESSAGES.noFileChosen);
    const refused = precheckManuscript(file, { allowedFormats, maxFileBytes });
    if (refused) return setError(refused);
    const body = new FormData();
    if (replacing) body.set("replaceFileId", replacing.id);
    body.set("file", file);
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress(submissionFilesPath(submissionId), body, setProgress, controller.signal);
      if (answer.status === 201) {
        toast.success(FILE_MESSAGES.uploaded, { description: file.name });
        onUploaded();
        onClose();
        return;
      }
      const message = messageOf(answer.json) ?? `The server answered ${answer.status}.`;
      setError(message);
      toast.error(FILE_MESSAGES.uploadFailed, { description: message });
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      const message = failure instanceof Error ? failure.message : undefined;
      setError(message ?? FILE_MESSAGES.uploadFailed);
      toast.error(FILE_MESSAGES.uploadFailed, { description: message });
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="file-upload-description">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription id="file-upload-description">
            {replacing ? (
              <>
                The new file replaces <span className="font-medium text-slate-900">{replacing.fileName}</span>
                {replacing.isInitial ? ` and becomes the ${INITIAL_SUBMISSION_LABEL}` : ""}.
              </>
            ) : (
              `${formatsLabel(allowedFormats)} files, up to ${maxFileLabel(maxFileBytes)}.`
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="submission-file-input">File to upload</Label>
            <Input
              id="submission-file-input"
              name="file"
              type="file"
              accept={acceptAttribute(allowedFormats)}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "submission-file-error" : file ? "submission-file-hint" : undefined}
              className="h-auto cursor-pointer py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
            {file && !error ? (
              <p id="submission-file-hint" className="text-xs text-slate-500">
                {file.name} ({formatFileSize(file.size)})
              </p>
            ) : null}
            {error ? (
              <p id="submission-file-error" role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          {busy ? <ProgressBar value={progress ?? 0} label={`Uploading ${file?.name ?? "file"}...`} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {busy ? "Cancel Upload" : "Cancel"}
            </Button>
            <Button type="submit" disabled={busy || !file || Boolean(error)}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {busy ? "Uploading..." : replacing ? "Replace" : "Upload"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
