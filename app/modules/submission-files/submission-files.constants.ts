// The Files tab's and the file endpoints' texts (spec 002 section 8, "Files"), word for word where
// the spec gives them, so that the server, the UI and the tests use the same words.

export const FILE_MESSAGES = {
  uploaded: "File uploaded successfully",
  downloaded: "File downloaded successfully",
  deleted: "File deleted successfully",
  uploadFailed: "Failed to upload file",
  downloadFailed: "Failed to download file",
  deleteFailed: "Failed to delete file",
  loadFailed: "Failed to load files",
  linkFailed: "Could not generate download link",
  downloadStarted: "Download started",
  noManuscript: "No manuscript file found for this submission",
  fileNotFound: "File not found. It may have been deleted.",
  deleteConfirm: "Are you sure you want to delete this file? This action cannot be undone.",
  uploadNotAllowed: "You can no longer upload files to this submission.",
  manageNotAllowed: "Only editors and admins can replace or delete submission files.",
  noFileChosen: "Please choose a file to upload.",
  notMultipart: "The upload must be sent as multipart/form-data.",
  unexpectedFile: 'Send exactly one file, in the form field "file".',
  fieldTooLarge: "A form field of the upload is too large.",
  invalidField: "A form field of the upload contains a character that is not allowed.",
  interrupted: "The upload was interrupted before the file was complete. Please try again.",
  invalidRequest: "The request could not be read. Please reload the page and try again.",
} as const;

/** What the Files tab shows for the original manuscript. */
export const INITIAL_SUBMISSION_LABEL = "Initial Submission";
