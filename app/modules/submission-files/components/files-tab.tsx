import { FolderOpen, Upload } from "lucide-react";
import { useCallback, useState } from "react";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import type { ManuscriptFormat } from "../manuscript-format";
import type { SubmissionFileView } from "../submission-files.types";
import { FileListItem } from "./file-list-item";
import { fetchSubmissionFiles } from "./file-requests";

// Dialogs load when first opened, not with the page (ADR 076).
const DeleteFileDialog = lazyDialog(() => import("./delete-file-dialog").then((m) => m.DeleteFileDialog));
const FileUploadDialog = lazyDialog(() => import("./file-upload-dialog").then((m) => m.FileUploadDialog));

export type FilesTabProps = {
  submissionId: string;
  /** From the page's loader (listSubmissionFiles), newest first. */
  files: SubmissionFileView[];
  /** can(user, "submissionFile.upload", submission) */
  canUpload: boolean;
  /** can(user, "submissionFile.manage", submission): replace and delete. */
  canManage: boolean;
  /** The journal's manuscript formats (submissionRulesFor). */
  allowedFormats: readonly ManuscriptFormat[];
  /** The journal's size limit (submissionRulesFor): the server refuses past it. */
  maxFileBytes: number;
};

type Dialog =
  { kind: "upload" } | { kind: "replace"; file: SubmissionFileView } | { kind: "delete"; file: SubmissionFileView };

/**
 * The Files tab of a submission (spec 002 section 2.3): its files, newest first, the original
 * manuscript marked 'Initial Submission'; upload for those who may, replace and delete for editors
 * and admins, download for every viewer. After a change the list is fetched again.
 */
export function FilesTab({
  submissionId,
  files: loadedFiles,
  canUpload,
  canManage,
  allowedFormats,
  maxFileBytes,
}: FilesTabProps) {
  const interactive = useHydrated();
  const [files, setFiles] = useState(loadedFiles);
  // New loader data (the page was revalidated) replaces what this tab fetched itself.
  const [shownLoad, setShownLoad] = useState(loadedFiles);
  if (shownLoad !== loadedFiles) {
    setShownLoad(loadedFiles);
    setFiles(loadedFiles);
  }
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const reload = useCallback(async () => {
    const fresh = await fetchSubmissionFiles(submissionId);
    if (fresh) setFiles(fresh);
  }, [submissionId]);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 border-b border-slate-200 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Submission Files</CardTitle>
          <CardDescription>{files.length === 1 ? "1 file" : `${files.length} files`}, newest first.</CardDescription>
        </div>
        {canUpload ? (
          <Button
            type="button"
            {...FileUploadDialog.preloadProps}
            disabled={!interactive}
            onClick={() => setDialog({ kind: "upload" })}
          >
            <Upload aria-hidden="true" />
            Upload File
          </Button>
        ) : null}
      </CardHeader>

      {files.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <FolderOpen className="size-10 text-slate-300" aria-hidden="true" />
          <p className="font-medium text-slate-900">No files uploaded yet</p>
          <p className="text-sm text-slate-600">
            {canUpload
              ? "Upload the manuscript or any supporting file."
              : "Files uploaded to this submission will appear here."}
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Submission files">
          {files.map((file) => (
            <FileListItem
              key={file.id}
              submissionId={submissionId}
              file={file}
              canManage={canManage}
              interactive={interactive}
              onReplace={(f) => setDialog({ kind: "replace", file: f })}
              onDelete={(f) => setDialog({ kind: "delete", file: f })}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === "upload" || dialog?.kind === "replace" ? (
        <FileUploadDialog
          submissionId={submissionId}
          replacing={dialog.kind === "replace" ? dialog.file : null}
          allowedFormats={allowedFormats}
          maxFileBytes={maxFileBytes}
          onUploaded={reload}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <DeleteFileDialog submissionId={submissionId} file={dialog.file} onDeleted={reload} onClose={close} />
      ) : null}
    </Card>
  );
}
