import { AlertTriangle, Download, FileText, Loader2, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatFileSize } from "../manuscript-format";
import { INITIAL_SUBMISSION_LABEL } from "../submission-files.constants";
import type { SubmissionFileView } from "../submission-files.types";
import { downloadSubmissionFile, submissionFilePath } from "./file-requests";

export type FileListItemProps = {
  submissionId: string;
  file: SubmissionFileView;
  canManage: boolean;
  /** False until scripts run: replace and delete need their dialogs. */
  interactive: boolean;
  onReplace: (file: SubmissionFileView) => void;
  onDelete: (file: SubmissionFileView) => void;
};

/**
 * One file: name, 'Initial Submission' mark, size, uploader and date, why it could not be read if
 * it could not; Download, Replace, Delete.
 */
export function FileListItem({ submissionId, file, canManage, interactive, onReplace, onDelete }: FileListItemProps) {
  const [downloading, setDownloading] = useState(false);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-file-id={file.id}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
          <FileText className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-slate-900">{file.fileName}</span>
            {file.isInitial ? <Badge variant="secondary">{INITIAL_SUBMISSION_LABEL}</Badge> : null}
          </div>
          <p className="text-xs text-slate-600">
            <span>{formatFileSize(file.sizeBytes)}</span>
            <span aria-hidden="true"> · </span>
            <span>Uploaded by {file.uploadedByName ?? "a deleted user"}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={file.createdAt}>{formatDateTimeUtc(file.createdAt)}</time>
          </p>
          {file.readError ? (
            <p className="flex items-start gap-1 text-xs text-red-700">
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
              {file.readError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 pl-12 sm:pl-0">
        <Button asChild variant="outline" size="sm">
          {/* Without scripts a plain link: the server redirects to a signed download URL. */}
          <a
            href={submissionFilePath(submissionId, file.id)}
            aria-label={`Download ${file.fileName}`}
            aria-disabled={downloading || undefined}
            onClick={async (event) => {
              event.preventDefault();
              if (downloading) return;
              setDownloading(true);
              await downloadSubmissionFile(submissionId, file);
              setDownloading(false);
            }}
          >
            {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Download
          </a>
        </Button>
        {canManage ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={!interactive}
              aria-label={`Replace ${file.fileName}`}
              onClick={() => onReplace(file)}
            >
              <RefreshCw aria-hidden="true" />
              Replace
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="border-red-200 text-red-700 hover:bg-red-50"
              disabled={!interactive}
              aria-label={`Delete ${file.fileName}`}
              onClick={() => onDelete(file)}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
