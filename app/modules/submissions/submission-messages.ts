// User-facing texts of the submission screens (spec 002 sections 2.1-2.4 and 8), in one place so
// that the server, the UI and the tests use the same words.
export const SUBMISSION_NOT_FOUND =
  "Submission not found. The submission you're looking for doesn't exist or you don't have permission to view it.";
