// The Files tab's calls to the file endpoints (browser only), with the spec's toasts.
import { toast } from "~/components/ui/toast";
import { FILE_MESSAGES } from "../submission-files.constants";
import type { DownloadLink, SubmissionFileView } from "../submission-files.types";
import { messageOf } from "./upload-progress";

export const submissionFilesPath = (submissionId: string) => `/submission/${submissionId}/files`;
export const submissionFilePath = (submissionId: string, fileId: string) =>
  `/submission/${submissionId}/files/${fileId}`;

async function jsonOf(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** The submission's files, fresh from the server; null (and a toast) when they could not be loaded. */
export async function fetchSubmissionFiles(submissionId: string): Promise<SubmissionFileView[] | null> {
  try {
    const response = await fetch(submissionFilesPath(submissionId), { headers: { accept: "application/json" } });
    const json = await jsonOf(response);
    if (!response.ok) throw new Error(messageOf(json) ?? String(response.status));
    return (json as { files: SubmissionFileView[] }).files;
  } catch (error) {
    toast.error(FILE_MESSAGES.loadFailed, { description: error instanceof Error ? error.message : undefined });
    return null;
  }
}

/**
 * Asks for a signed link, fetches the file and saves it under its name. The toast says whether
 * the bytes arrived ('File downloaded successfully'), not only that a link was made.
 */
export async function downloadSubmissionFile(submissionId: string, file: { id: string; fileName: string }) {
  let link: DownloadLink;
  try {
    const response = await fetch(`${submissionFilePath(submissionId, file.id)}?format=json`);
    const json = await jsonOf(response);
    if (!response.ok) {
      toast.error(FILE_MESSAGES.linkFailed, { description: messageOf(json) });
      return;
    }
    link = json as DownloadLink;
  } catch {
    toast.error(FILE_MESSAGES.linkFailed);
    return;
  }
  try {
    const response = await fetch(link.url);
    if (!response.ok) throw new Error(await response.text());
    const blob = await response.blob();
    const anchor = document.createElement("a");
    anchor.href = URL.createObjectURL(blob);
    anchor.download = link.fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // Some browsers read the object URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(anchor.href), 10_000);
    toast.success(FILE_MESSAGES.downloaded, { description: link.fileName });
  } catch (error) {
    toast.error(FILE_MESSAGES.downloadFailed, {
      description: error instanceof Error && error.message ? error.message : file.fileName,
    });
  }
}

/** Deletes a file; true when it is gone (toasts either way). */
export async function deleteSubmissionFileRequest(submissionId: string, fileId: string): Promise<boolean> {
  const body = new FormData();
  body.set("intent", "delete");
  try {
    const response = await fetch(submissionFilePath(submissionId, fileId), {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    const json = await jsonOf(response);
    if (!response.ok) {
      toast.error(FILE_MESSAGES.deleteFailed, { description: messageOf(json) });
      return false;
    }
    toast.success(messageOf(json) ?? FILE_MESSAGES.deleted);
    return true;
  } catch {
    toast.error(FILE_MESSAGES.deleteFailed);
    return false;
  }
}
