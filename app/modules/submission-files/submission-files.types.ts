import type { ManuscriptFormat } from "./manuscript-format";

/** One row of the Files tab. */
export type SubmissionFileView = {
  id: string;
  /** The sanitised name the file was uploaded under (display and download name). */
  fileName: string;
  sizeBytes: number;
  mimeType: string;
  /** The manuscript sent with the submission (shown as 'Initial Submission'). */
  isInitial: boolean;
  uploadedByName: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Why the file could not be read when it was stored ('The file could not be read: ...'), or null. */
  readError: string | null;
};

/** An upload received completely into a temporary file, its content checked. */
export type TempFile = {
  tempPath: string;
  /** Sanitised display name (never used as a storage path). */
  fileName: string;
  sizeBytes: number;
  /** Found from the content, not from the name or the browser's content type. */
  format: ManuscriptFormat;
  /** The MIME type of `format`. */
  mimeType: string;
};

export type ReceivedUpload = {
  /** The text fields of the form. */
  fields: Record<string, string>;
  /** The one file (field "file"), or null when none was chosen. */
  file: TempFile | null;
  /** Removes the temporary file (if it is still there). Call it in `finally`. */
  dispose(): Promise<void>;
};

/** The JSON answer of the file endpoints to fetch callers. */
export type FileEndpointAnswer = { message: string; file?: SubmissionFileView };

/** The JSON answer of a download endpoint called with ?format=json. */
export type DownloadLink = { url: string; fileName: string };
